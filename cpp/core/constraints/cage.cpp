// Killer cages: connected cells whose values differ and add up to the cage's sum (values over 9 count as numbers).
#include "constraint_files.h"

namespace sudoku {

namespace {

bool admitsCage(const Group& cage, const std::vector<int>& values, int size) {
    int total = 0, open = 0;
    unsigned seen = 0;
    for (int v : values) {
        if (v == 0) {
            ++open;
            continue;
        }
        if (seen & (1u << v)) return false;
        seen |= 1u << v;
        total += v;
    }
    // The open cells hold distinct values: at least 1+2+..+open, at most size+(size-1)+..
    const int least = open * (open + 1) / 2;
    const int most = open * size - open * (open - 1) / 2;
    return total + least <= cage.sum && total + most >= cage.sum;
}

}  // namespace

const GroupRules kCageRules{GroupKind::cage, "cage", true, false, 1, admitsCage};

}  // namespace sudoku
