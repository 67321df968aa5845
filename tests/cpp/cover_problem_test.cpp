// Exact cover as text (Knuth's DLX format and 0/1 matrices) on problems whose answers are published, through the
// core parser and through `sudoku cover`; and every malformed problem named by its line.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <sstream>

#include "cover_problem.h"
#include "puzzle.h"
#include "solver.h"
#include "test_support.h"

namespace {

std::string cell(int r, int c) { return "r" + std::to_string(r) + "c" + std::to_string(c); }

// n queens in DLX format: rows and columns primary, the diagonals secondary (at most one queen each).
std::string queensText(int n) {
    std::ostringstream text;
    text << "| " << n << " queens\n";
    for (int i = 0; i < n; ++i) text << "R" << i << " C" << i << ' ';
    text << '|';
    for (int d = 0; d < 2 * n - 1; ++d) text << " A" << d << " B" << d;
    text << '\n';
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) text << 'R' << r << " C" << c << " A" << r + c << " B" << r - c + n - 1 << '\n';
    }
    return text.str();
}

// Langford pairs as a 0/1 matrix: columns are the values 1..n, then the 2n slots.
std::string langfordMatrix(int n) {
    std::ostringstream text;
    for (int k = 1; k <= n; ++k) {
        for (int i = 0; i + k + 1 < 2 * n; ++i) {
            std::string row(3 * n, '0');
            row[k - 1] = row[n + i] = row[n + i + k + 1] = '1';
            text << row << '\n';
        }
    }
    return text.str();
}

using Shape = std::set<std::pair<int, int>>;

Shape normalised(const Shape& shape) {
    int top = 99, left = 99;
    for (const auto& [r, c] : shape) top = std::min(top, r), left = std::min(left, c);
    Shape out;
    for (const auto& [r, c] : shape) out.insert({r - top, c - left});
    return out;
}

// The twelve pentominoes, drawn row by row, and every placement of every rotation and reflection on 6x10.
// `oneQuarter` keeps the X's centre in the top-left quarter (Knuth's way of counting each solution once: the
// board's four symmetries move the centre to four different quarters, since 6x10 has no centre row or column).
std::string pentominoText(bool oneQuarter) {
    const std::vector<std::pair<char, std::vector<std::string>>> pieces = {
        {'F', {".##", "##.", ".#."}}, {'I', {"#####"}},         {'L', {"#...", "####"}},
        {'N', {"##..", ".###"}},      {'P', {"##", "##", "#."}}, {'T', {"###", ".#.", ".#."}},
        {'U', {"#.#", "###"}},        {'V', {"#..", "#..", "###"}}, {'W', {"#..", "##.", ".##"}},
        {'X', {".#.", "###", ".#."}}, {'Y', {"..#.", "####"}},  {'Z', {"##.", ".#.", ".##"}},
    };
    std::ostringstream text;
    for (const auto& piece : pieces) text << piece.first << ' ';
    for (int r = 0; r < 6; ++r) {
        for (int c = 0; c < 10; ++c) text << cell(r, c) << ' ';
    }
    text << '\n';
    for (const auto& [name, rows] : pieces) {
        Shape shape;
        for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
            for (int c = 0; c < static_cast<int>(rows[r].size()); ++c) {
                if (rows[r][c] == '#') shape.insert({r, c});
            }
        }
        std::set<Shape> orientations;
        for (int turn = 0; turn < 8; ++turn) {
            orientations.insert(normalised(shape));
            Shape next;
            for (const auto& [r, c] : shape) next.insert(turn == 3 ? std::pair{r, -c} : std::pair{c, -r});
            shape = next;
        }
        for (const auto& orientation : orientations) {
            for (int dr = 0; dr < 6; ++dr) {
                for (int dc = 0; dc < 10; ++dc) {
                    std::string option(1, name);
                    bool fits = true;
                    for (const auto& [r, c] : orientation) {
                        fits = fits && r + dr < 6 && c + dc < 10;
                        option += ' ' + cell(r + dr, c + dc);
                    }
                    const bool xAllowed = !oneQuarter || name != 'X' || (dr + 1 < 3 && dc + 1 < 5);
                    if (fits && xAllowed) text << option << '\n';
                }
            }
        }
    }
    return text.str();
}

std::uint64_t countOf(const std::string& text) {
    const auto problem = dlx::parseCoverProblem(text);
    REQUIRE(problem.ok());
    const auto answer = dlx::solveCoverProblem(*problem, 0, 0, 0);
    REQUIRE(answer.search.outcome == dlx::Outcome::complete);
    return answer.search.solutions;
}

}  // namespace

TEST_CASE("[cover] n queens in DLX format give the published counts for n = 1..12", "[cover]") {
    const std::vector<std::uint64_t> published = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200};
    for (int n = 1; n <= 12; ++n) {
        INFO("n = " << n);
        CHECK(countOf(queensText(n)) == published[n - 1]);
    }
}

TEST_CASE("[cover] Langford pairs as 0/1 matrices: twice the published counts (each and its mirror)", "[cover]") {
    const std::vector<std::pair<int, std::uint64_t>> published = {{3, 1}, {4, 1}, {5, 0}, {6, 0}, {7, 26}, {8, 150}};
    for (const auto& [n, count] : published) {
        INFO("n = " << n);
        CHECK(countOf(langfordMatrix(n)) == 2 * count);
    }
}

TEST_CASE("[cover] the twelve pentominoes fill 6x10 in 2,339 ways up to symmetry", "[cover]") {
    CHECK(countOf(pentominoText(true)) == 2339);
}

TEST_CASE("[cover] the twelve pentominoes fill 6x10 in 9,356 ways in all", "[cover][slow]") {
    CHECK(countOf(pentominoText(false)) == 9356);
}

TEST_CASE("[cover] a sudoku written as an exact-cover matrix has the solution `sudoku solve` gives", "[cover]") {
    const std::string puzzle = testing::dataLines("top1465.txt").at(0).substr(0, 81);
    // Items: each cell filled, each row/column/box holding each value; one option per candidate, givens fixed.
    std::ostringstream text;
    for (const char* kind : {"p", "r", "c", "b"}) {
        for (int i = 0; i < 9; ++i) {
            for (int j = 0; j < 9; ++j) text << kind << i << j << ' ';
        }
    }
    text << '\n';
    for (int r = 0; r < 9; ++r) {
        for (int c = 0; c < 9; ++c) {
            const char given = puzzle[r * 9 + c];
            for (int v = 0; v < 9; ++v) {
                if (given != '.' && given != '0' && given - '1' != v) continue;
                text << 'p' << r << c << " r" << r << v << " c" << c << v << " b" << (r / 3 * 3 + c / 3) << v << '\n';
            }
        }
    }
    const auto problem = dlx::parseCoverProblem(text.str());
    REQUIRE(problem.ok());
    const auto answer = dlx::solveCoverProblem(*problem, 2, 0, 2);
    REQUIRE(answer.search.solutions == 1);
    std::string grid(81, '?');
    for (int option : answer.solutions[0]) {
        const auto& items = problem->options[option];
        const std::string& place = problem->items[items[0]];   // pRC
        const std::string& value = problem->items[items[1]];   // rRV
        grid[(place[1] - '0') * 9 + (place[2] - '0')] = static_cast<char>('1' + (value[2] - '0'));
    }
    CHECK(testing::runCli("solve", puzzle + "\n") == grid + "\n");
}

TEST_CASE("[cover] malformed problems are refused with a message naming the line", "[cover]") {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"", "the problem is empty: expected a line of item names (or rows of 0s and 1s)"},
        {"| only a comment\n", "the problem is empty: expected a line of item names (or rows of 0s and 1s)"},
        {"A B\nA C\n", "line 2: unknown item 'C' (not on the item line)"},
        {"A B\nA B\nB B\n", "line 3: item 'B' appears twice in the option"},
        {"A A B\nA B\n", "line 1: item 'A' is named twice"},
        {"A B | x\nA B\nx\n", "line 3: the option has no primary item, so it could never be chosen"},
        {"| comment\nA B C\nA B\n", "line 2: primary item 'C' is in no option, so the problem has no solution"},
        {"A B\nA:red B\n", "line 2: 'A:red': DLX2 colors (item:color) are not supported"},
        {"110\n0101\n", "line 2: the row is 4 wide; the first row is 3"},
        {"11|0\n1|01\n", "line 2: '|' is not in the same column as in the first row"},
        {"1|0\n0|1\n", "line 2: the row covers no primary column, so it could never be chosen"},
        {"110\n000\n", "line 2: the row has no 1: an option must cover an item"},
        {"110\n100\n", "line 1: primary item '3' is in no option, so the problem has no solution"},
    };
    for (const auto& [text, message] : cases) {
        INFO(text);
        const auto problem = dlx::parseCoverProblem(text);
        REQUIRE_FALSE(problem.ok());
        CHECK(problem.error().message == message);
    }
}

TEST_CASE("[cover] `sudoku cover` counts, lists solutions, honours --limit, and exits 1 on a bad problem", "[cover][cli]") {
    const std::string knuth = "| Knuth's example\nA B C D E F G\nC E F\nA D G\nB C F\nA D\nB G\nD E G\n";
    int status = -1;
    CHECK(testing::runCli("cover --solutions", knuth, &status) ==
          "solution 1:\n  A D   (line 6)\n  B G   (line 7)\n  C E F   (line 3)\n1 solution, 5 nodes, 17 updates\n");
    CHECK(status == 0);
    const std::string eight = testing::runCli("cover", queensText(8), &status);
    CHECK(eight.rfind("92 solutions, ", 0) == 0);
    CHECK(testing::runCli("cover --limit 10", queensText(8)).find("10 solutions, ") == 0);
    CHECK(testing::runCli("cover --limit 10", queensText(8)).find("(stopped at --limit 10)") != std::string::npos);
    CHECK(testing::runCli("cover", "A B\nA C\n", &status) ==
          "sudoku: cover: line 2: unknown item 'C' (not on the item line)\n");
    CHECK(status == 1);
}
