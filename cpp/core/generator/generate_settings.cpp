// Reads the generator's key/value settings: one parser and one set of messages for the CLI and the module.
#include "generate_settings.h"

#include "game_id.h"

namespace sudoku {

const std::vector<SettingKey>& generateKeys() {
    static const std::vector<SettingKey> keys = {
        {"size", SettingKind::number},      {"box", SettingKind::text},      {"variant", SettingKind::text},
        {"level", SettingKind::text},       {"technique", SettingKind::text}, {"symmetry", SettingKind::text},
        {"minimal", SettingKind::flag},     {"seed", SettingKind::number},   {"id", SettingKind::text},
        {"constraint", SettingKind::text},  {"cages", SettingKind::text},
    };
    return keys;
}

namespace {

const Setting* find(const Settings& settings, const char* key) {
    const auto it = settings.find(key);
    return it == settings.end() ? nullptr : &it->second;
}

Result<long long> wholeNumber(const Setting& setting, long long low, long long high) {
    const std::string& text = setting.text;
    const Error error{setting.label + " must be a whole number from " + std::to_string(low) + " to " +
                          std::to_string(high), {}};
    if (text.empty() || text.size() > 18 || text.find_first_not_of("0123456789") != std::string::npos) return error;
    const long long value = std::stoll(text);
    if (value < low || value > high) return error;
    return value;
}

Result<bool> flag(const Setting& setting) {
    if (setting.text == "true" || setting.text == "false") return setting.text == "true";
    return Error{setting.label + " must be true or false", {}};
}

// The id alone: it already fixes every option.
Result<GenerateOptions> fromGameId(const Settings& settings, const Setting& id) {
    for (const auto& [key, setting] : settings) {
        if (key != "id") return Error{id.label + " already fixes every option; pass it alone (drop " + setting.label + ")", {}};
    }
    return parseGameId(id.text);
}

// variant, box and size: a bad shape is found before generating.
Result<bool> readShape(const Settings& settings, GenerateOptions& options) {
    if (const Setting* variant = find(settings, "variant")) {
        auto value = parseVariant(variant->text);
        if (!value) return value.error();
        options.variant = *value;
    }
    if (const Setting* box = find(settings, "box")) {
        auto value = parseBoxShape(box->text);
        if (!value) return value.error();
        options.box = *value;
    }
    const int boxSize = options.box.rows * options.box.cols;
    options.size = boxSize != 0 ? boxSize : 9;
    if (const Setting* size = find(settings, "size")) {
        auto value = wholeNumber(*size, kMinSize, kMaxSize);
        if (!value) return value.error();
        options.size = static_cast<int>(*value);
    }
    if (usesRegionMap(options.variant)) return true;  // its region map is drawn from the seed
    auto geometry = Geometry::make(options.size, options.variant, options.box);
    if (!geometry) return geometry.error();
    return true;
}

// level, technique, symmetry, constraint, cages and minimal: what kind of puzzle.
Result<bool> readTarget(const Settings& settings, GenerateOptions& options) {
    if (const Setting* level = find(settings, "level")) {
        auto value = parseLevel(level->text);
        if (!value) return value.error();
        options.level = *value;
    }
    if (const Setting* technique = find(settings, "technique")) options.technique = technique->text;
    if (const Setting* symmetry = find(settings, "symmetry")) {
        auto value = parseSymmetry(symmetry->text);
        if (!value) return value.error();
        options.symmetry = *value;
    }
    if (const Setting* constraint = find(settings, "constraint")) {
        auto value = parseConstraintChoice(constraint->text);
        if (!value) return value.error();
        options.constraint = *value;
    }
    if (const Setting* cages = find(settings, "cages")) {
        if (options.constraint != ConstraintChoice::killer) return Error{cages->label + " applies to killer puzzles only", {}};
        auto value = parseCageSizes(cages->text, cages->label);
        if (!value) return value.error();
        options.cages = *value;
    }
    if (const Setting* minimal = find(settings, "minimal")) {
        auto value = flag(*minimal);
        if (!value) return value.error();
        options.minimal = *value;
    }
    return true;
}

}  // namespace

Result<GenerateOptions> readGenerateSettings(const Settings& settings) {
    if (const Setting* id = find(settings, "id")) return fromGameId(settings, *id);
    GenerateOptions options;
    if (auto shape = readShape(settings, options); !shape) return shape.error();
    if (auto target = readTarget(settings, options); !target) return target.error();
    const Setting* seed = find(settings, "seed");
    if (!seed) return Error{"a seed is required (a whole number from 0 to " + std::to_string(kMaxSeed) + ")", {}};
    auto value = wholeNumber(*seed, 0, static_cast<long long>(kMaxSeed));
    if (!value) return value.error();
    options.seed = static_cast<std::uint64_t>(*value);
    return options;
}

}  // namespace sudoku
