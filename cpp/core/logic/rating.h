// Difficulty rating from the hardest technique a logical solution needs.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "puzzle.h"
#include "result.h"

namespace sudoku {

enum class Level { easy, medium, hard, expert, extreme };
const char* levelName(Level level);
Result<Level> parseLevel(const std::string& name);  // "easy" .. "extreme"

struct Rating {
    Level level = Level::easy;
    int score = 0;                        // orders puzzles within and across levels
    std::string hardest;                  // name of the hardest technique used ("none" if no step was needed)
    bool solvedByLogic = false;           // false: the logic got stuck (rated extreme)
    std::vector<std::string> techniques;  // every technique the logical solution used, each once
};

// Rates a puzzle that has exactly one solution (the caller checks uniqueness with the DLX solver). With a ceiling
// the rating is exact for a puzzle within it, and any puzzle above it rates stuck (extreme, with the stuck score),
// found sooner: the techniques above the ceiling are not searched for.
Rating ratePuzzle(const Puzzle& puzzle, std::optional<Level> ceiling = std::nullopt);

}  // namespace sudoku
