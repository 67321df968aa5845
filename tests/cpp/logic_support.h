// Helpers for the logic suites: boards built cell by cell, and step results as sorted text.
#pragma once

#include <string>
#include <vector>

#include "logic/logic_solver.h"

namespace testing {

// The first house index of each kind on 9x9 (then + number - 1): rows 0-8, columns 9-17, boxes 18-26.
constexpr int kRow = 0, kColumn = 9, kBox = 18;

// An empty classic board of the given size (all candidates open).
sudoku::logic::Board emptyBoard(int size = 9);
// A board with the givens of a puzzle line placed.
sudoku::logic::Board boardFromLine(const std::string& line);
// "r1c1" -> cell index on a 9x9 grid.
int cellAt(const std::string& name, int size = 9);
// Leaves `value` in only these cells (by name) of a house: on 9x9, rows are houses 0-8, columns 9-17, boxes 18-26.
void keepValueOnlyIn(sudoku::logic::Board& board, int house, int value, const std::vector<std::string>& cells);
// Sets a cell's candidates to exactly `values` (e.g. {1, 2}).
void setCandidates(sudoku::logic::Board& board, const std::string& cell, const std::vector<int>& values);
// "r1c2=7" placements then "r1c2<>4" eliminations, sorted: an order-free text of what a step does.
std::vector<std::string> moves(const sudoku::logic::Board& board, const sudoku::logic::Step& step);
// The DLX solution of a puzzle line (which must have exactly one).
std::vector<int> solutionOf(const std::string& line);

}  // namespace testing
