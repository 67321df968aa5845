// Sudoku as exact cover: builds the DLX matrix of a geometry once and solves any givens on it.
#pragma once

#include <cstdint>
#include <string>
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

// Enough for any 9x9 many times over (the hardest known need ~10^4 nodes); bounds a pathological large grid.
constexpr std::uint64_t kDefaultNodeBudget = 20'000'000;

class Solver {
public:
    explicit Solver(Geometry geometry);

    const Geometry& geometry() const { return geometry_; }

    // Counts solutions up to max(limit, 2) (0 = all), so the status always says none / unique / multiple;
    // `aborted` when the node budget ran out before that was known.
    SolveResult solve(const std::vector<int>& givens, std::uint64_t limit = 2,
                      std::uint64_t nodeBudget = kDefaultNodeBudget);
    // The first solution only (status unique means "found", not proven unique); the fastest query.
    SolveResult first(const std::vector<int>& givens, std::uint64_t nodeBudget = kDefaultNodeBudget);
    // A solution chosen by a seeded random search order: random full grids come from empty givens.
    SolveResult random(const std::vector<int>& givens, std::uint64_t seed, std::uint64_t nodeBudget = kDefaultNodeBudget);

private:
    // `extra`: the variant's own exact-cover structure, built once from its rules.
    Solver(Geometry geometry, const CoverRules& extra);
    SolveResult run(const std::vector<int>& givens, const dlx::SearchLimits& limits);

    Geometry geometry_;
    dlx::ExactCover matrix_;
};

}  // namespace sudoku
