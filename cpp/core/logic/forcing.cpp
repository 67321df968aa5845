// Forcing chains by contradiction: assume a candidate, follow the singles it forces, and if they end in a
// cell without candidates or a value without a place, the assumption was false. The shortest one is reported.
#include "techniques.h"

namespace sudoku::logic {

namespace {

// Where a propagation broke down: an empty cell, or a value with no place left in a house.
struct Contradiction {
    int cell = -1;
    int house = -1;
    int value = 0;
};

// Places naked and hidden singles on `board` until none is left, recording them in `trail`. Returns true at a
// contradiction (then `why` says where), false when the singles run out or the trail passes `limit`.
bool propagate(Board& board, std::vector<Candidate>& trail, std::size_t limit, Contradiction& why) {
    const auto& houses = board.houses();
    bool progress = true;
    while (progress && trail.size() <= limit) {
        progress = false;
        for (int cell = 0; cell < board.cellCount(); ++cell) {
            if (board.value(cell) != 0) continue;
            const Mask mask = board.candidates(cell);
            if (mask == 0) {
                why.cell = cell;
                return true;
            }
            if (countOf(mask) == 1) {
                board.place(cell, lowestOf(mask));
                trail.push_back({cell, lowestOf(mask)});
                progress = true;
            }
        }
        for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
            Mask once = 0, twice = 0, placed = 0;
            for (int cell : houses[h].cells) {
                const Mask mask = board.candidates(cell);
                twice |= once & mask;
                once |= mask;
                if (board.value(cell) != 0) placed |= bitOf(board.value(cell));
            }
            const Mask missing = ~(once | placed) & static_cast<Mask>((std::uint64_t{1} << board.size()) - 1);
            if (missing != 0) {
                why.house = h;
                why.value = lowestOf(missing);
                return true;
            }
            const Mask singles = once & ~twice;
            if (singles == 0) continue;
            const int value = lowestOf(singles);
            for (int cell : houses[h].cells) {
                if (!board.has(cell, value)) continue;
                board.place(cell, value);
                trail.push_back({cell, value});
                progress = true;
                break;
            }
        }
    }
    return false;
}

std::string contradictionText(const Board& board, const Contradiction& why) {
    if (why.cell >= 0) return cellName(board.geometry(), why.cell) + " would have no candidate left";
    return valueText(why.value) + " would have no place left in " + houseName(board.houses()[why.house]);
}

int lengthWeight(std::size_t placements) {
    const std::size_t limits[] = {2, 4, 8, 12, 16, 24, 32};
    int extra = 0;
    for (std::size_t limit : limits) extra += placements > limit ? 2 : 0;
    return extra;
}

}  // namespace

bool findForcingChain(const Board& board, Step& step) {
    Board scratch = board;
    std::vector<Candidate> trail, bestTrail;
    trail.reserve(board.cellCount());
    Contradiction why, bestWhy;
    Candidate best{-1, 0};
    std::size_t bestLength = static_cast<std::size_t>(board.cellCount());
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        for (int value = 1; value <= board.size(); ++value) {
            if (!board.has(cell, value)) continue;
            scratch = board;
            scratch.place(cell, value);
            trail.clear();
            why = Contradiction{};
            if (!propagate(scratch, trail, bestLength, why) || trail.size() >= bestLength) continue;
            bestLength = trail.size();
            best = {cell, value};
            bestTrail = trail;
            bestWhy = why;
        }
    }
    if (best.cell < 0) return false;
    const Geometry& g = board.geometry();
    step = makeStep(board, Technique::forcingChain);
    step.weight += lengthWeight(bestTrail.size());
    step.eliminations.push_back(best);
    step.cells.push_back(best.cell);
    std::string chain;
    for (const Candidate& c : bestTrail) {
        step.cells.push_back(c.cell);
        chain += ", " + cellName(g, c.cell) + " = " + valueText(c.value);
    }
    if (bestWhy.cell >= 0) step.cells.push_back(bestWhy.cell);
    if (bestWhy.house >= 0) step.houses.push_back(bestWhy.house);
    step.nudge = "Forcing Chain. Try assuming a value in " + cellName(g, best.cell) + ".";
    const std::string assumption = cellName(g, best.cell) + " = " + valueText(best.value);
    const std::string singles = chain.empty() ? "" : " (" + chain.substr(2) + ")";
    step.explanation = "If " + assumption + ", the singles that follow" + singles +
                       " lead to a contradiction: " + contradictionText(board, bestWhy) + ". So " +
                       cellName(g, best.cell) + " is not " + valueText(best.value) + ".";
    return true;
}

}  // namespace sudoku::logic
