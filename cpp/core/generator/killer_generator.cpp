// A killer attempt (killer_generator.h): grid, cages, uniqueness by splitting, the cages as constraints.
#include "killer_generator.h"

#include <algorithm>

#include "killer_cages.h"
#include "random.h"

namespace sudoku {

namespace {

constexpr std::uint64_t kKillerGridStream = 11, kCageStream = 12;
// A 9x9 check needs tens to a few thousand nodes; a count beyond this drops the attempt instead of waiting.
constexpr std::uint64_t kCountBudget = 200000;
constexpr int kChecksForProgress = 20;  // progress reads checks / this, up to 0.95

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

}  // namespace

KillerOutcome makeKiller(Solver& gridSolver, KillerCounter& counter, const GenerateOptions& options, int index,
                         const GenerateProgress& progress, Puzzle& puzzle, std::vector<int>& solution) {
    const Geometry& g = gridSolver.geometry();
    const auto grid = gridSolver.random(std::vector<int>(g.cellCount(), 0),
                                        seeded::deriveSeed(options.seed, kKillerGridStream, index),
                                        10ull * g.cellCount() + 1000);
    if (grid.status != SolveStatus::unique) return KillerOutcome::missed;
    seeded::Random random(seeded::deriveSeed(options.seed, kCageStream, index));
    CageSet cages = growCages(g, grid.solutions[0], options.cages, random);
    bool cancelled = false;
    auto keepGoing = [&](int checks) {
        if (!progress) return true;
        cancelled = !progress(std::min(0.95, static_cast<double>(checks) / kChecksForProgress));
        return !cancelled;
    };
    if (!makeUnique(counter, grid.solutions[0], options.cages, cages, random, kCountBudget, keepGoing)) {
        return cancelled ? KillerOutcome::cancelled : KillerOutcome::missed;
    }
    auto shaped = g.withConstraints(cageConstraints(cages));
    if (!shaped) return KillerOutcome::missed;  // never for cages grown here; a safety net, not a path
    puzzle = Puzzle{*shaped, std::vector<int>(g.cellCount(), 0)};
    solution = grid.solutions[0];
    return KillerOutcome::made;
}

}  // namespace sudoku
