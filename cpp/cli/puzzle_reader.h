// Groups input lines into puzzles: a line holding a whole puzzle is one puzzle; otherwise consecutive lines
// that read as grid rows gather until the grid is complete (as many rows as its first row has cells).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "result.h"

namespace cli {

// One puzzle of the input.
struct InputPuzzle {
    std::string text;            // a one-line puzzle's first token, or a grid's rows joined by '\n'
    std::vector<int> rowLines;   // a grid: the input line of each row; empty for a one-line puzzle
    int lastLine = 0;            // a grid: its last input line (the fields line, if any)
    std::optional<sudoku::Error> error;  // a grid that ended before its last row

    bool grid() const { return !rowLines.empty(); }
    // " (lines 4-12)" for a grid: where its error is, narrowed to the rows of the cells the error names.
    std::string where(const sudoku::Error& problem, const std::string& source) const;
};

// Feed it a stream's lines in order, then end(); it calls `emit` once per puzzle, in input order.
//  - blank lines, '#' comments and lines of box separators only ('-', '+', '|', '=') are skipped;
//  - a line whose first token (up to ':', ',' or white space) is N*N symbols long for N 4..25, plus any
//    ';' fields, is a one-line puzzle; so is a line with ':' or ',' (a data file's line), and any line that
//    is not a grid row;
//  - any other line of symbols, '.', spaces and separators only, whose cells (pastedRowCells) number N,
//    4..25, starts a grid of N rows; the following
//    lines are its rows (whatever they hold: the parser names a bad row) until it has N, then a line
//    starting with ';' right after the last row adds its fields (";x", ";3x2", ";REGIONS"). A blank line,
//    the end of the input or a one-line puzzle before the last row ends the grid with an error (a lone
//    line of symbols without spaces is then read as a one-line puzzle and gets that message).
class PuzzleReader {
public:
    explicit PuzzleReader(std::function<void(const InputPuzzle&)> emit) : emit_(std::move(emit)) {}
    void line(const std::string& text, int number);
    void end();

private:
    void startOrEmit(const std::string& text, int number);
    void emitGrid();

    std::function<void(const InputPuzzle&)> emit_;
    InputPuzzle grid_;   // the grid being read, when rowLines is not empty
    int rowsWanted_ = 0;
};

}  // namespace cli
