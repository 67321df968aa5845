// Generator properties on seeded runs, each checked by independent means: uniqueness by the suites' own
// backtracking, symmetry by the image formulas written out here, levels by the logic engine's rating.
#include <catch2/catch.hpp>

#include <algorithm>

#include "generator/generator.h"
#include "generator_checker.h"

using sudoku::GenerateOptions;
using sudoku::Level;
using sudoku::Symmetry;
using sudoku::Variant;

namespace {

sudoku::Generated generated(const GenerateOptions& options) {
    auto result = sudoku::generate(options);
    INFO("size " << options.size << " " << sudoku::variantName(options.variant) << " seed " << options.seed);
    REQUIRE(result.ok());
    return result.value();
}

int clues(const std::vector<int>& cells) {
    return static_cast<int>(std::count_if(cells.begin(), cells.end(), [](int v) { return v != 0; }));
}

// A unique puzzle whose reported solution is a valid grid keeping its givens.
void requireUnique(const sudoku::Generated& g) {
    const auto rules = testing::rulesOf(g.puzzle.geometry);
    CHECK(testing::Checker(rules).count(g.puzzle.cells, 2) == 1);
    CHECK(testing::validGrid(rules, g.solution));
    CHECK(testing::keepsGivens(g.puzzle.cells, g.solution));
    CHECK(clues(g.puzzle.cells) < g.puzzle.geometry.cellCount());
}

// The image of (r, c) under each symmetry, straight from the definitions in symmetry.h.
int image(Symmetry symmetry, int n, int cell) {
    const int r = cell / n, c = cell % n;
    switch (symmetry) {
        case Symmetry::none: return cell;
        case Symmetry::rotate180: return (n - 1 - r) * n + (n - 1 - c);
        case Symmetry::rotate90: return c * n + (n - 1 - r);
        case Symmetry::mirrorHorizontal: return (n - 1 - r) * n + c;
        case Symmetry::mirrorVertical: return r * n + (n - 1 - c);
        case Symmetry::diagonal: return c * n + r;
    }
    return cell;
}

}  // namespace

TEST_CASE("[generator] every size and variant gives a puzzle with exactly one solution", "[generator]") {
    using Row = std::tuple<int, Variant, sudoku::BoxShape, int>;  // size, variant, box, seeds
    const auto [size, variant, box, seeds] = GENERATE(table<int, Variant, sudoku::BoxShape, int>({
        Row{4, Variant::classic, {}, 5}, Row{6, Variant::classic, {}, 4}, Row{6, Variant::classic, {3, 2}, 2},
        Row{8, Variant::classic, {}, 3}, Row{9, Variant::classic, {}, 5}, Row{10, Variant::classic, {}, 2},
        Row{12, Variant::classic, {}, 2}, Row{16, Variant::classic, {}, 1}, Row{4, Variant::x, {}, 3},
        Row{6, Variant::x, {}, 2}, Row{9, Variant::x, {}, 3}, Row{8, Variant::hyper, {}, 2},
        Row{9, Variant::hyper, {}, 3}, Row{12, Variant::hyper, {}, 1}, Row{5, Variant::jigsaw, {}, 3},
        Row{7, Variant::jigsaw, {}, 2}, Row{9, Variant::jigsaw, {}, 3}, Row{11, Variant::jigsaw, {}, 1},
    }));
    for (int seed = 1; seed <= seeds; ++seed) {
        GenerateOptions options;
        options.size = size;
        options.variant = variant;
        options.box = box;
        options.seed = static_cast<std::uint64_t>(seed) * 1009;
        const auto g = generated(options);
        INFO(sudoku::formatPuzzle(g.puzzle));
        requireUnique(g);
        CHECK(g.puzzle.geometry.variant() == variant);
        if (box.rows != 0) CHECK(g.puzzle.geometry.box().rows == box.rows);
    }
}

TEST_CASE("[generator] clue patterns follow the symmetry asked for", "[generator]") {
    const Symmetry symmetry = GENERATE(Symmetry::none, Symmetry::rotate180, Symmetry::rotate90,
                                       Symmetry::mirrorHorizontal, Symmetry::mirrorVertical, Symmetry::diagonal);
    const auto [size, variant] = GENERATE(table<int, Variant>({{9, Variant::classic}, {8, Variant::classic},
                                                               {9, Variant::jigsaw}, {9, Variant::x}}));
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
        GenerateOptions options;
        options.size = size;
        options.variant = variant;
        options.symmetry = symmetry;
        options.seed = seed;
        const auto g = generated(options);
        INFO(sudoku::symmetryName(symmetry) << " " << sudoku::formatPuzzle(g.puzzle));
        requireUnique(g);
        for (int cell = 0; cell < size * size; ++cell) {
            CHECK((g.puzzle.cells[cell] != 0) == (g.puzzle.cells[image(symmetry, size, cell)] != 0));
        }
    }
}

TEST_CASE("[generator] minimal puzzles lose uniqueness when any clue (or symmetric group) goes", "[generator]") {
    const auto [size, variant, symmetry] = GENERATE(table<int, Variant, Symmetry>({
        {9, Variant::classic, Symmetry::none}, {9, Variant::x, Symmetry::none}, {6, Variant::jigsaw, Symmetry::none},
        {9, Variant::classic, Symmetry::rotate180}, {8, Variant::classic, Symmetry::rotate90},
    }));
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        GenerateOptions options;
        options.size = size;
        options.variant = variant;
        options.symmetry = symmetry;
        options.minimal = true;
        options.seed = seed;
        const auto g = generated(options);
        INFO(sudoku::formatPuzzle(g.puzzle));
        requireUnique(g);
        testing::Checker checker(testing::rulesOf(g.puzzle.geometry));
        for (int cell = 0; cell < size * size; ++cell) {
            if (g.puzzle.cells[cell] == 0) continue;
            auto fewer = g.puzzle.cells;
            for (int c = cell, k = 0; k < 4; c = image(symmetry, size, c), ++k) fewer[c] = 0;
            CHECK(checker.count(fewer, 2) == 2);
        }
    }
}

TEST_CASE("[generator] a target level gives a puzzle the rating puts at that level", "[generator]") {
    const Level level = GENERATE(Level::easy, Level::medium, Level::hard, Level::expert, Level::extreme);
    const bool minimal = GENERATE(false, true);
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
        GenerateOptions options;
        options.level = level;
        options.minimal = minimal;
        options.seed = seed;
        const auto g = generated(options);
        INFO(sudoku::levelName(level) << (minimal ? " minimal " : " ") << sudoku::formatPuzzle(g.puzzle));
        requireUnique(g);
        const auto rating = sudoku::ratePuzzle(g.puzzle);
        CHECK(rating.level == level);
        CHECK(g.rating.score == rating.score);
    }
}

TEST_CASE("[generator] easy targets keep clues that a minimal run would remove", "[generator]") {
    GenerateOptions options;
    options.level = Level::easy;
    options.seed = 11;
    const auto easy = generated(options);
    options.level.reset();
    const auto any = generated(options);
    // Same seed, same first grid and order: the easy puzzle stops on the way to the minimal one.
    CHECK(clues(easy.puzzle.cells) >= clues(any.puzzle.cells));
    CHECK(testing::keepsGivens(easy.puzzle.cells, any.solution));
}

TEST_CASE("[generator] a target technique appears in the logical solution", "[generator]") {
    const std::string technique = GENERATE(as<std::string>{}, "X-Wing", "Naked Pair", "XY-Wing");
    GenerateOptions options;
    options.technique = technique;
    options.seed = 5;
    const auto g = generated(options);
    requireUnique(g);
    const auto rating = sudoku::ratePuzzle(g.puzzle);
    CHECK(std::find(rating.techniques.begin(), rating.techniques.end(), technique) != rating.techniques.end());
}

TEST_CASE("[generator] the same options and seed give the same puzzle, and other seeds differ", "[generator]") {
    const Variant variant = GENERATE(Variant::classic, Variant::x, Variant::hyper, Variant::jigsaw);
    GenerateOptions options;
    options.variant = variant;
    options.symmetry = Symmetry::rotate180;
    options.seed = 424242;
    const auto first = generated(options);
    const auto again = generated(options);
    CHECK(first.puzzle.cells == again.puzzle.cells);
    CHECK(first.puzzle.geometry.key() == again.puzzle.geometry.key());
    CHECK(first.id == again.id);
    options.seed += 1;
    CHECK(generated(options).puzzle.cells != first.puzzle.cells);
}

TEST_CASE("[generator] progress runs from 0 towards 1 and returning false cancels", "[generator]") {
    GenerateOptions options;
    options.seed = 3;
    std::vector<double> seen;
    REQUIRE(sudoku::generate(options, [&](double f) { seen.push_back(f); return true; }).ok());
    REQUIRE(seen.size() == 81);
    CHECK(seen.front() == 0.0);
    CHECK(std::is_sorted(seen.begin(), seen.end()));
    CHECK(seen.back() < 1.0);

    int calls = 0;
    const auto cancelled = sudoku::generate(options, [&](double) { return ++calls < 10; });
    REQUIRE_FALSE(cancelled.ok());
    CHECK(cancelled.error().message == sudoku::kCancelledMessage);
    CHECK(calls == 10);
}

TEST_CASE("[generator] bad options and unreachable targets give clear errors", "[generator]") {
    GenerateOptions options;
    SECTION("a size without a box shape") {
        options.size = 7;
        CHECK_THAT(sudoku::generate(options).error().message, Catch::Contains("only jigsaw"));
    }
    SECTION("a box that does not fit") {
        options.box = {2, 3};
        CHECK_THAT(sudoku::generate(options).error().message, Catch::Contains("does not fit"));
    }
    SECTION("a broken region map") {
        options.variant = Variant::jigsaw;
        options.regions.assign(81, 0);
        CHECK_THAT(sudoku::generate(options).error().message, Catch::Contains("invalid region map"));
    }
    SECTION("a seed JS cannot carry") {
        options.seed = sudoku::kMaxSeed + 1;
        CHECK_THAT(sudoku::generate(options).error().message, Catch::Contains("2^53"));
    }
    SECTION("a technique no solution uses") {  // a 4x4 falls to singles before any fish is tried
        options.size = 4;
        options.technique = "swordfish";
        options.maxAttempts = 3;
        CHECK_THAT(sudoku::generate(options).error().message,
                   Catch::Contains("technique 'Swordfish'") && Catch::Contains("3 attempts"));
    }
    SECTION("a technique the engine does not know, named with the list of those it does") {
        options.technique = "Telepathy";
        CHECK_THAT(sudoku::generate(options).error().message,
                   Catch::StartsWith("unknown technique 'Telepathy'; expected one of Full House, Hidden Single,") &&
                       Catch::EndsWith("ALS-XY-Chain, ALS-AIC, Forcing Chain, Forcing Net"));
    }
}
