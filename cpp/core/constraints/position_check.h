// A player's position checked against every rule of its puzzle (houses, cages, thermometers, arrows, pairwise
// rules): the cells that break one, a sentence per broken rule, and what each empty cell may still hold. The page
// asks this for clashes and notes when a puzzle has constraints beyond houses, instead of knowing the rules itself.
#pragma once

#include <string>
#include <vector>

#include "../puzzle.h"

namespace sudoku {

struct RuleBreak {
    std::vector<int> cells;  // the placed cells that break the rule
    std::string text;        // "cage 15 at r1c1 holds 9 and 8: more than 15"
};

struct PositionCheck {
    std::vector<int> clashes;        // every cell of every break, ascending, each once
    std::vector<RuleBreak> reasons;  // one per broken rule
    // Per cell, bit v-1 set when the empty cell may still hold v by every rule, looking at placed values only
    // (peers, pairwise rules, a cage's digit sets for its sum and placed values, thermometer and arrow bounds);
    // 0 for a filled cell.
    std::vector<int> candidates;
};

// `values`: N*N values, 0 = empty; a given's cell is read as its given. An error names the first value out of
// range.
Result<PositionCheck> checkPosition(const Puzzle& puzzle, const std::vector<int>& values);

}  // namespace sudoku
