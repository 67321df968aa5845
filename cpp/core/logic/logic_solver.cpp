// The finder table in difficulty order, and the loops that solve and rate with it.
#include "logic_solver.h"

#include <iterator>

#include "techniques.h"

namespace sudoku::logic {

namespace {

using Finder = bool (*)(const Board&, Step&);

struct Entry {
    Finder find;
    bool needsUniqueness;
    bool isChain;
};

const Entry kFinders[] = {
    {findFullHouse, false, false},
    {findHiddenSingle, false, false},
    {findNakedSingle, false, false},
    {findPointing, false, false},
    {findClaiming, false, false},
    {[](const Board& b, Step& s) { return findNakedSubset(b, 2, s); }, false, false},
    {[](const Board& b, Step& s) { return findFish(b, 2, s); }, false, false},
    {[](const Board& b, Step& s) { return findHiddenSubset(b, 2, s); }, false, false},
    {[](const Board& b, Step& s) { return findNakedSubset(b, 3, s); }, false, false},
    {[](const Board& b, Step& s) { return findFish(b, 3, s); }, false, false},
    {[](const Board& b, Step& s) { return findHiddenSubset(b, 3, s); }, false, false},
    {[](const Board& b, Step& s) { return findTurbotFish(b, Technique::skyscraper, s); }, false, false},
    {[](const Board& b, Step& s) { return findTurbotFish(b, Technique::twoStringKite, s); }, false, false},
    {[](const Board& b, Step& s) { return findTurbotFish(b, Technique::turbotFish, s); }, false, false},
    {findXyWing, false, false},
    {findXyzWing, false, false},
    {findWWing, false, false},
    {findUniqueRectangle, true, false},
    {[](const Board& b, Step& s) { return findNakedSubset(b, 4, s); }, false, false},
    {[](const Board& b, Step& s) { return findFish(b, 4, s); }, false, false},
    {[](const Board& b, Step& s) { return findHiddenSubset(b, 4, s); }, false, false},
    {findBugPlusOne, true, false},
    {findSimpleColouring, false, false},
    {[](const Board& b, Step& s) { return findChain(b, Technique::xChain, s); }, false, true},
    {[](const Board& b, Step& s) { return findChain(b, Technique::xyChain, s); }, false, true},
    {[](const Board& b, Step& s) { return findChain(b, Technique::aic, s); }, false, true},
    {findForcingChain, false, true},
};

// How many rows of kFinders (which lists the techniques in Technique order) to try: all of them, or those up to the
// last technique within the ceiling.
std::size_t rowsWithin(const std::optional<Level>& ceiling) {
    std::size_t rows = std::size(kFinders);
    if (!ceiling) return rows;
    while (rows > 0 && techniqueInfo(static_cast<Technique>(rows - 1)).level > *ceiling) --rows;
    return rows;
}

}  // namespace

std::optional<Step> nextStep(const Board& board, const LogicOptions& options) {
    if (board.solved() || board.broken()) return std::nullopt;
    Step step;
    const std::size_t rows = rowsWithin(options.ceiling);
    for (std::size_t row = 0; row < rows; ++row) {
        const Entry& entry = kFinders[row];
        if (entry.needsUniqueness && !options.uniqueness) continue;
        if (entry.isChain && !options.chains) continue;
        if (!entry.find(board, step)) continue;
        if (options.ceiling && techniqueInfo(step.technique).level > *options.ceiling) return std::nullopt;
        return step;
    }
    return std::nullopt;
}

LogicSolution solveLogically(Board& board, const LogicOptions& options) {
    LogicSolution solution;
    while (auto step = nextStep(board, options)) {
        applyStep(board, *step);
        solution.steps.push_back(std::move(*step));
    }
    solution.solved = board.solved() && !board.broken();
    return solution;
}

Board boardOf(const Puzzle& puzzle) {
    return Board(std::make_shared<const Layout>(puzzle.geometry), puzzle.cells);
}

}  // namespace sudoku::logic
