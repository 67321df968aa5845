// Parsing and validation: every accepted format, and a precise message for every kind of bad input.
#include <catch2/catch.hpp>

#include <algorithm>

#include "puzzle.h"
#include "random.h"

using sudoku::parsePuzzle;

namespace {

const std::string kClassic =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

std::string messageOf(const std::string& text, const sudoku::PuzzleOptions& options = {}) {
    const auto result = parsePuzzle(text, options);
    REQUIRE_FALSE(result.ok());
    return result.error().message;
}

}  // namespace

TEST_CASE("[puzzle] a line of symbols parses into a 9x9 with its givens", "[puzzle]") {
    const auto puzzle = parsePuzzle(kClassic);
    REQUIRE(puzzle.ok());
    CHECK(puzzle->geometry.size() == 9);
    CHECK(puzzle->cells[0] == 5);
    CHECK(puzzle->cells[2] == 0);
    CHECK(sudoku::formatGrid(puzzle->cells) == kClassic);
}

TEST_CASE("[puzzle] '0' is a blank and lowercase letters are values", "[puzzle]") {
    std::string zeros = kClassic;
    for (char& c : zeros) c = c == '.' ? '0' : c;
    CHECK(parsePuzzle(zeros)->cells == parsePuzzle(kClassic)->cells);
    std::string sixteen(256, '.');
    sixteen[0] = 'g';
    sixteen[1] = 'A';
    const auto puzzle = parsePuzzle(sixteen);
    REQUIRE(puzzle.ok());
    CHECK(puzzle->geometry.size() == 16);
    CHECK(puzzle->cells[0] == 16);
    CHECK(puzzle->cells[1] == 10);
}

TEST_CASE("[puzzle] every size with a box shape parses with its default box", "[puzzle]") {
    const std::pair<int, sudoku::BoxShape> table[] = {{4, {2, 2}},   {6, {2, 3}},  {8, {2, 4}},  {9, {3, 3}},
                                                      {10, {2, 5}},  {12, {3, 4}}, {15, {3, 5}}, {16, {4, 4}},
                                                      {20, {4, 5}},  {25, {5, 5}}};
    for (const auto& [size, box] : table) {
        const auto puzzle = parsePuzzle(std::string(size * size, '.'));
        REQUIRE(puzzle.ok());
        CHECK(puzzle->geometry.box().rows == box.rows);
        CHECK(puzzle->geometry.box().cols == box.cols);
    }
}

TEST_CASE("[puzzle] a pasted grid with separators reads like the line", "[puzzle]") {
    const std::string pasted =
        "5 3 . | . 7 . | . . .\n"
        "6 . . | 1 9 5 | . . .\n"
        ". 9 8 | . . . | . 6 .\n"
        "------+-------+------\n"
        "8 . . | . 6 . | . . 3\n"
        "4 . . | 8 . 3 | . . 1\n"
        "7 . . | . 2 . | . . 6\n"
        "------+-------+------\n"
        ". 6 . | . . . | 2 8 .\n"
        ". . . | 4 1 9 | . . 5\n"
        ". . . | . 8 . | . 7 9\n";
    const auto puzzle = parsePuzzle(pasted);
    REQUIRE(puzzle.ok());
    CHECK(sudoku::formatGrid(puzzle->cells) == kClassic);
}

TEST_CASE("[puzzle] a pasted 16x16 may write values as numbers", "[puzzle]") {
    std::string text;
    for (int r = 0; r < 16; ++r) {
        for (int c = 0; c < 16; ++c) text += (r == 0 && c < 2) ? (c == 0 ? "16 " : "10 ") : ". ";
        text += "\n";
    }
    const auto puzzle = parsePuzzle(text);
    REQUIRE(puzzle.ok());
    CHECK(puzzle->cells[0] == 16);
    CHECK(puzzle->cells[1] == 10);
}

TEST_CASE("[puzzle] a pasted grid missing a row says so, not that its rows are too long", "[puzzle]") {
    // Rows of kClassic, one per line, spaced as a pasted grid is: the first `rows` of them, each of 9 cells.
    const auto rowsOf = [](int rows, int cut = -1) {
        std::string text;
        for (int r = 0; r < rows; ++r) {
            for (int c = 0; c < (r == cut ? 8 : 9); ++c) text += std::string(1, kClassic[r * 9 + c]) + " ";
            text += "\n";
        }
        return text;
    };
    CHECK(messageOf(rowsOf(8)) == "the pasted grid has 8 rows; its rows have 9 cells each, so 9 rows were expected");
    CHECK(messageOf(rowsOf(6)) == "the pasted grid has 6 rows; its rows have 9 cells each, so 9 rows were expected");
    // A short row among nine is that row's fault, as before.
    CHECK(messageOf(rowsOf(9, 4)) == "row 5 of the pasted grid has 8 cells; expected 9");
    // Rows of different lengths name the first that differs from the row count.
    CHECK(messageOf(rowsOf(8, 7)) == "row 1 of the pasted grid has 9 cells; expected 8");
    // A 16x16 written in numbers with a row missing.
    std::string numbers;
    for (int r = 0; r < 15; ++r) {
        for (int c = 0; c < 16; ++c) numbers += c == 0 ? "10 " : ". ";
        numbers += "\n";
    }
    CHECK(messageOf(numbers) == "the pasted grid has 15 rows; its rows have 16 cells each, so 16 rows were expected");
}

TEST_CASE("[puzzle] wrong lengths name the size a few cells off, else list the allowed ones", "[puzzle]") {
    CHECK(messageOf(kClassic.substr(1)) == "the puzzle has 80 cells, 1 too few for a 9x9 (81 cells)");
    CHECK(messageOf(kClassic + "12") == "the puzzle has 83 cells, 2 too many for a 9x9 (81 cells)");
    CHECK(messageOf(std::string(253, '.')) == "the puzzle has 253 cells, 3 too few for a 16x16 (256 cells)");
    CHECK(messageOf(kClassic.substr(4)) ==
          "the puzzle has 77 cells; expected 16 (4x4), 36 (6x6), 64 (8x8), 81 (9x9), 100 (10x10), 144 (12x12), "
          "196 (14x14), 225 (15x15), 256 (16x16), 324 (18x18), 400 (20x20), 441 (21x21), 484 (22x22), "
          "576 (24x24) or 625 (25x25)");
    CHECK(messageOf("").find("the puzzle is empty") == 0);
    CHECK(messageOf(std::string(81, '.'), {sudoku::Variant::classic, {2, 4}}) ==
          "the puzzle has 81 cells; expected 64 (8x8) for boxes of 2x4");
}

TEST_CASE("[puzzle] a bad symbol is named with its position and cell", "[puzzle]") {
    std::string bad = kClassic;
    bad[13] = '?';
    CHECK(messageOf(bad) == "bad symbol '?' at position 14 (r2c5); use 1-9 and A-Z for values, '.' or '0' for blanks");
    CHECK(parsePuzzle(bad).error().cells == std::vector<int>{13});
    bad[13] = '\x01';
    CHECK(messageOf(bad).find("bad symbol byte 0x01 at position 14") == 0);
    bad[13] = ' ';
    CHECK(messageOf(bad).find("bad symbol ' ' (a space) at position 14 (r2c5)") == 0);
    bad[13] = '\t';
    CHECK(messageOf(bad).find("bad symbol a tab at position 14 (r2c5)") == 0);
    CHECK(messageOf("12?").find("bad symbol '?' at position 3;") == 0);
}

TEST_CASE("[puzzle] a value beyond the size is out of range", "[puzzle]") {
    std::string bad = kClassic;
    bad[2] = 'A';
    CHECK(messageOf(bad) == "value 'A' at r1c3 is out of range for 9x9 (1-9)");
    std::string four(16, '.');
    four[5] = '5';
    CHECK(messageOf(four) == "value '5' at r2c2 is out of range for 4x4 (1-4)");
}

TEST_CASE("[puzzle] conflicting givens name both cells and the house", "[puzzle]") {
    std::string row = std::string(81, '.');
    row[2] = '5';
    row[6] = '5';
    CHECK(messageOf(row) == "conflicting givens: r1c3 and r1c7 are both 5 in row 1");
    CHECK(parsePuzzle(row).error().cells == std::vector<int>{2, 6});
    std::string box = std::string(81, '.');
    box[0] = '7';
    box[20] = '7';
    CHECK(messageOf(box) == "conflicting givens: r1c1 and r3c3 are both 7 in box 1");
    std::string diagonal = std::string(81, '.');
    diagonal[0] = '4';
    diagonal[80] = '4';
    CHECK(parsePuzzle(diagonal).ok());
    CHECK(messageOf(diagonal, {sudoku::Variant::x, {}}) ==
          "conflicting givens: r1c1 and r9c9 are both 4 in the main diagonal");
    std::string window = std::string(81, '.');
    window[10] = '2';  // r2c2 and r4c4 share hyper window 1 only
    window[30] = '2';
    CHECK(parsePuzzle(window).ok());
    CHECK(messageOf(window, {sudoku::Variant::hyper, {}}) == "conflicting givens: r2c2 and r4c4 are both 2 in window 1");
}

TEST_CASE("[puzzle] givens clash exactly when two equal values share a house", "[puzzle][property]") {
    const auto [size, variant] = GENERATE(table<int, sudoku::Variant>(
        {{4, sudoku::Variant::classic}, {9, sudoku::Variant::classic}, {16, sudoku::Variant::classic},
         {9, sudoku::Variant::x}, {9, sudoku::Variant::hyper}}));
    const auto geometry = sudoku::Geometry::make(size, variant);
    REQUIRE(geometry.ok());
    const auto seed = GENERATE(take(40, random(1, 1 << 30)));
    seeded::Random random(static_cast<std::uint64_t>(seed));
    std::vector<int> cells(geometry->cellCount(), 0);
    const int givens = 1 + random.below(2 * size);
    for (int k = 0; k < givens; ++k) cells[random.below(geometry->cellCount())] = 1 + random.below(size);
    bool clash = false;  // every pair of cells, independently of checkGivens
    for (int a = 0; a < geometry->cellCount(); ++a) {
        for (int b : geometry->peers(a)) clash = clash || (cells[a] != 0 && cells[a] == cells[b]);
    }
    const auto checked = sudoku::checkGivens(*geometry, cells);
    CHECK(checked.ok() == !clash);
    if (!checked.ok()) {
        const auto& named = checked.error().cells;
        REQUIRE(named.size() == 2);
        CHECK(cells[named[0]] == cells[named[1]]);
        const auto& peers = geometry->peers(named[0]);
        CHECK(std::find(peers.begin(), peers.end(), named[1]) != peers.end());
    }
}

TEST_CASE("[puzzle] a jigsaw line carries its region map", "[puzzle]") {
    // 4x4 with L-shaped regions.
    const std::string regions = "aaab" "acbb" "ccdb" "cddd";
    const auto puzzle = parsePuzzle("1...............;" + regions);
    REQUIRE(puzzle.ok());
    CHECK(puzzle->geometry.variant() == sudoku::Variant::jigsaw);
    CHECK(puzzle->geometry.regions()[4] == 0);
    CHECK(puzzle->geometry.regions()[5] == 2);
    CHECK(parsePuzzle(sudoku::formatPuzzle(*puzzle))->geometry == puzzle->geometry);
    // Jigsaw allows sizes without a box shape, such as 5x5.
    CHECK(parsePuzzle(std::string(25, '.') + ";aaaaabbbbbcccccdddddeeeee").ok());
}

TEST_CASE("[puzzle] invalid region maps say what is wrong", "[puzzle]") {
    CHECK(messageOf("................;aaab") == "invalid region map: it has 4 labels; expected 16, one per cell");
    CHECK(messageOf("................;aaaabbbbccccdddx") ==
          "invalid region map: it has 5 different labels; expected 4, one per region");
    CHECK(messageOf("................;aaaaabbbccccdddd") ==
          "invalid region map: region 1 has 5 cells; every region needs 4");
    CHECK(messageOf("................;abbaabbacddccddc") == "invalid region map: region 1 is not connected");
    CHECK(messageOf("................", {sudoku::Variant::jigsaw, {}}) ==
          "a jigsaw puzzle needs its region map after the cells: CELLS;REGIONS");
    CHECK(messageOf("................;aabbaabbccddccdd", {sudoku::Variant::x, {}}) ==
          "a region map is only allowed for jigsaw puzzles, not x");
}

TEST_CASE("[puzzle] box shapes and variants are checked", "[puzzle]") {
    CHECK(messageOf(std::string(36, '.'), {sudoku::Variant::classic, {2, 2}}) ==
          "the puzzle has 36 cells; expected 16 (4x4) for boxes of 2x2");
    CHECK(parsePuzzle(std::string(36, '.'), {sudoku::Variant::classic, {3, 2}})->geometry.box().rows == 3);
    CHECK_FALSE(sudoku::parseBoxShape("3by3").ok());
    CHECK(sudoku::parseBoxShape("2x4")->cols == 4);
    CHECK(sudoku::parseVariant("windoku").error().message == "unknown variant 'windoku'; expected classic, x, hyper or jigsaw");
    CHECK(messageOf(std::string(49, '.')) .find("the puzzle has 49 cells") == 0);
}

namespace {

// The outcome of a parse as comparable text: the geometry's key and the cells, or the message and its cells.
std::string outcome(const sudoku::Result<sudoku::Puzzle>& parsed) {
    std::string text = parsed ? parsed->geometry.key() + " " + sudoku::formatGrid(parsed->cells) : parsed.error().message;
    for (int cell : parsed ? std::vector<int>{} : parsed.error().cells) text += " " + std::to_string(cell);
    return text;
}

}  // namespace

// A plain line of the shape of the geometry handed in for reuse is read by a shorter path: what it gives, or the
// message, must be what parsing without a geometry to reuse gives.
TEST_CASE("[puzzle] a line parses alike with a geometry to reuse and without", "[puzzle]") {
    std::string outOfRange = kClassic, badSymbol = kClassic;
    outOfRange[4] = 'a';
    badSymbol[4] = '#';
    const sudoku::PuzzleOptions plain, x{sudoku::Variant::x, {}}, boxes33{sudoku::Variant::classic, {3, 3}},
        jigsaw{sudoku::Variant::jigsaw, {}}, tall{sudoku::Variant::classic, {3, 2}};
    const std::pair<std::string, sudoku::PuzzleOptions> reused[] = {
        {kClassic, plain}, {kClassic, x}, {kClassic + ";anti-knight", plain}, {std::string(36, '.'), tall},
        {std::string(16, '.') + ";aaabacbbccdbcddd", plain}, {std::string(256, '.'), plain}};
    const std::pair<std::string, sudoku::PuzzleOptions> lines[] = {
        {kClassic, plain}, {kClassic, x}, {kClassic, boxes33}, {kClassic, jigsaw}, {outOfRange, plain},
        {badSymbol, plain}, {" " + kClassic, plain}, {kClassic + ";x", plain}, {std::string(36, '.'), plain},
        {std::string(36, '1'), tall}, {std::string(16, '.'), jigsaw}, {std::string(256, 'g'), plain},
        {std::string(81, '0'), plain}};
    for (const auto& [reuseText, reuseOptions] : reused) {
        const auto geometry = parsePuzzle(reuseText, reuseOptions);
        REQUIRE(geometry.ok());
        for (const auto& [text, options] : lines) {
            INFO(reuseText << " then " << text);
            CHECK(outcome(parsePuzzle(text, options, &geometry->geometry)) == outcome(parsePuzzle(text, options)));
        }
    }
}

TEST_CASE("[puzzle] random lines parse alike with a geometry to reuse and without", "[puzzle][property]") {
    const auto size = GENERATE(4, 9, 16);
    const auto geometry = sudoku::Geometry::make(size, sudoku::Variant::classic);
    REQUIRE(geometry.ok());
    const auto seed = GENERATE(take(30, random(1, 1 << 30)));
    seeded::Random random(static_cast<std::uint64_t>(seed));
    const std::string symbols = "....0123456789ABCDEFGHabcz#; ";
    std::string text(size * size, '.');
    for (char& c : text) {
        if (random.below(4) == 0) c = symbols[random.below(static_cast<int>(symbols.size()))];
    }
    INFO(text);
    CHECK(outcome(parsePuzzle(text, {}, &*geometry)) == outcome(parsePuzzle(text)));
}

TEST_CASE("[puzzle] the first token of a data line stops at ':', ',' or white space", "[puzzle]") {
    CHECK(sudoku::firstToken("abc:1:def") == "abc");
    CHECK(sudoku::firstToken("  abc,def") == "abc");
    CHECK(sudoku::firstToken("abc 7.7") == "abc");
    CHECK(sudoku::firstToken("   ") == "");
}
