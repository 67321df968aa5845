// A fast sufficient test of uniqueness for the generator: naked and hidden singles alone fill the grid.
#pragma once

#include <cstdint>
#include <vector>

#include "geometry.h"

namespace sudoku {

// Singles are sound deductions, so givens they fill completely have exactly one solution. Most clue removals
// pass this test in microseconds; only the rest need the exact-cover count. Candidates are one bit per value
// (bit v-1), which fits every size up to 25.
class SinglesCheck {
public:
    explicit SinglesCheck(const Geometry& geometry);
    // True when singles fill the grid; false when they stall (uniqueness then unknown) or hit a contradiction.
    bool solves(const std::vector<int>& givens);

private:
    bool place(int cell, int value);
    bool placeHiddenSingles(bool& progress);

    const Geometry& geometry_;
    std::uint32_t all_;
    std::vector<int> cells_;
    std::vector<std::uint32_t> candidates_;
    std::vector<int> singles_;  // empty cells down to one candidate, not yet placed
    int filled_ = 0;
};

}  // namespace sudoku
