// Unique Rectangle type 3: the two corners beyond the floor share a house and hold extra values; one of them takes
// an extra value (else the deadly pattern), so together they act as one cell holding those values, which may
// complete a naked subset with other cells of that house.
#include "choose.h"
#include "rectangles.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

// Finds cells of house `h` that hold, with the roofs' extra values `extra`, one value more than their number.
bool subsetStep(const Board& board, const Rectangle& rect, int h, const int (&roofs)[2], Mask extra, Step& step) {
    const House& house = board.houses()[h];
    Mask pool = 0;  // the house's other unsolved cells, by position
    for (std::size_t i = 0; i < house.cells.size(); ++i) {
        const int cell = house.cells[i];
        if (cell != roofs[0] && cell != roofs[1] && board.value(cell) == 0) pool |= Mask{1} << i;
    }
    const int virtualItem = static_cast<int>(house.cells.size());  // the roofs as one cell
    const auto of = [&](int i) { return board.candidates(house.cells[i]); };
    for (int size = 1; size <= 3 && size < countOf(pool); ++size) {
        const bool done = chooseCovering(pool, size + 1, 0, Mask{1} << virtualItem, extra, of, [&](Mask chosen, Mask values) {
            Step found;
            std::vector<int> subset;
            for (std::size_t i = 0; i < house.cells.size(); ++i) {
                const int cell = house.cells[i];
                if (chosen & (Mask{1} << i)) {
                    subset.push_back(cell);
                } else if (pool & (Mask{1} << i)) {
                    for (int v = 1; v <= board.size(); ++v) {
                        if ((values & bitOf(v)) && board.has(cell, v)) found.eliminations.push_back({cell, v});
                    }
                }
            }
            if (found.eliminations.empty()) return false;
            const Geometry& g = board.geometry();
            step = makeStep(board, Technique::uniqueRectangle3, h);
            step.eliminations = std::move(found.eliminations);
            describeRectangle(board, rect,
                              fill("So % or % holds one of %; with % they hold only % in %, so its other cells lose "
                                   "these values.", {cellName(g, roofs[0]), cellName(g, roofs[1]), valueList(extra),
                                                     cellList(g, subset), valueList(values), houseName(house)}),
                              step);
            step.cells.insert(step.cells.end(), subset.begin(), subset.end());
            return true;
        });
        if (done) return true;
    }
    return false;
}

bool type3Step(const Board& board, const Rectangle& rect, Step& step) {
    const Geometry& g = board.geometry();
    int roofs[2], count = 0;
    for (int corner : cornersOf(rect)) {
        if (board.candidates(corner) == rect.pair) continue;
        if (count == 2) return false;
        roofs[count++] = corner;
    }
    if (count != 2 || (g.row(roofs[0]) != g.row(roofs[1]) && g.col(roofs[0]) != g.col(roofs[1]))) return false;
    const Mask extra = (board.candidates(roofs[0]) | board.candidates(roofs[1])) & ~rect.pair;
    for (int h : g.housesOf(roofs[0])) {
        if (board.layout().houseSets[h][roofs[1]] && subsetStep(board, rect, h, roofs, extra, step)) return true;
    }
    return false;
}

}  // namespace

bool findUniqueRectangle3(const Board& board, Step& step) {
    return forEachRectangle(board, [&](const Rectangle& rect) { return type3Step(board, rect, step); });
}

}  // namespace sudoku::logic
