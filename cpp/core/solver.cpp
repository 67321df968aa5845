// Exact-cover encoding of sudoku and the solve modes on top of it.
#include "solver.h"

#include <algorithm>

namespace sudoku {

// The encoding, stated once. Items (all primary):
//   cell c is filled                       -> item c                       (N*N items)
//   value v (1..N) appears in house h      -> item N*N + h*N + (v-1)       (houses * N items)
// where the houses are the geometry's rows, columns, boxes or jigsaw regions, diagonals (X) and windows
// (hyper): every house has exactly N cells, so each value must appear in it exactly once.
// Options: placing v in cell c -> option c*N + (v-1), covering its cell item and (h, v) for each house of c.
// A variant's own exact-cover structure (CoverRules, from its rules file) follows: its primary items after the
// house items, its secondary items last; placements cover the variant items it names, and the variant's own
// options come after the N*N*N placements (a solution's grid reads placements only).
namespace {

int houseItemCount(const Geometry& g) {
    return g.cellCount() + static_cast<int>(g.houses().size()) * g.size();
}

CoverRules coverRules(const Geometry& g) {
    return g.rules().cover ? g.rules().cover(g) : CoverRules{};
}

int optionId(const Geometry& g, int cell, int value) {
    return cell * g.size() + value - 1;
}

dlx::ExactCover buildMatrix(const Geometry& g, dlx::Engine engine) {
    const CoverRules extra = coverRules(g);
    dlx::ExactCover matrix(houseItemCount(g) + extra.primaryItems, extra.secondaryItems, engine);
    const int n = g.size();
    const int first = houseItemCount(g);  // the variant's item 0
    std::vector<int> items, variantItems;
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        for (int v = 1; v <= n; ++v) {
            items.assign(1, cell);
            for (int h : g.housesOf(cell)) items.push_back(g.cellCount() + h * n + v - 1);
            variantItems.clear();
            if (extra.optionItems) extra.optionItems(cell, v, variantItems);
            for (int item : variantItems) items.push_back(first + item);
            matrix.addOption(items);
        }
    }
    for (const auto& option : extra.options) {
        items.clear();
        for (int item : option) items.push_back(first + item);
        matrix.addOption(items);
    }
    return matrix;
}

}  // namespace

const char* statusName(SolveStatus status) {
    switch (status) {
        case SolveStatus::none: return "none";
        case SolveStatus::unique: return "unique";
        case SolveStatus::multiple: return "multiple";
        case SolveStatus::aborted: return "aborted";
    }
    return "none";
}

bool countKnown(const SolveResult& result, std::uint64_t limit) {
    return result.complete || (limit != 0 && result.count >= limit);
}

std::string budgetMessage(const SolveResult& result) {
    std::string message = "search stopped after " + std::to_string(result.nodes) + " nodes (the node budget)";
    if (result.count == 0) return message + " before the answer was known";
    return message + " having found " + std::to_string(result.count) + " solutions; there may be more";
}

Solver::Solver(Geometry geometry, dlx::Engine engine)
    : geometry_(std::move(geometry)), requested_(engine), matrix_(buildMatrix(geometry_, engine)) {}

SolveResult Solver::run(dlx::ExactCover& matrix, const std::vector<int>& givens, const dlx::SearchLimits& limits) {
    SolveResult result;
    const int n = geometry_.size();
    bool consistent = static_cast<int>(givens.size()) == geometry_.cellCount();
    for (int cell = 0; consistent && cell < geometry_.cellCount(); ++cell) {
        const int v = givens[cell];
        if (v < 0 || v > n) consistent = false;
        else if (v != 0) consistent = matrix.select(optionId(geometry_, cell, v));
    }
    if (consistent) {
        const auto search = matrix.search(limits, [&](const std::vector<int>& options) {
            if (result.solutions.size() < 2) {
                std::vector<int> grid = givens;
                for (int option : options) {
                    if (option < geometry_.cellCount() * n) grid[option / n] = option % n + 1;
                }
                result.solutions.push_back(std::move(grid));
            }
            return true;
        });
        result.count = search.solutions;
        result.nodes = search.nodes;
        result.complete = search.outcome != dlx::Outcome::aborted;
        if (search.outcome == dlx::Outcome::aborted && result.count < 2) {
            result.status = SolveStatus::aborted;
        } else {
            result.status = result.count == 0 ? SolveStatus::none
                          : result.count == 1 ? SolveStatus::unique
                                              : SolveStatus::multiple;
        }
    }
    matrix.reset();
    return result;
}

SolveResult Solver::solve(const std::vector<int>& givens, std::uint64_t limit, std::uint64_t nodeBudget) {
    dlx::SearchLimits limits;
    limits.maxSolutions = limit == 0 ? 0 : std::max<std::uint64_t>(limit, 2);
    limits.nodeBudget = nodeBudget;
    return run(matrix_, givens, limits);
}

SolveResult Solver::first(const std::vector<int>& givens, std::uint64_t nodeBudget) {
    dlx::SearchLimits limits;
    limits.maxSolutions = 1;
    limits.nodeBudget = nodeBudget;
    return run(matrix_, givens, limits);
}

SolveResult Solver::random(const std::vector<int>& givens, std::uint64_t seed, std::uint64_t nodeBudget) {
    dlx::SearchLimits limits;
    limits.maxSolutions = 1;
    limits.nodeBudget = nodeBudget;
    limits.seed = seed == 0 ? 1 : seed;
    if (matrix_.engine() == dlx::Engine::dancingLinks) return run(matrix_, givens, limits);
    if (!seeded_) seeded_ = std::make_unique<dlx::ExactCover>(buildMatrix(geometry_, dlx::Engine::dancingLinks));
    return run(*seeded_, givens, limits);
}

}  // namespace sudoku
