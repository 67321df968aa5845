// What finders share per position (board.h's slots: als.h's alsIndex, chain_groups.h's chainGroups) and the
// rectangle order of Unique Rectangle type 1 (uniqueness.cpp), which now searches rectangles.h's rectangles.
#include <catch2/catch.hpp>

#include "logic/als.h"
#include "logic/chain_groups.h"
#include "logic/techniques.h"
#include "logic_support.h"

using namespace sudoku::logic;
using testing::cellAt;
using testing::setCandidates;

namespace {

// top1465's first puzzle: its logical solution passes positions with thousands of sets.
const char* const kPuzzle = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

std::vector<int> cellsOf(const Als& als) { return std::vector<int>(als.cells.begin(), als.cells.begin() + als.count); }

// The index's sets of up to `cells` cells and their links against a fresh search for such sets.
void checkPrefix(const Board& board, const AlsIndex& index, int cells) {
    const std::vector<Als> sets = almostLockedSets(board, cells);
    REQUIRE(index.upTo[cells] == static_cast<int>(sets.size()));
    for (std::size_t i = 0; i < sets.size(); ++i) {
        CHECK(cellsOf(index.sets[i]) == cellsOf(sets[i]));
        CHECK(index.sets[i].values == sets[i].values);
    }
    std::vector<AlsLink> prefix;
    for (const AlsLink& link : index.links) {
        if (link.b < index.upTo[cells]) prefix.push_back(link);
    }
    const std::vector<AlsLink> links = alsLinks(board, sets);
    REQUIRE(prefix.size() == links.size());
    for (std::size_t i = 0; i < links.size(); ++i) {
        CHECK((prefix[i].a == links[i].a && prefix[i].b == links[i].b && prefix[i].rcc == links[i].rcc));
    }
}

}  // namespace

TEST_CASE("[logic] one ALS index serves every set size: its first upTo[k] sets and their links are a search for k",
          "[logic][als]") {
    Board board = testing::boardFromLine(kPuzzle);
    LogicOptions options;
    options.uniqueness = true;
    int checked = 0;
    while (auto step = nextStep(board, options)) {
        if (step->technique == Technique::alsXz || step->technique == Technique::alsXyWing) {
            const AlsIndex& index = alsIndex(board);
            REQUIRE(!index.sets.empty());
            for (int cells = 1; cells <= kMaxAlsCells; ++cells) checkPrefix(board, index, cells);
            ++checked;
        }
        applyStep(board, *step);
    }
    CHECK(checked > 0);
}

TEST_CASE("[logic] a position's shared sets and groups are kept until the board changes", "[logic][als]") {
    Board board = testing::boardFromLine(kPuzzle);
    const AlsIndex& index = alsIndex(board);
    const ChainGroups& groups = chainGroups(board);
    SECTION("asked again on the same position: the same objects") {
        CHECK(&alsIndex(board) == &index);
        CHECK(&chainGroups(board) == &groups);
    }
    SECTION("a copy builds its own") {
        const Board copy = board;
        CHECK(&alsIndex(copy) != &index);
        CHECK(alsIndex(copy).links.size() == index.links.size());
    }
    SECTION("after an elimination: rebuilt for the new position") {
        int cell = 0;
        while (board.value(cell) != 0 || countOf(board.candidates(cell)) != 3) ++cell;
        // A cell of three candidates is no one-cell set; with two left, it is one.
        auto oneCellSet = [&](const AlsIndex& sets) {
            for (int i = 0; i < sets.upTo[1]; ++i) {
                if (sets.sets[i].cells[0] == cell) return true;
            }
            return false;
        };
        CHECK_FALSE(oneCellSet(index));
        board.eliminate(cell, lowestOf(board.candidates(cell)));
        const AlsIndex& fresh = alsIndex(board);
        CHECK(oneCellSet(fresh));
        CHECK(fresh.sets.size() == almostLockedSets(board, kMaxAlsCells).size());
        CHECK(chainGroups(board).all().size() == ChainGroups(board).all().size());
    }
}

TEST_CASE("[logic] Unique Rectangle type 1 reports the first rectangle by rows, then columns", "[logic][uniqueness]") {
    Board board = testing::emptyBoard();
    // Rows 1 and 3, columns 2 and 5: its pair corner r1c2 comes first in cell order, r3c5 holds 6 too.
    for (const char* cell : {"r1c2", "r1c5", "r3c2"}) setCandidates(board, cell, {4, 5});
    setCandidates(board, "r3c5", {4, 5, 6});
    // Rows 1 and 2, columns 1 and 4: first by rows, r1c1 holds 3 too.
    for (const char* cell : {"r1c4", "r2c1", "r2c4"}) setCandidates(board, cell, {1, 2});
    setCandidates(board, "r1c1", {1, 2, 3});
    Step step;
    REQUIRE(findUniqueRectangle(board, step));
    CHECK(testing::moves(board, step) == std::vector<std::string>{"r1c1<>1", "r1c1<>2"});
    CHECK(step.cells == std::vector<int>{cellAt("r1c1"), cellAt("r1c4"), cellAt("r2c1"), cellAt("r2c4")});
}
