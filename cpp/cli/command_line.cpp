// Parses `sudoku COMMAND [options] [files]` against a table of known options and runs the line loop.
#include "command_line.h"

#include <fstream>
#include <iostream>
#include <set>

namespace cli {

namespace {

// Every option of every command; true when it takes a value.
const std::map<std::string, bool>& knownOptions() {
    static const std::map<std::string, bool> options = {
        {"--box", true},      {"--variant", true},  {"--limit", true},  {"--size", true},
        {"--level", true},    {"--technique", true}, {"--symmetry", true}, {"--seed", true},
        {"--count", true},    {"--id", true},       {"--budget", true}, {"--minimal", false},
        {"--with-solution", false}, {"--solutions", false}, {"--help", false},
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

int forEachPuzzle(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err,
                  const std::function<std::string(const std::string& token)>& handle) {
    auto run = [&](std::istream& stream) {
        std::string text;
        bool first = true;
        while (std::getline(stream, text)) {
            // A UTF-8 byte order mark, as some editors write at the start of a file, is not part of the puzzle.
            if (first && text.compare(0, 3, "\xEF\xBB\xBF") == 0) text.erase(0, 3);
            first = false;
            const auto start = text.find_first_not_of(" \t\r");
            if (start == std::string::npos || text[start] == '#') continue;
            out << handle(sudoku::firstToken(text)) << '\n';
        }
    };
    if (line.files.empty()) {
        run(in);
        return 0;
    }
    for (const auto& name : line.files) {
        if (name == "-") {
            run(in);
            continue;
        }
        std::ifstream file(name, std::ios::binary);
        if (!file) {
            err << "sudoku: cannot read " << name << '\n';
            return kUsageError;
        }
        run(file);
    }
    return 0;
}

}  // namespace cli
