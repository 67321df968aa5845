// Puzzles built from values (puzzle_values.h) match the text parser, with a message naming what is wrong.
#include <catch2/catch.hpp>

#include "puzzle_values.h"

namespace {

const std::string kPuzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

sudoku::PuzzleValues valuesOf(const sudoku::Puzzle& puzzle) {
    sudoku::PuzzleValues values;
    values.size = puzzle.geometry.size();
    values.options = {puzzle.geometry.variant(), puzzle.geometry.box()};
    if (sudoku::usesRegionMap(puzzle.geometry.variant())) values.regions = puzzle.geometry.regions();
    values.cells = puzzle.cells;
    return values;
}

}  // namespace

TEST_CASE("[puzzle values] the values of a parsed puzzle build the same puzzle", "[puzzle values]") {
    const std::string jigsaw = "1...............;aaabacbbccdbcddd";
    for (const std::string& text : {kPuzzle, std::string("1...;x;2x2").insert(4, 12, '.'), jigsaw}) {
        INFO(text);
        const auto parsed = sudoku::parsePuzzle(text);
        REQUIRE(parsed);
        const auto built = sudoku::puzzleFromValues(valuesOf(*parsed));
        REQUIRE(built);
        CHECK(sudoku::formatPuzzle(*built) == sudoku::formatPuzzle(*parsed));
    }
}

TEST_CASE("[puzzle values] bad values are named with their cell, clashes only when checked", "[puzzle values]") {
    auto values = valuesOf(sudoku::parsePuzzle(kPuzzle).value());
    SECTION("a value out of range") {
        values.cells[10] = 10;
        const auto result = sudoku::puzzleFromValues(values);
        CHECK(result.error().message == "bad value 10 at r2c2; expected 0 to 9");
        CHECK(result.error().cells == std::vector<int>{10});
    }
    SECTION("too few cells") {
        values.cells.pop_back();
        CHECK(sudoku::puzzleFromValues(values).error().message == "the givens must list 81 cells, not 80");
    }
    SECTION("a bad shape") {
        values.size = 30;
        CHECK(sudoku::puzzleFromValues(values).error().message.find("out of range") != std::string::npos);
    }
    SECTION("a clash") {
        values.cells[2] = 5;  // r1c1 is 5 too
        CHECK_FALSE(sudoku::puzzleFromValues(values));
        CHECK(sudoku::puzzleFromValues(values, false));
    }
}
