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

// The sizes each constraint is generated for, and the levels offered with it (never above what the size and
// variant reach without it, houseLevels). Measured 2026-11-23 with the constraint techniques of the logic engine
// (`sudoku generate --constraint C --level L --seed S`, seeds 1-3, 9x9 classic, 10 s limit, load ~10): thermo,
// arrow, anti-knight and anti-king made every level in 0.04-2.4 s. Non-consecutive, measured again 2026-11-23
// (9x9 classic seeds 1-10, CPU, load 15-19): hard 0.08-2.6 s for 10 of 10, so it is offered up to hard; expert
// 0.2-2.4 s but seed 6 found none in the 2,000 attempts (and 2 of 10 with a candidate technique tried for it), so
// expert is not offered (README "Non-consecutive hard"). Killers reach every level since their cages are split (down) or merged
// (up) until the rating is at the level (killer_generator.cpp): seeds 1-3 of every level, size 6 to 9 and variant
// within 20 s each (9x9 classic, seeds 1-10, CPU: hard median 0.6 s, expert 1.0 s, max 6.8 s, the rest under 0.2 s).
// Above 9x9 killers have some givens (killer_generator.cpp) and rate easy: 16x16 easy seeds 1-20, CPU median 30 ms,
// max 220 ms; medium made 1 of 3 seeds within 40 s, hard and above none (load ~10).
struct ConstraintReach {
    ConstraintChoice constraint;
    int smallest, largest;
    Level easiest, hardest;
};

const ConstraintReach kConstraintReach[] = {
    {ConstraintChoice::killer, 4, 9, Level::easy, Level::extreme},
    {ConstraintChoice::killer, 10, 16, Level::easy, Level::easy},
    {ConstraintChoice::thermo, 4, 9, Level::easy, Level::extreme},
    {ConstraintChoice::arrow, 4, 9, Level::easy, Level::extreme},
    {ConstraintChoice::antiKnight, 6, 9, Level::easy, Level::extreme},
    {ConstraintChoice::antiKing, 6, 9, Level::easy, Level::extreme},
    {ConstraintChoice::nonConsecutive, 6, 9, Level::easy, Level::hard},
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
        std::vector<Level> levels;
        for (Level level : houseLevels(size, variant)) {
            if (level >= reach.easiest && level <= reach.hardest) levels.push_back(level);
        }
        return levels;
    }
    return {};
}

}  // namespace sudoku
