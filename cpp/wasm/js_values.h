// JS value conversions for the bindings: reading and checking arguments (each error names the argument), plain
// result values, guarded calls, and registration of a call under every arity JS may use.
#pragma once

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "generator/generate_settings.h"
#include "logic/step.h"
#include "logic/hint.h"
#include "puzzle_values.h"

namespace js {

using emscripten::val;
using sudoku::Error;
using sudoku::Result;

bool absent(const val& value);
// A new plain array of the values, read in one crossing: how grids (givens, regions, solutions) and cell lists
// leave the module.
val intArray(const std::vector<int>& values);
// An array or typed array of whole numbers (one past a billion either way as a billion, which the core reports as
// out of range, naming the cell); an error naming `name` when it is no array, or naming the first item that is no
// whole number ("puzzle[4] is 1.5, not a whole number").
Result<std::vector<int>> numberList(const val& value, const std::string& name);
val stringArray(const std::vector<std::string>& values);

// An options argument: absent (all defaults) or a plain object with only known keys, so a misspelt key is an
// error rather than a silently ignored setting.
Result<bool> checkOptionsObject(const val& options, const std::vector<std::string>& known);
val option(const val& options, const char* key);
// Whether x is a whole number within [low, high] (false for NaN).
bool isWholeIn(double x, double low, double high);
// A whole number within [low, high]; absent gives the fallback.
Result<double> wholeNumber(const val& value, const std::string& name, double fallback, double low, double high);
// options[key]: absent gives the fallback, else it must be true or false.
Result<bool> flagOption(const val& options, const char* key, bool fallback);
Result<std::string> stringArgument(const val& value, const std::string& name);
// options.variant and options.box, with the core's messages for unknown names.
Result<sudoku::PuzzleOptions> puzzleOptions(const val& options);
// The keys of an options object in the core's key/value form (generate_settings.h), checked against `keys`: a
// text key takes a string (an empty one counts as left out), a number key a number, a flag true or false.
Result<sudoku::Settings> settingsOf(const val& options, const std::vector<sudoku::SettingKey>& keys);

// {status: "error", error, errorCells}; the shape every failed non-solve call returns.
val errorObject(const Error& error);
// {status, error: ""}.
val okObject(const char* status);
// Writes the engine's description of a puzzle into `object`: {size, boxRows, boxCols, variant, text (the engine's
// text of it, which reads back without options), givens (an array of values, 0 = blank), regions (an array: the
// box or region of each cell), houses [{kind, index, name, cells}] in the core's house order, peers (per cell, an
// array of the cells that may not share its value)}.
void describeInto(val& object, const sudoku::Puzzle& puzzle);
// The same fields empty (size 0), for a failed call.
void describeNothingInto(val& object);
// A description's {size, variant, boxRows, boxCols, regions, givens, constraints} (the fields describeInto writes)
// as values.
Result<sudoku::PuzzleValues> puzzleValuesOf(const val& description);
// A puzzle argument as the engine's text: text as given, or a description's values (puzzleValuesOf) written out.
Result<std::string> puzzleTextOf(const val& puzzle);
// The player's entries and notes (arrays of numbers, either may be absent) for a hint.
Result<sudoku::logic::PlayerPosition> playerPositionOf(const val& entries, const val& notes);
// The catalog (catalog.h): {levels, variants [{name, summary, regionMap}], symmetries [{name, label}],
// constraints [{name, label}], sizes [{size, boxes ['3x3', ...], levels {variant: [level, ...]},
// constraints {name: {variant: [level, ...]}}}], techniques [{name, level}], symbols}.
val catalogValue();
// Fills a step's fields into `object`: {technique, level, explanation, nudge, placements, eliminations, cells, houses}.
val withStep(val object, const sudoku::logic::Step& step);

// Runs one exported call; a C++ exception becomes an error result, so nothing escapes to JS as a bare number.
// length_error is the one expected exception: options.engine asked for the bitset engine on a grid it does not fit.
template <class Call>
val guarded(val (*errorResult)(const Error&), Call&& call) {
    try {
        return call();
    } catch (const std::length_error& e) {
        return errorResult(Error{e.what(), {}});
    } catch (const std::exception& e) {
        return errorResult(Error{std::string("internal error: ") + e.what(), {}});
    } catch (...) {
        return errorResult(Error{"internal error", {}});
    }
}

// embind rejects a call whose argument count differs from the C++ signature, so each call is registered once per
// arity: JS may leave out trailing arguments (limit, options), which then arrive as undefined.
template <std::size_t>
using Arg = val;

template <auto Call, std::size_t... Given, std::size_t... Missing>
void bindArity(const char* name, std::index_sequence<Given...>, std::index_sequence<Missing...>) {
    emscripten::function(name, +[](Arg<Given>... args) {
        return Call(std::move(args)..., (static_cast<void>(Missing), val::undefined())...);
    });
}

template <auto Call, std::size_t Total, std::size_t... Given>
void bindArities(const char* name, std::index_sequence<Given...>) {
    (bindArity<Call>(name, std::make_index_sequence<Given>(), std::make_index_sequence<Total - Given>()), ...);
}

template <auto Call, class... Params>
void bindCall(const char* name, val (*)(Params...)) {
    bindArities<Call, sizeof...(Params)>(name, std::make_index_sequence<sizeof...(Params) + 1>());
}

}  // namespace js

#define SUDOKU_BIND(call) js::bindCall<call>(#call, call)
