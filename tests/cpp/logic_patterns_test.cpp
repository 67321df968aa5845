// The HoDoKu-style named techniques on hand-built candidate grids: Empty Rectangle, finned and sashimi fish,
// ALS-XZ, ALS-XY-Wing and grouped chains, each with its exact eliminations, and nothing where the pattern is broken.
#include <catch2/catch.hpp>

#include "logic/als.h"
#include "logic/chain_groups.h"
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

TEST_CASE("[logic] Empty Rectangle: a box's cross and a strong link", "[logic][patterns]") {
    Step step;
    Board board = emptyBoard();
    keepValueOnlyIn(board, kColumn + 1, 7, {"r4c2", "r8c2"});
    SECTION("7 in box 5 on row 4 and column 6; column 2 links r4c2 to r8c2: r8c6 loses 7") {
        keepValueOnlyIn(board, kBox + 4, 7, {"r4c5", "r5c6", "r6c6"});
        REQUIRE(findEmptyRectangle(board, step));
        CHECK(step.technique == Technique::emptyRectangle);
        CHECK(moves(board, step) == Moves{"r8c6<>7"});
        CHECK(step.nudge == "Empty Rectangle. Look at box 5.");
        CHECK(step.explanation.find("If r8c6 were 7, r8c2 would not be, so r4c2 would be") != std::string::npos);
    }
    SECTION("not when the box's places leave the cross") {
        keepValueOnlyIn(board, kBox + 4, 7, {"r4c5", "r5c6", "r6c4", "r6c6"});
        CHECK_FALSE(findEmptyRectangle(board, step));
    }
}

TEST_CASE("[logic] finned and sashimi fish", "[logic][patterns]") {
    Step step;
    Board board = emptyBoard();
    SECTION("finned X-Wing on 5: rows 2 and 7 in columns 3 and 8, fin r7c9") {
        keepValueOnlyIn(board, kRow + 1, 5, {"r2c3", "r2c8"});
        keepValueOnlyIn(board, kRow + 6, 5, {"r7c3", "r7c8", "r7c9"});
        CHECK_FALSE(findFish(board, 2, step));
        CHECK_FALSE(findFinnedFish(board, 2, true, step));
        REQUIRE(findFinnedFish(board, 2, false, step));
        CHECK(step.technique == Technique::finnedXWing);
        CHECK(moves(board, step) == Moves{"r8c8<>5", "r9c8<>5"});
        CHECK(step.explanation.find("apart from the fin r7c9") != std::string::npos);
    }
    SECTION("sashimi X-Wing on 5: row 7 keeps only r7c3 in the cover columns") {
        keepValueOnlyIn(board, kRow + 1, 5, {"r2c3", "r2c8"});
        keepValueOnlyIn(board, kRow + 6, 5, {"r7c3", "r7c9"});
        CHECK_FALSE(findFinnedFish(board, 2, false, step));
        REQUIRE(findFinnedFish(board, 2, true, step));
        CHECK(step.technique == Technique::sashimiXWing);
        CHECK(moves(board, step) == Moves{"r8c8<>5", "r9c8<>5"});
    }
    SECTION("finned Swordfish on 5: columns 1, 4, 7 in rows 1, 4, 8, fin r9c7") {
        keepValueOnlyIn(board, kColumn + 0, 5, {"r1c1", "r4c1"});
        keepValueOnlyIn(board, kColumn + 3, 5, {"r4c4", "r8c4"});
        keepValueOnlyIn(board, kColumn + 6, 5, {"r1c7", "r8c7", "r9c7"});
        REQUIRE(findFinnedFish(board, 3, false, step));
        CHECK(step.technique == Technique::finnedSwordfish);
        CHECK(moves(board, step) == Moves{"r8c8<>5", "r8c9<>5"});
    }
    SECTION("no finned fish when the fins lie in two boxes") {
        keepValueOnlyIn(board, kRow + 1, 5, {"r2c3", "r2c8"});
        keepValueOnlyIn(board, kRow + 6, 5, {"r7c3", "r7c8", "r7c9", "r7c1"});
        CHECK_FALSE(findFinnedFish(board, 2, false, step));
    }
}

TEST_CASE("[logic] almost locked sets: ALS-XZ and ALS-XY-Wing", "[logic][patterns]") {
    Step step;
    Board board = emptyBoard();
    SECTION("ALS-XZ: r1c1 {1,2} and box 2's {r1c5, r2c5, r2c6} share restricted 1, so 2 is in one of them") {
        setCandidates(board, "r1c1", {1, 2});
        setCandidates(board, "r1c5", {1, 3});
        setCandidates(board, "r2c5", {3, 4});
        setCandidates(board, "r2c6", {2, 4});
        REQUIRE(findAlsXz(board, step));
        CHECK(step.technique == Technique::alsXz);
        CHECK(moves(board, step) == Moves{"r1c4<>2", "r1c6<>2", "r2c1<>2", "r2c2<>2", "r2c3<>2"});
        CHECK(step.cells == std::vector<int>{testing::cellAt("r1c1"), testing::cellAt("r1c5"), testing::cellAt("r2c5"),
                                             testing::cellAt("r2c6")});
    }
    SECTION("no ALS-XZ when the common value's places do not see each other") {
        setCandidates(board, "r1c1", {1, 2});
        setCandidates(board, "r4c5", {1, 3});
        setCandidates(board, "r5c5", {3, 4});
        setCandidates(board, "r5c6", {2, 4});
        CHECK_FALSE(findAlsXz(board, step));
    }
    SECTION("ALS-XY-Wing: pivot r5c5 {1,2}, r1c5 {2,3} by 2 and row 5's {r5c1, r5c2} by 1: r1c1 loses 3") {
        setCandidates(board, "r5c5", {1, 2});
        setCandidates(board, "r1c5", {2, 3});
        setCandidates(board, "r5c1", {1, 3, 4});
        setCandidates(board, "r5c2", {1, 4});
        REQUIRE(findAlsXyWing(board, step));
        CHECK(step.technique == Technique::alsXyWing);
        CHECK(moves(board, step) == Moves{"r1c1<>3"});
    }
}

TEST_CASE("[logic] grouped X-Chain: a box-line segment as one node", "[logic][patterns]") {
    Step step;
    Board board = emptyBoard();
    keepValueOnlyIn(board, kRow + 0, 1, {"r1c1", "r1c7", "r1c8"});
    keepValueOnlyIn(board, kColumn + 8, 1, {"r2c9", "r6c9"});
    SECTION("r1c1 is 1, or r1c7/r1c8 is, so r2c9 is not and r6c9 is: r6c1 sees r1c1 and r6c9") {
        CHECK_FALSE(findChain(board, Technique::xChain, step));
        REQUIRE(findChain(board, Technique::groupedXChain, step));
        CHECK(step.technique == Technique::groupedXChain);
        CHECK(moves(board, step) == Moves{"r6c1<>1"});
        CHECK(step.explanation.rfind("If r1c1 is not 1, then one of r1c7/r1c8 is 1, so r2c9 is not 1", 0) == 0);
    }
    SECTION("nothing once column 9 has a third place") {
        board = emptyBoard();
        keepValueOnlyIn(board, kRow + 0, 1, {"r1c1", "r1c7", "r1c8"});
        keepValueOnlyIn(board, kColumn + 8, 1, {"r2c9", "r6c9", "r9c9"});
        CHECK_FALSE(findChain(board, Technique::groupedXChain, step));
    }
}

TEST_CASE("[logic] chain groups: a segment's places act as one node, only when all of them are left", "[logic][patterns]") {
    Board board = emptyBoard();
    keepValueOnlyIn(board, kRow + 0, 1, {"r1c1", "r1c7", "r1c8"});
    const ChainGroups groups(board);
    const Mask places = board.positions(kRow + 0, 1);
    SECTION("without r1c1, row 1's 1 is in r1c7/r1c8, the group of box 3's segment") {
        const Mask exclude = Mask{1} << 0;  // r1c1: row 1's first place
        const int g = groups.groupOf(kRow + 0, 1, places & ~exclude, exclude);
        REQUIRE(g >= 0);
        CHECK(groups[g].cells == std::vector<int>{testing::cellAt("r1c7"), testing::cellAt("r1c8")});
        CHECK(groups[g].box == kBox + 2);
    }
    SECTION("without r1c7, r1c1 and r1c8 lie in two segments: no group") {
        const Mask exclude = Mask{1} << 6;  // r1c7: row 1's seventh place
        CHECK(groups.groupOf(kRow + 0, 1, places & ~exclude, exclude) == -1);
    }
}

TEST_CASE("[logic] ALS links: a restricted common value when a house holds its places in both sets", "[logic][patterns]") {
    Board board = emptyBoard();
    setCandidates(board, "r1c1", {1, 2});
    setCandidates(board, "r1c5", {1, 3});
    setCandidates(board, "r2c5", {3, 4});
    setCandidates(board, "r2c6", {2, 4});
    const std::vector<Als> sets = almostLockedSets(board, 3);
    auto indexOf = [&](std::vector<std::string> names) {
        for (std::size_t i = 0; i < sets.size(); ++i) {
            std::vector<int> cells(sets[i].cells.begin(), sets[i].cells.begin() + sets[i].count);
            std::vector<int> wanted;
            for (const auto& name : names) wanted.push_back(testing::cellAt(name));
            if (cells == wanted) return static_cast<int>(i);
        }
        return -1;
    };
    const int a = indexOf({"r1c1"}), b = indexOf({"r1c5", "r2c5", "r2c6"});
    REQUIRE(a >= 0);
    REQUIRE(b >= 0);
    Mask rcc = 0;
    for (const AlsLink& link : alsLinks(board, sets)) {
        CHECK(link.a < link.b);
        if (link.a == std::min(a, b) && link.b == std::max(a, b)) rcc = link.rcc;
    }
    CHECK(rcc == bitOf(1));  // 2 is in both, but r1c1 does not see r2c6
}
