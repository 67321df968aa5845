// Hints on a player's position: mistakes first, then the next step respecting the notes, else a revealed cell.
#include <catch2/catch.hpp>

#include "generator/game_id.h"
#include "generator/generator.h"
#include "logic/hint.h"
#include "logic_support.h"
#include "test_support.h"

using namespace sudoku::logic;

namespace {

// The first Beginner puzzle of rated-5000 and its DLX solution.
struct Fixture {
    sudoku::Puzzle puzzle;
    std::vector<int> solution;
    int firstEmpty = 0;
};

Fixture fixture() {
    const std::string line = testing::dataLines("rated-5000.csv").at(1);
    auto puzzle = sudoku::parsePuzzle(sudoku::firstToken(line));
    REQUIRE(puzzle.ok());
    Fixture f{*puzzle, testing::solutionOf(sudoku::firstToken(line)), 0};
    while (f.puzzle.cells[f.firstEmpty] != 0) ++f.firstEmpty;
    return f;
}

LogicOptions unique() {
    LogicOptions options;
    options.uniqueness = true;
    return options;
}

}  // namespace

TEST_CASE("[logic] hint reports a wrong entry before anything else, and why", "[logic][hint]") {
    const Fixture f = fixture();
    const sudoku::Geometry& g = f.puzzle.geometry;
    const int row = f.firstEmpty / 9, col = f.firstEmpty % 9;
    const std::string cell = sudoku::cellName(g, f.firstEmpty);
    const std::string houses[] = {"row " + std::to_string(row + 1), "column " + std::to_string(col + 1),
                                  "box " + std::to_string(row / 3 * 3 + col / 3 + 1)};
    int clashes = 0, unseen = 0;
    for (int wrong = 1; wrong <= 9; ++wrong) {
        if (wrong == f.solution[f.firstEmpty]) continue;
        PlayerPosition position;
        position.entries.assign(81, 0);
        position.entries[f.firstEmpty] = wrong;
        auto hint = hintFor(f.puzzle, f.solution, position, unique());
        REQUIRE(hint.ok());
        CHECK(hint->kind == HintKind::wrongEntry);
        CHECK(hint->target == Candidate{f.firstEmpty, wrong});
        // Why, found here by its own scan: the first given of the cell's row, column or box (in that order) holding
        // the value, else the solution.
        std::string why;
        for (int k = 0; k < 3 && why.empty(); ++k) {
            for (int other = 0; other < 81 && why.empty(); ++other) {
                const int r = other / 9, c = other % 9;
                const bool shares[] = {r == row, c == col, r / 3 == row / 3 && c / 3 == col / 3};
                if (shares[k] && f.puzzle.cells[other] == wrong) {
                    why = ": " + houses[k] + " has " + std::to_string(wrong) + " in " + sudoku::cellName(g, other) + ".";
                }
            }
        }
        (why.empty() ? unseen : clashes) += 1;
        if (why.empty()) why = ": the solution has another value there.";
        CHECK(hint->message == cell + " is not " + std::to_string(wrong) + why);
    }
    CHECK(clashes > 0);
    CHECK(unseen > 0);
}

TEST_CASE("[logic] hint reports a true candidate removed from the notes", "[logic][hint]") {
    const Fixture f = fixture();
    PlayerPosition position;
    position.notes.assign(81, 0);
    position.notes[f.firstEmpty] = 0x1FF & ~bitOf(f.solution[f.firstEmpty]);
    auto hint = hintFor(f.puzzle, f.solution, position, unique());
    REQUIRE(hint.ok());
    CHECK(hint->kind == HintKind::wrongNote);
    CHECK(hint->target == Candidate{f.firstEmpty, f.solution[f.firstEmpty]});
}

TEST_CASE("[logic] hint gives the next step from the position, using consistent notes", "[logic][hint]") {
    const Fixture f = fixture();
    PlayerPosition position;
    SECTION("no notes: the first step of the logical solution") {
        auto hint = hintFor(f.puzzle, f.solution, position, unique());
        REQUIRE(hint.ok());
        CHECK(hint->kind == HintKind::step);
        const auto expected = nextStep(boardOf(f.puzzle), unique());
        REQUIRE(expected);
        CHECK(stepLine(f.puzzle.geometry, hint->step) == stepLine(f.puzzle.geometry, *expected));
    }
    SECTION("notes narrowed to the solution make every empty cell a naked single") {
        position.notes.assign(81, 0);
        for (int cell = 0; cell < 81; ++cell) {
            if (f.puzzle.cells[cell] == 0) position.notes[cell] = bitOf(f.solution[cell]);
        }
        auto hint = hintFor(f.puzzle, f.solution, position, unique());
        REQUIRE(hint.ok());
        CHECK(hint->step.placements.size() == 1);
        CHECK(hint->step.placements[0].value == f.solution[hint->step.placements[0].cell]);
    }
    SECTION("the complete grid") {
        position.entries = f.solution;
        auto hint = hintFor(f.puzzle, f.solution, position, unique());
        REQUIRE(hint.ok());
        CHECK(hint->kind == HintKind::solved);
    }
}

TEST_CASE("[logic] hint reveals a labelled cell when no technique applies", "[logic][hint]") {
    // An empty 4x4 grid has many solutions: without chains, no technique applies to it.
    auto puzzle = sudoku::parsePuzzle(std::string(16, '.'));
    REQUIRE(puzzle.ok());
    const std::vector<int> solution = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
    LogicOptions options;
    options.chains = false;
    auto hint = hintFor(*puzzle, solution, {}, options);
    REQUIRE(hint.ok());
    CHECK(hint->kind == HintKind::reveal);
    CHECK(hint->message.find("Revealed from the solution: r1c1 = 1.") != std::string::npos);
}

TEST_CASE("[logic] hint rejects a malformed position with a message", "[logic][hint]") {
    const Fixture f = fixture();
    PlayerPosition position;
    position.entries.assign(5, 0);
    CHECK(hintFor(f.puzzle, f.solution, position, unique()).error().message == "the entries must list 81 cells");
    position.entries.assign(81, 10);
    CHECK(hintFor(f.puzzle, f.solution, position, unique()).error().message == "entry out of range");
    CHECK(parseEntries(f.puzzle.geometry, "12").error().message ==
          "the entries must be 81 symbols, one per cell; got 2");
    CHECK(parseEntries(f.puzzle.geometry, std::string(80, '.') + "x").error().message ==
          "'x' at r9c9 is not a value of this grid");
    CHECK(parseEntries(f.puzzle.geometry, std::string(80, '.') + "9").ok());
}

TEST_CASE("[logic] a cage of one cell is one hint step: its sum, placed", "[logic][hint][killer]") {
    // A play-tester's killer, no notes: the cage's combinations and the naked single they left both said "its one
    // cell holds the sum".
    auto options = sudoku::parseGameId("9c-1n-8mymjh-ck25");
    REQUIRE(options.ok());
    auto made = sudoku::generate(*options);
    REQUIRE(made.ok());
    auto hint = hintFor(made->puzzle, made->solution, {}, LogicOptions{});
    REQUIRE(hint.ok());
    REQUIRE(hint->chain.size() == 1);
    CHECK(hint->step.nudge == "Naked Single. Look at the 2 cage at r8c8.");
    CHECK(hint->step.explanation == "In the 2 cage at r8c8, its one cell holds the sum, so r8c8 = 2.");
    CHECK(hint->step.placements == std::vector<Candidate>{{testing::cellAt("r8c8"), 2}});
}
