// The sudoku solver against the public data sets and an independent brute-force checker.
#include <catch2/catch.hpp>

#include "puzzle.h"
#include "solver.h"
#include "test_support.h"

using sudoku::SolveStatus;

namespace {

using dlx::Engine;

// Every 9x9-or-smaller test runs on each exact-cover engine.
Engine anyEngine() { return GENERATE(Engine::dancingLinks, Engine::bitset, Engine::bitsetSingles); }

std::uint64_t nextRandom(std::uint64_t& state) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return state >> 33;
}

// Removes `holes` random cells from a grid.
std::vector<int> withHoles(std::vector<int> grid, int holes, std::uint64_t& state) {
    for (int k = 0; k < holes; ++k) grid[nextRandom(state) % grid.size()] = 0;
    return grid;
}

}  // namespace

TEST_CASE("[solver] every line of counts.txt: count capped at 2 and unique solutions match", "[solver][data]") {
    const Engine engine = anyEngine();
    INFO("engine: " << dlx::engineName(engine));
    const auto lines = testing::dataLines("counts.txt");
    REQUIRE(lines.size() == 43);
    for (const auto& line : lines) {
        const auto first = line.find(':'), second = line.find(':', first + 1);
        const auto expected = std::stoull(line.substr(first + 1, second - first - 1));
        const auto puzzle = sudoku::parsePuzzle(line.substr(0, first));
        if (!puzzle) {  // some no-solution lines have conflicting givens: that is a "none" too
            CHECK(expected == 0);
            continue;
        }
        sudoku::Solver solver(puzzle->geometry, engine);
        const auto result = solver.solve(puzzle->cells, 1000);
        CHECK(result.count == expected);
        CHECK(result.status == (expected == 0 ? SolveStatus::none : expected == 1 ? SolveStatus::unique : SolveStatus::multiple));
        if (expected == 1) CHECK(sudoku::formatGrid(result.solutions.at(0)) == line.substr(second + 1, 81));
    }
}

TEST_CASE("[solver] all 49,158 17-clue puzzles solve uniquely to valid grids that keep their clues", "[solver][data]") {
    const Engine engine = anyEngine();
    INFO("engine: " << dlx::engineName(engine));
    const auto lines = testing::dataLines("17-clue.txt");
    REQUIRE(lines.size() == 49158);
    const auto geometry = sudoku::Geometry::make(9, sudoku::Variant::classic).value();
    const auto rules = testing::rulesOf(geometry);
    sudoku::Solver solver(geometry, engine);
    int failures = 0;
    for (const auto& line : lines) {
        const auto puzzle = sudoku::parsePuzzle(sudoku::firstToken(line), {}, &geometry);
        REQUIRE(puzzle.ok());
        const auto result = solver.solve(puzzle->cells, 2);
        if (result.status != SolveStatus::unique || !testing::validGrid(rules, result.solutions[0]) ||
            !testing::keepsGivens(puzzle->cells, result.solutions[0])) {
            ++failures;
        }
    }
    CHECK(failures == 0);
}

TEST_CASE("[solver] top1465 puzzles are unique and their solutions valid", "[solver][data]") {
    const Engine engine = anyEngine();
    INFO("engine: " << dlx::engineName(engine));
    const auto lines = testing::dataLines("top1465.txt");
    const auto geometry = sudoku::Geometry::make(9, sudoku::Variant::classic).value();
    sudoku::Solver solver(geometry, engine);
    for (const auto& line : lines) {
        const auto puzzle = sudoku::parsePuzzle(sudoku::firstToken(line));
        const auto result = solver.solve(puzzle->cells);
        REQUIRE(result.status == SolveStatus::unique);
        REQUIRE(testing::validGrid(testing::rulesOf(geometry), result.solutions[0]));
    }
}

TEST_CASE("[solver] random grids with random holes: counts agree with brute force, solutions valid", "[solver][property]") {
    const Engine engine = anyEngine();
    INFO("engine: " << dlx::engineName(engine));
    struct Case {
        int size;
        sudoku::Variant variant;
        int holes;
    };
    const Case cases[] = {{4, sudoku::Variant::classic, 12}, {6, sudoku::Variant::classic, 26},
                          {8, sudoku::Variant::classic, 40}, {9, sudoku::Variant::classic, 55},
                          {9, sudoku::Variant::x, 55},       {9, sudoku::Variant::hyper, 55},
                          {6, sudoku::Variant::x, 24},       {4, sudoku::Variant::hyper, 12}};
    const auto seed = GENERATE(take(12, random(1, 1 << 30)));
    for (const auto& c : cases) {
        const auto geometry = sudoku::Geometry::make(c.size, c.variant).value();
        const auto rules = testing::rulesOf(geometry);
        sudoku::Solver solver(geometry, engine);
        std::uint64_t state = static_cast<std::uint64_t>(seed);
        const auto full = solver.random(std::vector<int>(geometry.cellCount(), 0), state);
        REQUIRE(full.status == SolveStatus::unique);
        REQUIRE(testing::validGrid(rules, full.solutions[0]));
        const auto puzzle = withHoles(full.solutions[0], c.holes, state);
        const auto result = solver.solve(puzzle, 5);
        INFO("size " << c.size << " variant " << sudoku::variantName(c.variant) << " puzzle " << sudoku::formatGrid(puzzle));
        CHECK(result.count == static_cast<std::uint64_t>(testing::bruteForceCount(rules, puzzle, 5)));
        for (const auto& solution : result.solutions) {
            CHECK(testing::validGrid(rules, solution));
            CHECK(testing::keepsGivens(puzzle, solution));
        }
        CHECK(result.solutions.size() == std::min<std::uint64_t>(result.count, 2));
    }
}

TEST_CASE("[solver] jigsaw grids obey their regions", "[solver][property]") {
    const Engine engine = anyEngine();
    INFO("engine: " << dlx::engineName(engine));
    const auto puzzle = sudoku::parsePuzzle(std::string(36, '.') + ";aaabbbaaabbcdddbccddecccdeeeeeffffff");
    REQUIRE(puzzle.ok());
    sudoku::Solver solver(puzzle->geometry, engine);
    const auto rules = testing::rulesOf(puzzle->geometry);
    const auto seed = GENERATE(take(5, random(1, 1 << 30)));
    std::uint64_t state = static_cast<std::uint64_t>(seed);
    const auto full = solver.random(puzzle->cells, state);
    REQUIRE(full.status == SolveStatus::unique);
    REQUIRE(testing::validGrid(rules, full.solutions[0]));
    const auto holes = withHoles(full.solutions[0], 24, state);
    CHECK(solver.solve(holes, 5).count == static_cast<std::uint64_t>(testing::bruteForceCount(rules, holes, 5)));
}

TEST_CASE("[solver] conflicting or malformed givens have no solution", "[solver]") {
    const Engine engine = anyEngine();
    INFO("engine: " << dlx::engineName(engine));
    const auto geometry = sudoku::Geometry::make(4, sudoku::Variant::classic).value();
    sudoku::Solver solver(geometry, engine);
    std::vector<int> clash(16, 0);
    clash[0] = clash[1] = 3;
    CHECK(solver.solve(clash).status == SolveStatus::none);
    CHECK(solver.solve(std::vector<int>(15, 0)).status == SolveStatus::none);
    CHECK(solver.solve(std::vector<int>(16, 9)).status == SolveStatus::none);
    CHECK(solver.solve(std::vector<int>(16, 0), 0).count == 288);  // the matrix was restored after each
}

TEST_CASE("[solver] the node budget turns a huge search into 'aborted', and the solver stays usable", "[solver]") {
    const auto geometry = sudoku::Geometry::make(16, sudoku::Variant::classic).value();
    sudoku::Solver solver(geometry);
    const auto aborted = solver.solve(std::vector<int>(256, 0), 0, 100);
    CHECK(aborted.status == SolveStatus::aborted);
    CHECK(aborted.nodes == 100);
    CHECK(solver.solve(std::vector<int>(256, 0), 2).status == SolveStatus::multiple);
}

TEST_CASE("[solver] random full grids are reproducible per seed and differ across seeds", "[solver]") {
    const Engine engine = anyEngine();
    INFO("engine: " << dlx::engineName(engine));
    const auto geometry = sudoku::Geometry::make(9, sudoku::Variant::classic).value();
    sudoku::Solver solver(geometry, engine);
    const std::vector<int> empty(81, 0);
    const auto a = solver.random(empty, 42).solutions.at(0);
    solver.solve(empty, 2);  // an unrelated search in between must not change what a seed gives
    CHECK(solver.random(empty, 42).solutions.at(0) == a);
    CHECK(solver.random(empty, 43).solutions.at(0) != a);
}

TEST_CASE("[solver] an empty 25x25 gets a valid grid within the default budget", "[solver]") {
    const auto geometry = sudoku::Geometry::make(25, sudoku::Variant::classic).value();
    sudoku::Solver solver(geometry);
    const auto result = solver.first(std::vector<int>(625, 0));
    REQUIRE(result.status == SolveStatus::unique);
    CHECK(testing::validGrid(testing::rulesOf(geometry), result.solutions[0]));
}

TEST_CASE("[solver] the bitset engine serves every 9x9 and smaller geometry, dancing links the larger", "[solver]") {
    for (int size : {4, 6, 8, 9}) {
        for (auto variant : {sudoku::Variant::classic, sudoku::Variant::x, sudoku::Variant::hyper}) {
            const auto geometry = sudoku::Geometry::make(size, variant);
            if (!geometry) continue;  // hyper has no windows on some box shapes
            INFO(geometry->key());
            CHECK(sudoku::Solver(*geometry).engine() == Engine::bitset);
        }
    }
    const auto jigsaw = sudoku::parsePuzzle(std::string(36, '.') + ";aaabbbaaabbcdddbccddecccdeeeeeffffff");
    CHECK(sudoku::Solver(jigsaw->geometry).engine() == Engine::bitset);
    for (int size : {10, 12, 16, 25}) {
        CHECK(sudoku::Solver(sudoku::Geometry::make(size, sudoku::Variant::classic).value()).engine() ==
              Engine::dancingLinks);
    }
}

TEST_CASE("[solver] a seed fills the same grid whichever engine counts (game IDs keep their puzzles)", "[solver]") {
    const auto geometry = sudoku::Geometry::make(9, sudoku::Variant::x).value();
    sudoku::Solver automatic(geometry), reference(geometry, Engine::dancingLinks);
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        CHECK(automatic.random(std::vector<int>(81, 0), seed).solutions.at(0) ==
              reference.random(std::vector<int>(81, 0), seed).solutions.at(0));
    }
}

TEST_CASE("[solver] the node budget aborts a 9x9 search on the bitset engine too", "[solver]") {
    const auto geometry = sudoku::Geometry::make(9, sudoku::Variant::classic).value();
    sudoku::Solver solver(geometry, Engine::bitset);
    const auto aborted = solver.solve(std::vector<int>(81, 0), 0, 50);
    CHECK_FALSE(aborted.complete);
    CHECK(aborted.nodes == 50);
    CHECK(aborted.status == (aborted.count < 2 ? SolveStatus::aborted : SolveStatus::multiple));
    CHECK(solver.solve(std::vector<int>(81, 0), 0, 1).nodes == 1);
    CHECK(solver.solve(std::vector<int>(81, 0), 2).status == SolveStatus::multiple);  // still usable
}
