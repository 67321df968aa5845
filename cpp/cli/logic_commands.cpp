// `sudoku rate`, `sudoku steps` and `sudoku hint`: the logic engine on each input puzzle.
#include <iostream>

#include "commands.h"
#include "logic/logic_solver.h"
#include "solver_cache.h"

namespace cli {

namespace {

// Runs `answer` on each puzzle that has a solution (checked by the exact-cover solver within --budget);
// `unique` tells whether it has exactly one.
int logicEach(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err,
              const std::function<sudoku::Result<std::string>(const sudoku::Puzzle&, bool unique)>& answer) {
    auto options = puzzleOptions(line);
    auto budget = nodeBudget(line);
    if (!options || !budget) {
        err << "sudoku: " << (!options ? options.error() : budget.error()).message << '\n';
        return kUsageError;
    }
    sudoku::SolverCache solvers;
    return forEachPuzzle(line, in, out, err, [&](const std::string& text) -> sudoku::Result<std::string> {
        auto puzzle = sudoku::parsePuzzle(text, *options);
        if (!puzzle) return puzzle.error();
        const auto result = solvers.get(puzzle->geometry).solve(puzzle->cells, 2, *budget);
        switch (result.status) {
            case sudoku::SolveStatus::none: return sudoku::Error{"the puzzle has no solution", {}};
            case sudoku::SolveStatus::aborted: return sudoku::Error{sudoku::budgetMessage(result), {}};
            case sudoku::SolveStatus::multiple:
            case sudoku::SolveStatus::unique: break;
        }
        return answer(*puzzle, result.status == sudoku::SolveStatus::unique);
    });
}

sudoku::logic::LogicOptions logicOptions(bool unique) {
    sudoku::logic::LogicOptions options;
    options.uniqueness = unique;
    return options;
}

}  // namespace

int rateCommand(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err) {
    return logicEach(line, in, out, err, [](const sudoku::Puzzle& puzzle, bool unique) -> sudoku::Result<std::string> {
        if (!unique) return sudoku::Error{"the puzzle has more than one solution, so it cannot be rated", {}};
        const sudoku::Rating rating = sudoku::ratePuzzle(puzzle);
        return std::string(sudoku::levelName(rating.level)) + ' ' + std::to_string(rating.score) + ' ' +
               rating.hardest;
    });
}

int stepsCommand(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err) {
    return logicEach(line, in, out, err, [](const sudoku::Puzzle& puzzle, bool unique) -> sudoku::Result<std::string> {
        auto board = sudoku::logic::boardOf(puzzle);
        const auto solution = sudoku::logic::solveLogically(board, logicOptions(unique));
        std::string text;
        for (const auto& step : solution.steps) text += sudoku::logic::stepLine(puzzle.geometry, step) + '\n';
        return text + (solution.solved ? "solved" : "stuck");
    });
}

int hintCommand(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err) {
    return logicEach(line, in, out, err, [](const sudoku::Puzzle& puzzle, bool unique) -> sudoku::Result<std::string> {
        const auto board = sudoku::logic::boardOf(puzzle);
        if (board.solved()) return std::string("solved");
        const auto step = sudoku::logic::nextStep(board, logicOptions(unique));
        return step ? sudoku::logic::stepLine(puzzle.geometry, *step) : std::string("stuck");
    });
}

}  // namespace cli
