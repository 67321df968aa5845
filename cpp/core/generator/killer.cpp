// Growing cages over a full grid and merging them until the cage sums alone determine it.
#include "killer.h"

#include <algorithm>

#include "../random.h"
#include "../solver.h"
#include "game_id.h"
#include "generator.h"

namespace sudoku {

namespace {

constexpr int kRounds = 40;       // uniqueness checks before a fresh layout
constexpr int kLayouts = 20;      // fresh layouts before giving up
constexpr int kMergeSlack = 2;    // a merged cage may grow this far beyond the largest drawn size
// A layout whose check needs more nodes than this is dropped for a fresh one: most checks take a few hundred
// nodes, a few wander into subtrees of millions.
constexpr std::uint64_t kCheckBudget = 50000;

class Layout {
public:
    Layout(const Geometry& g, const std::vector<int>& grid) : g_(g), grid_(grid), cageOf_(g.cellCount(), -1) {}

    // Random cages of the drawn sizes: each grows from a random free cell through free side neighbours whose
    // values it does not hold yet. A cell left alone joins a neighbouring cage when that keeps values distinct.
    void grow(CageSizes sizes, seeded::Random& random) {
        std::vector<int> order(g_.cellCount());
        for (int k = 0; k < g_.cellCount(); ++k) order[k] = k;
        random.shuffle(order);
        for (int start : order) {
            if (cageOf_[start] >= 0) continue;
            const int cage = static_cast<int>(cages_.size());
            cages_.push_back({start});
            cageOf_[start] = cage;
            const int want = sizes.min + random.below(sizes.max - sizes.min + 1);
            while (static_cast<int>(cages_[cage].size()) < want) {
                const auto options = growth(cage, [&](int cell) { return cageOf_[cell] < 0; });
                if (options.empty()) break;
                join(cage, options[random.below(static_cast<int>(options.size()))]);
            }
        }
        for (int cage = 0; cage < static_cast<int>(cages_.size()); ++cage) {
            if (cages_[cage].size() == 1) mergeWithNeighbour(cage, sizes.max + kMergeSlack, random);
        }
    }

    // Merges the cage of `cell` with a neighbouring cage (values distinct, size within `most`); false if none.
    bool mergeWithNeighbour(int cage, int most, seeded::Random& random) {
        std::vector<int> partners;
        for (int cell : cages_[cage]) {
            for (int other : sideNeighbours(cell)) {
                const int b = cageOf_[other];
                if (b != cage && !cages_[b].empty() && std::find(partners.begin(), partners.end(), b) == partners.end() &&
                    static_cast<int>(cages_[cage].size() + cages_[b].size()) <= most && distinct(cage, b)) {
                    partners.push_back(b);
                }
            }
        }
        if (partners.empty()) return false;
        const int b = partners[random.below(static_cast<int>(partners.size()))];
        for (int cell : cages_[b]) join(cage, cell);
        cages_[b].clear();
        return true;
    }

    int cageOf(int cell) const { return cageOf_[cell]; }

    Constraints constraints() const {
        Constraints out;
        for (const auto& cells : cages_) {
            if (cells.empty()) continue;
            Group cage{GroupKind::cage, 0, cells};
            std::sort(cage.cells.begin(), cage.cells.end());
            for (int cell : cells) cage.sum += grid_[cell];
            out.groups.push_back(std::move(cage));
        }
        return out;
    }

private:
    std::vector<int> sideNeighbours(int cell) const {
        std::vector<int> out;
        const int r = g_.row(cell), c = g_.col(cell), n = g_.size();
        if (r > 0) out.push_back(cell - n);
        if (r + 1 < n) out.push_back(cell + n);
        if (c > 0) out.push_back(cell - 1);
        if (c + 1 < n) out.push_back(cell + 1);
        return out;
    }
    bool holds(int cage, int value) const {
        for (int cell : cages_[cage]) {
            if (grid_[cell] == value) return true;
        }
        return false;
    }
    bool distinct(int a, int b) const {
        for (int cell : cages_[b]) {
            if (holds(a, grid_[cell])) return false;
        }
        return true;
    }
    template <class Free>
    std::vector<int> growth(int cage, Free free) const {
        std::vector<int> out;
        for (int cell : cages_[cage]) {
            for (int other : sideNeighbours(cell)) {
                if (free(other) && !holds(cage, grid_[other]) && std::find(out.begin(), out.end(), other) == out.end()) {
                    out.push_back(other);
                }
            }
        }
        return out;
    }
    void join(int cage, int cell) {
        cages_[cage].push_back(cell);
        cageOf_[cell] = cage;
    }

    const Geometry& g_;
    const std::vector<int>& grid_;
    std::vector<int> cageOf_;
    std::vector<std::vector<int>> cages_;  // merged-away cages stay, empty, so indices hold
};

}  // namespace

Result<KillerLayout> killerCages(const Geometry& plain, const std::vector<int>& grid, CageSizes sizes, std::uint64_t seed,
                                 const std::function<bool()>& proceed) {
    if (sizes.min < 1 || sizes.max < sizes.min || sizes.max > plain.size()) {
        return Error{"cage sizes " + std::to_string(sizes.min) + "-" + std::to_string(sizes.max) +
                         " are out of range; use sizes from 1 to " + std::to_string(plain.size()), {}};
    }
    seeded::Random random(seed);
    for (int attempt = 0; attempt < kLayouts; ++attempt) {
        std::vector<int> givens(plain.cellCount(), 0);
        Layout layout(plain, grid);
        layout.grow(sizes, random);
        for (int round = 0; round < kRounds; ++round) {
            if (proceed && !proceed()) return Error{kCancelledMessage, {}};
            auto geometry = plain.withConstraints(layout.constraints());
            if (!geometry) break;  // a merge made a cage too large to enumerate: start again
            const auto result = Solver(*geometry).solve(givens, 2, kCheckBudget);
            if (result.status == SolveStatus::unique) return KillerLayout{std::move(geometry.value()), givens};
            if (result.status != SolveStatus::multiple) break;
            // Merge at the cells where two solutions differ, each cage at most once per round.
            std::vector<int> differing, merged;
            for (int cell = 0; cell < plain.cellCount(); ++cell) {
                if (result.solutions[0][cell] != result.solutions[1][cell]) differing.push_back(cell);
            }
            random.shuffle(differing);
            for (int cell : differing) {
                const int cage = layout.cageOf(cell);
                if (std::find(merged.begin(), merged.end(), cage) != merged.end()) continue;
                if (layout.mergeWithNeighbour(cage, sizes.max + kMergeSlack, random)) merged.push_back(cage);
            }
            // No merge can tell the two solutions apart: give one of the cells where they differ.
            if (merged.empty()) givens[differing.front()] = grid[differing.front()];
        }
    }
    return Error{"no killer layout with one solution found for this grid", {}};
}

Result<Generated> generateKiller(Solver& solver, const GenerateOptions& options,
                                 const std::function<bool(double)>& progress) {
    if (options.level || !options.technique.empty()) {
        return Error{"killer puzzles take no level or technique yet: the logic engine has no cage techniques", {}};
    }
    const Geometry& plain = solver.geometry();
    constexpr std::uint64_t kKillerGridStream = 5, kCageStream = 6;
    for (int index = 0; index < options.maxAttempts; ++index) {
        const auto grid = solver.random(std::vector<int>(plain.cellCount(), 0),
                                        seeded::deriveSeed(options.seed, kKillerGridStream, index), 10ull * plain.cellCount() + 1000);
        if (grid.status != SolveStatus::unique) continue;
        int checks = 0;
        auto layout = killerCages(plain, grid.solutions[0], options.cages,
                                    seeded::deriveSeed(options.seed, kCageStream, index), [&] {
                                        return !progress || progress(std::min(0.99, ++checks / 20.0));
                                    });
        if (!layout && layout.error().message == kCancelledMessage) return layout.error();
        if (!layout) continue;
        Puzzle puzzle{layout->geometry, layout->givens};
        Rating rating = options.rate ? ratePuzzle(puzzle) : Rating{};
        return Generated{std::move(puzzle), grid.solutions[0], std::move(rating), index + 1, formatGameId(options)};
    }
    return Error{"no killer puzzle found in " + std::to_string(options.maxAttempts) + " attempts; try another seed", {}};
}

}  // namespace sudoku
