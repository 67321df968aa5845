// Sue de Coq: in a box-line intersection, two or three cells C hold values V, at least two more than cells. Cells L
// from the rest of the line and B from the rest of the box, sharing no value, so that C, L and B hold as many values
// as they are cells: then each value sits once among them (a value of L's only in the line, of B's only in the box,
// the rest only in C). The line's other cells lose every value but B's, the box's every value but L's.
#include "cold.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

struct Part {
    std::vector<int> cells;
    Mask values;
    int gain;  // cells less the values outside V: what the part takes off V's surplus
};

// Subsets of up to three of `rest` holding a value of V and adding fewer values beyond V than they have cells.
std::vector<Part> partsOf(const Board& board, const std::vector<int>& cells, Mask v) {
    std::vector<int> rest;  // cells that may be in a part: a value of V, at most two beyond it; twelve at most
    for (int cell : cells) {
        const Mask values = board.candidates(cell);
        if ((values & v) != 0 && countOf(values & ~v) <= 2 && rest.size() < 12) rest.push_back(cell);
    }
    std::vector<Part> parts;
    const int n = static_cast<int>(rest.size());
    for (Mask chosen = 1; chosen < (Mask{1} << n); ++chosen) {
        if (countOf(chosen) > 3) continue;
        Part part{{}, 0, 0};
        for (int i = 0; i < n; ++i) {
            if (chosen & (Mask{1} << i)) {
                part.cells.push_back(rest[i]);
                part.values |= board.candidates(rest[i]);
            }
        }
        part.gain = countOf(chosen) - countOf(part.values & ~v);
        if (part.gain >= 1 && (part.values & v) != 0) parts.push_back(part);
    }
    return parts;
}

struct Intersection {
    int box, line;
    std::vector<int> core, lineRest, boxRest;  // unsolved cells: C, the rest of the line, the rest of the box
};

COLD void describe(const Board& board, const Intersection& at, Mask v, const Part& l, const Part& b, Step& step) {
    const Geometry& g = board.geometry();
    const std::string line = houseName(board.houses()[at.line]), box = houseName(board.houses()[at.box]);
    step.houses = {at.box, at.line};
    step.cells = at.core;
    step.cells.insert(step.cells.end(), l.cells.begin(), l.cells.end());
    step.cells.insert(step.cells.end(), b.cells.begin(), b.cells.end());
    step.explanation = cellList(g, at.core) + ", in " + line + " and " + box + ", hold " + valueList(v) + "; " +
                       cellList(g, l.cells) + " in " + line + " hold " + valueList(l.values) + ", " +
                       cellList(g, b.cells) + " in " + box + " hold " + valueList(b.values) +
                       ". These cells hold as many values as they are cells, so each value sits once among them: " +
                       valueList(l.values) + " in " + line + ", " + valueList(b.values) + " in " + box +
                       ". The other cells of " + line + " lose all but " + valueList(b.values) + ", those of " + box +
                       " all but " + valueList(l.values) + ".";
}

bool pairStep(const Board& board, const Intersection& at, Mask v, const Part& l, const Part& b, Step& step) {
    const Mask all = v | l.values | b.values;
    const Layout& layout = board.layout();
    const auto member = [](const std::vector<int>& cells, int cell) {
        for (int c : cells) {
            if (c == cell) return true;
        }
        return false;
    };
    Step found;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.value(cell) != 0 || member(at.core, cell)) continue;
        Mask lose = 0;
        if (layout.houseSets[at.line][cell] && !member(l.cells, cell)) lose |= all & ~b.values;
        if (layout.houseSets[at.box][cell] && !member(b.cells, cell)) lose |= all & ~l.values;
        for (Mask m = lose & board.candidates(cell); m != 0; m &= m - 1) found.eliminations.push_back({cell, lowestOf(m)});
    }
    if (found.eliminations.empty()) return false;
    step = makeStep(board, Technique::sueDeCoq, at.box);
    step.eliminations = std::move(found.eliminations);
    describe(board, at, v, l, b, step);
    return true;
}

bool coreStep(const Board& board, const Intersection& at, Step& step) {
    Mask v = 0;
    for (int cell : at.core) v |= board.candidates(cell);
    const int surplus = countOf(v) - static_cast<int>(at.core.size());
    if (surplus < 2) return false;
    const std::vector<Part> lines = partsOf(board, at.lineRest, v), boxes = partsOf(board, at.boxRest, v);
    for (const Part& l : lines) {
        for (const Part& b : boxes) {
            if ((l.values & b.values) == 0 && l.gain + b.gain == surplus && pairStep(board, at, v, l, b, step)) return true;
        }
    }
    return false;
}

bool intersectionStep(const Board& board, int box, int line, Step& step) {
    const Layout& layout = board.layout();
    Intersection at{box, line, {}, {}, {}};
    std::vector<int> inside;
    for (int cell : board.houses()[box].cells) {
        if (board.value(cell) != 0) continue;
        (layout.houseSets[line][cell] ? inside : at.boxRest).push_back(cell);
    }
    if (inside.size() < 2) return false;
    for (int cell : board.houses()[line].cells) {
        if (board.value(cell) == 0 && !layout.houseSets[box][cell]) at.lineRest.push_back(cell);
    }
    const int n = static_cast<int>(inside.size());
    for (Mask chosen = 1; chosen < (Mask{1} << n); ++chosen) {
        if (countOf(chosen) < 2 || countOf(chosen) > 3) continue;
        at.core.clear();
        for (int i = 0; i < n; ++i) {
            if (chosen & (Mask{1} << i)) at.core.push_back(inside[i]);
        }
        if (coreStep(board, at, step)) return true;
    }
    return false;
}

bool isLine(HouseKind kind) { return kind == HouseKind::row || kind == HouseKind::column; }

}  // namespace

bool findSueDeCoq(const Board& board, Step& step) {
    const auto& houses = board.houses();
    const int count = static_cast<int>(houses.size());
    for (int box = 0; box < count; ++box) {
        if (houses[box].kind != HouseKind::box && houses[box].kind != HouseKind::region) continue;
        for (int line = 0; line < count; ++line) {
            if (!isLine(houses[line].kind) || (board.layout().houseSets[box] & board.layout().houseSets[line]).count() < 2) continue;
            if (intersectionStep(board, box, line, step)) return true;
        }
    }
    return false;
}

}  // namespace sudoku::logic
