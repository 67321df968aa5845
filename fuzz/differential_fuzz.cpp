// Fuzz target: dancing links and the bitset engine on the same input must agree. Byte 0 picks the mode: even, a
// generic exact-cover matrix read from the bytes (items, options, selected options); odd, a puzzle solved with
// each engine (the rest of byte 0 picks the variant and box, as in solve_fuzz). Whenever both searches finish,
// their solution sets (matrix) or counts and solutions (puzzle) must be equal.
#include <algorithm>
#include <set>

#include "exact_cover.h"
#include "fuzz_support.h"
#include "solver.h"

namespace {

constexpr std::uint64_t kBudget = 20'000;
using Solutions = std::set<std::vector<int>>;

// Every solution, sorted, within the budget; false when the budget ran out.
bool solutions(dlx::ExactCover& matrix, Solutions& found) {
    const auto result = matrix.search({0, kBudget, 0}, [&](std::vector<int> options) {
        std::sort(options.begin(), options.end());
        fuzz::require(found.insert(options).second, "a solution found twice");
        return true;
    });
    return result.outcome == dlx::Outcome::complete;
}

void matrixCase(fuzz::Bytes& bytes) {
    const int primary = 1 + bytes.pick(12), secondary = bytes.pick(5);
    const int options = 1 + bytes.pick(40);
    const dlx::Engine engines[] = {dlx::Engine::dancingLinks, dlx::Engine::bitset, dlx::Engine::bitsetSingles};
    std::vector<dlx::ExactCover> matrices;
    for (auto engine : engines) matrices.emplace_back(primary, secondary, engine);
    for (int k = 0; k < options; ++k) {
        std::vector<int> items;
        const int size = 1 + bytes.pick(5);
        for (int n = 0; n < size; ++n) {
            const int item = bytes.pick(primary + secondary);
            if (std::find(items.begin(), items.end(), item) == items.end()) items.push_back(item);
        }
        for (auto& m : matrices) m.addOption(items);
    }
    for (int n = bytes.pick(4); n > 0; --n) {
        const int option = bytes.pick(options);
        const bool taken = matrices[0].select(option);
        for (std::size_t e = 1; e < matrices.size(); ++e) {
            fuzz::require(matrices[e].select(option) == taken, "engines disagree on a select");
        }
    }
    Solutions reference;
    if (!solutions(matrices[0], reference)) return;
    for (std::size_t e = 1; e < matrices.size(); ++e) {
        Solutions other;
        if (solutions(matrices[e], other)) fuzz::require(other == reference, "engines found different solutions");
        fuzz::require(matrices[e].sane(), "the bitset state is broken after a search");
    }
}

void puzzleCase(std::uint8_t choice, fuzz::Bytes& bytes) {
    const std::uint64_t limit = bytes.pick(4);
    const auto puzzle = sudoku::parsePuzzle(bytes.rest(), fuzz::puzzleOptions(choice));
    if (!puzzle) return;
    sudoku::Solver reference(puzzle->geometry, dlx::Engine::dancingLinks);
    if (sudoku::Solver(puzzle->geometry).engine() == dlx::Engine::dancingLinks) return;  // too big for bitset
    const auto expected = reference.solve(puzzle->cells, limit, kBudget);
    const std::uint64_t cap = limit == 0 ? 0 : std::max<std::uint64_t>(limit, 2);  // what solve() counts to
    for (auto engine : {dlx::Engine::bitset, dlx::Engine::bitsetSingles}) {
        sudoku::Solver solver(puzzle->geometry, engine);
        const auto result = solver.solve(puzzle->cells, limit, kBudget);
        for (const auto& grid : result.solutions) fuzz::requireValidGrid(puzzle->geometry, grid, puzzle->cells);
        if (!sudoku::countKnown(result, cap) || !sudoku::countKnown(expected, cap)) continue;
        fuzz::require(result.count == expected.count, "engines count differently");
        fuzz::require(result.status == expected.status, "engines give different statuses");
        if (result.status == sudoku::SolveStatus::unique) {
            fuzz::require(result.solutions == expected.solutions, "engines give different unique solutions");
        }
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::Bytes bytes(data, size);
    const std::uint8_t mode = bytes.byte();
    if (mode % 2 == 0) {
        matrixCase(bytes);
    } else {
        puzzleCase(static_cast<std::uint8_t>(mode >> 1), bytes);
    }
    return 0;
}
