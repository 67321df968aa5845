// The loops that solve with the technique table, trying its rows in order.
#include "logic_solver.h"

#include "techniques.h"

namespace sudoku::logic {

std::optional<Step> nextStep(const Board& board, const LogicOptions& options) {
    if (board.solved() || board.broken()) return std::nullopt;
    Step step;
    for (const TechniqueInfo& row : techniqueTable()) {
        if ((row.flags & kNeedsUniqueness) && !options.uniqueness) continue;
        if ((row.flags & kChain) && !options.chains) continue;
        if (row.find(board, step)) return step;
    }
    return std::nullopt;
}

LogicSolution solveLogically(Board& board, const LogicOptions& options) {
    LogicSolution solution;
    while (auto step = nextStep(board, options)) {
        applyStep(board, *step);
        solution.steps.push_back(std::move(*step));
    }
    solution.solved = board.solved() && !board.broken();
    return solution;
}

Board boardOf(const Puzzle& puzzle) {
    return Board(std::make_shared<const Layout>(puzzle.geometry), puzzle.cells);
}

}  // namespace sudoku::logic
