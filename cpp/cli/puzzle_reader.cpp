// Grouping input lines into one-line puzzles and pasted grids (the rules are in puzzle_reader.h).
#include "puzzle_reader.h"

#include <algorithm>
#include <cctype>
#include <cstring>

#include "geometry.h"
#include "puzzle.h"

namespace cli {

namespace {

bool blank(const std::string& text) { return text.find_first_not_of(" \t\r") == std::string::npos; }

bool comment(const std::string& text) {
    const auto start = text.find_first_not_of(" \t\r");
    return start != std::string::npos && text[start] == '#';
}

// A border or band line of a pasted grid, "------+-------+------".
bool separatorsOnly(const std::string& text) {
    return text.find_first_not_of(" \t\r-+|=") == std::string::npos && text.find_first_of("-+|=") != std::string::npos;
}

// `token` is the line's first token.
bool oneLinePuzzle(const std::string& text, const std::string& token) {
    if (sudoku::firstOf(text, ":,") != std::string::npos) return true;
    const std::size_t cells = std::min(token.find(';'), token.size());
    for (std::size_t n = sudoku::kMinSize; n <= sudoku::kMaxSize; ++n) {
        if (cells == n * n) return true;
    }
    return false;
}

// The cells of a line that can start a grid: only symbols, '.', white space and separators before any ';'
// fields (so a line of junk stays one bad puzzle); 0 otherwise.
int firstRowCells(const std::string& text) {
    const std::string row = text.substr(0, text.find(';'));
    const bool plain = std::all_of(row.begin(), row.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || (c != 0 && std::strchr(". \t\r-+|=", c) != nullptr);
    });
    return plain ? sudoku::pastedRowCells(row) : 0;
}

std::string listed(const std::vector<int>& numbers) {
    std::string text;
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        if (i > 0) text += i + 1 == numbers.size() ? " and " : ", ";
        text += std::to_string(numbers[i]);
    }
    return text;
}

}  // namespace

std::string InputPuzzle::where(const sudoku::Error& problem, const std::string& source) const {
    if (!grid()) return "";
    const int rows = static_cast<int>(rowLines.size());
    std::vector<int> lines;
    for (int cell : problem.cells) {
        if (cell >= 0 && cell / rows < rows) lines.push_back(rowLines[cell / rows]);
    }
    std::sort(lines.begin(), lines.end());
    lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
    const std::string span = lines.empty()   ? "lines " + std::to_string(rowLines.front()) + "-" + std::to_string(lastLine)
                             : lines.size() == 1 ? "line " + listed(lines)
                                                 : "lines " + listed(lines);
    return " (" + (source.empty() ? "" : source + ": ") + span + ")";
}

void PuzzleReader::line(const std::string& text, int number) {
    if (comment(text) || separatorsOnly(text)) return;
    if (blank(text)) {
        if (grid_.grid()) emitGrid();
        return;
    }
    if (grid_.grid()) {
        const bool complete = static_cast<int>(grid_.rowLines.size()) == rowsWanted_;
        if (complete && text[text.find_first_not_of(" \t\r")] == ';') {
            grid_.text += '\n' + text;
            grid_.lastLine = number;
            emitGrid();
            return;
        }
        if (!complete && !oneLinePuzzle(text, sudoku::firstToken(text))) {
            grid_.text += '\n' + text;
            grid_.rowLines.push_back(number);
            grid_.lastLine = number;
            return;
        }
        emitGrid();
    }
    startOrEmit(text, number);
}

void PuzzleReader::end() {
    if (grid_.grid()) emitGrid();
}

void PuzzleReader::startOrEmit(const std::string& text, int number) {
    std::string token = sudoku::firstToken(text);
    const int cells = oneLinePuzzle(text, token) ? 0 : firstRowCells(text);
    if (cells < sudoku::kMinSize || cells > sudoku::kMaxSize) {
        emit_(InputPuzzle{std::move(token), {}, number, {}});
        return;
    }
    grid_ = InputPuzzle{text, {number}, number, {}};
    rowsWanted_ = cells;
}

void PuzzleReader::emitGrid() {
    const int rows = static_cast<int>(grid_.rowLines.size());
    const std::string token = sudoku::firstToken(grid_.text);
    if (rows == 1 && token.size() == grid_.text.find_last_not_of(" \t\r") + 1 - grid_.text.find_first_not_of(" \t\r")) {
        // A lone line of symbols alone (a truncated puzzle, say) is a one-line puzzle and gets its message.
        grid_ = InputPuzzle{token, {}, grid_.lastLine, {}};
    } else if (rows < rowsWanted_) {
        grid_.error = sudoku::Error{"the pasted grid ends after " + std::to_string(rows) + (rows == 1 ? " row" : " rows") +
                                        "; its first row has " + std::to_string(rowsWanted_) + " cells, so " +
                                        std::to_string(rowsWanted_) + " rows were expected", {}};
    }
    emit_(grid_);
    grid_ = InputPuzzle{};
    rowsWanted_ = 0;
}

}  // namespace cli
