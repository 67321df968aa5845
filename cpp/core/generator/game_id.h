// Game IDs: a short, URL-safe string that carries every generator option, so a link or a daily puzzle
// recreates its puzzle with no server.
//
// Format: fields joined by '-', optional fields tagged by their first letter:
//   SIZE VARIANT [BOXROWS x BOXCOLS]   "9c", "6c3x2", "16x", "9j"   (c classic, x X, h hyper, j jigsaw;
//                                                                   box only when not the default shape)
//   LEVEL SYMMETRY [m]                 "0n", "3rm"   (level 0 any, 1 easy .. 5 extreme; symmetry n none,
//                                                     r rotate180, q rotate90, h horizontal, v vertical,
//                                                     d diagonal; m minimal)
//   SEED                               base 36, lowercase
//   [t TECHNIQUE]                      letters and digits as they are, any other byte as '.' + two hex digits
//   [c CONSTRAINT]                     a constraint beyond houses by its letter: k killer, t thermo, a arrow,
//                                      n anti-knight, g anti-king, c non-consecutive; killer adds its cage
//                                      sizes as two digits MIN MAX: "ck25" is a killer with cages of 2-5 cells
//   [g REGIONS]                        jigsaw only: one bit per pair of orthogonal neighbours (1 = same
//                                      region), right-hand pairs row by row then downward pairs, packed
//                                      six bits per character of A-Z a-z 0-9 _ ~ (URL-safe,
//                                      no '-'), most significant bit first
// Example: "9c-3r-1ekc" is a hard 9x9 with a rotate180 clue pattern from seed 65532 (1ekc in base 36);
// "9x-0n-2s-ck25" an X killer with cages of 2 to 5 cells from seed 100.
#pragma once

#include <string>

#include "generator.h"

namespace sudoku {

std::string formatGameId(const GenerateOptions& options);
// Rejects a malformed ID with a message naming the bad part; a region map is checked like any other.
Result<GenerateOptions> parseGameId(const std::string& id);

}  // namespace sudoku
