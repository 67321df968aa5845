// Command-line parsing and the puzzle-per-line loop shared by every `sudoku` command.
#pragma once

#include <functional>
#include <iosfwd>
#include <map>
#include <string>
#include <vector>

#include "puzzle.h"
#include "result.h"

namespace cli {

struct CommandLine {
    std::string command;
    std::map<std::string, std::string> options;  // "--box" -> "3x3"; flags map to ""
    std::vector<std::string> files;

    bool has(const std::string& option) const { return options.count(option) != 0; }
    std::string get(const std::string& option, const std::string& fallback = "") const;
};

// Exit status when the tool itself cannot run (bad usage, unreadable file).
constexpr int kUsageError = 2;

sudoku::Result<CommandLine> parseCommandLine(int argc, char** argv);

// The --variant and --box options as parse options.
sudoku::Result<sudoku::PuzzleOptions> puzzleOptions(const CommandLine& line);

// A whole number option within [low, high], or an error naming the option.
sudoku::Result<long long> numberOption(const CommandLine& line, const std::string& option, long long fallback,
                                       long long low, long long high);

// Reads puzzles one per line from the files (or standard input), skipping blank lines and '#' comments,
// and writes handle(first token of the line) for each, in input order. Returns the exit status.
int forEachPuzzle(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err,
                  const std::function<std::string(const std::string& token)>& handle);

}  // namespace cli
