// Killer cages over a full grid: grown as random connected groups with no value twice, then split where a second
// solution differs, until the cages have one solution (the killer generator's attempt).
#pragma once

#include <functional>

#include "constraint_choice.h"
#include "constraints/constraint_layout.h"
#include "killer_count.h"
#include "random.h"

namespace sudoku {

// The orthogonal neighbours of a cell.
std::vector<int> sideNeighbours(const Geometry& geometry, int cell);
// The values of the cells in the grid (bit v-1).
std::uint32_t valuesOf(const std::vector<int>& cells, const std::vector<int>& grid);
// The sums of the cages over the grid.
void resum(CageSet& cages, const std::vector<int>& grid);

// Random connected cages covering every cell, no value twice in one, each grown to a size drawn from `sizes`
// (smaller when its neighbours are taken; a cage left below sizes.min joins a neighbour when the values allow).
CageSet growCages(const Geometry& geometry, const std::vector<int>& grid, const CageSizes& sizes, seeded::Random& random);

// Splits cages until `counter` finds exactly one solution (the grid): each time, a cage where a second solution
// differs is cut in two connected parts whose sums that solution breaks. False when a count outruns `nodeBudget`
// or `keepGoing` returns false (cancel); the cages are then unfinished.
bool makeUnique(KillerCounter& counter, const std::vector<int>& grid, const CageSizes& sizes, CageSet& cages,
                seeded::Random& random, std::uint64_t nodeBudget, const std::function<bool()>& keepGoing);

// Cuts a random cage in two connected parts of at least sizes.min cells each (the puzzle keeps every solution it
// had and may lose some). False when no cage is big enough.
bool splitRandomCage(const Geometry& geometry, const std::vector<int>& grid, const CageSizes& sizes, CageSet& cages,
                     seeded::Random& random);

}  // namespace sudoku
