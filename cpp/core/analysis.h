// A puzzle analysed once: its DLX solution and whether it is the only one, from which the logic answers rate,
// steps and hint. The CLI and the module both go through here, so each of these calls' messages is defined once.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "logic/logic_solver.h"
#include "logic/rating.h"
#include "puzzle.h"
#include "result.h"
#include "solver.h"

namespace sudoku {

struct Analysis {
    Puzzle puzzle;
    std::vector<int> solution;  // the first solution the solver found
    bool unique = false;        // it is the only one: the uniqueness techniques may be used
    std::vector<int> second;    // another solution when it is not unique (to show where two differ), else empty

    logic::LogicOptions logicOptions() const;
};

inline constexpr const char* kNoSolutionMessage = "the puzzle has no solution";

// Solves the puzzle once (counting to 2). Errors: no solution, or the node budget ran out first.
Result<Analysis> analyse(Puzzle puzzle, Solver& solver, std::uint64_t nodeBudget = kDefaultNodeBudget);

// Where a puzzle without a solution shows it, in words and cells, for a player who typed it in: the first cell with
// no value left ("r4c5 has no value left"), or value with no place left in a house ("in row 3, 7 has no place
// left"), as the forced values (singles) are placed one by one from the givens, then those values ("once the
// givens force r1c9 = 9", or "once the givens force 12 values"). An empty message when only a search shows it.
Error noSolutionReason(const Puzzle& puzzle);

// The rating; an error when the puzzle has more than one solution.
Result<Rating> rate(const Analysis& analysis);
// The logical solution from the givens, step by step, until solved or stuck.
logic::LogicSolution logicalSteps(const Analysis& analysis);
// The first logical step from the givens; nothing when the grid is already full or no technique applies.
std::optional<logic::Step> firstStep(const Analysis& analysis);

}  // namespace sudoku
