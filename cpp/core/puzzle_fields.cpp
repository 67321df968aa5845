// Reading, checking and writing the fields after a puzzle line's cells (see puzzle_fields.h).
#include "puzzle_fields.h"

#include <string_view>

namespace sudoku {

namespace {

std::string boxText(BoxShape box) { return std::to_string(box.rows) + "x" + std::to_string(box.cols); }

std::string_view trimmedView(std::string_view text) {
    const auto begin = text.find_first_not_of(" \t\r\n");
    if (begin == std::string_view::npos) return {};
    return text.substr(begin, text.find_last_not_of(" \t\r\n") - begin + 1);
}

// The variant a field names, from the variant table: 0 none, else 1 + the Variant. A region map has 16 labels or
// more, so only shorter fields are looked up.
int variantField(std::string_view field) {
    if (field.size() > 7) return 0;
    const auto named = parseVariant(std::string(field));
    return named ? static_cast<int>(*named) + 1 : 0;
}

// The box shape a field gives (one or two digits, 'x', one or two digits), or {0, 0}.
BoxShape boxField(std::string_view field) {
    const auto x = field.find_first_of("xX");
    BoxShape box;
    if (x == 0 || x > 2 || x == std::string_view::npos || field.size() < x + 2 || field.size() > x + 3) return {};
    for (std::size_t i = 0; i < field.size(); ++i) {
        if (i == x) continue;
        if (field[i] < '0' || field[i] > '9') return {};
        int& part = i < x ? box.rows : box.cols;
        part = part * 10 + (field[i] - '0');
    }
    return box.rows == 0 || box.cols == 0 ? BoxShape{} : box;
}

// Out of line on purpose: inlined at each of its six uses it added 120 bytes to the gzipped WebAssembly module.
[[gnu::noinline]] Result<bool> fieldError(std::initializer_list<std::string_view> pieces) {
    return Error{joined(pieces), {}};
}

}  // namespace

std::string trimmed(const std::string& text) { return std::string(trimmedView(text)); }

Result<bool> readLineFields(std::optional<std::string_view> text, PuzzleOptions& options,
                            std::optional<std::string_view>& regions, std::vector<std::string>& constraints) {
    int variant = 0;  // 1 + the Variant the line names, 0 none
    BoxShape box;
    for (std::size_t start = 0, end = 0; text && end != std::string_view::npos; start = end + 1) {
        end = text->find(';', start);
        const std::string_view raw = text->substr(start, end == std::string_view::npos ? end : end - start);
        const std::string_view field = trimmedView(raw);
        const char* twice = nullptr;
        if (isConstraintField(std::string(field))) {
            constraints.emplace_back(field);
        } else if (const int named = variantField(field)) {
            twice = variant != 0 ? "variant" : nullptr;
            variant = named;
        } else if (const BoxShape shape = boxField(field); shape.rows != 0) {
            twice = box.rows != 0 ? "box shape" : nullptr;
            box = shape;
        } else {
            twice = regions ? "region map" : nullptr;
            regions = raw;
        }
        if (twice) return fieldError({"the puzzle gives its ", twice, " twice"});
    }
    if (variant != 0) {
        const auto named = static_cast<Variant>(variant - 1);
        if (options.variant != Variant::classic && options.variant != named) {
            return fieldError({"the puzzle says variant ", variantName(named), " but the options say ", variantName(options.variant)});
        }
        options.variant = named;
    }
    if (regions && options.variant == Variant::classic && variant == 0) options.variant = Variant::jigsaw;
    if (regions && !usesRegionMap(options.variant)) {
        return fieldError({"a region map is only allowed for jigsaw puzzles, not ", variantName(options.variant)});
    }
    if (!regions && usesRegionMap(options.variant)) {
        return fieldError({"a jigsaw puzzle needs its region map after the cells: CELLS;REGIONS"});
    }
    if (box.rows != 0) {
        if (usesRegionMap(options.variant)) return fieldError({"a jigsaw puzzle has regions, not boxes: drop its box shape"});
        if (options.box.rows != 0 && (options.box.rows != box.rows || options.box.cols != box.cols)) {
            return fieldError({"the puzzle says box ", boxText(box), " but the options say ", boxText(options.box)});
        }
        options.box = box;
    }
    return true;
}

std::string formatLineFields(const Geometry& geometry) {
    std::string text;
    if (geometry.rules().regionMap) {
        text += ';';
        for (int r : geometry.regions()) text += valueSymbol(r + 1);
    } else {
        if (geometry.variant() != Variant::classic) text = joined({";", variantName(geometry.variant())});
        const BoxShape box = geometry.box();
        if (box.rows != 3 || box.cols != 3) text += ";" + boxText(box);
    }
    for (const Group& group : geometry.constraints().groups) text += ";" + formatConstraint(group, geometry.size());
    for (PairRule rule : geometry.constraints().pairs) text += joined({";", pairRules(rule).name});
    return text;
}

}  // namespace sudoku
