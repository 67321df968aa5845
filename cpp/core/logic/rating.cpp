// Rating: the level of the hardest technique the logical solution needs, and a score that orders puzzles.
#include "rating.h"

#include <algorithm>
#include <iterator>

#include "logic_solver.h"

namespace sudoku {

namespace {

const char* const kLevelNames[] = {"easy", "medium", "hard", "expert", "extreme"};

// A stuck solve scores above every technique: the player would have to guess.
constexpr int kStuckWeight = 100;

}  // namespace

Rating logic::rateSolution(const LogicSolution& solution) {
    Rating rating;
    rating.solvedByLogic = solution.solved;
    rating.hardest = "none";
    int hardestWeight = 0, harderSteps = 0;
    for (const logic::Step& step : solution.steps) {
        const auto& info = logic::techniqueInfo(step.technique);
        rating.level = std::max(rating.level, info.level);
        const int weight = logic::scoreWeight(step);
        if (weight > hardestWeight) {
            hardestWeight = weight;
            rating.hardest = info.name;
        }
        if (!(info.flags & logic::kSingle)) ++harderSteps;
        if (std::find(rating.techniques.begin(), rating.techniques.end(), info.name) == rating.techniques.end()) {
            rating.techniques.push_back(info.name);
        }
    }
    if (!solution.solved) {
        rating.level = Level::extreme;
        rating.hardest = "stuck";
    }
    rating.score = logic::ratingScore(hardestWeight, harderSteps, solution.solved);
    return rating;
}

int logic::solutionScore(const LogicSolution& solution) { return rateSolution(solution).score; }

std::optional<logic::LogicSolution> logic::scoredSolution(const Puzzle& puzzle, const LogicSolution& solution,
                                                          LogicOptions options) {
    const auto unscored = std::find_if(solution.steps.begin(), solution.steps.end(), [](const logic::Step& step) {
        return (logic::techniqueInfo(step.technique).flags & logic::kUnscored) != 0;
    });
    if (unscored == solution.steps.end()) return std::nullopt;
    logic::Board board = logic::boardOf(puzzle);
    logic::LogicSolution scored;
    for (auto step = solution.steps.begin(); step != unscored; ++step) {
        logic::applyStep(board, *step);
        scored.steps.push_back(*step);
    }
    options.scored = true;
    options.ceiling.reset();  // the steps that stand in for a W-Wing may lie above it: the score stays exact
    logic::LogicSolution rest = logic::solveLogically(board, options);
    std::move(rest.steps.begin(), rest.steps.end(), std::back_inserter(scored.steps));
    scored.solved = rest.solved;
    return scored;
}

int logic::ratingScore(int hardestWeight, int harderSteps, bool solved) {
    // The hardest step decides (x100, as Sudoku Explainer does); how many non-single steps it took breaks ties.
    return (solved ? hardestWeight : kStuckWeight) * 100 + std::min(harderSteps, 99);
}

const char* levelName(Level level) { return kLevelNames[static_cast<int>(level)]; }

Result<Level> parseLevel(const std::string& name) {
    for (int i = 0; i <= static_cast<int>(Level::extreme); ++i) {
        if (name == kLevelNames[i]) return static_cast<Level>(i);
    }
    return Error{"unknown level '" + name + "' (expected easy, medium, hard, expert or extreme)", {}};
}

Rating ratePuzzle(const Puzzle& puzzle, std::optional<Level> ceiling) {
    logic::Board board = logic::boardOf(puzzle);
    logic::LogicOptions options = logic::optionsFor(puzzle, true);
    options.ceiling = ceiling;
    const logic::LogicSolution solution = logic::solveLogically(board, options);
    Rating rating = logic::rateSolution(solution);
    // A solve the ceiling stopped rates above it, stuck score included: the solve without W-Wing that would
    // re-score it runs uncapped (see scoredSolution), the slowest search of all, for a rating only compared.
    if (ceiling && *ceiling < Level::extreme && !solution.solved) return rating;
    if (auto scored = logic::scoredSolution(puzzle, solution, options)) rating.score = logic::solutionScore(*scored);
    return rating;
}

}  // namespace sudoku
