// Keeps the solver of the most recent geometries, so a stream of puzzles builds each matrix once.
#pragma once

#include <list>

#include "solver.h"

namespace sudoku {

class SolverCache {
public:
    explicit SolverCache(std::size_t capacity = 4) : capacity_(capacity) {}
    // The solver for this geometry and engine, built on first use; least recently used solvers are dropped.
    Solver& get(const Geometry& geometry, dlx::Engine engine = dlx::Engine::automatic);

private:
    std::size_t capacity_;
    std::list<Solver> solvers_;  // most recently used first; list keeps references stable
};

}  // namespace sudoku
