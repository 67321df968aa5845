// `sudoku solve` and `sudoku count`: the exact-cover solver on each input puzzle.
#include <iostream>

#include "commands.h"
#include "session.h"

namespace cli {

namespace {

using Answer = std::function<sudoku::Result<std::string>(sudoku::Solver&, const sudoku::Puzzle&, std::uint64_t budget)>;

// Runs `answer` on each parsed puzzle with the solver of its geometry and the --budget; parse errors are
// the puzzle's error.
int solveEach(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err, const Answer& answer) {
    auto options = puzzleOptions(line);
    auto budget = nodeBudget(line);
    if (!options || !budget) {
        err << "sudoku: " << (!options ? options.error() : budget.error()).message << '\n';
        return kUsageError;
    }
    sudoku::Session session;
    return forEachPuzzle(line, in, out, err, [&](const std::string& text) -> sudoku::Result<std::string> {
        const auto puzzle = session.parseInPlace(text, *options);
        if (!puzzle) return puzzle.error();
        if (auto ok = sudoku::checkGivens((*puzzle)->geometry, (*puzzle)->cells); !ok) return ok.error();
        return answer(session.solver((*puzzle)->geometry), **puzzle, *budget);
    });
}

}  // namespace

int solveCommand(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err) {
    return solveEach(line, in, out, err,
                     [](sudoku::Solver& solver, const sudoku::Puzzle& puzzle, std::uint64_t budget) -> sudoku::Result<std::string> {
                         const auto result = solver.solve(puzzle.cells, 2, budget);
                         switch (result.status) {
                             case sudoku::SolveStatus::unique: return sudoku::formatGrid(result.solutions[0]);
                             case sudoku::SolveStatus::none: return std::string("none");
                             case sudoku::SolveStatus::multiple: return std::string("multiple");
                             case sudoku::SolveStatus::aborted: break;
                         }
                         return sudoku::Error{sudoku::budgetMessage(result), {}};
                     });
}

int countCommand(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err) {
    auto limit = numberOption(line, "--limit", 2, 1, 1'000'000'000);
    if (!limit) {
        err << "sudoku: " << limit.error().message << '\n';
        return kUsageError;
    }
    const auto cap = static_cast<std::uint64_t>(*limit);
    return solveEach(line, in, out, err,
                     [cap](sudoku::Solver& solver, const sudoku::Puzzle& puzzle, std::uint64_t budget) -> sudoku::Result<std::string> {
                         const auto result = solver.solve(puzzle.cells, cap, budget);
                         if (!sudoku::countKnown(result, cap)) return sudoku::Error{sudoku::budgetMessage(result), {}};
                         return std::to_string(std::min(result.count, cap));
                     });
}

}  // namespace cli
