// The technique registry: one row per technique. The solver tries them by weight, lightest first (rows of equal
// weight in the order listed), so a new row's weight alone places it.
#include <algorithm>

#include "techniques.h"

namespace sudoku::logic {

namespace {

template <int size>
bool nakedSubset(const Board& b, Step& s) { return findNakedSubset(b, size, s); }
template <int size>
bool hiddenSubset(const Board& b, Step& s) { return findHiddenSubset(b, size, s); }
template <int size>
bool fish(const Board& b, Step& s) { return findFish(b, size, s); }
template <int size, bool sashimi>
bool finned(const Board& b, Step& s) { return findFinnedFish(b, size, sashimi, s); }
template <Technique kind>
bool rectangle(const Board& b, Step& s) { return findUniqueRectangleExtraValue(b, kind, s); }
template <Technique kind>
bool turbot(const Board& b, Step& s) { return findTurbotFish(b, kind, s); }
template <Technique kind>
bool chain(const Board& b, Step& s) { return findChain(b, kind, s); }

using T = Technique;
using L = Level;

// Weights follow Sudoku Explainer's ratings where it has the technique, so scores compare with its ER. A last
// number is the row's score weight as `sudoku_bench fit` fits it to se-rated's ER (rows without one score their
// order weight): the order stays cheapest explanation first, the score follows what Sudoku Explainer rates.
const std::vector<TechniqueInfo> kRows = {
    {T::fullHouse, "Full House", L::easy, 10, findFullHouse, kSingle | kFromValues},
    {T::hiddenSingle, "Hidden Single", L::easy, 12, findHiddenSingle, kSingle | kFromValues},
    {T::nakedSingle, "Naked Single", L::easy, 23, findNakedSingle, kSingle | kFromValues},
    {T::pointing, "Pointing", L::medium, 26, findPointing, kFromValues, 0, findLockedAgain},
    {T::claiming, "Claiming", L::medium, 28, findClaiming, kFromValues, 0, findLockedAgain},
    {T::nakedPair, "Naked Pair", L::medium, 30, nakedSubset<2>, 0},
    {T::xWing, "X-Wing", L::hard, 32, fish<2>, 0},
    {T::hiddenPair, "Hidden Pair", L::medium, 34, hiddenSubset<2>, 0},
    {T::nakedTriple, "Naked Triple", L::medium, 36, nakedSubset<3>, 0},
    {T::swordfish, "Swordfish", L::hard, 38, fish<3>, 0},
    {T::hiddenTriple, "Hidden Triple", L::medium, 40, hiddenSubset<3>, 0},
    {T::skyscraper, "Skyscraper", L::hard, 40, turbot<T::skyscraper>, 0},
    {T::twoStringKite, "2-String Kite", L::hard, 41, turbot<T::twoStringKite>, 0},
    {T::turbotFish, "Turbot Fish", L::hard, 42, turbot<T::turbotFish>, 0},
    {T::emptyRectangle, "Empty Rectangle", L::hard, 43, findEmptyRectangle, 0, 42},
    {T::finnedXWing, "Finned X-Wing", L::hard, 43, finned<2, false>, 0, 42},
    {T::sashimiXWing, "Sashimi X-Wing", L::hard, 44, finned<2, true>, 0, 42},
    {T::finnedSwordfish, "Finned Swordfish", L::expert, 47, finned<3, false>, 0, 66},
    {T::sashimiSwordfish, "Sashimi Swordfish", L::expert, 48, finned<3, true>, 0, 53},
    {T::xyWing, "XY-Wing", L::hard, 42, findXyWing, 0},
    {T::xyzWing, "XYZ-Wing", L::hard, 44, findXyzWing, 0, 43},
    {T::wWing, "W-Wing", L::hard, 44, findWWing, kUnscored},
    {T::uniqueRectangle, "Unique Rectangle", L::hard, 45, findUniqueRectangle, kNeedsUniqueness, 44},
    {T::uniqueRectangle2, "Unique Rectangle Type 2", L::hard, 45, rectangle<T::uniqueRectangle2>, kNeedsUniqueness, 44},
    {T::uniqueRectangle4, "Unique Rectangle Type 4", L::hard, 45, findUniqueRectangle4, kNeedsUniqueness, 44},
    {T::uniqueRectangle3, "Unique Rectangle Type 3", L::hard, 46, findUniqueRectangle3, kNeedsUniqueness, 45},
    {T::uniqueRectangle5, "Unique Rectangle Type 5", L::hard, 46, rectangle<T::uniqueRectangle5>, kNeedsUniqueness},
    {T::uniqueRectangle6, "Unique Rectangle Type 6", L::hard, 46, findUniqueRectangle6, kNeedsUniqueness, 68},
    {T::hiddenRectangle, "Hidden Rectangle", L::hard, 46, findHiddenRectangle, kNeedsUniqueness, 54},
    {T::nakedQuad, "Naked Quad", L::hard, 50, nakedSubset<4>, 0},
    {T::jellyfish, "Jellyfish", L::expert, 52, fish<4>, 0},
    {T::hiddenQuad, "Hidden Quad", L::hard, 54, hiddenSubset<4>, 0},
    {T::bugPlusOne, "BUG+1", L::hard, 56, findBugPlusOne, kNeedsUniqueness, 66},
    {T::simpleColouring, "Simple Colouring", L::expert, 60, findSimpleColouring, 0, 69},
    {T::xChain, "X-Chain", L::expert, 66, chain<T::xChain>, kChain, 64},
    {T::xyChain, "XY-Chain", L::expert, 66, chain<T::xyChain>, kChain, 67},
    {T::aic, "AIC", L::extreme, 70, chain<T::aic>, kChain, 69},
    {T::groupedXChain, "Grouped X-Chain", L::extreme, 71, chain<T::groupedXChain>, kChain, 72},
    {T::groupedAic, "Grouped AIC", L::extreme, 72, chain<T::groupedAic>, kChain, 75},
    {T::alsXz, "ALS-XZ", L::expert, 73, findAlsXz, 0, 79},
    {T::alsXyWing, "ALS-XY-Wing", L::expert, 74, findAlsXyWing, 0, 79},
    {T::alsXyChain, "ALS-XY-Chain", L::expert, 74, findAlsXyChain, 0, 77},
    {T::alsAic, "ALS-AIC", L::extreme, 74, chain<T::alsAic>, kChain, 78},
    {T::forcingChain, "Forcing Chain", L::extreme, 75, findForcingChain, kChain},
    {T::forcingNet, "Forcing Net", L::extreme, 80, findForcingNet, kChain},
    // Constraints beyond houses (killer cages, thermometers, arrows); they find nothing on other puzzles.
    {T::thermoBounds, "Thermometer", L::easy, 20, findThermoBounds, kFromValues, 0, findThermoBoundsAgain},
    {T::cageCombinations, "Cage Combinations", L::easy, 20, findCageCombinations, kSingle | kFromValues, 0, findCageCombinationsAgain},
    {T::arrowBounds, "Arrow Sum", L::easy, 21, findArrowBounds, kFromValues, 0, findArrowBoundsAgain},
    {T::ruleOf45, "Rule of 45", L::easy, 22, findRuleOf45, kFromValues},
    {T::cagePointing, "Cage Pointing", L::medium, 27, findCagePointing, kFromValues, 0, findCagePointingAgain},
    {T::inniesOutiesBounds, "Innies and Outies", L::medium, 31, findInniesOutiesBounds, kFromValues, 0, findInniesOutiesBoundsAgain},
    {T::hiddenCageCombination, "Hidden Cage Combination", L::medium, 33, findHiddenCageCombination, kFromValues, 0, findHiddenCageCombinationAgain},
};

std::vector<TechniqueInfo> byWeight() {
    std::vector<TechniqueInfo> rows;  // an insertion sort: stable, and smaller in the module than std::stable_sort
    for (const TechniqueInfo& row : kRows) {
        auto at = rows.end();
        while (at != rows.begin() && (at - 1)->weight > row.weight) --at;
        rows.insert(at, row);
    }
    return rows;
}

const std::vector<TechniqueInfo> kRegistry = byWeight();

// Row index of each id; -1 for an id without a row.
std::vector<int> rowIndex() {
    std::vector<int> index(static_cast<int>(Technique::count), -1);
    for (std::size_t row = 0; row < kRegistry.size(); ++row) index[static_cast<int>(kRegistry[row].id)] = row;
    return index;
}

}  // namespace

const std::vector<TechniqueInfo>& techniqueTable() { return kRegistry; }

const TechniqueInfo& techniqueInfo(Technique technique) {
    static const std::vector<int> index = rowIndex();
    return kRegistry[index[static_cast<int>(technique)]];
}

const char* techniqueName(Technique technique) { return techniqueInfo(technique).name; }

int scoreWeight(const Step& step) {
    const TechniqueInfo& row = techniqueInfo(step.technique);
    return step.weight - row.weight + rowScore(row);
}

const std::vector<Technique>& allTechniques() {
    static const std::vector<Technique> all = [] {
        std::vector<Technique> list;
        for (const TechniqueInfo& row : kRegistry) list.push_back(row.id);
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
    for (const TechniqueInfo& row : kRegistry) {
        if (sameName(name, row.name)) return row.id;
    }
    std::string names;
    for (const TechniqueInfo& row : kRegistry) {
        if (!names.empty()) names += ", ";
        names += row.name;
    }
    return Error{joined({"unknown technique '", name, "'; expected one of ", names}), {}};
}

std::vector<std::string> techniqueNames() {
    std::vector<std::string> names;
    for (const TechniqueInfo& row : kRegistry) names.push_back(row.name);
    return names;
}

}  // namespace sudoku::logic
