// ALS-XZ: two disjoint almost locked sets A and B with a restricted common value x (at most one of them can
// hold it). The one without x is locked, so a second common value z is in A or in B, and every cell seeing all
// z of both loses z. Doubly linked (two restricted commons): both sets are locked, so each set's other values
// leave the cells seeing all of them in that set, and each restricted common leaves the cells seeing all of it.
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
    const AlsIndex& index = alsIndex(board);
    const std::vector<Als>& sets = index.sets;
    // The links that can eliminate, by the pair's cell count: taken fewest cells first (then in link order), so
    // the smallest pair with an elimination is the one reported.
    std::array<std::vector<int>, 2 * kMaxAlsCells + 1> bySize;
    for (int i = 0; i < static_cast<int>(index.links.size()); ++i) {
        const AlsLink& link = index.links[i];
        const Als &a = sets[link.a], &b = sets[link.b];
        if (countOf(a.values & b.values) >= 2 && countOf(link.rcc) <= 2) bySize[a.count + b.count].push_back(i);
    }
    Step found;  // the eliminations first: most pairs have none, and then no sentence is built
    for (const std::vector<int>& links : bySize) {
        for (int i : links) {
            const AlsLink& link = index.links[i];
            const Als &a = sets[link.a], &b = sets[link.b];
            found.eliminations.clear();
            xzEliminations(board, a, b, link.rcc, found);
            if (found.eliminations.empty()) continue;
            step = makeStep(board, Technique::alsXz, a.house);
            step.eliminations = found.eliminations;
            describeXz(board, a, b, link.rcc, step);
            return true;
        }
    }
    return false;
}

}  // namespace sudoku::logic
