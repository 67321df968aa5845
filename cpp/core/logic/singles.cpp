// Singles: full house, hidden single (a value with one place in a house), naked single (a cell with one value).
#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "cold.h"
#include "constraint_steps.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

bool isBoxLike(HouseKind kind) { return kind == HouseKind::box || kind == HouseKind::region; }

// Whether one of `groups` (indices into the constraints' groups) makes the two cells peers: it holds both, and for an
// arrow one of them is its circle (two cells of a path may hold the same value).
bool groupRelates(const Board& board, const std::vector<int>& groups, int a, int b) {
    for (int g : groups) {
        const Group& group = board.geometry().constraints().groups[g];
        const auto holds = [&](int cell) { return std::find(group.cells.begin(), group.cells.end(), cell) != group.cells.end(); };
        const bool circle = group.kind != GroupKind::arrow || group.cells[0] == a || group.cells[0] == b;
        if (circle && holds(a) && holds(b)) return true;
    }
    return false;
}

// The rules beyond rows, columns and boxes that keep a value out of a cell, as clauses; kExtraHouse's is the
// variant's summary ("each shaded window also holds every value once").
enum RuleBeyond { kNone = -1, kSide, kExtraHouse, kCage, kThermo, kArrow, kKnight, kKing, kRulesBeyond };
const char* const kRuleClauses[kRulesBeyond] = {
    "Side neighbours may not hold consecutive values", nullptr, "A cage never holds a value twice",
    "Values rise along a thermometer, so none comes twice",
    "An arrow's circle holds more than any one cell of its path",
    "Cells a knight's move apart never hold the same value",
    "Cells that touch, even at a corner, never hold the same value"};

// The rule by which the placed `holder` keeps `value` out of `cell`; kNone when they share a row, column, box or
// region, the rule every player knows. Each rule is tested as the peers were made (Layout), so none is named for a
// pair it does not relate: two cells of an arrow's path that touch were said to be kept apart by the arrow.
COLD RuleBeyond ruleBetween(const Board& board, int cell, int holder, int value) {
    if (board.value(holder) != value) return kSide;
    const Geometry& g = board.geometry();
    const Layout& layout = board.layout();
    for (int h : g.housesOf(cell)) {
        if (layout.houseSets[h][holder]) return isExtraHouse(g.houses()[h].kind) ? kExtraHouse : kNone;
    }
    if (groupRelates(board, layout.cages, cell, holder)) return kCage;
    if (groupRelates(board, layout.thermos, cell, holder)) return kThermo;
    if (groupRelates(board, layout.arrows, cell, holder)) return kArrow;
    const int rows = std::abs(g.row(cell) - g.row(holder)), cols = std::abs(g.col(cell) - g.col(holder));
    const Constraints& rules = g.constraints();
    if (rules.has(PairRule::antiKnight) && rows * cols == 2) return kKnight;
    if (rules.has(PairRule::antiKing) && rows <= 1 && cols <= 1) return kKing;
    return kNone;  // no peer of the cell's by any rule: nothing to say rather than a wrong reason
}

// Which cells of `house` besides `target` are closed to `value` by a rule beyond rows, columns and boxes, one
// sentence per rule, then those no placed value closes (the player's notes or an earlier step took it out: "9 is
// already out of the candidates of r1c4", true of both, where "the notes of r1c4" was not after a chain's step):
// a play-tester's hidden singles under non-consecutive, anti-knight, anti-king and hyper named only the cells
// holding the value, and the rest of the house looked open; so did a cell whose notes the player had narrowed.
COLD std::string beyondHousesText(const Board& board, const House& house, int target, int value) {
    std::vector<int> closed[kRulesBeyond], by[kRulesBeyond], unplaced;
    for (int cell : house.cells) {
        if (cell == target || board.value(cell) != 0) continue;
        const int holder = board.ruledOutBy(cell, value);
        if (holder < 0) unplaced.push_back(cell);
        const RuleBeyond rule = holder < 0 ? kNone : ruleBetween(board, cell, holder, value);
        if (rule == kNone) continue;
        closed[rule].push_back(cell);
        if (std::find(by[rule].begin(), by[rule].end(), holder) == by[rule].end()) by[rule].push_back(holder);
    }
    const Geometry& g = board.geometry();
    std::string text;
    for (int rule = 0; rule < kRulesBeyond; ++rule) {
        if (closed[rule].empty()) continue;
        std::string clause = rule == kExtraHouse ? g.rules().summary : kRuleClauses[rule];
        clause[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(clause[0])));
        std::vector<std::string> holders;
        for (int holder : by[rule]) holders.push_back("the " + valueText(board.value(holder)) + " in " + cellName(g, holder));
        text += " " + clause + ", so " + joinWithAnd(holders) + (by[rule].size() == 1 ? " rules " : " rule ") +
                valueText(value) + " out of " + cellList(g, closed[rule]) + ".";
    }
    if (!unplaced.empty()) text += " " + valueText(value) + " is already out of the candidates of " + cellList(g, unplaced) + ".";
    return text;
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
                           " = " + valueText(value) + "." + beyondHousesText(board, houses[h], target, value);
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
