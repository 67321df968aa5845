// Subset search shared by subsets and fish: choose k items (whose masks cover at most k bits together).
#pragma once

#include "board.h"

namespace sudoku::logic {

// Chooses `size` items (bit positions of `pool`, from `start` on) whose masks `of(item)` cover at most `size`
// bits between them; calls `found(chosen items, their union)` for each until it returns true.
template <class Of, class Found>
bool chooseCovering(Mask pool, int size, int start, Mask chosen, Mask covered, const Of& of, const Found& found) {
    if (countOf(covered) > size) return false;
    if (countOf(chosen) == size) return found(chosen, covered);
    for (int i = start; (pool >> i) != 0; ++i) {
        if (!(pool & (Mask{1} << i))) continue;
        if (chooseCovering(pool, size, i + 1, chosen | (Mask{1} << i), covered | of(i), of, found)) return true;
    }
    return false;
}

// Calls `found(chosen)` for each choice of `size` more bit positions of `pool` (from `start` on) until it returns true.
template <class Found>
bool chooseSubset(Mask pool, int size, int start, Mask chosen, const Found& found) {
    if (size == 0) return found(chosen);
    for (int i = start; (pool >> i) != 0; ++i) {
        if ((pool & (Mask{1} << i)) && chooseSubset(pool, size - 1, i + 1, chosen | (Mask{1} << i), found)) return true;
    }
    return false;
}

}  // namespace sudoku::logic
