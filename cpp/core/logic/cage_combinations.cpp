// Killer cage combinations: a cage of k cells adding up to S holds one of the digit sets of k values with sum S;
// the candidates left rule some out, and a cell keeps only what a filling from the others can give it. The hidden
// form: when a house's only places for a value lie in one cage, the cage holds that value, which rules out the
// combinations without it.
#include <algorithm>

#include "cage_math.h"
#include "constraint_steps.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

// Whether `fit` takes some candidate from an open cell of the cage: checked before a step (and its text) is built.
bool narrows(const Board& board, const Group& cage, const CageFit& fit) {
    for (std::size_t i = 0; i < cage.cells.size(); ++i) {
        const int cell = cage.cells[i];
        if (board.value(cell) == 0 && (board.candidates(cell) & ~fit.cellValues[i]) != 0) return true;
    }
    return false;
}

// Why a cell loses a value that some combination holds, which the combinations alone do not say ("only {1,4} or
// {2,3} can fill it, so r1c7 loses 4" read as a contradiction): in two cells the other would need the rest of the
// sum, which it cannot hold; in more, no combination fits the other cells' candidates with it there (cells losing
// the same values said together). Empty when no such value goes.
std::string whyOut(const Board& board, const Group& cage, const CageFit& fit) {
    Mask inCombos = 0;
    for (Mask combo : fit.combos) inCombos |= combo;
    const std::size_t n = cage.cells.size();
    std::vector<std::uint64_t> out(n, 0);
    std::vector<std::string> reasons;
    for (std::size_t i = 0; i < n; ++i) {
        if (board.value(cage.cells[i]) == 0) out[i] = board.candidates(cage.cells[i]) & ~fit.cellValues[i] & inCombos;
    }
    const auto name = [&](std::size_t i) { return cellName(board.geometry(), cage.cells[i]); };
    for (std::size_t i = 0; i < n; ++i) {
        for (auto rest = static_cast<Mask>(n == 2 ? out[i] : 0); rest != 0; rest &= rest - 1) {
            const int v = lowestOf(rest);
            reasons.push_back(fill("%'s % would need % in %", {name(i), valueText(v), valueText(cage.sum - v), name(1 - i)}));
        }
        const std::vector<std::string> cells = n == 2 || out[i] == 0 ? std::vector<std::string>{} : namesAlike(board, cage.cells, out, i);
        if (cells.empty()) continue;
        std::vector<std::string> values;
        for (auto rest = static_cast<Mask>(out[i]); rest != 0; rest &= rest - 1) values.push_back(valueText(lowestOf(rest)));
        reasons.push_back(fill("with % in %", {joinWithOr(values), joinWithOr(cells)}));
    }
    if (reasons.empty()) return "";
    return n == 2 ? fill(" (%)", {joinWithAnd(reasons)}) : fill(" (no combination fits the other cells' candidates %)", {joinWithOr(reasons)});
}

bool combinationsIn(const Board& board, const Group& cage, Step& step) {
    if (!hasOpenCell(board, cage)) return false;
    const CageFit fit = fitCage(board, cage);
    if (!fit.complete || fit.combos.empty() || !narrows(board, cage, fit)) return false;
    std::vector<std::string> said;
    Step found = groupStep(board, Technique::cageCombinations, cage);
    keepValues(board, found, cage.cells, fit.cellValues, said);
    const std::string why = cage.cells.size() == 1 ? "its one cell holds the sum"  // not "1 cells ... add up to"
                            : joined({std::to_string(cage.cells.size()), " cells with different values add up to ",
                                      std::to_string(cage.sum), "; with the candidates left only ",
                                      comboText(fit.combos), " can fill it"});
    found.explanation = joined({"In ", groupText(board.geometry(), cage), ", ", why, ", so ", joinWithAnd(said),
                                whyOut(board, cage, fit), "."});
    step = std::move(found);
    return true;
}

// The places of `value` in house h all lie in the cage: it holds the value, which may narrow its combinations.
bool hiddenIn(const Board& board, int h, int value, const Group& cage, Step& step) {
    const House& house = board.houses()[h];
    const Mask places = board.positions(h, value);
    if (places == 0) return false;
    std::vector<int> cells;
    for (Mask rest = places; rest != 0; rest &= rest - 1) {
        const int cell = house.cells[lowestOf(rest) - 1];
        if (std::find(cage.cells.begin(), cage.cells.end(), cell) == cage.cells.end()) return false;
        cells.push_back(cell);
    }
    const CageFit fit = fitCage(board, cage, bitOf(value));
    if (!fit.complete || fit.combos.empty() || !narrows(board, cage, fit)) return false;
    std::vector<std::string> said;
    Step found = groupStep(board, Technique::hiddenCageCombination, cage);
    keepValues(board, found, cage.cells, fit.cellValues, said);
    found.houses.push_back(h);
    const std::string v = valueText(value);
    found.explanation = joined({"In ", houseName(house), ", ", v, " can only go in ", cellList(board.geometry(), cells),
                                ", all in ", groupText(board.geometry(), cage), ", so the cage holds ", v, ": only ",
                                comboText(fit.combos), " can fill it, so ", joinWithAnd(said), whyOut(board, cage, fit), "."});
    step = std::move(found);
    return true;
}

}  // namespace

bool findCageCombinations(const Board& board, Step& step) {
    for (int g : board.layout().cages) {
        if (combinationsIn(board, board.geometry().constraints().groups[g], step)) return true;
    }
    return false;
}

bool findCageCombinationsAgain(const Board& board, const Step& was, Step& step) {
    const Group* cage = groupWithCells(board, board.layout().cages, was.cells);
    return cage && combinationsIn(board, *cage, step);
}

bool findHiddenCageCombination(const Board& board, Step& step) {
    const auto& groups = board.geometry().constraints().groups;
    const Layout& layout = board.layout();
    for (int h = 0; h < static_cast<int>(board.houses().size()) && !layout.cages.empty(); ++h) {
        for (int value = 1; value <= board.size(); ++value) {
            for (int g : layout.cages) {
                if (hiddenIn(board, h, value, groups[g], step)) return true;
            }
        }
    }
    return false;
}

// `was` looked at the cage from the last of its houses; any value of that house may lock the cage again.
bool findHiddenCageCombinationAgain(const Board& board, const Step& was, Step& step) {
    const Group* cage = groupWithCells(board, board.layout().cages, was.cells);
    for (int value = 1; cage && value <= board.size(); ++value) {
        if (hiddenIn(board, was.houses.back(), value, *cage, step)) return true;
    }
    return false;
}

}  // namespace sudoku::logic
