// `sudoku_bench options`: one row per variant and constraint, and its figures are the matrices of the puzzles the
// generator makes for those seeds.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <sstream>

#include "generator/generator.h"
#include "solver.h"
#include "test_support.h"

namespace {

// "median / max" of the group options of 9x9 killers (classic, seeds 1..count), worked out here.
std::string killerGroupOptions(int count) {
    std::vector<int> values;
    for (int seed = 1; seed <= count; ++seed) {
        sudoku::GenerateOptions options;
        options.constraint = sudoku::ConstraintChoice::killer;
        options.seed = static_cast<std::uint64_t>(seed);
        options.rate = false;
        const auto made = sudoku::generate(options);
        REQUIRE(made.ok());
        values.push_back(sudoku::Solver(made->puzzle.geometry).coverSize().groupOptions);
    }
    std::sort(values.begin(), values.end());
    return std::to_string(values[values.size() / 2]) + " / " + std::to_string(values.back());
}

}  // namespace

TEST_CASE("[bench] options prints the matrix of every variant's generated puzzles", "[bench]") {
    int status = -1;
    const std::string out = testing::runBench("options --count 3", &status);
    INFO(out);
    CHECK(status == 0);
    std::istringstream lines(out);
    std::string line, killer;
    int rows = 0;
    while (std::getline(lines, line)) {
        if (line.rfind("| 9x9 classic killer |", 0) == 0) killer = line;
        rows += line.rfind("| ", 0) == 0 && line.size() > 2 && std::isdigit(static_cast<unsigned char>(line[2]));
    }
    CHECK(rows == 17);
    // Columns: primary, secondary, options, single placements, group options, largest group.
    std::vector<std::string> cells;
    std::istringstream fields(killer);
    for (std::string field; std::getline(fields, field, '|');) cells.push_back(field);
    REQUIRE(cells.size() == 8);
    CHECK(cells[6] == " " + killerGroupOptions(3) + " ");
}

TEST_CASE("[bench] options rejects a count that is not a positive number", "[bench]") {
    int status = -1;
    CHECK_THAT(testing::runBench("options --count 0", &status), Catch::Contains("--count must be a positive number"));
    CHECK(status == 2);
}

TEST_CASE("[bench] options names an argument it does not know, or --count without its number", "[bench]") {
    for (const char* arguments : {"options --bogus", "options --count 3 extra", "options --count"}) {
        int status = -1;
        const std::string bad = std::string(arguments).substr(std::string(arguments).rfind(' ') + 1);
        CHECK_THAT(testing::runBench(arguments, &status),
                   Catch::Contains("usage: sudoku_bench options [--count N] (unexpected argument '" + bad + "')"));
        CHECK(status == 2);
    }
}
