// What a long-lived caller (the module, the CLI's line loop) keeps between calls: the solvers of recent
// geometries, the last geometry (the next parse of the same shape shares it) and the last analysis, so a hint on
// the game being played neither parses nor solves it again.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "analysis.h"
#include "solver_cache.h"

namespace sudoku {

class Session {
public:
    Result<Puzzle> parse(const std::string& text, const PuzzleOptions& options = {});
    Solver& solver(const Geometry& geometry, dlx::Engine engine = dlx::Engine::automatic) {
        return solvers_.get(geometry, engine);
    }
    // parse, then analyse (analysis.h); the same text and options as the last successful call give its analysis
    // back without parsing or solving.
    Result<Analysis> analyse(const std::string& text, const PuzzleOptions& options = {},
                             std::uint64_t nodeBudget = kDefaultNodeBudget);
    // Puzzles analysed so far (a repeated analysis is not counted: it solved nothing).
    std::uint64_t analysed() const { return analysed_; }

private:
    struct Analysed {
        std::string text;
        PuzzleOptions options;
        Analysis analysis;
    };

    SolverCache solvers_;
    std::optional<Geometry> lastGeometry_;
    std::optional<Analysed> lastAnalysis_;
    std::uint64_t analysed_ = 0;
};

}  // namespace sudoku
