// Alternating inference chains: "if A is not true then B is, so C is not, so D is ..." over candidates.
// A strong link (one of two must be true) joins the two candidates of a two-candidate cell or the two places
// of a value in a house; a weak link (both cannot be true) joins candidates of one cell or one value in cells
// that see each other. Starting from "A is false", every candidate Z reached as true gives "A or Z", and any
// candidate that sees both A and Z goes. X-Chain: one value throughout; XY-Chain: strong links inside
// two-candidate cells only; AIC: any link. Grouped X-Chain and grouped AIC also use box-line segments as nodes
// (chain_groups.h): "one of r1c4/r1c5 is 7" is linked like a single candidate.
#include <algorithm>

#include "chain_groups.h"
#include "cold.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

// Longest chain searched, in candidates: bounds the search on big grids; longer chains are no hint anyway.
constexpr int kMaxChain = 24;

bool isGrouped(Technique kind) { return kind == Technique::groupedXChain || kind == Technique::groupedAic; }
bool isAicLike(Technique kind) { return kind == Technique::aic || kind == Technique::groupedAic; }

struct Search {
    const Board& board;
    Technique kind;
    int n;
    const ChainGroups* groups = nullptr;  // grouped kinds only: node candidateNodes + g is group g
    int candidateNodes;
    std::vector<int> stamp, parent, depth;  // per state (node * 2 + on), valid when stamp == current start
    std::vector<int> queue;
    int current = 0;

    Search(const Board& b, Technique k)
        : board(b), kind(k), n(b.size()), candidateNodes(b.cellCount() * b.size()) {
        if (isGrouped(kind)) groups = &chainGroups(board);
        const int states = (candidateNodes + (groups ? static_cast<int>(groups->all().size()) : 0)) * 2;
        stamp.assign(states, -1);
        parent.resize(states);
        depth.resize(states);
        queue.reserve(states);
    }

    bool isGroup(int node) const { return node >= candidateNodes; }
    const ChainGroup& groupOf(int node) const { return (*groups)[node - candidateNodes]; }
    Candidate candidateOf(int node) const { return {node / n, node % n + 1}; }
    int nodeOf(int cell, int value) const { return cell * n + value - 1; }

    void visit(int from, int node, bool on) {
        const int state = node * 2 + (on ? 1 : 0);
        if (stamp[state] == current) return;
        stamp[state] = current;
        parent[state] = from;
        depth[state] = from < 0 ? 1 : depth[from] + 1;
        queue.push_back(state);
    }

    // From "node is false": what must then be true. In a house, what is left of the value: one cell, or (grouped
    // kinds) the group of one segment.
    void strongFrom(int state) {
        const int node = state / 2;
        if (isGroup(node)) {
            const ChainGroup& group = groupOf(node);
            strongInHouse(state, group.box, group.value, group.inBox);
            strongInHouse(state, group.line, group.value, group.inLine);
            return;
        }
        const Candidate c = candidateOf(node);
        const Mask mask = board.candidates(c.cell);
        const bool oneValue = kind == Technique::xChain || kind == Technique::groupedXChain;
        if (!oneValue && countOf(mask) == 2) visit(state, nodeOf(c.cell, lowestOf(mask & ~bitOf(c.value))), true);
        if (kind == Technique::xyChain) return;
        const std::vector<int>& houses = board.geometry().housesOf(c.cell);
        const std::vector<Mask>& bits = board.layout().bitsInHouses[c.cell];
        for (std::size_t k = 0; k < houses.size(); ++k) strongInHouse(state, houses[k], c.value, bits[k]);
    }

    void strongInHouse(int state, int house, int value, Mask exclude) {
        const Mask rest = board.positions(house, value) & ~exclude;
        if (countOf(rest) == 1) visit(state, nodeOf(board.houses()[house].cells[lowestOf(rest) - 1], value), true);
        const int g = groups && countOf(rest) > 1 ? groups->groupOf(house, value, rest, exclude) : -1;
        if (g >= 0) visit(state, candidateNodes + g, true);
    }

    // From "node is true": the candidates that must then be false.
    void weakFrom(int state) {
        if (isGroup(state / 2)) return groupWeakFrom(state);
        const Candidate c = candidateOf(state / 2);
        if (isAicLike(kind)) {
            for (Mask others = board.candidates(c.cell) & ~bitOf(c.value); others != 0; others &= others - 1) {
                visit(state, nodeOf(c.cell, lowestOf(others)), false);
            }
        }
        for (int peer : board.geometry().peers(c.cell)) {
            if (board.has(peer, c.value)) visit(state, nodeOf(peer, c.value), false);
        }
        if (!groups) return;
        for (int g : groups->ofValue(c.value)) {  // groups whose every cell sees this one
            if ((*groups)[g].seen[c.cell]) visit(state, candidateNodes + g, false);
        }
    }

    void groupWeakFrom(int state) {
        const ChainGroup& group = groupOf(state / 2);
        for (int cell : board.geometry().peers(group.cells[0])) {
            if (group.seen[cell] && board.has(cell, group.value)) visit(state, nodeOf(cell, group.value), false);
        }
        for (int g : group.linked) visit(state, candidateNodes + g, false);
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

// "r3c5 is 7" / "r3c5 is not 7"; a group: "one of r1c4/r1c5 is 7" / "none of r1c4/r1c5 is 7".
COLD std::string nodeText(const Search& search, int state) {
    const bool on = state % 2 == 1;
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
        const std::vector<int> cells =
            search.isGroup(s / 2) ? search.groupOf(s / 2).cells : std::vector<int>{search.candidateOf(s / 2).cell};
        for (int cell : cells) {
            if (std::find(step.cells.begin(), step.cells.end(), cell) == step.cells.end()) step.cells.push_back(cell);
        }
    }
    step.weight += lengthBonus(static_cast<int>(states.size()));
    step.nudge = std::string(techniqueName(step.technique)) + ". Start from " + cellName(g, a.cell) + ".";
    const std::string start = cellName(g, a.cell) + " = " + valueText(a.value);
    if (!search.isGroup(endState / 2) && a == search.candidateOf(endState / 2)) {
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

// "a or one of the group is its value": candidates that see a and every cell of the group go.
void groupConclusion(const Board& board, const Candidate& a, const ChainGroup& group, Step& step) {
    if (a.value != group.value) {
        if (group.seen[a.cell] && board.has(a.cell, group.value)) step.eliminations.push_back({a.cell, group.value});
        return;
    }
    for (int cell : board.geometry().peers(a.cell)) {
        if (group.seen[cell] && board.has(cell, a.value)) step.eliminations.push_back({cell, a.value});
    }
}

}  // namespace

bool findChain(const Board& board, Technique kind, Step& step) {
    const int n = board.size();
    Search search(board, kind);
    int bestLength = kMaxChain + 1;
    Step scratch, found;  // scratch is reused: conclusions are tested at every state, so no allocation there
    std::vector<int> best;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        for (int value = 1; value <= n; ++value) {
            if (!board.has(cell, value)) continue;
            if (kind == Technique::xyChain && countOf(board.candidates(cell)) != 2) continue;
            search.current = search.nodeOf(cell, value);
            search.queue.clear();
            search.visit(-1, search.current, false);
            const Candidate a{cell, value};
            for (std::size_t i = 0; i < search.queue.size(); ++i) {
                const int state = search.queue[i];
                if (search.depth[state] >= bestLength) break;
                if (state % 2 == 0) {
                    search.strongFrom(state);
                    continue;
                }
                scratch.placements.clear();
                scratch.eliminations.clear();
                if (search.isGroup(state / 2)) {
                    groupConclusion(board, a, search.groupOf(state / 2), scratch);
                } else {
                    chainConclusion(board, a, search.candidateOf(state / 2), scratch);
                }
                if (scratch.placements.empty() && scratch.eliminations.empty()) {
                    search.weakFrom(state);
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
    if (best.empty()) return false;
    std::reverse(best.begin(), best.end());
    step = makeStep(board, kind);
    step.placements = found.placements;
    step.eliminations = found.eliminations;
    describe(search, best, step);
    return true;
}

}  // namespace sudoku::logic
