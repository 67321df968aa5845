// Forcing chains and nets (forcing.cpp) on top1465's puzzle 77 ("7.....4...2..7..8..."), which the singles-only
// forcing chain leaves stuck: the net, following pointing, claiming and naked pairs too, goes on, and every step
// of the whole path agrees with the DLX solution.
#include <catch2/catch.hpp>

#include "logic/techniques.h"
#include "logic_support.h"

using namespace sudoku::logic;

namespace {

const char* const kPuzzle = "7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5";

}  // namespace

TEST_CASE("[logic] a forcing net goes on where the forcing chain finds nothing", "[logic][forcing]") {
    Board board = testing::boardFromLine(kPuzzle);
    const std::vector<int> solution = testing::solutionOf(kPuzzle);
    LogicOptions options;
    options.uniqueness = true;
    int nets = 0, wrong = 0;
    while (auto step = nextStep(board, options)) {
        if (step->technique == Technique::forcingNet) {
            Step chain;
            if (nets++ == 0) CHECK_FALSE(findForcingChain(board, chain));  // the net comes only after the chain
            CHECK(step->eliminations.size() == 1);
            CHECK(step->explanation.rfind("If ", 0) == 0);
            CHECK(step->nudge.rfind("Forcing Net. Try assuming a value in ", 0) == 0);
        }
        for (const Candidate& c : step->placements) wrong += solution[c.cell] != c.value;
        for (const Candidate& c : step->eliminations) wrong += solution[c.cell] == c.value;
        applyStep(board, *step);
    }
    CHECK(nets > 0);
    CHECK(wrong == 0);
    CHECK(board.solved());
}
