// The page's module (web/wasm/sudoku.js): registers each call the page may make and converts its values; the work
// is the core's (session.h, analysis.h, generate_settings.h) and the conversions are js_values.h's.
//
// Each call takes JS values (strings, numbers, a plain options object) and returns a plain JS object, so JS never
// has to .delete() anything. Bad input, a wrong argument type and any C++ exception come back as a result carrying
// a message (the CLI's text), never as a thrown number or an aborted module.
#include <string>

#include "constraints/position_check.h"
#include "generator/game_id.h"
#include "logic/hint.h"
#include "solve_values.h"

namespace {

using js::val;
using sudoku::Error;
using sudoku::Result;

// ---- solve

val solve(val puzzle, val limit, val options) {
    return js::guarded(js::solveError, [&] {
        auto settings = js::solveSettings(limit, options);
        if (!settings) return js::solveError(settings.error());
        return js::solvedObject(js::solvePuzzle(puzzle, settings->puzzle), *settings);
    });
}

// ---- parse and examine: the engine's description of a puzzle (js_values.h), from text or values.

// {ok, the description, error, errorCells}; a failure may still describe the grid as written (clashing givens).
val parseObject(const sudoku::Puzzle* puzzle, const Error& error) {
    val object = val::object();
    object.set("ok", error.message.empty());
    if (puzzle) js::describeInto(object, *puzzle);
    else js::describeNothingInto(object);
    object.set("error", error.message);
    object.set("errorCells", js::intArray(error.cells));
    return object;
}

val parseError(const Error& error) { return parseObject(nullptr, error); }

// options.checkGivens false skips the check that no value repeats in a house (to draw a grid whose givens clash).
Result<std::pair<sudoku::PuzzleOptions, bool>> parseOptions(const val& options) {
    if (auto ok = js::checkOptionsObject(options, {"variant", "box", "checkGivens"}); !ok) return ok.error();
    auto puzzleOptions = js::puzzleOptions(options);
    if (!puzzleOptions) return puzzleOptions.error();
    auto check = js::flagOption(options, "checkGivens", true);
    if (!check) return check.error();
    return std::pair{*puzzleOptions, *check};
}

// puzzle: text, or the values of a description {size, variant, boxRows, boxCols, regions, givens} (a saved game's),
// whose shape is its own: options.variant and options.box apply to text only.
Result<sudoku::Puzzle> parsed(const val& puzzle, const sudoku::PuzzleOptions& options, bool check) {
    if (!puzzle.isString()) {
        auto values = js::puzzleValuesOf(puzzle);
        if (!values) return values.error();
        return sudoku::puzzleFromValues(*values, check);
    }
    const auto text = puzzle.as<std::string>();
    return check ? js::session().parse(text, options) : sudoku::parseUncheckedPuzzle(text, options);
}

val parse(val puzzle, val options) {
    return js::guarded(parseError, [&] {
        auto settings = parseOptions(options);
        if (!settings) return parseError(settings.error());
        auto result = parsed(puzzle, settings->first, settings->second);
        return result ? parseObject(&result.value(), {}) : parseError(result.error());
    });
}

// Everything an import needs from one parse and one solve (Session::examine): the description, the status
// ("unique", "multiple", "none" or "error"), the solutions (two when several) and the rating, whose failure is
// `ratingError`. Givens that clash still come with the grid as written, to show where; a puzzle with no solution
// says where it shows that, when singles do (`reason`, `reasonCells`: noSolutionReason; else empty).
val examine(val puzzle, val options) {
    return js::guarded(parseError, [&] {
        if (auto ok = js::checkOptionsObject(options, {"variant", "box"}); !ok) return parseError(ok.error());
        auto puzzleOptions = js::puzzleOptions(options);
        if (!puzzleOptions) return parseError(puzzleOptions.error());
        auto text = js::puzzleTextOf(puzzle);
        if (!text) return parseError(text.error());
        auto examined = js::session().examine(*text, *puzzleOptions);
        if (!examined) {
            auto unchecked = sudoku::parseUncheckedPuzzle(*text, *puzzleOptions);
            return parseObject(unchecked ? &unchecked.value() : nullptr, examined.error());
        }
        const auto& analysis = examined->analysis;
        const bool none = !analysis && analysis.error().message == sudoku::kNoSolutionMessage;
        val object = parseObject(&examined->puzzle, none || analysis ? Error{} : analysis.error());
        object.set("status", none ? "none" : !analysis ? "error" : analysis->unique ? "unique" : "multiple");
        const Error reason = none ? sudoku::noSolutionReason(examined->puzzle) : Error{};
        object.set("reason", reason.message);
        object.set("reasonCells", js::intArray(reason.cells));
        std::vector<std::vector<int>> solutions;
        if (analysis) solutions = {analysis->solution};
        if (analysis && !analysis->unique) solutions.push_back(analysis->second);
        object.set("solutions", js::gridList(solutions));
        const auto rating = analysis ? sudoku::rate(*analysis) : Result<sudoku::Rating>(analysis.error());
        object.set("level", rating ? sudoku::levelName(rating->level) : "");
        object.set("hardest", rating ? rating->hardest : "");
        object.set("ratingError", rating ? "" : rating.error().message);
        return object;
    });
}

// ---- check: a position against every rule (position_check.h), for clashes and notes beyond houses.

// {ok, error, errorCells, clashes, reasons [{cells, text}], candidates}, every field present on failure too.
val checkObject(const sudoku::PositionCheck& checked, const Error& error) {
    val object = val::object();
    object.set("ok", error.message.empty());
    object.set("error", error.message);
    object.set("errorCells", js::intArray(error.cells));
    object.set("clashes", js::intArray(checked.clashes));
    val reasons = val::array();
    for (std::size_t i = 0; i < checked.reasons.size(); ++i) {
        val reason = val::object();
        reason.set("cells", js::intArray(checked.reasons[i].cells));
        reason.set("text", checked.reasons[i].text);
        reasons.set(i, reason);
    }
    object.set("reasons", reasons);
    object.set("candidates", js::intArray(checked.candidates));
    return object;
}

val checkError(const Error& error) { return checkObject({}, error); }

// values: N*N values of the position (0 = empty), givens included or left 0.
val check(val puzzle, val values) {
    return js::guarded(checkError, [&] {
        auto read = parsed(puzzle, {}, true);
        if (!read) return checkError(read.error());
        auto list = js::numberList(values, "values");
        if (!list) return checkError(list.error());
        auto checked = sudoku::checkPosition(*read, *list);
        return checked ? checkObject(*checked, {}) : checkError(checked.error());
    });
}

// ---- logic: rate, steps and hint, on the session's analysis of the puzzle (solved once, kept for the next call).

Result<sudoku::Analysis> analysed(const val& puzzle, const val& options) {
    if (auto ok = js::checkOptionsObject(options, {"variant", "box"}); !ok) return ok.error();
    auto puzzleOptions = js::puzzleOptions(options);
    if (!puzzleOptions) return puzzleOptions.error();
    auto text = js::puzzleTextOf(puzzle);
    if (!text) return text.error();
    return js::session().analyse(*text, *puzzleOptions);
}

val rate(val puzzle, val options) {
    return js::guarded(js::errorObject, [&] {
        auto analysis = analysed(puzzle, options);
        if (!analysis) return js::errorObject(analysis.error());
        const auto rating = sudoku::rate(*analysis);
        if (!rating) return js::errorObject(rating.error());
        val object = js::okObject("ok");
        object.set("level", sudoku::levelName(rating->level));
        object.set("score", rating->score);
        object.set("hardest", rating->hardest);
        object.set("solvedByLogic", rating->solvedByLogic);
        object.set("techniques", js::stringArray(rating->techniques));
        return object;
    });
}

val steps(val puzzle, val options) {
    return js::guarded(js::errorObject, [&] {
        auto analysis = analysed(puzzle, options);
        if (!analysis) return js::errorObject(analysis.error());
        const auto solution = sudoku::logicalSteps(*analysis);
        val object = js::okObject(solution.solved ? "solved" : "stuck");
        val list = val::array();
        for (std::size_t i = 0; i < solution.steps.size(); ++i) list.set(i, js::withStep(val::object(), solution.steps[i]));
        object.set("steps", list);
        return object;
    });
}

// entries: the player's values (0 = empty), notes: one candidate mask per cell; both arrays, either may be absent.
val hint(val puzzle, val entries, val notes, val options) {
    return js::guarded(js::errorObject, [&] {
        auto analysis = analysed(puzzle, options);
        if (!analysis) return js::errorObject(analysis.error());
        auto position = js::playerPositionOf(entries, notes);
        if (!position) return js::errorObject(position.error());
        auto result = sudoku::logic::hintFor(analysis->puzzle, analysis->solution, *position, analysis->logicOptions());
        if (!result) return js::errorObject(result.error());
        val object = js::withStep(js::okObject("ok"), result->step);
        object.set("kind", sudoku::logic::hintKindName(result->kind));
        if (result->kind != sudoku::logic::HintKind::step) {  // a mistake, a revealed cell or a full grid: no technique
            object.set("technique", "");
            object.set("level", "");
        }
        object.set("message", result->message);
        val chain = val::array();
        for (std::size_t i = 0; i < result->chain.size(); ++i) chain.set(i, js::withStep(val::object(), result->chain[i]));
        object.set("chain", chain);
        object.set("ahead", result->ahead);
        object.set("readsCandidates", result->readsCandidates);
        object.set("notes", js::intArray(std::vector<int>(result->notes.begin(), result->notes.end())));
        return object;
    });
}

// ---- generate and parseGameId: new puzzles from plain options (or a game ID), with progress and cancel.

// onProgress(fraction) after each step of clue removal; an explicit `false` back cancels the run.
Result<sudoku::GenerateProgress> progressCallback(const val& onProgress) {
    if (js::absent(onProgress)) return sudoku::GenerateProgress{};
    if (onProgress.typeOf().as<std::string>() != "function") return Error{"onProgress must be a function", {}};
    return sudoku::GenerateProgress([onProgress](double fraction) { return !onProgress(fraction).isFalse(); });
}

// options: the core's generate keys (generate_settings.h), the seed included: the caller picks one when its
// user gave none, so the result's seed and id recreate it.
val generate(val options, val onProgress) {
    return js::guarded(js::errorObject, [&] {
        auto values = js::settingsOf(options, sudoku::generateKeys());
        if (!values) return js::errorObject(values.error());
        auto settings = sudoku::readGenerateSettings(*values);
        if (!settings) return js::errorObject(settings.error());
        auto progress = progressCallback(onProgress);
        if (!progress) return js::errorObject(progress.error());
        auto made = sudoku::generate(*settings, *progress);
        if (!made) {
            val object = js::errorObject(made.error());
            if (made.error().message == sudoku::kCancelledMessage) object.set("status", "cancelled");
            return object;
        }
        val object = js::okObject("ok");
        object.set("puzzle", sudoku::formatPuzzle(made->puzzle));
        object.set("solution", js::intArray(made->solution));
        object.set("level", sudoku::levelName(made->rating.level));
        object.set("score", made->rating.score);
        object.set("seed", static_cast<double>(settings->seed));
        object.set("id", made->id);
        object.set("constraint", sudoku::constraintChoiceInfo(settings->constraint).name);
        object.set("attempts", made->attempts);
        js::describeInto(object, made->puzzle);  // so the page needs no parse of its own
        return object;
    });
}

val parseGameId(val id) {
    return js::guarded(js::errorObject, [&] {
        auto text = js::stringArgument(id, "id");
        if (!text) return js::errorObject(text.error());
        auto parsed = sudoku::parseGameId(*text);
        if (!parsed) return js::errorObject(parsed.error());
        val object = js::okObject("ok");
        object.set("size", parsed->size);
        const bool box = parsed->box.rows != 0;
        object.set("box", box ? std::to_string(parsed->box.rows) + "x" + std::to_string(parsed->box.cols) : "");
        object.set("variant", sudoku::variantName(parsed->variant));
        object.set("level", parsed->level ? sudoku::levelName(*parsed->level) : "");
        object.set("technique", parsed->technique);
        object.set("symmetry", sudoku::symmetryName(parsed->symmetry));
        object.set("minimal", parsed->minimal);
        object.set("seed", static_cast<double>(parsed->seed));
        object.set("regions", js::intArray(parsed->regions));
        object.set("constraint", sudoku::constraintChoiceInfo(parsed->constraint).name);
        const bool killer = parsed->constraint == sudoku::ConstraintChoice::killer;
        object.set("cages", killer ? std::to_string(parsed->cages.min) + "-" + std::to_string(parsed->cages.max) : "");
        return object;
    });
}

// ---- constants: the lists the page builds its controls from (catalog.h), the levels of each size and variant
// among them.

val constants() {
    return js::guarded(js::errorObject, [] { return js::catalogValue(); });
}

}  // namespace

EMSCRIPTEN_BINDINGS(sudoku) {
    SUDOKU_BIND(solve);
    SUDOKU_BIND(parse);
    SUDOKU_BIND(examine);
    SUDOKU_BIND(check);
    SUDOKU_BIND(rate);
    SUDOKU_BIND(steps);
    SUDOKU_BIND(hint);
    SUDOKU_BIND(generate);
    SUDOKU_BIND(parseGameId);
    SUDOKU_BIND(constants);
}
