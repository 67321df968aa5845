// Fuzz target: the logic engine on positions a player could reach, mistakes included. Line 1 is a puzzle
// (byte 0 picks the options); the following bytes fill in entries and notes, often wrong or contradictory.
// hintFor must answer every position of a solvable puzzle, and steps on a raw, possibly broken board must
// stay in range and end.
#include "fuzz_support.h"
#include "logic/hint.h"
#include "solver.h"

namespace {

using sudoku::logic::Mask;

// Logic on 16x16 and 25x25 can take seconds per step; the fuzzer explores sizes up to 9x9 (bounds_test
// covers the big sizes).
constexpr int kMaxFuzzCells = 81;

sudoku::logic::PlayerPosition position(fuzz::Bytes& bytes, int size, int cells) {
    sudoku::logic::PlayerPosition p;
    const int mode = bytes.pick(4);  // 0: nothing, 1: entries, 2: notes, 3: both
    if (mode & 1) {
        for (int cell = 0; cell < cells; ++cell) p.entries.push_back(bytes.pick(4) == 0 ? bytes.pick(size + 1) : 0);
    }
    if (mode & 2) {
        const Mask all = (Mask{1} << size) - 1;
        for (int cell = 0; cell < cells; ++cell) p.notes.push_back(bytes.pick(2) == 0 ? 0 : (bytes.byte() | bytes.byte() << 8) & all);
    }
    return p;
}

void checkStep(const sudoku::logic::Board& board, const sudoku::logic::Step& step) {
    for (const auto& c : step.placements) {
        fuzz::require(c.cell >= 0 && c.cell < board.cellCount() && c.value >= 1 && c.value <= board.size(), "placement out of range");
    }
    for (const auto& c : step.eliminations) {
        fuzz::require(c.cell >= 0 && c.cell < board.cellCount() && c.value >= 1 && c.value <= board.size(), "elimination out of range");
    }
    fuzz::require(!step.placements.empty() || !step.eliminations.empty(), "a step that changes nothing");
    fuzz::require(!sudoku::logic::stepLine(board.geometry(), step).empty(), "a step without text");
}

// Steps on the board with the position applied as is (no check against the solution), so broken boards too.
void stepRawBoard(const sudoku::Puzzle& puzzle, const sudoku::logic::PlayerPosition& p, bool uniqueness) {
    std::vector<int> cells = puzzle.cells;
    for (std::size_t cell = 0; cell < p.entries.size(); ++cell) {
        if (cells[cell] == 0) cells[cell] = p.entries[cell];
    }
    sudoku::logic::Board board(std::make_shared<const sudoku::logic::Layout>(puzzle.geometry), cells);
    for (std::size_t cell = 0; cell < p.notes.size(); ++cell) {
        if (board.value(static_cast<int>(cell)) == 0 && p.notes[cell] != 0) board.keepOnly(static_cast<int>(cell), p.notes[cell]);
    }
    sudoku::logic::LogicOptions options;
    options.uniqueness = uniqueness;
    for (int i = 0; i < board.cellCount() * board.size(); ++i) {  // each step removes a candidate at least
        const auto step = sudoku::logic::nextStep(board, options);
        if (!step) return;
        checkStep(board, *step);
        sudoku::logic::applyStep(board, *step);
    }
    fuzz::require(false, "steps did not end");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::Bytes bytes(data, size);
    const auto options = fuzz::puzzleOptions(bytes.byte());
    const auto puzzle = sudoku::parsePuzzle(bytes.line(), options);
    if (!puzzle || puzzle->geometry.cellCount() > kMaxFuzzCells) return 0;
    sudoku::Solver solver(puzzle->geometry);
    const auto solved = solver.solve(puzzle->cells, 2, 100'000);
    if (solved.solutions.empty()) return 0;

    const int n = puzzle->geometry.size();
    const auto p = position(bytes, n, puzzle->geometry.cellCount());
    sudoku::logic::LogicOptions logicOptions;
    logicOptions.uniqueness = solved.status == sudoku::SolveStatus::unique;
    logicOptions.chains = bytes.pick(2) == 0;
    const auto hint = sudoku::logic::hintFor(*puzzle, solved.solutions[0], p, logicOptions);
    fuzz::require(hint.ok(), "no hint for a valid position");
    fuzz::require(!hint->message.empty(), "a hint without a message");
    fuzz::require(sudoku::logic::hintKindName(hint->kind) != nullptr, "unnamed hint kind");

    stepRawBoard(*puzzle, p, logicOptions.uniqueness);
    return 0;
}
