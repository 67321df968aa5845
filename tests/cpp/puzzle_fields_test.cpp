// The fields after a puzzle line's cells (CELLS;x;3x2, CELLS;REGIONS): read, checked against the options,
// written by formatPuzzle so that every shape reads back without options.
#include <catch2/catch.hpp>

#include "generator/region_map.h"
#include "puzzle.h"
#include "puzzle_fields.h"

using sudoku::parsePuzzle;
using sudoku::Variant;

namespace {

std::string messageOf(const std::string& text, const sudoku::PuzzleOptions& options = {}) {
    const auto result = parsePuzzle(text, options);
    REQUIRE_FALSE(result.ok());
    return result.error().message;
}

// Every size that has a box shape, with every box shape R x C (R, C >= 2) of it.
std::vector<sudoku::BoxShape> boxShapes() {
    std::vector<sudoku::BoxShape> shapes;
    for (int size = sudoku::kMinSize; size <= sudoku::kMaxSize; ++size) {
        for (int rows = 2; rows * 2 <= size; ++rows) {
            if (size % rows == 0) shapes.push_back({rows, size / rows});
        }
    }
    return shapes;
}

// Two givens, 1 and 2 at both ends of the first row: no clash in any variant, and a cell beyond the box.
std::vector<int> someGivens(int size) {
    std::vector<int> cells(size * size, 0);
    cells[0] = 1;
    cells[size - 1] = 2;
    return cells;
}

}  // namespace

TEST_CASE("[fields] a line names its variant and box shape, in any order", "[puzzle]") {
    const std::string cells(36, '.');
    const auto boxed = parsePuzzle(cells + ";3x2");
    REQUIRE(boxed.ok());
    CHECK(boxed->geometry.box().rows == 3);
    CHECK(boxed->geometry.box().cols == 2);
    for (const std::string fields : {";x;3x2", ";3x2;x", " ; x ; 3x2 "}) {
        const auto both = parsePuzzle(cells + fields);
        REQUIRE(both.ok());
        CHECK(both->geometry.variant() == Variant::x);
        CHECK(both->geometry.box().rows == 3);
    }
    CHECK(parsePuzzle(std::string(81, '.') + ";hyper")->geometry.variant() == Variant::hyper);
    CHECK(parsePuzzle(std::string(81, '.') + ";classic")->geometry.variant() == Variant::classic);
    const auto jigsaw = parsePuzzle(std::string(16, '.') + ";jigsaw;aaabacbbccdbcddd");
    REQUIRE(jigsaw.ok());
    CHECK(jigsaw->geometry.variant() == Variant::jigsaw);
}

TEST_CASE("[fields] options still shape a plain line, and a field that disagrees with one is an error", "[puzzle]") {
    const std::string cells(36, '.');
    CHECK(parsePuzzle(cells, {Variant::classic, {3, 2}})->geometry.box().rows == 3);
    CHECK(parsePuzzle(cells + ";3x2", {Variant::classic, {3, 2}}).ok());
    CHECK(parsePuzzle(cells + ";x", {Variant::x, {}}).ok());
    // classic is the default, so it leaves the line's variant alone.
    CHECK(parsePuzzle(cells + ";x", {Variant::classic, {}})->geometry.variant() == Variant::x);
    CHECK(messageOf(cells + ";3x2", {Variant::classic, {2, 3}}) == "the puzzle says box 3x2 but the options say 2x3");
    CHECK(messageOf(cells + ";x", {Variant::hyper, {}}) == "the puzzle says variant x but the options say hyper");
    CHECK(messageOf(std::string(16, '.') + ";x;aaabacbbccdbcddd") ==
          "a region map is only allowed for jigsaw puzzles, not x");
    CHECK(messageOf(std::string(16, '.') + ";aaabacbbccdbcddd;2x2") ==
          "a jigsaw puzzle has regions, not boxes: drop its box shape");
    CHECK(messageOf(cells + ";x;hyper") == "the puzzle gives its variant twice");
    CHECK(messageOf(cells + ";2x3;3x2") == "the puzzle gives its box shape twice");
    CHECK(messageOf(std::string(16, '.') + ";aaabacbbccdbcddd;aaabacbbccdbcddd") == "the puzzle gives its region map twice");
    CHECK(messageOf(std::string(81, '.') + ";3x2") ==
          "the puzzle has 81 cells; expected 36 (6x6) for boxes of 3x2");
    CHECK(messageOf(std::string(81, '.') + ";windoku") ==
          "invalid region map: it has 7 labels; expected 81, one per cell");
}

TEST_CASE("[fields] formatPuzzle writes the fields only beyond a 9x9 classic", "[puzzle]") {
    const std::string classic = std::string(80, '.') + "1";
    CHECK(sudoku::formatPuzzle(*parsePuzzle(classic)) == classic);
    CHECK(sudoku::formatPuzzle(*parsePuzzle(classic, {Variant::x, {}})) == classic + ";x");
    CHECK(sudoku::formatPuzzle(*parsePuzzle(std::string(36, '.'))) == std::string(36, '.') + ";2x3");
    CHECK(sudoku::formatPuzzle(*parsePuzzle(std::string(36, '.'), {Variant::hyper, {3, 2}})) ==
          std::string(36, '.') + ";hyper;3x2");
    CHECK(sudoku::formatPuzzle(*parsePuzzle(std::string(16, '.') + ";aaabacbbccdbcddd")) ==
          std::string(16, '.') + ";1112132233423444");
}

TEST_CASE("[fields] every size, box shape and variant reads back from its line without options", "[puzzle]") {
    int checked = 0;
    for (const auto box : boxShapes()) {
        const int size = box.rows * box.cols;
        for (Variant variant : {Variant::classic, Variant::x, Variant::hyper}) {
            auto geometry = sudoku::Geometry::make(size, variant, box);
            if (!geometry) continue;  // hyper needs room for its windows
            const sudoku::Puzzle puzzle{*geometry, someGivens(size)};
            const std::string line = sudoku::formatPuzzle(puzzle);
            INFO(line);
            const auto back = parsePuzzle(line);
            REQUIRE(back.ok());
            CHECK(back->geometry == puzzle.geometry);
            CHECK(back->cells == puzzle.cells);
            ++checked;
        }
        auto jigsaw = sudoku::Geometry::make(size, Variant::jigsaw, {}, sudoku::randomRegionMap(size, 7));
        REQUIRE(jigsaw.ok());
        const sudoku::Puzzle puzzle{*jigsaw, someGivens(size)};
        const auto back = parsePuzzle(sudoku::formatPuzzle(puzzle));
        REQUIRE(back.ok());
        CHECK(back->geometry == puzzle.geometry);
        ++checked;
    }
    CHECK(checked > 60);
}

TEST_CASE("[fields] a non-ASCII symbol is one character: its cell and position are named", "[puzzle]") {
    std::string line(81, '.');
    line.replace(40, 1, "\xC3\xA9");  // e acute, two bytes, at r5c5
    CHECK(messageOf(line) ==
          "bad symbol '\xC3\xA9' at position 41 (r5c5); use 1-9 and A-Z for values, '.' or '0' for blanks");
    CHECK(parsePuzzle(line).error().cells == std::vector<int>{40});
    std::string grid = "1 2 3 4\n3 4 \xE2\x80\x94 2\n2 1 4 3\n4 3 2 1\n";  // an em dash in r2c3
    CHECK(messageOf(grid) ==
          "bad symbol '\xE2\x80\x94' at r2c3; use 1-9 and A-Z for values, '.' or '0' for blanks");
    CHECK(messageOf(std::string(80, '.') + "\xFF").find("bad symbol byte 0xff at position 81 (r9c9)") == 0);
}

TEST_CASE("[fields] pastedRowCells counts a row's cells as a pasted grid reads them", "[puzzle]") {
    CHECK(sudoku::pastedRowCells("5 3 . | . 7 . | . . .") == 9);
    CHECK(sudoku::pastedRowCells("53..7....") == 9);
    CHECK(sudoku::pastedRowCells("| 10 . 3 . | 16 . . . | . . . . | . . . 1 |") == 16);
    CHECK(sudoku::pastedRowCells("------+-------+------") == 0);
}
