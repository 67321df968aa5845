// The deductions from a player's position to the next thing the player can act on: a placement, or the removal
// of a note the player keeps. An elimination in cells without notes changes nothing the player sees, so a hint
// that stopped there would stall; the chain goes on to the placement it leads to.
#pragma once

#include <vector>

#include "logic_solver.h"

namespace sudoku::logic {

struct HintChain {
    std::vector<Step> steps;  // in order; the last one is the action (unless `complete` is false)
    bool complete = false;    // false: the logic got stuck before reaching an action
    Board end;                // the board after every step of the chain
};

// `noted[cell]` tells whether the player keeps notes in that cell. At most `maxSteps` steps. Each step is a single
// when there is one, else the solver's next step (which tries killer, thermometer and arrow sums before a Naked
// Single).
HintChain chainToAction(const Board& board, const std::vector<bool>& noted, const LogicOptions& options,
                        int maxSteps);

// Cuts a complete chain to the steps its action depends on, so a player without notes is shown only the
// eliminations that lead to the value. Going back from the step before the action, a step is left out when the
// steps kept after it are still found without it, each by its own technique's finder and doing at least what it
// did before (they are then kept as found again). A step whose pattern is no longer the first its finder meets
// stays in, and so does every step before a chain or forcing chain (never searched for again: too slow).
// `board` is the position the chain starts from; `chain.end` is left as it was.
void keepNeededSteps(const Board& board, HintChain& chain);
// Leaves out a cage of one cell's combinations step when the next step is the naked single they leave there: both
// say "its one cell holds the sum" (a play-tester read the sentence twice), and the single's words need no
// candidates.
void dropOneCellCageSteps(std::vector<Step>& steps);

// One step that stands for the whole chain: the first step's technique and nudge, the explanations joined in
// order, every cell the chain concerns (pattern cells, cells eliminated from, and for a single the placed
// cells that block the others), every placement and elimination. `board` is the position the chain starts from.
Step combinedStep(const Board& board, const HintChain& chain);

// The placed cells that rule out the alternatives of a single: for a hidden single, one placed peer holding the
// value (or under non-consecutive a side neighbour holding a value next to it) for each other empty cell of the
// house; for a naked single, one per other value, and none in a cage of one cell, which its sum decides.
std::vector<int> singleBlockers(const Board& board, const Step& step);

}  // namespace sudoku::logic
