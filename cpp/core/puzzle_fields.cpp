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

Error twice(const char* what) { return Error{joined({"the puzzle gives its ", what, " twice"}), {}}; }

Error disagree(const char* what, const std::string& line, const std::string& option) {
    return Error{joined({"the puzzle says ", what, " ", line, " but the options say ", option}), {}};
}

}  // namespace

std::string trimmed(const std::string& text) { return std::string(trimmedView(text)); }

Result<bool> readLineFields(std::optional<std::string_view> text, PuzzleOptions& options,
                            std::optional<std::string_view>& regions) {
    std::optional<Variant> variant;
    std::optional<BoxShape> box;
    for (std::size_t start = 0, end = 0; text && end != std::string_view::npos; start = end + 1) {
        end = text->find(';', start);
        const std::string_view raw = text->substr(start, end == std::string_view::npos ? end : end - start);
        const std::string_view field = trimmedView(raw);
        // A region map has 16 labels or more: only shorter fields can name a variant or a box shape.
        const std::string name(field.size() <= 7 ? field : std::string_view());
        if (auto named = parseVariant(name)) {
            if (variant) return twice("variant");
            variant = *named;
        } else if (auto shape = parseBoxShape(name)) {
            if (box) return twice("box shape");
            box = *shape;
        } else {
            if (regions) return twice("region map");
            regions = raw;
        }
    }
    if (variant) {
        if (options.variant != Variant::classic && options.variant != *variant) {
            return disagree("variant", variantName(*variant), variantName(options.variant));
        }
        options.variant = *variant;
    }
    if (regions && options.variant == Variant::classic && !variant) options.variant = Variant::jigsaw;
    if (regions && !usesRegionMap(options.variant)) {
        return Error{joined({"a region map is only allowed for jigsaw puzzles, not ", variantName(options.variant)}), {}};
    }
    if (!regions && usesRegionMap(options.variant)) {
        return Error{"a jigsaw puzzle needs its region map after the cells: CELLS;REGIONS", {}};
    }
    if (box) {
        if (usesRegionMap(options.variant)) return Error{"a jigsaw puzzle has regions, not boxes: drop its box shape", {}};
        if (options.box.rows != 0 && (options.box.rows != box->rows || options.box.cols != box->cols)) {
            return disagree("box", boxText(*box), boxText(options.box));
        }
        options.box = *box;
    }
    return true;
}

std::string formatLineFields(const Geometry& geometry) {
    std::string text;
    if (geometry.rules().regionMap) {
        text += ';';
        for (int r : geometry.regions()) text += valueSymbol(r + 1);
        return text;
    }
    if (geometry.variant() != Variant::classic) text = joined({";", variantName(geometry.variant())});
    const BoxShape box = geometry.box();
    if (box.rows != 3 || box.cols != 3) text += ";" + boxText(box);
    return text;
}

}  // namespace sudoku
