// The constraint checker: each rule written out from its statement, checked on partial grids to prune.
#include "constraint_checker.h"

#include <cstdlib>

namespace testing {

using sudoku::Group;
using sudoku::GroupKind;
using sudoku::PairRule;

ConstraintChecker::ConstraintChecker(const Rules& rules, const sudoku::Constraints& constraints)
    : rules_(rules), constraints_(constraints), groupsOf_(rules.size * rules.size) {
    for (std::size_t g = 0; g < constraints.groups.size(); ++g) {
        for (int cell : constraints.groups[g].cells) groupsOf_[cell].push_back(static_cast<int>(g));
    }
}

bool ConstraintChecker::groupFine(const Group& group, const std::vector<int>& cells) const {
    const int n = rules_.size;
    std::vector<int> values;
    for (int cell : group.cells) values.push_back(cells[cell]);
    int open = 0, total = 0;
    for (int v : values) open += v == 0;
    if (group.kind == GroupKind::cage) {
        for (std::size_t i = 0; i < values.size(); ++i) {
            total += values[i];
            for (std::size_t j = 0; j < i; ++j) {
                if (values[i] != 0 && values[i] == values[j]) return false;
            }
        }
        return open == 0 ? total == group.sum : total + open <= group.sum && total + open * n >= group.sum;
    }
    if (group.kind == GroupKind::thermo) {
        for (std::size_t i = 0; i < values.size(); ++i) {
            for (std::size_t j = i + 1; j < values.size(); ++j) {
                if (values[i] != 0 && values[j] != 0 && values[j] <= values[i]) return false;
            }
        }
        return true;
    }
    // Arrow: circle first, then the cells it sums.
    int pathOpen = 0;
    for (std::size_t k = 1; k < values.size(); ++k) {
        total += values[k];
        pathOpen += values[k] == 0;
    }
    if (values[0] == 0) return total + pathOpen <= n;
    return pathOpen == 0 ? total == values[0] : total + pathOpen <= values[0];
}

bool ConstraintChecker::pairFine(int a, int b, const std::vector<int>& cells) const {
    const int n = rules_.size;
    const int va = cells[a], vb = cells[b];
    if (va == 0 || vb == 0) return true;
    const int dr = std::abs(a / n - b / n), dc = std::abs(a % n - b % n);
    for (PairRule rule : constraints_.pairs) {
        if (rule == PairRule::antiKnight && ((dr == 1 && dc == 2) || (dr == 2 && dc == 1)) && va == vb) return false;
        if (rule == PairRule::antiKing && dr <= 1 && dc <= 1 && va == vb) return false;
        if (rule == PairRule::nonConsecutive && dr + dc == 1 && std::abs(va - vb) == 1) return false;
    }
    return true;
}

bool ConstraintChecker::fine(const std::vector<int>& cells, int cell) const {
    const int n = rules_.size;
    for (int other = 0; other < n * n; ++other) {
        if (other == cell || cells[other] == 0) continue;
        if (cells[other] == cells[cell] && rules_.sameHouse(cell, other)) return false;
        if (!pairFine(cell, other, cells)) return false;
    }
    for (int g : groupsOf_[cell]) {
        if (!groupFine(constraints_.groups[g], cells)) return false;
    }
    return true;
}

bool ConstraintChecker::valid(const std::vector<int>& grid) const {
    for (std::size_t cell = 0; cell < grid.size(); ++cell) {
        if (grid[cell] < 1 || grid[cell] > rules_.size || !fine(grid, static_cast<int>(cell))) return false;
    }
    return true;
}

// Branches on the empty cell with the fewest values that break no rule, or on a value with fewer places left in a
// row, column or box (region): every such house holds every value once.
void ConstraintChecker::search(std::vector<int>& cells, int limit, int& found) const {
    const int n = rules_.size;
    int best = -1, bestCount = n + 1;
    for (int cell = 0; cell < n * n && bestCount > 1; ++cell) {
        if (cells[cell] != 0) continue;
        int count = 0;
        for (int v = 1; v <= n; ++v) {
            cells[cell] = v;
            count += fine(cells, cell);
        }
        cells[cell] = 0;
        if (count < bestCount) {
            best = cell;
            bestCount = count;
        }
    }
    if (best < 0) {
        ++found;
        return;
    }
    std::vector<std::pair<int, int>> tries;  // (cell, value)
    if (bestCount > 1) placesOfScarceValue(cells, bestCount, tries);
    if (!tries.empty() && tries[0].first < 0) return;  // a value with no place left
    if (tries.empty()) {
        for (int v = 1; v <= n; ++v) tries.push_back({best, v});
    }
    for (const auto& [cell, v] : tries) {
        if (found >= limit) break;
        cells[cell] = v;
        if (fine(cells, cell)) search(cells, limit, found);
        cells[cell] = 0;
    }
}

// The places of the value with the fewest (fewer than `fewest`) in some row, column or box; the one try {-1, 0}
// when a value has no place left in a house (a dead end).
void ConstraintChecker::placesOfScarceValue(std::vector<int>& cells, int fewest,
                                           std::vector<std::pair<int, int>>& tries) const {
    const int n = rules_.size;
    for (int house = 0; house < 3 * n; ++house) {
        for (int v = 1; v <= n; ++v) {
            std::vector<std::pair<int, int>> places;
            bool present = false;
            for (int cell = 0; cell < n * n && !present; ++cell) {
                if (houseOf(cell, house / n) != house % n) continue;
                if (cells[cell] == v) present = true;
                if (cells[cell] != 0) continue;
                cells[cell] = v;
                if (fine(cells, cell)) places.push_back({cell, v});
                cells[cell] = 0;
            }
            if (present || static_cast<int>(places.size()) >= fewest) continue;
            tries = places;
            fewest = static_cast<int>(places.size());
            if (places.empty()) {
                tries.assign(1, {-1, 0});
                return;
            }
        }
    }
}

// The index of the cell's row (kind 0), column (1) or box or region (2).
int ConstraintChecker::houseOf(int cell, int kind) const {
    const int n = rules_.size, r = cell / n, c = cell % n;
    if (kind == 0) return r;
    if (kind == 1) return c;
    if (!rules_.regions.empty()) return rules_.regions[cell];
    return (r / rules_.boxRows) * (n / rules_.boxCols) + c / rules_.boxCols;
}

int ConstraintChecker::count(std::vector<int> cells, int limit) {
    for (std::size_t cell = 0; cell < cells.size(); ++cell) {
        if (cells[cell] != 0 && !fine(cells, static_cast<int>(cell))) return 0;
    }
    int found = 0;
    search(cells, limit, found);
    return found;
}

}  // namespace testing
