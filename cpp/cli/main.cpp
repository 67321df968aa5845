// `sudoku`: the engine on the command line, one output line per input puzzle.
#include <iostream>
#include <map>

#include "commands.h"
#include "generator/constraint_choice.h"
#include "logic/step.h"

namespace {

const char* kHelp = R"(usage: sudoku COMMAND [options] [FILE...]

Reads puzzles from the FILEs (or standard input; '-' is standard input) and writes exactly one result line
per puzzle, in input order. A bad puzzle gets `error: <message>` and the next one is processed.

Input: one puzzle per line, or pasted grids.
  - A line whose first token (up to ':', ',' or white space) is a whole puzzle is one puzzle, so data files
    like `puzzle:count:solution` or CSV can be fed directly. Blank lines, lines starting with '#' and lines
    of box separators only (-, +, |, =) are skipped.
  - A line of N cells (4 <= N <= 25) with spaces or box separators, such as `5 3 . | . 7 . | . . .` or
    `53..7....`, starts a pasted grid: the next N-1 non-separator lines are its rows; for N > 9 a row may be
    N numbers (`10 . 3 ...`). A blank line, or a one-line puzzle, before the last row ends the grid with an
    error. Errors in a grid name its input lines. A 16x16 or 25x25 row written without spaces reads as a
    one-line 4x4 or 5x5 puzzle: separate its boxes with spaces or '|'.

Puzzle format: N*N symbols, row-major; '.' or '0' blank; values 1-9 then A-Z (lowercase accepted).
Sizes: every N from 4 to 25 with a box shape (4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25).
After the cells, fields separated by ';' may say the puzzle's shape (as `generate` writes them):
  CELLS;x  CELLS;hyper  CELLS;3x2  CELLS;x;2x3  CELLS;REGIONS (jigsaw: N*N labels, N distinct, each a
  connected region of N cells; any N from 4 to 25). On a pasted grid they go on a line of their own right
  after the last row, or at the end of it. A plain line takes --variant and --box (classic and the most
  square box by default); a line whose fields disagree with them is an error.
Constraints beyond houses are fields too, any number, in any order (cells written r1c1r1c2...):
  cage=SUM/CELLS (killer cage: connected cells, no repeat, adding up to SUM), thermo=CELLS (from the bulb,
  strictly increasing), arrow=CELLS (the circle first: it equals the sum of the rest), anti-knight,
  anti-king, non-consecutive. Example: CELLS;cage=15/r1c1r1c2r2c1;thermo=r5c5r4c6r3c7;anti-king

Commands:
  solve                 the solution line, or `none`, or `multiple`
  count [--limit N]     the number of solutions, capped at N (default 2)
  rate                  `LEVEL SCORE HARDEST_TECHNIQUE` (levels easy, medium, hard, expert, extreme)
  steps                 one line per logical step, `TECHNIQUE: r3c5=7 r1c2<>4`, then `solved` or `stuck`
  hint                  the next logical step in the same form (or `solved`, `stuck`)
  generate [--size N] [--box RxC] [--variant V] [--level L] [--technique T] [--symmetry S]
           [--minimal] [--constraint C] [--cages MIN-MAX] [--seed N] [--count K] [--with-solution]
                        K new puzzles (default 1), one per line, each with exactly one solution; reads no
                        input. Every size or variant but a 9x9 classic is written with its fields (CELLS;x,
                        CELLS;2x3, CELLS;REGIONS), so other commands read it back without options.
                        --level easy|medium|hard|expert|extreme; --technique a technique the logical
                        solution must use (one of the names below; case, spaces and hyphens do not
                        matter); --symmetry none|rotate180|rotate90|horizontal|vertical|diagonal;
                        --minimal: no clue can be removed; puzzle k uses seed N+k (default random).
                        --constraint C adds a constraint (one of the names below; a killer has cages
                        and no givens; --cages 2-5, the default, sets its cage sizes in cells, 1 to 9).
                        --with-solution appends :SOLUTION. Exit 1 when no puzzle matches the target within
                        the attempts.
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
  --budget N            solve, count, rate, steps, hint: search nodes before the solver gives up on a
                        puzzle (an `error:` line naming the count); default 20000000 (cover: see above)
  --help, -h            this text

Exit status: 0 when every puzzle was answered (even with `error:`), 2 when the tool could not run
(unknown command or option, a bad option value, a file that is missing, unreadable or a directory).
)";

// The technique names for --technique, from the engine's table, wrapped to the help text's width.
std::string techniqueHelp() {
    std::string text = "\nTechniques (--technique), in the order the solver tries them:\n";
    std::string row = " ";
    const auto& all = sudoku::logic::allTechniques();
    for (std::size_t i = 0; i < all.size(); ++i) {
        const std::string name = std::string(" ") + sudoku::logic::techniqueName(all[i]) + (i + 1 < all.size() ? "," : "");
        if (row.size() + name.size() > 100) {
            text += row + "\n";
            row = " ";
        }
        row += name;
    }
    return text + row + "\n";
}

// The names --constraint takes, from the generator's table.
std::string constraintHelp() {
    std::string text = "\nConstraints (--constraint):";
    for (const auto& choice : sudoku::constraintChoices()) text += std::string(" ") + choice.name;
    return text + "\n";
}

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
        std::cout << kHelp << techniqueHelp() << constraintHelp();
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
