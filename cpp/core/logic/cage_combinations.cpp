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

// Narrows every open cell of the cage to `fit` (which `narrows` says takes something).
void narrowCage(const Board& board, const Group& cage, const CageFit& fit, Step& step, std::vector<std::string>& said) {
    for (std::size_t i = 0; i < cage.cells.size(); ++i) {
        if (board.value(cage.cells[i]) == 0) keepValues(board, step, cage.cells[i], fit.cellValues[i], said);
    }
}

}  // namespace

bool findCageCombinations(const Board& board, Step& step) {
    const auto& groups = board.geometry().constraints().groups;
    for (int g : board.layout().cages) {
        const Group& cage = groups[g];
        if (!hasOpenCell(board, cage)) continue;
        const CageFit fit = fitCage(board, cage);
        if (!fit.complete || fit.combos.empty() || !narrows(board, cage, fit)) continue;
        std::vector<std::string> said;
        Step found = groupStep(board, Technique::cageCombinations, cage);
        narrowCage(board, cage, fit, found, said);
        found.explanation = joined({"In ", groupText(board.geometry(), cage), ", ", std::to_string(cage.cells.size()),
                                    " cells with different values add up to ", std::to_string(cage.sum),
                                    "; with the candidates left only ", comboText(fit.combos), " can fill it, so ",
                                    joinWithAnd(said), "."});
        step = std::move(found);
        return true;
    }
    return false;
}

bool findHiddenCageCombination(const Board& board, Step& step) {
    const auto& groups = board.geometry().constraints().groups;
    const Layout& layout = board.layout();
    if (layout.cages.empty()) return false;
    const auto& houses = board.houses();
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
        for (int value = 1; value <= board.size(); ++value) {
            const Mask places = board.positions(h, value);
            if (places == 0) continue;
            std::vector<int> cells;
            for (int i = 0; i < board.size(); ++i) {
                if (places & (Mask{1} << i)) cells.push_back(houses[h].cells[i]);
            }
            for (int g : layout.cages) {
                const Group& cage = groups[g];
                bool inside = true;
                for (int cell : cells) inside = inside && std::find(cage.cells.begin(), cage.cells.end(), cell) != cage.cells.end();
                if (!inside) continue;
                const CageFit fit = fitCage(board, cage, bitOf(value));
                if (!fit.complete || fit.combos.empty() || !narrows(board, cage, fit)) break;
                std::vector<std::string> said;
                Step found = groupStep(board, Technique::hiddenCageCombination, cage);
                narrowCage(board, cage, fit, found, said);
                found.houses.push_back(h);
                const std::string v = valueText(value);
                found.explanation = joined({"In ", houseName(houses[h]), ", ", v, " can only go in ",
                                            cellList(board.geometry(), cells), ", all in ",
                                            groupText(board.geometry(), cage), ", so the cage holds ", v, ": only ",
                                            comboText(fit.combos), " can fill it, so ", joinWithAnd(said), "."});
                step = std::move(found);
                return true;
            }
        }
    }
    return false;
}

}  // namespace sudoku::logic
