// Solve once, then answer the logic calls: the one place the CLI's and the module's rate/steps/hint meet.
#include "analysis.h"

namespace sudoku {

logic::LogicOptions Analysis::logicOptions() const { return logic::optionsFor(puzzle, unique); }

Result<Analysis> analyse(Puzzle puzzle, Solver& solver, std::uint64_t nodeBudget) {
    const auto result = solver.solve(puzzle.cells, 2, nodeBudget);
    if (result.status == SolveStatus::none) return Error{kNoSolutionMessage, {}};
    if (result.status == SolveStatus::aborted) return Error{budgetMessage(result), {}};
    const bool unique = result.status == SolveStatus::unique;
    return Analysis{std::move(puzzle), result.solutions.at(0), unique, unique ? std::vector<int>{} : result.solutions.at(1)};
}

Result<Rating> rate(const Analysis& analysis) {
    if (!analysis.unique) return Error{"the puzzle has more than one solution, so it cannot be rated", {}};
    return ratePuzzle(analysis.puzzle);
}

logic::LogicSolution logicalSteps(const Analysis& analysis) {
    auto board = logic::boardOf(analysis.puzzle);
    return logic::solveLogically(board, analysis.logicOptions());
}

std::optional<logic::Step> firstStep(const Analysis& analysis) {
    return logic::nextStep(logic::boardOf(analysis.puzzle), analysis.logicOptions());
}

}  // namespace sudoku
