// The shared digit-set routine (constraints/cage_sets.h) against a plain enumeration of every subset, and the
// order and early stop its callers rely on.
#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

#include "constraints/cage_sets.h"
#include "random.h"

using sudoku::DigitSet;

namespace {

// Every subset of `within` with `cells` values adding up to `sum`, by trying all 2^size masks, in mask order.
std::vector<DigitSet> bruteForce(int size, int sum, int cells, DigitSet within) {
    std::vector<DigitSet> out;
    for (DigitSet mask = 0; mask < (DigitSet{1} << size); ++mask) {
        if ((mask & ~within) != 0 || __builtin_popcount(mask) != cells) continue;
        int total = 0;
        for (int v = 1; v <= size; ++v) total += (mask >> (v - 1) & 1) ? v : 0;
        if (total == sum) out.push_back(mask);
    }
    return out;
}

std::vector<DigitSet> listed(int sum, int cells, DigitSet within) {
    std::vector<DigitSet> out;
    sudoku::forEachDigitSet(sum, cells, within, [&out](DigitSet set) {
        out.push_back(set);
        return true;
    });
    return out;
}

// The values of a set, ascending: the order the sets are visited in compares these as words.
std::vector<int> valuesOf(DigitSet set) {
    std::vector<int> values;
    for (int v = 1; set != 0; ++v, set >>= 1) {
        if (set & 1) values.push_back(v);
    }
    return values;
}

}  // namespace

TEST_CASE("[cage sets] the sets of a sum are those of a plain enumeration, in word order of their values", "[constraints]") {
    const auto seed = GENERATE(take(40, random(1u, 1000000u)));
    seeded::Random random(seed);
    const int sizes[] = {4, 6, 9, 12, 16};
    const int size = sizes[random.below(5)];
    const int cells = 1 + random.below(size);
    const int sum = cells * (cells + 1) / 2 + random.below(cells * (size - cells) + 1);  // from the least to the most
    const DigitSet within = static_cast<DigitSet>(random.below(1 << size)) | (random.below(2) ? sudoku::allValues(size) : 0);
    INFO("size " << size << ", " << cells << " cells, sum " << sum << ", within " << within);
    std::vector<DigitSet> sets = listed(sum, cells, within);
    for (std::size_t k = 1; k < sets.size(); ++k) CHECK(valuesOf(sets[k - 1]) < valuesOf(sets[k]));
    std::sort(sets.begin(), sets.end());
    CHECK(sets == bruteForce(size, sum, cells, within));
    DigitSet all = 0;
    for (DigitSet set : sets) all |= set;
    CHECK(sudoku::digitSetUnion(sum, cells, within) == all);
    CHECK(sudoku::hasDigitSet(sum, cells, within) == !sets.empty());
}

TEST_CASE("[cage sets] known sums, edge cases and an early stop", "[constraints]") {
    CHECK(listed(17, 2, sudoku::allValues(9)) == std::vector<DigitSet>{0b110000000});           // {8,9}
    CHECK(listed(10, 4, sudoku::allValues(9)) == std::vector<DigitSet>{0b1111});                // {1,2,3,4}
    CHECK(listed(15, 3, sudoku::allValues(9)).size() == 8);
    CHECK(listed(45, 9, sudoku::allValues(9)) == std::vector<DigitSet>{sudoku::allValues(9)});
    CHECK(listed(136, 16, sudoku::allValues(16)) == std::vector<DigitSet>{sudoku::allValues(16)});
    CHECK(listed(12, 3, 0b111).empty());                     // {1,2,3} adds up to 6
    CHECK(listed(-1, 2, sudoku::allValues(9)).empty());
    CHECK(sudoku::hasDigitSet(0, 0, 0));                     // no cells left and nothing to add: complete
    CHECK_FALSE(sudoku::hasDigitSet(3, 0, sudoku::allValues(9)));
    CHECK(sudoku::digitSetUnion(0, 0, sudoku::allValues(9)) == 0);
    int visited = 0;
    const bool finished = sudoku::forEachDigitSet(15, 3, sudoku::allValues(9), [&visited](DigitSet) { return ++visited < 3; });
    CHECK_FALSE(finished);
    CHECK(visited == 3);
}
