// Group nodes for grouped chains: the places of a value in one box-line segment (the cells a box shares with a
// row or column) act as one node, "one of them is the value" or "none of them is".
#pragma once

#include <vector>

#include "step.h"

namespace sudoku::logic {

struct ChainGroup {
    int value, box, line;    // house indices of the box and the line
    std::vector<int> cells;  // two or more, ascending
    CellSet set;
    CellSet seen;  // the cells outside the group that see every cell of it
};

// Every group of two or more places of a value in a box-line segment.
std::vector<ChainGroup> chainGroups(const Board& board);
// Per value, the indices of its groups, ascending (so a search looks only at the value's own groups).
std::vector<std::vector<int>> groupsByValue(const std::vector<ChainGroup>& groups, int size);
// The index of the group whose cells are exactly the places of `value` in house `house` outside `exclude`, when
// there are two or more of them and they form a group; -1 otherwise. `single` gets the cell when only one is left.
// `ofValue` lists the value's groups (groupsByValue).
int remainderGroup(const Board& board, const std::vector<ChainGroup>& groups, const std::vector<int>& ofValue,
                   int house, int value, const CellSet& exclude, int& single);
// "r1c4/r1c5"
std::string groupName(const Board& board, const ChainGroup& group);

}  // namespace sudoku::logic
