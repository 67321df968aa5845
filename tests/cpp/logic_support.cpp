// Board construction and step text for the logic suites.
#include "logic_support.h"

#include <algorithm>
#include <catch2/catch.hpp>

#include "puzzle.h"
#include "solver.h"

namespace testing {

using sudoku::logic::Board;

Board emptyBoard(int size) {
    auto puzzle = sudoku::parsePuzzle(std::string(size * size, '.'));
    REQUIRE(puzzle.ok());
    return sudoku::logic::boardOf(*puzzle);
}

Board boardFromLine(const std::string& line) {
    auto puzzle = sudoku::parsePuzzle(line);
    REQUIRE(puzzle.ok());
    return sudoku::logic::boardOf(*puzzle);
}

int cellAt(const std::string& name, int size) {
    const auto c = name.find('c');
    return (std::stoi(name.substr(1, c - 1)) - 1) * size + std::stoi(name.substr(c + 1)) - 1;
}

void keepValueOnlyIn(Board& board, int house, int value, const std::vector<std::string>& cells) {
    for (int cell : board.houses()[house].cells) {
        const bool keep = std::any_of(cells.begin(), cells.end(),
                                      [&](const std::string& name) { return cellAt(name, board.size()) == cell; });
        if (!keep) board.eliminate(cell, value);
    }
}

void setCandidates(Board& board, const std::string& cell, const std::vector<int>& values) {
    sudoku::logic::Mask mask = 0;
    for (int v : values) mask |= sudoku::logic::bitOf(v);
    board.keepOnly(cellAt(cell, board.size()), mask);
}

std::vector<std::string> moves(const Board& board, const sudoku::logic::Step& step) {
    std::vector<std::string> text;
    for (const auto& c : step.placements) {
        text.push_back(sudoku::cellName(board.geometry(), c.cell) + "=" + sudoku::logic::valueText(c.value));
    }
    for (const auto& c : step.eliminations) {
        text.push_back(sudoku::cellName(board.geometry(), c.cell) + "<>" + sudoku::logic::valueText(c.value));
    }
    std::sort(text.begin(), text.end());
    return text;
}

std::vector<int> solutionOf(const std::string& line) {
    auto puzzle = sudoku::parsePuzzle(line);
    REQUIRE(puzzle.ok());
    sudoku::Solver solver(puzzle->geometry);
    const auto result = solver.solve(puzzle->cells, 2);
    REQUIRE(result.status == sudoku::SolveStatus::unique);
    return result.solutions[0];
}

}  // namespace testing
