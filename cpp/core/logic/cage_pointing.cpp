// Cage pointing: a value that every combination of a cage holds must go in one of the cage's cells that can take
// it; a cell outside the cage that sees all of those cannot hold it (most often the rest of a house).
#include "cage_math.h"
#include "constraint_steps.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

// The house holding every cell of `cells`, or -1.
int commonHouse(const Board& board, const std::vector<int>& cells) {
    for (int h : board.geometry().housesOf(cells[0])) {
        bool all = true;
        for (int cell : cells) all = all && board.layout().houseSets[h][cell];
        if (all) return h;
    }
    return -1;
}

bool pointFrom(const Board& board, const Group& cage, const CageFit& fit, int value, Step& step) {
    std::vector<int> places;
    CellSet targets;
    targets.set();
    for (int cell : cage.cells) {
        if (board.value(cell) == value) return false;  // already placed: its peers have lost it
        if (!board.has(cell, value)) continue;
        places.push_back(cell);
        targets &= board.layout().peerSets[cell];
    }
    if (places.empty()) return false;
    for (int cell : cage.cells) targets.reset(cell);
    Step eliminated;  // first, so that a cage that clears nothing costs no text
    if (!addEliminations(board, eliminated, targets, value)) return false;
    Step found = groupStep(board, Technique::cagePointing, cage);
    found.eliminations = std::move(eliminated.eliminations);
    const int house = commonHouse(board, places);
    if (house >= 0) found.houses.push_back(house);
    std::vector<int> losers;
    for (const Candidate& c : found.eliminations) losers.push_back(c.cell);
    const Geometry& g = board.geometry();
    const std::string v = valueText(value);
    const bool one = losers.size() == 1;
    found.explanation = joined({"Every combination that can fill ", groupText(g, cage), " (", comboText(fit.combos),
                                ") holds ", valueText(value), ", which can only go in ", cellList(g, places), "; ",
                                cellList(g, losers), one ? " sees" : " see", " all of those cells, so ",
                                valueText(value), " goes from ", one ? "it." : "them."});
    step = std::move(found);
    return true;
}

// Points from the cage with each value of `values` that every combination holds.
bool pointIn(const Board& board, const Group& cage, Mask values, Step& step) {
    if (!hasOpenCell(board, cage)) return false;
    const CageFit fit = fitCage(board, cage);
    if (!fit.complete) return false;
    for (Mask rest = fit.required() & values; rest != 0; rest &= rest - 1) {
        if (pointFrom(board, cage, fit, lowestOf(rest), step)) return true;
    }
    return false;
}

}  // namespace

bool findCagePointing(const Board& board, Step& step) {
    for (int g : board.layout().cages) {
        if (pointIn(board, board.geometry().constraints().groups[g], ~Mask{0}, step)) return true;
    }
    return false;
}

// `was` points with its value from its cage.
bool findCagePointingAgain(const Board& board, const Step& was, Step& step) {
    const Group* cage = groupWithCells(board, board.layout().cages, was.cells);
    return cage && pointIn(board, *cage, bitOf(was.eliminations[0].value), step);
}

}  // namespace sudoku::logic
