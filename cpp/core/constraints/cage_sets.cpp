// What the callers of forEachDigitSet (cage_sets.h) need beside the sets themselves.
#include "cage_sets.h"

namespace sudoku {

bool hasDigitSet(int sum, int cells, DigitSet within) {
    return !forEachDigitSet(sum, cells, within, [](DigitSet) { return false; });
}

DigitSet digitSetUnion(int sum, int cells, DigitSet within) {
    DigitSet all = 0;
    forEachDigitSet(sum, cells, within, [&all](DigitSet set) {
        all |= set;
        return true;
    });
    return all;
}

}  // namespace sudoku
