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

}  // namespace

std::vector<Level> levelsFor(int size, Variant variant) {
    Level hardest = Level::extreme;
    for (const Ceiling& ceiling : kCeilings) {
        if (ceiling.size == size && (ceiling.anyVariant || variant == Variant::classic)) hardest = ceiling.hardest;
    }
    std::vector<Level> levels;
    for (int level = 0; level <= static_cast<int>(hardest); ++level) levels.push_back(static_cast<Level>(level));
    return levels;
}

}  // namespace sudoku
