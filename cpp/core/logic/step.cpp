// The text form of steps and the helpers finders share to build them.
#include "step.h"

namespace sudoku::logic {

namespace {

std::string candidateText(const Geometry& geometry, const Candidate& c, const char* relation) {
    return cellName(geometry, c.cell) + relation + valueText(c.value);
}

// The items with commas between them and `last` before the last one.
std::string joinList(const std::vector<std::string>& items, const char* last) {
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) text += i + 1 == items.size() ? last : ", ";
        text += items[i];
    }
    return text;
}

}  // namespace

std::string stepLine(const Geometry& geometry, const Step& step) {
    std::string line = techniqueName(step.technique);
    line += ':';
    for (const Candidate& c : step.placements) line += ' ' + candidateText(geometry, c, "=");
    for (const Candidate& c : step.eliminations) line += ' ' + candidateText(geometry, c, "<>");
    return line;
}

void applyStep(Board& board, const Step& step) {
    for (const Candidate& c : step.placements) board.place(c.cell, c.value);
    for (const Candidate& c : step.eliminations) board.eliminate(c.cell, c.value);
}

std::string valueText(int value) { return std::string(1, valueSymbol(value)); }

std::string fill(const char* pattern, std::initializer_list<std::string> parts) {
    std::string text;
    auto part = parts.begin();
    for (; *pattern != 0; ++pattern) {
        if (*pattern == '%' && part != parts.end()) {
            text += *part++;
        } else {
            text += *pattern;
        }
    }
    return text;
}

std::string joinWithAnd(const std::vector<std::string>& items) { return joinList(items, " and "); }

std::string joinWithOr(const std::vector<std::string>& items) { return joinList(items, " or "); }

std::string cellList(const Geometry& geometry, const std::vector<int>& cells) {
    std::vector<std::string> names;
    for (int cell : cells) names.push_back(cellName(geometry, cell));
    return joinWithAnd(names);
}

// A single-value pattern's sentence says "the cells that see both" and then names them (one elimination per cell): a
// play-tester read a Skyscraper hint to its end without learning where the 8 went.
std::string eliminatedCells(const Geometry& geometry, const Step& step) {
    std::vector<int> cells;
    for (const auto& elimination : step.eliminations) cells.push_back(elimination.cell);
    return cellList(geometry, cells);
}

std::string houseList(const Board& board, const std::vector<int>& houses) {
    const auto& all = board.houses();
    // Three or more houses of one kind in a run read as one ("rows 1 to 7"): a rule of 45 named seven rows one by
    // one. (The diagonals, one of each kind, make no run.)
    bool run = houses.size() >= 3;
    for (std::size_t i = 1; run && i < houses.size(); ++i) {
        const House &here = all[houses[i]], &before = all[houses[i - 1]];
        run = here.kind == before.kind && here.index == before.index + 1;
    }
    if (run) {
        const std::string first = houseName(all[houses.front()]), kind = first.substr(0, first.find(' '));
        return kind + (kind == "box" ? "es" : "s") + first.substr(kind.size()) + " to " +
               std::to_string(all[houses.back()].index + 1);
    }
    std::vector<std::string> names;
    for (int house : houses) names.push_back(houseName(all[house]));
    return joinWithAnd(names);
}

std::string valueList(Mask values) {
    std::vector<std::string> names;
    for (int v = 1; values >> (v - 1); ++v) {
        if (values & bitOf(v)) names.push_back(valueText(v));
    }
    return joinWithAnd(names);
}

Step makeStep(const Board& board, Technique technique, int focusHouse) {
    Step step;
    step.technique = technique;
    step.weight = techniqueInfo(technique).weight;
    step.nudge = std::string(techniqueName(technique)) + '.';
    if (focusHouse >= 0) {
        step.nudge += " Look at " + houseName(board.houses()[focusHouse]) + '.';
        step.houses.push_back(focusHouse);
    }
    return step;
}

bool addEliminations(const Board& board, Step& step, const CellSet& targets, int value) {
    bool added = false;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (targets[cell] && board.has(cell, value)) {
            step.eliminations.push_back({cell, value});
            added = true;
        }
    }
    return added;
}

}  // namespace sudoku::logic
