// Property test: on every size and variant, seeded random puzzles are solved by steps that are all true.
#include <algorithm>
#include <catch2/catch.hpp>
#include <numeric>
#include <random>

#include "logic/logic_solver.h"
#include "solver.h"

using namespace sudoku::logic;

namespace {

// A puzzle with one solution from a seeded random full grid: cells are blanked in a seeded order, each kept
// blank only when the solution stays unique.
sudoku::Puzzle minimalPuzzle(const sudoku::Geometry& geometry, std::uint64_t seed, std::vector<int>& solution) {
    sudoku::Solver solver(geometry);
    const auto full = solver.random(std::vector<int>(geometry.cellCount(), 0), seed);
    REQUIRE(!full.solutions.empty());
    solution = full.solutions[0];
    std::vector<int> cells = solution, order(geometry.cellCount());
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), std::mt19937_64(seed));
    for (int cell : order) {
        const int kept = cells[cell];
        cells[cell] = 0;
        if (solver.solve(cells, 2).status != sudoku::SolveStatus::unique) cells[cell] = kept;
    }
    return {geometry, cells};
}

}  // namespace

TEST_CASE("[logic] steps stay true on every size and variant", "[logic]") {
    struct Shape {
        int size;
        sudoku::Variant variant;
        const char* regions;  // jigsaw map, else empty
    };
    const Shape shape = GENERATE(values<Shape>({
        {4, sudoku::Variant::classic, ""},
        {6, sudoku::Variant::classic, ""},
        {8, sudoku::Variant::classic, ""},
        {9, sudoku::Variant::x, ""},
        {9, sudoku::Variant::hyper, ""},
        {12, sudoku::Variant::classic, ""},
        {6, sudoku::Variant::jigsaw, "aaaabbaacbbbcccbddccedddeeeffdeeffff"},
    }));
    const std::uint64_t seed = GENERATE(take(3, random(1, 1000000)));
    std::vector<int> regions;
    for (const char* r = shape.regions; *r; ++r) regions.push_back(*r - 'a');
    auto geometry = sudoku::Geometry::make(shape.size, shape.variant, {}, regions);
    REQUIRE(geometry.ok());
    std::vector<int> solution;
    const sudoku::Puzzle puzzle = minimalPuzzle(*geometry, seed, solution);
    Board board = boardOf(puzzle);
    LogicOptions options;
    options.uniqueness = true;
    INFO(sudoku::formatPuzzle(puzzle));
    while (auto step = nextStep(board, options)) {
        INFO(stepLine(puzzle.geometry, *step));
        for (const Candidate& c : step->placements) CHECK(solution[c.cell] == c.value);
        for (const Candidate& c : step->eliminations) CHECK(solution[c.cell] != c.value);
        applyStep(board, *step);
    }
    // The logic may get stuck (some X puzzles defeat its bounded forcing chains); what must hold is that every
    // placed value is the solution's and every cell still has its solution value as a candidate.
    for (int cell = 0; cell < puzzle.geometry.cellCount(); ++cell) {
        if (board.values()[cell] != 0) CHECK(board.values()[cell] == solution[cell]);
        else CHECK(board.has(cell, solution[cell]));
    }
}
