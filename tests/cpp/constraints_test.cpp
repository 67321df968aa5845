// Constraints beyond houses (cpp/core/constraints/): their line format, their checks, and the exact-cover
// encoding's counts against the independent backtracking checker on seeded random puzzles.
#include <catch2/catch.hpp>

#include "analysis.h"
#include "constraint_checker.h"
#include "constraint_puzzles.h"
#include "constraints/constraint_layout.h"
#include "puzzle.h"
#include "solver.h"
#include "solver_cache.h"
#include "solo_killer.h"

using sudoku::Constraints;
using sudoku::Geometry;
using sudoku::GroupKind;
using sudoku::PairRule;

namespace {

sudoku::Puzzle parsed(const std::string& line) {
    auto puzzle = sudoku::parsePuzzle(line);
    INFO(line << " -> " << (puzzle ? "" : puzzle.error().message));
    REQUIRE(puzzle);
    return *puzzle;
}

}  // namespace

TEST_CASE("[constraints] every constraint field reads back as written", "[constraints]") {
    const std::string blank(81, '.');
    const std::string fields = ";cage=15/r1c1r1c2r2c1;thermo=r5c5r4c6r3c7;arrow=r9c9r8c8r8c7;anti-king;non-consecutive";
    const auto puzzle = parsed(blank + fields);
    CHECK(puzzle.geometry.constraints().groups.size() == 3);
    CHECK(puzzle.geometry.constraints().pairs == std::vector<PairRule>{PairRule::antiKing, PairRule::nonConsecutive});
    CHECK(sudoku::formatPuzzle(puzzle) == blank + fields);
    const auto big = parsed(std::string(256, '.') + ";x;cage=40/r10c12r10c13r11c13;thermo=r16c1r15c2");
    CHECK(sudoku::formatPuzzle(big) == std::string(256, '.') + ";x;4x4;cage=40/r10c12r10c13r11c13;thermo=r16c1r15c2");
    CHECK(big.geometry.constraints().groups[0].cells == std::vector<int>{9 * 16 + 11, 9 * 16 + 12, 10 * 16 + 12});
}

TEST_CASE("[constraints] a bad constraint is named with what is wrong", "[constraints]") {
    const auto [fields, message] = GENERATE(table<std::string, std::string>({
        {";cage=15/r1c1r1x2", "bad cell 'r1x2' in 'cage=15/r1c1r1x2'"},
        {";cage=r1c1r1c2", "'cage=r1c1r1c2' needs its sum and cells"},
        {";cage=3/r1c1r2c2", "'cage=3/r1c1r2c2' is not connected"},
        {";cage=3/r1c1r1c2;cage=4/r1c2r1c3", "'cage=4/r1c2r1c3' overlaps another cage at r1c2"},
        {";thermo=r1c1r1c3", "'thermo=r1c1r1c3' jumps from r1c1 to r1c3"},
        {";thermo=r1c1", "'thermo=r1c1' needs at least 2 cells"},
        {";cage=2/r1c1r1c2", "'cage=2/r1c1r1c2' can never be filled by the rules"},
        {";arrow=r1c1r10c1", "cell r10c1 in 'arrow=r1c1r10c1' is outside the 9x9 grid"},
        {";anti-knight;anti-knight", "the puzzle gives 'anti-knight' twice"},
        {";cage=45/r1c1r1c2r1c3r2c1r2c2r2c3r3c1r3c2r3c3;thermo=r1c1r1c2",
         "(with the groups it overlaps) has more than 50000 fillings (or takes too long to enumerate); split it"},
    }));
    const auto puzzle = sudoku::parsePuzzle(std::string(81, '.') + fields);
    REQUIRE_FALSE(puzzle);
    CHECK_THAT(puzzle.error().message, Catch::Contains(message));
}

TEST_CASE("[constraints] a small cage is encoded by its fillings, a big one by its digit sets", "[constraints]") {
    // 10 in 2 cells of a row: {1,9} {2,8} {3,7} {4,6}, each in 2 orders: 8 fillings.
    const auto pair = parsed(std::string(81, '.') + ";cage=10/r1c1r1c2");
    REQUIRE(pair.geometry.constraintLayout() != nullptr);
    CHECK_FALSE(pair.geometry.constraintLayout()->components.at(0).bySets);
    CHECK(pair.geometry.constraintLayout()->fillingCount() == 8);
    // 12 in 3 cells: {1,2,9} {1,3,8} {1,4,7} {1,5,6} {2,3,7} {2,4,6} {3,4,5}: 42 fillings, over the bound of 24, so
    // the 7 digit sets.
    const auto three = parsed(std::string(81, '.') + ";cage=12/r1c1r1c2r2c1");
    CHECK(three.geometry.constraintLayout()->components.at(0).bySets);
    CHECK(three.geometry.constraintLayout()->fillingCount() == 7);
    // A whole box summing to 45: one digit set (362,880 fillings would be over kMaxFillings).
    const auto box = parsed(std::string(81, '.') + ";cage=45/r1c1r1c2r1c3r2c1r2c2r2c3r3c1r3c2r3c3");
    CHECK(box.geometry.constraintLayout()->fillingCount() == 1);
}

TEST_CASE("[constraints] the matrix size counts items and options by kind", "[constraints]") {
    // 4x4 classic: 16 cells + 12 houses x 4 values, 64 placements.
    const auto plain = sudoku::Solver(parsed(std::string(16, '.')).geometry).coverSize();
    CHECK(plain.primaryItems == 16 + 12 * 4);
    CHECK(plain.secondaryItems == 0);
    CHECK(plain.placements == 64);
    CHECK(plain.groupOptions + plain.givenOptions + plain.largestGroup + plain.variantOptions == 0);
    SECTION("a cage by its fillings: its cells keep options for givens only, and hold-value items") {
        // 3 in 2 cells: 1+2 in 2 orders.
        const auto size = sudoku::Solver(parsed(std::string(16, '.') + ";cage=3/r1c1r1c2").geometry).coverSize();
        CHECK(size.primaryItems == 64);
        CHECK(size.secondaryItems == 2 * 4);
        CHECK(size.placements == 64 - 2 * 4);
        CHECK(size.givenOptions == 2 * 4);
        CHECK(size.groupOptions == 2);
        CHECK(size.largestGroup == 2);
    }
    SECTION("a cage by its digit sets: one primary item, a taken item per value, one option per set") {
        // 12 in 3 cells on 9x9: 7 digit sets (42 fillings, over the bound).
        const auto size = sudoku::Solver(parsed(std::string(81, '.') + ";cage=12/r1c1r1c2r2c1;cage=3/r9c8r9c9").geometry).coverSize();
        CHECK(size.primaryItems == 81 + 27 * 9 + 1);
        CHECK(size.secondaryItems == 9 + 2 * 9);
        CHECK(size.placements == 729 - 2 * 9);
        CHECK(size.givenOptions == 2 * 9);
        CHECK(size.groupOptions == 7 + 2);
        CHECK(size.largestGroup == 7);
    }
    SECTION("a pairwise rule adds secondary items only") {
        // Non-consecutive on 4x4: 24 side-by-side pairs, each forbidding 6 ordered value pairs (1-2, 2-1, ...).
        const auto size = sudoku::Solver(parsed(std::string(16, '.') + ";non-consecutive").geometry).coverSize();
        CHECK(size.primaryItems == 64);
        CHECK(size.secondaryItems == 24 * 6);
        CHECK(size.placements == 64);
    }
}

TEST_CASE("[constraints] solver counts match the independent checker on seeded random puzzles", "[constraints]") {
    const int seed = GENERATE(range(1, 41));
    const int size = seed % 2 == 0 ? 4 : 6;
    std::mt19937 random(static_cast<unsigned>(seed));
    auto plain = Geometry::make(size, sudoku::Variant::classic);
    REQUIRE(plain);
    const auto grid = sudoku::Solver(*plain).random(std::vector<int>(size * size, 0), seed).solutions.at(0);
    Constraints constraints;
    if (seed % 3 != 0) testing::addCages(grid, size, random, constraints);
    if (seed % 3 != 1) testing::addThermoAndArrow(grid, size, random, constraints);
    if (seed % 5 == 0) constraints.pairs.push_back(PairRule::antiKnight);
    if (seed % 7 == 0) constraints.pairs.push_back(PairRule::nonConsecutive);
    if (seed % 11 == 0) constraints.pairs.push_back(PairRule::antiKing);
    std::sort(constraints.pairs.begin(), constraints.pairs.end());
    std::vector<int> givens(size * size, 0);
    for (int cell = 0; cell < size * size; ++cell) {
        if (random() % 4 == 0) givens[cell] = grid[cell];
    }
    testing::ConstraintChecker checker(testing::rulesOf(*plain), constraints);
    const int expected = checker.count(givens, 50);
    auto geometry = plain->withConstraints(constraints);
    if (!geometry) {
        // Pairwise rules the grid breaks can leave a group no filling: then there is no solution at all.
        CHECK_THAT(geometry.error().message, Catch::Contains("can never be filled"));
        CHECK(expected == 0);
        return;
    }
    for (auto engine : {dlx::Engine::dancingLinks, dlx::Engine::automatic}) {
        sudoku::Solver solver(*geometry, engine);
        const auto result = solver.solve(givens, 50);
        INFO("seed " << seed << " engine " << dlx::engineName(solver.engine()) << " " << sudoku::formatPuzzle({*geometry, givens}));
        CHECK(static_cast<int>(result.count) == expected);
        for (const auto& solution : result.solutions) {
            CHECK(checker.valid(solution));
            CHECK(testing::keepsGivens(givens, solution));
        }
    }
}

TEST_CASE("[constraints] a no-given killer puzzle is solved through its cages alone", "[constraints]") {
    // A grid's cages of two side-by-side cells with their sums: the exact cover must reproduce a valid grid.
    auto plain = Geometry::make(6, sudoku::Variant::classic);
    REQUIRE(plain);
    const auto grid = sudoku::Solver(*plain).random(std::vector<int>(36, 0), 7).solutions.at(0);
    Constraints constraints;
    for (int cell = 0; cell < 36; cell += 2) constraints.groups.push_back({GroupKind::cage, grid[cell] + grid[cell + 1], {cell, cell + 1}});
    auto geometry = plain->withConstraints(constraints);
    REQUIRE(geometry);
    const auto result = sudoku::Solver(*geometry).solve(std::vector<int>(36, 0), 0);
    testing::ConstraintChecker checker(testing::rulesOf(*geometry), constraints);
    CHECK(static_cast<int>(result.count) == checker.count(std::vector<int>(36, 0), 1000000));
    REQUIRE(result.count >= 1);
    CHECK(checker.valid(result.solutions.at(0)));
}

TEST_CASE("[constraints] the logic engine leaves uniqueness techniques out when constraints exist", "[constraints]") {
    const auto plain = parsed("4.3...2..1...3..");
    CHECK(sudoku::Analysis{plain, {}, true, {}}.logicOptions().uniqueness);
    const auto caged = parsed("4.3...2..1...3..;cage=5/r2c1r2c2");
    CHECK_FALSE(sudoku::Analysis{caged, {}, true, {}}.logicOptions().uniqueness);
}

TEST_CASE("[constraints] Simon Tatham's Solo killer puzzles are each solved and unique", "[constraints][solo]") {
    const std::string ids = solo::runSolo(20, "3x3kdu");
    REQUIRE_FALSE(ids.empty());  // sgt-solo comes from scripts/setup.sh (Debian package sgt-puzzles)
    int puzzles = 0;
    sudoku::SolverCache solvers;
    for (std::size_t start = 0; start < ids.size();) {
        const auto end = std::min(ids.find('\n', start), ids.size());
        const std::string id = ids.substr(start, end - start);
        start = end + 1;
        if (id.empty()) continue;
        const auto line = solo::soloKillerLine(id);
        INFO(id << " -> " << (line ? *line : line.error().message));
        REQUIRE(line);
        const auto puzzle = parsed(*line);
        CHECK(puzzle.geometry.constraints().groups.size() >= 20);
        const auto result = solvers.get(puzzle.geometry).solve(puzzle.cells);
        CHECK(result.status == sudoku::SolveStatus::unique);
        testing::ConstraintChecker checker(testing::rulesOf(puzzle.geometry), puzzle.geometry.constraints());
        CHECK(checker.valid(result.solutions.at(0)));
        if (puzzles < 2) CHECK(checker.count(puzzle.cells, 2) == 1);  // the independent count, on two (slower)
        ++puzzles;
    }
    CHECK(puzzles == 20);
}

TEST_CASE("[constraints] the CLI reads constraint fields on every command", "[constraints][cli]") {
    const std::string cages = "................;cage=3/r1c1r1c2;cage=7/r1c3r1c4;cage=5/r2c1r3c1;cage=5/r2c2r2c3;"
                              "cage=5/r2c4r3c4;cage=5/r3c2r3c3;cage=7/r4c1r4c2;cage=3/r4c3r4c4";
    // The cages alone allow two grids; an arrow (r2c2 = r1c1 + r2c1) or a thermometer and a given pick one.
    CHECK(testing::runCli("count --limit 10", cages + "\n") == "2\n");
    const std::string arrow = cages + ";arrow=r2c2r1c1r2c1";
    CHECK(testing::runCli("solve", arrow + "\n" + "1" + cages.substr(1) + ";thermo=r1c3r2c2\n") ==
          "1234341221434321\n1234341221434321\n");
    CHECK(testing::runCli("solve", cages + ";cage=3/r1c1\n") == "error: 'cage=3/r1c1' overlaps another cage at r1c1\n");
    // The hint and rating run on house logic alone: no uniqueness technique, no wrong step.
    CHECK(testing::runCli("rate", arrow + "\n").find("error") == std::string::npos);
}
