// One logical deduction: the technique, what it places and eliminates, what to highlight, and its explanation.
#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include "technique_table.h"

namespace sudoku::logic {

struct Candidate {
    int cell;
    int value;
    bool operator==(const Candidate& other) const { return cell == other.cell && value == other.value; }
};

struct Step {
    Technique technique = Technique::fullHouse;
    int weight = 0;                       // this step's difficulty (techniqueInfo weight, more for long chains)
    std::vector<Candidate> placements;    // cell = value
    std::vector<Candidate> eliminations;  // cell <> value
    std::vector<int> cells;               // the cells the deduction looks at (highlight)
    std::vector<int> houses;              // the houses it looks at (indices into Geometry::houses())
    std::string nudge;                    // first hint level: "Pointing. Look at box 4."
    std::string explanation;              // one or two plain sentences
};

// "Hidden Single: r5c4=7" / "X-Wing: r1c2<>4 r7c2<>4" (values as the puzzle's symbols).
std::string stepLine(const Geometry& geometry, const Step& step);
// Applies the placements and eliminations.
void applyStep(Board& board, const Step& step);

// Text helpers for explanations.
std::string cellList(const Geometry& geometry, const std::vector<int>& cells);  // "r1c2, r1c5 and r3c3"
std::string eliminatedCells(const Geometry& geometry, const Step& step);       // its eliminations' cells (one value)
std::string valueList(Mask values);                                             // "4, 7 and 9"
std::string houseList(const Board& board, const std::vector<int>& houses);      // "row 2, row 5 and row 7", "rows 1 to 7"
std::string valueText(int value);                                               // "7", "A"
std::string joinWithAnd(const std::vector<std::string>& items);                 // "a, b and c"
std::string joinWithOr(const std::vector<std::string>& items);                  // "a, b or c"
// The pattern with each '%' replaced by the next part: fill("In %, % is %.", {a, b, c}). One call instead of a
// chain of + per sentence keeps the module small.
std::string fill(const char* pattern, std::initializer_list<std::string> parts);
// Starts a step: technique, weight, and the nudge "<Technique>. Look at <house>." (or without a house).
Step makeStep(const Board& board, Technique technique, int focusHouse = -1);
// Eliminates `value` from every cell of `targets` that has it; returns whether anything was added.
bool addEliminations(const Board& board, Step& step, const CellSet& targets, int value);

}  // namespace sudoku::logic
