// Least-recently-used cache of solvers keyed by geometry.
#include "solver_cache.h"

namespace sudoku {

Solver& SolverCache::get(const Geometry& geometry, dlx::Engine engine) {
    for (auto it = solvers_.begin(); it != solvers_.end(); ++it) {
        if (it->geometry() == geometry && it->requestedEngine() == engine) {
            solvers_.splice(solvers_.begin(), solvers_, it);
            return solvers_.front();
        }
    }
    solvers_.emplace_front(geometry, engine);
    if (solvers_.size() > capacity_) solvers_.pop_back();
    return solvers_.front();
}

}  // namespace sudoku
