// Clue-pattern symmetries: which cells must be given or blank together.
#pragma once

#include <string>
#include <vector>

#include "result.h"

namespace sudoku {

// mirrorHorizontal reflects across the horizontal centre line (row r <-> row N-1-r), mirrorVertical across the
// vertical one (column c <-> column N-1-c), diagonal across the main diagonal (r, c) <-> (c, r).
enum class Symmetry { none, rotate180, rotate90, mirrorHorizontal, mirrorVertical, diagonal };

const char* symmetryName(Symmetry symmetry);
// In words, for a person choosing one: "half turn", "mirror top-bottom".
const char* symmetryLabel(Symmetry symmetry);
// "none", "rotate180", "rotate90", "horizontal", "vertical", "diagonal".
Result<Symmetry> parseSymmetry(const std::string& name);
// Every symmetry, in the order above.
const std::vector<Symmetry>& allSymmetries();

// The image of a cell (row-major index in a size x size grid) under one application of the symmetry.
int mirrorCell(Symmetry symmetry, int size, int cell);

// The cells split into orbits (each cell with all its images), ordered by their smallest cell: a clue pattern
// is symmetric exactly when each orbit is wholly given or wholly blank.
std::vector<std::vector<int>> symmetryOrbits(Symmetry symmetry, int size);

// True when every given's image is given too.
bool isSymmetric(Symmetry symmetry, int size, const std::vector<int>& cells);

}  // namespace sudoku
