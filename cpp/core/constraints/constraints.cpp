// The tables of constraint kinds and the line format of each constraint (README, "Puzzle text format"):
//   cage=SUM/CELLS   thermo=CELLS   arrow=CELLS   anti-knight   anti-king   non-consecutive
// where CELLS is the cells written one after another with no separator, "r1c1r1c2r2c1" (a thermometer's bulb
// first, an arrow's circle first). No spaces, ':' or ',', so a puzzle line stays one token for the CLI.
#include <algorithm>

#include "constraint_files.h"

namespace sudoku {

const std::vector<GroupRules>& allGroupRules() {
    static const std::vector<GroupRules> table{kCageRules, kThermoRules, kArrowRules};
    return table;
}

const std::vector<PairRules>& allPairRules() {
    static const std::vector<PairRules> table{kAntiKnightRules, kAntiKingRules, kNonConsecutiveRules};
    return table;
}

const GroupRules& groupRules(GroupKind kind) { return allGroupRules().at(static_cast<std::size_t>(kind)); }
const PairRules& pairRules(PairRule rule) { return allPairRules().at(static_cast<std::size_t>(rule)); }

bool Constraints::has(PairRule rule) const { return std::find(pairs.begin(), pairs.end(), rule) != pairs.end(); }

namespace {

std::string cellText(int cell, int size) {
    return "r" + std::to_string(cell / size + 1) + "c" + std::to_string(cell % size + 1);
}

// A number of one or two digits at text[at], advancing `at`; 0 when there is none.
int readNumber(const std::string& text, std::size_t& at) {
    int value = 0, digits = 0;
    while (at < text.size() && text[at] >= '0' && text[at] <= '9' && digits < 3) {
        value = value * 10 + (text[at++] - '0');
        ++digits;
    }
    return digits == 0 || digits > 2 ? 0 : value;
}

Result<std::vector<int>> readCells(const std::string& field, const std::string& text, int size) {
    std::vector<int> cells;
    for (std::size_t at = 0; at < text.size();) {
        const std::size_t start = at;
        int row = 0, col = 0;
        if (text[at] == 'r' || text[at] == 'R') row = readNumber(text, ++at);
        if (row != 0 && at < text.size() && (text[at] == 'c' || text[at] == 'C')) col = readNumber(text, ++at);
        if (row == 0 || col == 0) {
            return Error{"bad cell '" + text.substr(start, std::min<std::size_t>(6, text.size() - start)) + "' in '" +
                             field + "'; expected cells written as r3c5 one after another", {}};
        }
        if (row > size || col > size) {
            return Error{"cell r" + std::to_string(row) + "c" + std::to_string(col) + " in '" + field +
                             "' is outside the " + std::to_string(size) + "x" + std::to_string(size) + " grid", {}};
        }
        cells.push_back((row - 1) * size + col - 1);
    }
    return cells;
}

Result<bool> readGroup(const GroupRules& rules, const std::string& field, const std::string& body, int size,
                       Constraints& into) {
    Group group{rules.kind, 0, {}};
    std::string cellsText = body;
    if (rules.needsSum) {
        // Up to three digits: a 25x25 cage of 25 cells sums to 325.
        std::size_t at = 0;
        while (at < body.size() && at < 3 && body[at] >= '0' && body[at] <= '9') group.sum = group.sum * 10 + (body[at++] - '0');
        if (group.sum == 0 || at >= body.size() || body[at] != '/') {
            return Error{"'" + field + "' needs its sum and cells: " + rules.name + "=SUM/CELLS, such as " + rules.name +
                             "=15/r1c1r1c2r2c1", {}};
        }
        cellsText = body.substr(at + 1);
    }
    auto cells = readCells(field, cellsText, size);
    if (!cells) return cells.error();
    group.cells = std::move(cells.value());
    into.groups.push_back(std::move(group));
    return true;
}

}  // namespace

std::string formatConstraint(const Group& group, int size) {
    const GroupRules& rules = groupRules(group.kind);
    std::string text = std::string(rules.name) + "=";
    if (rules.needsSum) text += std::to_string(group.sum) + "/";
    for (int cell : group.cells) text += cellText(cell, size);
    return text;
}

bool isConstraintField(const std::string& field) {
    for (const PairRules& rules : allPairRules()) {
        if (field == rules.name) return true;
    }
    for (const GroupRules& rules : allGroupRules()) {
        const std::string key = std::string(rules.name) + "=";
        if (field.compare(0, key.size(), key) == 0) return true;
    }
    return false;
}

Result<bool> readConstraintField(const std::string& field, int size, Constraints& into) {
    for (const PairRules& rules : allPairRules()) {
        if (field != rules.name) continue;
        if (into.has(rules.rule)) return Error{"the puzzle gives '" + field + "' twice", {}};
        into.pairs.push_back(rules.rule);
        std::sort(into.pairs.begin(), into.pairs.end());
        return true;
    }
    for (const GroupRules& rules : allGroupRules()) {
        const std::string key = std::string(rules.name) + "=";
        if (field.compare(0, key.size(), key) == 0) return readGroup(rules, field, field.substr(key.size()), size, into);
    }
    return false;
}

}  // namespace sudoku
