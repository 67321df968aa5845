// Singles propagation on candidate bit masks.
#include "singles_check.h"

namespace sudoku {

namespace {

bool oneBit(std::uint32_t mask) { return mask != 0 && (mask & (mask - 1)) == 0; }

int valueOf(std::uint32_t single) {
    int value = 1;
    while ((single >>= 1) != 0) ++value;
    return value;
}

}  // namespace

SinglesCheck::SinglesCheck(const Geometry& geometry)
    : geometry_(geometry), all_((std::uint32_t{1} << geometry.size()) - 1) {}

// Fills the cell and strikes the value from its peers; false on a contradiction (a peer left with none).
bool SinglesCheck::place(int cell, int value) {
    const std::uint32_t bit = std::uint32_t{1} << (value - 1);
    if (cells_[cell] != 0) return cells_[cell] == value;
    if ((candidates_[cell] & bit) == 0) return false;
    cells_[cell] = value;
    candidates_[cell] = bit;
    ++filled_;
    for (int peer : geometry_.peers(cell)) {
        if (cells_[peer] != 0 || (candidates_[peer] & bit) == 0) continue;
        candidates_[peer] &= ~bit;
        if (candidates_[peer] == 0) return false;
        if (oneBit(candidates_[peer])) singles_.push_back(peer);
    }
    return true;
}

// A value with one possible cell in a house goes there. `once` collects values seen in one cell so far,
// `twice` those seen in two or more.
bool SinglesCheck::placeHiddenSingles(bool& progress) {
    for (const House& house : geometry_.houses()) {
        std::uint32_t once = 0, twice = 0, placed = 0;
        for (int cell : house.cells) {
            if (cells_[cell] != 0) {
                placed |= candidates_[cell];
            } else {
                twice |= once & candidates_[cell];
                once |= candidates_[cell];
            }
        }
        if ((once | placed) != all_) return false;  // a value with nowhere to go
        std::uint32_t hidden = once & ~twice & ~placed;
        for (int cell : house.cells) {
            const std::uint32_t mine = candidates_[cell] & hidden;
            if (cells_[cell] != 0 || mine == 0) continue;
            if (!oneBit(mine) || !place(cell, valueOf(mine))) return false;  // two values need the same cell
            hidden &= ~mine;
            progress = true;
        }
    }
    return true;
}

bool SinglesCheck::solves(const std::vector<int>& givens) {
    const int count = geometry_.cellCount();
    cells_.assign(count, 0);
    candidates_.assign(count, all_);
    singles_.clear();
    filled_ = 0;
    for (int cell = 0; cell < count; ++cell) {
        if (givens[cell] != 0 && !place(cell, givens[cell])) return false;
    }
    for (bool progress = true; progress && filled_ < count;) {
        while (!singles_.empty()) {
            const int cell = singles_.back();
            singles_.pop_back();
            if (cells_[cell] == 0 && !place(cell, valueOf(candidates_[cell]))) return false;
        }
        progress = false;
        if (filled_ < count && !placeHiddenSingles(progress)) return false;
    }
    return filled_ == count;
}

}  // namespace sudoku
