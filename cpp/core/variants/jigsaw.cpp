// Jigsaw sudoku: irregular regions, given with the puzzle as a region map, take the place of boxes.
#include "variant_files.h"

namespace sudoku {

const VariantRules kJigsawRules{Variant::jigsaw, "jigsaw", 'j', "irregular regions, given as a region map, replace the boxes",
                                true, nullptr, nullptr};

}  // namespace sudoku
