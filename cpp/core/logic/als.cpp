// Finding almost locked sets and the links between them, shared by the ALS techniques. Sets keep their cells in
// a small array and every test is a few peer-bit lookups: the pair searches look at thousands of pairs per call.
#include "als.h"

#include <algorithm>
#include <cstdint>
#include <iterator>

#include "cold.h"

namespace sudoku::logic {

bool Als::overlaps(const Als& other) const {
    if ((cellBits & other.cellBits) == 0) return false;
    for (int i = 0; i < count; ++i) {
        for (int j = 0; j < other.count; ++j) {
            if (cells[i] == other.cells[j]) return true;
        }
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
        Als als{{}, {}, {}, 0, values, house, 0};
        for (Mask rest = chosen; rest != 0; rest &= rest - 1) {
            const int cell = cells[lowestOf(rest) - 1];
            als.cellBits |= std::uint64_t{1} << (cell % 64);
            als.masks[als.count] = board.candidates(cell);
            als.cells[als.count++] = cell;
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

// Calls `visit(house)` for each house holding every place of `value` in the set.
template <typename Visit>
void forHousesHolding(const Board& board, const Als& als, int value, Visit visit) {
    const Mask places = als.placesOf(value);
    for (int h : board.geometry().housesOf(als.first[value - 1])) {
        bool inside = true;
        for (Mask rest = places; rest != 0 && inside; rest &= rest - 1) {
            inside = board.layout().houseSets[h][als.cells[lowestOf(rest) - 1]];
        }
        if (inside) visit(h);
    }
}

// Per set, the keys (house * size + value - 1) of the houses holding every place of one of its values: set i's
// are keys[start[i] .. start[i + 1]).
struct SetKeys {
    std::vector<int> start, keys;
};

SetKeys keysOf(const Board& board, const std::vector<Als>& sets) {
    const int n = board.size();
    SetKeys out{{0}, {}};
    for (const Als& als : sets) {
        for (Mask values = als.values; values != 0; values &= values - 1) {
            const int value = lowestOf(values);
            forHousesHolding(board, als, value, [&](int h) { out.keys.push_back(h * n + value - 1); });
        }
        out.start.push_back(static_cast<int>(out.keys.size()));
    }
    return out;
}

// The sets by key, ascending within each: a counting sort, so bucket k is entries[start[k] .. start[k + 1]).
struct Buckets {
    std::vector<int> start, entries;
};

Buckets bucketsOf(const SetKeys& keys, int keyCount) {
    Buckets buckets{std::vector<int>(keyCount + 1, 0), std::vector<int>(keys.keys.size())};
    for (int key : keys.keys) ++buckets.start[key + 1];
    for (std::size_t k = 1; k < buckets.start.size(); ++k) buckets.start[k] += buckets.start[k - 1];
    std::vector<int> next(buckets.start.begin(), buckets.start.end() - 1);
    for (std::size_t set = 0; set + 1 < keys.start.size(); ++set) {
        for (int k = keys.start[set]; k < keys.start[set + 1]; ++k) buckets.entries[next[keys.keys[k]]++] = set;
    }
    return buckets;
}

}  // namespace

std::vector<AlsLink> alsLinks(const Board& board, const std::vector<Als>& sets) {
    const int n = board.size(), count = static_cast<int>(sets.size());
    const SetKeys keys = keysOf(board, sets);
    const Buckets buckets = bucketsOf(keys, static_cast<int>(board.houses().size()) * n);
    // Per bucket, its first entry after the current set (sets come in ascending order, so it only moves on).
    std::vector<int> after(buckets.start.begin(), buckets.start.end() - 1);
    std::vector<Mask> rcc(count, 0);  // per later set, the restricted commons with the current one
    // The later sets met, as bits: read in ascending order, so the links come ordered without a sort.
    std::vector<std::uint64_t> met((count + 63) / 64, 0);
    std::vector<AlsLink> links;
    for (int a = 0; a < count; ++a) {
        int low = count, high = -1;  // the range of sets met
        for (int k = keys.start[a]; k < keys.start[a + 1]; ++k) {
            const int key = keys.keys[k], end = buckets.start[key + 1];
            int& first = after[key];
            while (first < end && buckets.entries[first] <= a) ++first;
            for (int e = first; e < end; ++e) {
                const int b = buckets.entries[e];
                rcc[b] |= bitOf(key % n + 1);
                met[b / 64] |= std::uint64_t{1} << (b % 64);
                low = std::min(low, b);
                high = std::max(high, b);
            }
        }
        for (int word = low / 64; word <= high / 64 && high >= 0; ++word) {
            for (std::uint64_t bits = met[word]; bits != 0; bits &= bits - 1) {
                const int b = word * 64 + __builtin_ctzll(bits);
                if (!sets[a].overlaps(sets[b])) links.push_back({a, b, rcc[b]});
                rcc[b] = 0;
            }
            met[word] = 0;
        }
    }
    return links;
}

const AlsIndex& alsIndex(const Board& board) {
    std::shared_ptr<const AlsIndex>& slot = board.alsSlot();
    if (slot) return *slot;
    auto index = std::make_shared<AlsIndex>();
    index->sets = almostLockedSets(board, kMaxAlsCells);
    index->links = alsLinks(board, index->sets);
    index->upTo.fill(0);
    for (const Als& als : index->sets) ++index->upTo[als.count];
    for (int k = 1; k <= kMaxAlsCells; ++k) index->upTo[k] += index->upTo[k - 1];
    slot = index;
    return *slot;
}

bool eliminateSeeingAll(const Board& board, std::initializer_list<const Als*> sets, int value, Step& step) {
    // The places, the first one apart: every target is one of its peers (so sees it) and has the value (so is
    // no cell of a set without it, and no other place, since a cell does not see itself).
    std::array<int, 3 * kMaxAlsCells> places;
    int count = 0, first = -1;
    for (const Als* als : sets) {
        const Mask mask = als->placesOf(value);
        if (mask == 0) return false;
        for (Mask rest = mask; rest != 0; rest &= rest - 1) {
            const int cell = als->cells[lowestOf(rest) - 1];
            if (first < 0) {
                first = cell;
            } else {
                places[count++] = cell;
            }
        }
    }
    bool added = false;
    for (int cell : board.geometry().peers(first)) {
        if (!board.has(cell, value)) continue;
        bool seesAll = true;
        for (int i = 0; i < count && seesAll; ++i) seesAll = board.sees(cell, places[i]);
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
