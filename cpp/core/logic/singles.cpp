// Singles: full house, hidden single (a value with one place in a house), naked single (a cell with one value).
#include <algorithm>

#include "cold.h"
#include "constraint_steps.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

bool isBoxLike(HouseKind kind) { return kind == HouseKind::box || kind == HouseKind::region; }

// Under non-consecutive, which cells of `house` besides `target` `value` is kept out of by a side neighbour's value
// next to it (where no peer holds it), as a sentence: a play-tester's hidden single there named only the cells
// holding the value, and the rest of the house looked open.
COLD std::string besideText(const Board& board, const House& house, int target, int value) {
    std::vector<int> closed, by;
    for (int cell : house.cells) {
        if (cell == target || board.value(cell) != 0) continue;
        const int side = board.ruledOutBy(cell, value);
        if (side < 0 || board.value(side) == value) continue;  // a peer holding the value: the plain reason
        closed.push_back(cell);
        if (std::find(by.begin(), by.end(), side) == by.end()) by.push_back(side);
    }
    if (closed.empty()) return "";
    const Geometry& g = board.geometry();
    std::vector<std::string> holders;
    for (int side : by) holders.push_back("the " + valueText(board.value(side)) + " in " + cellName(g, side));
    return " Side neighbours may not hold consecutive values, so " + joinWithAnd(holders) +
           (by.size() == 1 ? " rules " : " rule ") + valueText(value) + " out of " + cellList(g, closed) + ".";
}

// Hidden singles in boxes are the easiest to see, so boxes are scanned first (and weigh less).
bool findHiddenSingleIn(const Board& board, bool boxes, Step& step) {
    const auto& houses = board.houses();
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
        if (isBoxLike(houses[h].kind) != boxes) continue;
        Mask once = 0, twice = 0;
        for (int cell : houses[h].cells) {
            twice |= once & board.candidates(cell);
            once |= board.candidates(cell);
        }
        const Mask single = once & ~twice;
        if (single == 0) continue;
        const int value = lowestOf(single);
        int target = -1;
        for (int cell : houses[h].cells) {
            if (board.has(cell, value)) target = cell;
        }
        step = makeStep(board, Technique::hiddenSingle, h);
        if (!boxes) step.weight = 15;
        step.placements.push_back({target, value});
        step.cells.push_back(target);
        const std::string where = houseName(houses[h]), name = cellName(board.geometry(), target);
        step.explanation = "In " + where + ", " + valueText(value) + " can only go in " + name + ", so " + name +
                           " = " + valueText(value) + "." + besideText(board, houses[h], target, value);
        return true;
    }
    return false;
}

// The step that places a naked single, with its words. A cage of one cell holds its sum: a play-tester's hint there
// said "Look at row 2." and named the cells it sees.
COLD Step nakedSingleStep(const Board& board, int cell, int value) {
    const std::string name = cellName(board.geometry(), cell), v = valueText(value);
    Step step;
    if (const Group* cage = groupWithCells(board, board.layout().cages, {cell})) {
        step = groupStep(board, Technique::nakedSingle, *cage);
        step.explanation = "In " + groupText(board.geometry(), *cage) + ", its one cell holds the sum, so " + name +
                           " = " + v + ".";
    } else {
        step = makeStep(board, Technique::nakedSingle, board.geometry().housesOf(cell)[0]);
        step.cells.push_back(cell);
        step.explanation = "Every value but " + v + " is ruled out for " + name + " by " + seenText(board) + ", so " +
                           name + " = " + v + ".";
    }
    step.placements.push_back({cell, value});
    return step;
}

}  // namespace

bool findFullHouse(const Board& board, Step& step) {
    const auto& houses = board.houses();
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
        int empty = -1, count = 0;
        Mask used = 0;
        for (int cell : houses[h].cells) {
            if (board.value(cell) == 0) {
                empty = cell;
                ++count;
            } else {
                used |= bitOf(board.value(cell));
            }
        }
        const Mask missing = board.candidates(empty < 0 ? 0 : empty) & ~used;
        if (count != 1 || countOf(missing) != 1) continue;
        const int value = lowestOf(missing);
        step = makeStep(board, Technique::fullHouse, h);
        step.placements.push_back({empty, value});
        step.cells.push_back(empty);
        const std::string name = cellName(board.geometry(), empty);
        step.explanation = name + " is the last empty cell of " + houseName(houses[h]) + ", so it takes the missing " +
                           valueText(value) + ".";
        return true;
    }
    return false;
}

bool findHiddenSingle(const Board& board, Step& step) {
    return findHiddenSingleIn(board, true, step) || findHiddenSingleIn(board, false, step);
}

bool findNakedSingle(const Board& board, Step& step) {
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        const Mask mask = board.candidates(cell);
        if (countOf(mask) != 1) continue;
        step = nakedSingleStep(board, cell, lowestOf(mask));
        return true;
    }
    return false;
}

}  // namespace sudoku::logic
