// Parsing the DLX and 0/1 matrix text formats, and solving the problem they describe.
#include "cover_problem.h"

#include <algorithm>
#include <unordered_map>

namespace dlx {
namespace {

using sudoku::Error;
using sudoku::Result;

struct Line {
    int number;
    std::string text;
};

// The lines that carry data: without blank lines, `|` comment lines and a trailing '\r'. No string streams: they
// pull iostreams into the WebAssembly module (about 45 KB gzipped).
std::vector<Line> dataLines(const std::string& text) {
    std::vector<Line> lines;
    std::size_t start = 0;
    for (int number = 1; start < text.size(); ++number) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        std::string line = text.substr(start, end - start);
        start = end + 1;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        const auto first = line.find_first_not_of(" \t");
        if (first == std::string::npos || line[first] == '|') continue;
        lines.push_back({number, line});
    }
    return lines;
}

Error lineError(int line, const std::string& message) { return Error{"line " + std::to_string(line) + ": " + message, {}}; }

std::vector<std::string> words(const std::string& line) {
    const char* const space = " \t\r\n\v\f";
    std::vector<std::string> out;
    for (std::size_t start = line.find_first_not_of(space); start != std::string::npos;) {
        const std::size_t end = line.find_first_of(space, start);
        out.push_back(line.substr(start, end - start));
        start = end == std::string::npos ? end : line.find_first_not_of(space, end);
    }
    return out;
}

bool isMatrix(const std::vector<Line>& lines) {
    for (const auto& line : lines) {
        if (line.text.find_first_not_of("01 \t|") != std::string::npos) return false;
    }
    return true;
}

// Every primary item must be in some option, or the problem cannot have a solution: say so at the item line.
Result<CoverProblem> checkCovered(CoverProblem problem, int itemLine) {
    std::vector<bool> used(problem.items.size(), false);
    for (const auto& option : problem.options) {
        for (int item : option) used[item] = true;
    }
    for (int item = 0; item < problem.primaryCount; ++item) {
        if (!used[item]) {
            return lineError(itemLine, "primary item '" + problem.items[item] +
                                           "' is in no option, so the problem has no solution");
        }
    }
    return problem;
}

Result<CoverProblem> parseMatrix(const std::vector<Line>& lines) {
    CoverProblem problem;
    std::string firstRow;
    for (const auto& line : lines) {
        std::string row;
        for (char ch : line.text) {
            if (ch != ' ' && ch != '\t') row += ch;
        }
        if (firstRow.empty()) {
            firstRow = row;
            if (row.find('|') != row.rfind('|')) return lineError(line.number, "more than one '|' in the row");
            const auto bar = row.find('|');
            const int columns = static_cast<int>(row.size()) - (bar == std::string::npos ? 0 : 1);
            problem.primaryCount = bar == std::string::npos ? columns : static_cast<int>(bar);
            for (int column = 1; column <= columns; ++column) problem.items.push_back(std::to_string(column));
        }
        if (row.size() != firstRow.size()) {
            return lineError(line.number, "the row is " + std::to_string(row.size()) + " wide; the first row is " +
                                              std::to_string(firstRow.size()));
        }
        if (row.find('|') != firstRow.find('|')) {
            return lineError(line.number, "'|' is not in the same column as in the first row");
        }
        std::vector<int> option;
        bool primary = false;
        for (std::size_t i = 0, item = 0; i < row.size(); ++i) {
            if (row[i] == '|') continue;
            if (row[i] == '1') {
                option.push_back(static_cast<int>(item));
                primary = primary || static_cast<int>(item) < problem.primaryCount;
            }
            ++item;
        }
        if (option.empty()) return lineError(line.number, "the row has no 1: an option must cover an item");
        if (!primary) return lineError(line.number, "the row covers no primary column, so it could never be chosen");
        problem.options.push_back(option);
        problem.optionLines.push_back(line.number);
    }
    return checkCovered(std::move(problem), lines.front().number);
}

Result<CoverProblem> parseDlx(const std::vector<Line>& lines) {
    CoverProblem problem;
    std::unordered_map<std::string, int> index;
    const auto& header = lines.front();
    bool secondary = false;
    for (const auto& name : words(header.text)) {
        if (name == "|") {
            if (secondary) return lineError(header.number, "more than one '|' among the items");
            secondary = true;
            continue;
        }
        if (name.find_first_of("|:") != std::string::npos) {
            return lineError(header.number, "item name '" + name + "' contains '|' or ':' (DLX2 colors are not supported)");
        }
        if (!index.emplace(name, static_cast<int>(problem.items.size())).second) {
            return lineError(header.number, "item '" + name + "' is named twice");
        }
        problem.items.push_back(name);
        if (!secondary) ++problem.primaryCount;
    }
    for (std::size_t l = 1; l < lines.size(); ++l) {
        std::vector<int> option;
        std::vector<bool> seen(problem.items.size(), false);
        bool primary = false;
        for (const auto& name : words(lines[l].text)) {
            const auto found = index.find(name);
            if (found == index.end()) {
                if (name.find(':') != std::string::npos) {
                    return lineError(lines[l].number, "'" + name + "': DLX2 colors (item:color) are not supported");
                }
                return lineError(lines[l].number, "unknown item '" + name + "' (not on the item line)");
            }
            if (seen[found->second]) return lineError(lines[l].number, "item '" + name + "' appears twice in the option");
            seen[found->second] = true;
            option.push_back(found->second);
            primary = primary || found->second < problem.primaryCount;
        }
        if (!primary) return lineError(lines[l].number, "the option has no primary item, so it could never be chosen");
        problem.options.push_back(option);
        problem.optionLines.push_back(lines[l].number);
    }
    return checkCovered(std::move(problem), header.number);
}

}  // namespace

Result<CoverProblem> parseCoverProblem(const std::string& text) {
    const auto lines = dataLines(text);
    if (lines.empty()) return Error{"the problem is empty: expected a line of item names (or rows of 0s and 1s)", {}};
    return isMatrix(lines) ? parseMatrix(lines) : parseDlx(lines);
}

std::string optionText(const CoverProblem& problem, int option) {
    std::string text;
    for (int item : problem.options.at(option)) {
        if (!text.empty()) text += ' ';
        text += problem.items[item];
    }
    return text;
}

CoverAnswer solveCoverProblem(const CoverProblem& problem, std::uint64_t limit, std::uint64_t nodeBudget,
                              std::size_t keep) {
    ExactCover matrix(problem.primaryCount, static_cast<int>(problem.items.size()) - problem.primaryCount,
                      Engine::dancingLinks);
    for (const auto& option : problem.options) matrix.addOption(option);
    CoverAnswer answer;
    answer.search = matrix.search({limit, nodeBudget, 0}, [&](const std::vector<int>& options) {
        if (answer.solutions.size() < keep) answer.solutions.push_back(options);
        return true;
    });
    return answer;
}

}  // namespace dlx
