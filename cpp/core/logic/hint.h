// A hint on the player's own position: first mistakes (a wrong entry, a true candidate removed from the notes),
// then the deductions that lead from that position to the next thing the player can act on (a placement, or a
// note to remove), and as a last resort one cell revealed from the solution.
#pragma once

#include <string>
#include <vector>

#include "logic_solver.h"
#include "result.h"

namespace sudoku::logic {

enum class HintKind { step, wrongEntry, wrongNote, reveal, solved };
const char* hintKindName(HintKind kind);  // "step", "wrongEntry", "wrongNote", "reveal", "solved"

struct Hint {
    HintKind kind = HintKind::solved;
    std::string message;      // a plain sentence; for a step, its explanation
    Step step;                // kind step: the chain as one step (see combinedStep); otherwise the cell concerned
    std::vector<Step> chain;  // kind step: the deductions in order; the last one places a value or removes a note
    Candidate target{-1, 0};  // wrongEntry: the entry; wrongNote: the missing candidate; reveal: the revealed value
    // kind step, when the deductions up to the next action are more than kMostStepsWhole: the chain is its first
    // deduction alone, and `ahead` how many followed it up to that action.
    int ahead = 0;
    // kind step: per cell, the notes Apply writes (0: none), what the chain leaves in the cells it eliminates from
    // that have no notes and get no value; otherwise the next hint would make the same deductions again, as the first
    // steps of its chain (a play-tester met one killer deduction in four hints, each applied). Empty for other kinds.
    std::vector<Mask> notes;
    // kind step: some deduction reads cells' candidates, not only the values shown and the rules' sums (a pair, a
    // wing, a fish, a chain): the page then says where to see them when its cells show no notes.
    bool readsCandidates = false;
};

// The most deductions a hint shows as one: a longer chain (a hard killer's ran to 33 deductions and 6,200
// characters) is shown one deduction at a time, each leaving its result in notes.
constexpr int kMostStepsWhole = 3;

struct PlayerPosition {
    std::vector<int> entries;  // N*N values the player entered (0 = empty); givens may be repeated; empty = none
    std::vector<Mask> notes;   // N*N candidate masks the player kept (0 = no notes in that cell); empty = none
};

// The player's entries as symbols, one per cell ('.' or '0' empty; givens may appear): like a puzzle line but
// repeated values are allowed, since a hint must be able to point out a wrong entry.
Result<std::vector<int>> parseEntries(const Geometry& geometry, const std::string& text);

// `solution` is the puzzle's DLX solution; options.uniqueness tells whether it is the only one.
Result<Hint> hintFor(const Puzzle& puzzle, const std::vector<int>& solution, const PlayerPosition& position,
                     const LogicOptions& options);

}  // namespace sudoku::logic
