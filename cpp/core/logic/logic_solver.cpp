// The loops that solve with the technique table, trying its rows in order.
#include "logic_solver.h"

#include "techniques.h"

namespace sudoku::logic {

namespace {

// How many rows of the technique table (in the solver's order) to try: all of them, or those up to the last one
// whose level is within the ceiling.
std::size_t rowsWithin(const std::optional<Level>& ceiling) {
    const std::vector<TechniqueInfo>& table = techniqueTable();
    std::size_t rows = table.size();
    if (!ceiling) return rows;
    while (rows > 0 && table[rows - 1].level > *ceiling) --rows;
    return rows;
}

}  // namespace

std::optional<Step> nextStep(const Board& board, const LogicOptions& options) {
    if (board.solved() || board.broken()) return std::nullopt;
    Step step;
    const std::vector<TechniqueInfo>& table = techniqueTable();
    const std::size_t rows = rowsWithin(options.ceiling);
    for (std::size_t i = 0; i < rows; ++i) {
        const TechniqueInfo& row = table[i];
        if ((row.flags & kNeedsUniqueness) && !options.uniqueness) continue;
        if ((row.flags & kChain) && !options.chains) continue;
        if ((row.flags & kUnscored) && options.scored) continue;
        if (!row.find(board, step)) continue;
        if (options.ceiling && techniqueInfo(step.technique).level > *options.ceiling) return std::nullopt;
        return step;
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

LogicOptions optionsFor(const Puzzle& puzzle, bool unique) {
    LogicOptions options;
    options.uniqueness = unique && !puzzle.geometry.hasConstraints();
    return options;
}

Board boardOf(const Puzzle& puzzle) {
    return Board(std::make_shared<const Layout>(puzzle.geometry), puzzle.cells);
}

}  // namespace sudoku::logic
