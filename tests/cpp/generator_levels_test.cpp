// The levels offered per size and variant are the levels the generator makes.
#include <catch2/catch.hpp>

#include "generator/generator.h"
#include "generator/levels.h"

using sudoku::Level;
using sudoku::Variant;

TEST_CASE("[levels] every level offered for a small grid is generated", "[generator][levels]") {
    const auto [size, variant] = GENERATE(table<int, Variant>({{4, Variant::classic}, {4, Variant::jigsaw},
                                                                {6, Variant::classic}, {6, Variant::x}}));
    const auto levels = sudoku::levelsFor(size, variant);
    REQUIRE_FALSE(levels.empty());
    CHECK(levels.front() == Level::easy);
    for (const Level level : levels) {
        sudoku::GenerateOptions options;
        options.size = size;
        options.variant = variant;
        options.level = level;
        options.seed = 11;  // not one of the seeds the table was measured with
        CAPTURE(size, sudoku::variantName(variant), sudoku::levelName(level));
        auto made = sudoku::generate(options);
        REQUIRE(made.ok());
        CHECK(made->rating.level == level);
    }
}

TEST_CASE("[levels] a level beyond a size's reach fails with a message naming the hardest", "[generator][levels]") {
    CHECK(sudoku::levelsFor(4, Variant::classic) == std::vector<Level>{Level::easy});
    CHECK(sudoku::levelsFor(9, Variant::jigsaw).size() == 5);
    CHECK(sudoku::levelsFor(6, Variant::classic).back() == Level::expert);
    sudoku::GenerateOptions options;
    options.size = 4;
    options.level = Level::medium;
    options.maxAttempts = 300;
    auto made = sudoku::generate(options);
    REQUIRE_FALSE(made.ok());
    CHECK(made.error().message ==
          "no puzzle with level medium found in 300 attempts; this size and variant make puzzles up to easy");
}
