// Rectangles for the uniqueness techniques: the swap test and the sentence every rectangle step opens with.
#include "rectangles.h"

#include "cold.h"
#include "step.h"

namespace sudoku::logic {

bool swappable(const Board& board, const int (&corners)[4]) {
    const Layout& layout = board.layout();
    for (int corner : corners) {
        for (int h : board.geometry().housesOf(corner)) {
            const CellSet& in = layout.houseSets[h];
            const int inside = in[corners[0]] + in[corners[1]] + in[corners[2]] + in[corners[3]];
            if (inside != 2 || (in[corners[0]] && in[corners[3]]) || (in[corners[1]] && in[corners[2]])) return false;
        }
    }
    return true;
}

Mask twoPlaceValues(const Board& board, Mask pair, int house) {
    Mask values = 0;
    for (Mask rest = pair; rest != 0; rest &= rest - 1) {
        if (countOf(board.positions(house, lowestOf(rest))) == 2) values |= bitOf(lowestOf(rest));
    }
    return values;
}

std::vector<int> cornersOf(const Rectangle& rect) { return {rect.floor, rect.byRow, rect.byColumn, rect.across}; }

COLD void describeRectangle(const Board& board, const Rectangle& rect, const std::string& rest, Step& step) {
    step.cells = cornersOf(rect);
    step.explanation = fill("If % held only %, they could swap them and the puzzle would have two solutions; it has "
                            "one. %", {cellList(board.geometry(), step.cells), valueList(rect.pair), rest});
}

}  // namespace sudoku::logic
