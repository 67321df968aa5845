// Cage arithmetic: combinations from the shared digit-set routine (constraints/cage_sets.h), then per combination
// a matching of its values to the cells (a dynamic programme over subsets of the combination) to find what each
// cell can take.
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

// Which values of `combo` each cell can take in an assignment of all of combo's values to the cells, one each.
// Returns false when there is no such assignment. Values are renumbered 0..k-1 within the combination.
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
    unsigned local[kMatchedCells] = {};  // each cell's options as indices into valueAt
    for (int i = 0; i < k; ++i) {
        for (int j = 0; j < k; ++j) {
            if (options[i] & bitOf(valueAt[j])) local[i] |= 1u << j;
        }
    }
    const unsigned full = (1u << k) - 1, states = 1u << k;
    // reach[i * states + a] bit 1: cells 0..i-1 can take exactly the values a; bit 2: cells i..k-1 exactly a.
    unsigned char reach[(kMatchedCells + 1) << kMatchedCells];
    std::fill(reach, reach + (k + 1) * states, 0);
    reach[0] = 1;
    reach[k * states] = 2;
    for (int step = 0; step < k; ++step) {
        const int i = step, j = k - 1 - step;  // forward over cell i, backward over cell j
        for (unsigned a = 0; a < states; ++a) {
            for (unsigned rest = local[i] & ~a; (reach[i * states + a] & 1) && rest != 0; rest &= rest - 1) {
                reach[(i + 1) * states + (a | (rest & (0u - rest)))] |= 1;
            }
            for (unsigned rest = local[j] & ~a; (reach[(j + 1) * states + a] & 2) && rest != 0; rest &= rest - 1) {
                reach[j * states + (a | (rest & (0u - rest)))] |= 2;
            }
        }
    }
    if (!(reach[k * states + full] & 1)) return false;
    for (int i = 0; i < k; ++i) {
        for (unsigned a = 0; a < states; ++a) {
            if (!(reach[i * states + a] & 1)) continue;
            for (unsigned rest = local[i] & ~a; rest != 0; rest &= rest - 1) {
                const unsigned j = __builtin_ctz(rest);
                if (reach[(i + 1) * states + (full & ~a & ~(1u << j))] & 2) cellValues[i] |= bitOf(valueAt[j]);
            }
        }
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
    std::vector<Mask> found;
    const bool all = forEachDigitSet(cage.sum, k, pool, [&found](DigitSet set) {
        found.push_back(set);
        return found.size() <= kComboLimit;
    });
    if (!all) return fit;
    fit.cellValues.assign(k, 0);
    for (Mask combo : found) {
        if ((combo & mustHold) != mustHold) continue;
        if (k > kMatchedCells) {
            fit.combos.push_back(combo);
            for (int i = 0; i < k; ++i) fit.cellValues[i] |= options[i] & combo;
        } else if (matchCells(options, combo, fit.cellValues)) {
            fit.combos.push_back(combo);
        }
    }
    fit.complete = true;
    return fit;
}

}  // namespace sudoku::logic
