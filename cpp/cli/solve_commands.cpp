// `sudoku solve` and `sudoku count`: the exact-cover solver on each input line.
#include <iostream>
#include <optional>

#include "commands.h"
#include "solver_cache.h"

namespace cli {

namespace {

// Runs `answer` on each parsed puzzle with the solver of its geometry; parse errors become `error:` lines.
int solveEach(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err,
              const std::function<std::string(sudoku::Solver&, const sudoku::Puzzle&)>& answer) {
    auto options = puzzleOptions(line);
    if (!options) {
        err << "sudoku: " << options.error().message << '\n';
        return kUsageError;
    }
    sudoku::SolverCache solvers;
    std::optional<sudoku::Geometry> last;
    return forEachPuzzle(line, in, out, err, [&](const std::string& token) {
        auto puzzle = sudoku::parsePuzzle(token, *options, last ? &*last : nullptr);
        if (!puzzle) return "error: " + puzzle.error().message;
        last = puzzle->geometry;
        return answer(solvers.get(puzzle->geometry), *puzzle);
    });
}

}  // namespace

int solveCommand(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err) {
    return solveEach(line, in, out, err, [](sudoku::Solver& solver, const sudoku::Puzzle& puzzle) -> std::string {
        const auto result = solver.solve(puzzle.cells, 2);
        switch (result.status) {
            case sudoku::SolveStatus::unique: return sudoku::formatGrid(result.solutions[0]);
            case sudoku::SolveStatus::none: return "none";
            case sudoku::SolveStatus::multiple: return "multiple";
            case sudoku::SolveStatus::aborted: return "error: " + sudoku::budgetMessage(result);
        }
        return "none";
    });
}

int countCommand(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err) {
    auto limit = numberOption(line, "--limit", 2, 1, 1'000'000'000);
    if (!limit) {
        err << "sudoku: " << limit.error().message << '\n';
        return kUsageError;
    }
    const auto cap = static_cast<std::uint64_t>(*limit);
    return solveEach(line, in, out, err, [cap](sudoku::Solver& solver, const sudoku::Puzzle& puzzle) -> std::string {
        const auto result = solver.solve(puzzle.cells, cap);
        if (!sudoku::countKnown(result, cap)) return "error: " + sudoku::budgetMessage(result);
        return std::to_string(std::min(result.count, cap));
    });
}

}  // namespace cli
