// The fields a puzzle line carries after its cells, `CELLS;FIELD;FIELD...`, so that it says its own shape:
// a variant name (`x`, `hyper`, `classic`), a box shape (`3x2`), or a jigsaw region map (N*N labels).
#pragma once

#include <optional>
#include <string>

#include "puzzle.h"
#include "result.h"

namespace sudoku {

struct LineFields {
    std::optional<Variant> variant;
    std::optional<BoxShape> box;
    std::optional<std::string> regions;  // the region map as written
};

// Splits the text after the cells' first ';' into fields: a variant name or a box shape is taken as such,
// anything else as the region map. Each kind at most once.
Result<LineFields> readLineFields(const std::string& text);

// The options to read the cells with: the line's fields, else the caller's options. A field that disagrees
// with an option the caller set (a variant other than classic, a box shape) is an error, not a silent choice.
Result<PuzzleOptions> combineOptions(const LineFields& fields, const PuzzleOptions& options);

// The fields that describe a geometry beyond a plain 9x9 classic: ";REGIONS" for jigsaw, else ";VARIANT" for
// x and hyper, then ";RxC" unless the box is 3x3. Empty for a 9x9 classic.
std::string formatLineFields(const Geometry& geometry);

}  // namespace sudoku
