// The step-by-step logical solver: tries the techniques easiest first and applies one step at a time.
#pragma once

#include <optional>
#include <vector>

#include "step.h"

namespace sudoku::logic {

struct LogicOptions {
    bool uniqueness = false;  // the puzzle is known to have one solution: uniqueness techniques are allowed
    bool chains = true;       // chains and forcing chains (the slowest techniques) are allowed
    bool scored = false;      // the solve a rating's score follows: rows flagged kUnscored are left out
    // Set: only whether the puzzle is within this level matters. Techniques tried after the last one at or below
    // it are not tried, and a step above it is not taken, so such a puzzle ends stuck (rated extreme).
    std::optional<Level> ceiling;
};

// The easiest step that makes progress on the board, or nothing when no technique applies (or the board is
// already solved or broken).
std::optional<Step> nextStep(const Board& board, const LogicOptions& options);

struct LogicSolution {
    std::vector<Step> steps;
    bool solved = false;  // false: stuck, no technique applies
};

// Applies nextStep until the board is solved or stuck; `board` ends in the last position reached.
LogicSolution solveLogically(Board& board, const LogicOptions& options);

// The rating of a logical solution (what ratePuzzle returns for the solution it finds, but for the score when
// the solution took an unscored step: see scoredSolution).
Rating rateSolution(const LogicSolution& solution);
// The score of a solution: its hardest step's score weight and its count of non-single steps.
int solutionScore(const LogicSolution& solution);
// The solution a rating's score follows, when it is not `solution` itself (solved from `puzzle` with `options`):
// where `solution` took a step of a row flagged kUnscored, its steps before that one and from there a solve
// without those rows and without a ceiling. Nothing when no step was unscored.
std::optional<LogicSolution> scoredSolution(const Puzzle& puzzle, const LogicSolution& solution,
                                            LogicOptions options);
// A rating's score from its hardest step's score weight and its count of non-single steps; a stuck solve scores
// above every technique (`sudoku_bench fit` scores with trial weights through it).
int ratingScore(int hardestWeight, int harderSteps, bool solved);

// The options for solving a puzzle (given whether it has one solution): uniqueness techniques only when it has one
// and no constraints beyond houses, since they reason about deadly patterns of houses alone and a cage sum or a
// thermometer can tell the two fillings of such a pattern apart.
LogicOptions optionsFor(const Puzzle& puzzle, bool unique);

// A board with the puzzle's givens placed and every other candidate open.
Board boardOf(const Puzzle& puzzle);

}  // namespace sudoku::logic
