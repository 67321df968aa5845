// Killer puzzles: a full grid cut into random connected cages (their sums from the grid), then cages merged where
// two solutions differ until exactly one solution is left (a given only where no merge can separate them).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "../geometry.h"
#include "../result.h"

namespace sudoku {

struct CageSizes {
    int min = 2;
    int max = 5;
};

struct KillerLayout {
    Geometry geometry;        // the grid with its cages
    std::vector<int> givens;  // almost always none: a given goes where no merge can tell two solutions apart
};

// The cages of a killer puzzle whose only solution is `grid` (a full grid of `plain`, a geometry without
// constraints), drawn from `seed`. `proceed` is asked before each uniqueness check and stops the run when it
// returns false (an error "cancelled"). Errors: cage sizes out of range, or no unique layout in the rounds allowed.
Result<KillerLayout> killerCages(const Geometry& plain, const std::vector<int>& grid, CageSizes sizes,
                                 std::uint64_t seed, const std::function<bool()>& proceed = {});

struct GenerateOptions;
struct Generated;
class Solver;

// generate() for options.killer: a seeded full grid from `solver` (the plain geometry's), cut into cages.
Result<Generated> generateKiller(Solver& solver, const GenerateOptions& options,
                                 const std::function<bool(double)>& progress);

}  // namespace sudoku
