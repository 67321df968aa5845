// Alternating inference chains: "if A is not true then B is, so C is not, so D is ..." over candidates.
// A strong link (one of two must be true) joins the two candidates of a two-candidate cell or the two places
// of a value in a house; a weak link (both cannot be true) joins candidates of one cell or one value in cells
// that see each other. Starting from "A is false", every candidate Z reached as true gives "A or Z", and any
// candidate that sees both A and Z goes. X-Chain: one value throughout; XY-Chain: strong links inside
// two-candidate cells only; AIC: any link.
#include <algorithm>

#include "techniques.h"

namespace sudoku::logic {

namespace {

// Longest chain searched, in candidates: bounds the search on big grids; longer chains are no hint anyway.
constexpr int kMaxChain = 24;

struct Search {
    const Board& board;
    Technique kind;
    int n;
    std::vector<int> stamp, parent, depth;  // per state (candidate * 2 + on), valid when stamp == current start
    std::vector<int> queue;
    int current = 0;

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

    // From "node is false": the candidates that must then be true.
    void strongFrom(int state) {
        const Candidate c = candidateOf(state / 2);
        const Mask mask = board.candidates(c.cell);
        if (kind != Technique::xChain && countOf(mask) == 2) {
            visit(state, nodeOf(c.cell, lowestOf(mask & ~bitOf(c.value))), true);
        }
        if (kind == Technique::xyChain) return;
        for (int h : board.geometry().housesOf(c.cell)) {
            const Mask places = board.positions(h, c.value);
            if (countOf(places) != 2) continue;
            for (int i = 0; i < n; ++i) {
                const int other = board.houses()[h].cells[i];
                if ((places & (Mask{1} << i)) && other != c.cell) visit(state, nodeOf(other, c.value), true);
            }
        }
    }

    // From "node is true": the candidates that must then be false.
    void weakFrom(int state) {
        const Candidate c = candidateOf(state / 2);
        if (kind == Technique::aic) {
            const Mask others = board.candidates(c.cell) & ~bitOf(c.value);
            for (int v = 1; v <= n; ++v) {
                if (others & bitOf(v)) visit(state, nodeOf(c.cell, v), false);
            }
        }
        for (int peer : board.geometry().peers(c.cell)) {
            if (board.has(peer, c.value)) visit(state, nodeOf(peer, c.value), false);
        }
    }
};

bool seesCandidate(const Board& board, const Candidate& x, const Candidate& y) {
    if (x.cell == y.cell) return x.value != y.value;
    return x.value == y.value && board.sees(x.cell, y.cell);
}

// Candidates other than a and z that see both: they go when "a or z" holds. a == z means a itself is true.
void chainConclusion(const Board& board, const Candidate& a, const Candidate& z, Step& step) {
    if (a == z) {
        step.placements.push_back(a);
        return;
    }
    auto consider = [&](int cell, int value) {
        const Candidate e{cell, value};
        const bool seesBoth = seesCandidate(board, e, a) && seesCandidate(board, e, z);
        if (board.has(cell, value) && !(e == a) && !(e == z) && seesBoth) {
            step.eliminations.push_back(e);
        }
    };
    for (int cell : {a.cell, z.cell}) {
        for (int v = 1; v <= board.size(); ++v) consider(cell, v);
    }
    if (a.value == z.value) {
        for (int cell : board.geometry().peers(a.cell)) {
            if (cell != z.cell) consider(cell, a.value);
        }
    }
}

int lengthBonus(int nodes) {
    const int limits[] = {4, 6, 8, 12, 16, 24};
    int bonus = 0;
    for (int limit : limits) bonus += nodes > limit ? 1 : 0;
    return bonus;
}

std::string chainText(const Search& search, const std::vector<int>& states) {
    const Geometry& g = search.board.geometry();
    std::string text;
    for (std::size_t i = 0; i < states.size(); ++i) {
        const Candidate c = search.candidateOf(states[i] / 2);
        const bool on = states[i] % 2 == 1;
        text += (i == 0 ? "If " : i == 1 ? ", then " : ", so ") + cellName(g, c.cell) + (on ? " is " : " is not ") +
                valueText(c.value);
    }
    return text;
}

void describe(const Search& search, int endState, Step& step) {
    std::vector<int> states;
    for (int s = endState; s >= 0; s = search.parent[s]) states.push_back(s);
    std::reverse(states.begin(), states.end());
    const Geometry& g = search.board.geometry();
    const Candidate a = search.candidateOf(states.front() / 2), z = search.candidateOf(endState / 2);
    for (int s : states) {
        const int cell = search.candidateOf(s / 2).cell;
        if (std::find(step.cells.begin(), step.cells.end(), cell) == step.cells.end()) step.cells.push_back(cell);
    }
    step.weight += lengthBonus(static_cast<int>(states.size()));
    step.nudge = std::string(techniqueName(step.technique)) + ". Start from " + cellName(g, a.cell) + ".";
    const std::string start = cellName(g, a.cell) + " = " + valueText(a.value);
    if (a == z) {
        step.explanation = chainText(search, states) + ": assuming it is not leads back to it, so " + start + ".";
        return;
    }
    std::string removed;
    for (const Candidate& e : step.eliminations) {
        removed += (removed.empty() ? "" : ", ") + cellName(g, e.cell) + " is not " + valueText(e.value);
    }
    step.explanation = chainText(search, states) + ". So " + start + " or " + cellName(g, z.cell) + " = " +
                       valueText(z.value) + "; either way " + removed + ".";
}

}  // namespace

bool findChain(const Board& board, Technique kind, Step& step) {
    const int n = board.size();
    const int states = board.cellCount() * n * 2;
    Search search{board, kind, n, std::vector<int>(states, -1), std::vector<int>(states), std::vector<int>(states), {}};
    search.queue.reserve(states);
    int bestLength = kMaxChain + 1;
    Step scratch;  // reused: conclusions are tested at every state, so no allocation there
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
                chainConclusion(board, a, search.candidateOf(state / 2), scratch);
                if (scratch.placements.empty() && scratch.eliminations.empty()) {
                    search.weakFrom(state);
                    continue;
                }
                bestLength = search.depth[state];
                step = makeStep(board, kind);
                step.placements = scratch.placements;
                step.eliminations = scratch.eliminations;
                describe(search, state, step);
                break;
            }
        }
    }
    return bestLength <= kMaxChain;
}

}  // namespace sudoku::logic
