// Thermometers and arrows over a full grid, and the pairwise rules (constraint_shapes.h).
#include "constraint_shapes.h"

#include <algorithm>

#include "cold.h"

namespace sudoku {

using seeded::Random;

namespace {

constexpr int kShapeTries = 40;  // random starts per shape

// The free cells touching `cell` (diagonals included), in random order.
std::vector<int> freeTouching(const Geometry& g, int cell, const std::vector<bool>& taken, Random& random) {
    std::vector<int> around;
    for (int dr = -1; dr <= 1; ++dr) {
        for (int dc = -1; dc <= 1; ++dc) {
            const int r = g.row(cell) + dr, c = g.col(cell) + dc;
            if ((dr != 0 || dc != 0) && r >= 0 && c >= 0 && r < g.size() && c < g.size() && !taken[r * g.size() + c]) {
                around.push_back(r * g.size() + c);
            }
        }
    }
    random.shuffle(around);
    return around;
}

bool contains(const std::vector<int>& cells, int cell) { return std::find(cells.begin(), cells.end(), cell) != cells.end(); }

// Whether x and y follow each other along `cells`.
bool linked(const std::vector<int>& cells, int x, int y) {
    for (std::size_t k = 0; k + 1 < cells.size(); ++k) {
        if ((cells[k] == x && cells[k + 1] == y) || (cells[k] == y && cells[k + 1] == x)) return true;
    }
    return false;
}

// Whether a line from `from` to `to` would cross one already drawn, in `path` or in a placed shape: a diagonal step
// whose square's other two cells follow each other draws an X, and no player can read which way a shape runs
// through it (13 of 100 generated thermometer puzzles had one).
bool crosses(const Geometry& g, int from, int to, const std::vector<int>& path, const std::vector<Group>& placed) {
    if (g.row(from) == g.row(to) || g.col(from) == g.col(to)) return false;
    const int x = g.row(from) * g.size() + g.col(to), y = g.row(to) * g.size() + g.col(from);
    return linked(path, x, y) ||
           std::any_of(placed.begin(), placed.end(), [&](const Group& group) { return linked(group.cells, x, y); });
}

// A thermometer from `bulb` climbing through free cells to `length` cells, crossing no line drawn; shorter when it
// runs out of room.
std::vector<int> climb(const Geometry& g, const std::vector<int>& grid, int bulb, int length,
                       const std::vector<bool>& taken, const std::vector<Group>& placed, Random& random) {
    std::vector<int> path{bulb};
    while (static_cast<int>(path.size()) < length) {
        int next = -1;
        for (int cell : freeTouching(g, path.back(), taken, random)) {
            if (grid[cell] > grid[path.back()] && !contains(path, cell) && !crosses(g, path.back(), cell, path, placed)) {
                next = cell;
                break;
            }
        }
        if (next < 0) break;
        path.push_back(next);
    }
    return path;
}

// An arrow from `circle`: a path of 2 or 3 free cells, starting next to it, adding up to its value, crossing no line
// drawn.
std::vector<int> aim(const Geometry& g, const std::vector<int>& grid, int circle, const std::vector<bool>& taken,
                     const std::vector<Group>& placed, Random& random) {
    std::vector<int> arrow{circle};
    // Depth-first over paths of up to 3 cells, in random order.
    auto extend = [&](auto& self, int left) -> bool {
        if (left == 0) return arrow.size() >= 3;
        if (arrow.size() >= 4) return false;
        for (int cell : freeTouching(g, arrow.back(), taken, random)) {
            if (contains(arrow, cell) || grid[cell] > left || crosses(g, arrow.back(), cell, arrow, placed)) continue;
            arrow.push_back(cell);
            if (self(self, left - grid[cell])) return true;
            arrow.pop_back();
        }
        return false;
    };
    return extend(extend, grid[circle]) ? arrow : std::vector<int>{};
}

}  // namespace

COLD Constraints ruleConstraints(ConstraintChoice choice) {
    Constraints constraints;
    if (choice == ConstraintChoice::antiKnight) constraints.pairs.push_back(PairRule::antiKnight);
    if (choice == ConstraintChoice::antiKing) constraints.pairs.push_back(PairRule::antiKing);
    if (choice == ConstraintChoice::nonConsecutive) constraints.pairs.push_back(PairRule::nonConsecutive);
    return constraints;
}

COLD Constraints placeShapes(const Geometry& g, const std::vector<int>& grid, ConstraintChoice choice, Random& random) {
    Constraints constraints;
    std::vector<bool> taken(g.cellCount(), false);
    const int wanted = g.size() / 2 + 1;
    const int longest = std::min(g.size() - 2, 6);
    for (int tries = 0; tries < wanted * kShapeTries && static_cast<int>(constraints.groups.size()) < wanted; ++tries) {
        const int start = random.below(g.cellCount());
        if (taken[start]) continue;
        std::vector<int> cells;
        if (choice == ConstraintChoice::thermo) {
            cells = climb(g, grid, start, 3 + random.below(std::max(1, longest - 2)), taken, constraints.groups, random);
            if (cells.size() < 3) continue;
        } else {
            cells = aim(g, grid, start, taken, constraints.groups, random);
            if (cells.empty()) continue;
        }
        for (int cell : cells) taken[cell] = true;
        constraints.groups.push_back({choice == ConstraintChoice::thermo ? GroupKind::thermo : GroupKind::arrow, 0, cells});
    }
    return constraints;
}

}  // namespace sudoku
