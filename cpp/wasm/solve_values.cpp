// The module's session, the settings of its solve calls and their results.
#include "solve_values.h"

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

val solveObject(const char* status, const sudoku::SolveResult& result, const Error& error) {
    val object = val::object();
    object.set("status", status);
    object.set("count", static_cast<double>(result.count));
    const bool solved = result.status == sudoku::SolveStatus::unique && !result.solutions.empty();
    object.set("solution", gridArray(solved ? result.solutions[0] : std::vector<int>{}));
    object.set("solutions", gridList(result.solutions));
    object.set("error", error.message);
    object.set("errorCells", intArray(error.cells));
    object.set("nodes", static_cast<double>(result.nodes));
    return object;
}

val solveError(const Error& error) { return solveObject("error", {}, error); }

}  // namespace js
