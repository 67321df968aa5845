// The constraint checker: each rule written out from its statement, checked on partial grids to prune.
#include "constraint_checker.h"

#include <cstdlib>

namespace testing {

using sudoku::Group;
using sudoku::GroupKind;
using sudoku::PairRule;

namespace {

unsigned bitOf(int value) { return 1u << (value - 1); }

// The total of the `count` smallest (or largest) values in `values`.
int extremeTotal(unsigned values, int count, int size, bool largest) {
    int total = 0;
    for (int k = 0; k < size && count > 0; ++k) {
        const int v = largest ? size - k : k + 1;
        if (values & bitOf(v)) total += v, --count;
    }
    return count == 0 ? total : -1;
}

// Whether `count` distinct values of `values` add up to `total`: the largest value either is one of them or not,
// each way cut short by the bounds of the smallest and largest totals left.
bool canMake(unsigned values, int count, int total, int size) {
    if (count == 0) return total == 0;
    const int low = extremeTotal(values, count, size, false);
    if (low < 0 || total < low || total > extremeTotal(values, count, size, true)) return false;
    const int largest = 32 - __builtin_clz(values);
    const unsigned rest = values & ~bitOf(largest);
    return canMake(rest, count - 1, total - largest, size) || canMake(rest, count, total, size);
}

}  // namespace

ConstraintChecker::ConstraintChecker(const Rules& rules, const sudoku::Constraints& constraints)
    : rules_(rules),
      constraints_(constraints),
      peers_(rules.size * rules.size),
      sameValueBan_(rules.size * rules.size),
      neighbours_(rules.size * rules.size),
      houses_(rowsColumnsBoxes(rules)) {
    const int n = rules.size;
    for (int a = 0; a < n * n; ++a) {
        for (int b = 0; b < n * n; ++b) {
            if (a == b) continue;
            if (rules.sameHouse(a, b)) peers_[a].push_back(b);
            const int dr = std::abs(a / n - b / n), dc = std::abs(a % n - b % n);
            const bool knight = (dr == 1 && dc == 2) || (dr == 2 && dc == 1);
            const bool king = dr <= 1 && dc <= 1;
            if ((knight && constraints.has(PairRule::antiKnight)) || (king && constraints.has(PairRule::antiKing))) {
                sameValueBan_[a].push_back(b);
            }
            if (dr + dc == 1 && constraints.has(PairRule::nonConsecutive)) neighbours_[a].push_back(b);
        }
    }
}

unsigned ConstraintChecker::peerAllowed(const std::vector<int>& cells, int cell) const {
    unsigned mask = (1u << rules_.size) - 1;
    for (int peer : peers_[cell]) {
        if (cells[peer] != 0) mask &= ~bitOf(cells[peer]);
    }
    for (int other : sameValueBan_[cell]) {
        if (cells[other] != 0) mask &= ~bitOf(cells[other]);
    }
    for (int other : neighbours_[cell]) {
        const int v = cells[other];
        if (v > 1) mask &= ~bitOf(v - 1);
        if (v != 0 && v < rules_.size) mask &= ~bitOf(v + 1);
    }
    return mask;
}

// Distinct values; complete, the total is the sum; otherwise the open cells can still make up the rest with
// distinct values they allow that the cage does not hold yet.
bool ConstraintChecker::cageFine(const Group& cage, const std::vector<int>& cells, const Masks& open) const {
    unsigned used = 0, openValues = 0;
    int total = 0, openCount = 0;
    for (int cell : cage.cells) {
        const int v = cells[cell];
        if (v == 0) {
            ++openCount;
            openValues |= open[cell];
            continue;
        }
        if (used & bitOf(v)) return false;
        used |= bitOf(v);
        total += v;
    }
    if (openCount == 0) return total == cage.sum;
    return canMake(openValues & ~used, openCount, cage.sum - total, rules_.size);
}

// Values strictly increase from the bulb: the cell k steps along holds at least k+1 and leaves room for the cells
// after it, and two filled cells j < k apart differ by at least k - j.
bool ConstraintChecker::thermoFine(const Group& thermo, const std::vector<int>& cells) const {
    const int length = static_cast<int>(thermo.cells.size());
    for (int k = 0; k < length; ++k) {
        const int v = cells[thermo.cells[k]];
        if (v == 0) continue;
        if (v < k + 1 || v > rules_.size - (length - 1 - k)) return false;
        for (int j = 0; j < k; ++j) {
            const int before = cells[thermo.cells[j]];
            if (before != 0 && v - before < k - j) return false;
        }
    }
    return true;
}

// The circle (first cell) holds the sum of the path; each open path cell adds at least 1.
bool ConstraintChecker::arrowFine(const Group& arrow, const std::vector<int>& cells) const {
    const int n = rules_.size;
    int total = 0, pathOpen = 0;
    for (std::size_t k = 1; k < arrow.cells.size(); ++k) {
        total += cells[arrow.cells[k]];
        pathOpen += cells[arrow.cells[k]] == 0;
    }
    const int circle = cells[arrow.cells[0]];
    if (circle == 0) return total + pathOpen <= n;
    return pathOpen == 0 ? total == circle : total + pathOpen <= circle;
}

bool ConstraintChecker::groupFine(const Group& group, const std::vector<int>& cells, const Masks& open) const {
    if (group.kind == GroupKind::cage) return cageFine(group, cells, open);
    if (group.kind == GroupKind::thermo) return thermoFine(group, cells);
    return arrowFine(group, cells);
}

bool ConstraintChecker::valid(const std::vector<int>& grid) const {
    const int n = rules_.size;
    for (int cell = 0; cell < n * n; ++cell) {
        if (grid[cell] < 1 || grid[cell] > n || !(peerAllowed(grid, cell) & bitOf(grid[cell]))) return false;
    }
    for (const Group& group : constraints_.groups) {
        if (!groupFine(group, grid, {})) return false;
    }
    return true;
}

// Drops from each open cell of a group the values that would break the group at once.
void ConstraintChecker::narrowByGroups(std::vector<int>& cells, Masks& masks) const {
    for (const Group& group : constraints_.groups) {
        for (int cell : group.cells) {
            if (cells[cell] != 0) continue;
            for (int v = 1; v <= rules_.size; ++v) {
                if (!(masks[cell] & bitOf(v))) continue;
                cells[cell] = v;
                if (!groupFine(group, cells, masks)) masks[cell] &= ~bitOf(v);
                cells[cell] = 0;
            }
        }
    }
}

ConstraintChecker::Tries ConstraintChecker::branch(std::vector<int>& cells) const {
    const int n = rules_.size;
    Masks masks(cells.size(), 0);
    for (int cell = 0; cell < n * n; ++cell) {
        if (cells[cell] == 0) masks[cell] = peerAllowed(cells, cell);
    }
    narrowByGroups(cells, masks);
    int best = -1, bestCount = n + 1;
    for (int cell = 0; cell < n * n; ++cell) {
        if (cells[cell] != 0) continue;
        const int count = __builtin_popcount(masks[cell]);
        if (count == 0) return {{-1, 0}};
        if (count < bestCount) best = cell, bestCount = count;
    }
    if (best < 0) return {};
    Tries tries;
    for (int v = 1; v <= n; ++v) {
        if (masks[best] & bitOf(v)) tries.push_back({best, v});
    }
    for (const auto& house : houses_) {
        for (int v = 1; v <= n && tries.size() > 1; ++v) {
            Tries places;
            bool placed = false;
            for (int cell : house) {
                placed = placed || cells[cell] == v;
                if (cells[cell] == 0 && (masks[cell] & bitOf(v))) places.push_back({cell, v});
            }
            if (placed) continue;
            if (places.empty()) return {{-1, 0}};
            if (places.size() < tries.size()) tries = std::move(places);
        }
    }
    return tries;
}

void ConstraintChecker::search(std::vector<int>& cells, int limit, int& found) const {
    const Tries tries = branch(cells);
    if (tries.empty()) {
        found += valid(cells);
        return;
    }
    for (const auto& [cell, v] : tries) {
        if (cell < 0 || found >= limit) return;
        cells[cell] = v;
        search(cells, limit, found);
        cells[cell] = 0;
    }
}

int ConstraintChecker::count(std::vector<int> cells, int limit) {
    const int n = rules_.size;
    for (int cell = 0; cell < n * n; ++cell) {
        if (cells[cell] != 0 && (cells[cell] < 1 || cells[cell] > n || !(peerAllowed(cells, cell) & bitOf(cells[cell])))) {
            return 0;
        }
    }
    for (const Group& group : constraints_.groups) {
        if (!groupFine(group, cells, Masks(cells.size(), (1u << n) - 1))) return 0;
    }
    int found = 0;
    search(cells, limit, found);
    return found;
}

}  // namespace testing
