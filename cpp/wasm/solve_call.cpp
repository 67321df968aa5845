// The direct way into `solve` (both modules): solve_call.js writes the puzzle and options.engine into one static
// block of module memory and passes the numbers as plain arguments, so a call makes no embind `val` crossing on
// the way in. Its result is the object embind's `solve` builds (solvedObject), errors and all; the handle 0 asks
// JS to take embind's way instead, for anything this way does not read (solve_values.h keeps one source of truth).
#include <emscripten/emscripten.h>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "solve_values.h"

namespace {

// The block's layout, which solve_call.js mirrors: options.engine's ASCII text (up to 16 bytes), then the puzzle:
// its text's bytes or its grid's int32 values.
struct SolveCall {
    char engine[16];
    std::int32_t puzzle[js::kMaxCells];
};
static_assert(offsetof(SolveCall, puzzle) == 16, "solve_call.js writes the puzzle at the block's byte 16");

SolveCall block;

// A whole number from low to kMaxCount, NaN for one left out (the fallback); nullopt for anything else, which
// embind's way then reports with its message.
std::optional<double> wholeIn(double number, double fallback, double low) {
    if (std::isnan(number)) return fallback;
    if (!js::isWholeIn(number, low, js::kMaxCount)) return std::nullopt;
    return number;
}

// The settings the arguments give, or nullopt for any the direct way does not take.
std::optional<js::SolveSettings> settingsOf(double limit, double budget, int first, int engineLength) {
    js::SolveSettings settings;
    const auto count = wholeIn(limit, static_cast<double>(js::kDefaultLimit), 0);
    const auto nodes = wholeIn(budget, static_cast<double>(sudoku::kDefaultNodeBudget), 1);
    if (!count || !nodes) return std::nullopt;
    settings.limit = static_cast<std::uint64_t>(*count);
    settings.budget = static_cast<std::uint64_t>(*nodes);
    if (first >= 0) settings.first = first == 1;
    if (engineLength >= 0 && !dlx::parseEngine(std::string(block.engine, engineLength), settings.engine)) {
        return std::nullopt;
    }
    return settings;
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE SolveCall* solveCallBlock() { return &block; }

// grid: the block holds `length` int32 values (else `length` text bytes). limit and budget: NaN when left out;
// first and engineLength: -1 when left out (first: 0 false, 1 true). Returns the handle of the result object
// (which JS takes over), or 0.
EMSCRIPTEN_KEEPALIVE emscripten::EM_VAL solveCall(int grid, int length, double limit, double budget, int first,
                                                  int engineLength) {
    const auto settings = settingsOf(limit, budget, first, engineLength);
    if (!settings) return nullptr;
    const auto result = js::guarded(js::solveError, [&] {
        if (grid) {
            const sudoku::Puzzle* puzzle = js::session().valuesInPlace(block.puzzle, length, settings->puzzle);
            if (puzzle) return js::solvedObject(*puzzle, *settings);
            return js::solvedObject(js::gridPuzzle(block.puzzle, length, settings->puzzle), *settings);
        }
        const auto* text = reinterpret_cast<const char*>(block.puzzle);
        const auto puzzle = js::session().parseInPlace(std::string_view(text, length), settings->puzzle);
        return puzzle ? js::solvedObject(**puzzle, *settings) : js::solveError(puzzle.error());
    });
    emscripten::internal::_emval_incref(result.as_handle());  // the reference JS takes over
    return result.as_handle();
}

}  // extern "C"
