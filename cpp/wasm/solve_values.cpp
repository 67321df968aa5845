// The module's session, the settings of its solve calls and their results.
#include "solve_values.h"

#include <emscripten/emscripten.h>

// A solve result in one crossing into JS (an object literal) instead of one per field set, string and typed array
// made: 11% fewer instructions per 17-clue solve call (callgrind on node). Grids are copied out of the wasm heap
// (`cells` ints at each address; 0 = none); strings are NUL-terminated.
EM_JS(emscripten::EM_VAL, solveResultObject,
      (const char* status, double count, const int* solution, const int* first, const int* second, int cells,
       const char* error, const int* errorCells, int errorCellCount, double nodes), {
    const grid = (at, length) => HEAP32.slice(at >> 2, (at >> 2) + (at ? length : 0));
    const solutions = [];
    if (first) solutions.push(grid(first, cells));
    if (second) solutions.push(grid(second, cells));
    return Emval.toHandle({
        status: UTF8ToString(status), count, solution: grid(solution, cells), solutions,
        error: UTF8ToString(error), errorCells: Array.from(grid(errorCells, errorCellCount)), nodes,
    });
});

namespace js {

sudoku::Session& session() {
    static sudoku::Session state;
    return state;
}

namespace {

// options.engine: which exact-cover search runs (for benchmarks and comparisons; results are the same).
Result<dlx::Engine> engineOption(const val& options) {
    const val name = option(options, "engine");
    if (absent(name)) return dlx::Engine::automatic;
    auto text = stringArgument(name, "options.engine");
    if (!text) return text.error();
    dlx::Engine engine;
    if (!dlx::parseEngine(*text, engine)) {
        return Error{"unknown engine '" + *text + "'; expected auto, dlx, bitset or bitset-singles", {}};
    }
    return engine;
}

}  // namespace

Result<SolveSettings> solveSettings(const val& limit, const val& options) {
    if (auto ok = checkOptionsObject(options, {"variant", "box", "budget", "first", "engine"}); !ok) return ok.error();
    SolveSettings settings;
    auto parsed = puzzleOptions(options);
    if (!parsed) return parsed.error();
    auto count = wholeNumber(limit, "limit", 2, 0, 1e15);
    if (!count) return count.error();
    auto budget = wholeNumber(option(options, "budget"), "options.budget", sudoku::kDefaultNodeBudget, 1, 1e15);
    if (!budget) return budget.error();
    auto first = flagOption(options, "first", false);
    if (!first) return first.error();
    auto engine = engineOption(options);
    if (!engine) return engine.error();
    settings.engine = *engine;
    settings.puzzle = *parsed;
    settings.limit = static_cast<std::uint64_t>(*count);
    settings.budget = static_cast<std::uint64_t>(*budget);
    settings.first = *first;
    return settings;
}

sudoku::SolveResult runSolver(const sudoku::Puzzle& puzzle, const SolveSettings& settings) {
    sudoku::Solver& solver = session().solver(puzzle.geometry, settings.engine);
    return settings.first ? solver.first(puzzle.cells, settings.budget)
                          : solver.solve(puzzle.cells, settings.limit, settings.budget);
}

const char* statusText(const sudoku::SolveResult& result, const SolveSettings& settings) {
    const bool found = settings.first && result.status == sudoku::SolveStatus::unique;
    return found ? "found" : sudoku::statusName(result.status);
}

val gridList(const std::vector<std::vector<int>>& grids) {
    val list = val::array();
    for (std::size_t i = 0; i < grids.size(); ++i) list.set(i, gridArray(grids[i]));
    return list;
}

namespace {

const int* gridAt(const std::vector<std::vector<int>>& grids, std::size_t i) {
    return i < grids.size() ? grids[i].data() : nullptr;
}

}  // namespace

val solveObject(const char* status, const sudoku::SolveResult& result, const Error& error) {
    const bool solved = result.status == sudoku::SolveStatus::unique && !result.solutions.empty();
    const int cells = result.solutions.empty() ? 0 : static_cast<int>(result.solutions[0].size());
    return val::take_ownership(solveResultObject(
        status, static_cast<double>(result.count), solved ? result.solutions[0].data() : nullptr,
        gridAt(result.solutions, 0), gridAt(result.solutions, 1), cells, error.message.c_str(), error.cells.data(),
        static_cast<int>(error.cells.size()), static_cast<double>(result.nodes)));
}

val solveError(const Error& error) { return solveObject("error", {}, error); }

}  // namespace js
