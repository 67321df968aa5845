// Bit-mask backtracking for the generator suites (no engine code involved).
#include "generator_checker.h"

namespace testing {

Checker::Checker(const Rules& rules)
    : size_(rules.size), peers_(rules.size * rules.size), houses_(rowsColumnsBoxes(rules)) {
    const int n = size_;
    for (int a = 0; a < n * n; ++a) {
        for (int b = 0; b < n * n; ++b) {
            if (a != b && rules.sameHouse(a, b)) peers_[a].push_back(b);
        }
    }
}

unsigned Checker::candidates(const std::vector<int>& cells, int cell) const {
    unsigned mask = (1u << size_) - 1;
    for (int peer : peers_[cell]) {
        if (cells[peer] != 0) mask &= ~(1u << (cells[peer] - 1));
    }
    return mask;
}

std::vector<std::pair<int, int>> Checker::choices(const std::vector<int>& cells) const {
    std::vector<unsigned> masks(cells.size(), 0);
    std::vector<std::pair<int, int>> best;
    int bestCount = size_ + 1;
    for (int cell = 0; cell < size_ * size_; ++cell) {
        if (cells[cell] != 0) continue;
        masks[cell] = candidates(cells, cell);
        const int count = __builtin_popcount(masks[cell]);
        if (count < bestCount) {
            bestCount = count;
            best.clear();
            for (int v = 1; v <= size_; ++v) {
                if (masks[cell] & (1u << (v - 1))) best.push_back({cell, v});
            }
            if (count == 0) return {{-1, 0}};
        }
    }
    if (bestCount == size_ + 1) return {};
    for (const auto& house : houses_) {
        for (int v = 1; v <= size_ && bestCount > 1; ++v) {
            std::vector<std::pair<int, int>> places;
            bool placed = false;
            for (int cell : house) {
                placed = placed || cells[cell] == v;
                if (cells[cell] == 0 && (masks[cell] & (1u << (v - 1)))) places.push_back({cell, v});
            }
            if (placed) continue;
            if (places.empty()) return {{-1, 0}};
            if (static_cast<int>(places.size()) < bestCount) {
                bestCount = static_cast<int>(places.size());
                best = std::move(places);
            }
        }
    }
    return best;
}

void Checker::search(std::vector<int>& cells, int limit, int& found) const {
    const auto options = choices(cells);
    if (options.empty()) {
        ++found;
        return;
    }
    for (const auto& [cell, value] : options) {
        if (cell < 0 || found >= limit) return;
        cells[cell] = value;
        search(cells, limit, found);
        cells[cell] = 0;
    }
}

int Checker::count(std::vector<int> cells, int limit) {
    for (int cell = 0; cell < size_ * size_; ++cell) {
        if (cells[cell] != 0 && (candidates(cells, cell) & (1u << (cells[cell] - 1))) == 0) return 0;
    }
    int found = 0;
    search(cells, limit, found);
    return found;
}

}  // namespace testing
