// The constraints of a generated puzzle other than killer cages: thermometers and arrows laid over a full grid so
// that the grid obeys them, and the pairwise rules (anti-knight, anti-king, non-consecutive), which the full grid
// is drawn under.
#pragma once

#include <vector>

#include "constraint_choice.h"
#include "geometry.h"
#include "random.h"

namespace sudoku {

// The pairwise rule of the choice (empty constraints for the others).
Constraints ruleConstraints(ConstraintChoice choice);

// About size/2 + 1 thermometers (or arrows) on free cells, none sharing a cell, each obeyed by `grid`: a
// thermometer of 3 or more cells climbs to a touching cell of a higher value at each step; an arrow's circle holds
// the sum of a 2- or 3-cell path starting next to it. Fewer when the grid leaves no room.
Constraints placeShapes(const Geometry& geometry, const std::vector<int>& grid, ConstraintChoice choice,
                        seeded::Random& random);

}  // namespace sudoku
