// Rectangles for the uniqueness techniques: four unsolved cells on two rows and two columns that share two
// candidates and could swap them without breaking a house (a deadly pattern if nothing else told them apart).
#pragma once

#include <string>
#include <vector>

#include "board.h"

namespace sudoku::logic {

// Corners: `floor` is a cell holding only the pair; `byRow` shares its row, `byColumn` its column, `across` is
// the opposite corner.
struct Rectangle {
    int floor, byRow, byColumn, across;
    Mask pair;
};

// Whether two values could swap between the corners {a, b, c, d} (a-b and c-d share rows, a-c and b-d columns)
// without breaking any house: every house holding a corner must hold exactly two, side by side, never opposite.
bool swappable(const Board& board, const int (&corners)[4]);

// Calls `found(rectangle)` for every swappable rectangle whose corners all hold the pair of one corner with only
// those two candidates (the floor), until it returns true; a rectangle with several such corners comes once per
// such corner.
template <class Found>
bool forEachRectangle(const Board& board, const Found& found) {
    const Geometry& g = board.geometry();
    const int n = board.size();
    for (int floor = 0; floor < board.cellCount(); ++floor) {
        const Mask pair = board.candidates(floor);
        if (countOf(pair) != 2) continue;
        const int row = g.row(floor), col = g.col(floor);
        for (int c = 0; c < n; ++c) {
            const int byRow = row * n + c;
            if (c == col || (board.candidates(byRow) & pair) != pair) continue;
            for (int r = 0; r < n; ++r) {
                const int byColumn = r * n + col, across = r * n + c;
                if (r == row || (board.candidates(byColumn) & pair) != pair) continue;
                if ((board.candidates(across) & pair) != pair) continue;
                const int corners[4] = {floor, byRow, byColumn, across};
                if (swappable(board, corners) && found(Rectangle{floor, byRow, byColumn, across, pair})) return true;
            }
        }
    }
    return false;
}

// The values of `pair` with exactly two places in `house` (for the rectangles: both on its corners).
Mask twoPlaceValues(const Board& board, Mask pair, int house);

// The four corners: floor, byRow, byColumn, across.
std::vector<int> cornersOf(const Rectangle& rect);
struct Step;
// Sets the step's cells to the corners and its explanation to the deadly pattern's sentence, then `rest`.
void describeRectangle(const Board& board, const Rectangle& rect, const std::string& rest, Step& step);

}  // namespace sudoku::logic
