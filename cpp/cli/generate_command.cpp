// `sudoku generate`: new puzzles from options and a seed, or one puzzle again from its game ID.
#include <iostream>
#include <random>

#include "commands.h"
#include "generator/game_id.h"
#include "generator/generator.h"
#include "logic/step.h"

namespace cli {

namespace {

// The generator options named on the command line (everything but the seed).
sudoku::Result<sudoku::GenerateOptions> generateOptions(const CommandLine& line) {
    sudoku::GenerateOptions options;
    auto parsed = puzzleOptions(line);
    if (!parsed) return parsed.error();
    options.variant = parsed->variant;
    options.box = parsed->box;
    const long long boxSize = static_cast<long long>(options.box.rows) * options.box.cols;
    auto size = numberOption(line, "--size", boxSize != 0 ? boxSize : 9, sudoku::kMinSize, sudoku::kMaxSize);
    if (!size) return size.error();
    options.size = static_cast<int>(*size);
    if (line.has("--level")) {
        auto level = sudoku::parseLevel(line.get("--level"));
        if (!level) return level.error();
        options.level = *level;
    }
    if (line.has("--symmetry")) {
        auto symmetry = sudoku::parseSymmetry(line.get("--symmetry"));
        if (!symmetry) return symmetry.error();
        options.symmetry = *symmetry;
    }
    if (options.variant != sudoku::Variant::jigsaw) {  // a bad size or box is a usage error, found before generating
        auto geometry = sudoku::Geometry::make(options.size, options.variant, options.box);
        if (!geometry) return geometry.error();
    }
    if (line.has("--technique")) {  // checked here, so a misspelt name is a usage error and not a long search
        auto technique = sudoku::logic::parseTechnique(line.get("--technique"));
        if (!technique) return technique.error();
        options.technique = sudoku::logic::techniqueName(*technique);
    }
    options.minimal = line.has("--minimal");
    options.rate = false;  // the output line has no rating
    return options;
}

std::string outputLine(const sudoku::Generated& generated, bool withSolution) {
    std::string text = sudoku::formatPuzzle(generated.puzzle);
    if (withSolution) text += ":" + sudoku::formatGrid(generated.solution);
    return text;
}

}  // namespace

int generateCommand(const CommandLine& line, std::istream&, std::ostream& out, std::ostream& err) {
    auto fail = [&](const std::string& message) {
        err << "sudoku generate: " << message << '\n';
        return kUsageError;
    };
    // Valid options with no puzzle to show (no match for the target within the attempts).
    auto failed = [&](const std::string& message) {
        err << "sudoku generate: " << message << '\n';
        return 1;
    };
    if (!line.files.empty()) return fail("takes no input files");
    if (line.has("--budget")) return fail("--budget applies to solve, count, rate, steps and hint, not generate");
    const bool withSolution = line.has("--with-solution");
    if (line.has("--id")) {
        for (const char* other : {"--size", "--box", "--variant", "--level", "--technique", "--symmetry", "--minimal",
                                  "--seed", "--count"}) {
            if (line.has(other)) return fail(std::string("--id already fixes every option; drop ") + other);
        }
        auto options = sudoku::parseGameId(line.get("--id"));
        if (!options) return fail(options.error().message);
        options.value().rate = false;
        auto generated = sudoku::generate(*options);
        if (!generated) return failed(generated.error().message);
        out << outputLine(*generated, withSolution) << '\n';
        return 0;
    }
    auto options = generateOptions(line);
    if (!options) return fail(options.error().message);
    // Without --seed each run differs; with it, puzzle k comes from seed + k.
    auto seed = numberOption(line, "--seed", static_cast<long long>(std::random_device{}() % 1'000'000'000),
                             0, static_cast<long long>(sudoku::kMaxSeed));
    if (!seed) return fail(seed.error().message);
    auto count = numberOption(line, "--count", 1, 1, 1'000'000);
    if (!count) return fail(count.error().message);
    for (long long k = 0; k < *count; ++k) {
        options.value().seed = static_cast<std::uint64_t>(*seed + k) & sudoku::kMaxSeed;
        auto generated = sudoku::generate(*options);
        if (!generated) return failed(generated.error().message);
        out << outputLine(*generated, withSolution) << '\n';
    }
    return 0;
}

}  // namespace cli
