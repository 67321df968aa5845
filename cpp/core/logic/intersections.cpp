// Locked candidates: when a value's places in one house all lie in a second house, the second house's other
// cells lose it. Pointing starts from a box (or region, window, diagonal), claiming from a row or column.
#include "cold.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

// The step of house a's places of `value` (bits of a's cells), all inside house b, clearing b's other cells.
COLD void lockedStep(const Board& board, int a, int b, int value, Mask places, Technique technique, Step& step) {
    const auto& houses = board.houses();
    const Layout& layout = board.layout();
    step = makeStep(board, technique, a);
    addEliminations(board, step, layout.houseSets[b] & ~layout.houseSets[a], value);
    step.houses.push_back(b);
    for (Mask rest = places; rest != 0; rest &= rest - 1) step.cells.push_back(houses[a].cells[lowestOf(rest) - 1]);
    step.explanation = "In " + houseName(houses[a]) + ", " + valueText(value) + " can only go in " +
                       cellList(board.geometry(), step.cells) + ", all in " + houseName(houses[b]) + ", so " +
                       valueText(value) + " can be removed from the rest of " + houseName(houses[b]) + ".";
}

// The places of a value in house a all lie in house b: b's other places lose it. Looks from the houses [from,
// to) of the technique's kind (boxes for pointing, lines for claiming) at the values of `values`. Tested with
// position masks only (a's places inside b are all of b's places in a, so b has more places exactly when some lie
// outside a); the step is built once, for the pair that eliminates.
bool findLocked(const Board& board, Technique technique, int from, int to, Mask values, Step& step) {
    const auto& houses = board.houses();
    const Layout& layout = board.layout();
    for (int a = from; a < to; ++a) {
        if (isLine(houses[a].kind) != (technique == Technique::claiming)) continue;
        const std::vector<int>& cells = houses[a].cells;
        for (Mask each = values; each != 0; each &= each - 1) {
            const int value = lowestOf(each);
            const Mask places = board.positions(a, value);
            if (countOf(places) < 2) continue;
            for (int b : board.geometry().housesOf(cells[lowestOf(places) - 1])) {
                if (b == a || countOf(board.positions(b, value)) <= countOf(places)) continue;
                bool inside = true;
                for (Mask rest = places; rest != 0 && inside; rest &= rest - 1) {
                    inside = layout.houseSets[b][cells[lowestOf(rest) - 1]];
                }
                if (!inside) continue;
                lockedStep(board, a, b, value, places, technique, step);
                return true;
            }
        }
    }
    return false;
}

// Every house, every value.
bool findLocked(const Board& board, Technique technique, Step& step) {
    return findLocked(board, technique, 0, static_cast<int>(board.houses().size()), (Mask{1} << board.size()) - 1, step);
}

}  // namespace

bool findPointing(const Board& board, Step& step) { return findLocked(board, Technique::pointing, step); }

bool findClaiming(const Board& board, Step& step) { return findLocked(board, Technique::claiming, step); }

// `was` starts from its house (the first of its houses) and eliminates its value.
bool findLockedAgain(const Board& board, const Step& was, Step& step) {
    return findLocked(board, was.technique, was.houses[0], was.houses[0] + 1, bitOf(was.eliminations[0].value), step);
}

}  // namespace sudoku::logic
