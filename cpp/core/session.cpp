// The state a caller keeps between puzzles: shared geometries, cached solvers, the last analysis.
#include "session.h"

namespace sudoku {

namespace {

bool sameOptions(const PuzzleOptions& a, const PuzzleOptions& b) {
    return a.variant == b.variant && a.box.rows == b.box.rows && a.box.cols == b.box.cols;
}

}  // namespace

Result<Puzzle> Session::parse(const std::string& text, const PuzzleOptions& options) {
    auto puzzle = parseUnchecked(text, options);
    if (!puzzle) return puzzle;
    if (auto ok = checkGivens(puzzle->geometry, puzzle->cells); !ok) return ok.error();
    return puzzle;
}

Result<Puzzle> Session::parseUnchecked(const std::string& text, const PuzzleOptions& options) {
    ++parsed_;
    auto puzzle = parseUncheckedPuzzle(text, options, lastGeometry_ ? &*lastGeometry_ : nullptr);
    if (puzzle) lastGeometry_ = puzzle->geometry;
    return puzzle;
}

Result<const Puzzle*> Session::parseInPlace(std::string_view text, const PuzzleOptions& options) {
    if (inPlace_ && lastGeometry_ && readPlainLine(text, options, *lastGeometry_, inPlace_->cells)) {
        ++parsed_;
        if (inPlace_->geometry != *lastGeometry_) inPlace_->geometry = *lastGeometry_;
        return &*inPlace_;
    }
    auto puzzle = parseUnchecked(std::string(text), options);
    if (!puzzle) return puzzle.error();
    inPlace_ = std::move(puzzle.value());
    return &*inPlace_;
}

const Puzzle* Session::valuesInPlace(const int* values, int length, const PuzzleOptions& options) {
    if (!lastGeometry_) return nullptr;
    if (!inPlace_) inPlace_ = Puzzle{*lastGeometry_, {}};
    if (!readPlainValues(values, length, options, *lastGeometry_, inPlace_->cells)) return nullptr;
    if (inPlace_->geometry != *lastGeometry_) inPlace_->geometry = *lastGeometry_;
    return &*inPlace_;
}

Result<Puzzle> Session::fromValues(const PuzzleValues& values) {
    auto puzzle = puzzleFromValues(values, true, lastGeometry_ ? &*lastGeometry_ : nullptr);
    if (puzzle) lastGeometry_ = puzzle->geometry;
    return puzzle;
}

const Analysis* Session::remembered(const std::string& text, const PuzzleOptions& options) const {
    if (!lastAnalysis_) return nullptr;
    const Analysed& last = *lastAnalysis_;
    const bool asGiven = last.text == text && sameOptions(last.options, options);
    const bool canonical = last.canonical == text && sameOptions(PuzzleOptions{}, options);
    return asGiven || canonical ? &last.analysis : nullptr;
}

Result<Analysis> Session::analysePuzzle(const std::string& text, const PuzzleOptions& options, Puzzle puzzle,
                                        std::uint64_t nodeBudget) {
    Solver& solver = solvers_.get(puzzle.geometry);
    ++analysed_;
    auto analysis = sudoku::analyse(std::move(puzzle), solver, nodeBudget);
    if (analysis) lastAnalysis_ = Analysed{text, options, formatPuzzle(analysis->puzzle), *analysis};
    return analysis;
}

Result<Analysis> Session::analyse(const std::string& text, const PuzzleOptions& options, std::uint64_t nodeBudget) {
    if (const Analysis* last = remembered(text, options)) return *last;
    auto puzzle = parse(text, options);
    if (!puzzle) return puzzle.error();
    return analysePuzzle(text, options, std::move(puzzle.value()), nodeBudget);
}

Result<Examined> Session::examine(const std::string& text, const PuzzleOptions& options, std::uint64_t nodeBudget) {
    if (const Analysis* last = remembered(text, options)) return Examined{last->puzzle, *last};
    auto puzzle = parse(text, options);
    if (!puzzle) return puzzle.error();
    Puzzle kept = *puzzle;
    return Examined{std::move(kept), analysePuzzle(text, options, std::move(puzzle.value()), nodeBudget)};
}

}  // namespace sudoku
