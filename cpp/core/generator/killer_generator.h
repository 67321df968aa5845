// One killer attempt for the generator: a full grid, cages grown over it and split until they have one solution;
// the puzzle has no givens and carries the cages as constraints.
#pragma once

#include <optional>

#include "generator.h"
#include "killer_count.h"
#include "solver.h"

namespace sudoku {

enum class KillerOutcome { made, missed, cancelled };

// `gridSolver` draws the full grid (its geometry has no constraints); `counter` checks uniqueness on the same
// geometry. Attempt `index` of the options' seed; `progress` gets a fraction per uniqueness check.
KillerOutcome makeKiller(Solver& gridSolver, KillerCounter& counter, const GenerateOptions& options, int index,
                         const GenerateProgress& progress, Puzzle& puzzle, std::vector<int>& solution);

}  // namespace sudoku
