// The engine's constants (catalog.h) come from the same tables the engine parses with.
#include <catch2/catch.hpp>

#include <cctype>
#include <set>
#include <string>

#include "catalog.h"
#include "generator/levels.h"
#include "generator/symmetry.h"
#include "puzzle.h"
#include "logic/rating.h"
#include "logic/step.h"

TEST_CASE("[catalog] every listed name parses back, and every size lists the box shapes Geometry accepts", "[catalog]") {
    const sudoku::Catalog& catalog = sudoku::catalog();
    REQUIRE(catalog.levels.size() == 5);
    for (const auto& level : catalog.levels) CHECK(sudoku::parseLevel(level));
    REQUIRE(catalog.variants.size() == sudoku::variants().size());
    for (const auto& variant : catalog.variants) {
        const auto parsed = sudoku::parseVariant(variant.name);
        REQUIRE(parsed);
        CHECK(variant.regionMap == sudoku::usesRegionMap(*parsed));
    }
    for (const auto& symmetry : catalog.symmetries) {
        const auto parsed = sudoku::parseSymmetry(symmetry.name);
        REQUIRE(parsed);
        CHECK(symmetry.label == sudoku::symmetryLabel(*parsed));
    }
    CHECK(catalog.symmetries[1].label == "half turn");
    REQUIRE(catalog.sizes.size() == sudoku::kMaxSize - sudoku::kMinSize + 1);
    for (const auto& entry : catalog.sizes) {
        INFO("size " << entry.size);
        for (const auto& box : entry.boxes) CHECK(sudoku::Geometry::make(entry.size, sudoku::Variant::classic, box));
        const bool boxed = sudoku::defaultBoxShape(entry.size).rows != 0;
        CHECK(entry.boxes.empty() == !boxed);
        if (boxed) CHECK(entry.boxes[0].rows == sudoku::defaultBoxShape(entry.size).rows);
    }
    CHECK(catalog.sizes[12 - sudoku::kMinSize].boxes.size() == 4);  // 3x4, 2x6, 4x3, 6x2
    REQUIRE(catalog.techniques.size() == sudoku::logic::allTechniques().size());
    CHECK(catalog.techniques[0].name == "Full House");
    CHECK(catalog.techniques[0].level == "easy");
}

TEST_CASE("[catalog] every variant and constraint carries a rule a player can read", "[catalog]") {
    const sudoku::Catalog& catalog = sudoku::catalog();
    REQUIRE(catalog.constraints.size() == sudoku::constraintChoices().size());
    for (const auto& constraint : catalog.constraints) {
        INFO(constraint.name);
        CHECK(constraint.summary.size() > 20);
    }
    for (const auto& variant : catalog.variants) {
        INFO(variant.name);
        CHECK(variant.summary.find("house") == std::string::npos);  // a word of the engine's, not a player's
    }
}

TEST_CASE("[catalog] every technique says what it is, in a player's words, each its own", "[catalog]") {
    const sudoku::Catalog& catalog = sudoku::catalog();
    std::set<std::string> seen;
    for (const auto& technique : catalog.techniques) {
        INFO(technique.name);
        const std::string& summary = technique.summary;
        REQUIRE(summary.size() > 40);
        CHECK(summary.size() < 320);  // the hint panel shows it after the nudge
        CHECK(std::isupper(static_cast<unsigned char>(summary.front())));
        CHECK(summary.back() == '.');
        CHECK(summary.find("house") == std::string::npos);
        CHECK(seen.insert(summary).second);
    }
}

TEST_CASE("[catalog] each size lists the levels of each variant, and the symbols are the puzzle text's", "[catalog]") {
    const sudoku::Catalog& catalog = sudoku::catalog();
    for (const auto& entry : catalog.sizes) {
        REQUIRE(entry.levels.size() == catalog.variants.size());
        for (std::size_t v = 0; v < catalog.variants.size(); ++v) {
            const auto expected = sudoku::levelsFor(entry.size, sudoku::parseVariant(catalog.variants[v].name).value());
            REQUIRE(entry.levels[v].size() == expected.size());
            for (std::size_t i = 0; i < expected.size(); ++i) CHECK(entry.levels[v][i] == sudoku::levelName(expected[i]));
        }
    }
    CHECK(catalog.sizes[0].levels[0] == std::vector<std::string>{"easy"});  // 4x4 classic
    REQUIRE(catalog.symbols.size() == static_cast<std::size_t>(sudoku::kMaxSize));
    CHECK(sudoku::formatGrid({1, 9, 10, 25}) == std::string{catalog.symbols[0], catalog.symbols[8], catalog.symbols[9],
                                                            catalog.symbols[24]});
}
