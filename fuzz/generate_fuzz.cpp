// Fuzz target: generator options, valid or not (size, box, variant, level, technique, symmetry, region map,
// seed, attempts) and cancellation. A generated puzzle must have exactly one solution, keep its symmetry, and
// come back unchanged from its game ID.
#include "fuzz_support.h"
#include "generator/game_id.h"
#include "logic/step.h"
#include "solver.h"

namespace {

// Mostly small grids, so a run explores options rather than waiting on clue removal of big grids.
constexpr int kSizes[] = {4, 4, 6, 6, 8, 9, 9, 5, 7, 3, 26, 0, -4, 12};

std::string technique(fuzz::Bytes& bytes) {
    const int choice = bytes.pick(4);
    if (choice == 0) return "";
    if (choice == 1) {
        const auto& all = sudoku::logic::allTechniques();
        return sudoku::logic::techniqueName(all[bytes.pick(static_cast<int>(all.size()))]);
    }
    return bytes.line();  // free text: usually unknown
}

sudoku::GenerateOptions options(fuzz::Bytes& bytes) {
    sudoku::GenerateOptions o;
    o.size = kSizes[bytes.pick(sizeof kSizes / sizeof kSizes[0])];
    o.variant = static_cast<sudoku::Variant>(bytes.pick(4));
    if (bytes.pick(4) == 0) o.box = {bytes.pick(10), bytes.pick(10)};
    if (const int level = bytes.pick(7); level < 5) o.level = static_cast<sudoku::Level>(level);
    o.symmetry = static_cast<sudoku::Symmetry>(bytes.pick(6));
    // Minimal clue removal on grids over 9x9 costs tens of seconds under the sanitizers (a 12x12 jigsaw, easy,
    // seed 15124196: 58 s for 2 attempts), which the 10 s hang limit reports as a hang: a cost, not a hang, and the
    // options it explores are the same on smaller grids.
    o.minimal = bytes.pick(4) == 0 && o.size <= 9;
    o.seed = bytes.u64() >> bytes.pick(64);  // sometimes beyond kMaxSeed
    o.maxAttempts = bytes.pick(4) - 1;       // -1 .. 2: invalid, none, a few
    o.technique = technique(bytes);
    if (bytes.pick(4) == 0) {
        const int cells = bytes.pick(4) == 0 ? bytes.pick(100) : o.size * o.size;
        for (int i = 0; i < cells && cells > 0; ++i) o.regions.push_back(bytes.pick(o.size + 1));
    }
    return o;
}

void checkGenerated(const sudoku::GenerateOptions& o, const sudoku::Generated& generated) {
    const sudoku::Puzzle& puzzle = generated.puzzle;
    sudoku::Solver solver(puzzle.geometry);
    const auto result = solver.solve(puzzle.cells, 2);
    fuzz::require(result.status == sudoku::SolveStatus::unique, "generated puzzle is not unique");
    fuzz::require(result.solutions[0] == generated.solution, "the solution differs from the solver's");
    fuzz::require(sudoku::isSymmetric(o.symmetry, puzzle.geometry.size(), puzzle.cells), "clue pattern not symmetric");

    const auto fromId = sudoku::parseGameId(generated.id);
    fuzz::require(fromId.ok(), "the game ID does not parse");
    const auto again = sudoku::generate(*fromId);
    fuzz::require(again.ok(), "the game ID does not generate");
    fuzz::require(again->puzzle.cells == puzzle.cells && again->puzzle.geometry == puzzle.geometry,
                  "the game ID generates another puzzle");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::Bytes bytes(data, size);
    const auto o = options(bytes);
    const int cancelAfter = bytes.pick(8) == 0 ? bytes.pick(5) : -1;
    int calls = 0;
    bool cancelled = false;
    const auto progress = [&](double fraction) {
        fuzz::require(fraction >= 0 && fraction <= 1, "progress outside 0..1");
        cancelled = cancelAfter >= 0 && calls++ >= cancelAfter;
        return !cancelled;
    };
    const auto generated = sudoku::generate(o, progress);
    if (!generated) {
        fuzz::require(!generated.error().message.empty(), "an error without a message");
        return 0;
    }
    fuzz::require(!cancelled, "a cancelled run returned a puzzle");
    checkGenerated(o, *generated);
    return 0;
}
