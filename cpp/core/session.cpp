// The state a caller keeps between puzzles: shared geometries, cached solvers, the last analysis.
#include "session.h"

namespace sudoku {

Result<Puzzle> Session::parse(const std::string& text, const PuzzleOptions& options) {
    auto puzzle = parsePuzzle(text, options, lastGeometry_ ? &*lastGeometry_ : nullptr);
    if (puzzle) lastGeometry_ = puzzle->geometry;
    return puzzle;
}

Result<Analysis> Session::analyse(const std::string& text, const PuzzleOptions& options, std::uint64_t nodeBudget) {
    const auto same = [&](const Analysed& last) {
        return last.text == text && last.options.variant == options.variant && last.options.box.rows == options.box.rows &&
               last.options.box.cols == options.box.cols;
    };
    if (lastAnalysis_ && same(*lastAnalysis_)) return lastAnalysis_->analysis;
    auto puzzle = parse(text, options);
    if (!puzzle) return puzzle.error();
    Solver& solver = solvers_.get(puzzle->geometry);
    ++analysed_;
    auto analysis = sudoku::analyse(std::move(puzzle.value()), solver, nodeBudget);
    if (analysis) lastAnalysis_ = Analysed{text, options, *analysis};
    return analysis;
}

}  // namespace sudoku
