// The technique table: one row per technique (id, name, level, weight, finder, flags). The solver's order, the
// names, the levels and the rating weights all come from it; adding a technique is its finder's file, its id
// below and one row in registry.cpp.
#pragma once

#include <string>
#include <vector>

#include "board.h"
#include "rating.h"
#include "result.h"

namespace sudoku::logic {

struct Step;

// Ids only: the order the solver tries techniques in is the registry's row order, not this list's.
enum class Technique {
    fullHouse,
    hiddenSingle,
    nakedSingle,
    pointing,
    claiming,
    nakedPair,
    xWing,
    hiddenPair,
    nakedTriple,
    swordfish,
    hiddenTriple,
    skyscraper,
    twoStringKite,
    turbotFish,
    xyWing,
    xyzWing,
    wWing,
    uniqueRectangle,
    nakedQuad,
    jellyfish,
    hiddenQuad,
    bugPlusOne,
    simpleColouring,
    xChain,
    xyChain,
    aic,
    forcingChain,
    emptyRectangle,
    finnedXWing,
    sashimiXWing,
    finnedSwordfish,
    sashimiSwordfish,
    alsXz,
    alsXyWing,
    groupedXChain,
    groupedAic,
    thermoBounds,
    cageCombinations,
    arrowBounds,
    ruleOf45,
    cagePointing,
    inniesOutiesBounds,
    hiddenCageCombination,
    alsXyChain,
    forcingNet,
    uniqueRectangle2,
    uniqueRectangle3,
    uniqueRectangle4,
    uniqueRectangle5,
    uniqueRectangle6,
    hiddenRectangle,
    alsAic,
    count  // not a technique: the number of ids
};

// Looks for the technique's pattern; fills `step` with the first one that makes progress. Never changes the board.
using Finder = bool (*)(const Board&, Step&);
// Looks on a later position for the pattern of `was`, a step its technique found before (the same cage, or house
// and value): a hint chain keeps such a step even when its pattern is no longer the first the finder meets.
using Refinder = bool (*)(const Board&, const Step& was, Step&);

enum TechniqueFlag : unsigned {
    kNeedsUniqueness = 1,  // valid only when the puzzle is known to have one solution
    kChain = 2,            // a chain or forcing chain: the slowest finders, skipped when chains are off
    kSingle = 4,           // a single, or the bookkeeping after each placement (cage combinations): not counted
                           // among the "harder" steps of a rating
    kUnscored = 8,         // Sudoku Explainer has no such pattern and needs other steps where it applies: a
                           // rating's score follows the solve without the row (its level and techniques do not)
    kFromValues = 16,      // followed from the values shown and the rules' sums, not from cells' candidates
};

struct TechniqueInfo {
    Technique id;
    const char* name;  // "Hidden Single"
    Level level;
    int weight;  // difficulty on Sudoku Explainer's scale x10 (ER 2.3 = 23); chains add to it by length
    Finder find;
    unsigned flags;
    // The rating's weight, when fitted apart from the solving order (`sudoku_bench fit`); 0: the same as `weight`.
    // The order stays cheapest explanation first while the score follows Sudoku Explainer's ratings.
    int score = 0;
    // Finds one pattern again (rows whose finder walks cages, or houses and values); null: the finder's first.
    Refinder again = nullptr;
};

// A row's weight in the rating: its fitted score weight, or its order weight when it has none.
inline int rowScore(const TechniqueInfo& row) { return row.score == 0 ? row.weight : row.score; }
// A step's weight in the rating: its row's score weight, plus what its length added to the order weight.
int scoreWeight(const Step& step);

// Every row, in the order the solver tries them (easiest first).
const std::vector<TechniqueInfo>& techniqueTable();
const TechniqueInfo& techniqueInfo(Technique technique);
const char* techniqueName(Technique technique);
// What the technique is, for a player: one or two sentences (technique_summaries.cpp).
const char* techniqueSummary(Technique technique);
// Every technique id, in the solver's order.
const std::vector<Technique>& allTechniques();
// Every technique's name, in the solver's order (what `generate --technique` accepts).
std::vector<std::string> techniqueNames();
// A technique by name, as techniqueName gives it ("X-Wing"), ignoring case, spaces and hyphens ("x wing",
// "xwing"); otherwise an error listing every name. The generator checks its technique with it.
Result<Technique> parseTechnique(const std::string& name);

}  // namespace sudoku::logic
