// ALS-XY-Chain (als_chain.cpp) on a hand-built candidate grid: four sets in a row, one of two cells, with the
// exact eliminations, and nothing once an end set lacks the shared value.
#include <algorithm>
#include <catch2/catch.hpp>

#include "logic/techniques.h"
#include "logic_support.h"

using namespace sudoku::logic;
using testing::emptyBoard;
using testing::moves;
using testing::setCandidates;
using Moves = std::vector<std::string>;

TEST_CASE("[logic] ALS-XY-Chain: four sets linked 1, 2, 3 leave 5 in one of the ends", "[logic][patterns]") {
    Step step;
    Board board = emptyBoard();
    setCandidates(board, "r1c1", {1, 5});  // A1
    setCandidates(board, "r1c5", {1, 2});  // A2, linked to A1 by 1 (row 1)
    setCandidates(board, "r5c5", {2, 4});  // A3 = r5c5 and r6c6 (box 5: 2, 3 and 4), linked to A2 by 2 (column 5)
    setCandidates(board, "r6c6", {3, 4});
    SECTION("A4 = r6c1 {3, 5}, linked to A3 by 3 (row 6): column 1's other cells lose 5") {
        setCandidates(board, "r6c1", {3, 5});
        REQUIRE(findAlsXyChain(board, step));
        CHECK(step.technique == Technique::alsXyChain);
        CHECK(moves(board, step) ==
              Moves{"r2c1<>5", "r3c1<>5", "r4c1<>5", "r5c1<>5", "r7c1<>5", "r8c1<>5", "r9c1<>5"});
        CHECK(step.nudge.rfind("ALS-XY-Chain. Look at ", 0) == 0);
        CHECK(step.explanation.find("A1 = ") != std::string::npos);
        CHECK(step.explanation.find("So 5 is in A1 or A4") != std::string::npos);
        CHECK(step.cells.size() >= 5);
        CHECK(step.houses.size() >= 3);
        std::vector<int> houses = step.houses;  // each house once
        std::sort(houses.begin(), houses.end());
        CHECK(std::adjacent_find(houses.begin(), houses.end()) == houses.end());
    }
    SECTION("nothing when A4 is r6c1 {3, 6}: the ends share no value") {
        setCandidates(board, "r6c1", {3, 6});
        CHECK_FALSE(findAlsXyChain(board, step));
    }
}
