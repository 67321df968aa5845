// The generator suites' independent uniqueness checker: plain backtracking on the rules of test_support.h.
#pragma once

#include <vector>

#include "test_support.h"

namespace testing {

// Counts solutions up to `limit` by backtracking. Candidates are bit masks over peer lists computed once from
// Rules::sameHouse; each node branches on the emptiest cell, or on the cells of a row, column or box/region
// where a value has fewer places: fast enough for sparse 16x16 grids, unlike bruteForceCount.
class Checker {
public:
    explicit Checker(const Rules& rules);
    int count(std::vector<int> cells, int limit);

private:
    unsigned candidates(const std::vector<int>& cells, int cell) const;
    // The branch with fewest choices: (cell, value) pairs; empty when the grid is full; {{-1, 0}} on a dead end.
    std::vector<std::pair<int, int>> choices(const std::vector<int>& cells) const;
    void search(std::vector<int>& cells, int limit, int& found) const;

    int size_;
    std::vector<std::vector<int>> peers_;
    std::vector<std::vector<int>> houses_;  // rows, columns, boxes or regions
};

}  // namespace testing
