// ALS-XZ: two disjoint almost locked sets A and B with a restricted common value x (at most one of them can
// hold it). The one without x is locked, so a second common value z is in A or in B, and every cell seeing all
// z of both loses z. Doubly linked (two restricted commons): both sets are locked, so each set's other values
// leave the cells seeing all of them in that set, and each restricted common leaves the cells seeing all of it.
#include <algorithm>
#include <cstdint>

#include "als.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

// Largest set tried: bigger sets are rare in human solving and multiply the search.
constexpr int kMaxAlsCells = 5;

void eliminateSeeingBoth(const Board& board, const Als& a, const Als& b, Mask values, Step& step) {
    for (; values != 0; values &= values - 1) {
        const int z = lowestOf(values);
        addEliminations(board, step, seeingAll(board, a, z) & seeingAll(board, b, z), z);
    }
}

void eliminateLocked(const Board& board, const Als& locked, Mask values, Step& step) {
    for (; values != 0; values &= values - 1) {
        const int v = lowestOf(values);
        addEliminations(board, step, seeingAll(board, locked, v), v);
    }
}

bool xzStep(const Board& board, const Als& a, const Als& b, Mask rcc, Step& step) {
    step = makeStep(board, Technique::alsXz, a.house);
    const Mask common = a.values & b.values;
    eliminateSeeingBoth(board, a, b, common & ~rcc, step);
    const bool doubly = countOf(rcc) == 2;
    if (doubly) {
        eliminateSeeingBoth(board, a, b, rcc, step);
        eliminateLocked(board, a, a.values & ~rcc, step);
        eliminateLocked(board, b, b.values & ~rcc, step);
    }
    if (step.eliminations.empty()) return false;
    std::sort(step.eliminations.begin(), step.eliminations.end(), [](const Candidate& p, const Candidate& q) {
        return p.cell != q.cell ? p.cell < q.cell : p.value < q.value;
    });
    step.eliminations.erase(std::unique(step.eliminations.begin(), step.eliminations.end()), step.eliminations.end());
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
