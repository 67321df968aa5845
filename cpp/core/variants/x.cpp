// Sudoku X: both main diagonals are houses too.
#include "variant_files.h"

namespace sudoku {

namespace {

Result<bool> addDiagonals(const GridShape& shape, const AddHouse& add) {
    std::vector<int> main, anti;
    for (int i = 0; i < shape.size; ++i) {
        main.push_back(i * shape.size + i);
        anti.push_back(i * shape.size + (shape.size - 1 - i));
    }
    add(HouseKind::diagonal, 0, main);
    add(HouseKind::antiDiagonal, 0, anti);
    return true;
}

}  // namespace

const VariantRules kXRules{Variant::x, "x", 'x', "each shaded diagonal also holds every value once", false,
                           addDiagonals, nullptr};

}  // namespace sudoku
