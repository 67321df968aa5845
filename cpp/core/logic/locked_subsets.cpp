// Locked Pair and Locked Triple: a naked pair or triple whose cells lie together in two houses (a box and a line):
// its values leave the other cells of both houses in one step.
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

}  // namespace

bool findLockedSubset(const Board& board, int size, Step& step) {
    const auto& houses = board.houses();
    const Layout& layout = board.layout();
    const Technique kind = size == 2 ? Technique::lockedPair : Technique::lockedTriple;
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
        const House& house = houses[h];
        if (house.kind != HouseKind::box && house.kind != HouseKind::region) continue;
        Mask pool = 0;  // cells with 2..size candidates
        for (std::size_t i = 0; i < house.cells.size(); ++i) {
            const int count = countOf(board.candidates(house.cells[i]));
            if (count >= 2 && count <= size) pool |= Mask{1} << i;
        }
        const auto of = [&](int i) { return board.candidates(house.cells[i]); };
        const auto found = [&](Mask chosen, Mask values) {
            std::vector<int> cells;
            for (std::size_t i = 0; i < house.cells.size(); ++i) {
                if (chosen & (Mask{1} << i)) cells.push_back(house.cells[i]);
            }
            const std::vector<int> shared = sharedHouses(board, cells);
            if (shared.size() < 2) return false;
            CellSet common = layout.peerSets[cells[0]];
            for (int cell : cells) common &= layout.peerSets[cell];
            Step made = makeStep(board, kind, h);
            for (int v = 1; v <= board.size(); ++v) {
                if (values & bitOf(v)) addEliminations(board, made, common, v);
            }
            if (made.eliminations.empty()) return false;
            step = std::move(made);
            step.cells = cells;
            step.houses = shared;
            step.explanation = cellList(board.geometry(), cells) + " hold only " + valueList(values) +
                               " between them and lie together in " + houseList(board, shared) +
                               ", so these values can be removed from the other cells of each.";
            return true;
        };
        if (chooseCovering(pool, size, 0, 0, 0, of, found)) return true;
    }
    return false;
}

}  // namespace sudoku::logic
