// One killer attempt for the generator: a full grid, cages grown over it and split until they have one solution,
// one-cell cages merged away where they can be, then (for a target level) merges until the puzzle rates there.
// The puzzle carries the cages as constraints and has no givens up to 9x9 (above, a random quarter of its cells).
#pragma once

#include <optional>

#include "generator.h"
#include "killer_count.h"
#include "solver.h"

namespace sudoku {

enum class KillerOutcome { made, missed, cancelled };

// `gridSolver` draws the full grid (its geometry has no constraints); `counter` checks uniqueness on the same
// geometry. Attempt `index` of the options' seed; `progress` gets a fraction per uniqueness check. With a target
// level, cages merge (each merge rated, within the level as a ceiling) until the puzzle rates at the level, and
// `rating` receives its rating; an attempt that cannot reach the level is missed. The puzzle made is confirmed
// unique by the exact-cover solver.
KillerOutcome makeKiller(Solver& gridSolver, KillerCounter& counter, const GenerateOptions& options, int index,
                         const GenerateProgress& progress, Puzzle& puzzle, std::vector<int>& solution,
                         std::optional<Rating>& rating);

}  // namespace sudoku
