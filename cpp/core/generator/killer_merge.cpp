// Merging killer cages while unique (killer_merge.h). A merge that loses uniqueness stays lost after later merges
// (a puzzle with coarser cages keeps every solution of a finer one), so each failed union is tried once.
#include "killer_merge.h"

#include <algorithm>

namespace sudoku {

namespace {

struct Pair {
    int a, b;  // cage indices, a < b
};

// The cage of each cell.
std::vector<int> ownersOf(const Geometry& g, const CageSet& cages) {
    std::vector<int> owner(g.cellCount(), -1);
    for (std::size_t k = 0; k < cages.cells.size(); ++k) {
        for (int cell : cages.cells[k]) owner[cell] = static_cast<int>(k);
    }
    return owner;
}

std::vector<int> unionOf(const CageSet& cages, Pair pair) {
    std::vector<int> cells = cages.cells[pair.a];
    cells.insert(cells.end(), cages.cells[pair.b].begin(), cages.cells[pair.b].end());
    std::sort(cells.begin(), cells.end());
    return cells;
}

// Side-by-side cage pairs that may merge: no value shared, at most sizes.max cells, within the scope, and not a
// union already known to fail.
std::vector<Pair> mergeable(const Geometry& g, const std::vector<int>& grid, const CageSizes& sizes, MergeScope scope,
                            const CageSet& cages, const std::vector<std::vector<int>>& failed) {
    const std::vector<int> owner = ownersOf(g, cages);
    std::vector<Pair> pairs;
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        for (int next : sideNeighbours(g, cell)) {
            const int a = owner[cell], b = owner[next];
            if (a >= b) continue;
            const auto& ca = cages.cells[a];
            const auto& cb = cages.cells[b];
            const bool fits = ca.size() + cb.size() <= static_cast<std::size_t>(sizes.max) &&
                              (valuesOf(ca, grid) & valuesOf(cb, grid)) == 0 &&
                              (scope == MergeScope::anyCages || ca.size() == 1 || cb.size() == 1);
            const bool seen = std::any_of(pairs.begin(), pairs.end(), [&](Pair p) { return p.a == a && p.b == b; });
            if (fits && !seen && std::find(failed.begin(), failed.end(), unionOf(cages, {a, b})) == failed.end()) {
                pairs.push_back({a, b});
            }
        }
    }
    return pairs;
}

CageSet merged(const CageSet& cages, Pair pair) {
    CageSet out = cages;
    out.cells[pair.a].insert(out.cells[pair.a].end(), out.cells[pair.b].begin(), out.cells[pair.b].end());
    out.sums[pair.a] += out.sums[pair.b];
    out.cells.erase(out.cells.begin() + pair.b);
    out.sums.erase(out.sums.begin() + pair.b);
    return out;
}

}  // namespace

MergeEnd mergeWhileUnique(KillerCounter& counter, const std::vector<int>& grid, const CageSizes& sizes,
                          MergeScope scope, CageSet& cages, seeded::Random& random, std::uint64_t nodeBudget,
                          const std::function<bool()>& keepGoing, const MergeFilter& filter) {
    const Geometry& g = counter.geometry();
    std::vector<std::vector<int>> failed;
    std::vector<int> first, second;
    for (bool mergedOne = true; mergedOne;) {
        mergedOne = false;
        auto pairs = mergeable(g, grid, sizes, scope, cages, failed);
        random.shuffle(pairs);
        for (Pair pair : pairs) {
            if (keepGoing && !keepGoing()) return MergeEnd::cancelled;
            CageSet trial = merged(cages, pair);
            const bool unique = counter.count(trial, nodeBudget, first, second, &grid) == KillerCount::unique;
            // A merge the filter rejects (too hard, say) is not tried again: a coarser puzzle is rarely easier.
            const MergeVerdict verdict = !unique ? MergeVerdict::reject : filter ? filter(trial) : MergeVerdict::keep;
            if (verdict == MergeVerdict::reject) {
                failed.push_back(unionOf(cages, pair));
                continue;
            }
            cages = std::move(trial);
            if (verdict == MergeVerdict::keepAndStop) return MergeEnd::stopped;
            mergedOne = true;
            break;
        }
    }
    return MergeEnd::exhausted;
}

bool widenOneCellCages(KillerCounter& counter, const std::vector<int>& grid, const CageSizes& sizes, CageSet& cages,
                       seeded::Random& random, std::uint64_t nodeBudget, const std::function<bool()>& keepGoing) {
    const Geometry& g = counter.geometry();
    std::vector<int> owner = ownersOf(g, cages), first, second;
    std::vector<int> lone;
    for (std::size_t k = 0; k < cages.cells.size(); ++k) {
        if (cages.cells[k].size() == 1) lone.push_back(static_cast<int>(k));
    }
    random.shuffle(lone);
    for (int k : lone) {
        const int cell = cages.cells[k][0];
        std::vector<int> takes;  // side-by-side cells of cages that can spare them
        for (int next : sideNeighbours(g, cell)) {
            std::vector<int> rest = cages.cells[owner[next]];
            rest.erase(std::find(rest.begin(), rest.end(), next));
            if (static_cast<int>(rest.size()) >= std::max(2, sizes.min) && grid[next] != grid[cell] && sideConnected(g, rest)) takes.push_back(next);
        }
        random.shuffle(takes);
        for (int next : takes) {
            if (keepGoing && !keepGoing()) return false;
            CageSet trial = cages;
            auto& from = trial.cells[owner[next]];
            from.erase(std::find(from.begin(), from.end(), next));
            trial.cells[k].push_back(next);
            resum(trial, grid);
            if (counter.count(trial, nodeBudget, first, second, &grid) != KillerCount::unique) continue;
            cages = std::move(trial);
            owner[next] = k;
            break;
        }
    }
    return true;
}

}  // namespace sudoku
