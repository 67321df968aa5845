// `sudoku generate` through the real executable: output lines, seeds, IDs and usage errors.
#include <catch2/catch.hpp>

#include <sstream>

#include "generator/game_id.h"
#include "constraint_checker.h"
#include "generator_checker.h"
#include "puzzle.h"

namespace {

std::vector<std::string> lines(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> result;
    for (std::string line; std::getline(in, line);) result.push_back(line);
    return result;
}

}  // namespace

TEST_CASE("[cli] generate writes K unique puzzles with their solutions, seeds N..N+K-1", "[generator]") {
    int status = -1;
    const auto out = lines(testing::runCli("generate --seed 7 --count 3 --with-solution --variant x", "", &status));
    REQUIRE(status == 0);
    REQUIRE(out.size() == 3);
    for (std::size_t k = 0; k < out.size(); ++k) {
        const auto colon = out[k].find(':');
        REQUIRE(colon != std::string::npos);
        auto puzzle = sudoku::parsePuzzle(out[k].substr(0, colon), {sudoku::Variant::x, {}});
        auto solution = sudoku::parsePuzzle(out[k].substr(colon + 1), {sudoku::Variant::x, {}});
        REQUIRE(puzzle.ok());
        REQUIRE(solution.ok());
        const auto rules = testing::rulesOf(puzzle->geometry);
        CHECK(testing::Checker(rules).count(puzzle->cells, 2) == 1);
        CHECK(testing::validGrid(rules, solution->cells));
        CHECK(testing::keepsGivens(puzzle->cells, solution->cells));
        // Puzzle k is the puzzle of seed 7 + k alone.
        const auto single = lines(testing::runCli("generate --variant x --seed " + std::to_string(7 + k), ""));
        REQUIRE(single.size() == 1);
        CHECK(single[0] == out[k].substr(0, colon));
    }
}

TEST_CASE("[cli] generate --id recreates the puzzle of the same options", "[generator]") {
    sudoku::GenerateOptions options;
    options.size = 6;
    options.variant = sudoku::Variant::jigsaw;
    options.level = sudoku::Level::easy;
    options.seed = 99;
    auto made = sudoku::generate(options);
    REQUIRE(made.ok());
    int status = -1;
    const auto out = testing::runCli("generate --id " + made->id, "", &status);
    CHECK(status == 0);
    CHECK(out == sudoku::formatPuzzle(made->puzzle) + "\n");
    CHECK(lines(testing::runCli("generate --size 6 --variant jigsaw --level easy --seed 99", ""))[0] + "\n" == out);
}

TEST_CASE("[cli] generate rejects bad options with a message and exit 2", "[generator]") {
    using Row = std::pair<std::string, std::string>;
    const auto [arguments, message] = GENERATE(table<std::string, std::string>({
        Row{"generate --level tricky", "tricky"}, Row{"generate --size 3", "--size"},
        Row{"generate --symmetry spiral", "unknown symmetry"}, Row{"generate --count 0", "--count"},
        Row{"generate --seed -1", "--seed"}, Row{"generate --id 9c-0n", "bad game ID"},
        Row{"generate --id 9c-0n-1 --seed 3", "drop --seed"}, Row{"generate --size 7", "only jigsaw"},
        Row{"generate --variant hex", "unknown variant"}, Row{"generate somefile", "no input files"},
        Row{"generate --constraint sandwich", "unknown constraint 'sandwich'"},
        Row{"generate --cages 2-5", "--cages applies to killer puzzles only"},
        Row{"generate --constraint killer --cages 7-2", "--cages must be cage sizes"},
    }));
    int status = -1;
    const auto out = testing::runCli(arguments, "", &status);
    INFO(arguments);
    CHECK(status == 2);
    CHECK_THAT(out, Catch::Contains(message));
}

TEST_CASE("[cli] generate --constraint writes puzzles with their constraints, each with one solution", "[generator]") {
    using Row = std::pair<std::string, std::string>;
    const auto [arguments, field] = GENERATE(table<std::string, std::string>({
        Row{"--constraint killer --cages 2-4 --size 6", ";cage="}, Row{"--constraint thermo --size 6", ";thermo="},
        Row{"--constraint anti-king --size 6", ";anti-king"},
    }));
    int status = -1;
    const auto out = lines(testing::runCli("generate --seed 5 --with-solution " + arguments, "", &status));
    INFO(arguments);
    REQUIRE(status == 0);
    REQUIRE(out.size() == 1);
    CHECK_THAT(out[0], Catch::Contains(field));
    const auto colon = out[0].rfind(':');
    auto puzzle = sudoku::parsePuzzle(out[0].substr(0, colon));
    REQUIRE(puzzle.ok());
    const auto& g = puzzle->geometry;
    testing::ConstraintChecker checker(testing::rulesOf(g), g.constraints());
    CHECK(checker.count(puzzle->cells, 2) == 1);
    auto solution = sudoku::parsePuzzle(out[0].substr(colon + 1), {g.variant(), g.box()});
    REQUIRE(solution.ok());
    CHECK(checker.valid(solution->cells));
    // A level its puzzles never rate is refused at once, with exit 1 (no puzzle), not after every attempt.
    CHECK_THAT(testing::runCli("generate --constraint killer --size 4 --level hard --seed 1", "", &status),
               Catch::Contains("made at level easy only"));
    CHECK(status == 1);
}
