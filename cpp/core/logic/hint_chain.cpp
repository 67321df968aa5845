// Chaining steps to the next action, and the one step that shows the chain (see hint_chain.h).
#include "hint_chain.h"

#include <algorithm>
#include <optional>

namespace sudoku::logic {

namespace {

bool isAction(const Step& step, const std::vector<bool>& noted) {
    if (!step.placements.empty()) return true;
    return std::any_of(step.eliminations.begin(), step.eliminations.end(),
                       [&](const Candidate& c) { return noted[c.cell]; });
}

// A placed peer of `cell` (other than `except`) holding `value`, or -1.
int placedPeerWith(const Board& board, int cell, int value, int except) {
    for (int peer = 0; peer < board.cellCount(); ++peer) {
        if (peer != except && board.value(peer) == value && board.sees(cell, peer)) return peer;
    }
    return -1;
}

void addUnique(std::vector<int>& list, int item) {
    if (item >= 0 && std::find(list.begin(), list.end(), item) == list.end()) list.push_back(item);
}

bool isChain(const Step& step) { return (techniqueInfo(step.technique).flags & kChain) != 0; }

bool within(const std::vector<Candidate>& part, const std::vector<Candidate>& whole) {
    return std::all_of(part.begin(), part.end(),
                       [&](const Candidate& c) { return std::find(whole.begin(), whole.end(), c) != whole.end(); });
}

// The steps found again in order from `board`, each by its own technique's finder and doing at least what it did;
// nothing when one of them is not found so.
std::optional<std::vector<Step>> findAgain(Board board, const std::vector<Step>& steps) {
    std::vector<Step> found;
    for (const Step& step : steps) {
        Step again;
        if (!techniqueInfo(step.technique).find(board, again) || again.technique != step.technique ||
            !within(step.placements, again.placements) || !within(step.eliminations, again.eliminations)) {
            return std::nullopt;
        }
        applyStep(board, again);
        found.push_back(std::move(again));
    }
    return found;
}

}  // namespace

HintChain chainToAction(const Board& board, const std::vector<bool>& noted, const LogicOptions& options,
                        int maxSteps) {
    HintChain chain{{}, false, board};
    while (static_cast<int>(chain.steps.size()) < maxSteps) {
        auto step = nextStep(chain.end, options);
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
    if (!chain.complete || chain.steps.size() < 2 || isChain(chain.steps.back())) return;
    std::vector<Board> before{board};  // before[i]: the position step i was found on
    for (std::size_t i = 0; i + 1 < chain.steps.size(); ++i) {
        before.push_back(before.back());
        applyStep(before.back(), chain.steps[i]);
    }
    // `kept` always follows from before[i]: by the finders' own results when step i - 1 is kept, and as found
    // again from before[i - 1] when it is left out. A chain is never searched for again (the slowest finders,
    // re-run once per earlier step): once one is kept, so are the steps before it.
    std::vector<Step> kept{chain.steps.back()};
    std::size_t i = chain.steps.size() - 1;
    while (i > 0 && !isChain(kept.front())) {
        --i;
        if (auto without = findAgain(before[i], kept)) {
            kept = std::move(*without);
        } else {
            kept.insert(kept.begin(), chain.steps[i]);
        }
    }
    kept.insert(kept.begin(), chain.steps.begin(), chain.steps.begin() + static_cast<std::ptrdiff_t>(i));
    chain.steps = std::move(kept);
}

std::vector<int> singleBlockers(const Board& board, const Step& step) {
    std::vector<int> blockers;
    if (step.placements.size() != 1) return blockers;
    const auto [target, value] = step.placements[0];
    if (step.technique == Technique::hiddenSingle && !step.houses.empty()) {
        for (int cell : board.houses()[step.houses[0]].cells) {
            if (cell == target || board.value(cell) != 0) continue;
            addUnique(blockers, placedPeerWith(board, cell, value, -1));
        }
    } else if (step.technique == Technique::nakedSingle) {
        for (int other = 1; other <= board.size(); ++other) {
            if (other != value) addUnique(blockers, placedPeerWith(board, target, other, target));
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
