// Sudoku as exact cover: builds the DLX matrix of a geometry once and solves any givens on it.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "exact_cover.h"
#include "geometry.h"

namespace sudoku {

enum class SolveStatus { none, unique, multiple, aborted };
const char* statusName(SolveStatus status);

struct SolveResult {
    SolveStatus status = SolveStatus::none;
    std::uint64_t count = 0;                    // solutions found, up to the search limit
    std::vector<std::vector<int>> solutions;    // the first two found
    std::uint64_t nodes = 0;
    bool complete = true;  // false when the node budget cut the search short: count is then only a lower bound
};

// True when the result answers "how many solutions, up to limit (0 = all)": the search finished or reached it.
bool countKnown(const SolveResult& result, std::uint64_t limit);
// The message for a search the node budget cut short, shared by the CLI and the module.
std::string budgetMessage(const SolveResult& result);

// What a geometry's exact-cover matrix holds (the encoding in solver.cpp): its items and its options by kind.
struct CoverSize {
    int primaryItems = 0, secondaryItems = 0;
    int placements = 0;      // single-cell options the search can pick (they cover a primary item)
    int givenOptions = 0;    // a filled group's cells' options, there for givens only
    int groupOptions = 0;    // the groups' fillings and lone cages' digit sets
    int variantOptions = 0;  // the variant's own options (CoverRules)
    int largestGroup = 0;    // the most group options of one component (0 without groups)
};

// Enough for any 9x9 many times over (the hardest known need ~10^4 nodes); bounds a pathological large grid.
constexpr std::uint64_t kDefaultNodeBudget = 20'000'000;

// Searches with the exact-cover engine that fits the geometry (bitset up to 9x9, dancing links above), except
// seeded random fills: those always use dancing links, whose seeded order defines the grid of a seed, so a
// generator seed (a game ID) gives the same puzzle whichever engine counts.
class Solver {
public:
    explicit Solver(Geometry geometry, dlx::Engine engine = dlx::Engine::automatic);

    const Geometry& geometry() const { return geometry_; }
    // The engine of solve() and first() (automatic resolved), and the one asked for.
    dlx::Engine engine() const { return matrix_.engine(); }
    dlx::Engine requestedEngine() const { return requested_; }
    // The matrix's size: totals read from the matrix itself, split by kind from the encoding.
    CoverSize coverSize() const;

    // Counts solutions up to max(limit, 2) (0 = all), so the status always says none / unique / multiple;
    // `aborted` when the node budget ran out before that was known.
    SolveResult solve(const std::vector<int>& givens, std::uint64_t limit = 2,
                      std::uint64_t nodeBudget = kDefaultNodeBudget);
    // The first solution only (status unique means "found", not proven unique); the fastest query.
    SolveResult first(const std::vector<int>& givens, std::uint64_t nodeBudget = kDefaultNodeBudget);
    // A solution chosen by a seeded random search order: random full grids come from empty givens.
    SolveResult random(const std::vector<int>& givens, std::uint64_t seed, std::uint64_t nodeBudget = kDefaultNodeBudget);

private:
    // Writes the values a chosen option places into a grid: a placement, or a group's filling (whose cells and
    // values it points to in the geometry's shared constraint layout, so a moved Solver keeps them).
    class OptionReader {
    public:
        explicit OptionReader(const Geometry& g);
        void apply(int option, std::vector<int>& grid) const;

    private:
        struct Placement {
            int cell, value;
        };
        std::vector<Placement> placements_;  // option c*N + (v-1) places v in c
        std::vector<std::pair<const std::vector<int>*, const std::vector<int>*>> fillings_;  // cells, values
    };

    // Lists the options of the givens (0 = empty) in givenOptions_ and returns how many; -1 when there is not one
    // value per cell or a value is out of range.
    int listGivens(const std::vector<int>& givens);
    SolveResult run(dlx::ExactCover& matrix, const std::vector<int>& givens, const dlx::SearchLimits& limits);

    Geometry geometry_;
    dlx::Engine requested_;
    dlx::ExactCover matrix_;
    OptionReader reader_;
    std::vector<int> givenOptions_;  // run()'s scratch, one slot per cell, so that a solve neither allocates nor clears it
    std::unique_ptr<dlx::ExactCover> seeded_;  // dancing links for random(), built on first use unless matrix_ is
};

}  // namespace sudoku
