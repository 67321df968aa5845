// Finding almost locked sets and the links between them, shared by the ALS techniques.
#include "als.h"

#include <algorithm>
#include <iterator>

#include "cold.h"


namespace sudoku::logic {

namespace {

struct Collector {
    const Board& board;
    const std::vector<int>& cells;  // the house's cells
    int house, maxCells;
    std::vector<std::vector<Als>>& bySize;  // index: number of cells

    // Extends the choice (positions in the house) from `start` on; values only grow, so a choice whose values
    // already outnumber the largest set allowed is abandoned.
    void extend(int start, Mask chosen, Mask values) {
        const int size = countOf(chosen);
        if (size > 0 && countOf(values) == size + 1) add(chosen, values);
        if (size == maxCells || countOf(values) > maxCells + 1) return;
        for (int i = start; i < static_cast<int>(cells.size()); ++i) {
            const Mask mask = board.candidates(cells[i]);
            if (board.value(cells[i]) == 0) extend(i + 1, chosen | (Mask{1} << i), values | mask);
        }
    }

    void add(Mask chosen, Mask values) {
        Als als{{}, {}, values, house};
        for (Mask rest = chosen; rest != 0; rest &= rest - 1) {
            const int cell = cells[lowestOf(rest) - 1];
            als.cells.push_back(cell);
            als.set.set(cell);
        }
        std::sort(als.cells.begin(), als.cells.end());
        if (!inEarlierHouse(als)) bySize[als.cells.size()].push_back(std::move(als));
    }

    // A set lying in a house listed before this one (a box's cells on one line) was collected there already.
    bool inEarlierHouse(const Als& als) const {
        for (int h : board.geometry().housesOf(als.cells[0])) {
            if (h < house && (als.set & ~board.layout().houseSets[h]).none()) return true;
        }
        return false;
    }
};

}  // namespace

std::vector<Als> almostLockedSets(const Board& board, int maxCells) {
    std::vector<std::vector<Als>> bySize(maxCells + 1);
    const auto& houses = board.houses();
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
        int open = 0;
        for (int cell : houses[h].cells) open += board.value(cell) == 0;
        Collector collector{board, houses[h].cells, h, std::min(maxCells, open - 1), bySize};
        collector.extend(0, 0, 0);
    }
    std::vector<Als> sets;
    for (auto& bucket : bySize) std::move(bucket.begin(), bucket.end(), std::back_inserter(sets));
    return sets;
}

CellSet seeingAll(const Board& board, const Als& als, int value) {
    CellSet seen;
    seen.set();
    for (int cell : als.cells) {
        if (board.has(cell, value)) seen &= board.layout().peerSets[cell];
    }
    return seen & ~als.set;
}

namespace {

// Every place of `value` in `a` sees every place of it in `b`.
bool restricted(const Board& board, const Als& a, const Als& b, int value) {
    for (int p : a.cells) {
        if (!board.has(p, value)) continue;
        for (int q : b.cells) {
            if (board.has(q, value) && !board.sees(p, q)) return false;
        }
    }
    return true;
}

}  // namespace

Mask restrictedCommons(const Board& board, const Als& a, const Als& b) {
    Mask result = 0;
    for (Mask common = a.values & b.values; common != 0; common &= common - 1) {
        const int value = lowestOf(common);
        if (restricted(board, a, b, value)) result |= bitOf(value);
    }
    return result;
}

COLD std::string alsText(const Board& board, const Als& als) {
    return cellList(board.geometry(), als.cells) + " (" + houseName(board.houses()[als.house]) + ", values " +
           valueList(als.values) + ")";
}

}  // namespace sudoku::logic
