// A puzzle (geometry + givens), its text formats, and validation with precise messages.
//
// Text formats:
//  - one line of N*N symbols, row-major: '.' or '0' blank, values '1'-'9' then 'A'-'Z' (10 = A, 16 = G, 25 = P),
//    lowercase accepted;
//  - a grid pasted as N lines, with any spaces and box separators ('|', '+', '-') as web pages show them;
//    for N > 9 a row may also be N numbers separated by spaces ("10 . 3 ...");
//  - either may be followed by fields after ';' that say the puzzle's shape (puzzle_fields.h): a variant
//    (";x", ";hyper"), a box shape (";3x2"), or a jigsaw region map: N*N labels, one per cell, any N distinct
//    characters, each used N times by one connected region ("..3.;aabb..."). A region map implies jigsaw.
//    A plain line takes its variant and box shape from the options (classic and the most square box by default).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "geometry.h"
#include "result.h"

namespace sudoku {

struct Puzzle {
    Geometry geometry;
    std::vector<int> cells;  // 0 = blank, else 1..N, row-major
};

struct PuzzleOptions {
    Variant variant = Variant::classic;
    BoxShape box;  // {0,0}: the default shape for the size
};

// `reuse`, when given and of the same shape, is shared instead of building the geometry again: pass the
// previous puzzle's geometry when parsing a stream of puzzles.
Result<Puzzle> parsePuzzle(const std::string& text, const PuzzleOptions& options = {}, const Geometry* reuse = nullptr);
// parsePuzzle without checkGivens: the grid as written, so a caller can show where its givens clash.
Result<Puzzle> parseUncheckedPuzzle(const std::string& text, const PuzzleOptions& options = {},
                                    const Geometry* reuse = nullptr);

// The usual puzzle of a stream, a plain line of `shape` (its N*N symbols only, each a value of the grid, and the
// options' variant and box shape), read into `cells`; false for anything else (`cells` then holds nothing of
// use), which parsePuzzle reads with the same answer and message as ever.
bool readPlainLine(std::string_view text, const PuzzleOptions& options, const Geometry& shape, std::vector<int>& cells);
// The same for a grid of `length` values (0 = blank): true when it has `shape`'s shape and every value is in range,
// which puzzleFromValues (puzzle_values.h) reads as the same grid; false for anything else.
bool readPlainValues(const int* values, int length, const PuzzleOptions& options, const Geometry& shape,
                     std::vector<int>& cells);

// The geometry of a shape (size, options, a region-map variant's regions): `reuse` itself when it has that shape and
// no constraints, so a stream of puzzles shares one geometry instead of building each (their houses and peers).
Result<Geometry> shapedGeometry(int size, const PuzzleOptions& options, std::vector<int> regions, const Geometry* reuse);

// Givens must not repeat a value in any house: the first clash in reading order is named with both cells.
Result<bool> checkGivens(const Geometry& geometry, const std::vector<int>& cells);

// N*N symbols, '.' for blanks.
std::string formatGrid(const std::vector<int>& cells);
// A byte as two lowercase hex digits: how messages name a byte that shows as no symbol, and game IDs escape one.
std::string hexByte(unsigned char byte);
// formatGrid plus the fields that say the shape (";REGIONS" for jigsaw, ";x;2x3" ...; none for a 9x9 classic):
// parsePuzzle(formatPuzzle(p)) gives p back without options.
std::string formatPuzzle(const Puzzle& puzzle);

// The cells in one line read as a row of a pasted grid: the numbers of a numeric row, else the symbols
// (separators and white space left out). Lets a line-by-line reader tell when a grid's rows are complete.
int pastedRowCells(const std::string& line);

// The first token of a data-file line: up to ':', ',' or white space.
std::string firstToken(const std::string& line);
// The first of `chars` in `line` from `begin`, or npos (std::string::find_first_of without its per-character cost).
std::size_t firstOf(const std::string& line, std::string_view chars, std::size_t begin = 0);

}  // namespace sudoku
