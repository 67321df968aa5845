// Alternating inference chains: "if A is not true then B is, so C is not, so D is ..." over candidates.
// A strong link (one of two must be true) joins the two candidates of a two-candidate cell or the two places
// of a value in a house; a weak link (both cannot be true) joins candidates of one cell or one value in cells
// that see each other. Starting from "A is false", every candidate Z reached as true gives "A or Z", and any
// candidate that sees both A and Z goes. X-Chain: one value throughout; XY-Chain: strong links inside
// two-candidate cells only; AIC: any link. Grouped X-Chain and grouped AIC also use box-line segments as nodes
// (chain_groups.h): "one of r1c4/r1c5 is 7" is linked like a single candidate. ALS-AIC adds almost locked sets
// (chain_als.h): "the set holds no 4, so it is locked and one of r1c2/r1c8 is 7".
#include <algorithm>
#include <optional>

#include "chain_als.h"
#include "chain_groups.h"
#include "cold.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

// Longest chain searched, in candidates: bounds the search on big grids; longer chains are no hint anyway.
constexpr int kMaxChain = 24;

bool isGrouped(Technique kind) {
    return kind == Technique::groupedXChain || kind == Technique::groupedAic || kind == Technique::alsAic;
}
bool isAicLike(Technique kind) {
    return kind == Technique::aic || kind == Technique::groupedAic || kind == Technique::alsAic;
}
bool isOneValue(Technique kind) { return kind == Technique::xChain || kind == Technique::groupedXChain; }

struct Search {
    const Board& board;
    Technique kind;
    int n;
    const ChainGroups* groups = nullptr;  // grouped kinds only: node candidateNodes + g is group g
    std::optional<ChainAlsNodes> sets;    // ALS-AIC only: node alsBase + k is set node k
    int candidateNodes, alsBase;
    std::vector<int> stamp, parent, depth;  // per state (node * 2 + on), valid when stamp == current start
    std::vector<int> queue;
    int current = 0;
    // AIC kinds: per state, the states one link away, listed on its first expansion. The links do not depend on
    // the start and every start's search walks the same ones, so listing them once saves finding them again per
    // start (other kinds have too few links per state for the lists to pay: their links are visited as found).
    // The lists lie one after another in `links` (a list per state would cost an allocation each).
    bool keepLists;
    std::vector<int> links, listStart, listEnd;  // per state: its list is links[listStart .. listEnd); -1: not yet
    int expanding = -1;                          // the state whose links are being found

    Search(const Board& b, Technique k)
        : board(b), kind(k), n(b.size()), candidateNodes(b.cellCount() * b.size()) {
        if (isGrouped(kind)) groups = &chainGroups(board);
        alsBase = candidateNodes + (groups ? static_cast<int>(groups->all().size()) : 0);
        if (kind == Technique::alsAic) sets.emplace(board, *groups);
        const int states = (alsBase + (sets ? sets->size() : 0)) * 2;
        stamp.assign(states, -1);
        parent.resize(states);
        depth.resize(states);
        queue.reserve(states);
        keepLists = isAicLike(kind);
        listStart.assign(keepLists ? states : 0, -1);
        listEnd.resize(listStart.size());
        links.reserve(keepLists ? states * 8 : 0);
    }

    bool isGroup(int node) const { return node >= candidateNodes && node < alsBase; }
    bool isSet(int node) const { return node >= alsBase; }
    const ChainGroup& groupOf(int node) const { return (*groups)[node - candidateNodes]; }
    Candidate candidateOf(int node) const { return {node / n, node % n + 1}; }
    int nodeOf(int cell, int value) const { return cell * n + value - 1; }

    void visit(int from, int state) {
        if (stamp[state] == current) return;
        stamp[state] = current;
        parent[state] = from;
        depth[state] = from < 0 ? 1 : depth[from] + 1;
        queue.push_back(state);
    }

    void expand(int state) {
        expanding = state;
        if (!keepLists || listStart[state] < 0) {
            if (keepLists) listStart[state] = static_cast<int>(links.size());
            if (state % 2 == 0) {
                strongFrom(state);
            } else {
                weakFrom(state);
            }
            if (keepLists) listEnd[state] = static_cast<int>(links.size());
        }
        if (keepLists) {
            for (int i = listStart[state]; i < listEnd[state]; ++i) visit(state, links[i]);
        }
    }

    void link(int node, bool on) {
        const int to = node * 2 + (on ? 1 : 0);
        if (keepLists) {
            links.push_back(to);
        } else {
            visit(expanding, to);
        }
    }

    // From "node is false": what must then be true. In a house, what is left of the value: one cell, or (grouped
    // kinds) the group of one segment.
    void strongFrom(int state) {
        const int node = state / 2;
        if (isSet(node)) {  // the set holds no x: it is locked, so it holds each of its other values
            const int k = node - alsBase;
            for (Mask rest = sets->setOf(k).values & ~bitOf((*sets)[k].value); rest != 0; rest &= rest - 1) {
                link(alsBase + sets->sibling(k, lowestOf(rest)), true);
            }
            return;
        }
        if (isGroup(node)) {
            const ChainGroup& group = groupOf(node);
            strongInHouse(group.box, group.value, group.inBox);
            strongInHouse(group.line, group.value, group.inLine);
            return;
        }
        const Candidate c = candidateOf(node);
        const Mask mask = board.candidates(c.cell);
        const bool oneValue = isOneValue(kind);
        if (!oneValue && countOf(mask) == 2) link(nodeOf(c.cell, lowestOf(mask & ~bitOf(c.value))), true);
        if (kind == Technique::xyChain) return;
        const std::vector<int>& houses = board.geometry().housesOf(c.cell);
        const std::vector<Mask>& bits = board.layout().bitsInHouses[c.cell];
        for (std::size_t k = 0; k < houses.size(); ++k) strongInHouse(houses[k], c.value, bits[k]);
    }

    void strongInHouse(int house, int value, Mask exclude) {
        const Mask rest = board.positions(house, value) & ~exclude;
        if (countOf(rest) == 1) link(nodeOf(board.houses()[house].cells[lowestOf(rest) - 1], value), true);
        const int g = groups && countOf(rest) > 1 ? groups->groupOf(house, value, rest, exclude) : -1;
        if (g >= 0) link(candidateNodes + g, true);
    }

    // From "node is true": the candidates that must then be false.
    void weakFrom(int state) {
        if (isSet(state / 2)) return setWeakFrom(state);
        if (isGroup(state / 2)) return groupWeakFrom(state);
        const Candidate c = candidateOf(state / 2);
        if (sets) {
            for (int k : sets->ofCandidate(state / 2)) link(alsBase + k, false);
        }
        if (isAicLike(kind)) {
            for (Mask others = board.candidates(c.cell) & ~bitOf(c.value); others != 0; others &= others - 1) {
                link(nodeOf(c.cell, lowestOf(others)), false);
            }
        }
        for (int peer : board.geometry().peers(c.cell)) {
            if (board.has(peer, c.value)) link(nodeOf(peer, c.value), false);
        }
        if (!groups) return;
        for (int g : groups->ofValue(c.value)) {  // groups whose every cell sees this one
            if ((*groups)[g].seen[c.cell]) link(candidateNodes + g, false);
        }
    }

    void setWeakFrom(int state) {
        const int k = state / 2 - alsBase;
        for (int cell : sets->cells(k)) link(nodeOf(cell, (*sets)[k].value), false);
        for (int g : sets->groups(k)) link(candidateNodes + g, false);
        for (int other : sets->linked(k)) link(alsBase + other, false);
    }

    void groupWeakFrom(int state) {
        const ChainGroup& group = groupOf(state / 2);
        if (sets) {
            for (int k : sets->ofGroup(state / 2 - candidateNodes)) link(alsBase + k, false);
        }
        for (int cell : board.geometry().peers(group.cells[0])) {
            if (group.seen[cell] && board.has(cell, group.value)) link(nodeOf(cell, group.value), false);
        }
        for (int g : group.linked) link(candidateNodes + g, false);
    }
};

// Candidates other than a and z that see both: they go when "a or z" holds. a == z means a itself is true.
// Called at every "on" state of every search, so each case looks only where such candidates can be: the common
// peers for one value, the cell's other candidates for one cell, the two crossed candidates otherwise.
void chainConclusion(const Board& board, const Candidate& a, const Candidate& z, Step& step) {
    if (a == z) {
        step.placements.push_back(a);
        return;
    }
    if (a.value == z.value) {
        for (int cell : board.geometry().peers(a.cell)) {
            if (cell != z.cell && board.has(cell, a.value) && board.sees(cell, z.cell)) {
                step.eliminations.push_back({cell, a.value});
            }
        }
    } else if (a.cell == z.cell) {
        for (Mask rest = board.candidates(a.cell) & ~bitOf(a.value) & ~bitOf(z.value); rest != 0; rest &= rest - 1) {
            step.eliminations.push_back({a.cell, lowestOf(rest)});
        }
    } else if (board.sees(a.cell, z.cell)) {
        if (board.has(a.cell, z.value)) step.eliminations.push_back({a.cell, z.value});
        if (board.has(z.cell, a.value)) step.eliminations.push_back({z.cell, a.value});
    }
}

int lengthBonus(int nodes) {
    const int limits[] = {4, 6, 8, 12, 16, 24};
    int bonus = 0;
    for (int limit : limits) bonus += nodes > limit ? 1 : 0;
    return bonus;
}

// "a or one of some places holds value" (a group's cells, a set's places of its value), where `seen` is the
// cells that see every one of those places: candidates that see a and all the places go.
void placesConclusion(const Board& board, const Candidate& a, int value, const CellSet& seen, Step& step) {
    if (a.value != value) {
        if (seen[a.cell] && board.has(a.cell, value)) step.eliminations.push_back({a.cell, value});
        return;
    }
    for (int cell : board.geometry().peers(a.cell)) {
        if (seen[cell] && board.has(cell, a.value)) step.eliminations.push_back({cell, a.value});
    }
}

// "r3c5 is 7" / "r3c5 is not 7"; a group: "one of r1c4/r1c5 is 7" / "none of r1c4/r1c5 is 7".
COLD std::string nodeText(const Search& search, int state) {
    const bool on = state % 2 == 1;
    if (search.isSet(state / 2)) {
        const int k = state / 2 - search.alsBase;
        const std::string value = valueText((*search.sets)[k].value);
        return on ? "it is locked, and one of " + chainAlsName(search.board, *search.sets, k) + " is " + value
                  : "the set " + alsText(search.board, search.sets->setOf(k)) + " has no " + value;
    }
    if (search.isGroup(state / 2)) {
        const ChainGroup& group = search.groupOf(state / 2);
        return (on ? "one of " : "none of ") + groupName(search.board, group) + " is " + valueText(group.value);
    }
    const Candidate c = search.candidateOf(state / 2);
    return cellName(search.board.geometry(), c.cell) + (on ? " is " : " is not ") + valueText(c.value);
}

COLD std::string chainText(const Search& search, const std::vector<int>& states) {
    std::string text;
    for (std::size_t i = 0; i < states.size(); ++i) {
        text += (i == 0 ? "If " : i == 1 ? ", then " : ", so ") + nodeText(search, states[i]);
    }
    return text;
}

// "r3c5 = 7" / "one of r1c4/r1c5 = 7" for the chain's far end.
COLD std::string endText(const Search& search, int node) {
    if (search.isSet(node)) {
        const int k = node - search.alsBase;
        return "one of " + chainAlsName(search.board, *search.sets, k) + " = " + valueText((*search.sets)[k].value);
    }
    if (search.isGroup(node)) {
        const ChainGroup& group = search.groupOf(node);
        return "one of " + groupName(search.board, group) + " = " + valueText(group.value);
    }
    const Candidate z = search.candidateOf(node);
    return cellName(search.board.geometry(), z.cell) + " = " + valueText(z.value);
}

// `states`: the chain from its start, each node * 2 + on.
COLD void describe(const Search& search, const std::vector<int>& states, Step& step) {
    const int endState = states.back();
    const Geometry& g = search.board.geometry();
    const Candidate a = search.candidateOf(states.front() / 2);
    for (int s : states) {
        std::vector<int> cells;
        if (search.isSet(s / 2)) {
            const Als& als = search.sets->setOf(s / 2 - search.alsBase);
            cells.assign(als.cells.begin(), als.cells.begin() + als.count);
            if (std::find(step.houses.begin(), step.houses.end(), als.house) == step.houses.end()) {
                step.houses.push_back(als.house);
            }
        } else {
            cells = search.isGroup(s / 2) ? search.groupOf(s / 2).cells
                                          : std::vector<int>{search.candidateOf(s / 2).cell};
        }
        for (int cell : cells) {
            if (std::find(step.cells.begin(), step.cells.end(), cell) == step.cells.end()) step.cells.push_back(cell);
        }
    }
    step.weight += lengthBonus(static_cast<int>(states.size()));
    step.nudge = std::string(techniqueName(step.technique)) + ". Start from " + cellName(g, a.cell) + ".";
    const std::string start = cellName(g, a.cell) + " = " + valueText(a.value);
    if (endState / 2 < search.candidateNodes && a == search.candidateOf(endState / 2)) {
        step.explanation = chainText(search, states) + ": assuming it is not leads back to it, so " + start + ".";
        return;
    }
    std::string removed;
    for (const Candidate& e : step.eliminations) {
        removed += (removed.empty() ? "" : ", ") + cellName(g, e.cell) + " is not " + valueText(e.value);
    }
    step.explanation = chainText(search, states) + ". So " + start + " or " + endText(search, endState / 2) +
                       "; either way " + removed + ".";
}

}  // namespace

bool findChain(const Board& board, Technique kind, Step& step) {
    const int n = board.size();
    Search search(board, kind);
    int bestLength = kMaxChain + 1;
    Step scratch, found;  // scratch is reused: conclusions are tested at every state, so no allocation there
    std::vector<int> best;
    Mask quiet = 0;  // one-value kinds: the values with no chain on an earlier position, unchanged since
    for (int value = 1; value <= n && isOneValue(kind); ++value) {
        if (board.quietValue(kind, value)) quiet |= bitOf(value);
    }
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        for (int value = 1; value <= n; ++value) {
            if (!board.has(cell, value) || (quiet & bitOf(value))) continue;
            if (kind == Technique::xyChain && countOf(board.candidates(cell)) != 2) continue;
            search.current = search.nodeOf(cell, value);
            search.queue.clear();
            search.visit(-1, search.current * 2);
            const Candidate a{cell, value};
            for (std::size_t i = 0; i < search.queue.size(); ++i) {
                const int state = search.queue[i];
                if (search.depth[state] >= bestLength) break;
                if (state % 2 == 0) {
                    search.expand(state);
                    continue;
                }
                scratch.placements.clear();
                scratch.eliminations.clear();
                if (search.isSet(state / 2)) {
                    const ChainAls& set = (*search.sets)[state / 2 - search.alsBase];
                    placesConclusion(board, a, set.value, set.seen, scratch);
                } else if (search.isGroup(state / 2)) {
                    const ChainGroup& group = search.groupOf(state / 2);
                    placesConclusion(board, a, group.value, group.seen, scratch);
                } else {
                    chainConclusion(board, a, search.candidateOf(state / 2), scratch);
                }
                if (scratch.placements.empty() && scratch.eliminations.empty()) {
                    search.expand(state);
                    continue;
                }
                bestLength = search.depth[state];
                best.clear();  // kept as states: the sentence is built once, for the shortest chain
                for (int s = state; s >= 0; s = search.parent[s]) best.push_back(s);
                found = scratch;
                break;
            }
        }
    }
    if (best.empty()) {  // no chain of one value: every value is quiet
        for (int value = 1; value <= n && isOneValue(kind); ++value) board.setQuietValue(kind, value);
        return false;
    }
    std::reverse(best.begin(), best.end());
    step = makeStep(board, kind);
    step.placements = found.placements;
    step.eliminations = found.eliminations;
    describe(search, best, step);
    return true;
}

}  // namespace sudoku::logic
