// Random region maps by connectivity-preserving cell exchanges.
#include "region_map.h"

#include <algorithm>

#include "geometry.h"
#include "random.h"

namespace sudoku {

namespace {

// Orthogonal neighbours of a cell, in a fixed order.
std::vector<int> neighbours(int size, int cell) {
    const int r = cell / size, c = cell % size;
    std::vector<int> result;
    if (r > 0) result.push_back(cell - size);
    if (r + 1 < size) result.push_back(cell + size);
    if (c > 0) result.push_back(cell - 1);
    if (c + 1 < size) result.push_back(cell + 1);
    return result;
}

bool connected(int size, const std::vector<int>& regions, int region) {
    const auto first = std::find(regions.begin(), regions.end(), region);
    std::vector<bool> seen(regions.size(), false);
    std::vector<int> stack{static_cast<int>(first - regions.begin())};
    seen[stack[0]] = true;
    int reached = 1;
    while (!stack.empty()) {
        const int cell = stack.back();
        stack.pop_back();
        for (int n : neighbours(size, cell)) {
            if (regions[n] == region && !seen[n]) {
                seen[n] = true;
                ++reached;
                stack.push_back(n);
            }
        }
    }
    return reached == size;
}

std::vector<int> startingMap(int size) {
    const BoxShape box = defaultBoxShape(size);
    std::vector<int> regions(size * size);
    for (int cell = 0; cell < size * size; ++cell) {
        const int r = cell / size, c = cell % size;
        regions[cell] = box.rows == 0 ? r : (r / box.rows) * (size / box.cols) + c / box.cols;
    }
    return regions;
}

// Tries to move `cell` into the region of `neighbour` and, in exchange, one cell of that region bordering
// `cell`'s region into it. Keeps the change only when both regions stay connected.
void tryExchange(int size, std::vector<int>& regions, int cell, int neighbour, Random& random) {
    const int from = regions[cell], to = regions[neighbour];
    regions[cell] = to;
    std::vector<int> candidates;
    for (int other = 0; other < size * size; ++other) {
        if (regions[other] != to || other == cell) continue;
        const auto around = neighbours(size, other);
        if (std::any_of(around.begin(), around.end(), [&](int n) { return regions[n] == from; })) {
            candidates.push_back(other);
        }
    }
    if (candidates.empty()) {
        regions[cell] = from;
        return;
    }
    const int back = candidates[random.below(static_cast<int>(candidates.size()))];
    regions[back] = from;
    if (!connected(size, regions, from) || !connected(size, regions, to)) {
        regions[back] = to;
        regions[cell] = from;
    }
}

}  // namespace

std::vector<int> randomRegionMap(int size, std::uint64_t seed) {
    Random random(seed);
    std::vector<int> regions = startingMap(size);
    // Enough exchanges that every region has drifted well away from its box (measured by eye on 9x9 and 16x16).
    const int moves = 6 * size * size;
    for (int move = 0; move < moves; ++move) {
        const int cell = random.below(size * size);
        const auto around = neighbours(size, cell);
        const int neighbour = around[random.below(static_cast<int>(around.size()))];
        if (regions[neighbour] != regions[cell]) tryExchange(size, regions, cell, neighbour, random);
    }
    return canonicalRegions(regions);
}

std::vector<int> canonicalRegions(const std::vector<int>& regions) {
    std::vector<int> renumber(regions.size(), -1), result(regions.size());
    int next = 0;
    for (std::size_t cell = 0; cell < regions.size(); ++cell) {
        int& label = renumber[regions[cell]];
        if (label < 0) label = next++;
        result[cell] = label;
    }
    return result;
}

}  // namespace sudoku
