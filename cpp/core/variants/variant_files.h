// The rules object each variant file defines; only the registry and the variant files include this.
#pragma once

#include "rules.h"

namespace sudoku {

extern const VariantRules kClassicRules;  // classic.cpp
extern const VariantRules kXRules;        // x.cpp
extern const VariantRules kHyperRules;    // hyper.cpp
extern const VariantRules kJigsawRules;   // jigsaw.cpp

}  // namespace sudoku
