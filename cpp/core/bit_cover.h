// Exact-cover engine with bit-parallel state, for matrices up to 768 options and 384 primary items, an item in at
// most 127 options (every 9x9 and smaller sudoku). Knows nothing of sudoku.
#pragma once

#include <memory>

#include "cover_search.h"

namespace dlx {

// How much the bitset engine infers between branches. Both keep every solution and find no extra one.
enum class Propagation {
    singles,  // an item with one remaining option takes it; an item with none fails
    locked,   // also: when every remaining option of item A covers item B, B's other options go
};

// True when the matrix fits the bitset engine.
bool bitCoverFits(const Matrix& matrix);
// The bitset engine for this matrix, or null when it does not fit (then use dancing links).
std::unique_ptr<CoverSearch> makeBitCover(const Matrix& matrix, Propagation propagation = Propagation::locked);

}  // namespace dlx
