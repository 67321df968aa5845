// Writes and reads game IDs (the format is described in game_id.h).
#include "game_id.h"

#include <algorithm>
#include <cctype>

#include "region_map.h"

namespace sudoku {

namespace {

constexpr char kSymmetryLetters[] = "nrqhvd";  // in Symmetry order
constexpr char kBase64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_~";  // URL-safe, no '-'
constexpr char kBase36[] = "0123456789abcdefghijklmnopqrstuvwxyz";

Error idError(const std::string& id, const std::string& what) {
    return Error{"bad game ID '" + id + "': " + what, {}};
}

std::vector<std::string> splitFields(const std::string& id) {
    std::vector<std::string> fields(1);
    for (char c : id) {
        if (c == '-') fields.emplace_back();
        else fields.back() += c;
    }
    return fields;
}

std::string toBase36(std::uint64_t value) {
    std::string text;
    do {
        text.insert(text.begin(), kBase36[value % 36]);
        value /= 36;
    } while (value != 0);
    return text;
}

// The neighbour pairs of a size x size grid in ID order: right-hand pairs row by row, then downward pairs.
std::vector<std::pair<int, int>> neighbourPairs(int size) {
    std::vector<std::pair<int, int>> pairs;
    for (int r = 0; r < size; ++r) {
        for (int c = 0; c + 1 < size; ++c) pairs.push_back({r * size + c, r * size + c + 1});
    }
    for (int r = 0; r + 1 < size; ++r) {
        for (int c = 0; c < size; ++c) pairs.push_back({r * size + c, (r + 1) * size + c});
    }
    return pairs;
}

std::string encodeRegions(int size, const std::vector<int>& regions) {
    const auto pairs = neighbourPairs(size);
    std::string text;
    for (std::size_t start = 0; start < pairs.size(); start += 6) {
        int sextet = 0;
        for (std::size_t k = start; k < start + 6; ++k) {
            const bool same = k < pairs.size() && regions[pairs[k].first] == regions[pairs[k].second];
            sextet = sextet * 2 + (same ? 1 : 0);
        }
        text += kBase64[sextet];
    }
    return text;
}

// Joins cells along "same region" pairs; the joined groups, numbered by first cell, are the regions.
Result<std::vector<int>> decodeRegions(const std::string& id, int size, const std::string& text) {
    const auto pairs = neighbourPairs(size);
    if (text.size() != (pairs.size() + 5) / 6) {
        return idError(id, "the region map has " + std::to_string(text.size()) + " characters; a " +
                               std::to_string(size) + "x" + std::to_string(size) + " map needs " +
                               std::to_string((pairs.size() + 5) / 6));
    }
    std::vector<int> parent(size * size);
    for (int cell = 0; cell < size * size; ++cell) parent[cell] = cell;
    auto root = [&](int cell) {
        while (parent[cell] != cell) cell = parent[cell] = parent[parent[cell]];
        return cell;
    };
    for (std::size_t k = 0; k < pairs.size() + (6 - pairs.size() % 6) % 6; ++k) {
        const char* digit = std::find(kBase64, kBase64 + 64, text[k / 6]);
        if (digit == kBase64 + 64) return idError(id, "the region map has a bad character");
        const bool same = ((digit - kBase64) >> (5 - k % 6)) & 1;
        if (k >= pairs.size()) {
            if (same) return idError(id, "the region map has stray bits at its end");
        } else if (same) {
            parent[root(pairs[k].first)] = root(pairs[k].second);
        }
    }
    std::vector<int> groups(size * size);
    for (int cell = 0; cell < size * size; ++cell) groups[cell] = root(cell);
    std::vector<int> label(size * size, -1), regions(size * size);
    int next = 0;
    for (int cell = 0; cell < size * size; ++cell) {
        if (label[groups[cell]] < 0) label[groups[cell]] = next++;
        regions[cell] = label[groups[cell]];
    }
    if (next != size) {
        return idError(id, "the region map has " + std::to_string(next) + " regions; expected " + std::to_string(size));
    }
    return regions;
}

// Not snprintf: this was the module's one use of printf, whose code (floating-point formatting and all) took 4.6 KB
// of the gzipped module (184,311 -> 179,667 B for the SIMD build and its glue).
std::string escapeTechnique(const std::string& name) {
    std::string text;
    for (unsigned char c : name) text += std::isalnum(c) ? std::string(1, static_cast<char>(c)) : "." + hexByte(c);
    return text;
}

Result<std::string> unescapeTechnique(const std::string& id, const std::string& text) {
    std::string name;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '.') {
            if (!std::isalnum(static_cast<unsigned char>(text[i]))) return idError(id, "bad character in the technique");
            name += text[i];
            continue;
        }
        if (i + 2 >= text.size() || !std::isxdigit(static_cast<unsigned char>(text[i + 1])) ||
            !std::isxdigit(static_cast<unsigned char>(text[i + 2]))) {
            return idError(id, "bad escape in the technique");
        }
        name += static_cast<char>(std::stoi(text.substr(i + 1, 2), nullptr, 16));
        i += 2;
    }
    if (name.empty()) return idError(id, "empty technique");
    return name;
}

// "k25" (killer, cages of 2 to 5 cells), "t" (thermo): the constraint part without its tag.
std::string constraintText(const GenerateOptions& options) {
    std::string text(1, constraintChoiceInfo(options.constraint).idLetter);
    if (options.constraint == ConstraintChoice::killer) {
        text += static_cast<char>('0' + options.cages.min);
        text += static_cast<char>('0' + options.cages.max);
    }
    return text;
}

Result<bool> readConstraint(const std::string& id, const std::string& text, GenerateOptions& options) {
    const auto& table = constraintChoices();
    const auto info = std::find_if(table.begin(), table.end(), [&](const auto& row) { return !text.empty() && row.idLetter == text[0]; });
    if (info == table.end()) return idError(id, "unknown constraint letter in '" + text + "'");
    options.constraint = info->id;
    if (info->id != ConstraintChoice::killer) {
        if (text.size() != 1) return idError(id, "unexpected characters after the constraint letter in '" + text + "'");
        return true;
    }
    const std::string sizes = text.size() == 3 ? text.substr(1, 1) + "-" + text.substr(2, 1) : "?";
    auto cages = parseCageSizes(sizes, "the killer part '" + text + "'");
    if (!cages) return idError(id, cages.error().message);
    options.cages = *cages;
    return true;
}

}  // namespace

std::string formatGameId(const GenerateOptions& options) {
    std::string id = std::to_string(options.size) + rulesOf(options.variant).idLetter;
    const BoxShape standard = defaultBoxShape(options.size);
    const bool customBox = !usesRegionMap(options.variant) && options.box.rows != 0 &&
                           (options.box.rows != standard.rows || options.box.cols != standard.cols);
    if (customBox) id += std::to_string(options.box.rows) + "x" + std::to_string(options.box.cols);
    id += '-';
    id += static_cast<char>('0' + (options.level ? static_cast<int>(*options.level) + 1 : 0));
    id += kSymmetryLetters[static_cast<int>(options.symmetry)];
    if (options.minimal) id += 'm';
    id += "-" + toBase36(options.seed);
    if (!options.technique.empty()) id += "-t" + escapeTechnique(options.technique);
    if (options.constraint != ConstraintChoice::none) id += "-c" + constraintText(options);
    if (usesRegionMap(options.variant)) id += "-g" + encodeRegions(options.size, canonicalRegions(options.regions));
    return id;
}

namespace {

// "9c", "6c3x2": size, variant letter, optional box shape.
Result<bool> readShape(const std::string& id, const std::string& field, GenerateOptions& options) {
    std::size_t digits = 0;
    while (digits < field.size() && digits < 3 && std::isdigit(static_cast<unsigned char>(field[digits]))) ++digits;
    if (digits == 0 || digits > 2 || digits == field.size()) return idError(id, "it must start with the size and variant, such as 9c");
    options.size = std::stoi(field.substr(0, digits));
    const auto& rows = variants();
    const auto variant = std::find_if(rows.begin(), rows.end(), [&](const auto& rules) { return rules.idLetter == field[digits]; });
    if (variant == rows.end()) return idError(id, std::string("unknown variant letter '") + field[digits] + "'");
    options.variant = variant->id;
    const std::string box = field.substr(digits + 1);
    if (box.empty()) return true;
    auto shape = parseBoxShape(box);
    if (!shape) return idError(id, shape.error().message);
    options.box = *shape;
    return true;
}

// "3rm": level digit, symmetry letter, optional minimal flag.
Result<bool> readFlags(const std::string& id, const std::string& field, GenerateOptions& options) {
    if (field.size() < 2 || field.size() > 3 || (field.size() == 3 && field[2] != 'm')) {
        return idError(id, "the second part must be a level digit, a symmetry letter and optionally m, such as 3rm");
    }
    // The part is named: "the level must be 0 to 5" beside "9c-zz-garbage" left a play-tester looking for a level.
    if (field[0] < '0' || field[0] > '5') {
        return idError(id, "its second part '" + field + "' must start with the level, 0 (any) to 5 (extreme), as in 3r");
    }
    if (field[0] != '0') options.level = static_cast<Level>(field[0] - '1');
    const char* symmetry = std::find(kSymmetryLetters, kSymmetryLetters + 6, field[1]);
    if (symmetry == kSymmetryLetters + 6) {
        return idError(id, std::string("unknown symmetry letter '") + field[1] + "' in its second part '" + field + "'");
    }
    options.symmetry = static_cast<Symmetry>(symmetry - kSymmetryLetters);
    options.minimal = field.size() == 3;
    return true;
}

Result<bool> readSeed(const std::string& id, const std::string& field, GenerateOptions& options) {
    if (field.empty() || field.size() > 11) return idError(id, "the seed must be 1 to 11 base-36 digits");
    std::uint64_t seed = 0;
    for (char c : field) {
        const char* digit = std::find(kBase36, kBase36 + 36, c);
        if (digit == kBase36 + 36) return idError(id, std::string("bad seed digit '") + c + "' in its third part '" + field + "'");
        seed = seed * 36 + static_cast<std::uint64_t>(digit - kBase36);
    }
    if (seed > kMaxSeed) return idError(id, "the seed is above 2^53-1");
    options.seed = seed;
    return true;
}

// The tagged fields after the seed: at most one technique, at most one constraint, then the region map exactly
// when jigsaw.
Result<bool> readExtras(const std::string& id, const std::vector<std::string>& fields, GenerateOptions& options) {
    std::size_t next = 3;
    if (next < fields.size() && !fields[next].empty() && fields[next][0] == 't') {
        auto technique = unescapeTechnique(id, fields[next].substr(1));
        if (!technique) return technique.error();
        options.technique = *technique;
        ++next;
    }
    if (next < fields.size() && !fields[next].empty() && fields[next][0] == 'c') {
        if (auto ok = readConstraint(id, fields[next].substr(1), options); !ok) return ok.error();
        ++next;
    }
    const bool jigsaw = usesRegionMap(options.variant);
    if (jigsaw && (next >= fields.size() || fields[next].empty() || fields[next][0] != 'g')) {
        return idError(id, "a jigsaw ID needs its region map (a part starting with g)");
    }
    if (jigsaw) {
        auto regions = decodeRegions(id, options.size, fields[next].substr(1));
        if (!regions) return regions.error();
        options.regions = *regions;
        ++next;
    }
    if (next < fields.size()) return idError(id, "unexpected part '" + fields[next] + "'");
    return true;
}

}  // namespace

Result<GenerateOptions> parseGameId(const std::string& id) {
    // The longest real ID (25x25 jigsaw with a technique) is about 250 characters.
    if (id.size() > 400) return idError(id.substr(0, 40) + "...", "it is too long");
    const auto fields = splitFields(id);
    // Three or more: a play-tester read "three parts" beside the page's own four-part IDs of games with a rule.
    if (fields.size() < 3) {
        return idError(id, "a game ID has three or more parts joined by '-' (size and variant, level and symmetry, seed, "
                           "then any rule), such as 9c-3r-1a2b or 9c-1n-1k7ntjm-ck25");
    }
    GenerateOptions options;
    Result<bool> ok = readShape(id, fields[0], options);
    if (ok) ok = readFlags(id, fields[1], options);
    if (ok) ok = readSeed(id, fields[2], options);
    if (ok) ok = readExtras(id, fields, options);
    if (!ok) return ok.error();
    auto geometry = Geometry::make(options.size, options.variant, options.box, options.regions);
    if (!geometry) return idError(id, geometry.error().message);
    return options;
}

}  // namespace sudoku
