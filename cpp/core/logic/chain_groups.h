// Group nodes for grouped chains: the places of a value in one box-line segment (the cells a box shares with a
// row or column) act as one node, "one of them is the value" or "none of them is".
#pragma once

#include <vector>

#include "step.h"

namespace sudoku::logic {

struct ChainGroup {
    int value, box, line;    // house indices of the box and the line
    Mask inBox, inLine;      // the group's places within the box's and the line's cells
    std::vector<int> cells;  // two or more, in the line's order
    CellSet seen;             // the cells outside the group that see every cell of it
    std::vector<int> linked;  // the other groups of the value whose every cell sees every cell of this one
};

// Every group of two or more places of a value in a box-line segment, with lookups by value and by house, so a
// chain search asks "what is left of 7 in row 1 once r1c4 is false" in a few mask operations.
class ChainGroups {
public:
    explicit ChainGroups(const Board& board);

    const std::vector<ChainGroup>& all() const { return groups_; }
    const ChainGroup& operator[](int g) const { return groups_[g]; }
    const std::vector<int>& ofValue(int value) const { return byValue_[value]; }
    // The group formed by `rest` (not empty), the places of `value` in `house` outside `exclude` (bits of the
    // house's cells), when they are every place of the value in one segment; else -1.
    int groupOf(int house, int value, Mask rest, Mask exclude) const;

private:
    struct Segment {
        int box, line;
        Mask inBox, inLine;  // the segment's cells as bits of the box's and the line's cells
    };
    void addSegments(int box);
    void addGroups(int segment);
    static bool seesAll(const ChainGroup& a, const ChainGroup& b);

    const Board& board_;
    std::vector<Segment> segments_;
    std::vector<std::vector<int>> segmentsOf_;  // per house, the segments inside it
    // [(house * size + i) * 2 + k]: the segments of the house holding its cell i (a line's cell lies in one, a
    // box's in two), in segmentsOf_'s order, -1 where none
    std::vector<int> segmentsAt_;
    std::vector<int> groupAt_;                  // [segment * size + value - 1]: its group, or -1
    std::vector<ChainGroup> groups_;
    std::vector<std::vector<int>> byValue_;  // per value, its groups' indices
};

// The board's groups, built on the first call for its position and kept until the board changes
// (Board::groupsSlot): the grouped X-Chain and grouped AIC searches run on one position in turn.
const ChainGroups& chainGroups(const Board& board);
// "r1c4/r1c5"
std::string groupName(const Board& board, const ChainGroup& group);

}  // namespace sudoku::logic
