// `sudoku_bench logic`: logical solving coverage, the step invariant, rating calibration and speed.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "puzzle.h"

int runLogicBench(int argc, char** argv);

// A puzzle of a data file and its label: rated-5000's level column, se-rated's ER, else empty.
struct Entry {
    sudoku::Puzzle puzzle;  // with its constraints, if the line has any
    std::string label;
};
// Reads up to `limit` puzzles of a file (headers and comments skipped); false when it cannot be read.
bool loadFile(const std::string& path, std::size_t limit, std::vector<Entry>& entries);
// Ranks (ties share their mean rank), and Spearman's correlation as the Pearson correlation of two rank lists.
std::vector<double> ranks(const std::vector<double>& values);
double rankCorrelation(const std::vector<double>& rx, const std::vector<double>& ry);
double spearman(const std::vector<double>& x, const std::vector<double>& y);

// What the logic did over a set of puzzles (shared with `sudoku_bench killer`).
struct FileReport {
    int puzzles = 0, solved = 0, wrong = 0;
    std::map<std::string, int> levels;
    std::map<std::string, std::pair<double, int>> scoreByLabel;  // sum, count
    std::map<std::string, std::map<std::string, int>> levelsByLabel;  // label -> our level -> puzzles
    std::map<std::string, std::pair<int, int>> techniques;        // name -> steps, puzzles using it
    int forcing = 0;  // puzzles whose path needs a forcing chain or net
    std::vector<double> rateMs, hintMs, scores, numericLabels;
};

// Solves one puzzle step by step (checking each step against `solution`), rates it, and adds to the report.
void runPuzzle(const sudoku::Puzzle& puzzle, const std::vector<int>& solution, const std::string& label,
               FileReport& report);
void printReport(const std::string& title, const FileReport& report);
