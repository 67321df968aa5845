// `sudoku`: the engine on the command line, one output line per input puzzle.
#include <iostream>
#include <map>

#include "commands.h"

namespace {

const char* kHelp = R"(usage: sudoku COMMAND [options] [FILE...]

Reads puzzles one per line from the FILEs (or standard input; '-' is standard input) and writes exactly
one result line per puzzle, in input order. Only the first token of a line is read (up to ':', ',' or
white space), so data files like `puzzle:count:solution` or CSV can be fed directly. Blank lines and
lines starting with '#' are skipped. A bad line gets `error: <message>` and the next line is processed.

Puzzle format: N*N symbols, row-major; '.' or '0' blank; values 1-9 then A-Z (lowercase accepted).
Sizes: every N from 4 to 25 with a box shape (4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25).
Jigsaw puzzles append their region map: CELLS;REGIONS (N*N labels, N distinct, each a connected region
of N cells); any N from 4 to 25.

Commands:
  solve                 the solution line, or `none`, or `multiple`
  count [--limit N]     the number of solutions, capped at N (default 2)
  rate                  `LEVEL SCORE HARDEST_TECHNIQUE` (levels easy, medium, hard, expert, extreme)
  steps                 one line per logical step, `TECHNIQUE: r3c5=7 r1c2<>4`, then `solved` or `stuck`
  hint                  the next logical step in the same form (or `solved`, `stuck`)
  generate [--size N] [--box RxC] [--variant V] [--level L] [--technique T] [--symmetry S]
           [--minimal] [--seed N] [--count K] [--with-solution]
                        K new puzzles (default 1), one per line, each with exactly one solution; reads no
                        input. --level easy|medium|hard|expert|extreme; --technique a technique the logical
                        solution must use (e.g. "X-Wing"); --symmetry none|rotate180|rotate90|horizontal|
                        vertical|diagonal; --minimal: no clue can be removed; puzzle k uses seed N+k (default
                        random). --with-solution appends :SOLUTION. Jigsaw lines carry their random region map.
                        Exit 1 when no puzzle matches the target within the attempts.
  generate --id GAMEID [--with-solution]
                        the puzzle of a game ID again
  cover [--limit N] [--solutions] [--budget N] [FILE]
                        any exact-cover problem, in Knuth's DLX format (a line of item names, primary
                        then '|' then secondary; one option per line; '|' starts a comment line) or as
                        rows of 0s and 1s ('|' before the secondary columns). Prints `S solutions,
                        N nodes, U updates` (all solutions, or up to --limit N); --solutions first
                        prints each solution's options. Exit 1 with a message naming the line when the
                        problem is malformed.

Options:
  --box RxC             box shape (rows x columns), e.g. 2x3 or 3x2 for 6x6; default the most square
  --variant V           classic (default), x (both diagonals), hyper (four extra windows), jigsaw
  --help, -h            this text

Exit status: 0 when every line was answered (even with `error:`), 2 when the tool could not run
(unknown command or option, unreadable file).
)";

const std::map<std::string, cli::Command>& commands() {
    static const std::map<std::string, cli::Command> table = {
        {"solve", cli::solveCommand},
        {"count", cli::countCommand},
        {"rate", cli::rateCommand},
        {"steps", cli::stepsCommand},
        {"hint", cli::hintCommand},
        {"generate", cli::generateCommand},
        {"cover", cli::coverCommand},
    };
    return table;
}

}  // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    auto line = cli::parseCommandLine(argc, argv);
    if (!line) {
        std::cerr << "sudoku: " << line.error().message << '\n';
        return cli::kUsageError;
    }
    if (line->has("--help") || line->command == "help") {
        std::cout << kHelp;
        return 0;
    }
    const auto command = commands().find(line->command);
    if (command == commands().end()) {
        std::cerr << "sudoku: " << (line->command.empty() ? "no command given" : "unknown command '" + line->command + "'")
                  << "; see sudoku --help\n";
        return cli::kUsageError;
    }
    return command->second(*line, std::cin, std::cout, std::cerr);
}
