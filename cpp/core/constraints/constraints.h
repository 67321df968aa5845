// Constraints beyond houses that a puzzle may carry beside its variant: killer cages, thermometers, arrows (the
// groups) and the pairwise rules anti-knight, anti-king and non-consecutive. Each kind has its rules file here
// (cage.cpp, thermo.cpp, arrow.cpp, pairwise.cpp); groups.cpp turns them into exact-cover options.
#pragma once

#include <string>
#include <vector>

#include "../result.h"

namespace sudoku {

enum class GroupKind { cage, thermo, arrow };
enum class PairRule { antiKnight, antiKing, nonConsecutive };

// A group of cells constrained together. Cells are row-major indices, in the order written: a thermometer's
// bulb first, an arrow's circle first then its path from the circle. `sum` is a cage's total (0 for the others).
struct Group {
    GroupKind kind;
    int sum = 0;
    std::vector<int> cells;
};

struct Constraints {
    std::vector<Group> groups;     // in the order written
    std::vector<PairRule> pairs;   // sorted, each at most once
    bool empty() const { return groups.empty() && pairs.empty(); }
    bool has(PairRule rule) const;
};

// What a group kind allows, as rules files state it. `values` holds the group's values in its cell order, 0 for a
// cell not yet filled; `admits` is false as soon as no completion can satisfy the rule (so it prunes a search).
struct GroupRules {
    GroupKind kind;
    const char* name;  // the field keyword: "cage"
    bool needsSum;     // the field gives a number before the cells
    bool path;         // consecutive cells must touch (king's move); a cage must be connected instead
    int minCells;
    bool (*admits)(const Group& group, const std::vector<int>& values, int size);
};

// A pairwise rule: the cell pairs it relates and the value pairs it forbids in them.
struct PairRules {
    PairRule rule;
    const char* name;  // the field keyword: "anti-knight"
    bool (*related)(int rowDelta, int colDelta);       // the two cells are this far apart
    bool (*forbids)(int valueA, int valueB);            // these two values may not sit in such a pair
};

const GroupRules& groupRules(GroupKind kind);
const PairRules& pairRules(PairRule rule);
const std::vector<GroupRules>& allGroupRules();
const std::vector<PairRules>& allPairRules();

// "r3c5" lists and sums as the line format writes them (puzzle_fields.h): "cage 15 r1c1 r1c2".
std::string formatConstraint(const Group& group, int size);
// Reads one field of the line format: a group keyword with its sum and cells, or a pairwise rule's name. Not
// recognised (false) when the first word is no constraint keyword; an error names what is wrong in the field.
Result<bool> readConstraintField(const std::string& field, int size, Constraints& into);
bool isConstraintField(const std::string& field);

}  // namespace sudoku
