// The technique table (names, levels, weights) and the text form of steps.
#include "step.h"

namespace sudoku::logic {

namespace {

// Weights follow Sudoku Explainer's ratings where it has the technique, so scores compare with its ER.
const TechniqueInfo kTechniques[] = {
    {"Full House", Level::easy, 10},
    {"Hidden Single", Level::easy, 12},
    {"Naked Single", Level::easy, 23},
    {"Pointing", Level::medium, 26},
    {"Claiming", Level::medium, 28},
    {"Naked Pair", Level::medium, 30},
    {"X-Wing", Level::hard, 32},
    {"Hidden Pair", Level::medium, 34},
    {"Naked Triple", Level::medium, 36},
    {"Swordfish", Level::hard, 38},
    {"Hidden Triple", Level::medium, 40},
    {"Skyscraper", Level::hard, 40},
    {"2-String Kite", Level::hard, 41},
    {"Turbot Fish", Level::hard, 42},
    {"XY-Wing", Level::hard, 42},
    {"XYZ-Wing", Level::hard, 44},
    {"W-Wing", Level::hard, 44},
    {"Unique Rectangle", Level::hard, 45},
    {"Naked Quad", Level::hard, 50},
    {"Jellyfish", Level::expert, 52},
    {"Hidden Quad", Level::hard, 54},
    {"BUG+1", Level::hard, 56},
    {"Simple Colouring", Level::expert, 60},
    {"X-Chain", Level::expert, 66},
    {"XY-Chain", Level::expert, 66},
    {"AIC", Level::extreme, 70},
    {"Forcing Chain", Level::extreme, 75},
};

std::string candidateText(const Geometry& geometry, const Candidate& c, const char* relation) {
    return cellName(geometry, c.cell) + relation + valueText(c.value);
}

}  // namespace

const TechniqueInfo& techniqueInfo(Technique technique) { return kTechniques[static_cast<int>(technique)]; }

const char* techniqueName(Technique technique) { return techniqueInfo(technique).name; }

const std::vector<Technique>& allTechniques() {
    static const std::vector<Technique> all = [] {
        std::vector<Technique> list;
        for (int i = 0; i <= static_cast<int>(Technique::forcingChain); ++i) list.push_back(static_cast<Technique>(i));
        return list;
    }();
    return all;
}

namespace {

// Equal names once case, spaces, hyphens and underscores are left out ("x wing" = "X-Wing").
bool sameName(const std::string& a, const char* b) {
    auto skip = [](char c) { return c == ' ' || c == '-' || c == '_'; };
    auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    std::size_t i = 0;
    for (;; ++b) {
        while (i < a.size() && skip(a[i])) ++i;
        while (*b != 0 && skip(*b)) ++b;
        if (i == a.size() || *b == 0) return i == a.size() && *b == 0;
        if (lower(a[i++]) != lower(*b)) return false;
    }
}

}  // namespace

Result<Technique> parseTechnique(const std::string& name) {
    for (Technique technique : allTechniques()) {
        if (sameName(name, techniqueName(technique))) return technique;
    }
    std::string names;
    for (Technique technique : allTechniques()) {
        if (!names.empty()) names += ", ";
        names += techniqueName(technique);
    }
    return Error{joined({"unknown technique '", name, "'; expected one of ", names}), {}};
}

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

namespace {

std::string joinWithAnd(const std::vector<std::string>& items) {
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) text += i + 1 == items.size() ? " and " : ", ";
        text += items[i];
    }
    return text;
}

}  // namespace

std::string cellList(const Geometry& geometry, const std::vector<int>& cells) {
    std::vector<std::string> names;
    for (int cell : cells) names.push_back(cellName(geometry, cell));
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
