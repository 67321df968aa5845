// An independent solution counter for puzzles with constraints (cages, thermometers, arrows, pairwise rules):
// plain backtracking over the rules as a player reads them, never through the exact-cover encoding.
#pragma once

#include <vector>

#include "constraints/constraints.h"
#include "test_support.h"

namespace testing {

class ConstraintChecker {
public:
    ConstraintChecker(const Rules& rules, const sudoku::Constraints& constraints);
    // Solutions up to `limit`.
    int count(std::vector<int> cells, int limit);
    // True when the complete grid keeps every house and constraint.
    bool valid(const std::vector<int>& grid) const;

private:
    bool fine(const std::vector<int>& cells, int cell) const;  // no rule touching `cell` is broken yet
    bool groupFine(const sudoku::Group& group, const std::vector<int>& cells) const;
    bool pairFine(int a, int b, const std::vector<int>& cells) const;
    void search(std::vector<int>& cells, int limit, int& found) const;
    void placesOfScarceValue(std::vector<int>& cells, int fewest, std::vector<std::pair<int, int>>& tries) const;
    int houseOf(int cell, int kind) const;

    Rules rules_;
    sudoku::Constraints constraints_;
    std::vector<std::vector<int>> groupsOf_;  // per cell, the groups it is in
};

}  // namespace testing
