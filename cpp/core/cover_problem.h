// Exact-cover problems as text: Knuth's DLX format or a 0/1 matrix, parsed into items and options for ExactCover.
// Knows nothing of sudoku. Formats (README, "Exact cover for any problem"):
//   DLX:    a line of item names, primary items then `|` then secondary items; then one option per line, the
//           names of the items it covers. Lines starting with `|` are comments.
//   matrix: one option per line as 0s and 1s (spaces between them optional); a `|` at the same place in every
//           row puts the columns after it among the secondary items. Items are named by column number from 1.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "exact_cover.h"
#include "result.h"

namespace dlx {

struct CoverProblem {
    std::vector<std::string> items;  // names, the primary items first
    int primaryCount = 0;
    std::vector<std::vector<int>> options;  // the items of each option, as written
    std::vector<int> optionLines;           // the input line (1-based) of each option
};

// Parses either format (a text whose lines hold only 0, 1, spaces and `|` is a matrix), or says what is wrong
// and on which line: unknown or repeated items, an option with no primary item, a primary item in no option.
sudoku::Result<CoverProblem> parseCoverProblem(const std::string& text);

// The option as its item names separated by spaces.
std::string optionText(const CoverProblem& problem, int option);

struct CoverAnswer {
    SearchResult search;
    std::vector<std::vector<int>> solutions;  // the first `keep` solutions, each as option ids in search order
};

// Searches for up to `limit` solutions (0 = all) within `nodeBudget` (0 = none), keeping the first `keep`. Runs
// on dancing links, the reference: its node and update counters and search order are what the tool reports.
CoverAnswer solveCoverProblem(const CoverProblem& problem, std::uint64_t limit, std::uint64_t nodeBudget,
                              std::size_t keep);

}  // namespace dlx
