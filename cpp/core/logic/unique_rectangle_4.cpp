// Unique Rectangle type 4: the two corners beyond the floor share a house where one value of the pair has no other
// place, so one of them holds it; were either the other value, the four corners would form the deadly pattern, so
// neither is.
#include "rectangles.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

bool type4Step(const Board& board, const Rectangle& rect, Step& step) {
    const Geometry& g = board.geometry();
    const std::vector<int> corners = cornersOf(rect);
    std::vector<int> roofs;
    for (int corner : corners) {
        if (board.candidates(corner) != rect.pair) roofs.push_back(corner);
    }
    if (roofs.size() != 2 || (g.row(roofs[0]) != g.row(roofs[1]) && g.col(roofs[0]) != g.col(roofs[1]))) return false;
    for (int h : g.housesOf(roofs[0])) {
        if (!board.layout().houseSets[h][roofs[1]]) continue;
        const Mask values = twoPlaceValues(board, rect.pair, h);  // the roofs' two places
        if (values == 0) continue;
        const int held = lowestOf(values);
        const int other = lowestOf(rect.pair & ~bitOf(held));
        step = makeStep(board, Technique::uniqueRectangle4, h);
        step.eliminations = {{roofs[0], other}, {roofs[1], other}};
        describeRectangle(board, rect,
                          fill("In %, % can only go in %, so one of them is % and neither can be %.",
                               {houseName(board.houses()[h]), valueText(held), cellList(g, roofs), valueText(held),
                                valueText(other)}),
                          step);
        return true;
    }
    return false;
}

}  // namespace

bool findUniqueRectangle4(const Board& board, Step& step) {
    return forEachRectangle(board, [&](const Rectangle& rect) { return type4Step(board, rect, step); });
}

}  // namespace sudoku::logic
