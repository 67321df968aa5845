// The `sudoku` tool's input: pasted grids among one-line puzzles (files and standard input, every command),
// errors that name their input lines, unreadable paths, --technique and --constraint names in --help, --budget
// and non-ASCII symbols.
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "generator/constraint_choice.h"
#include "logic/step.h"
#include "test_support.h"

using testing::runCli;

namespace {

const std::string kPuzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const std::string kSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

// kPuzzle as a web page shows it: a border, rows with '|' between boxes, band lines.
const std::string kBoxed =
    "+-------+-------+-------+\n"
    "| 5 3 . | . 7 . | . . . |\n"
    "| 6 . . | 1 9 5 | . . . |\n"
    "| . 9 8 | . . . | . 6 . |\n"
    "+-------+-------+-------+\n"
    "| 8 . . | . 6 . | . . 3 |\n"
    "| 4 . . | 8 . 3 | . . 1 |\n"
    "| 7 . . | . 2 . | . . 6 |\n"
    "+-------+-------+-------+\n"
    "| . 6 . | . . . | 2 8 . |\n"
    "| . . . | 4 1 9 | . . 5 |\n"
    "| . . . | . 8 . | . 7 9 |\n"
    "+-------+-------+-------+\n";

// kPuzzle as nine compact rows.
std::string compactRows(const std::string& puzzle) {
    std::string text;
    for (int r = 0; r < 9; ++r) text += puzzle.substr(r * 9, 9) + "\n";
    return text;
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> result;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) result.push_back(line);
    return result;
}

// A temporary directory, removed with what was written in it.
struct TempDir {
    std::string path;
    TempDir() {
        char name[] = "/tmp/sudoku_cli_dirXXXXXX";
        REQUIRE(mkdtemp(name) != nullptr);
        path = name;
    }
    std::string write(const std::string& file, const std::string& text) const {
        std::ofstream(path + "/" + file, std::ios::binary) << text;
        return path + "/" + file;
    }
    ~TempDir() { std::system(("rm -rf '" + path + "'").c_str()); }
};

}  // namespace

TEST_CASE("[cli] a pasted grid is one puzzle, among one-line puzzles, from standard input and files", "[cli]") {
    const std::string input = "# two grids and a line\n" + kBoxed + kPuzzle + "\n\n" + compactRows(kPuzzle);
    int status = -1;
    CHECK(lines(runCli("solve", input, &status)) == std::vector<std::string>{kSolution, kSolution, kSolution});
    CHECK(status == 0);
    TempDir dir;
    const std::string file = dir.write("grids.txt", input);
    CHECK(lines(runCli("count " + file + " -", kBoxed)) == std::vector<std::string>{"1", "1", "1", "1"});
    const auto rated = lines(runCli("rate", input));
    REQUIRE(rated.size() == 3);
    CHECK(rated[0] == rated[1]);
    CHECK(rated[0] == rated[2]);
    CHECK(lines(runCli("hint", kBoxed)) == lines(runCli("hint", kPuzzle + "\n")));
    CHECK(runCli("steps", kBoxed) == runCli("steps", kPuzzle + "\n"));
}

TEST_CASE("[cli] a 16x16 grid of numbers and a grid followed by its fields line", "[cli]") {
    std::string grid;
    for (int r = 0; r < 16; ++r) {
        for (int c = 0; c < 16; ++c) grid += (r == 0 && c == 0) ? "16 " : (r == 15 && c == 15) ? "10 " : ". ";
        grid += "\n";
    }
    CHECK(runCli("count", grid) == "2\n");
    // 1 at r1c1 and r4c4: only the main diagonal holds both.
    const std::string four = "1 . | . .\n. . | . .\n----+----\n. . | . .\n. . | . 1\n";
    CHECK(runCli("count", four) == "2\n");
    CHECK(runCli("count", four + ";x\n") ==
          "error: conflicting givens: r1c1 and r4c4 are both 1 in the main diagonal (lines 1 and 5)\n");
    CHECK(runCli("count", "1 . . .\n. . . .\n. . . .\n. . . 1 ;x\n") ==
          "error: conflicting givens: r1c1 and r4c4 are both 1 in the main diagonal (lines 1 and 4)\n");
}

TEST_CASE("[cli] errors in a pasted grid name its input lines, and the next puzzle is still answered", "[cli]") {
    std::string badSymbol = compactRows(kPuzzle);
    badSymbol[4 * 10 + 4] = '?';  // r5c5, the grid's fifth row
    std::string conflict = compactRows(kPuzzle);
    conflict[8 * 10 + 0] = '5';  // r9c1 is 5 like r1c1
    std::string shortRow = compactRows(kPuzzle);
    shortRow.erase(3 * 10, 1);  // row 4 loses a cell
    const std::string input = "# line 1\n" + badSymbol + conflict + "\n" + shortRow + compactRows(kPuzzle).substr(0, 30) +
                              "\n" + kPuzzle + "\n" + compactRows(kPuzzle).substr(0, 20) + kPuzzle + "\n";
    CHECK(lines(runCli("solve", input)) ==
          std::vector<std::string>{
              "error: bad symbol '?' at r5c5; use 1-9 and A-Z for values, '.' or '0' for blanks (line 6)",
              "error: conflicting givens: r1c1 and r9c1 are both 5 in column 1 (lines 11 and 19)",
              "error: row 4 of the pasted grid has 8 cells; expected 9 (lines 21-29)",
              "error: the pasted grid ends after 3 rows; its first row has 9 cells, so 9 rows were expected (lines 30-32)",
              kSolution,
              "error: the pasted grid ends after 2 rows; its first row has 9 cells, so 9 rows were expected (lines 35-36)",
              kSolution,
          });
    TempDir dir;
    const std::string file = dir.write("bad.txt", badSymbol);
    CHECK(runCli("solve " + file, "") ==
          "error: bad symbol '?' at r5c5; use 1-9 and A-Z for values, '.' or '0' for blanks (" + file + ": line 5)\n");
}

TEST_CASE("[cli] separator lines are skipped and a short line of junk is still one error", "[cli]") {
    CHECK(runCli("solve", "------+------\n" + kPuzzle + "\n|\n") == kSolution + "\n");
    CHECK(runCli("solve", "1?3\n") ==
          "error: bad symbol '?' at position 2; use 1-9 and A-Z for values, '.' or '0' for blanks\n");
    // A truncated puzzle of 18 symbols could start an 18-row grid; alone, it is read as the puzzle it was.
    CHECK(runCli("solve", kPuzzle.substr(0, 18) + "\n" + kPuzzle + "\n") ==
          "error: the puzzle has 18 cells; expected 16 (4x4), 36 (6x6), 64 (8x8), 81 (9x9), 100 (10x10), "
          "144 (12x12), 196 (14x14), 225 (15x15), 256 (16x16), 324 (18x18), 400 (20x20), 441 (21x21), "
          "484 (22x22), 576 (24x24) or 625 (25x25)\n" + kSolution + "\n");
    CHECK(runCli("solve", "12%4\n") ==
          "error: bad symbol '%' at position 3; use 1-9 and A-Z for values, '.' or '0' for blanks\n");
}

TEST_CASE("[cli] a directory or a missing file is exit 2 with its path, before any output", "[cli]") {
    TempDir dir;
    const std::string good = dir.write("good.txt", kPuzzle + "\n");
    int status = -1;
    CHECK(runCli("solve " + dir.path, "", &status) == "sudoku: cannot read " + dir.path + ": it is a directory\n");
    CHECK(status == 2);
    CHECK(runCli("count " + good + " " + dir.path, "", &status) == "sudoku: cannot read " + dir.path + ": it is a directory\n");
    CHECK(status == 2);
    CHECK(runCli("rate " + good + " " + dir.path + "/missing.txt", "", &status) ==
          "sudoku: cannot read " + dir.path + "/missing.txt: No such file or directory\n");
    CHECK(status == 2);
    CHECK(runCli("solve " + good, "", &status) == kSolution + "\n");
    CHECK(status == 0);
}

TEST_CASE("[cli] --technique takes the engine's names in any case, spacing or hyphens, and lists them when wrong",
          "[cli]") {
    const std::string xWing = runCli("generate --seed 1 --technique X-Wing", "");
    CHECK(runCli("generate --seed 1 --technique x-wing", "") == xWing);
    CHECK(runCli("generate --seed 1 --technique 'x wing'", "") == xWing);
    CHECK(runCli("generate --seed 1 --technique XWING", "") == xWing);
    CHECK(runCli("steps", xWing).find("\nX-Wing: ") != std::string::npos);
    int status = -1;
    const std::string wrong = runCli("generate --technique telepathy", "", &status);
    CHECK(status == 2);
    CHECK(wrong.rfind("sudoku generate: unknown technique 'telepathy'; expected one of Full House, Hidden Single, ", 0) == 0);
    const std::string help = runCli("--help", "");
    for (auto technique : sudoku::logic::allTechniques()) {
        const std::string name = sudoku::logic::techniqueName(technique);
        CHECK(wrong.find(name) != std::string::npos);
        CHECK(help.find(" " + name) != std::string::npos);
    }
}

TEST_CASE("[cli] --help names every constraint and its line example reads back", "[cli]") {
    const std::string help = runCli("--help", "");
    for (const auto& choice : sudoku::constraintChoices()) CHECK(help.find(std::string(" ") + choice.name) != std::string::npos);
    const std::string marker = "Example: CELLS";
    const auto at = help.find(marker);
    REQUIRE(at != std::string::npos);
    const std::string fields = help.substr(at + marker.size(), help.find('\n', at) - at - marker.size());
    CHECK(fields.find(";cage=") != std::string::npos);
    CHECK(runCli("count", std::string(81, '.') + fields + "\n") == "2\n");
}

TEST_CASE("[cli] --budget bounds the search of every solving command, and a bad value is a usage error", "[cli]") {
    // How many solutions 100 nodes find depends on the engine (the bitset engine counts branches only).
    const std::string empty = runCli("count --budget 100 --limit 1000000", std::string(81, '.') + "\n");
    CHECK(empty.rfind("error: search stopped after 100 nodes (the node budget) having found ", 0) == 0);
    CHECK(empty.find(" solutions; there may be more\n") != std::string::npos);
    // A hard puzzle, so that even the bitset engine's propagation needs more than 3 branches.
    const std::string hard = testing::dataLines("top1465.txt").at(0).substr(0, 81) + "\n";
    for (const char* command : {"solve", "rate", "steps", "hint"}) {
        CHECK(runCli(std::string(command) + " --budget 3", hard) ==
              "error: search stopped after 3 nodes (the node budget) before the answer was known\n");
    }
    CHECK(runCli("solve --budget 1000", kPuzzle + "\n") == kSolution + "\n");
    int status = -1;
    CHECK(runCli("solve --budget 0", "", &status) ==
          "sudoku: option --budget needs a whole number from 1 to 1000000000000000, not '0'\n");
    CHECK(status == 2);
    CHECK(runCli("generate --budget 10", "", &status).find("--budget applies to solve") != std::string::npos);
    CHECK(status == 2);
    CHECK(runCli("--help", "").find("--budget N") != std::string::npos);
}

TEST_CASE("[cli] a non-ASCII symbol is named with its cell and position", "[cli]") {
    std::string line = kPuzzle;
    line.replace(12, 1, "\xC2\xBD");  // one half, at r2c4
    CHECK(runCli("solve", line + "\n") ==
          "error: bad symbol '\xC2\xBD' at position 13 (r2c4); use 1-9 and A-Z for values, '.' or '0' for blanks\n");
}
