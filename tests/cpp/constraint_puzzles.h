// Seeded random constraints read off a full grid (so the grid keeps them): cages, a thermometer and an arrow. Shared
// by the constraint suite (solver counts against the checker) and the logic suite (no wrong step).
#pragma once

#include <random>
#include <vector>

#include "constraints/constraints.h"

namespace testing {

// Cages of 1-4 cells grown side by side over the whole grid, their sums read from `grid`.
void addCages(const std::vector<int>& grid, int size, std::mt19937& random, sudoku::Constraints& into);
// A thermometer climbing through `grid` from a random bulb, and an arrow whose circle holds the sum of its path.
void addThermoAndArrow(const std::vector<int>& grid, int size, std::mt19937& random, sudoku::Constraints& into);

}  // namespace testing
