// Sue de Coq: in a box-line intersection, two or three cells C hold values V, at least two more than cells. Cells L
// from the rest of the line and B from the rest of the box, sharing no value, so that C, L and B hold as many values
// as they are cells: then each value sits once among them (a value of L's only in the line, of B's only in the box,
// the rest only in C). The line's other cells lose every value but B's, the box's every value but L's.
#include "cold.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

struct Part {
    Mask cells;   // bits into its candidate list (Parts::cells)
    Mask values;
    int gain;  // cells less the values outside V: what the part takes off V's surplus
};

struct Parts {
    std::vector<int> cells;  // cells that may be in a part: a value of V, at most two beyond it; twelve at most
    std::vector<Part> parts;
};

// Subsets of up to three cells of `from` holding a value of V and adding fewer values beyond V than they have cells.
void partsOf(const Board& board, const std::vector<int>& from, Mask v, Parts& out) {
    out.cells.clear();
    out.parts.clear();
    for (int cell : from) {
        const Mask values = board.candidates(cell);
        if ((values & v) != 0 && countOf(values & ~v) <= 2 && out.cells.size() < 12) out.cells.push_back(cell);
    }
    const int n = static_cast<int>(out.cells.size());
    const auto add = [&](Mask cells, Mask values) {
        const int gain = countOf(cells) - countOf(values & ~v);
        if (gain >= 1) out.parts.push_back({cells, values, gain});
    };
    for (int i = 0; i < n; ++i) {
        const Mask vi = board.candidates(out.cells[i]);
        add(Mask{1} << i, vi);
        for (int j = i + 1; j < n; ++j) {
            const Mask vj = vi | board.candidates(out.cells[j]);
            if (countOf(vj & ~v) > 2) continue;
            add(Mask{1} << i | Mask{1} << j, vj);
            for (int k = j + 1; k < n; ++k) add(Mask{1} << i | Mask{1} << j | Mask{1} << k, vj | board.candidates(out.cells[k]));
        }
    }
}

std::vector<int> cellsOf(const Parts& from, Mask chosen) {
    std::vector<int> cells;
    for (std::size_t i = 0; i < from.cells.size(); ++i) {
        if (chosen & (Mask{1} << i)) cells.push_back(from.cells[i]);
    }
    return cells;
}

struct Intersection {
    int box, line;
    std::vector<int> core, lineRest, boxRest;  // unsolved cells: C, the rest of the line, the rest of the box
    Parts lines, boxes;                        // scratch: the parts of the line's and the box's rest
};

struct Chosen {
    std::vector<int> cells;
    Mask values;
};

COLD void describe(const Board& board, const Intersection& at, Mask v, const Chosen& l, const Chosen& b, Step& step) {
    const Geometry& g = board.geometry();
    const std::string line = houseName(board.houses()[at.line]), box = houseName(board.houses()[at.box]);
    step.houses = {at.box, at.line};
    step.cells = at.core;
    step.cells.insert(step.cells.end(), l.cells.begin(), l.cells.end());
    step.cells.insert(step.cells.end(), b.cells.begin(), b.cells.end());
    const std::string lv = valueList(l.values), bv = valueList(b.values);
    step.explanation = fill("%, in % and %, hold %; % in % hold %, % in % hold %. These cells hold as many values as "
                            "they are cells, so each value sits once among them: % in %, % in %. The other cells of % "
                            "lose all but %, those of % all but %.",
                            {cellList(g, at.core), line, box, valueList(v), cellList(g, l.cells), line, lv,
                             cellList(g, b.cells), box, bv, lv, line, bv, box, line, bv, box, lv});
}

bool pairStep(const Board& board, const Intersection& at, Mask v, const Chosen& l, const Chosen& b, Step& step) {
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

bool coreStep(const Board& board, Intersection& at, Step& step) {
    Mask v = 0;
    for (int cell : at.core) v |= board.candidates(cell);
    const int surplus = countOf(v) - static_cast<int>(at.core.size());
    if (surplus < 2) return false;
    partsOf(board, at.lineRest, v, at.lines);
    if (at.lines.parts.empty()) return false;
    partsOf(board, at.boxRest, v, at.boxes);
    for (const Part& l : at.lines.parts) {
        for (const Part& b : at.boxes.parts) {
            if ((l.values & b.values) != 0 || l.gain + b.gain != surplus) continue;
            const Chosen line{cellsOf(at.lines, l.cells), l.values}, box{cellsOf(at.boxes, b.cells), b.values};
            if (pairStep(board, at, v, line, box, step)) return true;
        }
    }
    return false;
}

bool intersectionStep(const Board& board, int box, int line, Intersection& at, Step& step) {
    const Layout& layout = board.layout();
    at.box = box;
    at.line = line;
    at.core.clear();
    at.lineRest.clear();
    at.boxRest.clear();
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

}  // namespace

bool findSueDeCoq(const Board& board, Step& step) {
    const auto& houses = board.houses();
    const int count = static_cast<int>(houses.size());
    Intersection at;
    for (int box = 0; box < count; ++box) {
        if (houses[box].kind != HouseKind::box && houses[box].kind != HouseKind::region) continue;
        for (int line : board.layout().crossings[box]) {
            if (intersectionStep(board, box, line, at, step)) return true;
        }
    }
    return false;
}

}  // namespace sudoku::logic
