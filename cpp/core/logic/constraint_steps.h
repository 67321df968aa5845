// What the techniques for cages, thermometers and arrows share: their groups' names, combination text, and
// eliminations with the clause that explains them.
#pragma once

#include <cstdint>

#include "step.h"

namespace sudoku::logic {

// "the 12 cage at r1c1", "the thermometer from r1c1", "the arrow from r1c1".
std::string groupText(const Geometry& geometry, const Group& group);
// "{3,4,5}" or "{1,2,9} or {3,4,5}" (at most four listed, then "or N more").
std::string comboText(const std::vector<Mask>& combos);
// A step on one group: its cells highlighted, the nudge "<Technique>. Look at the 12 cage at r1c1."
Step groupStep(const Board& board, Technique technique, const Group& group);
// The group among `groups` (indices into the constraints' groups: the layout's cages, thermos or arrows) whose cells
// are `cells`, in order; null if none. A refinder finds the group of a groupStep by its step's cells.
const Group* groupWithCells(const Board& board, const std::vector<int>& groups, const std::vector<int>& cells);

// The names of the cells from cells[i] on whose key is keys[i] (one key per cell), or none when a cell before i has
// that key: each group of cells with the same change is said once, with its first cell.
std::vector<std::string> namesAlike(const Board& board, const std::vector<int>& cells, const std::vector<std::uint64_t>& keys,
                                    std::size_t i);
// Removes the candidates of each open cell of `cells` outside its `keep` (one mask per cell); adds what changed to
// `said`, by the shorter side of what goes and what stays, cells with the same change together: "r1c1 loses 6 and
// 7", "r1c2 and r1c3 keep only 3 and 4", "r1c4 can only be 3".
void keepValues(const Board& board, Step& step, const std::vector<int>& cells, const std::vector<Mask>& keep,
                std::vector<std::string>& said);
// Removes the candidates of `cell` below `low` and above `high`; when any go, adds what the cell keeps to `said`:
// "r1c2 lies between 3 and 7", "is at least 3", "is at most 7" (a bound its candidates already meet is not said)
// or "can only be 5".
bool keepBetween(const Board& board, Step& step, int cell, int low, int high, std::vector<std::string>& said);

// "3 to 7", or "5" when both ends are 5.
std::string rangeText(int low, int high);

// Who rules values out for a cell: "the cells it sees", with what sees it beyond houses when the puzzle has
// constraints ("the cells it sees (in its houses, its cage and a knight's move away)").
std::string seenText(const Board& board);

// The smallest and largest value a cell can hold (its value when solved); 0 for a cell without candidates.
inline int lowestOption(const Board& board, int cell) {
    const Mask m = board.options(cell);
    return m == 0 ? 0 : lowestOf(m);
}
inline int highestOption(const Board& board, int cell) {
    const Mask m = board.options(cell);
    return m == 0 ? 0 : 32 - __builtin_clz(m);
}

}  // namespace sudoku::logic
