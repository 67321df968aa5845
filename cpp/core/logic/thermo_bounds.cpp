// Thermometer bounds: values rise strictly from the bulb, so each cell is above the least its predecessors can
// hold by one per step (k steps from the bulb: at least k+1) and below the most its successors can hold.
#include <algorithm>

#include "constraint_steps.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

// The bounds on one thermometer: true when they rule out a candidate, and `step` says which.
bool boundsOn(const Board& board, const Group& thermo, Step& step) {
    const int k = static_cast<int>(thermo.cells.size());
    std::vector<int> low(k), high(k);
    for (int i = 0; i < k; ++i) {
        low[i] = std::max(lowestOption(board, thermo.cells[i]), i == 0 ? 1 : low[i - 1] + 1);
    }
    for (int i = k - 1; i >= 0; --i) {
        high[i] = std::min(highestOption(board, thermo.cells[i]), i == k - 1 ? board.size() : high[i + 1] - 1);
    }
    Step found = groupStep(board, Technique::thermoBounds, thermo);
    std::vector<std::string> said;
    for (int i = 0; i < k; ++i) keepBetween(board, found, thermo.cells[i], low[i], high[i], said);
    if (found.eliminations.empty()) return false;
    found.explanation = joined({"Values rise along ", groupText(board.geometry(), thermo), " (",
                                cellList(board.geometry(), thermo.cells),
                                "): each cell holds more than the one before it and less than the one after, so ",
                                joinWithAnd(said), "."});
    step = std::move(found);
    return true;
}

}  // namespace

bool findThermoBounds(const Board& board, Step& step) {
    const auto& groups = board.geometry().constraints().groups;
    for (int g : board.layout().thermos) {
        if (boundsOn(board, groups[g], step)) return true;
    }
    return false;
}

bool findThermoBoundsAgain(const Board& board, const Step& was, Step& step) {
    const Group* thermo = groupWithCells(board, board.layout().thermos, was.cells);
    return thermo && boundsOn(board, *thermo, step);
}

}  // namespace sudoku::logic
