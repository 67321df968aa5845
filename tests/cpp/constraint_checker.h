// An independent solution counter for puzzles with constraints (cages, thermometers, arrows, pairwise rules):
// plain backtracking over the rules as a player reads them, never through the exact-cover encoding.
#pragma once

#include <vector>

#include "constraints/constraints.h"
#include "test_support.h"

namespace testing {

// Each node lists, for every empty cell, the values no house, pairwise rule or group rules out (a cage by the
// bounds of the sums its open cells can still make), and branches on the cell with the fewest, or on a value with
// fewer places in a row, column or box (region). A full grid counts only when `valid` accepts it, so the pruning
// can only make the count slower, never wrong.
class ConstraintChecker {
public:
    ConstraintChecker(const Rules& rules, const sudoku::Constraints& constraints);
    // Solutions up to `limit`.
    int count(std::vector<int> cells, int limit);
    // True when the complete grid keeps every house and constraint.
    bool valid(const std::vector<int>& grid) const;

private:
    using Masks = std::vector<unsigned>;  // per cell, a bit per value (bit v-1 for v)
    using Tries = std::vector<std::pair<int, int>>;  // (cell, value)

    unsigned peerAllowed(const std::vector<int>& cells, int cell) const;  // by houses and pairwise rules
    bool groupFine(const sudoku::Group& group, const std::vector<int>& cells, const Masks& open) const;
    bool cageFine(const sudoku::Group& group, const std::vector<int>& cells, const Masks& open) const;
    bool thermoFine(const sudoku::Group& group, const std::vector<int>& cells) const;
    bool arrowFine(const sudoku::Group& group, const std::vector<int>& cells) const;
    void narrowByGroups(std::vector<int>& cells, Masks& masks) const;
    Tries branch(std::vector<int>& cells) const;  // empty: the grid is full; {{-1, 0}}: a dead end
    void search(std::vector<int>& cells, int limit, int& found) const;

    Rules rules_;
    sudoku::Constraints constraints_;
    std::vector<std::vector<int>> peers_;         // per cell, the cells sharing a house with it
    std::vector<std::vector<int>> sameValueBan_;  // per cell, the cells a pairwise rule keeps from its value
    std::vector<std::vector<int>> neighbours_;    // per cell, the orthogonal neighbours (non-consecutive only)
    std::vector<std::vector<int>> houses_;        // rows, columns and boxes (regions)
};

}  // namespace testing
