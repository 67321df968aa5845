// The logic board's cached positions() against the candidates they come from, through placements, eliminations
// and copies that go their own way.
#include <catch2/catch.hpp>

#include <random>

#include "logic/board.h"
#include "logic_support.h"

using sudoku::logic::Board;
using sudoku::logic::Mask;

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
