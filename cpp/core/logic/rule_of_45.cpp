// The rule of 45 on killer cages: a house (or a run of adjacent rows or columns) adds up to 45 per house on 9x9
// (n(n+1)/2 on n x n), so the cells its inner cages leave (innies), or the cells outside of the cages reaching in
// (outies), add up to a known total: one such cell gets its value, several are bounded by each other's.
#include "constraint_steps.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

struct AreaState {
    std::vector<int> open;  // unsolved cells
    int rest;               // what they add up to
};

AreaState stateOf(const Board& board, const SumArea& area) {
    AreaState state{{}, area.total};
    for (int cell : area.cells) {
        if (board.value(cell) == 0) state.open.push_back(cell);
        state.rest -= board.value(cell);
    }
    return state;
}

// "By the rule of 45, row 1 and row 2 add up to 90; the cages wholly inside add up to 83, so the cells they
// leave (r2c5 and r2c6) add up to 7", then what is placed among them.
std::string areaSentence(const Board& board, const SumArea& area) {
    const Geometry& g = board.geometry();
    const int n = board.size();
    const bool one = area.houses.size() == 1;
    const bool lone = area.cells.size() == 1;
    const char* rest = area.outies ? (lone ? ", so their cell outside (" : ", so their cells outside (")
                                   : (lone ? ", so the cell they leave (" : ", so the cells they leave (");
    std::string text = joined(
        {"By the rule of 45, ", houseList(board, area.houses), one ? " adds up to " : " add up to ",
         std::to_string(static_cast<int>(area.houses.size()) * n * (n + 1) / 2),
         area.outies ? "; the cages inside or reaching in add up to " : "; the cages wholly inside add up to ",
         std::to_string(area.cageTotal), rest, cellList(g, area.cells), lone ? ") holds " : ") add up to ",
         std::to_string(area.total)});
    for (int cell : area.cells) {
        if (board.value(cell) != 0) text += joined({", less ", valueText(board.value(cell)), " in ", cellName(g, cell)});
    }
    return text;
}

Step areaStep(const Board& board, Technique technique, const SumArea& area) {
    Step step = makeStep(board, technique);
    step.houses = area.houses;
    step.cells = area.cells;
    step.nudge = joined({techniqueName(technique), ". Add up the cages of ", houseList(board, area.houses), "."});
    return step;
}

// Each open cell is at least the rest minus the most the others can hold, and at most the rest minus the least.
bool boundArea(const Board& board, const SumArea& area, const AreaState& state, Step& step) {
    Step found = areaStep(board, Technique::inniesOutiesBounds, area);
    std::vector<std::string> said;
    int least = 0, most = 0;
    for (int cell : state.open) {
        least += lowestOption(board, cell);
        most += highestOption(board, cell);
    }
    for (int cell : state.open) {
        const int othersLeast = least - lowestOption(board, cell), othersMost = most - highestOption(board, cell);
        keepBetween(board, found, cell, state.rest - othersMost, state.rest - othersLeast, said);
    }
    if (found.eliminations.empty()) return false;
    found.explanation = joined({areaSentence(board, area), ", so ", joinWithAnd(said), "."});
    step = std::move(found);
    return true;
}

// Bounds the cells of the first area that narrows any, or only of `was`'s area (its cells and houses).
bool boundAreas(const Board& board, const Step* was, Step& step) {
    for (const SumArea& area : board.layout().sumAreas) {
        if (was && (area.cells != was->cells || area.houses != was->houses)) continue;
        const AreaState state = stateOf(board, area);
        if (state.open.size() >= 2 && boundArea(board, area, state, step)) return true;
    }
    return false;
}

}  // namespace

bool findRuleOf45(const Board& board, Step& step) {
    for (const SumArea& area : board.layout().sumAreas) {
        const AreaState state = stateOf(board, area);
        if (state.open.size() != 1 || state.rest < 1 || !board.has(state.open[0], state.rest)) continue;
        step = areaStep(board, Technique::ruleOf45, area);
        step.placements.push_back({state.open[0], state.rest});
        // A lone cell's sentence already ends "(r3c3) holds 4": ", so r3c3 = 4" said it twice (a play-tester's).
        step.explanation = area.cells.size() == 1
                               ? areaSentence(board, area) + "."
                               : joined({areaSentence(board, area), ", so ", cellName(board.geometry(), state.open[0]),
                                         " = ", valueText(state.rest), "."});
        return true;
    }
    return false;
}

bool findInniesOutiesBounds(const Board& board, Step& step) { return boundAreas(board, nullptr, step); }

bool findInniesOutiesBoundsAgain(const Board& board, const Step& was, Step& step) {
    return boundAreas(board, &was, step);
}

}  // namespace sudoku::logic
