// Chaining steps to the next action, and the one step that shows the chain (see hint_chain.h).
#include "hint_chain.h"

#include <algorithm>

#include "constraint_steps.h"

namespace sudoku::logic {

namespace {

bool isAction(const Step& step, const std::vector<bool>& noted) {
    if (!step.placements.empty()) return true;
    return std::any_of(step.eliminations.begin(), step.eliminations.end(),
                       [&](const Candidate& c) { return noted[c.cell]; });
}

void addUnique(std::vector<int>& list, int item) {
    if (item >= 0 && std::find(list.begin(), list.end(), item) == list.end()) list.push_back(item);
}

bool isChain(const Step& step) { return (techniqueInfo(step.technique).flags & kChain) != 0; }

bool within(const std::vector<Candidate>& part, const std::vector<Candidate>& whole) {
    for (const Candidate& c : part) {
        if (std::find(whole.begin(), whole.end(), c) == whole.end()) return false;
    }
    return true;
}

// Finds the steps again from `board`, in order (`steps` and `found` list them last first), each by its own
// technique (its pattern again where the row can look for one, else the finder's first) and doing at least what
// it did; false when one of them is not found so.
bool findAgain(Board board, const std::vector<Step>& steps, std::vector<Step>& found) {
    found.assign(steps.size(), Step{});
    for (std::size_t k = steps.size(); k-- > 0;) {
        const Step& step = steps[k];
        Step& again = found[k];
        const TechniqueInfo& row = techniqueInfo(step.technique);
        if (!(row.again ? row.again(board, step, again) : row.find(board, again)) || again.technique != step.technique ||
            !within(step.placements, again.placements) || !within(step.eliminations, again.eliminations)) {
            return false;
        }
        applyStep(board, again);
    }
    return true;
}

// The next step of a hint's chain: a single when there is one, else the solver's next step. The solver tries the
// sum techniques of killers, thermometers and arrows before a Naked Single (they weigh less), so a cell whose notes
// held one value was placed by a rule of 45 over its box instead (a play-tester's report).
std::optional<Step> nextHintStep(const Board& board, const LogicOptions& options) {
    if (board.solved() || board.broken()) return std::nullopt;
    Step step;
    for (Technique single : {Technique::fullHouse, Technique::hiddenSingle, Technique::nakedSingle}) {
        if (techniqueInfo(single).find(board, step)) return step;
    }
    return nextStep(board, options);
}

}  // namespace

HintChain chainToAction(const Board& board, const std::vector<bool>& noted, const LogicOptions& options,
                        int maxSteps) {
    HintChain chain{{}, false, board};
    while (static_cast<int>(chain.steps.size()) < maxSteps) {
        auto step = nextHintStep(chain.end, options);
        if (!step) break;
        applyStep(chain.end, *step);
        chain.steps.push_back(std::move(*step));
        if (isAction(chain.steps.back(), noted)) {
            chain.complete = true;
            break;
        }
    }
    return chain;
}

void keepNeededSteps(const Board& board, HintChain& chain) {
    std::vector<Step>& steps = chain.steps;
    if (!chain.complete || steps.size() < 2 || isChain(steps.back())) return;
    // `kept` (last first) always follows from the position step i was found on: by the finders' own results when
    // step i is kept, and as found again when it is left out. A chain is never searched for again (the slowest
    // finders, re-run once per earlier step): once one is kept, so are the steps before it.
    std::vector<Step> kept{steps.back()}, found;
    std::size_t i = steps.size() - 1;
    while (i > 0 && !isChain(kept.back())) {
        --i;
        Board before = board;  // the position step i was found on
        for (std::size_t j = 0; j < i; ++j) applyStep(before, steps[j]);
        if (findAgain(before, kept, found)) {
            kept.swap(found);
        } else {
            kept.push_back(steps[i]);
        }
    }
    steps.resize(i);
    for (std::size_t k = kept.size(); k-- > 0;) steps.push_back(std::move(kept[k]));
}

void dropOneCellCageSteps(std::vector<Step>& steps) {
    for (std::size_t i = 0; i + 1 < steps.size(); ++i) {
        const Step &cage = steps[i], &single = steps[i + 1];
        if (cage.technique == Technique::cageCombinations && cage.cells.size() == 1 &&
            single.technique == Technique::nakedSingle && single.placements.size() == 1 &&
            single.placements[0].cell == cage.cells[0]) {
            steps.erase(steps.begin() + static_cast<std::ptrdiff_t>(i));
        }
    }
}

std::vector<int> singleBlockers(const Board& board, const Step& step) {
    std::vector<int> blockers;
    if (step.placements.size() != 1) return blockers;
    const auto [target, value] = step.placements[0];
    if (step.technique == Technique::hiddenSingle && !step.houses.empty()) {
        for (int cell : board.houses()[step.houses[0]].cells) {
            if (cell == target || board.value(cell) != 0) continue;
            addUnique(blockers, board.ruledOutBy(cell, value));
        }
    } else if (step.technique == Technique::nakedSingle && !groupWithCells(board, board.layout().cages, {target})) {
        for (int other = 1; other <= board.size(); ++other) {
            if (other != value) addUnique(blockers, board.ruledOutBy(target, other));
        }
    }
    return blockers;
}

Step combinedStep(const Board& board, const HintChain& chain) {
    Step combined = chain.steps.front();
    Board position = board;
    for (std::size_t i = 0; i < chain.steps.size(); ++i) {
        const Step& step = chain.steps[i];
        if (i > 0) {
            combined.explanation += " Then: " + step.explanation;
            combined.weight = std::max(combined.weight, step.weight);
            combined.placements.insert(combined.placements.end(), step.placements.begin(), step.placements.end());
            combined.eliminations.insert(combined.eliminations.end(), step.eliminations.begin(),
                                         step.eliminations.end());
            for (int cell : step.cells) addUnique(combined.cells, cell);
            for (int house : step.houses) addUnique(combined.houses, house);
        }
        for (const Candidate& c : step.eliminations) addUnique(combined.cells, c.cell);
        for (int cell : singleBlockers(position, step)) addUnique(combined.cells, cell);
        applyStep(position, step);
    }
    return combined;
}

}  // namespace sudoku::logic
