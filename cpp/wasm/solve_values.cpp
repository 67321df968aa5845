// The module's session, the settings of its solve calls and their results.
#include "solve_values.h"

#include <emscripten/emscripten.h>
#include <algorithm>
#include <array>
#include <string>

// A solve result in one crossing into JS (an object literal) instead of one per field set, string and array made:
// 19% fewer instructions per 17-clue solve call (callgrind on node). `grids` holds the `found` solutions side by
// side, `cells` ints each; when `solved`, the solution is the first of them, the same array. Grids are plain arrays,
// each read from the heap in a loop: V8 keeps a typed array's memory off its heap, and in Chromium on this machine
// that memory was fresh pages each time (an Int32Array of 81 values cost 1.3 us to make, an array 0.08 us): a
// 17-clue call took 8.9-9.4 us with Int32Array grids from a shared pool, 7.8-8.1 with arrays (best of 15 rounds
// paired in one page; README, the twenty-second round). Strings are NUL-terminated, and the usual empty error is
// null (no bytes to read). `status` is a string literal (a constant address), so each is read once and its text kept
// by address: read on every call by the glue's byte-by-byte UTF8ToString, it cost about 1,100 instructions per call
// (callgrind, bench-wasm-instructions.mjs: a text call 100,567 -> 99,448).
EM_JS(emscripten::EM_VAL, solveResultObject,
      (const char* status, double count, const int* grids, int solved, int found, int cells, const char* error,
       const int* errorCells, int errorCellCount, double nodes), {
    const list = (at, length) => {
        const values = [];
        for (let i = 0; i < length; i++) values.push(HEAP32[(at >> 2) + i]);
        return values;
    };
    const solutions = [];
    for (let k = 0; k < found; k++) solutions.push(list(grids + 4 * k * cells, cells));
    const names = solveResultObject.names || (solveResultObject.names = new Map());  // not ??=, a C++ trigraph
    let name = names.get(status);
    if (name === undefined) names.set(status, name = UTF8ToString(status));
    return Emval.toHandle({
        status: name, count, solution: solved ? solutions[0] : [], solutions, error: UTF8ToString(error),
        errorCells: list(errorCells, errorCellCount), nodes,
    });
});

// Copies an integer typed array (a grid of values) into `cells` when it fits `capacity`: its length; -1 for any
// other typed array, -2 for anything else (which then goes the way of descriptions).
EM_JS(int, copyIntegerGrid, (emscripten::EM_VAL handle, int* cells, int capacity), {
    const grid = Emval.toValue(handle);
    const integer = grid instanceof Uint8Array || grid instanceof Int32Array || grid instanceof Int8Array ||
        grid instanceof Uint8ClampedArray || grid instanceof Int16Array || grid instanceof Uint16Array ||
        grid instanceof Uint32Array;
    if (!integer) return ArrayBuffer.isView(grid) ? -1 : -2;
    if (grid.length <= capacity) HEAP32.set(grid, cells >> 2);
    return grid.length;
});

namespace js {

sudoku::Session& session() {
    static sudoku::Session state;
    return state;
}

Result<sudoku::Puzzle> solvePuzzle(const val& puzzle, const sudoku::PuzzleOptions& options) {
    if (puzzle.isString()) return session().parse(puzzle.as<std::string>(), options);
    if (puzzle.isArray()) {  // a plain array of values, as grids come out
        auto values = numberList(puzzle, "puzzle");
        if (!values) return values.error();
        return gridPuzzle(values->data(), static_cast<int>(values->size()), options);
    }
    std::array<int, kMaxCells> cells;
    const int length = copyIntegerGrid(puzzle.as_handle(), cells.data(), kMaxCells);
    if (length == -1) {
        return Error{"a grid of values must be an array of numbers or an integer typed array (Uint8Array, ...)", {}};
    }
    if (length < 0) {  // a description's values: read as values, no text is made or parsed
        auto values = puzzleValuesOf(puzzle);
        if (!values) return values.error();
        return session().fromValues(*values);
    }
    return gridPuzzle(cells.data(), length, options);
}

Result<sudoku::Puzzle> gridPuzzle(const int* cells, int length, const sudoku::PuzzleOptions& options) {
    int size = 0;
    while (size * size < length) ++size;
    if (size * size != length || size < sudoku::kMinSize || size > sudoku::kMaxSize) {
        return Error{"a grid of values must hold n*n values for n from 4 to 25, not " + std::to_string(length), {}};
    }
    if (sudoku::usesRegionMap(options.variant)) {
        return Error{"a grid of values has no region map: give a jigsaw as text or as a description's values", {}};
    }
    sudoku::PuzzleValues values;
    values.size = size;
    values.options = options;
    values.cells.assign(cells, cells + length);
    return session().fromValues(values);
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
    auto count = wholeNumber(limit, "limit", static_cast<double>(kDefaultLimit), 0, kMaxCount);
    if (!count) return count.error();
    auto budget = wholeNumber(option(options, "budget"), "options.budget", sudoku::kDefaultNodeBudget, 1, kMaxCount);
    if (!budget) return budget.error();
    auto first = flagOption(options, "first", SolveSettings{}.first);
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

val solvedObject(const Result<sudoku::Puzzle>& puzzle, const SolveSettings& settings) {
    return puzzle ? solvedObject(*puzzle, settings) : solveError(puzzle.error());
}

val solvedObject(const sudoku::Puzzle& puzzle, const SolveSettings& settings) {
    const auto result = runSolver(puzzle, settings);
    // Clashing givens are found here, not before the search: a puzzle with a solution has none (parseInPlace).
    if (result.count == 0) {
        if (auto ok = sudoku::checkGivens(puzzle.geometry, puzzle.cells); !ok) return solveError(ok.error());
    }
    if (!sudoku::countKnown(result, settings.first ? 1 : settings.limit)) {
        return solveObject("error", result, {sudoku::budgetMessage(result), {}});
    }
    return solveObject(statusText(result, settings), result, {});
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
    for (std::size_t i = 0; i < grids.size(); ++i) list.set(i, intArray(grids[i]));
    return list;
}

val solveObject(const char* status, const sudoku::SolveResult& result, const Error& error) {
    static std::array<int, 2 * kMaxCells> grids;  // solveResultObject's: the first two solutions found
    const bool solved = result.status == sudoku::SolveStatus::unique && !result.solutions.empty();
    const std::size_t found = std::min<std::size_t>(result.solutions.size(), 2);
    int* end = grids.data();
    for (std::size_t k = 0; k < found; ++k) end = std::copy(result.solutions[k].begin(), result.solutions[k].end(), end);
    const int cells = found == 0 ? 0 : static_cast<int>(result.solutions[0].size());
    return val::take_ownership(solveResultObject(status, static_cast<double>(result.count), grids.data(), solved,
                                                 static_cast<int>(found), cells,
                                                 error.message.empty() ? nullptr : error.message.c_str(),
                                                 error.cells.data(), static_cast<int>(error.cells.size()),
                                                 static_cast<double>(result.nodes)));
}

val solveError(const Error& error) { return solveObject("error", {}, error); }

}  // namespace js
