// The engine's constants, for front ends to build their controls from instead of keeping lists of their own:
// levels, variants, symmetries, constraints, the box shapes of each size (with the levels of each variant and
// constraint), and every technique with its level.
#pragma once

#include <string>
#include <vector>

#include "geometry.h"

namespace sudoku {

struct Catalog {
    struct VariantEntry {
        std::string name;
        std::string summary;
        bool regionMap;  // its puzzles carry a region map instead of a box shape
    };
    struct SizeEntry {
        int size;
        std::vector<BoxShape> boxes;  // every R x C with R * C = size and R, C >= 2, the default first; none: jigsaw only
        std::vector<std::vector<std::string>> levels;  // per variant (in `variants` order): the levels it can make
        // Per constraint (in `constraints` order), per variant: the levels generate makes with it; all empty when
        // the constraint is not offered for the size.
        std::vector<std::vector<std::vector<std::string>>> constraintLevels;
    };
    struct SymmetryEntry {
        std::string name;
        std::string label;
    };
    struct ConstraintEntry {
        std::string name;
        std::string label;
        std::string summary;  // the rule for a player (a clause, as a variant's summary)
    };
    struct TechniqueEntry {
        std::string name;
        std::string level;
        std::string summary;  // what it is, for a player (techniqueSummary)
    };
    std::vector<std::string> levels;  // easiest first
    std::vector<VariantEntry> variants;
    std::vector<SymmetryEntry> symmetries;
    std::vector<ConstraintEntry> constraints;  // what generate can add beside the variant: killer, thermo ...
    std::string symbols;  // the symbol of each value 1..kMaxSize, as puzzle text writes them
    std::vector<SizeEntry> sizes;  // kMinSize .. kMaxSize
    std::vector<TechniqueEntry> techniques;  // in the order the solver tries them
};

const Catalog& catalog();

}  // namespace sudoku
