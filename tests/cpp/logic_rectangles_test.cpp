// Unique Rectangle types 2 to 6 and the Hidden Rectangle on hand-built candidate grids (rows 1-2, columns 1 and 4:
// two boxes), each with its exact eliminations, and nothing where the pattern is broken.
#include <catch2/catch.hpp>

#include "logic/techniques.h"
#include "logic_support.h"

using namespace sudoku::logic;
using testing::emptyBoard;
using testing::keepValueOnlyIn;
using testing::kRow;
using testing::kColumn;
using testing::moves;
using testing::setCandidates;
using Moves = std::vector<std::string>;

namespace {

// r1c1, r1c4, r2c1 and r2c4 get these candidates.
void corners(Board& board, std::vector<int> r1c1, std::vector<int> r1c4, std::vector<int> r2c1, std::vector<int> r2c4) {
    setCandidates(board, "r1c1", r1c1);
    setCandidates(board, "r1c4", r1c4);
    setCandidates(board, "r2c1", r2c1);
    setCandidates(board, "r2c4", r2c4);
}

}  // namespace

TEST_CASE("[logic] Unique Rectangle types 2 and 5: one extra value on two or three corners", "[logic][rectangles]") {
    Step step;
    Board board = emptyBoard();
    SECTION("type 2: r2c1 and r2c4 hold 1, 2 and 3; row 2's other cells lose 3") {
        corners(board, {1, 2}, {1, 2}, {1, 2, 3}, {1, 2, 3});
        CHECK_FALSE(findUniqueRectangleExtraValue(board, Technique::uniqueRectangle5, step));
        REQUIRE(findUniqueRectangleExtraValue(board, Technique::uniqueRectangle2, step));
        CHECK(step.technique == Technique::uniqueRectangle2);
        CHECK(moves(board, step) ==
              Moves{"r2c2<>3", "r2c3<>3", "r2c5<>3", "r2c6<>3", "r2c7<>3", "r2c8<>3", "r2c9<>3"});
        CHECK(step.cells.size() == 4);
        CHECK(step.explanation.find("one of them is 3") != std::string::npos);
    }
    SECTION("type 5: the extra value on r1c4 and r2c1, across the rectangle") {
        corners(board, {1, 2}, {1, 2, 3}, {1, 2, 3}, {1, 2});
        CHECK_FALSE(findUniqueRectangleExtraValue(board, Technique::uniqueRectangle2, step));
        REQUIRE(findUniqueRectangleExtraValue(board, Technique::uniqueRectangle5, step));
        CHECK(moves(board, step) == Moves{"r1c2<>3", "r1c3<>3", "r2c5<>3", "r2c6<>3"});
    }
    SECTION("not when the roofs' extra values differ") {
        corners(board, {1, 2}, {1, 2}, {1, 2, 3}, {1, 2, 4});
        CHECK_FALSE(findUniqueRectangleExtraValue(board, Technique::uniqueRectangle2, step));
        CHECK_FALSE(findUniqueRectangleExtraValue(board, Technique::uniqueRectangle5, step));
    }
}

TEST_CASE("[logic] Unique Rectangle type 3: the roofs' extra values complete a naked subset", "[logic][rectangles]") {
    Step step;
    Board board = emptyBoard();
    corners(board, {1, 2}, {1, 2}, {1, 2, 3}, {1, 2, 4});
    SECTION("r2c7 holds 3 and 4: with the roofs, a pair in row 2") {
        setCandidates(board, "r2c7", {3, 4});
        REQUIRE(findUniqueRectangle3(board, step));
        CHECK(step.technique == Technique::uniqueRectangle3);
        CHECK(moves(board, step) == Moves{"r2c2<>3", "r2c2<>4", "r2c3<>3", "r2c3<>4", "r2c5<>3", "r2c5<>4",
                                          "r2c6<>3", "r2c6<>4", "r2c8<>3", "r2c8<>4", "r2c9<>3", "r2c9<>4"});
        CHECK(step.houses == std::vector<int>{kRow + 1});
    }
    SECTION("not without the subset's other cells") { CHECK_FALSE(findUniqueRectangle3(board, step)); }
}

TEST_CASE("[logic] Unique Rectangle type 4: a strong link on one value of the pair between the roofs", "[logic][rectangles]") {
    Step step;
    Board board = emptyBoard();
    corners(board, {1, 2}, {1, 2}, {1, 2, 3}, {1, 2, 5});
    SECTION("1 only in r2c1 and r2c4 of row 2: neither is 2") {
        keepValueOnlyIn(board, kRow + 1, 1, {"r2c1", "r2c4"});
        REQUIRE(findUniqueRectangle4(board, step));
        CHECK(step.technique == Technique::uniqueRectangle4);
        CHECK(moves(board, step) == Moves{"r2c1<>2", "r2c4<>2"});
    }
    SECTION("not when both values have other places in row 2") { CHECK_FALSE(findUniqueRectangle4(board, step)); }
}

TEST_CASE("[logic] Unique Rectangle type 6: an X-Wing of one value over the rectangle", "[logic][rectangles]") {
    Step step;
    Board board = emptyBoard();
    corners(board, {1, 2}, {1, 2, 3}, {1, 2, 4}, {1, 2});
    SECTION("1 only in columns 1 and 4 of rows 1 and 2: r1c4 and r2c1 are not 1") {
        keepValueOnlyIn(board, kRow + 0, 1, {"r1c1", "r1c4"});
        keepValueOnlyIn(board, kRow + 1, 1, {"r2c1", "r2c4"});
        REQUIRE(findUniqueRectangle6(board, step));
        CHECK(step.technique == Technique::uniqueRectangle6);
        CHECK(moves(board, step) == Moves{"r1c4<>1", "r2c1<>1"});
    }
    SECTION("not with a strong link in one row only") {
        keepValueOnlyIn(board, kRow + 0, 1, {"r1c1", "r1c4"});
        CHECK_FALSE(findUniqueRectangle6(board, step));
    }
}

TEST_CASE("[logic] Hidden Rectangle: strong links in the opposite corner's row and column", "[logic][rectangles]") {
    Step step;
    Board board = emptyBoard();
    setCandidates(board, "r1c1", {1, 2});
    keepValueOnlyIn(board, kRow + 1, 1, {"r2c1", "r2c4"});
    SECTION("1 only in the rectangle in row 2 and column 4: r2c4 is not 2") {
        keepValueOnlyIn(board, kColumn + 3, 1, {"r1c4", "r2c4"});
        REQUIRE(findHiddenRectangle(board, step));
        CHECK(step.technique == Technique::hiddenRectangle);
        CHECK(moves(board, step) == Moves{"r2c4<>2"});
        CHECK(step.houses == std::vector<int>{kRow + 1, kColumn + 3});
    }
    SECTION("not when column 4 has other places for 1") { CHECK_FALSE(findHiddenRectangle(board, step)); }
}

TEST_CASE("[logic] the rectangle techniques need a proven unique solution", "[logic][rectangles]") {
    for (Technique t : {Technique::uniqueRectangle2, Technique::uniqueRectangle3, Technique::uniqueRectangle4,
                        Technique::uniqueRectangle5, Technique::uniqueRectangle6, Technique::hiddenRectangle}) {
        CHECK((techniqueInfo(t).flags & kNeedsUniqueness) != 0);
    }
}
