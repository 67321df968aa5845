// `sudoku_bench logic`: logical solving coverage, the step invariant, rating calibration and speed.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "puzzle.h"

int runLogicBench(int argc, char** argv);

// What the logic did over a set of puzzles (shared with `sudoku_bench killer`).
struct FileReport {
    int puzzles = 0, solved = 0, wrong = 0;
    std::map<std::string, int> levels;
    std::map<std::string, std::pair<double, int>> scoreByLabel;  // sum, count
    std::map<std::string, std::pair<int, int>> techniques;        // name -> steps, puzzles using it
    int forcing = 0;                                               // puzzles whose path needs a forcing chain
    std::vector<double> rateMs, hintMs, scores, numericLabels;
};

// Solves one puzzle step by step (checking each step against `solution`), rates it, and adds to the report.
void runPuzzle(const sudoku::Puzzle& puzzle, const std::vector<int>& solution, const std::string& label,
               FileReport& report);
void printReport(const std::string& title, const FileReport& report);
