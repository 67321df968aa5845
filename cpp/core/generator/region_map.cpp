// Random region maps by connectivity-preserving cell exchanges.
#include "region_map.h"

#include <algorithm>

#include "geometry.h"
#include "random.h"
#include "solver.h"

namespace sudoku {

using seeded::Random;

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

// Region maps that `grid` fills: each region holds each value once. An exchange moves cell x from its region A
// into a neighbouring region B and the cell z of B holding x's value into A, so that stays true.
class Exchanger {
public:
    Exchanger(int size, std::vector<int> grid, std::vector<int> regions)
        : size_(size), grid_(std::move(grid)), regions_(std::move(regions)), holder_(size * size) {
        for (int cell = 0; cell < size * size; ++cell) holder_[slot(regions_[cell], grid_[cell])] = cell;
    }

    // Picks one of the exchanges where z borders A; keeps it when both regions stay connected.
    void step(Random& random) {
        candidates_.clear();
        for (int x = 0; x < size_ * size_; ++x) {
            for (int y : neighbours(size_, x)) {
                if (regions_[y] == regions_[x]) continue;
                const int z = holder_[slot(regions_[y], grid_[x])];
                const auto around = neighbours(size_, z);
                if (std::any_of(around.begin(), around.end(), [&](int n) { return n != x && regions_[n] == regions_[x]; })) {
                    candidates_.push_back({x, z});
                }
            }
        }
        if (candidates_.empty()) return;
        const auto [x, z] = candidates_[random.below(static_cast<int>(candidates_.size()))];
        swapRegions(x, z);
        if (!connected(size_, regions_, regions_[x]) || !connected(size_, regions_, regions_[z])) swapRegions(x, z);
    }

    const std::vector<int>& regions() const { return regions_; }

private:
    int slot(int region, int value) const { return region * size_ + value - 1; }
    void swapRegions(int x, int z) {
        std::swap(regions_[x], regions_[z]);
        holder_[slot(regions_[x], grid_[x])] = x;
        holder_[slot(regions_[z], grid_[z])] = z;
    }

    int size_;
    std::vector<int> grid_, regions_;
    std::vector<int> holder_;  // the cell holding each (region, value)
    std::vector<std::pair<int, int>> candidates_;
};

}  // namespace

std::vector<int> randomRegionMap(int size, std::uint64_t seed) {
    Random random(seed);
    std::vector<int> regions = startingMap(size);
    std::vector<int> grid;
    // Rounds of exchanges, each with a fresh random grid of the current map when a short search finds one: a
    // new grid unlocks new exchanges. The first search cannot fail (boxes or rows fill at once); a later one
    // that runs out of budget just keeps the previous grid.
    for (int round = 0; round < 8; ++round) {
        Solver solver(Geometry::make(size, Variant::jigsaw, {}, regions).value());
        const auto fresh = solver.random(std::vector<int>(size * size, 0), random.next() | 1,
                                         round == 0 ? 0 : 20ull * size * size);
        if (fresh.status == SolveStatus::unique) grid = fresh.solutions[0];
        Exchanger exchanger(size, grid, regions);
        for (int move = 0; move < size * size / 2; ++move) exchanger.step(random);
        regions = exchanger.regions();
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
