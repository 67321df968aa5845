// ALS-XZ: two disjoint almost locked sets A and B with a restricted common value x (at most one of them can
// hold it). The one without x is locked, so a second common value z is in A or in B, and every cell seeing all
// z of both loses z. Doubly linked (two restricted commons): both sets are locked, so each set's other values
// leave the cells seeing all of them in that set, and each restricted common leaves the cells seeing all of it.
#include <cstdint>

#include "als.h"
#include "cold.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

// Largest set tried: bigger sets are rare in human solving and multiply the search.
constexpr int kMaxAlsCells = 5;

// The cells losing `value`: those seeing all its places in both sets when it is a common value (not the one
// restricted common of a singly linked pair); in a doubly linked pair also those seeing all its places in one
// set (both are locked). One set per value, so a cell reached twice is listed once.
CellSet targetsOf(const Board& board, const Als& a, const Als& b, Mask rcc, int value) {
    const Mask bit = bitOf(value);
    const bool doubly = countOf(rcc) == 2;
    CellSet targets;
    if ((a.values & b.values & bit) && (doubly || !(rcc & bit))) {
        targets = seeingAll(board, a, value) & seeingAll(board, b, value);
    }
    if (doubly && (a.values & ~rcc & bit)) targets |= seeingAll(board, a, value);
    if (doubly && (b.values & ~rcc & bit)) targets |= seeingAll(board, b, value);
    return targets;
}

// The sets' cells and houses, and the sentence.
COLD void describeXz(const Board& board, const Als& a, const Als& b, Mask rcc, Step& step) {
    const Mask common = a.values & b.values;
    const bool doubly = countOf(rcc) == 2;
    step.cells = a.cells;
    step.cells.insert(step.cells.end(), b.cells.begin(), b.cells.end());
    step.houses.push_back(b.house);
    const std::string x = valueList(rcc);
    step.explanation = "A = " + alsText(board, a) + " and B = " + alsText(board, b) +
                       " each hold one value more than cells. " +
                       (doubly ? "Each of " + x + " can be in only one of them (their places see each other), so " +
                                     "both sets are locked: every value of A and B is in them, and those values "
                                     "leave the cells that see all their places."
                               : x + " can be in only one of them (its places see each other), so the other set "
                                     "is locked and " + valueList(common & ~rcc) + " is in A or B: it leaves "
                                     "the cells that see all its places in both.");
}

bool xzStep(const Board& board, const Als& a, const Als& b, Mask rcc, Step& step) {
    const Mask common = a.values & b.values;
    const bool doubly = countOf(rcc) == 2;
    Step found;  // the eliminations first: most pairs have none, and then no sentence is built
    for (Mask values = doubly ? a.values | b.values : common & ~rcc; values != 0; values &= values - 1) {
        addEliminations(board, found, targetsOf(board, a, b, rcc, lowestOf(values)), lowestOf(values));
    }
    if (found.eliminations.empty()) return false;
    step = makeStep(board, Technique::alsXz, a.house);
    step.eliminations = std::move(found.eliminations);
    describeXz(board, a, b, rcc, step);
    return true;
}

}  // namespace

bool findAlsXz(const Board& board, Step& step) {
    const std::vector<Als> sets = almostLockedSets(board, kMaxAlsCells);
    std::size_t best = SIZE_MAX;  // fewest cells in the pair found so far
    Step found;
    for (std::size_t i = 0; i < sets.size(); ++i) {
        for (std::size_t j = i + 1; j < sets.size(); ++j) {
            const Als &a = sets[i], &b = sets[j];
            if (a.cells.size() + b.cells.size() >= best) break;
            if (countOf(a.values & b.values) < 2 || (a.set & b.set).any()) continue;
            const Mask rcc = restrictedCommons(board, a, b);
            if (rcc == 0 || countOf(rcc) > 2) continue;
            if (xzStep(board, a, b, rcc, found)) {
                best = a.cells.size() + b.cells.size();
                step = found;
                break;
            }
        }
    }
    return best != SIZE_MAX;
}

}  // namespace sudoku::logic
