// A killer attempt (killer_generator.h): grid, cages, uniqueness by splitting, merges, the cages as constraints.
#include "killer_generator.h"

#include <algorithm>

#include "killer_cages.h"
#include "killer_merge.h"
#include "random.h"

namespace sudoku {

namespace {

constexpr std::uint64_t kKillerGridStream = 11, kCageStream = 12;
// A count that needs more branches than this drops the attempt: the trees are heavy-tailed, and a fresh grid and
// cages beat finishing a long count (measured, 30 9x9 killers, CPU: budget 300 -> 12 ms each, 1,000 -> 28 ms,
// 20,000 -> 58 ms, 200,000 -> 240 ms; the cages came out alike: median 28 cages, about 2 of one cell). A merge
// whose count outruns it is not made.
constexpr std::uint64_t kCountBudget = 300;
// The exact-cover solver must confirm the puzzle within this many nodes: the counter's cage combinations prune
// more than the exact-cover encoding does, and a few puzzles it proves unique in milliseconds ran the solver past
// its 20,000,000-node budget (9x9 X, seed 3). Those attempts are dropped.
constexpr std::uint64_t kConfirmBudget = 100000;
constexpr int kChecksForProgress = 40;  // progress reads checks / this, up to 0.95
// Splits tried to bring a puzzle rated above a target level down to it.
constexpr int kSplitTries = 12;
// Above 9x9 the counter cannot settle a killer without givens (16x16, seeds 1-3: every count of 2,000 attempts ran
// past its budget, and 1,000,000 branches did not finish one), so each cell there is a given with this chance in
// 1,000. Measured on 16x16 (2-5 cells, 8 attempts): at 25% the counter settles the cages in at most 24 branches
// and the exact-cover solver confirms 5 of 6 within its budget; at 20%, 2 counts ran out and 2 confirmations
// needed 0.5 and over 1 million nodes.
constexpr int kLargestWithoutGivens = 9;
constexpr int kGivenPerMille = 250;

Constraints cageConstraints(const CageSet& cages) {
    Constraints constraints;
    for (std::size_t k = 0; k < cages.cells.size(); ++k) {
        std::vector<int> cells = cages.cells[k];
        std::sort(cells.begin(), cells.end());
        constraints.groups.push_back({GroupKind::cage, cages.sums[k], std::move(cells)});
    }
    // In reading order of each cage's first cell, so the text reads top to bottom.
    std::sort(constraints.groups.begin(), constraints.groups.end(),
              [](const Group& a, const Group& b) { return a.cells[0] < b.cells[0]; });
    return constraints;
}

std::optional<Puzzle> killerPuzzle(const Geometry& geometry, const CageSet& cages) {
    auto shaped = geometry.withConstraints(cageConstraints(cages));
    if (!shaped) return std::nullopt;
    return Puzzle{*shaped, cages.givens.empty() ? std::vector<int>(geometry.cellCount(), 0) : cages.givens};
}

// Givens for a grid above kLargestWithoutGivens: each cell with a chance of kGivenPerMille in 1,000.
std::vector<int> drawGivens(const std::vector<int>& grid, seeded::Random& random) {
    std::vector<int> givens(grid.size(), 0);
    for (std::size_t cell = 0; cell < grid.size(); ++cell) {
        if (random.below(1000) < kGivenPerMille) givens[cell] = grid[cell];
    }
    return givens;
}

// Rates the trial cages' puzzle with the level as the ceiling: -1 below the level, 0 at it, 1 above. Unless that is
// `wrongSide`, the puzzle and its rating go to `puzzle` and `rating`. Refused cages (never for cages made here) are
// on the wrong side.
int rateTrial(const Geometry& g, const CageSet& trial, Level level, int wrongSide, Puzzle& puzzle, Rating& rating) {
    auto made = killerPuzzle(g, trial);
    if (!made) return wrongSide;
    Rating rated = ratePuzzle(*made, level);
    const int side = rated.level < level ? -1 : rated.level > level ? 1 : 0;
    if (side == wrongSide) return side;
    puzzle = std::move(*made);
    rating = std::move(rated);
    return side;
}

// Merges cages, each merge rated, until the puzzle rates at the level: a merge rated above it is not made. False
// when the merges run out below the level (or on cancel).
bool mergeToLevel(KillerCounter& counter, const GenerateOptions& options, const std::vector<int>& solution,
                  CageSet& cages, seeded::Random& random, const std::function<bool()>& keepGoing, Puzzle& puzzle,
                  Rating& rating) {
    auto filter = [&](const CageSet& trial) {
        const int side = rateTrial(counter.geometry(), trial, *options.level, 1, puzzle, rating);
        return side > 0 ? MergeVerdict::reject : side == 0 ? MergeVerdict::keepAndStop : MergeVerdict::keep;
    };
    return mergeWhileUnique(counter, solution, options.cages, MergeScope::anyCages, cages, random, kCountBudget,
                            keepGoing, filter) == MergeEnd::stopped;
}

// Splits cages, each split rated, until the puzzle rates at the level: a split rated below it is not made. Splits
// keep the one solution. False when kSplitTries splits did not get there.
bool splitToLevel(const Geometry& g, const GenerateOptions& options, const std::vector<int>& solution, CageSet& cages,
                  seeded::Random& random, const std::function<bool()>& keepGoing, Puzzle& puzzle, Rating& rating) {
    for (int tries = 0; tries < kSplitTries && (!keepGoing || keepGoing()); ++tries) {
        CageSet trial = cages;
        if (!splitRandomCage(g, solution, options.cages, trial, random)) return false;
        const int side = rateTrial(g, trial, *options.level, -1, puzzle, rating);
        if (side < 0) continue;
        cages = std::move(trial);
        if (side == 0) return true;
    }
    return false;
}

}  // namespace

KillerOutcome makeKiller(Solver& gridSolver, KillerCounter& counter, const GenerateOptions& options, int index,
                         const GenerateProgress& progress, Puzzle& puzzle, std::vector<int>& solution,
                         std::optional<Rating>& rating) {
    const Geometry& g = gridSolver.geometry();
    const auto grid = gridSolver.random(std::vector<int>(g.cellCount(), 0),
                                        seeded::deriveSeed(options.seed, kKillerGridStream, index),
                                        10ull * g.cellCount() + 1000);
    if (grid.status != SolveStatus::unique) return KillerOutcome::missed;
    solution = grid.solutions[0];
    seeded::Random random(seeded::deriveSeed(options.seed, kCageStream, index));
    CageSet cages = growCages(g, solution, options.cages, random);
    if (g.size() > kLargestWithoutGivens) cages.givens = drawGivens(solution, random);
    int checks = 0;
    bool cancelled = false;
    auto keepGoing = [&]() {
        if (!progress) return true;
        cancelled = !progress(std::min(0.95, static_cast<double>(++checks) / kChecksForProgress));
        return !cancelled;
    };
    const auto missed = [&] { return cancelled ? KillerOutcome::cancelled : KillerOutcome::missed; };
    if (!makeUnique(counter, solution, options.cages, cages, random, kCountBudget, keepGoing)) {
        return missed();
    }
    // One-cell cages read as givens: unless the sizes ask for them, they join or widen into a neighbour.
    const bool lonesAllowed = options.cages.min <= 1;
    if (!lonesAllowed && (mergeWhileUnique(counter, solution, options.cages, MergeScope::oneCellCages, cages, random,
                                           kCountBudget, keepGoing) == MergeEnd::cancelled ||
                          !widenOneCellCages(counter, solution, options.cages, cages, random, kCountBudget, keepGoing))) {
        return missed();
    }
    auto made = killerPuzzle(g, cages);
    if (!made) return missed();  // never for cages grown here; a safety net, not a path
    puzzle = std::move(*made);
    rating.reset();
    if (options.level) {
        rating = ratePuzzle(puzzle, options.level);
        const bool reached =
            rating->level == *options.level ||
            (rating->level < *options.level ? mergeToLevel(counter, options, solution, cages, random, keepGoing, puzzle, *rating)
                                            : splitToLevel(g, options, solution, cages, random, keepGoing, puzzle, *rating));
        if (!reached) return missed();
    }
    Solver confirm(puzzle.geometry);
    return confirm.solve(puzzle.cells, 2, kConfirmBudget).status == SolveStatus::unique ? KillerOutcome::made : missed();
}

}  // namespace sudoku
