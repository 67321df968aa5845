// The technique finders: each looks for its pattern on a board and fills `step` with the first one that makes
// progress (a placement or an elimination). They never change the board.
#pragma once

#include "step.h"

namespace sudoku::logic {

// singles.cpp
bool findFullHouse(const Board& board, Step& step);
bool findHiddenSingle(const Board& board, Step& step);
bool findNakedSingle(const Board& board, Step& step);
// intersections.cpp: pointing (a box confines a value to one line) and claiming (a line confines it to one box)
bool findPointing(const Board& board, Step& step);
bool findClaiming(const Board& board, Step& step);
// The refinder of both (technique_table.h): the same pattern on a later position, from the same house and value.
bool findLockedAgain(const Board& board, const Step& was, Step& step);
// subsets.cpp: size 2 pair, 3 triple, 4 quad
bool findNakedSubset(const Board& board, int size, Step& step);
bool findHiddenSubset(const Board& board, int size, Step& step);
// fish.cpp: size 2 X-Wing, 3 Swordfish, 4 Jellyfish
bool findFish(const Board& board, int size, Step& step);
// finned_fish.cpp: size 2 X-Wing, 3 Swordfish; sashimi or plain finned
bool findFinnedFish(const Board& board, int size, bool sashimi, Step& step);
// empty_rectangle.cpp
bool findEmptyRectangle(const Board& board, Step& step);
// single_digit.cpp: two strong links joined by a weak one (Skyscraper, 2-String Kite, Turbot Fish); colouring
bool findTurbotFish(const Board& board, Technique kind, Step& step);
bool findSimpleColouring(const Board& board, Step& step);
// wings.cpp
bool findXyWing(const Board& board, Step& step);
bool findXyzWing(const Board& board, Step& step);
bool findWWing(const Board& board, Step& step);
// uniqueness.cpp: valid only when the puzzle is known to have exactly one solution
bool findUniqueRectangle(const Board& board, Step& step);
bool findBugPlusOne(const Board& board, Step& step);
// unique_rectangle_2_5.cpp (kind uniqueRectangle2 or uniqueRectangle5), unique_rectangle_3.cpp, _4.cpp, _6.cpp,
// hidden_rectangle.cpp: the other rectangle types (rectangles.h), under the same condition
bool findUniqueRectangleExtraValue(const Board& board, Technique kind, Step& step);
bool findUniqueRectangle3(const Board& board, Step& step);
bool findUniqueRectangle4(const Board& board, Step& step);
bool findUniqueRectangle6(const Board& board, Step& step);
bool findHiddenRectangle(const Board& board, Step& step);
// als_xz.cpp, als_xy_wing.cpp: almost locked sets linked by restricted common values
bool findAlsXz(const Board& board, Step& step);
bool findAlsXyWing(const Board& board, Step& step);
// als_chain.cpp: four or five sets in a row, each linked to the next
bool findAlsXyChain(const Board& board, Step& step);
// chains.cpp: alternating inference chains, named X-Chain / XY-Chain / AIC by what they link, and their grouped
// forms (box-line segments as nodes); ALS-AIC adds almost locked sets as nodes (chain_als.h)
bool findChain(const Board& board, Technique kind, Step& step);
// Constraints beyond houses (constraint_logic.h): thermo_bounds.cpp, arrow_bounds.cpp, cage_combinations.cpp,
// cage_pointing.cpp, rule_of_45.cpp
bool findThermoBounds(const Board& board, Step& step);
bool findThermoBoundsAgain(const Board& board, const Step& was, Step& step);
bool findArrowBounds(const Board& board, Step& step);
bool findArrowBoundsAgain(const Board& board, const Step& was, Step& step);
bool findCageCombinations(const Board& board, Step& step);
bool findHiddenCageCombination(const Board& board, Step& step);
bool findCagePointing(const Board& board, Step& step);
bool findRuleOf45(const Board& board, Step& step);          // one cell: its value
bool findInniesOutiesBounds(const Board& board, Step& step);  // several cells: bounds from their total
// Refinders: the same cage (and house, or value), or the same area.
bool findInniesOutiesBoundsAgain(const Board& board, const Step& was, Step& step);
bool findCageCombinationsAgain(const Board& board, const Step& was, Step& step);
bool findHiddenCageCombinationAgain(const Board& board, const Step& was, Step& step);
bool findCagePointingAgain(const Board& board, const Step& was, Step& step);
// forcing.cpp: a candidate whose assumption leads, by singles, to a contradiction
bool findForcingChain(const Board& board, Step& step);
// ... and a forcing net: the same, following pointing, claiming and naked pairs too when the singles stall
bool findForcingNet(const Board& board, Step& step);

}  // namespace sudoku::logic
