// Locked Pair and Locked Triple: a naked pair or triple whose cells lie where a box (or region) crosses a row or
// column: its values leave the other cells of both houses in one step.
#include "choose.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

// The houses holding every one of `cells`.
std::vector<int> sharedHouses(const Board& board, const std::vector<int>& cells) {
    std::vector<int> shared;
    for (int h : board.geometry().housesOf(cells[0])) {
        bool all = true;
        for (int cell : cells) all = all && board.layout().houseSets[h][cell];
        if (all) shared.push_back(h);
    }
    return shared;
}

// The box's cells (bit i = its i-th cell) in line `line` holding 2..size candidates.
Mask crossingPool(const Board& board, const House& box, int line, int size) {
    Mask pool = 0;
    for (std::size_t i = 0; i < box.cells.size(); ++i) {
        const int cell = box.cells[i], count = countOf(board.candidates(cell));
        if (board.layout().houseSets[line][cell] && count >= 2 && count <= size) pool |= Mask{1} << i;
    }
    return pool;
}

}  // namespace

bool findLockedSubset(const Board& board, int size, Step& step) {
    const auto& houses = board.houses();
    const Layout& layout = board.layout();
    const Technique kind = size == 2 ? Technique::lockedPair : Technique::lockedTriple;
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
        const House& house = houses[h];
        if (house.kind != HouseKind::box && house.kind != HouseKind::region) continue;
        const auto of = [&](int i) { return board.candidates(house.cells[i]); };
        const auto found = [&](Mask chosen, Mask values) {
            std::vector<int> cells;
            for (std::size_t i = 0; i < house.cells.size(); ++i) {
                if (chosen & (Mask{1} << i)) cells.push_back(house.cells[i]);
            }
            CellSet common = layout.peerSets[cells[0]];
            for (int cell : cells) common &= layout.peerSets[cell];
            Step removed;  // the eliminations first: no sentence for a subset that removes nothing
            for (int v = 1; v <= board.size(); ++v) {
                if (values & bitOf(v)) addEliminations(board, removed, common, v);
            }
            if (removed.eliminations.empty()) return false;
            step = makeStep(board, kind, h);
            step.eliminations = std::move(removed.eliminations);
            step.cells = cells;
            step.houses = sharedHouses(board, cells);
            step.explanation = fill("% hold only % between them and lie together in %, so these values can be removed "
                                    "from the other cells of each.",
                                    {cellList(board.geometry(), cells), valueList(values), houseList(board, step.houses)});
            return true;
        };
        for (int line : board.layout().crossings[h]) {
            const Mask pool = crossingPool(board, house, line, size);
            if (countOf(pool) >= size && chooseCovering(pool, size, 0, 0, 0, of, found)) return true;
        }
    }
    return false;
}

}  // namespace sudoku::logic
