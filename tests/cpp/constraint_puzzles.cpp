// Seeded random constraints read off a full grid: cages grown side by side, a rising thermometer, a summing arrow.
#include "constraint_puzzles.h"

namespace testing {

using sudoku::Constraints;
using sudoku::Group;
using sudoku::GroupKind;

namespace {

std::vector<int> neighbours(int size, int cell, bool diagonalToo) {
    std::vector<int> out;
    for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
            const int r = cell / size + dr, c = cell % size + dc;
            if ((dr == 0 && dc == 0) || (!diagonalToo && dr != 0 && dc != 0)) continue;
            if (r >= 0 && r < size && c >= 0 && c < size) out.push_back(r * size + c);
        }
    }
    return out;
}

}  // namespace

void addCages(const std::vector<int>& grid, int size, std::mt19937& random, Constraints& into) {
    std::vector<bool> used(grid.size(), false);
    for (int start = 0; start < size * size; ++start) {
        if (used[start]) continue;
        Group cage{GroupKind::cage, grid[start], {start}};
        used[start] = true;
        const int want = 1 + static_cast<int>(random() % 4);
        for (int k = 0; k < 8 && static_cast<int>(cage.cells.size()) < want; ++k) {
            const int from = cage.cells[random() % cage.cells.size()];
            const auto next = neighbours(size, from, false);
            const int cell = next[random() % next.size()];
            bool repeats = false;
            for (int c : cage.cells) repeats = repeats || grid[c] == grid[cell];
            if (used[cell] || repeats) continue;
            used[cell] = true;
            cage.cells.push_back(cell);
            cage.sum += grid[cell];
        }
        into.groups.push_back(cage);
    }
}

void addThermoAndArrow(const std::vector<int>& grid, int size, std::mt19937& random, Constraints& into) {
    Group thermo{GroupKind::thermo, 0, {static_cast<int>(random() % grid.size())}};
    for (bool grew = true; grew && thermo.cells.size() < 4;) {
        grew = false;
        for (int next : neighbours(size, thermo.cells.back(), true)) {
            if (grid[next] > grid[thermo.cells.back()]) {
                thermo.cells.push_back(next);
                grew = true;
                break;
            }
        }
    }
    if (thermo.cells.size() >= 2) into.groups.push_back(thermo);
    for (int circle = 0; circle < size * size; ++circle) {
        for (int a : neighbours(size, circle, true)) {
            if (grid[a] == grid[circle] - grid[a] || grid[a] >= grid[circle]) continue;
            for (int b : neighbours(size, a, true)) {
                if (b != circle && grid[a] + grid[b] == grid[circle] && random() % 3 == 0) {
                    into.groups.push_back({GroupKind::arrow, 0, {circle, a, b}});
                    return;
                }
            }
        }
    }
}

}  // namespace testing
