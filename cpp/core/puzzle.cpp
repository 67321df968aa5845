// Parsing and validating puzzle text: every rejection says what is wrong and where.
#include "puzzle.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <optional>

#include "cold.h"
#include "puzzle_fields.h"

namespace sudoku {

namespace {

constexpr int kBadSymbol = -1;

constexpr int symbolOf(int c) {
    if (c == '.' || c == '0') return 0;
    if (c >= '1' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    return kBadSymbol;
}

// symbolOf for every byte, so reading a cell is one load rather than up to eight compares.
constexpr std::array<std::int8_t, 256> kSymbolValues = [] {
    std::array<std::int8_t, 256> values{};
    for (int c = 0; c < 256; ++c) values[c] = static_cast<std::int8_t>(symbolOf(c));
    return values;
}();

int symbolValue(char c) { return kSymbolValues[static_cast<unsigned char>(c)]; }

// A symbol for a message: as written when it shows, by name for a space or tab, else by its byte.
std::string quoted(char c) {
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x21 && u < 0x7f) return std::string("'") + c + "'";
    if (c == ' ') return "' ' (a space)";
    if (c == '\t') return "a tab";
    return "byte 0x" + hexByte(u);
}

// Bytes in the UTF-8 character that starts at text[i]: 2 to 4 for a well-formed multi-byte character, else 1.
std::size_t characterBytes(const std::string& text, std::size_t i) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const std::size_t n = lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xC2 && lead <= 0xDF ? 2 : 1;
    if (n == 1 || i + n > text.size()) return 1;
    for (std::size_t k = 1; k < n; ++k) {
        if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return 1;
    }
    return n;
}

// The symbol at text[i] quoted for a message: a whole UTF-8 character ('é'), else as quoted() gives it.
std::string quotedAt(const std::string& text, std::size_t i) {
    const std::size_t n = characterBytes(text, i);
    return n == 1 ? quoted(text[i]) : "'" + text.substr(i, n) + "'";
}

std::string rc(int size, int cell) {
    return "r" + std::to_string(cell / size + 1) + "c" + std::to_string(cell % size + 1);
}

bool sizeAllowed(int size, const PuzzleOptions& options) {
    if (size < kMinSize || size > kMaxSize) return false;
    if (usesRegionMap(options.variant)) return true;
    if (options.box.rows != 0) return options.box.rows * options.box.cols == size;
    return defaultBoxShape(size).rows != 0;
}

std::string allowedLengths(const PuzzleOptions& options) {
    std::string list;
    std::vector<int> sizes;
    for (int n = kMinSize; n <= kMaxSize; ++n) {
        if (sizeAllowed(n, options)) sizes.push_back(n);
    }
    for (std::size_t i = 0; i < sizes.size(); ++i) {
        const int n = sizes[i];
        if (i > 0) list += i + 1 == sizes.size() ? " or " : ", ";
        list += std::to_string(n * n) + " (" + std::to_string(n) + "x" + std::to_string(n) + ")";
    }
    if (list.empty()) return "none: no size fits this box shape";
    // The box shape chose the size: say so, or "81 cells; expected 256 (16x16)" reads as if 9x9 were unknown.
    const bool byBox = options.box.rows != 0 && !usesRegionMap(options.variant);
    return byBox ? list + " for boxes of " + std::to_string(options.box.rows) + "x" + std::to_string(options.box.cols) : list;
}

// A line's length for a message: a few cells off one allowed size (a symbol missed or typed twice, at most a third
// of a row) names that size, "80 cells, 1 too few for a 9x9 (81 cells)", where the list of every size left the
// player to count; any other length lists the allowed ones.
std::string lengthProblem(int length, const PuzzleOptions& options) {
    const std::string has = "the puzzle has " + std::to_string(length) + " cells";
    for (int n = kMinSize; n <= kMaxSize; ++n) {
        const int off = length - n * n;
        if (!sizeAllowed(n, options) || off == 0 || std::abs(off) > n / 3) continue;
        const std::string shape = std::to_string(n) + "x" + std::to_string(n);
        return has + ", " + std::to_string(std::abs(off)) + (off < 0 ? " too few" : " too many") + " for a " + shape +
               " (" + std::to_string(n * n) + " cells)";
    }
    return has + "; expected " + allowedLengths(options);
}

// Cells as symbols read from one line or from a pasted grid; values not yet checked against the size.
struct RawCells {
    std::vector<int> values;
    std::string line;                  // a one-line puzzle as written: its symbols, for messages
    std::vector<std::string> symbols;  // a pasted grid's cells as written (quoted), for messages
};

// A cell as written, quoted, for a message.
std::string writtenAt(const RawCells& raw, int cell) {
    return raw.symbols.empty() ? quoted(raw.line[cell]) : raw.symbols[cell];
}

// The first bad symbol of a one-line puzzle, at byte `at`: positions count characters, so a line whose
// non-ASCII symbol takes several bytes still names the cell.
Error badSymbolInLine(const std::string& line, std::size_t at, const PuzzleOptions& options) {
    int position = 0, characters = 0;
    for (std::size_t j = 0; j < line.size(); j += characterBytes(line, j)) {
        if (j < at) ++position;
        ++characters;
    }
    int size = 0;
    while (size * size < characters) ++size;
    const bool square = size * size == characters && sizeAllowed(size, options);
    return Error{joined({"bad symbol ", quotedAt(line, at), " at position ", std::to_string(position + 1),
                         square ? " (" + rc(size, position) + ")" : "",
                         "; use 1-9 and A-Z for values, '.' or '0' for blanks"}),
                 square ? std::vector<int>{position} : std::vector<int>{}};
}

Result<RawCells> readLine(const std::string& line, const PuzzleOptions& options) {
    RawCells raw;
    const int length = static_cast<int>(line.size());
    int size = 0;
    while (size * size < length) ++size;
    const bool square = size * size == length && sizeAllowed(size, options);
    if (square) raw.values.reserve(length);
    for (int i = 0; i < length; ++i) {
        const int v = symbolValue(line[i]);
        if (v == kBadSymbol) return badSymbolInLine(line, i, options);
        if (square) raw.values.push_back(v);  // otherwise only scanned for a bad symbol
    }
    if (!square) {
        return Error{lengthProblem(length, options), {}};
    }
    raw.line = line;
    return raw;
}

// A row of a pasted grid as tokens: box separators and white space split it.
std::vector<std::string> rowTokens(const std::string& line) {
    std::vector<std::string> tokens;
    std::string token;
    for (std::size_t i = 0; i <= line.size(); ++i) {
        const char c = i < line.size() ? line[i] : ' ';
        if (c == '|' || c == '+' || c == '-' || c == ' ' || c == '\r' || c == '\t') {
            if (!token.empty()) tokens.push_back(std::move(token));
            token.clear();
        } else {
            token += c;
        }
    }
    return tokens;
}

// A row written as numbers ("10 . 3 ..."): every token a number or '.', and some number of two digits.
bool numericRow(const std::vector<std::string>& tokens) {
    return std::any_of(tokens.begin(), tokens.end(), [](const std::string& t) { return t.size() > 1; }) &&
           std::all_of(tokens.begin(), tokens.end(), [](const std::string& t) {
               return t == "." || std::all_of(t.begin(), t.end(), ::isdigit);
           });
}

// How many cells a pasted row's tokens hold: numbers, or one cell per symbol.
int tokenCells(const std::vector<std::string>& tokens) {
    if (numericRow(tokens)) return static_cast<int>(tokens.size());
    std::size_t cells = 0;
    for (const auto& token : tokens) cells += token.size();
    return static_cast<int>(std::min<std::size_t>(cells, 1u << 30));
}

// Row r of a pasted grid of rows.size() rows holds `cells`. When every row is as wide as it, a row is missing or
// extra, not a cell ("row 1 has 9 cells; expected 8" told a play-tester whose 9x9 had lost a row that its first
// row was wrong).
COLD Error rowLengthError(const std::vector<std::vector<std::string>>& rows, int r, int cells, const PuzzleOptions& options) {
    const int size = static_cast<int>(rows.size()), width = tokenCells(rows[r]);
    bool sameWidth = sizeAllowed(width, options);
    for (const auto& row : rows) sameWidth = sameWidth && tokenCells(row) == width;
    if (sameWidth) {
        return Error{"the pasted grid has " + std::to_string(size) + " rows; its rows have " + std::to_string(width) +
                         " cells each, so " + std::to_string(width) + " rows were expected", {}};
    }
    return Error{"row " + std::to_string(r + 1) + " of the pasted grid has " + std::to_string(cells) + " cells; expected " +
                     std::to_string(size), {}};
}

// A pasted grid: one row per line that has any cell in it; separators and spaces ignored.
Result<RawCells> readPastedGrid(const std::string& text, const PuzzleOptions& options) {
    std::vector<std::vector<std::string>> rows;
    int rowCount = 0;  // rows beyond the largest grid are only counted, so a huge paste costs no memory per row
    for (std::size_t start = 0; start <= text.size();) {
        auto end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        auto tokens = rowTokens(text.substr(start, end - start));
        if (!tokens.empty() && ++rowCount <= kMaxSize) rows.push_back(std::move(tokens));
        start = end + 1;
    }
    const int size = rowCount;
    if (!sizeAllowed(size, options)) {
        return Error{"the pasted grid has " + std::to_string(size) + " rows; expected " + allowedLengths(options) +
                         " cells, as that many rows of that many cells", {}};
    }
    RawCells raw;
    for (int r = 0; r < size; ++r) {
        const auto& tokens = rows[r];
        const bool numeric = static_cast<int>(tokens.size()) == size && numericRow(tokens);
        std::vector<int> values;
        std::vector<std::string> symbols;
        for (const auto& token : tokens) {
            if (numeric) {
                // Any number of more than two digits is out of range; the range check names it.
                values.push_back(token == "." ? 0 : token.size() > 2 ? kMaxSize + 1 : std::stoi(token));
                symbols.push_back("'" + token + "'");
                continue;
            }
            for (std::size_t k = 0; k < token.size(); ++k) {
                const char c = token[k];
                const int v = symbolValue(c);
                const int cell = r * size + static_cast<int>(values.size());
                if (v == kBadSymbol) {
                    // A row longer than the grid has symbols beyond its last cell: name the row, mark no cell.
                    const bool inRow = static_cast<int>(values.size()) < size;
                    const std::string where = inRow ? rc(size, cell) : "row " + std::to_string(r + 1) + " after its last cell";
                    return Error{"bad symbol " + quotedAt(token, k) + " at " + where +
                                     "; use 1-9 and A-Z for values, '.' or '0' for blanks",
                                 inRow ? std::vector<int>{cell} : std::vector<int>{}};
                }
                values.push_back(v);
                symbols.push_back(quoted(c));
            }
        }
        if (static_cast<int>(values.size()) != size) return rowLengthError(rows, r, static_cast<int>(values.size()), options);
        raw.values.insert(raw.values.end(), values.begin(), values.end());
        raw.symbols.insert(raw.symbols.end(), symbols.begin(), symbols.end());
    }
    return raw;
}

// Labels to region indices in order of first appearance; the geometry checks sizes and connectivity.
Result<std::vector<int>> readRegionMap(const std::string& text, int size) {
    std::string labels;
    for (char c : text) {
        if (!std::isspace(static_cast<unsigned char>(c))) labels += c;
    }
    if (static_cast<int>(labels.size()) != size * size) {
        return Error{"invalid region map: it has " + std::to_string(labels.size()) + " labels; expected " +
                         std::to_string(size * size) + ", one per cell", {}};
    }
    std::map<char, int> index;
    std::vector<int> regions;
    for (char c : labels) {
        const auto found = index.emplace(c, static_cast<int>(index.size()));
        regions.push_back(found.first->second);
    }
    if (static_cast<int>(index.size()) != size) {
        return Error{"invalid region map: it has " + std::to_string(index.size()) + " different labels; expected " +
                         std::to_string(size) + ", one per region", {}};
    }
    return regions;
}

// True when two givens share a value and a house: a bit per value and house, set from the givens alone (most
// cells of a puzzle are blank, so this is a few times cheaper than walking every house's cells).
bool givensClash(const Geometry& geometry, const std::vector<int>& cells) {
    constexpr std::size_t kInline = 128;  // houses without allocating (a classic 25x25 has 75); more allocate
    const std::size_t houses = geometry.houses().size();
    std::array<std::uint32_t, kInline> inlineSeen;  // only the geometry's houses are cleared: 27 of 128 for a 9x9
    std::vector<std::uint32_t> more(houses > kInline ? houses : 0);
    std::uint32_t* seen = more.empty() ? inlineSeen.data() : more.data();
    std::fill_n(seen, houses, 0u);
    for (std::size_t cell = 0; cell < cells.size(); ++cell) {
        const std::uint32_t bit = cells[cell] == 0 ? 0 : 1u << cells[cell];
        if (bit == 0) continue;
        for (int h : geometry.housesOf(static_cast<int>(cell))) {
            if (seen[h] & bit) return true;
            seen[h] |= bit;
        }
    }
    return false;
}

}  // namespace

Result<bool> checkGivens(const Geometry& geometry, const std::vector<int>& cells) {
    if (!givensClash(geometry, cells)) return true;
    // Which two clash, named as the first house in order finds them.
    for (const House& house : geometry.houses()) {
        std::uint32_t seen = 0;  // bit v: value v is in the house (values go up to 25)
        for (int cell : house.cells) {
            const int v = cells[cell];
            if (v == 0) continue;
            if (seen & (1u << v)) {
                const int first = *std::find_if(house.cells.begin(), house.cells.end(), [&](int c) { return cells[c] == v; });
                return Error{"conflicting givens: " + cellName(geometry, first) + " and " + cellName(geometry, cell) +
                                 " are both " + valueSymbol(v) + " in " + houseName(house), {first, cell}};
            }
            seen |= 1u << v;
        }
    }
    return true;
}

Result<Geometry> shapedGeometry(int size, const PuzzleOptions& options, std::vector<int> regions, const Geometry* reuse) {
    const bool mapped = usesRegionMap(options.variant);
    const BoxShape box = options.box.rows == 0 && !mapped ? defaultBoxShape(size) : options.box;
    const bool same = reuse && !reuse->hasConstraints() && reuse->size() == size && reuse->variant() == options.variant &&
                      (mapped ? reuse->regions() == regions : reuse->box().rows == box.rows && reuse->box().cols == box.cols);
    if (same) return *reuse;
    return Geometry::make(size, options.variant, box, std::move(regions));
}

namespace {

// True when a plain grid of `cells` cells and `options` (no fields) has `shape`'s shape, which has no constraints
// and no region map.
bool plainShape(int cells, const PuzzleOptions& options, const Geometry& shape) {
    if (shape.hasConstraints() || cells != shape.cellCount() || usesRegionMap(options.variant)) return false;
    const BoxShape box = options.box.rows == 0 ? defaultBoxShape(shape.size()) : options.box;
    return shape.variant() == options.variant && shape.box().rows == box.rows && shape.box().cols == box.cols;
}

// A plain line of `reuse`'s shape as a puzzle of its own (see readPlainLine).
std::optional<Puzzle> plainLine(const std::string& text, const PuzzleOptions& options, const Geometry* reuse) {
    std::vector<int> cells;
    if (!reuse || !readPlainLine(text, options, *reuse, cells)) return std::nullopt;
    return Puzzle{*reuse, std::move(cells)};
}

}  // namespace

// Read straight into the cells, with no trimmed copies, fields or raw cells (in the module 170,189 -> 159,896
// instructions per 17-clue solve call by text). Anything else, even a line this would only reject, takes the general
// path, so answers and messages are the same.
bool readPlainLine(std::string_view text, const PuzzleOptions& options, const Geometry& shape, std::vector<int>& cells) {
    if (!plainShape(static_cast<int>(text.size()), options, shape)) return false;
    const int size = shape.size();
    cells.resize(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const int v = symbolValue(text[i]);
        if (v < 0 || v > size) return false;
        cells[i] = v;
    }
    return true;
}

bool readPlainValues(const int* values, int length, const PuzzleOptions& options, const Geometry& shape,
                     std::vector<int>& cells) {
    if (!plainShape(length, options, shape)) return false;
    cells.assign(values, values + length);
    return std::all_of(cells.begin(), cells.end(), [&](int v) { return v >= 0 && v <= shape.size(); });
}

Result<Puzzle> parseUncheckedPuzzle(const std::string& text, const PuzzleOptions& options, const Geometry* reuse) {
    if (auto plain = plainLine(text, options, reuse)) return std::move(*plain);
    const std::string whole = trimmed(text);
    if (whole.empty()) return Error{"the puzzle is empty; expected " + allowedLengths(options) + " cells", {}};
    const auto semicolon = whole.find(';');
    const std::string cellText = trimmed(whole.substr(0, semicolon));
    // The fields (after ';') may name the variant and box shape; a jigsaw's give its region map.
    PuzzleOptions effective = options;
    std::optional<std::string_view> regionText;
    std::vector<std::string> constraintFields;
    const auto fields = semicolon == std::string::npos ? std::nullopt
                                                       : std::optional(std::string_view(whole).substr(semicolon + 1));
    if (auto read = readLineFields(fields, effective, regionText, constraintFields); !read) return read.error();

    auto raw = cellText.find('\n') == std::string::npos ? readLine(cellText, effective) : readPastedGrid(cellText, effective);
    if (!raw) return raw.error();
    int size = 0;
    while (size * size < static_cast<int>(raw->values.size())) ++size;

    std::vector<int> regions;
    if (regionText) {
        auto map = readRegionMap(std::string(*regionText), size);
        if (!map) return map.error();
        regions = std::move(map.value());
    }
    auto geometry = shapedGeometry(size, effective, std::move(regions), reuse);
    if (!geometry) return geometry.error();
    if (!constraintFields.empty()) {
        Constraints constraints;
        for (const auto& field : constraintFields) {
            if (auto read = readConstraintField(field, size, constraints); !read) return read.error();
        }
        geometry = geometry->withConstraints(std::move(constraints));
        if (!geometry) return geometry.error();
    }

    for (int cell = 0; cell < size * size; ++cell) {
        const int v = raw->values[cell];
        if (v > size) {
            return Error{"value " + writtenAt(*raw, cell) + " at " + rc(size, cell) + " is out of range for " +
                             std::to_string(size) + "x" + std::to_string(size) + " (1-" + valueSymbol(size) + ")", {cell}};
        }
    }
    return Puzzle{std::move(geometry.value()), std::move(raw.value().values)};
}

Result<Puzzle> parsePuzzle(const std::string& text, const PuzzleOptions& options, const Geometry* reuse) {
    auto puzzle = parseUncheckedPuzzle(text, options, reuse);
    if (!puzzle) return puzzle;
    if (auto ok = checkGivens(puzzle->geometry, puzzle->cells); !ok) return ok.error();
    return puzzle;
}

std::string hexByte(unsigned char byte) {
    static const char kHex[] = "0123456789abcdef";
    return {kHex[byte >> 4], kHex[byte & 15]};
}

std::string formatGrid(const std::vector<int>& cells) {
    std::string text;
    text.reserve(cells.size());
    for (int v : cells) text += valueSymbol(v);
    return text;
}

std::string formatPuzzle(const Puzzle& puzzle) {
    return formatGrid(puzzle.cells) + formatLineFields(puzzle.geometry);
}

int pastedRowCells(const std::string& line) { return tokenCells(rowTokens(line)); }

// One find() per character: libstdc++'s find_first_of calls memchr once per character of the line, which made it
// 7% of `sudoku count`'s instructions on 17-clue lines.
std::size_t firstOf(const std::string& line, std::string_view chars, std::size_t begin) {
    std::size_t first = std::string::npos;
    for (char c : chars) first = std::min(first, line.find(c, begin));
    return first;
}

std::string firstToken(const std::string& line) {
    const auto begin = line.find_first_not_of(" \t\r");
    if (begin == std::string::npos) return "";
    const auto end = firstOf(line, ":, \t\r", begin);
    return line.substr(begin, end == std::string::npos ? std::string::npos : end - begin);
}

}  // namespace sudoku
