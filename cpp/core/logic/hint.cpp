// Hints on a player's position: mistakes are checked against the solution before any logic runs, because a
// deduction from a wrong position would teach something false.
#include "hint.h"

#include <algorithm>

#include "hint_chain.h"
#include "technique_table.h"

namespace sudoku::logic {

namespace {

const char* const kKindNames[] = {"step", "wrongEntry", "wrongNote", "reveal", "solved"};

// Enough for any chain of eliminations seen on the data sets; a longer one ends in a revealed cell.
constexpr int kMaxChainSteps = 400;

Result<bool> checkPosition(const Puzzle& puzzle, const std::vector<int>& solution, const PlayerPosition& position) {
    const std::size_t cells = static_cast<std::size_t>(puzzle.geometry.cellCount());
    if (solution.size() != cells) return Error{"the solution must list " + std::to_string(cells) + " cells", {}};
    if (!position.entries.empty() && position.entries.size() != cells) {
        return Error{"the entries must list " + std::to_string(cells) + " cells", {}};
    }
    if (!position.notes.empty() && position.notes.size() != cells) {
        return Error{"the notes must list " + std::to_string(cells) + " cells", {}};
    }
    const Mask all = static_cast<Mask>((std::uint64_t{1} << puzzle.geometry.size()) - 1);
    for (std::size_t cell = 0; cell < cells; ++cell) {
        const int entry = position.entries.empty() ? 0 : position.entries[cell];
        if (entry < 0 || entry > puzzle.geometry.size()) return Error{"entry out of range", {static_cast<int>(cell)}};
        if (!position.notes.empty() && (position.notes[cell] & ~all) != 0) {
            return Error{"notes out of range", {static_cast<int>(cell)}};
        }
    }
    return true;
}

// A hint about one cell (a mistake there, or its revealed value).
Hint aboutCell(HintKind kind, const Geometry& geometry, Candidate target, std::string message) {
    Hint hint;
    hint.kind = kind;
    hint.target = target;
    hint.message = std::move(message);
    hint.step.cells = {target.cell};
    hint.step.explanation = hint.message;
    hint.step.nudge = "Check " + cellName(geometry, target.cell) + ".";
    return hint;
}

// A wrong entry and why, as far as the board shows it: a given or right value of one of the cell's houses is the
// same ("r1c3 is not 3: row 1 has 3 in r1c7."), else the solution ("... the solution has another value there": a
// cage or another rule may show it, but not as plainly). "r1c3 is not 3." alone left a play-tester asking why at
// every level.
std::string wrongEntryText(const Puzzle& puzzle, const std::vector<int>& solution, const std::vector<int>& entries, int cell) {
    const Geometry& g = puzzle.geometry;
    const std::string value = valueText(entries[cell]), name = cellName(g, cell);
    for (int h : g.housesOf(cell)) {
        for (int other : g.houses()[h].cells) {
            const int shown = puzzle.cells[other] != 0 ? puzzle.cells[other] : entries[other];
            if (other != cell && shown == entries[cell] && shown == solution[other]) {
                return fill("% is not %: % has % in %.", {name, value, houseName(g.houses()[h]), value, cellName(g, other)});
            }
        }
    }
    return fill("% is not %: the solution has another value there.", {name, value});
}

// The unsolved cell with the fewest candidates: the one a player would most like revealed.
int cellToReveal(const Board& board) {
    int best = -1;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.value(cell) != 0) continue;
        if (best < 0 || countOf(board.candidates(cell)) < countOf(board.candidates(best))) best = cell;
    }
    return best;
}

// What the steps leave in the cells they eliminate from that have no notes (`noted` false) and no value at the
// end, per cell (0 elsewhere): the candidates once every step is applied to `board`, the position they were found on.
std::vector<Mask> notesLeft(const Board& board, const std::vector<Step>& steps, const std::vector<bool>& noted) {
    Board after = board;
    for (const Step& step : steps) applyStep(after, step);
    std::vector<Mask> notes(noted.size(), 0);
    for (const Step& step : steps) {
        for (const Candidate& c : step.eliminations) {
            if (!noted[c.cell] && after.value(c.cell) == 0) notes[c.cell] = after.candidates(c.cell);
        }
    }
    return notes;
}

}  // namespace

const char* hintKindName(HintKind kind) { return kKindNames[static_cast<int>(kind)]; }

Result<std::vector<int>> parseEntries(const Geometry& geometry, const std::string& text) {
    if (text.size() != static_cast<std::size_t>(geometry.cellCount())) {
        return Error{"the entries must be " + std::to_string(geometry.cellCount()) + " symbols, one per cell; got " +
                     std::to_string(text.size()), {}};
    }
    std::vector<int> entries(text.size(), 0);
    for (std::size_t cell = 0; cell < text.size(); ++cell) {
        const char c = text[cell];
        const int value = c >= '1' && c <= '9'   ? c - '0'
                          : c >= 'A' && c <= 'Z' ? c - 'A' + 10
                          : c >= 'a' && c <= 'z' ? c - 'a' + 10
                                                 : 0;
        if (c != '.' && c != '0' && (value == 0 || value > geometry.size())) {
            return Error{std::string("'") + c + "' at " + cellName(geometry, static_cast<int>(cell)) +
                         " is not a value of this grid", {static_cast<int>(cell)}};
        }
        entries[cell] = value;
    }
    return entries;
}

Result<Hint> hintFor(const Puzzle& puzzle, const std::vector<int>& solution, const PlayerPosition& position,
                     const LogicOptions& options) {
    if (auto ok = checkPosition(puzzle, solution, position); !ok) return ok.error();
    const Geometry& g = puzzle.geometry;
    std::vector<int> cells = puzzle.cells;
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        const int entry = position.entries.empty() ? 0 : position.entries[cell];
        if (puzzle.cells[cell] != 0 || entry == 0) continue;
        if (entry != solution[cell]) {
            return aboutCell(HintKind::wrongEntry, g, {cell, entry}, wrongEntryText(puzzle, solution, position.entries, cell));
        }
        cells[cell] = entry;
    }
    Board board(std::make_shared<const Layout>(g), cells);
    if (board.solved()) {
        Hint hint;
        hint.message = "The grid is complete.";
        return hint;
    }
    std::vector<bool> noted(cells.size(), false);
    for (int cell = 0; cell < g.cellCount() && !position.notes.empty(); ++cell) {
        const Mask notes = position.notes[cell];
        if (cells[cell] != 0 || notes == 0) continue;
        if (!(notes & bitOf(solution[cell]))) {
            return aboutCell(HintKind::wrongNote, g, {cell, solution[cell]},
                           "The notes of " + cellName(g, cell) + " leave out " + valueText(solution[cell]) +
                               ", but it cannot be ruled out there.");
        }
        board.keepOnly(cell, notes);
        noted[cell] = true;
    }
    HintChain chain = chainToAction(board, noted, options, kMaxChainSteps);
    if (chain.complete) {
        keepNeededSteps(board, chain);
        dropOneCellCageSteps(chain.steps);
        Hint hint;
        hint.kind = HintKind::step;
        if (static_cast<int>(chain.steps.size()) > kMostStepsWhole) {
            hint.ahead = static_cast<int>(chain.steps.size()) - 1;
            chain.steps.resize(1);
        }
        hint.notes = notesLeft(board, chain.steps, noted);
        hint.readsCandidates = std::any_of(chain.steps.begin(), chain.steps.end(), [](const Step& step) {
            return (techniqueInfo(step.technique).flags & kFromValues) == 0;
        });
        hint.step = combinedStep(board, chain);
        hint.message = hint.step.explanation;
        hint.chain = std::move(chain.steps);
        return hint;
    }
    board = chain.end;
    const int cell = cellToReveal(board);
    Hint hint = aboutCell(HintKind::reveal, g, {cell, solution[cell]},
                        "No technique this engine knows applies here. Revealed from the solution: " +
                            cellName(g, cell) + " = " + valueText(solution[cell]) + ".");
    hint.step.placements = {hint.target};
    return hint;
}

}  // namespace sudoku::logic
