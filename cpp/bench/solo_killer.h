// Simon Tatham's Solo killer game IDs ("3x3k:GRID,CAGES,SUMS", from `sgt-solo --generate N 3x3kdu`) converted to
// this project's puzzle line ("CELLS;cage=SUM/CELLS;..."): shared by `sudoku_bench killer` and the Catch2 suite.
#pragma once

#include <string>

#include "result.h"

namespace solo {

// The line for one Solo killer game ID with square boxes R x R (9x9 for "3x3k:"); an error names what it could not read.
sudoku::Result<std::string> soloKillerLine(const std::string& gameId);

// Runs `sgt-solo --generate count PARAMS` and returns its game IDs, one per line ("" when it cannot run).
std::string runSolo(int count, const std::string& params);

}  // namespace solo
