// Command-line parsing and the puzzle-per-line loop shared by every `sudoku` command.
#pragma once

#include <cstdint>
#include <functional>
#include <fstream>
#include <iosfwd>
#include <map>
#include <memory>
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

// The --budget option: search nodes before the exact-cover solver gives up (default kDefaultNodeBudget).
sudoku::Result<std::uint64_t> nodeBudget(const CommandLine& line);

// Every named file, opened before any output so that a bad name stops the run before it starts: a directory or
// an unreadable file is an error naming it. "-" (standard input) gives a null entry.
sudoku::Result<std::vector<std::unique_ptr<std::ifstream>>> openFiles(const std::vector<std::string>& names);

// An answer line for one puzzle's text, or the error to write as `error: <message>`.
using PuzzleHandler = std::function<sudoku::Result<std::string>(const std::string& text)>;

// Reads the puzzles of the files (or standard input; "-" is standard input), one-line puzzles and pasted
// grids as PuzzleReader groups them, and writes handle(text) for each, in input order; a grid's error names
// its input lines. A directory or unreadable file stops the run before any output. Returns the exit status.
int forEachPuzzle(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err,
                  const PuzzleHandler& handle);

}  // namespace cli
