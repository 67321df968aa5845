// Each technique on hand-built candidate grids: the exact placements and eliminations where it applies, and
// nothing where it must not.
#include <algorithm>
#include <catch2/catch.hpp>

#include "logic/techniques.h"
#include "logic_support.h"

using namespace sudoku::logic;
using testing::emptyBoard;
using testing::keepValueOnlyIn;
using testing::moves;
using testing::setCandidates;
using Moves = std::vector<std::string>;

using testing::kBox;
using testing::kColumn;
using testing::kRow;

TEST_CASE("[logic] singles place the only possible value", "[logic]") {
    Step step;
    SECTION("full house: the last empty cell of a row") {
        Board board = testing::boardFromLine("12345678." + std::string(72, '.'));
        REQUIRE(findFullHouse(board, step));
        CHECK(moves(board, step) == Moves{"r1c9=9"});
        CHECK(step.explanation == "r1c9 is the last empty cell of row 1, so it takes the missing 9.");
    }
    SECTION("hidden single: a value with one place in a box") {
        Board board = emptyBoard();
        keepValueOnlyIn(board, kBox + 4, 7, {"r5c4"});
        REQUIRE(findHiddenSingle(board, step));
        CHECK(moves(board, step) == Moves{"r5c4=7"});
        // No value on the board closes the box's other cells: their notes do, and the hint says so (a play-tester
        // read a hidden single whose other places nothing on the board ruled out).
        CHECK(step.explanation == "In box 5, 7 can only go in r5c4, so r5c4 = 7. 7 is already out of the candidates of "
                                  "r4c4, r4c5, r4c6, r5c5, r5c6, r6c4, r6c5 and r6c6.");
        CHECK(step.nudge == "Hidden Single. Look at box 5.");
    }
    SECTION("naked single: a cell with one candidate") {
        Board board = emptyBoard();
        setCandidates(board, "r3c5", {4});
        REQUIRE(findNakedSingle(board, step));
        CHECK(moves(board, step) == Moves{"r3c5=4"});
    }
    SECTION("none on an open board") {
        Board board = emptyBoard();
        CHECK_FALSE(findFullHouse(board, step));
        CHECK_FALSE(findHiddenSingle(board, step));
        CHECK_FALSE(findNakedSingle(board, step));
    }
}

TEST_CASE("[logic] locked candidates: pointing and claiming", "[logic]") {
    Step step;
    Board board = emptyBoard();
    SECTION("pointing: a box confines 4 to row 1") {
        keepValueOnlyIn(board, kBox + 0, 4, {"r1c1", "r1c2"});
        REQUIRE(findPointing(board, step));
        CHECK(moves(board, step) == Moves{"r1c4<>4", "r1c5<>4", "r1c6<>4", "r1c7<>4", "r1c8<>4", "r1c9<>4"});
        CHECK_FALSE(findClaiming(board, step));
    }
    SECTION("claiming: row 1 confines 4 to box 1") {
        keepValueOnlyIn(board, kRow + 0, 4, {"r1c1", "r1c3"});
        REQUIRE(findClaiming(board, step));
        CHECK(moves(board, step) == Moves{"r2c1<>4", "r2c2<>4", "r2c3<>4", "r3c1<>4", "r3c2<>4", "r3c3<>4"});
    }
    SECTION("not when the places span two lines and two boxes") {
        keepValueOnlyIn(board, kBox + 0, 4, {"r1c1", "r2c2"});
        CHECK_FALSE(findPointing(board, step));
        CHECK_FALSE(findClaiming(board, step));
    }
}

TEST_CASE("[logic] naked and hidden subsets", "[logic]") {
    Step step;
    Board board = emptyBoard();
    SECTION("naked pair in row 1 and box 1") {
        setCandidates(board, "r1c1", {1, 2});
        setCandidates(board, "r1c2", {1, 2});
        REQUIRE(findNakedSubset(board, 2, step));
        Moves expected;
        for (const char* cell : {"r1c3", "r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9", "r2c1", "r2c2", "r2c3",
                                 "r3c1", "r3c2", "r3c3"}) {
            expected.push_back(std::string(cell) + "<>1");
            expected.push_back(std::string(cell) + "<>2");
        }
        std::sort(expected.begin(), expected.end());
        CHECK(moves(board, step) == expected);
        CHECK(step.technique == Technique::nakedPair);
    }
    SECTION("naked triple in column 5 with only two values per cell") {
        setCandidates(board, "r1c5", {1, 2});
        setCandidates(board, "r5c5", {2, 3});
        setCandidates(board, "r9c5", {1, 3});
        CHECK_FALSE(findNakedSubset(board, 2, step));
        REQUIRE(findNakedSubset(board, 3, step));
        CHECK(step.eliminations.size() == 6 * 3);
        CHECK(moves(board, step).front() == "r2c5<>1");
    }
    SECTION("hidden pair: 1 and 2 confined to two cells of row 1") {
        keepValueOnlyIn(board, kRow + 0, 1, {"r1c1", "r1c9"});
        keepValueOnlyIn(board, kRow + 0, 2, {"r1c1", "r1c9"});
        REQUIRE(findHiddenSubset(board, 2, step));
        Moves expected;
        for (int v = 3; v <= 9; ++v) {
            expected.push_back("r1c1<>" + std::to_string(v));
            expected.push_back("r1c9<>" + std::to_string(v));
        }
        std::sort(expected.begin(), expected.end());
        CHECK(moves(board, step) == expected);
    }
    SECTION("no subset when the values spread over more cells") {
        setCandidates(board, "r1c1", {1, 2});
        setCandidates(board, "r1c2", {1, 3});
        CHECK_FALSE(findNakedSubset(board, 2, step));
        keepValueOnlyIn(board, kRow + 4, 5, {"r5c1", "r5c2", "r5c3"});
        CHECK_FALSE(findHiddenSubset(board, 2, step));
    }
}

TEST_CASE("[logic] fish: X-Wing, Swordfish, Jellyfish", "[logic]") {
    Step step;
    Board board = emptyBoard();
    SECTION("X-Wing on 5 in rows 2 and 7, columns 3 and 8") {
        keepValueOnlyIn(board, kRow + 1, 5, {"r2c3", "r2c8"});
        keepValueOnlyIn(board, kRow + 6, 5, {"r7c3", "r7c8"});
        REQUIRE(findFish(board, 2, step));
        CHECK(step.technique == Technique::xWing);
        Moves expected;
        for (int r : {1, 3, 4, 5, 6, 8, 9}) {
            expected.push_back("r" + std::to_string(r) + "c3<>5");
            expected.push_back("r" + std::to_string(r) + "c8<>5");
        }
        std::sort(expected.begin(), expected.end());
        CHECK(moves(board, step) == expected);
    }
    SECTION("Swordfish on 5 in columns 1, 4, 7 with two places each") {
        keepValueOnlyIn(board, kColumn + 0, 5, {"r1c1", "r4c1"});
        keepValueOnlyIn(board, kColumn + 3, 5, {"r4c4", "r8c4"});
        keepValueOnlyIn(board, kColumn + 6, 5, {"r1c7", "r8c7"});
        CHECK_FALSE(findFish(board, 2, step));
        REQUIRE(findFish(board, 3, step));
        CHECK(step.technique == Technique::swordfish);
        CHECK(step.eliminations.size() == 3 * 6);
    }
    SECTION("Jellyfish on 9 in rows 1, 3, 5, 7") {
        keepValueOnlyIn(board, kRow + 0, 9, {"r1c1", "r1c2"});
        keepValueOnlyIn(board, kRow + 2, 9, {"r3c2", "r3c5"});
        keepValueOnlyIn(board, kRow + 4, 9, {"r5c5", "r5c9"});
        keepValueOnlyIn(board, kRow + 6, 9, {"r7c9", "r7c1"});
        CHECK_FALSE(findFish(board, 3, step));
        REQUIRE(findFish(board, 4, step));
        CHECK(step.technique == Technique::jellyfish);
        CHECK(step.eliminations.size() == 4 * 5);
    }
    SECTION("no fish when one base line has a place outside the cover") {
        keepValueOnlyIn(board, kRow + 1, 5, {"r2c3", "r2c8"});
        keepValueOnlyIn(board, kRow + 6, 5, {"r7c3", "r7c6"});
        CHECK_FALSE(findFish(board, 2, step));
    }
}

TEST_CASE("[logic] single-digit patterns: Skyscraper, 2-String Kite, colouring", "[logic]") {
    Step step;
    Board board = emptyBoard();
    SECTION("Skyscraper on 1 in rows 1 and 4 standing on column 1") {
        keepValueOnlyIn(board, kRow + 0, 1, {"r1c1", "r1c5"});
        keepValueOnlyIn(board, kRow + 3, 1, {"r4c1", "r4c6"});
        REQUIRE(findTurbotFish(board, Technique::skyscraper, step));
        CHECK(moves(board, step) == Moves{"r2c6<>1", "r3c6<>1", "r5c5<>1", "r6c5<>1"});
        // The sentence names the cells that see both ends (a play-tester's Skyscraper hint never did).
        CHECK_THAT(step.explanation, Catch::EndsWith("the cells that see both: r2c6, r3c6, r5c5 and r6c5."));
        CHECK_FALSE(findTurbotFish(board, Technique::twoStringKite, step));
    }
    SECTION("2-String Kite on 3: row 1 and column 1 joined in box 1") {
        keepValueOnlyIn(board, kRow + 0, 3, {"r1c2", "r1c7"});
        keepValueOnlyIn(board, kColumn + 0, 3, {"r3c1", "r8c1"});
        REQUIRE(findTurbotFish(board, Technique::twoStringKite, step));
        CHECK(moves(board, step) == Moves{"r8c7<>3"});
    }
    SECTION("simple colouring: a chain whose two ends both see r2c5") {
        keepValueOnlyIn(board, kRow + 0, 6, {"r1c1", "r1c5"});
        keepValueOnlyIn(board, kColumn + 0, 6, {"r1c1", "r6c1"});
        keepValueOnlyIn(board, kRow + 5, 6, {"r6c1", "r6c9"});
        keepValueOnlyIn(board, kColumn + 8, 6, {"r6c9", "r2c9"});
        REQUIRE(findSimpleColouring(board, step));
        // Colours: r1c5, r6c1, r2c9 one way; r1c1, r6c9 the other. r2c2 and r2c3 see r1c1 (box 1) and r2c9 (row 2).
        CHECK(moves(board, step) == Moves{"r2c2<>6", "r2c3<>6"});
        CHECK_THAT(step.explanation, Catch::EndsWith("Cells that see both groups cannot be 6: r2c2 and r2c3."));
    }
    SECTION("none without strong links") {
        CHECK_FALSE(findTurbotFish(board, Technique::turbotFish, step));
        CHECK_FALSE(findSimpleColouring(board, step));
    }
}

TEST_CASE("[logic] wings: XY-Wing, XYZ-Wing, W-Wing", "[logic]") {
    Step step;
    Board board = emptyBoard();
    SECTION("XY-Wing: pivot r1c1 {1,2}, pincers r1c5 {1,3} and r5c1 {2,3}") {
        setCandidates(board, "r1c1", {1, 2});
        setCandidates(board, "r1c5", {1, 3});
        setCandidates(board, "r5c1", {2, 3});
        REQUIRE(findXyWing(board, step));
        CHECK(moves(board, step) == Moves{"r5c5<>3"});
        CHECK(step.explanation == "r1c1 keeps only 1 and 2; r1c5 keeps only 1 and 3; r5c1 keeps only 2 and 3. Whatever "
                                  "r1c1 is, one of them is 3, so 3 can be removed from the cells that see both pincers: r5c5.");
    }
    SECTION("no XY-Wing when a pincer does not see the pivot") {
        setCandidates(board, "r1c1", {1, 2});
        setCandidates(board, "r1c5", {1, 3});
        setCandidates(board, "r5c2", {2, 3});
        CHECK_FALSE(findXyWing(board, step));
    }
    SECTION("XYZ-Wing: pivot r1c1 {1,2,3}, pincers r1c5 {1,3} and r2c2 {2,3}") {
        setCandidates(board, "r1c1", {1, 2, 3});
        setCandidates(board, "r1c5", {1, 3});
        setCandidates(board, "r2c2", {2, 3});
        REQUIRE(findXyzWing(board, step));
        CHECK(moves(board, step) == Moves{"r1c2<>3", "r1c3<>3"});
        CHECK_THAT(step.explanation, Catch::EndsWith("the cells that see all three: r1c2 and r1c3."));
    }
    SECTION("W-Wing: r1c1 and r5c5 {1,2} joined by the strong link of 1 in row 3") {
        setCandidates(board, "r1c1", {1, 2});
        setCandidates(board, "r5c5", {1, 2});
        keepValueOnlyIn(board, kRow + 2, 1, {"r3c2", "r3c5"});
        REQUIRE(findWWing(board, step));
        CHECK(moves(board, step) == Moves{"r1c5<>2", "r5c1<>2"});
        CHECK_THAT(step.explanation, Catch::EndsWith("2 can be removed from the cells that see both: r1c5 and r5c1."));
    }
    SECTION("no W-Wing without the strong link") {
        setCandidates(board, "r1c1", {1, 2});
        setCandidates(board, "r5c5", {1, 2});
        CHECK_FALSE(findWWing(board, step));
    }
}

TEST_CASE("[logic] uniqueness: unique rectangle type 1", "[logic]") {
    Step step;
    Board board = emptyBoard();
    SECTION("three corners {1,2} in two boxes: the fourth loses 1 and 2") {
        setCandidates(board, "r1c1", {1, 2});
        setCandidates(board, "r1c4", {1, 2});
        setCandidates(board, "r2c1", {1, 2});
        setCandidates(board, "r2c4", {1, 2, 3});
        REQUIRE(findUniqueRectangle(board, step));
        CHECK(moves(board, step) == Moves{"r2c4<>1", "r2c4<>2"});
    }
    SECTION("not when the rectangle spans four boxes (no deadly pattern)") {
        setCandidates(board, "r1c1", {1, 2});
        setCandidates(board, "r1c4", {1, 2});
        setCandidates(board, "r4c1", {1, 2});
        setCandidates(board, "r4c4", {1, 2, 3});
        CHECK_FALSE(findUniqueRectangle(board, step));
    }
}
