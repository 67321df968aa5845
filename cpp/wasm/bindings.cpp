// The JavaScript face of the engine and the only file that includes embind: every C++ <-> JS crossing is here.
//
// Each exported call takes JS values (strings, numbers, a plain options object), validates them here, and returns
// a plain JS object, so JS never has to .delete() anything. Bad input, a wrong argument type and any C++ exception
// come back as a result carrying a message (the CLI's text), never as a thrown number or an aborted module.
#include <emscripten/bind.h>
#include <emscripten/val.h>
#include <malloc.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <exception>
#include <initializer_list>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "cover_problem.h"
#include "generator/game_id.h"
#include "generator/levels.h"
#include "logic/hint.h"
#include "puzzle.h"
#include "solver_cache.h"

namespace {

using emscripten::val;
using sudoku::Error;
using sudoku::Result;

// The module's state, kept across calls: the matrices of the most recently used geometries, and the last parsed
// geometry, which the parser shares instead of rebuilding when the next puzzle has the same shape.
sudoku::SolverCache solvers;
std::optional<sudoku::Geometry> lastGeometry;

Result<sudoku::Puzzle> parseShared(const std::string& text, const sudoku::PuzzleOptions& options) {
    auto puzzle = sudoku::parsePuzzle(text, options, lastGeometry ? &*lastGeometry : nullptr);
    if (puzzle) lastGeometry = puzzle->geometry;
    return puzzle;
}

// ---- JS values

// One copy out of the wasm heap instead of a JS call per element.
val intArray(const std::vector<int>& values) {
    return val::global("Array").call<val>("from", val(emscripten::typed_memory_view(values.size(), values.data())));
}

bool absent(const val& value) { return value.isUndefined() || value.isNull(); }

// An options argument: absent (all defaults) or a plain object with only known keys, so a misspelt key is an
// error rather than a silently ignored setting.
Result<bool> checkOptionsObject(const val& options, std::initializer_list<const char*> known) {
    if (absent(options)) return true;
    if (options.typeOf().as<std::string>() != "object" || val::global("Array").call<bool>("isArray", options)) {
        return Error{"options must be an object", {}};
    }
    const val keys = val::global("Object").call<val>("keys", options);
    const int length = keys["length"].as<int>();
    for (int i = 0; i < length; ++i) {
        const auto key = keys[i].as<std::string>();
        bool found = false;
        std::string list;
        for (const char* name : known) {
            found = found || key == name;
            list += (list.empty() ? "" : ", ") + std::string(name);
        }
        if (!found) return Error{"unknown option '" + key + "'; expected " + list, {}};
    }
    return true;
}

val option(const val& options, const char* key) { return absent(options) ? val::undefined() : options[key]; }

// A whole number argument within [low, high]; absent gives the fallback.
Result<double> wholeNumber(const val& value, const std::string& name, double fallback, double low, double high) {
    if (absent(value)) return fallback;
    const double number = value.isNumber() ? value.as<double>() : NAN;
    if (!(number >= low && number <= high && number == std::floor(number))) {
        auto whole = [](double x) { return std::to_string(static_cast<long long>(x)); };
        return Error{name + " must be a whole number from " + whole(low) + " to " + whole(high), {}};
    }
    return number;
}

// options[key]: absent gives the fallback, else it must be true or false.
Result<bool> flagOption(const val& options, const char* key, bool fallback) {
    const val value = option(options, key);
    if (absent(value)) return fallback;
    if (!value.isTrue() && !value.isFalse()) return Error{std::string("options.") + key + " must be true or false", {}};
    return value.isTrue();
}

Result<std::string> stringArgument(const val& value, const std::string& name) {
    if (!value.isString()) return Error{name + " must be a string", {}};
    return value.as<std::string>();
}

// options.variant and options.box, with the core's messages for unknown names.
Result<sudoku::PuzzleOptions> puzzleOptions(const val& options) {
    sudoku::PuzzleOptions parsed;
    if (const val variant = option(options, "variant"); !absent(variant)) {
        auto name = stringArgument(variant, "options.variant");
        if (!name) return name.error();
        auto value = sudoku::parseVariant(*name);
        if (!value) return value.error();
        parsed.variant = *value;
    }
    if (const val box = option(options, "box"); !absent(box)) {
        auto text = stringArgument(box, "options.box");
        if (!text) return text.error();
        auto shape = sudoku::parseBoxShape(*text);
        if (!shape) return shape.error();
        parsed.box = *shape;
    }
    return parsed;
}

Result<sudoku::Puzzle> readPuzzle(const val& puzzle, const sudoku::PuzzleOptions& options) {
    auto text = stringArgument(puzzle, "puzzle");
    if (!text) return text.error();
    return parseShared(*text, options);
}

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

// ---- solve

struct SolveSettings {
    sudoku::PuzzleOptions puzzle;
    std::uint64_t limit = 2;  // 0 = count all
    std::uint64_t budget = sudoku::kDefaultNodeBudget;
    bool first = false;       // stop at the first solution
    dlx::Engine engine = dlx::Engine::automatic;
};

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
    sudoku::Solver& solver = solvers.get(puzzle.geometry, settings.engine);
    return settings.first ? solver.first(puzzle.cells, settings.budget)
                          : solver.solve(puzzle.cells, settings.limit, settings.budget);
}

// "found" for a first-solution query: it proves a solution exists, not that it is unique.
const char* statusText(const sudoku::SolveResult& result, const SolveSettings& settings) {
    const bool found = settings.first && result.status == sudoku::SolveStatus::unique;
    return found ? "found" : sudoku::statusName(result.status);
}

// Every solve result has all fields, so JS can read any of them without checking the status first.
val solveObject(const char* status, const sudoku::SolveResult& result, const Error& error) {
    val object = val::object();
    object.set("status", status);
    object.set("count", static_cast<double>(result.count));
    const bool solved = result.status == sudoku::SolveStatus::unique && !result.solutions.empty();
    object.set("solution", solved ? sudoku::formatGrid(result.solutions[0]) : std::string());
    val solutions = val::array();
    for (std::size_t i = 0; i < result.solutions.size(); ++i) solutions.set(i, sudoku::formatGrid(result.solutions[i]));
    object.set("solutions", solutions);
    object.set("error", error.message);
    object.set("errorCells", intArray(error.cells));
    object.set("nodes", static_cast<double>(result.nodes));
    return object;
}

val solveError(const Error& error) { return solveObject("error", {}, error); }

val solve(val puzzle, val limit, val options) {
    return guarded(solveError, [&] {
        auto settings = solveSettings(limit, options);
        if (!settings) return solveError(settings.error());
        auto parsed = readPuzzle(puzzle, settings->puzzle);
        if (!parsed) return solveError(parsed.error());
        const auto result = runSolver(*parsed, *settings);
        if (!sudoku::countKnown(result, settings->first ? 1 : settings->limit)) {
            return solveObject("error", result, {sudoku::budgetMessage(result), {}});
        }
        return solveObject(statusText(result, *settings), result, {});
    });
}

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
    object.set("errorCells", intArray(tally.error.cells));
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
        auto puzzle = parseShared(token, options);
        if (!puzzle) return lineError(number, puzzle.error());
        lines.push_back({number, std::move(puzzle.value())});
    }
    return lines;
}

Tally solveLines(const std::vector<Line>& lines, const SolveSettings& settings) {
    Tally tally;
    const auto start = std::chrono::steady_clock::now();
    for (const Line& line : lines) {
        const auto result = runSolver(line.puzzle, settings);
        if (result.status == sudoku::SolveStatus::aborted) {
            tally.error = lineError(line.number, {sudoku::budgetMessage(result), {}});
            break;
        }
        ++tally.puzzles;
        tally.nodes += result.nodes;
        tally.found += result.count > 0;
        const std::string status = statusText(result, settings);
        tally.unique += status == "unique";
        tally.multiple += status == "multiple";
        tally.none += status == "none";
    }
    tally.solveMicros = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
    return tally;
}

val solveMany(val puzzles, val limit, val options) {
    return guarded(tallyError, [&] {
        auto settings = solveSettings(limit, options);
        if (!settings) return tallyError(settings.error());
        auto text = stringArgument(puzzles, "puzzles");
        if (!text) return tallyError(text.error());
        auto lines = parseLines(*text, settings->puzzle);
        if (!lines) return tallyError(lines.error());
        return tallyObject(solveLines(*lines, *settings));
    });
}

// ---- parse: validation and the geometry, so the page can check an import before using it

val parseObject(bool ok, int size, sudoku::BoxShape box, const char* variant, const std::string& cells,
                val regions, const Error& error) {
    val object = val::object();
    object.set("ok", ok);
    object.set("size", size);
    object.set("boxRows", box.rows);
    object.set("boxCols", box.cols);
    object.set("variant", variant);
    object.set("cells", cells);
    object.set("regions", std::move(regions));  // box or jigsaw region of each cell
    object.set("error", error.message);
    object.set("errorCells", intArray(error.cells));
    return object;
}

val parseValue(const sudoku::Puzzle& puzzle) {
    const sudoku::Geometry& geometry = puzzle.geometry;
    return parseObject(true, geometry.size(), geometry.box(), sudoku::variantName(geometry.variant()),
                       sudoku::formatGrid(puzzle.cells), intArray(geometry.regions()), {});
}

// options.checkGivens false skips the check that no value repeats in a house: the page parses conflicting givens
// again that way to draw the grid and mark where they clash.
Result<sudoku::Puzzle> parseChecked(const val& puzzle, const val& options) {
    auto parsedOptions = puzzleOptions(options);
    if (!parsedOptions) return parsedOptions.error();
    auto check = flagOption(options, "checkGivens", true);
    if (!check) return check.error();
    if (*check) return readPuzzle(puzzle, *parsedOptions);
    auto text = stringArgument(puzzle, "puzzle");
    if (!text) return text.error();
    return sudoku::parseUncheckedPuzzle(*text, *parsedOptions);
}

val parseError(const Error& error) { return parseObject(false, 0, {}, "", "", val::array(), error); }

val parse(val puzzle, val options) {
    return guarded(parseError, [&] {
        if (auto ok = checkOptionsObject(options, {"variant", "box", "checkGivens"}); !ok) return parseError(ok.error());
        auto parsed = parseChecked(puzzle, options);
        if (!parsed) return parseError(parsed.error());
        return parseValue(*parsed);
    });
}

// ---- logic: rate, steps and hint. Each proves the puzzle has a solution (and whether it is the only one, which
// the uniqueness techniques need) with the solver before the logic runs.

struct LogicInput {
    sudoku::Puzzle puzzle;
    std::vector<int> solution;
    sudoku::logic::LogicOptions options;
};

Result<LogicInput> logicInput(const val& puzzle, const val& options) {
    if (auto ok = checkOptionsObject(options, {"variant", "box"}); !ok) return ok.error();
    auto parsedOptions = puzzleOptions(options);
    if (!parsedOptions) return parsedOptions.error();
    auto parsed = readPuzzle(puzzle, *parsedOptions);
    if (!parsed) return parsed.error();
    const auto result = solvers.get(parsed->geometry).solve(parsed->cells, 2);
    if (result.status == sudoku::SolveStatus::none) return Error{"the puzzle has no solution", {}};
    if (result.status == sudoku::SolveStatus::aborted) return Error{sudoku::budgetMessage(result), {}};
    LogicInput input{std::move(parsed.value()), result.solutions[0], {}};
    input.options.uniqueness = result.status == sudoku::SolveStatus::unique;
    return input;
}

val logicError(const Error& error) {
    val object = val::object();
    object.set("status", "error");
    object.set("error", error.message);
    object.set("errorCells", intArray(error.cells));
    return object;
}

val logicObject(const char* status) {
    val object = val::object();
    object.set("status", status);
    object.set("error", "");
    return object;
}

val candidateArray(const std::vector<sudoku::logic::Candidate>& candidates) {
    val array = val::array();
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        val item = val::object();
        item.set("cell", candidates[i].cell);
        item.set("value", candidates[i].value);
        array.set(i, item);
    }
    return array;
}

// Fills a step's fields into `object`: {technique, level, explanation, nudge, placements, eliminations, cells, houses}.
val withStep(val object, const sudoku::logic::Step& step) {
    object.set("technique", sudoku::logic::techniqueName(step.technique));
    object.set("level", sudoku::levelName(sudoku::logic::techniqueInfo(step.technique).level));
    object.set("explanation", step.explanation);
    object.set("nudge", step.nudge);
    object.set("placements", candidateArray(step.placements));
    object.set("eliminations", candidateArray(step.eliminations));
    object.set("cells", intArray(step.cells));
    object.set("houses", intArray(step.houses));
    return object;
}

val rate(val puzzle, val options) {
    return guarded(logicError, [&] {
        auto input = logicInput(puzzle, options);
        if (!input) return logicError(input.error());
        if (!input->options.uniqueness) {
            return logicError({"the puzzle has more than one solution, so it cannot be rated", {}});
        }
        const sudoku::Rating rating = sudoku::ratePuzzle(input->puzzle);
        val object = logicObject("ok");
        object.set("level", sudoku::levelName(rating.level));
        object.set("score", rating.score);
        object.set("hardest", rating.hardest);
        object.set("solvedByLogic", rating.solvedByLogic);
        val techniques = val::array();
        for (std::size_t i = 0; i < rating.techniques.size(); ++i) techniques.set(i, rating.techniques[i]);
        object.set("techniques", techniques);
        return object;
    });
}

val steps(val puzzle, val options) {
    return guarded(logicError, [&] {
        auto input = logicInput(puzzle, options);
        if (!input) return logicError(input.error());
        auto board = sudoku::logic::boardOf(input->puzzle);
        const auto solution = sudoku::logic::solveLogically(board, input->options);
        val object = logicObject(solution.solved ? "solved" : "stuck");
        val list = val::array();
        for (std::size_t i = 0; i < solution.steps.size(); ++i) list.set(i, withStep(val::object(), solution.steps[i]));
        object.set("steps", list);
        return object;
    });
}

val hint(val puzzle, val entries, val notes, val options) {
    return guarded(logicError, [&] {
        auto input = logicInput(puzzle, options);
        if (!input) return logicError(input.error());
        sudoku::logic::PlayerPosition position;
        if (!absent(entries)) {
            auto text = stringArgument(entries, "entries");
            if (!text) return logicError(text.error());
            if (!text->empty()) {
                auto parsed = sudoku::logic::parseEntries(input->puzzle.geometry, *text);
                if (!parsed) return logicError(parsed.error());
                position.entries = std::move(parsed.value());
            }
        }
        if (!absent(notes)) {
            if (!val::global("Array").call<bool>("isArray", notes)) return logicError({"notes must be an array", {}});
            for (const double mask : emscripten::vecFromJSArray<double>(notes)) {
                const bool fits = mask >= 0 && mask < 4294967296.0;  // else out of range, which hintFor reports
                position.notes.push_back(fits ? static_cast<sudoku::logic::Mask>(mask) : ~0u);
            }
        }
        auto result = sudoku::logic::hintFor(input->puzzle, input->solution, position, input->options);
        if (!result) return logicError(result.error());
        val object = withStep(logicObject("ok"), result->step);
        object.set("kind", sudoku::logic::hintKindName(result->kind));
        if (result->kind != sudoku::logic::HintKind::step) {  // a mistake, a revealed cell or a full grid: no technique
            object.set("technique", "");
            object.set("level", "");
        }
        object.set("message", result->message);
        val chain = val::array();
        for (std::size_t i = 0; i < result->chain.size(); ++i) chain.set(i, withStep(val::object(), result->chain[i]));
        object.set("chain", chain);
        return object;
    });
}

// ---- generate and parseGameId: new puzzles from plain options (or a game ID), with progress and cancel.

Result<std::string> optionalString(const val& options, const char* key) {
    const val value = option(options, key);
    if (absent(value)) return std::string();
    return stringArgument(value, std::string("options.") + key);
}

Result<sudoku::GenerateOptions> generateSettings(const val& options) {
    if (auto ok = checkOptionsObject(options, {"size", "box", "variant", "level", "technique", "symmetry", "minimal",
                                               "seed", "id"}); !ok) {
        return ok.error();
    }
    auto id = optionalString(options, "id");
    if (!id) return id.error();
    if (!id->empty()) {
        if (val::global("Object").call<val>("keys", options)["length"].as<int>() != 1) {
            return Error{"options.id already fixes every option; pass it alone", {}};
        }
        return sudoku::parseGameId(*id);
    }
    sudoku::GenerateOptions settings;
    auto parsed = puzzleOptions(options);
    if (!parsed) return parsed.error();
    settings.variant = parsed->variant;
    settings.box = parsed->box;
    const int boxSize = settings.box.rows * settings.box.cols;
    auto size = wholeNumber(option(options, "size"), "options.size", boxSize != 0 ? boxSize : 9, sudoku::kMinSize,
                            sudoku::kMaxSize);
    if (!size) return size.error();
    settings.size = static_cast<int>(*size);
    auto level = optionalString(options, "level");
    auto technique = optionalString(options, "technique");
    auto symmetry = optionalString(options, "symmetry");
    for (const auto* text : {&level, &technique, &symmetry}) {
        if (!*text) return text->error();
    }
    if (!level->empty()) {
        auto value = sudoku::parseLevel(*level);
        if (!value) return value.error();
        settings.level = *value;
    }
    if (!symmetry->empty()) {
        auto value = sudoku::parseSymmetry(*symmetry);
        if (!value) return value.error();
        settings.symmetry = *value;
    }
    settings.technique = *technique;
    auto minimal = flagOption(options, "minimal", false);
    if (!minimal) return minimal.error();
    settings.minimal = *minimal;
    // Without a seed each call differs; the result's seed and id recreate it.
    const double fresh = std::floor(val::global("Math").call<double>("random") * static_cast<double>(sudoku::kMaxSeed));
    auto seed = wholeNumber(option(options, "seed"), "options.seed", fresh, 0, static_cast<double>(sudoku::kMaxSeed));
    if (!seed) return seed.error();
    settings.seed = static_cast<std::uint64_t>(*seed);
    return settings;
}

// onProgress(fraction) after each step of clue removal; an explicit `false` back cancels the run.
Result<sudoku::GenerateProgress> progressCallback(const val& onProgress) {
    if (absent(onProgress)) return sudoku::GenerateProgress{};
    if (onProgress.typeOf().as<std::string>() != "function") return Error{"onProgress must be a function", {}};
    return sudoku::GenerateProgress([onProgress](double fraction) { return !onProgress(fraction).isFalse(); });
}

val generate(val options, val onProgress) {
    return guarded(logicError, [&] {
        // The worker appends its progress function to the arguments, so generate() arrives as generate(progress).
        if (absent(onProgress) && options.typeOf().as<std::string>() == "function") std::swap(options, onProgress);
        auto settings = generateSettings(options);
        if (!settings) return logicError(settings.error());
        auto progress = progressCallback(onProgress);
        if (!progress) return logicError(progress.error());
        auto made = sudoku::generate(*settings, *progress);
        if (!made && made.error().message == sudoku::kCancelledMessage) {
            val object = logicError(made.error());
            object.set("status", "cancelled");
            return object;
        }
        if (!made) return logicError(made.error());
        val object = logicObject("ok");
        object.set("puzzle", sudoku::formatPuzzle(made->puzzle));
        object.set("solution", sudoku::formatGrid(made->solution));
        object.set("level", sudoku::levelName(made->rating.level));
        object.set("score", made->rating.score);
        object.set("seed", static_cast<double>(settings->seed));
        object.set("id", made->id);
        object.set("attempts", made->attempts);
        return object;
    });
}

val parseGameId(val id) {
    return guarded(logicError, [&] {
        auto text = stringArgument(id, "id");
        if (!text) return logicError(text.error());
        auto parsed = sudoku::parseGameId(*text);
        if (!parsed) return logicError(parsed.error());
        val object = logicObject("ok");
        object.set("size", parsed->size);
        const bool box = parsed->box.rows != 0;
        object.set("box", box ? std::to_string(parsed->box.rows) + "x" + std::to_string(parsed->box.cols) : "");
        object.set("variant", sudoku::variantName(parsed->variant));
        object.set("level", parsed->level ? sudoku::levelName(*parsed->level) : "");
        object.set("technique", parsed->technique);
        object.set("symmetry", sudoku::symmetryName(parsed->symmetry));
        object.set("minimal", parsed->minimal);
        object.set("seed", static_cast<double>(parsed->seed));
        object.set("regions", intArray(parsed->regions));
        return object;
    });
}

// ---- levels: the levels the generator can make for {size, variant}, and every level name.

val levels(val options) {
    return guarded(logicError, [&] {
        if (auto ok = checkOptionsObject(options, {"size", "variant"}); !ok) return logicError(ok.error());
        auto parsed = puzzleOptions(options);
        if (!parsed) return logicError(parsed.error());
        auto size = wholeNumber(option(options, "size"), "options.size", 9, sudoku::kMinSize, sudoku::kMaxSize);
        if (!size) return logicError(size.error());
        val object = logicObject("ok");
        val list = val::array();
        const auto reachable = sudoku::levelsFor(static_cast<int>(*size), parsed->variant);
        for (std::size_t i = 0; i < reachable.size(); ++i) list.set(i, sudoku::levelName(reachable[i]));
        object.set("levels", list);
        val all = val::array();
        for (int level = 0; level <= static_cast<int>(sudoku::Level::extreme); ++level) {
            all.set(level, sudoku::levelName(static_cast<sudoku::Level>(level)));
        }
        object.set("all", all);
        return object;
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

// ---- cover: any exact-cover problem as text (Knuth's DLX format or a 0/1 matrix), like `sudoku cover`

val coverObject(const dlx::SearchResult& search, const std::vector<std::vector<int>>& solutions, const Error& error) {
    val object = val::object();
    object.set("error", error.message);
    object.set("count", static_cast<double>(search.solutions));
    object.set("complete", search.outcome == dlx::Outcome::complete);
    object.set("nodes", static_cast<double>(search.nodes));
    object.set("updates", static_cast<double>(search.updates));
    val list = val::array();
    for (std::size_t i = 0; i < solutions.size(); ++i) list.set(i, intArray(solutions[i]));
    object.set("solutions", list);
    return object;
}

val coverError(const Error& error) { return coverObject({}, {}, error); }

val cover(val text, val options) {
    return guarded(coverError, [&] {
        if (auto ok = checkOptionsObject(options, {"limit", "solutions", "budget"}); !ok) return coverError(ok.error());
        auto problemText = stringArgument(text, "text");
        if (!problemText) return coverError(problemText.error());
        auto limit = wholeNumber(option(options, "limit"), "options.limit", 0, 0, 1e15);
        auto keep = wholeNumber(option(options, "solutions"), "options.solutions", 0, 0, 1e6);
        auto budget = wholeNumber(option(options, "budget"), "options.budget", 0, 0, 1e15);
        for (const auto* number : {&limit, &keep, &budget}) {
            if (!*number) return coverError(number->error());
        }
        const auto problem = dlx::parseCoverProblem(*problemText);
        if (!problem) return coverError(problem.error());
        const auto answer = dlx::solveCoverProblem(*problem, static_cast<std::uint64_t>(*limit),
                                                   static_cast<std::uint64_t>(*budget), static_cast<std::size_t>(*keep));
        return coverObject(answer.search, answer.solutions, {});
    });
}

// ---- registration

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

#define SUDOKU_BIND(call) bindCall<call>(#call, call)

}  // namespace

EMSCRIPTEN_BINDINGS(sudoku) {
    SUDOKU_BIND(solve);
    SUDOKU_BIND(solveMany);
    SUDOKU_BIND(parse);
    SUDOKU_BIND(rate);
    SUDOKU_BIND(steps);
    SUDOKU_BIND(hint);
    SUDOKU_BIND(generate);
    SUDOKU_BIND(parseGameId);
    SUDOKU_BIND(cover);
    SUDOKU_BIND(levels);
    SUDOKU_BIND(memoryStats);
}
