// Cage arithmetic for the killer techniques: the digit sets (combinations) that can still fill a cage, and the
// values each of its cells can still take in some filling.
#pragma once

#include <string>

#include "board.h"

namespace sudoku::logic {

struct CageFit {
    bool complete = false;       // false: the cage is too big to work out here, and finders leave it alone
    std::vector<Mask> combos;    // digit sets of the cage's size and sum that some filling of its cells uses
    std::vector<Mask> cellValues;  // per cell of the cage (in its order): the values some such filling puts there
    Mask required() const;       // the values every combination holds
};

// True while some cell of the group is unsolved (a solved cage has nothing left to deduce).
inline bool hasOpenCell(const Board& board, const Group& group) {
    for (int cell : group.cells) {
        if (board.value(cell) == 0) return true;
    }
    return false;
}

// The fillings of `cage` from its cells' candidates (a solved cell offers its value), distinct values adding up to
// its sum, each holding every value of `mustHold`.
CageFit fitCage(const Board& board, const Group& cage, Mask mustHold = 0);

}  // namespace sudoku::logic
