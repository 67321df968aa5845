// Game IDs: the documented format, exact round trips for every option, and clear rejection of malformed IDs.
#include <catch2/catch.hpp>

#include "generator/game_id.h"

using sudoku::GenerateOptions;

TEST_CASE("[game id] the documented example and defaults", "[generator]") {
    GenerateOptions options;
    options.level = sudoku::Level::hard;
    options.symmetry = sudoku::Symmetry::rotate180;
    options.seed = 65532;
    CHECK(sudoku::formatGameId(options) == "9c-3r-1ekc");
    CHECK(sudoku::formatGameId(GenerateOptions{}) == "9c-0n-1");
    options = {};
    options.size = 6;
    options.box = {3, 2};
    options.minimal = true;
    options.seed = 0;
    CHECK(sudoku::formatGameId(options) == "6c3x2-0nm-0");
    options.box = {2, 3};  // the default shape is left out
    CHECK(sudoku::formatGameId(options) == "6c-0nm-0");
}

TEST_CASE("[game id] parse gives back every option of a generated puzzle, and the same puzzle", "[generator]") {
    const auto variant = GENERATE(sudoku::Variant::classic, sudoku::Variant::x, sudoku::Variant::hyper,
                                  sudoku::Variant::jigsaw);
    GenerateOptions options;
    options.variant = variant;
    options.size = variant == sudoku::Variant::jigsaw ? 8 : 9;
    options.level = sudoku::Level::medium;
    options.symmetry = sudoku::Symmetry::diagonal;
    options.technique = "Naked Pair";
    options.seed = sudoku::kMaxSeed;
    auto made = sudoku::generate(options);
    REQUIRE(made.ok());
    auto parsed = sudoku::parseGameId(made->id);
    REQUIRE(parsed.ok());
    CHECK(parsed->size == options.size);
    CHECK(parsed->variant == variant);
    CHECK(parsed->level == options.level);
    CHECK(parsed->symmetry == options.symmetry);
    CHECK(parsed->technique == "Naked Pair");
    CHECK(made->id.find("Naked.20Pair") != std::string::npos);  // a space escaped as '.' and two hex digits
    CHECK(parsed->seed == sudoku::kMaxSeed);
    if (variant == sudoku::Variant::jigsaw) CHECK(parsed->regions == made->puzzle.geometry.regions());
    CHECK(sudoku::formatGameId(*parsed) == made->id);
    auto again = sudoku::generate(*parsed);
    REQUIRE(again.ok());
    CHECK(again->puzzle.cells == made->puzzle.cells);
    CHECK(again->id == made->id);
}

TEST_CASE("[game id] malformed IDs are rejected with a message naming the problem", "[generator]") {
    using Row = std::pair<std::string, std::string>;
    const auto [id, message] = GENERATE(table<std::string, std::string>({
        Row{"", "has three or more parts joined by '-'"}, Row{"9c-0n", "has three or more parts joined by '-'"}, Row{"c-0n-1", "start with the size"},
        Row{"9q-0n-1", "unknown variant letter 'q'"}, Row{"9c-6n-1", "its second part '6n' must start with the level, 0"},
        Row{"9c-0z-1", "unknown symmetry letter 'z' in its second part '0z'"}, Row{"9c-0nx-1", "second part"},
        Row{"9c-0n-A!", "bad seed digit 'A' in its third part 'A!'"}, Row{"9c-0n-zzzzzzzzzzz", "above 2^53-1"},
        Row{"9c-0n-", "1 to 11 base-36 digits"}, Row{"9j-0n-1", "needs its region map"},
        Row{"9j-0n-1-gAAA", "needs 24"}, Row{"4j-0n-1-g!!!!", "bad character"},
        Row{"4j-0n-1-gAAAA", "16 regions; expected 4"}, Row{"9c-0n-1-gAAAA", "unexpected part 'gAAAA'"},
        Row{"7c-0n-1", "only jigsaw"}, Row{"9c4x4-0n-1", "does not fit"}, Row{"9c-0n-1-t", "empty technique"},
        Row{"9c-0n-1-tX.2", "bad escape"}, Row{"99c-0n-1", "out of range"}, Row{std::string(500, '9'), "too long"},
    }));
    const auto parsed = sudoku::parseGameId(id);
    INFO(id);
    REQUIRE_FALSE(parsed.ok());
    CHECK_THAT(parsed.error().message, Catch::Contains(message) && Catch::StartsWith("bad game ID"));
}

TEST_CASE("[game id] a 4x4 jigsaw map survives the edge-bit code, including the padding", "[generator]") {
    GenerateOptions options;
    options.size = 4;
    options.variant = sudoku::Variant::jigsaw;
    // Four L-free bars: rows as regions. 24 pairs: 12 right-hand (all same), 12 downward (all different).
    options.regions = {0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3};
    const std::string id = sudoku::formatGameId(options);
    CHECK(id == "4j-0n-1-g~~AA");
    auto parsed = sudoku::parseGameId(id);
    REQUIRE(parsed.ok());
    CHECK(parsed->regions == options.regions);
}
