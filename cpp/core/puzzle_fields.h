// The fields a puzzle line carries after its cells, `CELLS;FIELD;FIELD...`, so that it says its own shape:
// a variant name (`x`, `hyper`, `classic`), a box shape (`3x2`), a constraint (`cage=15/r1c1r1c2`, `thermo=...`,
// `arrow=...`, `anti-knight`, `anti-king`, `non-consecutive`: constraints/constraints.cpp), or a jigsaw region map
// (N*N labels).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "puzzle.h"
#include "result.h"

namespace sudoku {

// The text without white space at either end.
std::string trimmed(const std::string& text);

// Reads the text after the cells' first ';' (none: a line without fields): each field is a variant name, a box shape, or else the region
// map, each kind at most once. `options` becomes what the cells are read with: the line's fields, else the
// caller's options; a field that disagrees with an option the caller set (a variant other than classic, a
// box shape) is an error, not a silent choice. `regions` views the region map's text (empty: none).
// (One function with out-parameters rather than two returning structs: it keeps the WebAssembly module small.)
// `constraints` receives the constraint fields, trimmed, in order (read once the size is known).
Result<bool> readLineFields(std::optional<std::string_view> text, PuzzleOptions& options,
                            std::optional<std::string_view>& regions, std::vector<std::string>& constraints);

// The fields that describe a geometry beyond a plain 9x9 classic: ";REGIONS" for jigsaw, else ";VARIANT" for
// x and hyper, then ";RxC" unless the box is 3x3, then each constraint. Empty for a 9x9 classic.
std::string formatLineFields(const Geometry& geometry);

}  // namespace sudoku
