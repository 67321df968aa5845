// Random jigsaw region maps: size connected regions of size cells each.
#pragma once

#include <cstdint>
#include <vector>

namespace sudoku {

// A valid region map (region index per cell, 0..size-1), different for each seed. It starts from the boxes (or
// the rows when the size has no box shape) and exchanges border cells between neighbouring regions while both
// stay connected, so every map it returns is valid; whether a grid can fill it is the caller's check.
std::vector<int> randomRegionMap(int size, std::uint64_t seed);

// The same map with regions numbered in order of their first cell, so equal partitions compare equal.
std::vector<int> canonicalRegions(const std::vector<int>& regions);

}  // namespace sudoku
