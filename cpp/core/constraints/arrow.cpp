// Arrows: the circle (the group's first cell) holds the sum of the cells along its arrow; arrow cells may repeat
// a value unless they share a house.
#include "constraint_files.h"

namespace sudoku {

namespace {

bool admitsArrow(const Group&, const std::vector<int>& values, int size) {
    int total = 0, open = 0;
    for (std::size_t k = 1; k < values.size(); ++k) {
        total += values[k];
        open += values[k] == 0;
    }
    const int circle = values[0];
    if (circle == 0) return total + open <= size;
    if (total + open > circle) return false;
    return open == 0 ? total == circle : total + open * size >= circle;
}

}  // namespace

const GroupRules kArrowRules{GroupKind::arrow, "arrow", false, true, 2, admitsArrow};

}  // namespace sudoku
