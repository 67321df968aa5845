// Classic sudoku: rows, columns and boxes, which every variant has; nothing of its own.
#include "variant_files.h"

namespace sudoku {

const VariantRules kClassicRules{Variant::classic, "classic", 'c', "rows, columns and boxes", false, nullptr, nullptr};

}  // namespace sudoku
