// Reading, checking and writing the fields after a puzzle line's cells (see puzzle_fields.h).
#include "puzzle_fields.h"

#include <cctype>

namespace sudoku {

namespace {

std::string trimmed(const std::string& s) {
    const auto begin = s.find_first_not_of(" \t\r\n");
    if (begin == std::string::npos) return "";
    return s.substr(begin, s.find_last_not_of(" \t\r\n") - begin + 1);
}

std::string boxText(BoxShape box) { return std::to_string(box.rows) + "x" + std::to_string(box.cols); }

// A box shape field: one or two digits, 'x', one or two digits (a region map has at least 16 labels).
bool isBoxField(const std::string& field) {
    return field.size() <= 5 && field.find_first_of("xX") != std::string::npos && parseBoxShape(field).ok();
}

Error twice(const std::string& what, const std::string& first, const std::string& second) {
    return Error{"the puzzle gives its " + what + " twice ('" + first + "' and '" + second + "')", {}};
}

}  // namespace

Result<LineFields> readLineFields(const std::string& text) {
    LineFields fields;
    std::size_t start = 0;
    while (true) {
        const auto end = text.find(';', start);
        const std::string raw = text.substr(start, end == std::string::npos ? std::string::npos : end - start);
        const std::string field = trimmed(raw);
        if (auto variant = parseVariant(field); variant.ok()) {
            if (fields.variant) return twice("variant", variantName(*fields.variant), field);
            fields.variant = *variant;
        } else if (isBoxField(field)) {
            if (fields.box) return twice("box shape", boxText(*fields.box), field);
            fields.box = *parseBoxShape(field);
        } else {
            if (fields.regions) return twice("region map", trimmed(*fields.regions).substr(0, 12), field.substr(0, 12));
            fields.regions = raw;
        }
        if (end == std::string::npos) return fields;
        start = end + 1;
    }
}

Result<PuzzleOptions> combineOptions(const LineFields& fields, const PuzzleOptions& options) {
    PuzzleOptions combined = options;
    if (fields.variant) {
        if (options.variant != Variant::classic && options.variant != *fields.variant) {
            return Error{std::string("the puzzle says variant ") + variantName(*fields.variant) + " but the options say " +
                             variantName(options.variant), {}};
        }
        combined.variant = *fields.variant;
    }
    if (fields.regions && combined.variant == Variant::classic && !fields.variant) combined.variant = Variant::jigsaw;
    if (fields.regions && combined.variant != Variant::jigsaw) {
        return Error{std::string("a region map is only allowed for jigsaw puzzles, not ") + variantName(combined.variant), {}};
    }
    if (!fields.regions && combined.variant == Variant::jigsaw) {
        return Error{"a jigsaw puzzle needs its region map after the cells: CELLS;REGIONS", {}};
    }
    if (fields.box) {
        if (combined.variant == Variant::jigsaw) {
            return Error{"a jigsaw puzzle has regions, not boxes: drop the box shape " + boxText(*fields.box), {}};
        }
        if (options.box.rows != 0 && (options.box.rows != fields.box->rows || options.box.cols != fields.box->cols)) {
            return Error{"the puzzle says box " + boxText(*fields.box) + " but the options say " + boxText(options.box), {}};
        }
        combined.box = *fields.box;
    }
    return combined;
}

std::string formatLineFields(const Geometry& geometry) {
    std::string text;
    if (geometry.variant() == Variant::jigsaw) {
        text += ';';
        for (int r : geometry.regions()) text += valueSymbol(r + 1);
        return text;
    }
    if (geometry.variant() != Variant::classic) text += std::string(";") + variantName(geometry.variant());
    const BoxShape box = geometry.box();
    if (box.rows != 3 || box.cols != 3) text += ";" + boxText(box);
    return text;
}

}  // namespace sudoku
