// Reading JS arguments with a message naming the bad one, and building the plain values every call returns.
#include "js_values.h"

#include <cmath>

#include "catalog.h"
#include "logic/rating.h"

namespace js {

bool absent(const val& value) { return value.isUndefined() || value.isNull(); }

val intArray(const std::vector<int>& values) {
    return val::global("Array").call<val>("from", val(emscripten::typed_memory_view(values.size(), values.data())));
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
        bool found = false;
        std::string list;
        for (const auto& name : known) {
            found = found || key == name;
            list += (list.empty() ? "" : ", ") + name;
        }
        if (!found) return Error{"unknown option '" + key + "'; expected " + list, {}};
    }
    return true;
}

val option(const val& options, const char* key) { return absent(options) ? val::undefined() : options[key]; }

Result<double> wholeNumber(const val& value, const std::string& name, double fallback, double low, double high) {
    if (absent(value)) return fallback;
    const double number = value.isNumber() ? value.as<double>() : NAN;
    if (!(number >= low && number <= high && number == std::floor(number))) {
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

void describeInto(val& object, const sudoku::Puzzle& puzzle) {
    const sudoku::Geometry& geometry = puzzle.geometry;
    object.set("size", geometry.size());
    object.set("boxRows", geometry.box().rows);
    object.set("boxCols", geometry.box().cols);
    object.set("variant", sudoku::variantName(geometry.variant()));
    object.set("cells", sudoku::formatGrid(puzzle.cells));
    object.set("regions", intArray(geometry.regions()));
    val houses = val::array();
    for (std::size_t h = 0; h < geometry.houses().size(); ++h) {
        const sudoku::House& house = geometry.houses()[h];
        val item = val::object();
        item.set("kind", sudoku::houseKindName(house.kind));
        item.set("index", house.index);
        item.set("name", sudoku::houseName(house));
        item.set("cells", intArray(house.cells));
        houses.set(h, item);
    }
    object.set("houses", houses);
    // Constraints beyond houses: groups {kind: "cage" | "thermo" | "arrow", sum (cages; else 0), cells (in order:
    // a thermometer's bulb first, an arrow's circle first)} and the pairwise rules' names.
    val groups = val::array(), pairs = val::array();
    const sudoku::Constraints& constraints = geometry.constraints();
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
    object.set("constraints", described);
}

val catalogValue() {
    const sudoku::Catalog& catalog = sudoku::catalog();
    val object = okObject("ok");
    object.set("levels", stringArray(catalog.levels));
    val variants = val::array();
    for (std::size_t i = 0; i < catalog.variants.size(); ++i) {
        val item = val::object();
        item.set("name", catalog.variants[i].name);
        item.set("summary", catalog.variants[i].summary);
        item.set("regionMap", catalog.variants[i].regionMap);
        variants.set(i, item);
    }
    object.set("variants", variants);
    object.set("symmetries", stringArray(catalog.symmetries));
    val sizes = val::array();
    for (std::size_t i = 0; i < catalog.sizes.size(); ++i) {
        std::vector<std::string> boxes;
        for (const auto& box : catalog.sizes[i].boxes) boxes.push_back(std::to_string(box.rows) + "x" + std::to_string(box.cols));
        val item = val::object();
        item.set("size", catalog.sizes[i].size);
        item.set("boxes", stringArray(boxes));
        sizes.set(i, item);
    }
    object.set("sizes", sizes);
    val techniques = val::array();
    for (std::size_t i = 0; i < catalog.techniques.size(); ++i) {
        val item = val::object();
        item.set("name", catalog.techniques[i].name);
        item.set("level", catalog.techniques[i].level);
        techniques.set(i, item);
    }
    object.set("techniques", techniques);
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
