// The generator's key/value settings, as the CLI (--size) and the module (options.size) both pass them.
#include <catch2/catch.hpp>

#include "generator/generate_settings.h"

using sudoku::Settings;

namespace {

// Settings labelled as the CLI labels them: key -> {"--key", text}.
Settings cli(std::initializer_list<std::pair<const char*, const char*>> values) {
    Settings settings;
    for (const auto& [key, text] : values) settings[key] = {std::string("--") + key, text};
    return settings;
}

std::string messageOf(const Settings& settings) {
    const auto read = sudoku::readGenerateSettings(settings);
    return read ? "" : read.error().message;
}

}  // namespace

TEST_CASE("[generate settings] every key is read into the generator's options", "[generator]") {
    const auto options = sudoku::readGenerateSettings(cli({{"box", "2x3"}, {"variant", "x"}, {"level", "hard"},
        {"technique", "X-Wing"}, {"symmetry", "rotate180"}, {"minimal", "true"}, {"seed", "42"}}));
    REQUIRE(options);
    CHECK(options->size == 6);  // from the box
    CHECK(options->box.rows == 2);
    CHECK(options->variant == sudoku::Variant::x);
    CHECK(options->level == sudoku::Level::hard);
    CHECK(options->technique == "X-Wing");
    CHECK(options->symmetry == sudoku::Symmetry::rotate180);
    CHECK(options->minimal);
    CHECK(options->seed == 42);
    const auto plain = sudoku::readGenerateSettings(cli({{"seed", "0"}}));
    REQUIRE(plain);
    CHECK(plain->size == 9);
    CHECK_FALSE(plain->level);
    CHECK_FALSE(plain->minimal);
}

TEST_CASE("[generate settings] messages name the key as the caller labelled it", "[generator]") {
    CHECK(messageOf(cli({{"size", "3"}, {"seed", "1"}})) == "--size must be a whole number from 4 to 25");
    Settings module;
    module["size"] = {"options.size", ""};
    module["seed"] = {"options.seed", "1"};
    CHECK(messageOf(module) == "options.size must be a whole number from 4 to 25");
    CHECK(messageOf(cli({{"seed", "-1"}})) == "--seed must be a whole number from 0 to 9007199254740991");
    CHECK(messageOf(cli({{"seed", "9007199254740992"}})) == "--seed must be a whole number from 0 to 9007199254740991");
    CHECK(messageOf(cli({{"minimal", ""}, {"seed", "1"}})) == "--minimal must be true or false");
    CHECK(messageOf(cli({{"size", "7"}, {"seed", "1"}})).find("only jigsaw") != std::string::npos);
    CHECK(messageOf(cli({{"size", "7"}, {"variant", "jigsaw"}, {"seed", "1"}})).empty());
    CHECK(messageOf(cli({{"level", "tricky"}, {"seed", "1"}})).find("tricky") != std::string::npos);
    CHECK(messageOf(cli({{"variant", "hex"}, {"seed", "1"}})).find("unknown variant 'hex'") == 0);
}

TEST_CASE("[generate settings] the seed is required unless a game ID fixes everything", "[generator]") {
    CHECK(messageOf(cli({{"size", "9"}})) == "a seed is required (a whole number from 0 to 9007199254740991)");
    CHECK(messageOf(cli({{"level", "tricky"}})).find("tricky") != std::string::npos);  // other keys are read first
    const auto fromId = sudoku::readGenerateSettings(cli({{"id", "6c-2n-1f"}}));
    REQUIRE(fromId);
    CHECK(fromId->size == 6);
    CHECK(fromId->seed == 51);
    CHECK(messageOf(cli({{"id", "6c-2n-1f"}, {"seed", "3"}})) ==
          "--id already fixes every option; pass it alone (drop --seed)");
}
