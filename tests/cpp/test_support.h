// Shared test helpers: data files (which must exist) and an independent brute-force sudoku checker.
#pragma once

#include <string>
#include <vector>

#include "geometry.h"

namespace testing {

// Path of a file in the repository's data/ (or $SUDOKU_DATA); fails the test loudly when it is missing.
std::string dataPath(const std::string& name);
// Lines of a data file, without blank lines and '#' comments.
std::vector<std::string> dataLines(const std::string& name);

// Which cells must differ, written from the rules and not from the engine's Geometry: rows, columns,
// R x C boxes or a region map, and optionally both diagonals (X) or the hyper windows.
struct Rules {
    int size = 9;
    int boxRows = 3, boxCols = 3;
    std::vector<int> regions;  // jigsaw region per cell; empty = boxes
    bool diagonals = false;
    bool windows = false;
    bool sameHouse(int a, int b) const;
};

// The cells of each row, then each column, then each box (or jigsaw region), as the rules give them.
std::vector<std::vector<int>> rowsColumnsBoxes(const Rules& rules);

// The rules of a geometry, read from its size, box shape, variant and region map only (not from its houses).
Rules rulesOf(const sudoku::Geometry& geometry);

// Counts solutions by plain backtracking, up to `limit`.
int bruteForceCount(const Rules& rules, std::vector<int> cells, int limit);
// True when `grid` is complete and breaks no rule.
bool validGrid(const Rules& rules, const std::vector<int>& grid);
// True when `grid` keeps every given of `puzzle`.
bool keepsGivens(const std::vector<int>& puzzle, const std::vector<int>& grid);

// Runs the CLI with arguments and standard input text; returns its standard output. exitCode receives the status.
std::string runCli(const std::string& arguments, const std::string& input, int* exitCode = nullptr);
// Runs sudoku_bench with arguments (no input); returns its standard output and error.
std::string runBench(const std::string& arguments, int* exitCode = nullptr);
// Runs a program with arguments and standard input text; returns its standard output and error.
std::string runProgram(const std::string& program, const std::string& arguments, const std::string& input,
                       int* exitCode = nullptr);

}  // namespace testing
