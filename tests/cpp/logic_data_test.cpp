// The logic engine over the public data sets: no step is ever wrong (checked against the DLX solution), the
// coverage targets, and the rating's agreement with the levels of rated-5000.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "logic/logic_solver.h"
#include "solver_cache.h"
#include "test_support.h"

using namespace sudoku::logic;

namespace {

struct Outcome {
    LogicSolution solution;
    int wrongPlacements = 0, wrongEliminations = 0;
};

// The puzzle's one solution, by the DLX solver.
std::vector<int> truthOf(sudoku::SolverCache& solvers, const sudoku::Puzzle& puzzle) {
    const auto dlx = solvers.get(puzzle.geometry).solve(puzzle.cells, 2);
    REQUIRE(dlx.status == sudoku::SolveStatus::unique);
    return dlx.solutions[0];
}

// Solves logically one step at a time, checking every step against the DLX solution.
Outcome solveChecked(sudoku::SolverCache& solvers, const std::string& line) {
    auto puzzle = sudoku::parsePuzzle(sudoku::firstToken(line));
    REQUIRE(puzzle.ok());
    const std::vector<int> truth = truthOf(solvers, *puzzle);
    Board board = boardOf(*puzzle);
    LogicOptions options;
    options.uniqueness = true;
    Outcome outcome;
    while (auto step = nextStep(board, options)) {
        for (const Candidate& c : step->placements) outcome.wrongPlacements += truth[c.cell] != c.value;
        for (const Candidate& c : step->eliminations) outcome.wrongEliminations += truth[c.cell] == c.value;
        applyStep(board, *step);
        outcome.solution.steps.push_back(std::move(*step));
    }
    outcome.solution.solved = board.solved();
    if (board.solved()) CHECK(board.values() == truth);
    return outcome;
}

// Runs every `stride`-th puzzle of a file; returns how many the logic solved, and fails on any wrong step.
// `used` (if given) collects the name of every technique the solutions used.
int checkFile(const std::string& name, std::size_t stride, int* total, std::set<std::string>* used = nullptr) {
    sudoku::SolverCache solvers;
    const auto lines = testing::dataLines(name);
    int solved = 0, count = 0, wrong = 0;
    for (std::size_t i = 0; i < lines.size(); i += stride) {
        if (lines[i].rfind("puzzle,", 0) == 0) continue;  // CSV header
        const Outcome outcome = solveChecked(solvers, lines[i]);
        if (outcome.wrongPlacements + outcome.wrongEliminations > 0) {
            ++wrong;
            UNSCOPED_INFO(name << " line " << i + 1 << ": " << outcome.wrongPlacements << " wrong placements, "
                               << outcome.wrongEliminations << " true candidates eliminated");
        }
        solved += outcome.solution.solved;
        ++count;
        for (const Step& step : outcome.solution.steps) {
            if (used) used->insert(techniqueName(step.technique));
        }
    }
    CHECK(wrong == 0);
    *total = count;
    return solved;
}

}  // namespace

TEST_CASE(
    "[logic] no step on top1465 places a wrong value or removes a true candidate, >= 90% solved, HoDoKu patterns fire",
    "[logic][data]") {
    int total = 0;
    std::set<std::string> used;
    const int solved = checkFile("top1465.txt", 1, &total, &used);
    CHECK(total == 1465);
    CHECK(solved >= total * 9 / 10);
    // The HoDoKu-style patterns all take part (each replaced a chain or forcing chain on these puzzles).
    for (const char* name : {"Empty Rectangle", "Finned X-Wing", "Sashimi X-Wing", "Finned Swordfish", "ALS-XY-Chain",
                             "Forcing Net"}) {
        INFO(name);
        CHECK(used.count(name) == 1);
    }
}

// Every 10th of the 49,158 puzzles keeps the suite within its time budget; `sudoku_bench logic
// data/17-clue.txt` runs the whole set with the same check.
TEST_CASE("[logic] no step on a sample of 17-clue.txt is wrong", "[logic][data]") {
    int total = 0;
    checkFile("17-clue.txt", 10, &total);
    CHECK(total == 4916);
}

TEST_CASE("[logic] rated-5000: every step true, all solved, Beginner rates easy, scores rise with the level",
          "[logic][data]") {
    sudoku::SolverCache solvers;
    std::map<std::string, std::pair<double, int>> scores;  // level -> sum, count
    int wrong = 0, solved = 0, beginnerNotEasy = 0;
    for (const std::string& line : testing::dataLines("rated-5000.csv")) {
        if (line.rfind("puzzle,", 0) == 0) continue;
        const Outcome outcome = solveChecked(solvers, line);
        wrong += outcome.wrongPlacements + outcome.wrongEliminations;
        solved += outcome.solution.solved;
        const sudoku::Rating rating = rateSolution(outcome.solution);
        const std::string level = line.substr(line.rfind(',') + 1);
        if (level == "Beginner" && rating.level != sudoku::Level::easy) ++beginnerNotEasy;
        scores[level].first += rating.score;
        ++scores[level].second;
    }
    CHECK(wrong == 0);
    CHECK(solved == 5000);
    CHECK(beginnerNotEasy == 0);
    const char* order[] = {"Beginner", "Easy", "Medium", "Hard", "Expert"};
    for (int i = 0; i + 1 < 5; ++i) {
        INFO(order[i] << " mean " << scores[order[i]].first / scores[order[i]].second << ", " << order[i + 1]
                      << " mean " << scores[order[i + 1]].first / scores[order[i + 1]].second);
        CHECK(scores[order[i]].second == 1000);
        CHECK(scores[order[i]].first / scores[order[i]].second <
              scores[order[i + 1]].first / scores[order[i + 1]].second);
    }
}

TEST_CASE("[logic] ratePuzzle agrees with the step-by-step solution", "[logic]") {
    const std::string line = testing::dataLines("top1465.txt").front();
    auto puzzle = sudoku::parsePuzzle(line);
    REQUIRE(puzzle.ok());
    Board board = boardOf(*puzzle);
    LogicOptions options;
    options.uniqueness = true;
    const LogicSolution solution = solveLogically(board, options);
    const sudoku::Rating expected = rateSolution(solution);
    const auto scored = scoredSolution(*puzzle, solution, options);
    const sudoku::Rating rating = sudoku::ratePuzzle(*puzzle);
    CHECK(rating.score == solutionScore(scored ? *scored : solution));
    CHECK(rating.hardest == expected.hardest);
    CHECK(rating.techniques == expected.techniques);
    CHECK(rating.solvedByLogic);
}

// W-Wing is flagged kUnscored (Sudoku Explainer has no such pattern): the score follows the solve that takes the
// same steps up to the first W-Wing and none after, while the level and techniques stay the player's solution's.
TEST_CASE("[logic] a rating scores a W-Wing's puzzle by the solve without W-Wing", "[logic][data]") {
    sudoku::SolverCache solvers;
    const auto lines = testing::dataLines("se-rated.txt");
    int withWWing = 0, scoredOtherwise = 0, wrong = 0;
    for (std::size_t i = 0; i < lines.size() && withWWing < 10; i += 7) {
        auto puzzle = sudoku::parsePuzzle(sudoku::firstToken(lines[i]));
        REQUIRE(puzzle.ok());
        Board board = boardOf(*puzzle);
        const LogicOptions options = optionsFor(*puzzle, true);
        const LogicSolution solution = solveLogically(board, options);
        const auto first = std::find_if(solution.steps.begin(), solution.steps.end(),
                                        [](const Step& step) { return step.technique == Technique::wWing; });
        if (first == solution.steps.end()) continue;
        ++withWWing;
        const auto scored = scoredSolution(*puzzle, solution, options);
        REQUIRE(scored);
        CHECK(scored->solved);
        const auto before = static_cast<std::size_t>(first - solution.steps.begin());
        REQUIRE(scored->steps.size() >= before);
        for (std::size_t k = 0; k < before; ++k) CHECK(scored->steps[k].technique == solution.steps[k].technique);
        const std::vector<int> truth = truthOf(solvers, *puzzle);
        for (const Step& step : scored->steps) {
            CHECK(step.technique != Technique::wWing);
            for (const Candidate& c : step.placements) wrong += truth[c.cell] != c.value;
            for (const Candidate& c : step.eliminations) wrong += truth[c.cell] == c.value;
        }
        const sudoku::Rating rating = sudoku::ratePuzzle(*puzzle), played = rateSolution(solution);
        CHECK(rating.score == solutionScore(*scored));
        CHECK(rating.level == played.level);
        CHECK(rating.techniques == played.techniques);
        scoredOtherwise += rating.score != played.score;
    }
    CHECK(withWWing == 10);
    CHECK(scoredOtherwise > 0);
    CHECK(wrong == 0);
}

TEST_CASE("[logic] a rating with a ceiling is exact within it and stuck above it", "[logic][data]") {
    const auto lines = testing::dataLines("rated-5000.csv");
    int within = 0, above = 0;
    for (std::size_t i = 1; i < lines.size(); i += 25) {
        auto puzzle = sudoku::parsePuzzle(sudoku::firstToken(lines[i]));
        REQUIRE(puzzle.ok());
        const sudoku::Rating exact = sudoku::ratePuzzle(*puzzle);
        for (int level = 0; level < static_cast<int>(sudoku::Level::extreme); ++level) {
            const auto ceiling = static_cast<sudoku::Level>(level);
            const sudoku::Rating capped = sudoku::ratePuzzle(*puzzle, ceiling);
            INFO("line " << i + 1 << ", ceiling " << sudoku::levelName(ceiling));
            if (exact.level <= ceiling) {
                ++within;
                CHECK(capped.score == exact.score);
                CHECK(capped.techniques == exact.techniques);
            } else {
                ++above;
                CHECK(capped.level == sudoku::Level::extreme);
                CHECK_FALSE(capped.solvedByLogic);
            }
        }
    }
    CHECK(within > 100);
    CHECK(above > 100);
}
