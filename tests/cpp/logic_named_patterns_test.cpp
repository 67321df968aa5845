// Locked Pair, Locked Triple and Sue de Coq on hand-built candidate grids, each with its exact eliminations, and
// nothing where the pattern is broken.
#include <algorithm>
#include <catch2/catch.hpp>

#include "logic/techniques.h"
#include "logic_support.h"

using namespace sudoku::logic;
using testing::emptyBoard;
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
