// Parses `sudoku COMMAND [options] [files]` against a table of known options and runs the line loop.
#include "command_line.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>

#include "puzzle_reader.h"
#include "solver.h"

namespace cli {

namespace {

// Every option of every command; true when it takes a value.
const std::map<std::string, bool>& knownOptions() {
    static const std::map<std::string, bool> options = {
        {"--box", true},      {"--variant", true},  {"--limit", true},  {"--size", true},
        {"--level", true},    {"--technique", true}, {"--symmetry", true}, {"--seed", true},
        {"--count", true},    {"--id", true},       {"--budget", true}, {"--minimal", false},
        {"--constraint", true}, {"--cages", true}, {"--with-solution", false}, {"--solutions", false}, {"--help", false},
    };
    return options;
}

}  // namespace

std::string CommandLine::get(const std::string& option, const std::string& fallback) const {
    const auto it = options.find(option);
    return it == options.end() ? fallback : it->second;
}

sudoku::Result<CommandLine> parseCommandLine(int argc, char** argv) {
    CommandLine line;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        if (arg == "-h") arg = "--help";
        if (arg.size() > 1 && arg[0] == '-') {
            std::string value;
            const auto eq = arg.find('=');
            if (eq != std::string::npos) {
                value = arg.substr(eq + 1);
                arg = arg.substr(0, eq);
            }
            const auto known = knownOptions().find(arg);
            if (known == knownOptions().end()) return sudoku::Error{"unknown option '" + arg + "'; see sudoku --help", {}};
            if (known->second && eq == std::string::npos) {
                if (i + 1 >= argc) return sudoku::Error{"option " + arg + " needs a value", {}};
                value = argv[++i];
            }
            line.options[arg] = value;
        } else if (line.command.empty()) {
            line.command = arg;
        } else {
            line.files.push_back(arg);
        }
    }
    return line;
}

sudoku::Result<sudoku::PuzzleOptions> puzzleOptions(const CommandLine& line) {
    sudoku::PuzzleOptions options;
    if (line.has("--variant")) {
        auto variant = sudoku::parseVariant(line.get("--variant"));
        if (!variant) return variant.error();
        options.variant = *variant;
    }
    if (line.has("--box")) {
        auto box = sudoku::parseBoxShape(line.get("--box"));
        if (!box) return box.error();
        options.box = *box;
    }
    return options;
}

sudoku::Result<long long> numberOption(const CommandLine& line, const std::string& option, long long fallback,
                                       long long low, long long high) {
    if (!line.has(option)) return fallback;
    const std::string text = line.get(option);
    const sudoku::Error error{"option " + option + " needs a whole number from " + std::to_string(low) + " to " +
                                  std::to_string(high) + ", not '" + text + "'", {}};
    if (text.empty() || text.size() > 19 || text.find_first_not_of("0123456789") != std::string::npos) return error;
    const long long value = std::stoll(text);
    if (value < low || value > high) return error;
    return value;
}

sudoku::Result<std::uint64_t> nodeBudget(const CommandLine& line) {
    auto budget = numberOption(line, "--budget", static_cast<long long>(sudoku::kDefaultNodeBudget), 1,
                               1'000'000'000'000'000);
    if (!budget) return budget.error();
    return static_cast<std::uint64_t>(*budget);
}

namespace {

// Reads one stream line by line into puzzles and writes one answer per puzzle. `source` names a file in
// messages ("" for standard input). False when the stream failed while being read.
bool readPuzzles(std::istream& stream, const std::string& source, std::ostream& out, const PuzzleHandler& handle) {
    PuzzleReader reader([&](const InputPuzzle& puzzle) {
        auto answer = puzzle.error ? sudoku::Result<std::string>(*puzzle.error) : handle(puzzle.text);
        if (answer) {
            out << *answer << '\n';
        } else {
            out << "error: " << answer.error().message << puzzle.where(answer.error(), source) << '\n';
        }
    });
    std::string text;
    for (int number = 1; std::getline(stream, text); ++number) {
        // A UTF-8 byte order mark, as some editors write at the start of a file, is not part of the puzzle.
        if (number == 1 && text.compare(0, 3, "\xEF\xBB\xBF") == 0) text.erase(0, 3);
        reader.line(text, number);
    }
    reader.end();
    return !stream.bad();
}

}  // namespace

// Every named file, opened before any output so that a bad name stops the run before it starts.
sudoku::Result<std::vector<std::unique_ptr<std::ifstream>>> openFiles(const std::vector<std::string>& names) {
    std::vector<std::unique_ptr<std::ifstream>> files;
    for (const auto& name : names) {
        if (name == "-") {
            files.emplace_back();
            continue;
        }
        std::error_code code;
        if (std::filesystem::is_directory(name, code)) return sudoku::Error{"cannot read " + name + ": it is a directory", {}};
        errno = 0;
        auto file = std::make_unique<std::ifstream>(name, std::ios::binary);
        if (!*file) return sudoku::Error{"cannot read " + name + (errno != 0 ? std::string(": ") + std::strerror(errno) : ""), {}};
        files.push_back(std::move(file));
    }
    return files;
}

int forEachPuzzle(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err,
                  const PuzzleHandler& handle) {
    if (line.files.empty()) {
        if (readPuzzles(in, "", out, handle)) return 0;
        err << "sudoku: cannot read standard input\n";
        return kUsageError;
    }
    auto files = openFiles(line.files);
    if (!files) {
        err << "sudoku: " << files.error().message << '\n';
        return kUsageError;
    }
    for (std::size_t i = 0; i < line.files.size(); ++i) {
        auto& file = files.value()[i];
        if (readPuzzles(file ? *file : in, file ? line.files[i] : "", out, handle)) continue;
        err << "sudoku: cannot read " << line.files[i] << '\n';
        return kUsageError;
    }
    return 0;
}

}  // namespace cli
