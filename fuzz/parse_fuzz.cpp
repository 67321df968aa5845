// Fuzz target: the puzzle parser and validator. Byte 0 picks the options, the rest is the text. A parsed
// puzzle must be well formed and survive formatPuzzle -> parsePuzzle unchanged; an error must carry a message.
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::Bytes bytes(data, size);
    const auto options = fuzz::puzzleOptions(bytes.byte());
    const std::string text = bytes.rest();
    const auto puzzle = sudoku::parsePuzzle(text, options);
    if (!puzzle) {
        fuzz::require(!puzzle.error().message.empty(), "an error without a message");
        for (int cell : puzzle.error().cells) fuzz::require(cell >= 0 && cell < sudoku::kMaxSize * sudoku::kMaxSize, "error cell out of range");
        return 0;
    }
    const sudoku::Geometry& geometry = puzzle->geometry;
    fuzz::require(puzzle->cells.size() == static_cast<std::size_t>(geometry.cellCount()), "wrong cell count");
    for (int value : puzzle->cells) fuzz::require(value >= 0 && value <= geometry.size(), "value out of range");
    fuzz::require(sudoku::checkGivens(geometry, puzzle->cells).ok(), "accepted conflicting givens");

    sudoku::PuzzleOptions again;
    again.variant = geometry.variant();
    again.box = geometry.box();
    const auto reparsed = sudoku::parsePuzzle(sudoku::formatPuzzle(*puzzle), again);
    fuzz::require(reparsed.ok(), "formatPuzzle output does not parse");
    fuzz::require(reparsed->geometry == geometry && reparsed->cells == puzzle->cells, "round trip changed the puzzle");
    return 0;
}
