// Random jigsaw region maps: size connected regions of size cells each.
#pragma once

#include <cstdint>
#include <vector>

namespace sudoku {

// A valid region map (region index per cell, 0..size-1) that some grid fills, different for each seed. It
// starts from the boxes (or the rows when the size has no box shape) and one random grid of them, then
// exchanges cells of equal value between neighbouring regions while both stay connected: every map it
// returns is valid and that grid still fills it (random maps without it are often unfillable from 16x16 up).
std::vector<int> randomRegionMap(int size, std::uint64_t seed);

// The same map with regions numbered in order of their first cell, so equal partitions compare equal.
std::vector<int> canonicalRegions(const std::vector<int>& regions);

}  // namespace sudoku
