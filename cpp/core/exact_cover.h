// Generic exact cover: a matrix of items and options, searched by the engine that suits it. Knows nothing of sudoku.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cover_search.h"

namespace dlx {

// Dancing links is the reference and searches any matrix; the bitset engine is faster where it fits (up to 768
// options and 384 primary items, an item in at most 127 options: every 9x9 and smaller sudoku). `automatic` picks
// bitset when the matrix fits.
// bitsetSingles is the bitset engine without its locked-item propagation, kept to measure what that buys.
enum class Engine { automatic, dancingLinks, bitset, bitsetSingles };
// "auto", "dlx", "bitset", "bitset-singles"; parseEngine reads them back (false for any other name).
const char* engineName(Engine engine);
bool parseEngine(const std::string& name, Engine& engine);

// The matrix is built once (addOption), then searched many times: select() fixes options before a search
// (e.g. a puzzle's givens) and reset() undoes them, so nothing is rebuilt between problems. The engine is
// built on the first select or search after the options changed.
class ExactCover {
public:
    // Throws std::invalid_argument for a negative item count.
    ExactCover(int primaryItems, int secondaryItems, Engine engine = Engine::automatic);
    ExactCover(ExactCover&&) noexcept;
    ExactCover& operator=(ExactCover&&) noexcept;
    ~ExactCover();

    // Adds an option covering the given items (0-based, primaries first); returns its id. Throws when an item is
    // out of range or repeated, the option is empty, or options are selected (reset() first).
    int addOption(const std::vector<int>& items);

    // Fixes an option as part of every solution until reset(). Returns false, changing nothing, when the option
    // clashes with an option already selected (they share an item).
    bool select(int option);
    // Selects the options in order, as select() on each: false at the first that clashes with one selected before
    // it (it and those after it stay unselected; those before it stay selected until reset()).
    bool select(const std::vector<int>& options);
    // The same for options[0, n): a caller's kept buffer, listed anew for each problem.
    bool select(const int* options, int n);
    void reset();
    const std::vector<int>& selected() const { return selected_; }

    SearchResult search(const SearchLimits& limits, const SolutionVisitor& visit);
    // Counts solutions up to `limit` (0 = all) within the node budget.
    SearchResult count(std::uint64_t limit, std::uint64_t nodeBudget = 0);

    int itemCount() const { return matrix_.itemCount(); }
    int optionCount() const { return matrix_.optionCount(); }
    // The items of an option, in the order they were added.
    std::vector<int> optionItems(int option) const;
    // The engine that searches this matrix as it stands (automatic resolved). Asking for a bitset engine the
    // matrix does not fit throws std::length_error at the first select or search.
    Engine engine() const;

    // Checks the engine's invariants in the current state; for tests.
    bool sane();

private:
    CoverSearch& built();
    CoverSearch& build();

    Matrix matrix_;
    Engine requested_;
    std::unique_ptr<CoverSearch> search_;  // null until built, and again after addOption
    std::vector<int> selected_;
};

}  // namespace dlx
