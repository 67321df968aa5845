// Almost Locked Sets: N cells of one house holding N+1 values between them. Take one value away and the rest
// is locked, each value in one of the cells; ALS techniques link such sets by a restricted common value.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "step.h"

namespace sudoku::logic {

// Largest set collected: bigger sets are rare in human solving and multiply the search.
constexpr int kMaxAlsCells = 5;

struct Als {
    std::array<int, kMaxAlsCells> cells;  // the first `count`, in the house's order
    std::array<Mask, kMaxAlsCells> masks;  // their candidates
    std::array<short, kMaxSize> first;     // [value - 1]: the first cell holding the value (when in `values`)
    int count;
    Mask values;
    int house;
    std::uint64_t cellBits;  // bit cell % 64 of each cell: sets without a common bit share no cell

    // The set's cells holding `value`, as bits of `cells`.
    Mask placesOf(int value) const {
        Mask places = 0;
        for (int i = 0; i < count; ++i) places |= (masks[i] >> (value - 1) & 1) << i;
        return places;
    }
    bool overlaps(const Als& other) const;
};

// Every ALS of up to `maxCells` cells, each cell set once, fewest cells first (then by house).
std::vector<Als> almostLockedSets(const Board& board, int maxCells);
// Two disjoint sets and their restricted common values: values in both whose places all lie in one house, so at
// most one of the sets can hold it.
struct AlsLink {
    int a, b;  // indices into the sets, a < b
    Mask rcc;
};
// Every link between the sets, ordered by (a, b). Found through the houses holding all of a value's places in a
// set, so only sets that share such a house are paired: a few thousand checks instead of every pair.
std::vector<AlsLink> alsLinks(const Board& board, const std::vector<Als>& sets);

// A position's sets of up to kMaxAlsCells cells and their links. Sets are ordered fewest cells first, so the
// sets of up to k cells are the first upTo[k] (those almostLockedSets(board, k) gives, in its order), and their
// links are those with b < upTo[k].
struct AlsIndex {
    std::vector<Als> sets;
    std::vector<AlsLink> links;
    std::array<int, kMaxAlsCells + 1> upTo;
};
// The board's index, built on the first call for its position and kept until the board changes (Board::alsSlot).
const AlsIndex& alsIndex(const Board& board);
// Eliminates `value` from every cell outside the sets that sees all its places in every set of `sets` (one to
// three sets); returns whether anything was added.
bool eliminateSeeingAll(const Board& board, std::initializer_list<const Als*> sets, int value, Step& step);
// The cells of the sets, in order.
std::vector<int> cellsOf(std::initializer_list<const Als*> sets);
// "r1c2, r1c5 (row 1, values 1, 4 and 7)"
std::string alsText(const Board& board, const Als& als);

}  // namespace sudoku::logic
