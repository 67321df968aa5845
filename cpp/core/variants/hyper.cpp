// Hyper sudoku (windoku): windows one cell in from the box edges are houses too, four on 9x9.
#include "variant_files.h"

namespace sudoku {

namespace {

// Windows sit between the boxes, one cell in from each box edge: rows k*(R+1)+1 .. +R-1.
Result<bool> addWindows(const GridShape& shape, const AddHouse& add) {
    const BoxShape box = shape.box;
    const int size = shape.size;
    const int down = (size - 1) / (box.rows + 1), across = (size - 1) / (box.cols + 1);
    if (down == 0 || across == 0) return Error{"hyper needs room for windows; this box shape has none", {}};
    int index = 0;
    for (int wr = 0; wr < down; ++wr) {
        for (int wc = 0; wc < across; ++wc) {
            std::vector<int> cells;
            for (int r = 0; r < box.rows; ++r) {
                for (int c = 0; c < box.cols; ++c) {
                    cells.push_back((wr * (box.rows + 1) + 1 + r) * size + wc * (box.cols + 1) + 1 + c);
                }
            }
            add(HouseKind::window, index++, cells);
        }
    }
    return true;
}

}  // namespace

const VariantRules kHyperRules{Variant::hyper, "hyper", 'h',
                               "each shaded window also holds every value once",
                               false, addWindows, nullptr};

}  // namespace sudoku
