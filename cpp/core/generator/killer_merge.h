// Merging killer cages while the puzzle stays unique: fewer, larger cages make a killer harder, and a one-cell cage
// (a given in disguise) joins a neighbour, or takes a cell from one, when it can.
#pragma once

#include <functional>

#include "killer_cages.h"

namespace sudoku {

enum class MergeScope { oneCellCages, anyCages };

// What a caller says of a merged cage set that is still unique: keep it (and merge on, or stop there), or not.
enum class MergeVerdict { keep, keepAndStop, reject };
using MergeFilter = std::function<MergeVerdict(const CageSet&)>;

enum class MergeEnd { exhausted, stopped, cancelled };

// Merges pairs of side-by-side cages (no value shared, together at most sizes.max cells; with oneCellCages, one
// of the two has one cell) in a random order while `counter` still finds one solution, each count within
// `nodeBudget` branches, and `filter` (when given) keeps the result. `cages` ends with every merge kept.
// `keepGoing` is asked before each count (false: cancel).
MergeEnd mergeWhileUnique(KillerCounter& counter, const std::vector<int>& grid, const CageSizes& sizes,
                          MergeScope scope, CageSet& cages, seeded::Random& random, std::uint64_t nodeBudget,
                          const std::function<bool()>& keepGoing, const MergeFilter& filter = {});

// Each one-cell cage left takes a side-by-side cell from a neighbouring cage that keeps at least 2 (and sizes.min)
// cells and stays connected (the two values differ), when the counter still finds one solution. False on cancel.
bool widenOneCellCages(KillerCounter& counter, const std::vector<int>& grid, const CageSizes& sizes, CageSet& cages,
                       seeded::Random& random, std::uint64_t nodeBudget, const std::function<bool()>& keepGoing);

}  // namespace sudoku
