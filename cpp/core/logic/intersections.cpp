// Locked candidates: when a value's places in one house all lie in a second house, the second house's other
// cells lose it. Pointing starts from a box (or region, window, diagonal), claiming from a row or column.
#include "techniques.h"

namespace sudoku::logic {

namespace {

bool findLocked(const Board& board, bool fromLines, Technique technique, Step& step) {
    const auto& houses = board.houses();
    const Layout& layout = board.layout();
    for (int a = 0; a < static_cast<int>(houses.size()); ++a) {
        if (isLine(houses[a].kind) != fromLines) continue;
        for (int value = 1; value <= board.size(); ++value) {
            const Mask places = board.positions(a, value);
            if (countOf(places) < 2) continue;
            std::vector<int> cells;
            for (int i = 0; i < board.size(); ++i) {
                if (places & (Mask{1} << i)) cells.push_back(houses[a].cells[i]);
            }
            for (int b : board.geometry().housesOf(cells[0])) {
                if (b == a) continue;
                bool inside = true;
                for (int cell : cells) inside = inside && layout.houseSets[b][cell];
                if (!inside) continue;
                step = makeStep(board, technique, a);
                if (!addEliminations(board, step, layout.houseSets[b] & ~layout.houseSets[a], value)) continue;
                step.houses.push_back(b);
                step.cells = cells;
                step.explanation = "In " + houseName(houses[a]) + ", " + valueText(value) + " can only go in " +
                                   cellList(board.geometry(), cells) + ", all in " + houseName(houses[b]) +
                                   ", so " + valueText(value) + " can be removed from the rest of " +
                                   houseName(houses[b]) + ".";
                return true;
            }
        }
    }
    return false;
}

}  // namespace

bool findPointing(const Board& board, Step& step) { return findLocked(board, false, Technique::pointing, step); }

bool findClaiming(const Board& board, Step& step) { return findLocked(board, true, Technique::claiming, step); }

}  // namespace sudoku::logic
