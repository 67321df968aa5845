// Jigsaw sudoku: irregular regions, given with the puzzle as a region map, take the place of boxes.
#include "variant_files.h"

namespace sudoku {

const VariantRules kJigsawRules{Variant::jigsaw, "jigsaw", 'j',
                                "each outlined region, in place of a box, holds every value once",
                                true, nullptr, nullptr};

}  // namespace sudoku
