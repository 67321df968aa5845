// The module's state, the solve settings shared by `solve` (bindings.cpp) and `solveMany` (bench_bindings.cpp), and
// the solve results as JS values.
#pragma once

#include <cstdint>

#include "js_values.h"
#include "session.h"

namespace js {

// The one Session of the module: solvers, the last geometry and the last analysis, kept across calls.
sudoku::Session& session();

// A solve call's puzzle, read through the module's session: text; a grid of values, an array or integer typed
// array of n*n values (0 = blank) whose shape comes from the options (a typed array is the fast way in: no text is
// made or read); or a description's values (puzzleValuesOf), read without making or parsing text.
Result<sudoku::Puzzle> solvePuzzle(const val& puzzle, const sudoku::PuzzleOptions& options);

// The largest grid a call reads (25x25), and the largest count or node budget it takes.
constexpr int kMaxCells = sudoku::kMaxSize * sudoku::kMaxSize;
constexpr double kMaxCount = 1e15;
constexpr std::uint64_t kDefaultLimit = 2;

// A grid of `length` values (0 = blank), n*n for n from 4 to 25, shaped by the options (no region map).
Result<sudoku::Puzzle> gridPuzzle(const int* cells, int length, const sudoku::PuzzleOptions& options);

struct SolveSettings {
    sudoku::PuzzleOptions puzzle;
    std::uint64_t limit = kDefaultLimit;  // 0 = count all
    std::uint64_t budget = sudoku::kDefaultNodeBudget;
    bool first = false;       // stop at the first solution
    dlx::Engine engine = dlx::Engine::automatic;
};

// limit and options {variant, box, budget, first, engine}.
Result<SolveSettings> solveSettings(const val& limit, const val& options);
sudoku::SolveResult runSolver(const sudoku::Puzzle& puzzle, const SolveSettings& settings);
// A solve call's result once its puzzle is read: the puzzle's error, or its solve (the budget's message if it ran out).
val solvedObject(const Result<sudoku::Puzzle>& puzzle, const SolveSettings& settings);
val solvedObject(const sudoku::Puzzle& puzzle, const SolveSettings& settings);
// "found" for a first-solution query: it proves a solution exists, not that it is unique.
// {status, count, solution (an array of values, empty unless unique), solutions [arrays], error, errorCells, nodes}:
// every field always there, so JS can read any of them without checking the status first. `status` must be a string
// literal: JS keeps each status's text by its address.
val solveObject(const char* status, const sudoku::SolveResult& result, const Error& error);
val solveError(const Error& error);
// Grids as an array of arrays.
val gridList(const std::vector<std::vector<int>>& grids);

const char* statusText(const sudoku::SolveResult& result, const SolveSettings& settings);

}  // namespace js
