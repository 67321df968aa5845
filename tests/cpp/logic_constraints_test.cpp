// The logic on constraints beyond houses: extra peers (anti-knight, anti-king, cages), non-consecutive
// neighbours (and the hidden single's words and cells for them), each technique for cages, thermometers and arrows on a position where it applies, and no wrong
// step on seeded random constraint puzzles and on Simon Tatham's Solo killers.
#include <algorithm>
#include <tuple>
#include <catch2/catch.hpp>

#include "constraint_puzzles.h"
#include "logic/hint_chain.h"
#include "generator/generator.h"
#include "logic/rating.h"
#include "logic/techniques.h"
#include "logic_support.h"
#include "puzzle.h"
#include "solo_killer.h"
#include "solver.h"

using namespace sudoku::logic;
using testing::boardFromLine;
using testing::cellAt;
using testing::moves;
using testing::setCandidates;

namespace {

const std::string kBlank(81, '.');

std::string line(const std::string& fields) { return kBlank + ";" + fields; }

// Runs the logic on `puzzle` and checks every step against the solver's unique solution; returns the rating.
sudoku::Rating checkSteps(const sudoku::Puzzle& puzzle) {
    sudoku::Solver solver(puzzle.geometry);
    const auto solved = solver.solve(puzzle.cells, 2);
    REQUIRE(solved.status == sudoku::SolveStatus::unique);
    const std::vector<int>& solution = solved.solutions[0];
    Board board = boardOf(puzzle);
    const LogicOptions options = optionsFor(puzzle, true);
    LogicSolution path;
    while (auto step = nextStep(board, options)) {
        INFO(stepLine(puzzle.geometry, *step) << "\n" << step->explanation);
        for (const Candidate& c : step->placements) REQUIRE(solution[c.cell] == c.value);
        for (const Candidate& c : step->eliminations) REQUIRE(solution[c.cell] != c.value);
        CHECK_FALSE(step->explanation.empty());
        CHECK_FALSE(step->nudge.empty());
        applyStep(board, *step);
        path.steps.push_back(std::move(*step));
    }
    path.solved = board.solved() && !board.broken();
    for (int cell = 0; cell < puzzle.geometry.cellCount(); ++cell) {
        if (board.value(cell) != 0) CHECK(board.value(cell) == solution[cell]);
        else CHECK(board.has(cell, solution[cell]));
    }
    return rateSolution(path);
}

}  // namespace

TEST_CASE("[logic] pairwise rules act as peers of a placed value", "[logic][constraints]") {
    SECTION("anti-knight: a knight's move away loses the value, a king's move keeps it") {
        Board board = boardFromLine(line("anti-knight"));
        board.place(cellAt("r3c3"), 7);
        CHECK_FALSE(board.has(cellAt("r1c4"), 7));
        CHECK_FALSE(board.has(cellAt("r5c4"), 7));
        CHECK(board.has(cellAt("r4c4"), 7));
        CHECK(board.has(cellAt("r1c4"), 6));
    }
    SECTION("anti-king: the diagonal neighbours lose the value") {
        Board board = boardFromLine(line("anti-king"));
        board.place(cellAt("r3c3"), 3);
        CHECK_FALSE(board.has(cellAt("r4c4"), 3));
        CHECK_FALSE(board.has(cellAt("r2c4"), 3));
        CHECK(board.has(cellAt("r5c5"), 3));
    }
    SECTION("non-consecutive: side neighbours lose the values one above and below, diagonals keep them") {
        Board board = boardFromLine(line("non-consecutive"));
        board.place(cellAt("r5c5"), 5);
        for (const char* side : {"r4c5", "r6c5", "r5c4", "r5c6"}) {
            CHECK_FALSE(board.has(cellAt(side), 4));
            CHECK_FALSE(board.has(cellAt(side), 6));
            CHECK(board.has(cellAt(side), 3));
        }
        CHECK(board.has(cellAt("r4c4"), 4));
        CHECK(board.has(cellAt("r5c9"), 6));
    }
    SECTION("a naked single names only the kinds of line the puzzle has") {
        for (const auto& [kind, named, other] : {std::tuple{"thermo", "its thermometers", "arrows"},
                                                 std::tuple{"arrow", "its arrows", "thermometers"}}) {
            Board board = boardFromLine(line(std::string(kind) + "=r1c1r2c2r3c3"));
            setCandidates(board, "r9c9", {4});
            Step step;
            REQUIRE(findNakedSingle(board, step));
            CHECK_THAT(step.explanation, Catch::Contains(named) && !Catch::Contains(other));
        }
    }
    SECTION("cage mates never repeat a value, even without a shared house") {
        Board board = boardFromLine(line("cage=15/r3c3r4c3r4c4"));
        board.place(cellAt("r3c3"), 5);
        CHECK_FALSE(board.has(cellAt("r4c4"), 5));
        CHECK(board.has(cellAt("r5c5"), 5));
    }
    SECTION("a hidden single under non-consecutive names the side neighbours that close the rest of its house") {
        Board board = boardFromLine(line("non-consecutive"));
        // Box 1's 5: r7c1 and r1c5 close column 1 and row 1; a 4 or 6 beside r2c3, r3c2 and r3c3 closes them.
        for (const auto& [cell, value] : {std::pair{"r7c1", 5}, std::pair{"r1c5", 5}, std::pair{"r2c4", 4},
                                          std::pair{"r4c2", 6}, std::pair{"r4c3", 4}}) {
            board.place(cellAt(cell), value);
        }
        Step step;
        REQUIRE(findHiddenSingle(board, step));
        CHECK(step.explanation == "In box 1, 5 can only go in r2c2, so r2c2 = 5. Side neighbours may not hold "
                                  "consecutive values, so the 4 in r2c4, the 6 in r4c2 and the 4 in r4c3 rule 5 out "
                                  "of r2c3, r3c2 and r3c3.");
        // The hint's second level points at every placed cell that closes a place, the side neighbours too.
        std::vector<int> blockers = singleBlockers(board, step);
        std::sort(blockers.begin(), blockers.end());
        CHECK(blockers == std::vector<int>{cellAt("r1c5"), cellAt("r2c4"), cellAt("r4c2"), cellAt("r4c3"), cellAt("r7c1")});
    }
    SECTION("a hidden single names the rule beyond rows, columns and boxes that closes a cell of its house") {
        // Box 1's 5: row 1, row 3 and column 1 close all but two cells, and the rule closes the one not the answer.
        // A play-tester could not see why under anti-knight, anti-king and hyper: the hint named the 5 alone.
        struct Case {
            std::string puzzle;
            sudoku::Variant variant;
            std::vector<std::string> fives;
            std::string target, rule;
        };
        const std::vector<Case> cases = {
            {line("anti-knight"), sudoku::Variant::classic, {"r1c9", "r3c7", "r5c1", "r4c4"}, "r2c2",
             "Cells a knight's move apart never hold the same value, so the 5 in r4c4 rules 5 out of r2c3."},
            {line("anti-king"), sudoku::Variant::classic, {"r1c7", "r3c4", "r5c1"}, "r2c2",
             "Cells that touch, even at a corner, never hold the same value, so the 5 in r3c4 rules 5 out of r2c3."},
            {line("cage=20/r2c3r3c3r3c4r4c4"), sudoku::Variant::classic, {"r1c9", "r3c7", "r5c1", "r4c4"}, "r2c2",
             "A cage never holds a value twice, so the 5 in r4c4 rules 5 out of r2c3."},
            {kBlank, sudoku::Variant::hyper, {"r1c5", "r3c7", "r4c4"}, "r2c1",
             "Each shaded window also holds every value once, so the 5 in r4c4 rules 5 out of r2c2 and r2c3."},
            // r3c3 and r4c4 are both on the arrow's path, which lets them repeat: the touch keeps them apart.
            {line("anti-king;arrow=r3c2r3c3r4c4"), sudoku::Variant::classic, {"r1c7", "r5c1", "r8c2", "r4c4"}, "r2c3",
             "Cells that touch, even at a corner, never hold the same value, so the 5 in r4c4 rules 5 out of r3c3."},
        };
        for (const Case& c : cases) {
            auto puzzle = sudoku::parsePuzzle(c.puzzle, {c.variant, {}});
            REQUIRE(puzzle.ok());
            Board board = sudoku::logic::boardOf(*puzzle);
            for (const std::string& cell : c.fives) board.place(cellAt(cell), 5);
            Step step;
            REQUIRE(findHiddenSingle(board, step));
            CHECK(step.explanation == "In box 1, 5 can only go in " + c.target + ", so " + c.target + " = 5. " + c.rule);
            const std::vector<int> blockers = singleBlockers(board, step);
            CHECK(std::find(blockers.begin(), blockers.end(), cellAt(c.fives.back())) != blockers.end());
        }
    }
    SECTION("a cell closed by its row as well as by a knight's move is said to be closed by its row") {
        Board board = boardFromLine(line("anti-knight"));
        board.place(cellAt("r1c5"), 5);  // a knight's move from r2c3, and first among its peers
        board.place(cellAt("r2c9"), 5);  // r2c3's row
        CHECK(board.ruledOutBy(cellAt("r2c3"), 5) == cellAt("r2c9"));
    }
    SECTION("a naked single in a cage of one cell says the cage's sum decides") {
        Board board = boardFromLine(line("cage=4/r2c3"));
        board.place(cellAt("r2c1"), 1);
        setCandidates(board, "r2c3", {4});
        Step step;
        REQUIRE(findNakedSingle(board, step));
        CHECK(step.nudge == "Naked Single. Look at the 4 cage at r2c3.");
        CHECK(step.explanation == "In the 4 cage at r2c3, its one cell holds the sum, so r2c3 = 4.");
        CHECK(step.cells == std::vector<int>{cellAt("r2c3")});
        CHECK(step.houses.empty());
        CHECK(singleBlockers(board, step).empty());  // r2c1's 1 is not why: the hint points at the cage alone
    }
    SECTION("a naked single says what sees the cell beyond its houses") {
        Board board = boardFromLine(line("cage=15/r3c3r4c3r4c4;anti-knight;non-consecutive"));
        setCandidates(board, "r9c9", {4});
        Step step;
        REQUIRE(findNakedSingle(board, step));
        CHECK_THAT(step.explanation, Catch::Contains("its cage") && Catch::Contains("a knight's move away") &&
                                         Catch::Contains("side neighbours"));
    }
}

TEST_CASE("[logic] cage combinations keep what the cage's digit sets allow", "[logic][killer]") {
    SECTION("3 in two cells is {1,2}") {
        Board board = boardFromLine(line("cage=3/r1c1r1c2"));
        Step step;
        REQUIRE(findCageCombinations(board, step));
        CHECK(step.technique == Technique::cageCombinations);
        CHECK(step.eliminations.size() == 14);
        CHECK_THAT(step.explanation, Catch::Contains("{1,2}"));
    }
    SECTION("a cage of one cell holds its sum, said as such") {
        Board board = boardFromLine(line("cage=4/r9c5"));
        Step step;
        REQUIRE(findCageCombinations(board, step));
        CHECK(moves(board, step).size() == 8);
        CHECK_THAT(step.explanation, Catch::Equals("In the 4 cage at r9c5, its one cell holds the sum, so r9c5 can only be 4."));
    }
    SECTION("12 in 3 cells without 1 or 2 is {3,4,5}") {
        Board board = boardFromLine(line("cage=12/r1c1r1c2r1c3"));
        for (const char* cell : {"r1c1", "r1c2", "r1c3"}) setCandidates(board, cell, {3, 4, 5, 6, 7, 8, 9});
        Step step;
        REQUIRE(findCageCombinations(board, step));
        // What the cells keep, shorter than what they lose, said once for the three.
        CHECK_THAT(step.explanation, Catch::EndsWith("only {3,4,5} can fill it, so r1c1, r1c2 and r1c3 keep only 3, 4 and 5."));
        for (const Candidate& c : step.eliminations) CHECK(c.value >= 6);
        CHECK(step.eliminations.size() == 12);
    }
    SECTION("a cell keeps only values some filling gives it") {
        Board board = boardFromLine(line("cage=4/r1c1r1c2"));  // {1,3}
        setCandidates(board, "r1c1", {1, 3});
        setCandidates(board, "r1c2", {3});
        Step step;
        REQUIRE(findCageCombinations(board, step));
        CHECK(moves(board, step) == std::vector<std::string>{"r1c1<>3"});
        // {1,3} holds the 3 r1c1 loses: the explanation says why.
        CHECK_THAT(step.explanation, Catch::EndsWith("so r1c1 loses 3 (r1c1's 3 would need 1 in r1c2)."));
    }
    SECTION("in a cage of more cells, a value a combination holds goes when the others cannot complete it") {
        Board board = boardFromLine(line("cage=7/r1c1r1c2r1c3"));  // {1,2,4}
        setCandidates(board, "r1c1", {1, 2, 4});
        setCandidates(board, "r1c2", {1, 4});
        setCandidates(board, "r1c3", {1, 4});
        Step step;
        REQUIRE(findCageCombinations(board, step));
        CHECK(moves(board, step) == std::vector<std::string>{"r1c1<>1", "r1c1<>4"});
        // What the cell keeps, when that is shorter than what it loses.
        CHECK_THAT(step.explanation, Catch::EndsWith("so r1c1 can only be 2 (no combination fits the other cells' candidates with 1 "
                                                     "or 4 in r1c1)."));
    }
    SECTION("a cage without constraint gives nothing") {
        Board board = boardFromLine(kBlank);
        Step step;
        CHECK_FALSE(findCageCombinations(board, step));
    }
}

TEST_CASE("[logic] a hidden cage combination follows from a value confined to a cage", "[logic][killer]") {
    // 10 in two cells: {1,9} {2,8} {3,7} {4,6}. Row 1 has 9 only in the cage, so the cage is {1,9}.
    Board board = boardFromLine(line("cage=10/r1c1r1c2"));
    testing::keepValueOnlyIn(board, testing::kRow, 9, {"r1c1", "r1c2"});
    Step step;
    REQUIRE(findHiddenCageCombination(board, step));
    CHECK(step.technique == Technique::hiddenCageCombination);
    for (const Candidate& c : step.eliminations) CHECK((c.value != 1 && c.value != 9));
    CHECK(step.eliminations.size() == 14);  // 2..8 from both cells
    CHECK_THAT(step.explanation, Catch::Contains("the cage holds 9"));
}

TEST_CASE("[logic] cage pointing clears what sees every place of a value the cage must hold", "[logic][killer]") {
    Board board = boardFromLine(line("cage=3/r1c1r2c1"));
    Step step;
    REQUIRE(findCagePointing(board, step));
    CHECK(step.technique == Technique::cagePointing);
    // 1 must go in r1c1 or r2c1: column 1 and box 1 lose it elsewhere (7 + 6 cells).
    CHECK(step.eliminations.size() == 13);
    for (const Candidate& c : step.eliminations) CHECK(c.value == 1);
    CHECK_THAT(step.explanation, Catch::Contains("holds 1"));
}

TEST_CASE("[logic] the rule of 45 gives a lone innie or outie its value and bounds several", "[logic][killer]") {
    SECTION("the last cell of a row left by its cages") {
        Board board = boardFromLine(line("cage=10/r1c1r1c2r1c3r1c4;cage=30/r1c5r1c6r1c7r1c8"));
        Step step;
        REQUIRE(findRuleOf45(board, step));
        CHECK(moves(board, step) == std::vector<std::string>{"r1c9=5"});
        CHECK_THAT(step.explanation, Catch::Contains("row 1 adds up to 45"));
        CHECK_THAT(step.explanation, Catch::EndsWith("so the cell they leave (r1c9) holds 5."));  // said once
    }
    SECTION("an outie: the cell outside of a cage reaching into a row") {
        // 10 + 28 + 15 - 45: r2c9 holds 8 (and the innie r1c9 7, placed first here).
        Board board = boardFromLine(line("cage=10/r1c1r1c2r1c3r1c4;cage=28/r1c5r1c6r1c7r1c8;cage=15/r1c9r2c9"));
        board.place(cellAt("r1c9"), 7);
        Step step;
        REQUIRE(findRuleOf45(board, step));
        CHECK(moves(board, step) == std::vector<std::string>{"r2c9=8"});
        CHECK_THAT(step.explanation, Catch::Contains("the cages inside or reaching in add up to 53"));
        CHECK_THAT(step.explanation, Catch::EndsWith("so their cell outside (r2c9) holds 8."));
    }
    SECTION("two innies adding up to 11 are each at least 2") {
        Board board = boardFromLine(line("cage=10/r1c1r1c2r1c3r1c4;cage=24/r1c5r1c6r1c7"));
        Step step;
        REQUIRE(findInniesOutiesBounds(board, step));
        CHECK(step.technique == Technique::inniesOutiesBounds);
        CHECK(moves(board, step) == std::vector<std::string>{"r1c8<>1", "r1c9<>1"});
    }
}

TEST_CASE("[logic] thermometer bounds keep room below and above each cell", "[logic][thermo]") {
    Board board = boardFromLine(line("thermo=r1c1r1c2r1c3"));
    SECTION("from the steps alone") {
        Step step;
        REQUIRE(findThermoBounds(board, step));
        CHECK(moves(board, step) == std::vector<std::string>{"r1c1<>8", "r1c1<>9", "r1c2<>1", "r1c2<>9",
                                                             "r1c3<>1", "r1c3<>2"});
        CHECK_THAT(step.explanation, Catch::Contains("r1c2 lies between 2 and 8"));
    }
    SECTION("a cell with one value left says so, not that it lies between two equal bounds") {
        Board full = boardFromLine(line("thermo=r1c1r1c2r1c3r1c4r1c5r1c6r1c7r1c8r1c9"));
        Step step;
        REQUIRE(findThermoBounds(full, step));
        CHECK_THAT(step.explanation, Catch::Contains("r1c1 can only be 1") && Catch::Contains("r1c5 can only be 5"));
        CHECK_THAT(step.explanation, !Catch::Contains("between"));
    }
    SECTION("ordered with a placed value") {
        board.place(cellAt("r1c2"), 4);
        Step step;
        REQUIRE(findThermoBounds(board, step));
        for (const Candidate& c : step.eliminations) {
            if (c.cell == cellAt("r1c1")) CHECK(c.value > 3);
            if (c.cell == cellAt("r1c3")) CHECK(c.value < 5);
        }
        CHECK(step.eliminations.size() == 5 + 3);  // r1c1 loses 5-9 (4 gone with the row), r1c3 1-3
    }
}

TEST_CASE("[logic] arrow bounds keep the circle within its path's sums", "[logic][arrow]") {
    Board board = boardFromLine(line("arrow=r1c1r2c2r3c3"));
    Step step;
    REQUIRE(findArrowBounds(board, step));
    // The path adds up to 2..18: the circle loses 1; with the circle at most 9 each path cell is at most 8.
    CHECK(moves(board, step) == std::vector<std::string>{"r1c1<>1", "r2c2<>9", "r3c3<>9"});
    CHECK_THAT(step.explanation, Catch::Contains("holds the sum of r2c2 and r3c3"));
    SECTION("a bound the candidates already meet goes unsaid") {
        // The path adds up to 2 to 6 and the circle can hold 3 to 7: the circle is at most 6 (not "lies between 2
        // and 6", which a play-tester read as a contradiction of "can hold 3 to 7").
        Board narrow = boardFromLine(line("arrow=r1c1r2c2r3c3"));
        setCandidates(narrow, "r1c1", {3, 4, 5, 6, 7});
        setCandidates(narrow, "r2c2", {1, 2, 3});
        setCandidates(narrow, "r3c3", {1, 2, 3});
        Step bounded;
        REQUIRE(findArrowBounds(narrow, bounded));
        CHECK(moves(narrow, bounded) == std::vector<std::string>{"r1c1<>7"});
        CHECK_THAT(bounded.explanation, Catch::Contains("which can add up to between 2 and 6, and the circle can hold 3 to 7; so "
                                                        "r1c1 is at most 6."));
        // A circle with one value left is said as that value: "while the circle can hold 7" read as garbled.
        Board fixed = boardFromLine(line("arrow=r1c1r2c2r3c3"));
        setCandidates(fixed, "r1c1", {7});
        setCandidates(fixed, "r2c2", {1, 2, 3, 4, 5, 6});
        setCandidates(fixed, "r3c3", {1, 2, 3});
        REQUIRE(findArrowBounds(fixed, bounded));
        CHECK_THAT(bounded.explanation, Catch::Contains("between 2 and 9, and the circle is 7; so r2c2 is at least 4."));
    }
}

TEST_CASE("[logic] no wrong step on generated 9x9 non-consecutive puzzles", "[logic][constraints]") {
    for (unsigned seed = 1; seed <= 6; ++seed) {
        sudoku::GenerateOptions options;
        options.constraint = sudoku::ConstraintChoice::nonConsecutive;
        options.seed = seed;
        options.rate = false;
        const auto made = sudoku::generate(options);
        REQUIRE(made.ok());
        INFO(sudoku::formatPuzzle(made->puzzle));
        checkSteps(made->puzzle);
    }
}

TEST_CASE("[logic] no wrong step on seeded random constraint puzzles", "[logic][constraints]") {
    const int seed = GENERATE(range(1, 31));
    const int size = seed % 2 == 0 ? 4 : 6;
    std::mt19937 random(static_cast<unsigned>(seed));
    auto plain = sudoku::Geometry::make(size, sudoku::Variant::classic);
    REQUIRE(plain);
    sudoku::Constraints constraints;
    if (seed % 5 == 0) constraints.pairs.push_back(sudoku::PairRule::antiKnight);
    if (seed % 7 == 0) constraints.pairs.push_back(sudoku::PairRule::nonConsecutive);
    if (seed % 4 == 1) constraints.pairs.push_back(sudoku::PairRule::antiKing);
    std::sort(constraints.pairs.begin(), constraints.pairs.end());
    // A full grid that keeps the pairwise rules, then groups read off it.
    auto paired = plain->withConstraints(constraints);
    REQUIRE(paired);
    const auto full = sudoku::Solver(*paired).random(std::vector<int>(size * size, 0), seed);
    if (full.solutions.empty()) return;  // no grid keeps these rules at this size (4x4 anti-king)
    const std::vector<int>& grid = full.solutions[0];
    if (seed % 3 != 0) testing::addCages(grid, size, random, constraints);
    if (seed % 3 != 1) testing::addThermoAndArrow(grid, size, random, constraints);
    auto geometry = plain->withConstraints(constraints);
    REQUIRE(geometry);
    // Givens from the grid in a seeded order until the solution is unique.
    sudoku::Solver solver(*geometry);
    std::vector<int> givens(size * size, 0);
    for (int cell = 0; solver.solve(givens, 2).status != sudoku::SolveStatus::unique; ++cell) {
        REQUIRE(cell < size * size);
        const int at = (cell * 7 + seed) % (size * size);
        givens[at] = grid[at];
    }
    const sudoku::Puzzle puzzle{*geometry, givens};
    INFO(sudoku::formatPuzzle(puzzle));
    checkSteps(puzzle);
}

TEST_CASE("[logic] no wrong step on Simon Tatham's Solo killers, and they rate", "[logic][killer][solo]") {
    const std::string ids = solo::runSolo(8, "3x3kdu");
    REQUIRE_FALSE(ids.empty());  // sgt-solo comes from scripts/setup.sh (Debian package sgt-puzzles)
    int puzzles = 0;
    for (std::size_t start = 0; start < ids.size();) {
        const auto end = std::min(ids.find('\n', start), ids.size());
        const std::string id = ids.substr(start, end - start);
        start = end + 1;
        if (id.empty()) continue;
        const auto text = solo::soloKillerLine(id);
        REQUIRE(text);
        auto puzzle = sudoku::parsePuzzle(*text);
        REQUIRE(puzzle);
        INFO(*text);
        const sudoku::Rating rating = checkSteps(*puzzle);
        // No given at all: the logic can only start from the cages.
        REQUIRE_FALSE(rating.techniques.empty());
        CHECK((rating.techniques[0] == "Cage Combinations" || rating.techniques[0] == "Rule of 45"));
        ++puzzles;
    }
    CHECK(puzzles == 8);
}
