// The logic board's cached positions() against the candidates they come from, through placements, eliminations
// and copies that go their own way; the quiet values single-value finders keep across positions.
#include <catch2/catch.hpp>

#include <random>

#include "logic/board.h"
#include "logic/logic_solver.h"
#include "logic_support.h"
#include "test_support.h"

using sudoku::logic::Board;
using sudoku::logic::Mask;
using sudoku::logic::Technique;

namespace {

// positions() worked out from scratch: bit i when the house's i-th cell holds the value as a candidate.
Mask positionsByHand(const Board& board, int house, int value) {
    const auto& cells = board.houses()[house].cells;
    Mask mask = 0;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (board.has(cells[i], value)) mask |= Mask{1} << i;
    }
    return mask;
}

int mismatches(const Board& board) {
    int wrong = 0;
    for (int house = 0; house < static_cast<int>(board.houses().size()); ++house) {
        for (int value = 1; value <= board.size(); ++value) {
            wrong += board.positions(house, value) != positionsByHand(board, house, value);
        }
    }
    return wrong;
}

}  // namespace

TEST_CASE("[logic] positions follow every change of the board, and a copy keeps its own", "[logic]") {
    const unsigned seed = GENERATE(take(5, random(1u, 1000000u)));
    std::mt19937 random(seed);
    Board board = testing::emptyBoard();
    REQUIRE(mismatches(board) == 0);
    for (int round = 0; round < 40 && !board.solved(); ++round) {
        const int cell = static_cast<int>(random() % 81), value = static_cast<int>(random() % 9) + 1;
        if (board.value(cell) != 0 || !board.has(cell, value)) continue;
        Board copy = board;  // the copy's cache is read before and after its own change
        REQUIRE(mismatches(copy) == 0);
        if (round % 3 == 0) {
            board.place(cell, value);
        } else if (round % 3 == 1) {
            board.eliminate(cell, value);
        } else {
            board.keepOnly(cell, board.candidates(cell) & ~sudoku::logic::bitOf(value));
        }
        INFO("seed " << seed << ", round " << round);
        CHECK(mismatches(board) == 0);
        copy.eliminate((cell + 1) % 81, value);
        CHECK(mismatches(copy) == 0);
        CHECK(mismatches(board) == 0);
    }
}

TEST_CASE("[logic] a quiet value or house is forgotten when one of its candidates goes, and a copy starts without",
          "[logic]") {
    Board board = testing::emptyBoard();
    testing::setCandidates(board, "r5c5", {4, 7});
    for (int value : {3, 4, 5}) board.setQuietValue(Technique::xWing, value);
    board.setQuietValue(Technique::skyscraper, 3);
    board.setQuietHouse(Technique::nakedPair, testing::kRow);  // row 1
    REQUIRE(board.quietValue(Technique::xWing, 3));
    REQUIRE(board.quietHouse(Technique::nakedPair, testing::kRow));
    CHECK_FALSE(board.quietValue(Technique::xWing, 7));
    CHECK_FALSE(board.quietValue(Technique::swordfish, 3));
    CHECK_FALSE(board.quietHouse(Technique::nakedPair, testing::kRow + 1));
    SECTION("an elimination forgets its value for every technique, and its cell's houses") {
        board.eliminate(testing::cellAt("r1c2"), 3);
        CHECK_FALSE(board.quietValue(Technique::xWing, 3));
        CHECK_FALSE(board.quietValue(Technique::skyscraper, 3));
        CHECK(board.quietValue(Technique::xWing, 4));
        CHECK_FALSE(board.quietHouse(Technique::nakedPair, testing::kRow));
    }
    SECTION("an elimination elsewhere forgets nothing of the row") {
        board.eliminate(testing::cellAt("r2c2"), 6);
        CHECK(board.quietHouse(Technique::nakedPair, testing::kRow));
        CHECK(board.quietValue(Technique::xWing, 3));
    }
    SECTION("a placement forgets the value and every candidate the cell had") {
        board.place(testing::cellAt("r5c5"), 7);
        CHECK_FALSE(board.quietValue(Technique::xWing, 4));
        CHECK(board.quietValue(Technique::xWing, 3));
        CHECK(board.quietValue(Technique::xWing, 5));
    }
    SECTION("a copy, and a board assigned another position") {
        const Board copy = board;
        CHECK_FALSE(copy.quietValue(Technique::xWing, 3));
        Board other = testing::emptyBoard();
        other.setQuietValue(Technique::xWing, 3);
        other = board;
        CHECK_FALSE(other.quietValue(Technique::xWing, 3));
        CHECK(board.quietValue(Technique::xWing, 3));
    }
}

TEST_CASE("[logic] along a logical solution, a board's quiet values change no step a fresh copy finds", "[logic]") {
    const std::vector<std::string> lines = testing::dataLines("top1465.txt");
    sudoku::logic::LogicOptions options;
    options.uniqueness = true;
    int compared = 0;
    for (std::size_t i = 0; i < lines.size(); i += 150) {
        Board board = testing::boardFromLine(lines[i].substr(0, 81));
        for (;;) {
            auto step = nextStep(board, options);
            const Board fresh = board;  // no quiet values
            auto again = nextStep(fresh, options);
            INFO("top1465 line " << i + 1 << ", step " << compared);
            REQUIRE(step.has_value() == again.has_value());
            if (!step) break;
            CHECK(stepLine(board.geometry(), *step) == stepLine(board.geometry(), *again));
            CHECK(step->explanation == again->explanation);
            applyStep(board, *step);
            ++compared;
        }
    }
    CHECK(compared > 300);
}

TEST_CASE("[logic] a list of houses names a run of three or more of one kind as one", "[logic]") {
    using testing::kBox;
    using testing::kColumn;
    using testing::kRow;
    const Board board = testing::emptyBoard();
    CHECK(sudoku::logic::houseList(board, {kRow, kRow + 1, kRow + 2, kRow + 3, kRow + 4, kRow + 5, kRow + 6}) ==
          "rows 1 to 7");
    CHECK(sudoku::logic::houseList(board, {kBox + 3, kBox + 4, kBox + 5}) == "boxes 4 to 6");
    CHECK(sudoku::logic::houseList(board, {kColumn, kColumn + 1}) == "column 1 and column 2");
    CHECK(sudoku::logic::houseList(board, {kRow, kRow + 2, kRow + 3}) == "row 1, row 3 and row 4");
    CHECK(sudoku::logic::houseList(board, {kRow + 7, kRow + 8, kColumn}) == "row 8, row 9 and column 1");
}
