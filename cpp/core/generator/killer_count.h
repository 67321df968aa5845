// A fast solution count for killer puzzles with no givens, for the generator's uniqueness checks: backtracking on
// candidate bit masks with the cages' digit combinations, naked and hidden singles. The exact-cover solver stays
// the engine of record; this one only answers "one solution or more" many times over the same grid.
#pragma once

#include <cstdint>
#include <vector>

#include "geometry.h"

namespace sudoku {

// Cages as the generator keeps them: the cells of each cage and its sum, and the givens (per cell, 0 for none;
// empty when there are none).
struct CageSet {
    std::vector<std::vector<int>> cells;
    std::vector<int> sums;
    std::vector<int> givens;
};

enum class KillerCount { none, unique, multiple, aborted };

class KillerCounter {
public:
    // The houses of `geometry` (its variant's included; constraints beyond houses are ignored). Sizes up to 16.
    explicit KillerCounter(const Geometry& geometry);

    // Counts the solutions of the cages and their givens, up to 2, within `nodeBudget` branches. When there are
    // two, `second` receives one that differs from `first` (both filled). With `known` (a solution of the cages,
    // as a merge of cages keeps the grid they were cut from), its values are tried first at each branch: the same
    // answer when there is one solution (its tree is searched in full in any order), and when there are more the
    // second, which mostly differs from it in a few cells, is found sooner (or found where the plain count ran out
    // of branches: `multiple` for `aborted`).
    KillerCount count(const CageSet& cages, std::uint64_t nodeBudget, std::vector<int>& first, std::vector<int>& second,
                      const std::vector<int>* known = nullptr);
    std::uint64_t nodes() const { return nodes_; }
    const Geometry& geometry() const { return geometry_; }

private:
    struct State {
        std::vector<std::uint32_t> candidates;  // per cell; a filled cell keeps its one bit
        std::vector<int> values;                // per cell, 0 empty
        std::vector<std::uint32_t> used;        // per cage: values placed
        std::vector<int> left;                  // per cage: sum still to place
        std::vector<int> open;                  // per cage: empty cells
        // Kept from one propagation pass to the next (and copied to a branch), so only what changed is worked out
        // again: per cage the values its combinations allow; per empty cell its candidates within its cage's mask;
        // the cages with a cell changed since their mask (a placement or a struck candidate), listed once each; the
        // houses with a cell placed or narrowed since their last hidden-single check.
        std::vector<std::uint32_t> masks;
        std::vector<std::uint32_t> effective;
        std::vector<int> staleCages;
        std::vector<std::uint8_t> cageStale;
        std::vector<std::uint8_t> houseStale;
    };

    std::uint32_t cageMask(const State& s, int cage) const;
    bool place(State& s, int cell, int value);
    bool propagate(State& s);
    bool hiddenSingles(State& s, bool& progress);
    int chooseCell(const State& s) const;
    void markCage(State& s, int cage) const;
    bool refreshMasks(State& s);
    bool narrowCell(State& s, int cell, bool& progress);
    void search(int depth);

    const Geometry& geometry_;
    int size_;
    // combos_[k][t]: every set of k distinct values (bit v-1) adding up to t.
    std::vector<std::vector<std::vector<std::uint32_t>>> combos_;
    const CageSet* cages_ = nullptr;
    std::vector<int> cageOf_;
    std::vector<State> stack_;  // one state per search depth
    std::vector<int> uncaged_;  // cells in no cage, looked at on every pass
    std::vector<int> pass_;     // during a propagation pass: the cages whose masks it worked out again
    std::uint64_t budget_ = 0, nodes_ = 0;
    int found_ = 0;
    bool aborted_ = false;
    std::vector<int>* first_ = nullptr;
    std::vector<int>* second_ = nullptr;
    const std::vector<int>* known_ = nullptr;
};

}  // namespace sudoku
