// What each technique is, in one or two sentences for a player who meets its name in a hint (the page shows it
// the first time a hint names the technique; constants() lists it). "Box" stands for a jigsaw region too.
#include <utility>

#include "technique_table.h"

namespace sudoku::logic {

namespace {

using T = Technique;

const std::pair<Technique, const char*> kSummaries[] = {
    {T::fullHouse, "The one empty cell of a row, column or box takes the one value it still lacks."},
    {T::hiddenSingle, "A value that has only one place left in a row, column or box goes there."},
    {T::nakedSingle, "A cell whose row, column and box rule out every value but one takes that value."},
    {T::pointing,
     "When a value's places in a box all lie in one row or column, the rest of that row or column loses it."},
    {T::claiming, "When a value's places in a row or column all lie in one box, the rest of that box loses it."},
    {T::nakedPair,
     "Two cells of a row, column or box that can hold only the same two values take both, so the other cells there "
     "lose them."},
    {T::hiddenPair,
     "When two values of a row, column or box have the same two cells as their only places, those cells hold nothing "
     "else."},
    {T::nakedTriple,
     "Three cells of a row, column or box that can hold only three values in all take all three, so the other cells "
     "there lose them."},
    {T::hiddenTriple,
     "When three values of a row, column or box have their only places in the same three cells, those cells hold "
     "nothing else."},
    {T::nakedQuad,
     "Four cells of a row, column or box that can hold only four values in all take all four, so the other cells "
     "there lose them."},
    {T::hiddenQuad,
     "When four values of a row, column or box have their only places in the same four cells, those cells hold "
     "nothing else."},
    {T::xWing,
     "When a value's places in two rows lie in the same two columns, the rest of those columns loses it (or rows and "
     "columns swapped)."},
    {T::swordfish,
     "When a value's places in three rows lie in the same three columns, the rest of those columns loses it (or rows "
     "and columns swapped)."},
    {T::jellyfish,
     "When a value's places in four rows lie in the same four columns, the rest of those columns loses it (or rows "
     "and columns swapped)."},
    {T::finnedXWing,
     "An X-Wing but for a few more places (the fin) in one box: the cells it would clear that also see the fin lose "
     "the value."},
    {T::sashimiXWing, "A finned X-Wing with one corner already gone: the fin stands in for it."},
    {T::finnedSwordfish,
     "A Swordfish but for a few more places (the fin) in one box: the cells it would clear that also see the fin "
     "lose the value."},
    {T::sashimiSwordfish, "A finned Swordfish with one of its cells already gone: the fin stands in for it."},
    {T::skyscraper,
     "Two rows where a value has two places each, one end of each in the same column: one of the other two ends "
     "holds it, so a cell that sees both loses it (likewise for columns)."},
    {T::twoStringKite,
     "A row and a column where a value has two places each, with one end of each in the same box: one of the far "
     "ends holds it, so a cell that sees both loses it."},
    {T::turbotFish,
     "Two rows, columns or boxes where a value has two places each, one end of the first seeing one end of the "
     "second: one of the two far ends holds it, so a cell that sees both loses it."},
    {T::emptyRectangle,
     "A box whose places for a value lie on one row and one column, and a column with two places for it, one on that "
     "row: the box's column loses it on the other place's row (or rows and columns swapped)."},
    {T::xyWing,
     "A cell with only X or Y sees one with only X or Z and one with only Y or Z: one of those holds Z, so a cell "
     "that sees both loses Z."},
    {T::xyzWing,
     "A cell with only X, Y or Z sees one with only X or Z and one with only Y or Z: one of the three holds Z, so a "
     "cell that sees all three loses Z."},
    {T::wWing,
     "Two cells with only X or Y, each seeing one of X's two places in a row, column or box: one of them holds Y, so "
     "a cell that sees both loses Y."},
    {T::uniqueRectangle,
     "Four cells on two rows, columns and boxes never end as one pair of values (it could swap): when three of them "
     "can hold only the pair, the fourth loses both."},
    {T::uniqueRectangle2,
     "Four cells on two rows, columns and boxes never end as one pair of values (it could swap): when two hold only "
     "the pair and the other two add one same value, one of those holds it, so a cell that sees both loses it."},
    {T::uniqueRectangle3,
     "Four cells on two rows, columns and boxes never end as one pair of values (it could swap): when two hold only "
     "the pair and the other two share a row, column or box, their extra values act as one cell in a naked subset "
     "there."},
    {T::uniqueRectangle4,
     "Four cells on two rows, columns and boxes never end as one pair of values (it could swap): when two hold only "
     "the pair and the other two share a row, column or box where a value of the pair has no other place, neither "
     "takes the other value."},
    {T::uniqueRectangle5,
     "Four cells on two rows, columns and boxes never end as one pair of values (it could swap): when the cells with "
     "more than the pair add one same value, one of them holds it, so a cell that sees them all loses it."},
    {T::uniqueRectangle6,
     "Four cells on two rows, columns and boxes never end as one pair of values (it could swap): when the pair-only "
     "cells lie across it and a value of the pair has no other place in either row (or column), the other corners "
     "lose it."},
    {T::hiddenRectangle,
     "Four cells on two rows, columns and boxes never end as one pair of values (it could swap): when a value of the "
     "pair has no other place in one corner's row and column, and the opposite corner holds only the pair, the first "
     "corner loses the other value."},
    {T::bugPlusOne,
     "When every empty cell but one can hold only two values, the one with three takes its value that three cells of "
     "its row, column or box can hold; any other leaves two solutions."},
    {T::simpleColouring,
     "Colour a value's places in turn along rows, columns and boxes where it has two places: one colour is right, so "
     "a cell that sees both colours loses it, and a colour that sees itself is wrong."},
    {T::xChain,
     "A chain of places for one value, links alternating between a row, column or box where it has two places and "
     "two places that see each other: a cell that sees both ends loses it."},
    {T::xyChain,
     "A chain of cells with two values each, each sharing a value with the next, both ends able to hold X: the first "
     "or the last cell is X, so a cell that sees both ends loses X."},
    {T::aic,
     "A chain of links in turn 'if this is false, that is true' and 'if this is true, that is false': one end is "
     "true, so what both ends rule out goes."},
    {T::groupedXChain,
     "An X-Chain whose links may pass through a box's places for the value in one row or column, taken as one."},
    {T::groupedAic,
     "An alternating chain whose links may pass through a box's places for a value in one row or column, taken as "
     "one."},
    {T::alsXz,
     "Two almost locked sets (N cells with N+1 values) that cannot both hold X: one holds their shared Z, so a cell "
     "that sees every Z of both loses Z."},
    {T::alsXyWing,
     "Three almost locked sets (N cells with N+1 values), the middle one linked to each end one by a value they "
     "cannot share: the ends' shared Z leaves cells that see all of it."},
    {T::alsXyChain,
     "A chain of almost locked sets (N cells with N+1 values), each linked to the next by a value they cannot share: "
     "the ends' shared Z leaves cells that see all of it."},
    {T::alsAic, "An alternating chain whose links may pass through almost locked sets (N cells with N+1 values)."},
    {T::forcingChain,
     "Assume a candidate and follow the singles it forces: if they leave a cell with no value or a value with no "
     "place, it was false."},
    {T::forcingNet,
     "A forcing chain that also follows pointing, claiming and pairs until the assumption meets a contradiction."},
    {T::thermoBounds,
     "Values rise along a thermometer from its bulb, so a cell's value lies above those before it and below those "
     "after it."},
    {T::cageCombinations,
     "A cage's values add up to its sum without repeats: a cell keeps only values some such set can give it, from "
     "its cage mates' candidates."},
    {T::hiddenCageCombination,
     "When a row, column or box has its only places for a value in one cage, the cage holds it, which rules out the "
     "sets for its sum without it."},
    {T::arrowBounds,
     "The values on an arrow add up to the value in its circle: candidates too large or too small for that go."},
    {T::ruleOf45,
     "Each row, column and box adds up to 45 on a 9x9 (1 + ... + n on n x n): less the cages wholly inside, the rest "
     "is what the cells left over add up to."},
    {T::cagePointing,
     "A value every possible set of a cage holds must go in one of its cells: a cell outside the cage that sees all "
     "of those loses it."},
    {T::inniesOutiesBounds,
     "By the rule of 45, the cells that cages leave inside a group of rows, columns or boxes (or that stick out) add "
     "up to a known total, which bounds each one."},
};

}  // namespace

const char* techniqueSummary(Technique technique) {
    for (const auto& [id, summary] : kSummaries) {
        if (id == technique) return summary;
    }
    return "";
}

}  // namespace sudoku::logic
