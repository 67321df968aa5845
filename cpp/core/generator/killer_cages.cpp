// Growing and splitting killer cages (killer_cages.h).
#include "killer_cages.h"

#include <algorithm>

namespace sudoku {

using seeded::Random;

std::vector<int> sideNeighbours(const Geometry& g, int cell) {
    std::vector<int> around;
    const int n = g.size(), r = g.row(cell), c = g.col(cell);
    if (r > 0) around.push_back(cell - n);
    if (r + 1 < n) around.push_back(cell + n);
    if (c > 0) around.push_back(cell - 1);
    if (c + 1 < n) around.push_back(cell + 1);
    return around;
}

std::uint32_t valuesOf(const std::vector<int>& cells, const std::vector<int>& grid) {
    std::uint32_t mask = 0;
    for (int cell : cells) mask |= std::uint32_t{1} << (grid[cell] - 1);
    return mask;
}

void resum(CageSet& cages, const std::vector<int>& grid) {
    cages.sums.assign(cages.cells.size(), 0);
    for (std::size_t k = 0; k < cages.cells.size(); ++k) {
        for (int cell : cages.cells[k]) cages.sums[k] += grid[cell];
    }
}

namespace {

// Grows a cage from `start` over free cells (owner -1) to `target` cells, never repeating a value.
std::vector<int> grow(const Geometry& g, const std::vector<int>& grid, int start, int target,
                      const std::vector<int>& owner, Random& random) {
    std::vector<int> cage{start};
    std::uint32_t used = std::uint32_t{1} << (grid[start] - 1);
    std::vector<int> frontier;
    while (static_cast<int>(cage.size()) < target) {
        frontier.clear();
        for (int cell : cage) {
            for (int next : sideNeighbours(g, cell)) {
                const bool fresh = owner[next] < 0 && std::find(cage.begin(), cage.end(), next) == cage.end() &&
                                   std::find(frontier.begin(), frontier.end(), next) == frontier.end();
                if (fresh && (used >> (grid[next] - 1) & 1) == 0) frontier.push_back(next);
            }
        }
        if (frontier.empty()) break;
        const int chosen = frontier[random.below(static_cast<int>(frontier.size()))];
        cage.push_back(chosen);
        used |= std::uint32_t{1} << (grid[chosen] - 1);
    }
    return cage;
}

// A cage under the minimum joins a random neighbouring cage that keeps its values distinct, within the maximum.
void joinSmall(const Geometry& g, const std::vector<int>& grid, const CageSizes& sizes, std::vector<int>& owner,
               std::vector<std::vector<int>>& cells, Random& random) {
    for (std::size_t k = 0; k < cells.size(); ++k) {
        if (cells[k].empty() || static_cast<int>(cells[k].size()) >= sizes.min) continue;
        std::vector<int> partners;
        for (int cell : cells[k]) {
            for (int next : sideNeighbours(g, cell)) {
                const int other = owner[next];
                const bool fits = other != static_cast<int>(k) &&
                                  cells[other].size() + cells[k].size() <= static_cast<std::size_t>(sizes.max) &&
                                  (valuesOf(cells[other], grid) & valuesOf(cells[k], grid)) == 0;
                if (fits && std::find(partners.begin(), partners.end(), other) == partners.end()) partners.push_back(other);
            }
        }
        if (partners.empty()) continue;
        const int into = partners[random.below(static_cast<int>(partners.size()))];
        for (int cell : cells[k]) owner[cell] = into;
        cells[into].insert(cells[into].end(), cells[k].begin(), cells[k].end());
        cells[k].clear();
    }
}

// A random connected part of the cage of about half its cells whose rest is connected too; empty when the
// tries found none.
std::vector<int> randomPart(const Geometry& g, const std::vector<int>& cage, int target, Random& random) {
    std::vector<int> part, rest, frontier;
    for (int tries = 0; tries < 6; ++tries) {
        part.assign(1, cage[random.below(static_cast<int>(cage.size()))]);
        while (static_cast<int>(part.size()) < target) {
            frontier.clear();
            for (int cell : part) {
                for (int next : sideNeighbours(g, cell)) {
                    const bool candidate = std::find(cage.begin(), cage.end(), next) != cage.end() &&
                                           std::find(part.begin(), part.end(), next) == part.end();
                    if (candidate) frontier.push_back(next);
                }
            }
            part.push_back(frontier[random.below(static_cast<int>(frontier.size()))]);
        }
        rest.clear();
        for (int cell : cage) {
            if (std::find(part.begin(), part.end(), cell) == part.end()) rest.push_back(cell);
        }
        if (sideConnected(g, rest)) return part;
    }
    return {};
}

int sumOver(const std::vector<int>& cells, const std::vector<int>& values) {
    int sum = 0;
    for (int cell : cells) sum += values[cell];
    return sum;
}

// Cuts the first cage of `order` that can be cut in two connected parts of at least `smallest` cells each (a few
// random tries per cage); with `other`, only so that `other` breaks a part's sum. False when none was cut.
bool cutOne(const Geometry& g, const std::vector<int>& grid, const std::vector<int>& order, int smallest,
            const std::vector<int>* other, CageSet& cages, Random& random) {
    for (int k : order) {
        const int count = static_cast<int>(cages.cells[k].size());
        if (count < 2 * smallest) continue;
        for (int tries = 0; tries < 4; ++tries) {
            const int target = smallest + random.below(count - 2 * smallest + 1);
            auto part = randomPart(g, cages.cells[k], target, random);
            if (part.empty() || (other && sumOver(part, grid) == sumOver(part, *other))) continue;
            auto& cage = cages.cells[k];
            cage.erase(std::remove_if(cage.begin(), cage.end(), [&](int cell) {
                           return std::find(part.begin(), part.end(), cell) != part.end();
                       }), cage.end());
            cages.cells.push_back(std::move(part));
            resum(cages, grid);
            return true;
        }
    }
    return false;
}

// Splits one cage where `other` differs from the grid so that `other` breaks a part's sum: parts of at least
// sizes.min cells first, then any; failing that, any split of such a cage. False when no cage can be split.
bool splitWhereDiffers(const Geometry& g, const std::vector<int>& grid, const std::vector<int>& other,
                       const CageSizes& sizes, CageSet& cages, Random& random) {
    std::vector<int> order;
    for (std::size_t k = 0; k < cages.cells.size(); ++k) {
        const auto& cage = cages.cells[k];
        const bool differs = std::any_of(cage.begin(), cage.end(), [&](int cell) { return grid[cell] != other[cell]; });
        if (differs && cage.size() >= 2) order.push_back(static_cast<int>(k));
    }
    random.shuffle(order);
    return cutOne(g, grid, order, sizes.min, &other, cages, random) || cutOne(g, grid, order, 1, &other, cages, random) ||
           cutOne(g, grid, order, 1, nullptr, cages, random);
}

}  // namespace

CageSet growCages(const Geometry& g, const std::vector<int>& grid, const CageSizes& sizes, Random& random) {
    std::vector<int> order(g.cellCount());
    for (int cell = 0; cell < g.cellCount(); ++cell) order[cell] = cell;
    random.shuffle(order);
    std::vector<int> owner(g.cellCount(), -1);
    std::vector<std::vector<int>> cells;
    for (int start : order) {
        if (owner[start] >= 0) continue;
        const int target = sizes.min + random.below(sizes.max - sizes.min + 1);
        cells.push_back(grow(g, grid, start, target, owner, random));
        for (int cell : cells.back()) owner[cell] = static_cast<int>(cells.size()) - 1;
    }
    joinSmall(g, grid, sizes, owner, cells, random);
    CageSet cages;
    for (auto& cage : cells) {
        if (!cage.empty()) cages.cells.push_back(std::move(cage));
    }
    resum(cages, grid);
    return cages;
}

bool makeUnique(KillerCounter& counter, const std::vector<int>& grid, const CageSizes& sizes, CageSet& cages,
                Random& random, std::uint64_t nodeBudget, const std::function<bool()>& keepGoing) {
    const Geometry& g = counter.geometry();
    std::vector<int> first, second;
    for (;;) {
        if (keepGoing && !keepGoing()) return false;
        const KillerCount count = counter.count(cages, nodeBudget, first, second);
        if (count == KillerCount::unique) return true;
        if (count != KillerCount::multiple) return false;
        const std::vector<int>& other = first != grid ? first : second;
        if (!splitWhereDiffers(g, grid, other, sizes, cages, random)) return false;
    }
}

bool splitRandomCage(const Geometry& g, const std::vector<int>& grid, const CageSizes& sizes, CageSet& cages,
                     Random& random) {
    std::vector<int> order(cages.cells.size());
    for (std::size_t k = 0; k < order.size(); ++k) order[k] = static_cast<int>(k);
    random.shuffle(order);
    return cutOne(g, grid, order, sizes.min, nullptr, cages, random);
}

}  // namespace sudoku
