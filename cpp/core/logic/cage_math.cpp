// Cage arithmetic: combinations from the shared digit-set routine (constraints/cage_sets.h), then per combination
// a matching of its values to the cells (a search over the values taken so far, each such set worked out once) to
// find what each cell can take.
#include "cage_math.h"

#include <algorithm>

#include "constraints/cage_sets.h"

namespace sudoku::logic {

namespace {

// A cage bigger than this is only narrowed to the union of its combinations (2^k subsets per combination).
constexpr int kMatchedCells = 10;
// A cage with more combinations than this within its candidates is skipped (far beyond any cage up to 16x16: a
// 16x16 cage has at most 12,870 digit sets of all sums together).
constexpr std::size_t kComboLimit = 20000;

// The assignments of a combination's values (renumbered 0..k-1) to the cage's cells, one each: `local` holds each
// cell's options as such indices. Cells are filled in order, so the values taken, `used`, say which cell is next.
struct Matching {
    int k = 0;
    unsigned local[kMatchedCells] = {};
    unsigned fits[kMatchedCells] = {};        // per cell: the indices some complete assignment gives it
    unsigned char seen[1 << kMatchedCells];   // per `used`: 0 not visited, 1 no completion, 2 some completion
};

// Whether cells `cell`.. can take the values outside `used`, one each; records in `fits` what each takes in some
// completion. A set of values taken is worked out once (the dynamic programme over subsets, visiting only the
// sets that the cells' options reach).
bool complete(Matching& m, int cell, unsigned used) {
    if (cell == m.k) return true;
    if (m.seen[used] != 0) return m.seen[used] == 2;
    bool any = false;
    for (unsigned rest = m.local[cell] & ~used; rest != 0; rest &= rest - 1) {
        const unsigned bit = rest & (0u - rest);
        if (complete(m, cell + 1, used | bit)) {
            m.fits[cell] |= bit;
            any = true;
        }
    }
    m.seen[used] = any ? 2 : 1;
    return any;
}

// Which values of `combo` each cell can take in an assignment of all of combo's values to the cells, one each.
// Returns false when there is no such assignment.
bool matchCells(const std::vector<Mask>& options, Mask combo, std::vector<Mask>& cellValues) {
    const int k = static_cast<int>(options.size());
    // The quick answers first: a cell that takes none of the values, or cells that each take all of them (common
    // while candidates are wide), where every cell can hold every value.
    bool open = true;
    for (Mask cell : options) {
        if ((cell & combo) == 0) return false;
        open = open && (cell & combo) == combo;
    }
    if (open) {
        for (Mask& values : cellValues) values |= combo;
        return true;
    }
    int valueAt[kMatchedCells] = {}, count = 0;
    for (Mask rest = combo; rest != 0; rest &= rest - 1) valueAt[count++] = lowestOf(rest);
    Matching m;
    m.k = k;
    for (int i = 0; i < k; ++i) {
        for (int j = 0; j < k; ++j) {
            if (options[i] & bitOf(valueAt[j])) m.local[i] |= 1u << j;
        }
    }
    std::fill(m.seen, m.seen + (1u << k), 0);
    if (!complete(m, 0, 0)) return false;
    for (int i = 0; i < k; ++i) {
        for (unsigned rest = m.fits[i]; rest != 0; rest &= rest - 1) cellValues[i] |= bitOf(valueAt[__builtin_ctz(rest)]);
    }
    return true;
}

}  // namespace

Mask CageFit::required() const {
    Mask all = combos.empty() ? 0 : ~Mask{0};
    for (Mask combo : combos) all &= combo;
    return all;
}

CageFit fitCage(const Board& board, const Group& cage, Mask mustHold) {
    CageFit fit;
    const int k = static_cast<int>(cage.cells.size());
    std::vector<Mask> options(k);
    Mask pool = 0;  // values some cell can take
    for (int i = 0; i < k; ++i) {
        options[i] = board.options(cage.cells[i]);
        pool |= options[i];
    }
    fit.cellValues.assign(k, 0);
    std::size_t visited = 0;
    const bool all = forEachDigitSet(cage.sum, k, pool, [&](DigitSet combo) {
        if (++visited > kComboLimit) return false;
        if ((combo & mustHold) != mustHold) return true;
        if (k > kMatchedCells) {
            fit.combos.push_back(combo);
            for (int i = 0; i < k; ++i) fit.cellValues[i] |= options[i] & combo;
        } else if (matchCells(options, combo, fit.cellValues)) {
            fit.combos.push_back(combo);
        }
        return true;
    });
    if (!all) return CageFit{};
    fit.complete = true;
    return fit;
}

}  // namespace sudoku::logic
