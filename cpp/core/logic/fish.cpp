// Basic fish: a value confined to the same k columns in k rows (or the same k rows in k columns) is removed
// from the rest of those columns (rows). k = 2 X-Wing, 3 Swordfish, 4 Jellyfish.
#include "choose.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

const Technique kFish[] = {Technique::xWing, Technique::swordfish, Technique::jellyfish};

// Houses are listed rows first, then columns: base house i is `firstBase + i`, cover house j is `firstCover + j`.
bool findFishIn(const Board& board, int size, int value, int firstBase, int firstCover, Step& step) {
    const int n = board.size();
    Mask pool = 0;
    for (int i = 0; i < n; ++i) {
        const int count = countOf(board.positions(firstBase + i, value));
        if (count >= 2 && count <= size) pool |= Mask{1} << i;
    }
    const auto of = [&](int i) { return board.positions(firstBase + i, value); };
    const auto found = [&](Mask bases, Mask covers) {
        if (countOf(covers) != size) return false;
        const Layout& layout = board.layout();
        CellSet coverCells, baseCells;
        std::vector<int> baseHouses, coverHouses;
        for (int i = 0; i < n; ++i) {
            if (bases & (Mask{1} << i)) {
                baseCells |= layout.houseSets[firstBase + i];
                baseHouses.push_back(firstBase + i);
            }
            if (covers & (Mask{1} << i)) {
                coverCells |= layout.houseSets[firstCover + i];
                coverHouses.push_back(firstCover + i);
            }
        }
        step = makeStep(board, kFish[size - 2], baseHouses[0]);
        if (!addEliminations(board, step, coverCells & ~baseCells, value)) return false;
        for (int cell = 0; cell < board.cellCount(); ++cell) {
            if (baseCells[cell] && board.has(cell, value)) step.cells.push_back(cell);
        }
        const std::string baseNames = houseList(board, baseHouses), coverNames = houseList(board, coverHouses);
        step.houses = baseHouses;
        step.houses.insert(step.houses.end(), coverHouses.begin(), coverHouses.end());
        step.explanation = "In " + baseNames + ", " + valueText(value) + " can only go in " + coverNames +
                           ", so those houses take their " + valueText(value) + " from these cells and " +
                           valueText(value) + " can be removed from the other cells of " + coverNames + ".";
        return true;
    };
    return chooseCovering(pool, size, 0, 0, 0, of, found);
}

}  // namespace

bool findFish(const Board& board, int size, Step& step) {
    const int n = board.size();
    for (int value = 1; value <= n; ++value) {
        if (board.quietValue(kFish[size - 2], value)) continue;
        if (findFishIn(board, size, value, 0, n, step) || findFishIn(board, size, value, n, 0, step)) return true;
        board.setQuietValue(kFish[size - 2], value);
    }
    return false;
}

}  // namespace sudoku::logic
