// Which cells may never share a value, and which may never hold consecutive values, under a geometry's houses and
// constraints: one answer for the logic engine's layout and for the module's description of a puzzle.
#pragma once

#include <vector>

namespace sudoku {

class Geometry;

struct CellRelations {
    // Per cell, without the cell, sorted: the cells of its houses, and those its constraints keep from sharing a
    // value (cage mates, thermometer cells, an arrow's circle and a path of two or more cells, anti-knight and
    // anti-king cells).
    std::vector<std::vector<int>> peers;
    // Per cell, under non-consecutive: its side neighbours (which may not hold a value one above or below); empty
    // lists otherwise.
    std::vector<std::vector<int>> sideNeighbours;
};

CellRelations cellRelations(const Geometry& geometry);

}  // namespace sudoku
