// ALS-AIC (chains.cpp with chain_als.*) on a hand-built candidate grid: a chain through an almost locked set,
// with its exact eliminations; the same board without the set's node has no grouped AIC, and nothing once the
// set holds one value too many.
#include <algorithm>
#include <catch2/catch.hpp>

#include "logic/techniques.h"
#include "logic_support.h"

using namespace sudoku::logic;
using testing::cellAt;
using testing::emptyBoard;
using testing::keepValueOnlyIn;
using testing::kColumn;
using testing::moves;
using testing::setCandidates;
using Moves = std::vector<std::string>;

// If r4c1 is not 2, r1c1 is (column 1), so the set r1c5 {2,3,4}, r1c6 {3,4} loses 2 and is locked: one of
// r1c5/r1c6 is 4, so r2c4 is not 4, and r4c4 is (column 4). So r4c1 = 2 or r4c4 = 4, and they see each other.
TEST_CASE("[logic] ALS-AIC: a chain through an almost locked set", "[logic][patterns]") {
    Step step;
    Board board = emptyBoard();
    keepValueOnlyIn(board, kColumn + 0, 2, {"r1c1", "r4c1"});
    keepValueOnlyIn(board, kColumn + 3, 4, {"r2c4", "r4c4"});
    setCandidates(board, "r1c6", {3, 4});
    SECTION("the set r1c5 {2,3,4}, r1c6 {3,4}: r4c4 loses 2 and r4c1 loses 4") {
        setCandidates(board, "r1c5", {2, 3, 4});
        CHECK_FALSE(findChain(board, Technique::groupedAic, step));
        REQUIRE(findChain(board, Technique::alsAic, step));
        CHECK(step.technique == Technique::alsAic);
        CHECK(moves(board, step) == Moves{"r4c1<>4", "r4c4<>2"});
        CHECK(step.nudge.rfind("ALS-AIC. Start from ", 0) == 0);
        CHECK(step.explanation.find("so the set r1c5 and r1c6 (row 1, values 2, 3 and 4) has no 2, so it is locked, "
                                    "and one of r1c5/r1c6 is 4") != std::string::npos);
        CHECK(step.explanation.find("So r4c1 = 2 or r4c4 = 4") != std::string::npos);
        for (const char* cell : {"r1c5", "r1c6", "r2c4", "r4c4"}) {
            CHECK(std::find(step.cells.begin(), step.cells.end(), cellAt(cell)) != step.cells.end());
        }
        CHECK(std::find(step.houses.begin(), step.houses.end(), 0) != step.houses.end());  // row 1, the set's house
    }
    SECTION("nothing when r1c5 is {2,3,4,5}: two cells with four values are no almost locked set") {
        setCandidates(board, "r1c5", {2, 3, 4, 5});
        CHECK_FALSE(findChain(board, Technique::alsAic, step));
    }
}
