// Naked subsets (k cells of a house holding only k values between them) and hidden subsets (k values of a
// house confined to k cells), for k = 2, 3, 4.
#include "choose.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

const Technique kNaked[] = {Technique::nakedPair, Technique::nakedTriple, Technique::nakedQuad};
const Technique kHidden[] = {Technique::hiddenPair, Technique::hiddenTriple, Technique::hiddenQuad};

std::vector<int> cellsAt(const House& house, Mask indices) {
    std::vector<int> cells;
    for (std::size_t i = 0; i < house.cells.size(); ++i) {
        if (indices & (Mask{1} << i)) cells.push_back(house.cells[i]);
    }
    return cells;
}

}  // namespace

bool findNakedSubset(const Board& board, int size, Step& step) {
    const auto& houses = board.houses();
    const Layout& layout = board.layout();
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
        if (board.quietHouse(kNaked[size - 2], h)) continue;
        const House& house = houses[h];
        Mask pool = 0;  // cells with 2..size candidates
        for (std::size_t i = 0; i < house.cells.size(); ++i) {
            const int n = countOf(board.candidates(house.cells[i]));
            if (n >= 2 && n <= size) pool |= Mask{1} << i;
        }
        const auto of = [&](int i) { return board.candidates(house.cells[i]); };
        const auto found = [&](Mask chosen, Mask values) {
            const std::vector<int> cells = cellsAt(house, chosen);
            CellSet common = layout.peerSets[cells[0]];  // every cell seeing them all, in any shared house
            for (int cell : cells) common &= layout.peerSets[cell];
            step = makeStep(board, kNaked[size - 2], h);
            for (int v = 1; v <= board.size(); ++v) {
                if (values & bitOf(v)) addEliminations(board, step, common, v);
            }
            if (step.eliminations.empty()) return false;
            step.cells = cells;
            step.explanation = "In " + houseName(house) + ", " + cellList(board.geometry(), cells) + " hold only " +
                               valueList(values) + " between them, so these values can be removed from the cells " +
                               "that see all of them.";
            return true;
        };
        if (chooseCovering(pool, size, 0, 0, 0, of, found)) return true;
        // Its cells unchanged, the house has the same subsets, and the cells they clear only lose candidates.
        board.setQuietHouse(kNaked[size - 2], h);
    }
    return false;
}

bool findHiddenSubset(const Board& board, int size, Step& step) {
    const auto& houses = board.houses();
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
        if (board.quietHouse(kHidden[size - 2], h)) continue;
        const House& house = houses[h];
        Mask pool = 0;  // values (bit v-1) with 2..size places
        for (int v = 1; v <= board.size(); ++v) {
            const int n = countOf(board.positions(h, v));
            if (n >= 2 && n <= size) pool |= bitOf(v);
        }
        const auto of = [&](int i) { return board.positions(h, i + 1); };
        const auto found = [&](Mask values, Mask places) {
            const std::vector<int> cells = cellsAt(house, places);
            step = makeStep(board, kHidden[size - 2], h);
            for (int cell : cells) {
                for (int v = 1; v <= board.size(); ++v) {
                    if (board.has(cell, v) && !(values & bitOf(v))) step.eliminations.push_back({cell, v});
                }
            }
            if (step.eliminations.empty()) return false;
            step.cells = cells;
            step.explanation = "In " + houseName(house) + ", " + valueList(values) + " can only go in " +
                               cellList(board.geometry(), cells) + ", so those cells can hold nothing else.";
            return true;
        };
        if (chooseCovering(pool, size, 0, 0, 0, of, found)) return true;
        board.setQuietHouse(kHidden[size - 2], h);
    }
    return false;
}

}  // namespace sudoku::logic
