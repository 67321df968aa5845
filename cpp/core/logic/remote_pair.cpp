// Remote Pair: a chain of four or more cells that all hold only the same two values, each seeing the next. Their
// values alternate along the chain, so two cells an odd number of links apart hold both values between them, and a
// cell seeing two such cells can hold neither.
#include "cold.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

// Colours the cells holding only `pair` reachable from `start` by seeing each other: 1 or 2, alternating; false
// when two cells of one colour see each other (a broken position, left to other techniques).
bool colourPairs(const Board& board, int start, std::vector<int>& colour, std::vector<int>& reached) {
    const Mask pair = board.candidates(start);
    reached = {start};
    colour[start] = 1;
    for (std::size_t i = 0; i < reached.size(); ++i) {
        for (int next : board.layout().peers[reached[i]]) {
            if (board.candidates(next) != pair) continue;
            if (colour[next] == colour[reached[i]]) return false;
            if (colour[next] != 0) continue;
            colour[next] = 3 - colour[reached[i]];
            reached.push_back(next);
        }
    }
    return true;
}

COLD void describe(const Board& board, const std::vector<int>& chain, const std::vector<int>& colour, Step& step) {
    const Geometry& g = board.geometry();
    std::vector<int> sides[2];
    for (int cell : chain) sides[colour[cell] - 1].push_back(cell);
    const std::string values = valueList(board.candidates(chain[0]));
    std::string neither = values;
    neither.replace(neither.find(" and "), 5, " nor ");
    step.cells = chain;
    step.explanation = cellList(g, chain) + " hold only " + values + ", linked by seeing each other, so their " +
                       "values alternate: " + cellList(g, sides[0]) + " hold one value, " + cellList(g, sides[1]) +
                       " the other. A cell that sees a cell of each group can be neither " + neither + ".";
}

// Eliminations from the cells outside the chain that see two cells of different colours not seeing each other.
bool remoteStep(const Board& board, const std::vector<int>& chain, const std::vector<int>& colour, Step& step) {
    const Mask pair = board.candidates(chain[0]);
    Step found;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (colour[cell] != 0 || !(board.candidates(cell) & pair)) continue;
        bool seen = false;
        for (int p : chain) {
            for (int q : chain) {
                seen = seen || (colour[p] == 1 && colour[q] == 2 && board.sees(cell, p) && board.sees(cell, q) &&
                                !board.sees(p, q));
            }
        }
        for (int v = 1; seen && v <= board.size(); ++v) {
            if (board.has(cell, v) && (pair & bitOf(v))) found.eliminations.push_back({cell, v});
        }
    }
    if (found.eliminations.empty()) return false;
    step = makeStep(board, Technique::remotePair, board.geometry().housesOf(chain[0])[0]);
    step.eliminations = std::move(found.eliminations);
    describe(board, chain, colour, step);
    return true;
}

}  // namespace

bool findRemotePair(const Board& board, Step& step) {
    std::vector<bool> done(board.cellCount(), false);
    for (int start = 0; start < board.cellCount(); ++start) {
        if (done[start] || countOf(board.candidates(start)) != 2) continue;
        std::vector<int> colour(board.cellCount(), 0), chain;
        const bool valid = colourPairs(board, start, colour, chain);
        for (int cell : chain) done[cell] = true;
        if (valid && chain.size() >= 4 && remoteStep(board, chain, colour, step)) return true;
    }
    return false;
}

}  // namespace sudoku::logic
