// Solve once, then answer the logic calls: the one place the CLI's and the module's rate/steps/hint meet.
#include "analysis.h"

#include <algorithm>

#include "logic/techniques.h"

namespace sudoku {

logic::LogicOptions Analysis::logicOptions() const { return logic::optionsFor(puzzle, unique); }

Result<Analysis> analyse(Puzzle puzzle, Solver& solver, std::uint64_t nodeBudget) {
    const auto result = solver.solve(puzzle.cells, 2, nodeBudget);
    if (result.status == SolveStatus::none) return Error{kNoSolutionMessage, {}};
    if (result.status == SolveStatus::aborted) return Error{budgetMessage(result), {}};
    const bool unique = result.status == SolveStatus::unique;
    return Analysis{std::move(puzzle), result.solutions.at(0), unique, unique ? std::vector<int>{} : result.solutions.at(1)};
}

namespace {

// Where `board` can have no solution, in words and cells (Board::deadEnd); an empty message when it still can.
Error deadEnd(const logic::Board& board) {
    const logic::Board::DeadEnd end = board.deadEnd();
    const Geometry& geometry = board.geometry();
    if (end.cell >= 0) return {cellName(geometry, end.cell) + " has no value left", {end.cell}};
    if (end.house < 0) return {};
    const House& house = board.houses()[end.house];
    std::vector<int> open;
    for (int cell : house.cells) {
        if (board.value(cell) == 0) open.push_back(cell);
    }
    // Placed in the house: then twice (a value with no place left is not placed there at all).
    const bool twice = std::any_of(house.cells.begin(), house.cells.end(), [&](int c) { return board.value(c) == end.value; });
    return {"in " + houseName(house) + ", " + logic::valueText(end.value) + (twice ? " is placed twice" : " has no place left"),
            open};
}

}  // namespace

Error noSolutionReason(const Puzzle& puzzle) {
    constexpr std::size_t kListed = 3;  // forced values named; more are counted
    logic::Board board = logic::boardOf(puzzle);
    std::vector<std::string> forced;
    for (;;) {
        Error found = deadEnd(board);
        if (!found.message.empty()) {
            if (forced.size() > kListed) found.message += " once the givens force " + std::to_string(forced.size()) + " values";
            else if (!forced.empty()) found.message += " once the givens force " + logic::joinWithAnd(forced);
            return found;
        }
        logic::Step single;
        if (!logic::findNakedSingle(board, single) && !logic::findHiddenSingle(board, single)) return {};
        for (const logic::Candidate& c : single.placements) {
            forced.push_back(cellName(puzzle.geometry, c.cell) + " = " + logic::valueText(c.value));
        }
        logic::applyStep(board, single);
    }
}

Result<Rating> rate(const Analysis& analysis) {
    if (!analysis.unique) return Error{"the puzzle has more than one solution, so it cannot be rated", {}};
    return ratePuzzle(analysis.puzzle);
}

logic::LogicSolution logicalSteps(const Analysis& analysis) {
    auto board = logic::boardOf(analysis.puzzle);
    return logic::solveLogically(board, analysis.logicOptions());
}

std::optional<logic::Step> firstStep(const Analysis& analysis) {
    return logic::nextStep(logic::boardOf(analysis.puzzle), analysis.logicOptions());
}

}  // namespace sudoku
