// What a long-lived caller (the module, the CLI's line loop) keeps between calls: the solvers of recent
// geometries, the last geometry (the next parse of the same shape shares it) and the last analysis, so a hint on
// the game being played neither parses nor solves it again.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "analysis.h"
#include "puzzle_values.h"
#include "solver_cache.h"

namespace sudoku {

// A puzzle parsed once and analysed once (Session::examine): the analysis fails for a puzzle with no solution or a
// search over budget, and the puzzle is there all the same (to show it).
struct Examined {
    Puzzle puzzle;
    Result<Analysis> analysis;
};

class Session {
public:
    Result<Puzzle> parse(const std::string& text, const PuzzleOptions& options = {});
    // parse for a caller that solves one puzzle per call (the module's `solve`): the puzzle is the session's, valid
    // until the next such call. A plain line of the last geometry's shape (readPlainLine) is read into it in place,
    // so a stream of them copies no geometry and allocates nothing. Its givens are not checked: a solution proves
    // that no two of them clash, so a caller that solves first needs checkGivens only when none is found.
    Result<const Puzzle*> parseInPlace(std::string_view text, const PuzzleOptions& options = {});
    // The same for a puzzle given as values (puzzle_values.h), sharing the last geometry like parse; not counted
    // as a parse (no text is read).
    Result<Puzzle> fromValues(const PuzzleValues& values);
    // parseInPlace for a grid of `length` values with `options` (the module's solve by grid): a grid of the last
    // geometry's shape with every value in range (readPlainValues) is read into the same puzzle, givens unchecked;
    // null for anything else, which fromValues reads with the same answer. Not counted as a parse.
    const Puzzle* valuesInPlace(const int* values, int length, const PuzzleOptions& options);
    Solver& solver(const Geometry& geometry, dlx::Engine engine = dlx::Engine::automatic) {
        return solvers_.get(geometry, engine);
    }
    // parse, then analyse (analysis.h); the same text and options as the last successful call, or the engine's own
    // text of that puzzle (formatPuzzle) with default options, give its analysis back without parsing or solving.
    Result<Analysis> analyse(const std::string& text, const PuzzleOptions& options = {},
                             std::uint64_t nodeBudget = kDefaultNodeBudget);
    // One parse and one analysis, kept as the last analysis like analyse's; an error only when the text does not parse.
    Result<Examined> examine(const std::string& text, const PuzzleOptions& options = {},
                             std::uint64_t nodeBudget = kDefaultNodeBudget);
    // Puzzles analysed so far (a repeated analysis is not counted: it solved nothing).
    std::uint64_t analysed() const { return analysed_; }
    // Texts parsed so far, by parse, analyse and examine.
    std::uint64_t parsed() const { return parsed_; }

private:
    struct Analysed {
        std::string text;
        PuzzleOptions options;
        std::string canonical;  // formatPuzzle of the puzzle: it reads back without options
        Analysis analysis;
    };

    // parse without checkGivens.
    Result<Puzzle> parseUnchecked(const std::string& text, const PuzzleOptions& options);
    const Analysis* remembered(const std::string& text, const PuzzleOptions& options) const;
    Result<Analysis> analysePuzzle(const std::string& text, const PuzzleOptions& options, Puzzle puzzle,
                                   std::uint64_t nodeBudget);

    SolverCache solvers_;
    std::optional<Geometry> lastGeometry_;
    std::optional<Puzzle> inPlace_;  // parseInPlace's puzzle
    std::optional<Analysed> lastAnalysis_;
    std::uint64_t analysed_ = 0;
    std::uint64_t parsed_ = 0;
};

}  // namespace sudoku
