// `sudoku rate`, `sudoku steps` and `sudoku hint`: the core's analysis (analysis.h) on each input line.
#include <iostream>

#include "commands.h"
#include "session.h"

namespace cli {

namespace {

// Runs `answer` on the analysis of each puzzle that has a solution.
int logicEach(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err,
              const std::function<std::string(const sudoku::Analysis&)>& answer) {
    auto options = puzzleOptions(line);
    if (!options) {
        err << "sudoku: " << options.error().message << '\n';
        return kUsageError;
    }
    sudoku::Session session;
    return forEachPuzzle(line, in, out, err, [&](const std::string& token) -> std::string {
        const auto analysis = session.analyse(token, *options);
        if (!analysis) return "error: " + analysis.error().message;
        return answer(*analysis);
    });
}

}  // namespace

int rateCommand(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err) {
    return logicEach(line, in, out, err, [](const sudoku::Analysis& analysis) -> std::string {
        const auto rating = sudoku::rate(analysis);
        if (!rating) return "error: " + rating.error().message;
        return std::string(sudoku::levelName(rating->level)) + ' ' + std::to_string(rating->score) + ' ' +
               rating->hardest;
    });
}

int stepsCommand(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err) {
    return logicEach(line, in, out, err, [](const sudoku::Analysis& analysis) -> std::string {
        const auto solution = sudoku::logicalSteps(analysis);
        std::string text;
        for (const auto& step : solution.steps) text += sudoku::logic::stepLine(analysis.puzzle.geometry, step) + '\n';
        return text + (solution.solved ? "solved" : "stuck");
    });
}

int hintCommand(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err) {
    return logicEach(line, in, out, err, [](const sudoku::Analysis& analysis) -> std::string {
        if (analysis.puzzle.cells == analysis.solution) return "solved";
        const auto step = sudoku::firstStep(analysis);
        return step ? sudoku::logic::stepLine(analysis.puzzle.geometry, *step) : "stuck";
    });
}

}  // namespace cli
