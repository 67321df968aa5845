// `sudoku rate`, `sudoku steps` and `sudoku hint`: the core's analysis (analysis.h) of each input puzzle.
#include <iostream>

#include "commands.h"
#include "session.h"

namespace cli {

namespace {

// Runs `answer` on the analysis of each puzzle that has a solution (checked by the exact-cover solver within
// --budget).
int logicEach(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err,
              const std::function<sudoku::Result<std::string>(const sudoku::Analysis&)>& answer) {
    auto options = puzzleOptions(line);
    auto budget = nodeBudget(line);
    if (!options || !budget) {
        err << "sudoku: " << (!options ? options.error() : budget.error()).message << '\n';
        return kUsageError;
    }
    sudoku::Session session;
    return forEachPuzzle(line, in, out, err, [&](const std::string& text) -> sudoku::Result<std::string> {
        const auto analysis = session.analyse(text, *options, *budget);
        if (!analysis) return analysis.error();
        return answer(*analysis);
    });
}

}  // namespace

int rateCommand(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err) {
    return logicEach(line, in, out, err, [](const sudoku::Analysis& analysis) -> sudoku::Result<std::string> {
        const auto rating = sudoku::rate(analysis);
        if (!rating) return rating.error();
        return std::string(sudoku::levelName(rating->level)) + ' ' + std::to_string(rating->score) + ' ' +
               rating->hardest;
    });
}

int stepsCommand(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err) {
    return logicEach(line, in, out, err, [](const sudoku::Analysis& analysis) -> sudoku::Result<std::string> {
        const auto solution = sudoku::logicalSteps(analysis);
        std::string text;
        for (const auto& step : solution.steps) text += sudoku::logic::stepLine(analysis.puzzle.geometry, step) + '\n';
        return text + (solution.solved ? "solved" : "stuck");
    });
}

int hintCommand(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err) {
    return logicEach(line, in, out, err, [](const sudoku::Analysis& analysis) -> sudoku::Result<std::string> {
        if (analysis.puzzle.cells == analysis.solution) return std::string("solved");
        const auto step = sudoku::firstStep(analysis);
        return step ? sudoku::logic::stepLine(analysis.puzzle.geometry, *step) : std::string("stuck");
    });
}

}  // namespace cli
