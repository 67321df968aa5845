// Uniqueness techniques: patterns that would give the puzzle a second solution, so they cannot happen. Only
// valid when the puzzle is known to have exactly one solution (the caller proves it with the DLX solver).
#include "rectangles.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

bool rectangleStep(const Board& board, const int (&corners)[4], Step& step) {
    Mask pair = 0;
    int extra = -1, pairs = 0;
    for (int corner : corners) {
        if (countOf(board.candidates(corner)) == 2 && (pair == 0 || board.candidates(corner) == pair)) {
            pair = board.candidates(corner);
            ++pairs;
        } else {
            extra = corner;
        }
    }
    if (pairs != 3 || extra < 0 || (board.candidates(extra) & pair) != pair || !swappable(board, corners)) return false;
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
    return true;
}

}  // namespace

bool findUniqueRectangle(const Board& board, Step& step) {
    const int n = board.size();
    for (int r1 = 0; r1 < n; ++r1) {
        for (int r2 = r1 + 1; r2 < n; ++r2) {
            for (int c1 = 0; c1 < n; ++c1) {
                if (countOf(board.candidates(r1 * n + c1)) < 2 || countOf(board.candidates(r2 * n + c1)) < 2) continue;
                for (int c2 = c1 + 1; c2 < n; ++c2) {
                    const int corners[4] = {r1 * n + c1, r1 * n + c2, r2 * n + c1, r2 * n + c2};
                    if (rectangleStep(board, corners, step)) return true;
                }
            }
        }
    }
    return false;
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
