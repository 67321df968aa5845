// Almost Locked Sets: N cells of one house holding N+1 values between them. Take one value away and the rest
// is locked, each value in one of the cells; ALS techniques link such sets by a restricted common value.
#pragma once

#include <vector>

#include "step.h"

namespace sudoku::logic {

struct Als {
    std::vector<int> cells;  // ascending
    CellSet set;
    Mask values;
    int house;
};

// Every ALS of up to `maxCells` cells, each cell set once, fewest cells first (then by house).
std::vector<Als> almostLockedSets(const Board& board, int maxCells);
// The cells outside `als` that see every cell of `als` holding `value` (the value's "peers" of the set).
CellSet seeingAll(const Board& board, const Als& als, int value);
// The values that are restricted common to two disjoint sets: in both, and every place of it in one sees every
// place in the other, so at most one set can hold it.
Mask restrictedCommons(const Board& board, const Als& a, const Als& b);
// "r1c2, r1c5 (row 1, values 1, 4 and 7)"
std::string alsText(const Board& board, const Als& als);

}  // namespace sudoku::logic
