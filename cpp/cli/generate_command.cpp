// `sudoku generate`: new puzzles from options and a seed, or one puzzle again from its game ID.
#include <iostream>
#include <random>

#include "commands.h"
#include "generator/generate_settings.h"
#include "logic/step.h"

namespace cli {

namespace {

// The generate keys given on the command line (--size 9 -> size "9"; a bare flag --minimal -> "true"), in the
// core's key/value form; without --seed and --id, a seed drawn here, so each run differs.
sudoku::Settings settingsOf(const CommandLine& line) {
    sudoku::Settings settings;
    for (const auto& key : sudoku::generateKeys()) {
        const std::string option = std::string("--") + key.name;
        if (!line.has(option)) continue;
        const std::string text = line.get(option);
        settings[key.name] = {option, key.kind == sudoku::SettingKind::flag && text.empty() ? "true" : text};
    }
    if (!settings.count("seed") && !settings.count("id")) {
        settings["seed"] = {"--seed", std::to_string(std::random_device{}() % 1'000'000'000)};
    }
    return settings;
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
    if (line.has("--id") && line.has("--count")) return fail("--id already fixes every option; drop --count");
    auto options = sudoku::readGenerateSettings(settingsOf(line));
    if (!options) return fail(options.error().message);
    if (!options->technique.empty()) {  // checked here, so a misspelt name is a usage error and not a long search
        auto technique = sudoku::logic::parseTechnique(options->technique);
        if (!technique) return fail(technique.error().message);
        options.value().technique = sudoku::logic::techniqueName(*technique);
    }
    options.value().rate = false;  // the output line has no rating
    // Puzzle k comes from seed + k.
    auto count = numberOption(line, "--count", 1, 1, 1'000'000);
    if (!count) return fail(count.error().message);
    const std::uint64_t seed = options->seed;
    for (long long k = 0; k < *count; ++k) {
        options.value().seed = (seed + static_cast<std::uint64_t>(k)) & sudoku::kMaxSeed;
        auto generated = sudoku::generate(*options);
        if (!generated) return failed(generated.error().message);
        out << outputLine(*generated, withSolution) << '\n';
    }
    return 0;
}

}  // namespace cli
