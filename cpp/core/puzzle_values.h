// A puzzle given as values rather than text (the module's typed arrays, a saved game): its shape, region map and
// givens, checked with the same messages as the text parser.
#pragma once

#include <vector>

#include "constraints/constraints.h"
#include "puzzle.h"

namespace sudoku {

struct PuzzleValues {
    int size = 0;
    PuzzleOptions options;    // variant and box shape ({0,0}: the default for the size)
    std::vector<int> regions;  // the region of each cell for a region-map variant (jigsaw), else empty
    std::vector<int> cells;    // 0 = blank, else 1..size, row-major
    Constraints constraints;   // cages, thermometers, arrows and pairwise rules (checked as the text's are)
};

// The puzzle, or what is wrong with the values (a value out of range is named with its cell). `checked` false
// skips the check that no given repeats in a house, so a caller can show where they clash. `reuse` is shared when it
// has the same shape, as in parsePuzzle.
Result<Puzzle> puzzleFromValues(const PuzzleValues& values, bool checked = true, const Geometry* reuse = nullptr);

}  // namespace sudoku
