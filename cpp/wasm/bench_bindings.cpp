// The full module's benchmark and test calls (web/wasm/sudoku-bench.js, never loaded by the page, which also holds
// every call of the page's module, bindings.cpp, and `cover`, cover_bindings.cpp): `solveMany`, a timed solving loop, and two test hooks: `memoryStats` (leaks)
// and `sessionStats` (how often the module's session parsed and solved).
#include <malloc.h>

#include <algorithm>
#include <chrono>
#include <string>

#include "solve_values.h"

namespace {

using js::val;
using sudoku::Error;
using sudoku::Result;

// ---- solveMany: one puzzle per line in a single call, the benchmark's measure of solve time free of per-call
// JS <-> C++ conversions. Parses every line first, then times the solving loop alone, as the native benchmark
// does. Counts the statuses; the first line that fails to parse or to finish stops it, named in the error.

struct Tally {
    std::uint64_t puzzles = 0, found = 0, unique = 0, multiple = 0, none = 0, nodes = 0;
    double solveMicros = 0;  // time in the solver only
    Error error;
};

val tallyObject(const Tally& tally) {
    val object = val::object();
    const std::pair<const char*, std::uint64_t> counts[] = {{"puzzles", tally.puzzles}, {"found", tally.found},
        {"unique", tally.unique}, {"multiple", tally.multiple}, {"none", tally.none}, {"nodes", tally.nodes}};
    for (const auto& [name, count] : counts) object.set(name, static_cast<double>(count));
    object.set("solveMicros", tally.solveMicros);
    object.set("error", tally.error.message);
    object.set("errorCells", js::intArray(tally.error.cells));
    return object;
}

val tallyError(const Error& error) {
    Tally tally;
    tally.error = error;
    return tallyObject(tally);
}

struct Line {
    int number;
    sudoku::Puzzle puzzle;
};

Error lineError(int number, const Error& error) {
    return {"line " + std::to_string(number) + ": " + error.message, error.cells};
}

Result<std::vector<Line>> parseLines(const std::string& text, const sudoku::PuzzleOptions& options) {
    std::vector<Line> lines;
    // No std::istringstream: iostreams nearly double the .wasm (239 KB against 126 KB measured).
    std::size_t start = 0;
    for (int number = 1; start < text.size(); ++number) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string token = sudoku::firstToken(text.substr(start, end - start));
        start = end + 1;
        if (token.empty() || token[0] == '#') continue;
        auto puzzle = js::session().parse(token, options);
        if (!puzzle) return lineError(number, puzzle.error());
        lines.push_back({number, std::move(puzzle.value())});
    }
    return lines;
}

Tally solveLines(const std::vector<Line>& lines, const js::SolveSettings& settings) {
    Tally tally;
    const auto start = std::chrono::steady_clock::now();
    for (const Line& line : lines) {
        const auto result = js::runSolver(line.puzzle, settings);
        if (result.status == sudoku::SolveStatus::aborted) {
            tally.error = lineError(line.number, {sudoku::budgetMessage(result), {}});
            break;
        }
        ++tally.puzzles;
        tally.nodes += result.nodes;
        tally.found += result.count > 0;
        const bool counted = !settings.first;  // a first solution says "found", not whether it is unique
        tally.unique += counted && result.status == sudoku::SolveStatus::unique;
        tally.multiple += result.status == sudoku::SolveStatus::multiple;
        tally.none += result.status == sudoku::SolveStatus::none;
    }
    tally.solveMicros = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
    return tally;
}

val solveMany(val puzzles, val limit, val options) {
    return js::guarded(tallyError, [&] {
        auto settings = js::solveSettings(limit, options);
        if (!settings) return tallyError(settings.error());
        auto text = js::stringArgument(puzzles, "puzzles");
        if (!text) return tallyError(text.error());
        auto lines = parseLines(*text, settings->puzzle);
        if (!lines) return tallyError(lines.error());
        return tallyObject(solveLines(*lines, *settings));
    });
}

// ---- memoryStats: the heap size and the bytes malloc has handed out, for leak tests.

val memoryStats() {
    const struct mallinfo info = mallinfo();
    val object = val::object();
    object.set("heapBytes", static_cast<double>(__builtin_wasm_memory_size(0)) * 65536);
    object.set("allocatedBytes", static_cast<double>(info.uordblks));
    return object;
}

// ---- sessionStats: texts parsed and puzzles analysed by the module's session so far, for tests that count work.

val sessionStats() {
    val object = val::object();
    object.set("parsed", static_cast<double>(js::session().parsed()));
    object.set("analysed", static_cast<double>(js::session().analysed()));
    return object;
}

}  // namespace

EMSCRIPTEN_BINDINGS(sudoku_bench) {
    SUDOKU_BIND(sessionStats);
    SUDOKU_BIND(solveMany);
    SUDOKU_BIND(memoryStats);
}
