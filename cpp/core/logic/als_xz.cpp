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

// The sets' cells and houses, and the sentence.
COLD void describeXz(const Board& board, const Als& a, const Als& b, Mask rcc, Step& step) {
    const Mask common = a.values & b.values;
    const bool doubly = countOf(rcc) == 2;
    step.cells = cellsOf({&a, &b});
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

// The eliminations of a linked pair into `found` (empty when there are none).
void xzEliminations(const Board& board, const Als& a, const Als& b, Mask rcc, Step& found) {
    const Mask common = a.values & b.values;
    if (countOf(rcc) == 1) {
        for (Mask zs = common & ~rcc; zs != 0; zs &= zs - 1) eliminateSeeingAll(board, {&a, &b}, lowestOf(zs), found);
        return;
    }
    for (Mask values = a.values | b.values; values != 0; values &= values - 1) {
        const int value = lowestOf(values);
        if (common & bitOf(value)) eliminateSeeingAll(board, {&a, &b}, value, found);
        if (rcc & bitOf(value)) continue;
        if (a.values & bitOf(value)) eliminateSeeingAll(board, {&a}, value, found);
        if (b.values & bitOf(value)) eliminateSeeingAll(board, {&b}, value, found);
    }
}

}  // namespace

bool findAlsXz(const Board& board, Step& step) {
    const std::vector<Als> sets = almostLockedSets(board, kMaxAlsCells);
    int best = INT32_MAX;  // fewest cells in the pair found so far
    Step found;            // the eliminations first: most pairs have none, and then no sentence is built
    for (std::size_t i = 0; i < sets.size(); ++i) {
        for (std::size_t j = i + 1; j < sets.size(); ++j) {
            const Als &a = sets[i], &b = sets[j];
            if (a.count + b.count >= best) break;
            if (countOf(a.values & b.values) < 2) continue;
            const Mask rcc = restrictedCommons(board, a, b);
            if (rcc == 0 || countOf(rcc) > 2 || a.overlaps(b)) continue;
            found.eliminations.clear();
            xzEliminations(board, a, b, rcc, found);
            if (found.eliminations.empty()) continue;
            best = a.count + b.count;
            step = makeStep(board, Technique::alsXz, a.house);
            step.eliminations = found.eliminations;
            describeXz(board, a, b, rcc, step);
            break;
        }
    }
    return best != INT32_MAX;
}

}  // namespace sudoku::logic
