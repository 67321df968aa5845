// Fuzz target: the game-ID parser. Any accepted ID must format back to an ID that parses to the same options.
#include "fuzz_support.h"
#include "generator/game_id.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::Bytes bytes(data, size);
    const auto options = sudoku::parseGameId(bytes.rest());
    if (!options) {
        fuzz::require(!options.error().message.empty(), "an error without a message");
        return 0;
    }
    fuzz::require(options->seed <= sudoku::kMaxSeed, "seed beyond 2^53-1 accepted");
    const std::string id = sudoku::formatGameId(*options);
    const auto again = sudoku::parseGameId(id);
    fuzz::require(again.ok(), "a formatted ID does not parse");
    fuzz::require(sudoku::formatGameId(*again) == id, "ID round trip changed the options");
    return 0;
}
