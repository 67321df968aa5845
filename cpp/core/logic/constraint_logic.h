// What the logic takes from a puzzle's cages once per layout: the rule of 45's sum areas.
#pragma once

#include "board.h"

namespace sudoku::logic {

// The rule of 45's areas of a layout with cages (sum_areas.cpp): for every house and every run of adjacent rows
// or columns, the innies (cells inside not in a cage wholly inside) and, when every cell of the region is caged,
// the outies (cells outside of the cages reaching in), each with its total. Areas of more than kMaxAreaCells
// cells are left out: no player adds up more.
constexpr int kMaxAreaCells = 4;
std::vector<SumArea> findSumAreas(const Layout& layout);

}  // namespace sudoku::logic
