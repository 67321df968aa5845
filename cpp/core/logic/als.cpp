// Finding almost locked sets and the links between them, shared by the ALS techniques. Sets keep their cells in
// a small array and every test is a few peer-bit lookups: the pair searches look at thousands of pairs per call.
#include "als.h"

#include <algorithm>
#include <iterator>

#include "cold.h"

namespace sudoku::logic {

bool Als::overlaps(const Als& other) const {
    for (int i = 0; i < other.count; ++i) {
        if (set[other.cells[i]]) return true;
    }
    return false;
}

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
            if (board.value(cells[i]) == 0) extend(i + 1, chosen | (Mask{1} << i), values | board.candidates(cells[i]));
        }
    }

    void add(Mask chosen, Mask values) {
        Als als{{}, {}, {}, 0, {}, values, house};
        for (Mask rest = chosen; rest != 0; rest &= rest - 1) {
            const int cell = cells[lowestOf(rest) - 1];
            als.masks[als.count] = board.candidates(cell);
            als.cells[als.count++] = cell;
            als.set.set(cell);
        }
        for (int i = als.count - 1; i >= 0; --i) {
            for (Mask rest = als.masks[i]; rest != 0; rest &= rest - 1) als.first[lowestOf(rest) - 1] = als.cells[i];
        }
        if (!inEarlierHouse(als)) bySize[als.count].push_back(als);
    }

    // A set lying in a house listed before this one (a box's cells on one line) was collected there already.
    bool inEarlierHouse(const Als& als) const {
        for (int h : board.geometry().housesOf(als.cells[0])) {
            if (h >= house) continue;
            bool inside = true;
            for (int i = 1; i < als.count && inside; ++i) inside = board.layout().houseSets[h][als.cells[i]];
            if (inside) return true;
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

namespace {

// One set whose places of `value` all lie in `house`.
struct Placed {
    int key;  // house * size + value - 1
    int set;
    bool operator<(const Placed& other) const { return key != other.key ? key < other.key : set < other.set; }
};

// For each set and value, the houses holding every place of the value in the set.
std::vector<Placed> placedInHouses(const Board& board, const std::vector<Als>& sets) {
    std::vector<Placed> placed;
    for (int i = 0; i < static_cast<int>(sets.size()); ++i) {
        const Als& als = sets[i];
        for (Mask values = als.values; values != 0; values &= values - 1) {
            const int value = lowestOf(values);
            const Mask places = als.placesOf(value);
            for (int h : board.geometry().housesOf(als.first[value - 1])) {
                bool inside = true;
                for (Mask rest = places; rest != 0 && inside; rest &= rest - 1) {
                    inside = board.layout().houseSets[h][als.cells[lowestOf(rest) - 1]];
                }
                if (inside) placed.push_back({h * board.size() + value - 1, i});
            }
        }
    }
    std::sort(placed.begin(), placed.end());
    return placed;
}

struct Pair {
    int a, b, value;
    bool operator<(const Pair& other) const {
        return a != other.a ? a < other.a : b != other.b ? b < other.b : value < other.value;
    }
};

}  // namespace

std::vector<AlsLink> alsLinks(const Board& board, const std::vector<Als>& sets) {
    const std::vector<Placed> placed = placedInHouses(board, sets);
    std::vector<Pair> pairs;
    for (std::size_t start = 0, end = 0; start < placed.size(); start = end) {
        while (end < placed.size() && placed[end].key == placed[start].key) ++end;
        for (std::size_t i = start; i < end; ++i) {
            for (std::size_t j = i + 1; j < end; ++j) {
                const Als &a = sets[placed[i].set], &b = sets[placed[j].set];
                if (!a.overlaps(b)) pairs.push_back({placed[i].set, placed[j].set, placed[i].key % board.size() + 1});
            }
        }
    }
    std::sort(pairs.begin(), pairs.end());
    std::vector<AlsLink> links;
    for (const Pair& pair : pairs) {
        if (links.empty() || links.back().a != pair.a || links.back().b != pair.b) links.push_back({pair.a, pair.b, 0});
        links.back().rcc |= bitOf(pair.value);
    }
    return links;
}

bool eliminateSeeingAll(const Board& board, std::initializer_list<const Als*> sets, int value, Step& step) {
    int first = -1;  // every target sees this place, so the search runs over its peers only
    for (const Als* als : sets) {
        const Mask places = als->placesOf(value);
        if (places == 0) return false;
        if (first < 0) first = als->cells[lowestOf(places) - 1];
    }
    bool added = false;
    for (int cell : board.geometry().peers(first)) {
        if (!board.has(cell, value)) continue;
        bool seesAll = true;
        for (const Als* als : sets) {
            for (int i = 0; i < als->count && seesAll; ++i) {
                seesAll = als->cells[i] != cell && (!board.has(als->cells[i], value) || board.sees(cell, als->cells[i]));
            }
        }
        const Candidate target{cell, value};
        if (!seesAll || std::find(step.eliminations.begin(), step.eliminations.end(), target) != step.eliminations.end()) {
            continue;
        }
        step.eliminations.push_back(target);
        added = true;
    }
    return added;
}

std::vector<int> cellsOf(std::initializer_list<const Als*> sets) {
    std::vector<int> cells;
    for (const Als* als : sets) cells.insert(cells.end(), als->cells.begin(), als->cells.begin() + als->count);
    return cells;
}

COLD std::string alsText(const Board& board, const Als& als) {
    return cellList(board.geometry(), cellsOf({&als})) + " (" + houseName(board.houses()[als.house]) + ", values " +
           valueList(als.values) + ")";
}

}  // namespace sudoku::logic
