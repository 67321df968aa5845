// Hidden Rectangle: a floor cell holds only the pair, and in the opposite corner's row and column one value of
// the pair has only the rectangle's places. Were that corner the other value, the strong links would put the first
// value on its two neighbours and the other on the floor: the deadly pattern. So the corner loses the other value.
#include "rectangles.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

bool hiddenStep(const Board& board, const Rectangle& rect, Step& step) {
    const Geometry& g = board.geometry();
    const int n = board.size();
    const int row = g.row(rect.across), column = n + g.col(rect.across);
    const Mask held = twoPlaceValues(board, rect.pair, row) & twoPlaceValues(board, rect.pair, column);
    if (held == 0) return false;
    const int value = lowestOf(held);
    const int other = lowestOf(rect.pair & ~bitOf(value));
    step = makeStep(board, Technique::hiddenRectangle, row);
    step.houses.push_back(column);
    step.eliminations = {{rect.across, other}};
    const std::string v = valueText(value), w = valueText(other), corner = cellName(g, rect.across);
    describeRectangle(board, rect,
                      fill("In %, % can only go in the rectangle's corners. Were % %, % would be % and % %: the "
                           "deadly pattern. So % is not %.",
                           {houseList(board, {row, column}), v, corner, w, cellList(g, {rect.byRow, rect.byColumn}),
                            v, cellName(g, rect.floor), w, corner, w}),
                      step);
    return true;
}

}  // namespace

bool findHiddenRectangle(const Board& board, Step& step) {
    return forEachRectangle(board, [&](const Rectangle& rect) { return hiddenStep(board, rect, step); });
}

}  // namespace sudoku::logic
