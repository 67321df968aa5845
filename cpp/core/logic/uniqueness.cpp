// Uniqueness techniques: patterns that would give the puzzle a second solution, so they cannot happen. Only
// valid when the puzzle is known to have exactly one solution (the caller proves it with the DLX solver).
#include <algorithm>
#include <array>

#include "cold.h"
#include "rectangles.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

// The step for corners {r1c1, r1c2, r2c1, r2c2}, three holding only the pair and `extra` more.
COLD void rectangleStep(const Board& board, const int (&corners)[4], int extra, Mask pair, Step& step) {
    const Geometry& g = board.geometry();
    step = makeStep(board, Technique::uniqueRectangle, g.housesOf(extra)[0]);
    for (int v = 1; v <= board.size(); ++v) {
        if (pair & bitOf(v)) step.eliminations.push_back({extra, v});
    }
    std::vector<int> others;
    for (int corner : corners) {
        if (corner != extra) others.push_back(corner);
    }
    step.cells = {corners[0], corners[1], corners[2], corners[3]};
    step.explanation = cellList(g, others) + " hold only " + valueList(pair) + ". If " + cellName(g, extra) +
                       " were " + valueList(pair).replace(valueList(pair).find(" and "), 5, " or ") +
                       " too, the four corners could swap those values and the puzzle would have two solutions; it "
                       "has one, so " + cellName(g, extra) + " is neither.";
}

}  // namespace

// The rectangles come from rectangles.h, each once per corner holding only the pair. The one reported is the
// first by top row, bottom row, left and right column; a rectangle has a pair corner on its top row, so once
// the floors pass the best one's top row, no earlier one is left.
bool findUniqueRectangle(const Board& board, Step& step) {
    const Geometry& g = board.geometry();
    std::array<int, 4> best{};  // top row, bottom row, left column, right column
    Mask bestPair = 0;
    forEachRectangle(board, [&](const Rectangle& rect) {
        if (bestPair != 0 && g.row(rect.floor) > best[0]) return true;
        int pairs = 0;
        for (int corner : {rect.floor, rect.byRow, rect.byColumn, rect.across}) {
            pairs += board.candidates(corner) == rect.pair;
        }
        if (pairs != 3) return false;
        const std::array<int, 4> key = {std::min(g.row(rect.floor), g.row(rect.across)),
                                        std::max(g.row(rect.floor), g.row(rect.across)),
                                        std::min(g.col(rect.floor), g.col(rect.across)),
                                        std::max(g.col(rect.floor), g.col(rect.across))};
        if (bestPair == 0 || key < best) {
            best = key;
            bestPair = rect.pair;
        }
        return false;
    });
    if (bestPair == 0) return false;
    const int n = board.size();
    const int corners[4] = {best[0] * n + best[2], best[0] * n + best[3], best[1] * n + best[2], best[1] * n + best[3]};
    int extra = corners[0];
    for (int corner : corners) {
        if (board.candidates(corner) != bestPair) extra = corner;
    }
    rectangleStep(board, corners, extra, bestPair, step);
    return true;
}

bool findBugPlusOne(const Board& board, Step& step) {
    int extra = -1;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        const int count = countOf(board.candidates(cell));
        if (board.value(cell) != 0 || count == 2) continue;
        if (count != 3 || extra >= 0) return false;
        extra = cell;
    }
    if (extra < 0) return false;
    const Layout& layout = board.layout();
    for (int v = 1; v <= board.size(); ++v) {
        if (!board.has(extra, v)) continue;
        bool bug = true;  // without v in `extra`, every value would have 0 or 2 places in every house
        for (int h = 0; h < static_cast<int>(board.houses().size()) && bug; ++h) {
            for (int u = 1; u <= board.size() && bug; ++u) {
                const int count = countOf(board.positions(h, u)) - (u == v && layout.houseSets[h][extra] ? 1 : 0);
                bug = count == 0 || count == 2;
            }
        }
        if (!bug) continue;
        const Geometry& g = board.geometry();
        step = makeStep(board, Technique::bugPlusOne, g.housesOf(extra)[0]);
        step.placements.push_back({extra, v});
        step.cells = {extra};
        step.explanation = "Every unsolved cell but " + cellName(g, extra) + " holds two candidates, and without " +
                           valueText(v) + " in " + cellName(g, extra) + " every value would have two places in each " +
                           "house: a pattern with two solutions. The puzzle has one, so " + cellName(g, extra) +
                           " = " + valueText(v) + ".";
        return true;
    }
    return false;
}

}  // namespace sudoku::logic
