// Which levels the generator can make for a size, variant and constraint: the page offers only these.
#pragma once

#include <vector>

#include "constraint_choice.h"
#include "geometry.h"
#include "logic/rating.h"

namespace sudoku {

// The levels generate() reaches for a size and variant, easiest first. Small grids leave too little room for the
// harder techniques: measured with `sudoku generate --size N --variant V --level L --seed S` for seeds 1 to 5
// (README, "The web app"), a level found for fewer than 4 of the 5 seeds is left out.
// With a constraint: empty when generate() does not offer the constraint for the size (see levels.cpp).
std::vector<Level> levelsFor(int size, Variant variant, ConstraintChoice constraint = ConstraintChoice::none);

}  // namespace sudoku
