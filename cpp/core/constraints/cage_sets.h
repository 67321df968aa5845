// A killer cage's digit sets, worked out in one place: the exact-cover encoding (constraint_layout.cpp), the
// position check's candidates (position_check.cpp), the logic's cage combinations (logic/cage_math.cpp) and the
// generator's killer counter (generator/killer_count.cpp) all enumerate them with forEachDigitSet.
#pragma once

#include <cstdint>

namespace sudoku {

// A set of values, bit v-1 for value v (values 1..25).
using DigitSet = std::uint32_t;

namespace cage_sets_detail {

// Chooses `left` more values from `pool` (every value above those chosen so far) adding up to `sum`. The bounds
// are those of consecutive values: the smallest `left` from v on, the largest `left` up to the pool's top value.
template <class Visit>
bool extend(DigitSet pool, int left, int sum, DigitSet chosen, Visit& visit) {
    if (left == 0) return sum != 0 || visit(chosen);
    if (pool == 0) return true;
    const int top = 32 - __builtin_clz(pool);
    if (left * top - left * (left - 1) / 2 < sum) return true;
    for (DigitSet rest = pool; rest != 0;) {
        const DigitSet bit = rest & (~rest + 1);
        rest ^= bit;
        const int v = __builtin_ctz(bit) + 1;
        if (left * v + left * (left - 1) / 2 > sum) break;
        if (!extend(rest, left - 1, sum - v, chosen | bit, visit)) return false;
    }
    return true;
}

}  // namespace cage_sets_detail

// Calls visit(set) for every set of `cells` distinct values from `within` that add up to `sum`, in ascending order
// of their values read as words ({1,2,9} before {1,3,8} before {2,3,7}). Returns false as soon as visit does (it
// wants no more), true when every set was visited.
template <class Visit>
bool forEachDigitSet(int sum, int cells, DigitSet within, Visit visit) {
    if (cells < 0 || sum < 0) return true;
    return cage_sets_detail::extend(within, cells, sum, 0, visit);
}

// Whether some set of `cells` distinct values from `within` adds up to `sum` (zero cells add up to 0).
bool hasDigitSet(int sum, int cells, DigitSet within);

// The values that some such set holds: the union of the digit sets (0 when there is none).
DigitSet digitSetUnion(int sum, int cells, DigitSet within);

// The values 1..size.
inline DigitSet allValues(int size) { return size >= 32 ? ~DigitSet{0} : (DigitSet{1} << size) - 1; }

}  // namespace sudoku
