// Thermometers: values strictly increase from the bulb along the path, so the cell k steps from the bulb holds at
// least k+1 and at most size-(steps left to the end).
#include "constraint_files.h"

namespace sudoku {

namespace {

bool admitsThermo(const Group& thermo, const std::vector<int>& values, int size) {
    const int length = static_cast<int>(thermo.cells.size());
    int lastStep = -1, lastValue = 0;
    for (int k = 0; k < length; ++k) {
        const int v = values[k];
        if (v == 0) continue;
        if (v < k + 1 || v > size - (length - 1 - k)) return false;
        if (lastStep >= 0 && v - lastValue < k - lastStep) return false;
        lastStep = k;
        lastValue = v;
    }
    return true;
}

}  // namespace

const GroupRules kThermoRules{GroupKind::thermo, "thermo", false, true, 2, admitsThermo};

}  // namespace sudoku
