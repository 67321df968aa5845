// Fuzz target: solve and count under a small node budget. Byte 0 picks the options, byte 1 the count limit,
// the rest is the puzzle. Every solution returned must be a valid grid keeping the givens, and the status must
// agree with the count.
#include "fuzz_support.h"
#include "solver.h"

namespace {

// Small enough for thousands of execs per second, large enough to solve most 9x9s and abort on big grids.
constexpr std::uint64_t kBudget = 20'000;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::Bytes bytes(data, size);
    const auto options = fuzz::puzzleOptions(bytes.byte());
    const std::uint64_t limit = bytes.pick(4);  // 0 = count all (still bounded by the budget)
    const auto puzzle = sudoku::parsePuzzle(bytes.rest(), options);
    if (!puzzle) return 0;

    sudoku::Solver solver(puzzle->geometry);
    const auto result = solver.solve(puzzle->cells, limit, kBudget);
    fuzz::require(result.nodes <= kBudget + 1, "node budget overrun");
    fuzz::require(result.solutions.size() <= 2 && result.solutions.size() <= result.count, "too many solutions kept");
    switch (result.status) {
        case sudoku::SolveStatus::none: fuzz::require(result.count == 0, "none with solutions"); break;
        case sudoku::SolveStatus::unique: fuzz::require(result.count == 1, "unique without one solution"); break;
        case sudoku::SolveStatus::multiple: fuzz::require(result.count >= 2, "multiple with < 2 solutions"); break;
        case sudoku::SolveStatus::aborted: break;
    }
    for (const auto& grid : result.solutions) fuzz::requireValidGrid(puzzle->geometry, grid, puzzle->cells);
    if (result.solutions.size() == 2) fuzz::require(result.solutions[0] != result.solutions[1], "a solution twice");

    const auto first = solver.first(puzzle->cells, kBudget);
    if (result.status == sudoku::SolveStatus::none) {
        fuzz::require(first.status != sudoku::SolveStatus::unique, "first() found a solution solve() ruled out");
    }
    for (const auto& grid : first.solutions) fuzz::requireValidGrid(puzzle->geometry, grid, puzzle->cells);
    return 0;
}
