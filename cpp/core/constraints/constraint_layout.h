// A puzzle's constraints checked against its grid and turned into exact-cover material: overlapping groups merged
// into components, every admissible filling of each component enumerated, and the secondary items of the pairwise
// rules. Built once per geometry (Geometry::withConstraints) and shared by its copies.
#pragma once

#include <vector>

#include "../result.h"
#include "constraints.h"

namespace sudoku {

class Geometry;

// Enumeration stops here, with an error naming the group. On 9x9 a cage of k cells has at most k! fillings per
// digit set: 5,760 for 6 cells, 20,160 for 7, 40,320 for 8 (one digit set per sum), so every 9x9 cage up to 8 cells
// fits (Solo makes 8-cell cages), while a 9-cell cage (362,880) does not.
constexpr int kMaxFillings = 50000;
constexpr std::size_t kSetsAbove = 24;

// A lone cage (one that shares no cell with another group) with more than kSetsAbove fillings is encoded by its
// digit sets instead: a 5-cell cage has at most 12 digit sets on 9x9 against up to 1,440 fillings, and every
// filling option covers about 25 items, so a search over big cages' fillings spent about 1 ms per node on a 9x9
// killer (measured), and an 8-cell cage (Solo makes them) has 40,320 fillings but one digit set. Small cages keep
// their fillings, which prune more. See solver.cpp for both forms.
struct GroupComponent {
    std::vector<int> groups;                 // indices into Constraints::groups
    std::vector<int> cells;                  // every cell of those groups, each once
    bool bySets = false;                     // a lone cage: `fillings` holds its digit sets, ascending
    std::vector<std::vector<int>> fillings;  // each admissible assignment: one value per cell of `cells`
};

struct ConstraintLayout {
    Constraints constraints;
    int primaryItems = 0;          // one per lone cage: its digit set is chosen (numbered in component order)
    std::vector<GroupComponent> components;
    std::vector<int> componentOf;  // per cell: its component, -1 outside every group
    // Secondary items, numbered 0..secondaryItems-1: per cell of a filled group, one "holds value v" item for
    // each v (from givenItemBase[cell]); per lone cage, one "v is taken" item for each v (from cageItemBase[cell]
    // for its cells); then one item per forbidden value pair of each related cell pair (pairItems).
    int secondaryItems = 0;
    std::vector<int> givenItemBase;             // per cell, -1 outside every filled group
    std::vector<int> cageItemBase;              // per cell, -1 outside every lone cage
    std::vector<int> cageItemOf;                // per component: the primary item of a lone cage, else -1
    std::vector<std::vector<int>> pairItems;    // per placement cell*N + v-1: the pairwise items it covers
    int fillingCount() const;
};

// Checks every group (enough cells, none repeated, cages connected and not overlapping, paths touching from cell
// to cell, some filling admissible, fillings bounded) and builds the layout; errors name the group as written.
Result<ConstraintLayout> layOutConstraints(const Geometry& geometry, Constraints constraints);
// Whether the cells are one group of side-by-side neighbours (false when empty): a cage's shape.
bool sideConnected(const Geometry& geometry, const std::vector<int>& cells);

}  // namespace sudoku
