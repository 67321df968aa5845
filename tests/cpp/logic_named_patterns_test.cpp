// Locked Pair and Triple, Remote Pair, Multi-Colouring and Sue de Coq on hand-built candidate grids, each with its
// exact eliminations, and nothing where the pattern is broken.
#include <algorithm>
#include <catch2/catch.hpp>

#include "logic/techniques.h"
#include "logic_support.h"

using namespace sudoku::logic;
using testing::emptyBoard;
using testing::keepValueOnlyIn;
using testing::kColumn;
using testing::moves;
using testing::setCandidates;
using Moves = std::vector<std::string>;

namespace {

// "r1c3<>1" for each cell and value given.
Moves lose(const std::vector<std::string>& cells, const std::vector<int>& values) {
    Moves text;
    for (const std::string& cell : cells) {
        for (int v : values) text.push_back(cell + "<>" + std::to_string(v));
    }
    std::sort(text.begin(), text.end());
    return text;
}

Moves joined(Moves a, const Moves& b) {
    a.insert(a.end(), b.begin(), b.end());
    std::sort(a.begin(), a.end());
    return a;
}

}  // namespace

TEST_CASE("[logic] Locked Pair and Locked Triple clear the box and the line at once", "[logic][patterns]") {
    Step step;
    Board board = emptyBoard();
    const std::vector<std::string> rowRest = {"r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9"};
    const std::vector<std::string> boxRest = {"r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"};
    SECTION("r1c1 and r1c2 hold 1 and 2: row 1 and box 1 lose them") {
        setCandidates(board, "r1c1", {1, 2});
        setCandidates(board, "r1c2", {1, 2});
        REQUIRE(findLockedSubset(board, 2, step));
        CHECK(step.technique == Technique::lockedPair);
        CHECK(moves(board, step) == joined(lose({"r1c3"}, {1, 2}), joined(lose(rowRest, {1, 2}), lose(boxRest, {1, 2}))));
        CHECK(step.houses.size() == 2);
    }
    SECTION("r1c1, r1c2, r1c3 hold 1, 2 and 3: a Locked Triple") {
        setCandidates(board, "r1c1", {1, 2});
        setCandidates(board, "r1c2", {2, 3});
        setCandidates(board, "r1c3", {1, 3});
        CHECK_FALSE(findLockedSubset(board, 2, step));
        REQUIRE(findLockedSubset(board, 3, step));
        CHECK(step.technique == Technique::lockedTriple);
        CHECK(moves(board, step) == joined(lose(rowRest, {1, 2, 3}), lose(boxRest, {1, 2, 3})));
    }
    SECTION("not a pair that shares only a line") {
        setCandidates(board, "r1c1", {1, 2});
        setCandidates(board, "r1c5", {1, 2});
        CHECK_FALSE(findLockedSubset(board, 2, step));
    }
}

TEST_CASE("[logic] Remote Pair: a chain of four cells holding 1 and 2", "[logic][patterns]") {
    Step step;
    Board board = emptyBoard();
    setCandidates(board, "r1c1", {1, 2});
    setCandidates(board, "r1c5", {1, 2});
    setCandidates(board, "r5c5", {1, 2});
    SECTION("r1c1 and r5c9 are three links apart: r1c9 and r5c1 see both and lose 1 and 2") {
        setCandidates(board, "r5c9", {1, 2});
        REQUIRE(findRemotePair(board, step));
        CHECK(step.technique == Technique::remotePair);
        CHECK(moves(board, step) == lose({"r1c9", "r5c1"}, {1, 2}));
        CHECK(step.cells.size() == 4);
    }
    SECTION("not with three cells (a naked pair's work)") { CHECK_FALSE(findRemotePair(board, step)); }
}

TEST_CASE("[logic] Multi-Colouring: two strong-link networks of one value", "[logic][patterns]") {
    Step step;
    Board board = emptyBoard();
    keepValueOnlyIn(board, testing::kRow + 0, 1, {"r1c1", "r1c5"});
    SECTION("r1c5 sees r2c6: r1c1 or r8c6 is 1, so r8c1 is not") {
        keepValueOnlyIn(board, kColumn + 5, 1, {"r2c6", "r8c6"});
        REQUIRE(findMultiColouring(board, step));
        CHECK(step.technique == Technique::multiColouring);
        CHECK(moves(board, step) == Moves{"r8c1<>1"});
        CHECK(step.cells.size() == 4);
    }
    SECTION("not when no colour of one network sees the other") {
        keepValueOnlyIn(board, kColumn + 8, 1, {"r4c9", "r8c9"});
        CHECK_FALSE(findMultiColouring(board, step));
    }
}

TEST_CASE("[logic] Sue de Coq: a box-line intersection with a cell of the line and one of the box", "[logic][patterns]") {
    Step step;
    Board board = emptyBoard();
    setCandidates(board, "r1c1", {1, 2, 3, 4});
    setCandidates(board, "r1c2", {1, 2, 3, 4});
    setCandidates(board, "r1c5", {1, 2});
    SECTION("r1c5 takes 1 and 2 for row 1, r2c1 takes 3 and 4 for box 1") {
        setCandidates(board, "r2c1", {3, 4});
        REQUIRE(findSueDeCoq(board, step));
        CHECK(step.technique == Technique::sueDeCoq);
        const Moves row = lose({"r1c3", "r1c4", "r1c6", "r1c7", "r1c8", "r1c9"}, {1, 2});
        const Moves box = lose({"r1c3", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"}, {3, 4});
        CHECK(moves(board, step) == joined(row, box));
    }
    SECTION("not when the box's cell shares a value with the line's") {
        setCandidates(board, "r2c1", {2, 4});
        CHECK_FALSE(findSueDeCoq(board, step));
    }
}
