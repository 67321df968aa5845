// The levels per size and variant (see levels.h): a table of the hardest level each small grid reaches.
#include "levels.h"

namespace sudoku {

namespace {

struct Ceiling {
    int size;
    bool anyVariant;  // false: classic only
    Level hardest;
};

// Measured 2026-11-22: 4x4 makes only easy puzzles in every variant (jigsaw medium: 0 of 5 seeds); classic 6x6
// reaches expert (extreme: 1 of 5 seeds); every other size and variant reached every level for 5 of 5 seeds.
const Ceiling kCeilings[] = {
    {4, true, Level::easy},
    {6, false, Level::expert},
};

// The sizes each constraint is generated for, and what its puzzles rate. A killer has no givens and the
// logic engine has no cage techniques yet, so every killer rates extreme (stuck, as any puzzle the logic cannot
// finish): that is the one level offered until cage techniques land. The others lose clues like a plain puzzle
// and are rated by the house techniques, like their variant.
struct ConstraintReach {
    ConstraintChoice constraint;
    int smallest, largest;
    bool extremeOnly;
};

const ConstraintReach kConstraintReach[] = {
    {ConstraintChoice::killer, 4, 9, true},
    {ConstraintChoice::thermo, 4, 9, false},
    {ConstraintChoice::arrow, 4, 9, false},
    {ConstraintChoice::antiKnight, 6, 9, false},
    {ConstraintChoice::antiKing, 6, 9, false},
    {ConstraintChoice::nonConsecutive, 6, 9, false},
};

// Sizes and variants a pairwise rule leaves (almost) no full grid for. Measured 2026-11-23 with `sudoku generate
// --constraint C --size N --variant V --seed S` for seeds 1 to 4: a combination made for fewer than 3 of the 4
// seeds is left out (4x4 makes none for any pairwise rule and variant but anti-knight classic, so pairwise rules
// start at 6x6).
struct Unfillable {
    ConstraintChoice constraint;
    int size;
    Variant variant;
};

const Unfillable kUnfillable[] = {
    {ConstraintChoice::antiKnight, 6, Variant::x},     {ConstraintChoice::antiKnight, 8, Variant::hyper},
    {ConstraintChoice::antiKnight, 9, Variant::jigsaw}, {ConstraintChoice::antiKing, 6, Variant::x},
    {ConstraintChoice::nonConsecutive, 6, Variant::x}, {ConstraintChoice::nonConsecutive, 6, Variant::hyper},
    {ConstraintChoice::nonConsecutive, 9, Variant::hyper}, {ConstraintChoice::nonConsecutive, 9, Variant::jigsaw},
};

bool unfillable(ConstraintChoice constraint, int size, Variant variant) {
    for (const Unfillable& row : kUnfillable) {
        if (row.constraint == constraint && row.size == size && row.variant == variant) return true;
    }
    return false;
}

std::vector<Level> houseLevels(int size, Variant variant) {
    Level hardest = Level::extreme;
    for (const Ceiling& ceiling : kCeilings) {
        if (ceiling.size == size && (ceiling.anyVariant || variant == Variant::classic)) hardest = ceiling.hardest;
    }
    std::vector<Level> levels;
    for (int level = 0; level <= static_cast<int>(hardest); ++level) levels.push_back(static_cast<Level>(level));
    return levels;
}

}  // namespace

std::vector<Level> levelsFor(int size, Variant variant, ConstraintChoice constraint) {
    if (constraint == ConstraintChoice::none) return houseLevels(size, variant);
    for (const ConstraintReach& reach : kConstraintReach) {
        if (reach.constraint != constraint || size < reach.smallest || size > reach.largest) continue;
        if (unfillable(constraint, size, variant)) return {};
        if (reach.extremeOnly) return {Level::extreme};
        return houseLevels(size, variant);
    }
    return {};
}

}  // namespace sudoku
