// Builds a puzzle from values: the geometry from the shape, then the givens checked cell by cell.
#include "puzzle_values.h"

#include <string>

namespace sudoku {

Result<Puzzle> puzzleFromValues(const PuzzleValues& values, bool checked, const Geometry* reuse) {
    auto geometry = shapedGeometry(values.size, values.options, values.regions, reuse);
    if (geometry && !values.constraints.empty()) geometry = geometry->withConstraints(values.constraints);
    if (!geometry) return geometry.error();
    const int count = geometry->cellCount();
    if (static_cast<int>(values.cells.size()) != count) {
        return Error{"the givens must list " + std::to_string(count) + " cells, not " + std::to_string(values.cells.size()),
                     {}};
    }
    for (int cell = 0; cell < count; ++cell) {
        const int value = values.cells[cell];
        if (value < 0 || value > values.size) {
            return Error{"bad value " + std::to_string(value) + " at " + cellName(*geometry, cell) + "; expected 0 to " +
                             std::to_string(values.size),
                         {cell}};
        }
    }
    Puzzle puzzle{std::move(geometry.value()), values.cells};
    if (checked) {
        if (auto ok = checkGivens(puzzle.geometry, puzzle.cells); !ok) return ok.error();
    }
    return puzzle;
}

}  // namespace sudoku
