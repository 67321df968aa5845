// The module's session and the settings of its solve calls.
#include "solve_values.h"

namespace js {

sudoku::Session& session() {
    static sudoku::Session state;
    return state;
}

Result<SolveSettings> solveSettings(const val& limit, const val& options) {
    if (auto ok = checkOptionsObject(options, {"variant", "box", "budget", "first"}); !ok) return ok.error();
    SolveSettings settings;
    auto parsed = puzzleOptions(options);
    if (!parsed) return parsed.error();
    auto count = wholeNumber(limit, "limit", 2, 0, 1e15);
    if (!count) return count.error();
    auto budget = wholeNumber(option(options, "budget"), "options.budget", sudoku::kDefaultNodeBudget, 1, 1e15);
    if (!budget) return budget.error();
    auto first = flagOption(options, "first", false);
    if (!first) return first.error();
    settings.puzzle = *parsed;
    settings.limit = static_cast<std::uint64_t>(*count);
    settings.budget = static_cast<std::uint64_t>(*budget);
    settings.first = *first;
    return settings;
}

sudoku::SolveResult runSolver(const sudoku::Puzzle& puzzle, const SolveSettings& settings) {
    sudoku::Solver& solver = session().solver(puzzle.geometry);
    return settings.first ? solver.first(puzzle.cells, settings.budget)
                          : solver.solve(puzzle.cells, settings.limit, settings.budget);
}

const char* statusText(const sudoku::SolveResult& result, const SolveSettings& settings) {
    const bool found = settings.first && result.status == sudoku::SolveStatus::unique;
    return found ? "found" : sudoku::statusName(result.status);
}

}  // namespace js
