// Reading JS arguments with a message naming the bad one, and building the plain values every call returns.
#include "js_values.h"

#include <emscripten/emscripten.h>
#include <algorithm>
#include <cmath>

#include "catalog.h"
#include "constraints/cell_relations.h"
#include "logic/board.h"
#include "logic/rating.h"

namespace js {

bool absent(const val& value) { return value.isUndefined() || value.isNull(); }

// A plain array read from the heap in a loop. Measured in Chromium 156 on this machine for 81 values: Array.from of a
// heap view 1.3 us, a new Int32Array as much (V8 keeps its memory off the heap, fresh pages each time), this loop
// 0.08 us. A plain array lives on V8's heap, whose memory is reused.
EM_JS(emscripten::EM_VAL, heapIntArray, (const int* values, int count), {
    const list = [];
    for (let i = 0; i < count; i++) list.push(HEAP32[(values >> 2) + i]);
    return Emval.toHandle(list);
});

val intArray(const std::vector<int>& values) {
    return val::take_ownership(heapIntArray(values.data(), static_cast<int>(values.size())));
}

// Copies the array or typed array's values into `numbers` (its length): the index of the first that is no whole
// number, or -1. A whole number past a billion either way is stored as a billion, which the core reports as out of
// range.
EM_JS(int, copyWholeNumbers, (emscripten::EM_VAL handle, int* numbers), {
    const list = Emval.toValue(handle);
    for (let i = 0; i < list.length; i++) {
        const number = list[i];
        if (!Number.isInteger(number)) return i;
        HEAP32[(numbers >> 2) + i] = Math.max(-1e9, Math.min(1e9, number));
    }
    return -1;
});

Result<std::vector<int>> numberList(const val& value, const std::string& name) {
    const bool list = val::global("Array").call<bool>("isArray", value) ||
                      val::global("ArrayBuffer").call<bool>("isView", value);
    if (!list) return Error{name + " must be an array of numbers", {}};
    std::vector<int> numbers(value["length"].as<std::size_t>());
    const int bad = copyWholeNumbers(value.as_handle(), numbers.data());
    if (bad >= 0) {
        const val item = value[bad];
        const std::string text = val::global("String")(item).as<std::string>();
        const std::string shown = item.isString() ? "'" + text + "'" : text;
        return Error{name + "[" + std::to_string(bad) + "] is " + shown + ", not a whole number", {}};
    }
    return numbers;
}

val stringArray(const std::vector<std::string>& values) {
    val array = val::array();
    for (std::size_t i = 0; i < values.size(); ++i) array.set(i, values[i]);
    return array;
}

Result<bool> checkOptionsObject(const val& options, const std::vector<std::string>& known) {
    if (absent(options)) return true;
    if (options.typeOf().as<std::string>() != "object" || val::global("Array").call<bool>("isArray", options)) {
        return Error{"options must be an object", {}};
    }
    const val keys = val::global("Object").call<val>("keys", options);
    const int length = keys["length"].as<int>();
    for (int i = 0; i < length; ++i) {
        const auto key = keys[i].as<std::string>();
        if (std::find(known.begin(), known.end(), key) != known.end()) continue;
        std::string list;
        for (const auto& name : known) list += (list.empty() ? "" : ", ") + name;
        return Error{"unknown option '" + key + "'; expected " + list, {}};
    }
    return true;
}

val option(const val& options, const char* key) { return absent(options) ? val::undefined() : options[key]; }

bool isWholeIn(double x, double low, double high) { return x >= low && x <= high && x == std::floor(x); }

Result<double> wholeNumber(const val& value, const std::string& name, double fallback, double low, double high) {
    if (absent(value)) return fallback;
    const double number = value.isNumber() ? value.as<double>() : NAN;
    if (!isWholeIn(number, low, high)) {
        auto whole = [](double x) { return std::to_string(static_cast<long long>(x)); };
        return Error{name + " must be a whole number from " + whole(low) + " to " + whole(high), {}};
    }
    return number;
}

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

namespace {

// A number or flag as the text the core reads; "" (which the core rejects, naming the key) for a wrong type.
std::string settingText(const val& value, sudoku::SettingKind kind) {
    if (kind == sudoku::SettingKind::flag) return value.isTrue() ? "true" : value.isFalse() ? "false" : "";
    const double number = value.isNumber() ? value.as<double>() : NAN;
    const bool whole = number >= 0 && number < 1e18 && number == std::floor(number);
    return whole ? std::to_string(static_cast<long long>(number)) : "";
}

}  // namespace

Result<sudoku::Settings> settingsOf(const val& options, const std::vector<sudoku::SettingKey>& keys) {
    std::vector<std::string> names;
    for (const auto& key : keys) names.push_back(key.name);
    if (auto ok = checkOptionsObject(options, names); !ok) return ok.error();
    sudoku::Settings settings;
    for (const auto& key : keys) {
        const val value = option(options, key.name);
        if (absent(value)) continue;
        const std::string label = std::string("options.") + key.name;
        if (key.kind != sudoku::SettingKind::text) {
            settings[key.name] = {label, settingText(value, key.kind)};
            continue;
        }
        auto text = stringArgument(value, label);
        if (!text) return text.error();
        if (!text->empty()) settings[key.name] = {label, *text};
    }
    return settings;
}

val errorObject(const Error& error) {
    val object = val::object();
    object.set("status", "error");
    object.set("error", error.message);
    object.set("errorCells", intArray(error.cells));
    return object;
}

val okObject(const char* status) {
    val object = val::object();
    object.set("status", status);
    object.set("error", "");
    return object;
}

namespace {

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

}  // namespace

namespace {

val houseArray(const std::vector<sudoku::House>& houses) {
    val array = val::array();
    for (std::size_t h = 0; h < houses.size(); ++h) {
        val item = val::object();
        item.set("kind", sudoku::houseKindName(houses[h].kind));
        item.set("index", houses[h].index);
        item.set("name", sudoku::houseName(houses[h]));
        item.set("cells", intArray(houses[h].cells));
        item.set("extra", sudoku::isExtraHouse(houses[h].kind));
        array.set(h, item);
    }
    return array;
}

}  // namespace

// Constraints beyond houses: groups {kind: "cage" | "thermo" | "arrow", sum (cages; else 0), cells (in order: a
// thermometer's bulb first, an arrow's circle first)} and the pairwise rules' names. (The description's `text`
// carries them as line fields too.)
val constraintsValue(const sudoku::Constraints& constraints) {
    val groups = val::array(), pairs = val::array();
    for (std::size_t g = 0; g < constraints.groups.size(); ++g) {
        val item = val::object();
        item.set("kind", sudoku::groupRules(constraints.groups[g].kind).name);
        item.set("sum", constraints.groups[g].sum);
        item.set("cells", intArray(constraints.groups[g].cells));
        groups.set(g, item);
    }
    for (std::size_t p = 0; p < constraints.pairs.size(); ++p) pairs.set(p, sudoku::pairRules(constraints.pairs[p]).name);
    val described = val::object();
    described.set("groups", groups);
    described.set("pairs", pairs);
    return described;
}

void describeInto(val& object, const sudoku::Puzzle& puzzle) {
    const sudoku::Geometry& geometry = puzzle.geometry;
    object.set("size", geometry.size());
    object.set("boxRows", geometry.box().rows);
    object.set("boxCols", geometry.box().cols);
    object.set("variant", sudoku::variantName(geometry.variant()));
    object.set("text", sudoku::formatPuzzle(puzzle));
    object.set("givens", intArray(puzzle.cells));
    object.set("regions", intArray(geometry.regions()));
    object.set("houses", houseArray(geometry.houses()));
    // The cells that may not share a value: those of its houses, and under constraints also its cage mates,
    // thermometer and arrow cells, and knight or king moves, as the logic engine counts them.
    const std::vector<std::vector<int>> cellPeers = sudoku::cellRelations(geometry).peers;
    val peers = val::array();
    for (int cell = 0; cell < geometry.cellCount(); ++cell) peers.set(cell, intArray(cellPeers[cell]));
    object.set("peers", peers);
    object.set("constraints", constraintsValue(geometry.constraints()));
}

void describeNothingInto(val& object) {
    for (const char* key : {"size", "boxRows", "boxCols"}) object.set(key, 0);
    for (const char* key : {"variant", "text"}) object.set(key, "");
    for (const char* key : {"givens", "regions"}) object.set(key, intArray({}));
    for (const char* key : {"houses", "peers"}) object.set(key, val::array());
    object.set("constraints", constraintsValue({}));
}

namespace {

// A name of the rules table, or what names it accepts.
template <typename Rules>
Result<const Rules*> namedRules(const std::vector<Rules>& table, const val& name, const std::string& where) {
    auto text = stringArgument(name, where);
    if (!text) return text.error();
    std::string known;
    for (const Rules& rules : table) {
        if (*text == rules.name) return &rules;
        known += (known.empty() ? "" : ", ") + std::string(rules.name);
    }
    return Error{where + " '" + *text + "' is not one of " + known, {}};
}

// The description's constraints ({groups: [{kind, sum, cells}], pairs: [names]}, as constraintsValue writes them);
// the geometry checks the groups' cells and sums.
Result<sudoku::Constraints> constraintsOf(const val& described) {
    sudoku::Constraints constraints;
    const val groups = described["groups"], pairs = described["pairs"];
    const int groupCount = absent(groups) ? 0 : groups["length"].as<int>();
    for (int g = 0; g < groupCount; ++g) {
        const std::string where = "puzzle.constraints.groups[" + std::to_string(g) + "]";
        auto rules = namedRules(sudoku::allGroupRules(), groups[g]["kind"], where + ".kind");
        if (!rules) return rules.error();
        auto sum = wholeNumber(groups[g]["sum"], where + ".sum", 0, 0, 1e6);
        if (!sum) return sum.error();
        auto cells = numberList(groups[g]["cells"], where + ".cells");
        if (!cells) return cells.error();
        constraints.groups.push_back({(*rules)->kind, static_cast<int>(*sum), std::move(cells.value())});
    }
    const int pairCount = absent(pairs) ? 0 : pairs["length"].as<int>();
    for (int p = 0; p < pairCount; ++p) {
        auto rules = namedRules(sudoku::allPairRules(), pairs[p], "puzzle.constraints.pairs[" + std::to_string(p) + "]");
        if (!rules) return rules.error();
        if (!constraints.has((*rules)->rule)) constraints.pairs.push_back((*rules)->rule);
    }
    std::sort(constraints.pairs.begin(), constraints.pairs.end());
    return constraints;
}

}  // namespace

Result<sudoku::PuzzleValues> puzzleValuesOf(const val& description) {
    if (absent(description) || description.typeOf().as<std::string>() != "object") {
        return Error{"puzzle must be a string or an object {size, variant, boxRows, boxCols, regions, givens}", {}};
    }
    sudoku::PuzzleValues values;
    auto size = wholeNumber(description["size"], "puzzle.size", 0, sudoku::kMinSize, sudoku::kMaxSize);
    if (!size) return size.error();
    values.size = static_cast<int>(*size);
    auto options = puzzleOptions(description);
    if (!options) return options.error();
    values.options = *options;
    auto rows = wholeNumber(description["boxRows"], "puzzle.boxRows", 0, 0, sudoku::kMaxSize);
    auto cols = wholeNumber(description["boxCols"], "puzzle.boxCols", 0, 0, sudoku::kMaxSize);
    if (!rows) return rows.error();
    if (!cols) return cols.error();
    values.options.box = {static_cast<int>(*rows), static_cast<int>(*cols)};
    if (sudoku::usesRegionMap(values.options.variant)) {
        auto regions = numberList(description["regions"], "puzzle.regions");
        if (!regions) return regions.error();
        values.regions = std::move(regions.value());
    }
    auto givens = numberList(description["givens"], "puzzle.givens");
    if (!givens) return givens.error();
    values.cells = std::move(givens.value());
    if (absent(description["constraints"])) return values;
    auto constraints = constraintsOf(description["constraints"]);
    if (!constraints) return constraints.error();
    values.constraints = std::move(constraints.value());
    return values;
}

Result<std::string> puzzleTextOf(const val& puzzle) {
    if (puzzle.isString()) return puzzle.as<std::string>();
    auto values = puzzleValuesOf(puzzle);
    if (!values) return values.error();
    auto built = sudoku::puzzleFromValues(*values);
    if (!built) return built.error();
    return sudoku::formatPuzzle(*built);
}

Result<sudoku::logic::PlayerPosition> playerPositionOf(const val& entries, const val& notes) {
    sudoku::logic::PlayerPosition position;
    if (!absent(entries)) {
        auto values = numberList(entries, "entries");
        if (!values) return values.error();
        position.entries = std::move(values.value());
    }
    if (!absent(notes)) {
        if (!val::global("Array").call<bool>("isArray", notes)) return Error{"notes must be an array", {}};
        for (const double mask : emscripten::vecFromJSArray<double>(notes)) {
            const bool fits = mask >= 0 && mask < 4294967296.0;  // else out of range, which hintFor reports
            position.notes.push_back(fits ? static_cast<sudoku::logic::Mask>(mask) : ~0u);
        }
    }
    return position;
}

namespace {

// A JS array of one object per item, each filled by `fill(object, item)`.
template <typename Item, typename Fill>
val objectArray(const std::vector<Item>& items, Fill fill) {
    val array = val::array();
    for (std::size_t i = 0; i < items.size(); ++i) {
        val object = val::object();
        fill(object, items[i]);
        array.set(i, object);
    }
    return array;
}

// {VARIANT: [level, ...]} for the variants with levels (every variant for a plain puzzle; a constraint not offered
// for a variant leaves it out).
val variantLevels(const sudoku::Catalog& catalog, const std::vector<std::vector<std::string>>& perVariant) {
    val levels = val::object();
    for (std::size_t v = 0; v < catalog.variants.size(); ++v) {
        if (!perVariant[v].empty()) levels.set(catalog.variants[v].name, stringArray(perVariant[v]));
    }
    return levels;
}

// {NAME: {VARIANT: [level, ...]}} for the constraints offered at a size.
val constraintLevels(const sudoku::Catalog& catalog, const sudoku::Catalog::SizeEntry& size) {
    val constraints = val::object();
    for (std::size_t k = 0; k < catalog.constraints.size(); ++k) {
        const auto& perVariant = size.constraintLevels[k];
        const bool offered = std::any_of(perVariant.begin(), perVariant.end(), [](const auto& levels) { return !levels.empty(); });
        if (offered) constraints.set(catalog.constraints[k].name, variantLevels(catalog, perVariant));
    }
    return constraints;
}

}  // namespace

val catalogValue() {
    const sudoku::Catalog& catalog = sudoku::catalog();
    val object = okObject("ok");
    object.set("levels", stringArray(catalog.levels));
    object.set("variants", objectArray(catalog.variants, [](val& item, const auto& variant) {
        item.set("name", variant.name);
        item.set("summary", variant.summary);
        item.set("regionMap", variant.regionMap);
    }));
    object.set("symmetries", objectArray(catalog.symmetries, [](val& item, const auto& symmetry) {
        item.set("name", symmetry.name);
        item.set("label", symmetry.label);
    }));
    object.set("constraints", objectArray(catalog.constraints, [](val& item, const auto& constraint) {
        item.set("name", constraint.name);
        item.set("label", constraint.label);
        item.set("summary", constraint.summary);
    }));
    object.set("symbols", catalog.symbols);
    object.set("sizes", objectArray(catalog.sizes, [&catalog](val& item, const auto& size) {
        std::vector<std::string> boxes;
        for (const auto& box : size.boxes) boxes.push_back(std::to_string(box.rows) + "x" + std::to_string(box.cols));
        item.set("size", size.size);
        item.set("boxes", stringArray(boxes));
        item.set("levels", variantLevels(catalog, size.levels));
        item.set("constraints", constraintLevels(catalog, size));
    }));
    object.set("techniques", objectArray(catalog.techniques, [](val& item, const auto& technique) {
        item.set("name", technique.name);
        item.set("level", technique.level);
        item.set("summary", technique.summary);
    }));
    return object;
}

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

}  // namespace js
