// Puzzle generator: a random full grid, then clue removal that keeps exactly one solution, optionally to a
// minimal puzzle, with a symmetric clue pattern, a target level or technique, for every size and variant.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "constraint_choice.h"
#include "logic/rating.h"
#include "puzzle.h"
#include "result.h"
#include "symmetry.h"

namespace sudoku {

struct GenerateOptions {
    int size = 9;
    BoxShape box;                  // {0,0}: the default shape
    Variant variant = Variant::classic;
    std::optional<Level> level;    // empty: any level
    std::string technique;         // a technique the logical solution must use; empty: any
    Symmetry symmetry = Symmetry::none;
    // Minimal: no clue (no symmetric group of clues, with a symmetry) can be removed without losing uniqueness,
    // every check run to the end. Without it, a uniqueness check that outruns its node budget keeps its clue
    // (only big grids ever hit that), and a target level stops removal before the rating would exceed it, so
    // easy puzzles keep more clues.
    bool minimal = false;
    std::uint64_t seed = 1;        // 0 .. 2^53-1 (a JS number carries it exactly)
    std::vector<int> regions;      // jigsaw region map; empty: a random map drawn from the seed
    // A constraint beyond houses (constraint_choice.h): killer puzzles have cages and no givens; the others keep
    // their shapes or rule and lose clues as a plain puzzle does. Symmetry and minimal apply to clue removal only.
    ConstraintChoice constraint = ConstraintChoice::none;
    CageSizes cages;               // killer only
    int maxAttempts = 2000;        // full grids tried for a target level or technique before giving up
    // Rate the result even without a target (the rating is most of the time of an untargeted 9x9 run);
    // unrated results carry a default Rating (score 0, hardest "").
    bool rate = true;
};

constexpr std::uint64_t kMaxSeed = (std::uint64_t{1} << 53) - 1;

struct Generated {
    Puzzle puzzle;
    std::vector<int> solution;
    Rating rating;
    int attempts = 0;  // full grids generated until one matched
    std::string id;    // game ID: parseGameId(id) gives options that generate this puzzle again
};

// Called with the fraction (0..1) of the current attempt's clue removal done; returns false to cancel.
using GenerateProgress = std::function<bool(double fraction)>;

// The error message of a cancelled run.
extern const char* const kCancelledMessage;

// Same options and seed -> same puzzle, on every platform. Errors: invalid options (size, box, variant,
// region map, technique), no puzzle matching the target within maxAttempts, or cancelled.
Result<Generated> generate(const GenerateOptions& options, const GenerateProgress& progress = {});

}  // namespace sudoku
