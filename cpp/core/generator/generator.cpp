// Generation: geometry (with a random fillable region map for jigsaw), then attempts of full grid + clue
// removal until one matches the target.
#include "generator.h"

#include <algorithm>
#include <memory>

#include "cold.h"
#include "constraint_shapes.h"
#include "game_id.h"
#include "killer_generator.h"
#include "levels.h"
#include "logic/step.h"
#include "random.h"
#include "region_map.h"
#include "singles_check.h"
#include "solver.h"

namespace sudoku {

using seeded::Random;
using seeded::deriveSeed;

const char* const kCancelledMessage = "cancelled";

namespace {

// Independent random streams drawn from the one user seed.
constexpr std::uint64_t kGridStream = 1, kOrderStream = 2, kRegionStream = 3, kRegionGridStream = 4, kShapeStream = 5;
constexpr int kRegionMapTries = 100;

// A seeded random fill is heavy-tailed: most seeds fill the grid in about one node per cell, a few wander
// into dead ends for millions of nodes (measured on 25x25: 2 of 10 seeds fill within 5,000 nodes, 2 need
// over 10^6). Restarting with a fresh seed after a short budget beats finishing a bad search.
std::uint64_t gridBudget(const Geometry& g) { return 10ull * g.cellCount() + 1000; }
// Non-minimal runs give up a uniqueness check beyond this and keep the clue. 9x9 checks need a few hundred
// nodes; on 25x25 a sparse grid's check can take millions, and a few extra clues are the better trade.
std::uint64_t checkBudget(const Geometry& g) { return 20ull * g.cellCount(); }

// The geometry of the options with the given map; a jigsaw map is renumbered canonically, so a map read back
// from a game ID builds the very same solver (house order steers the seeded search).
COLD Result<Geometry> makeGeometry(const GenerateOptions& options, const std::vector<int>& regions) {
    auto checked = Geometry::make(options.size, options.variant, options.box, regions);  // names what is wrong
    if (!checked || !usesRegionMap(options.variant)) return checked;
    return Geometry::make(options.size, options.variant, options.box, canonicalRegions(regions));
}

// The first random region map (in seed order) that a full grid can fill (under the pairwise rule, if any).
COLD Result<Geometry> randomJigsaw(const GenerateOptions& options) {
    // No region map can be drawn for a size out of range: let Geometry name the problem first.
    if (options.size < kMinSize || options.size > kMaxSize) return makeGeometry(options, {});
    for (int k = 0; k < kRegionMapTries; ++k) {
        auto geometry = makeGeometry(options, randomRegionMap(options.size, deriveSeed(options.seed, kRegionStream, k)));
        if (!geometry) return geometry.error();
        const Constraints rule = ruleConstraints(options.constraint);  // a pairwise rule must fill the map too
        auto ruled = rule.empty() ? geometry : geometry->withConstraints(rule);
        if (!ruled) return ruled.error();
        Solver solver(*ruled);
        const auto grid = solver.random(std::vector<int>(geometry->cellCount(), 0),
                                        deriveSeed(options.seed, kRegionGridStream, k), gridBudget(*geometry));
        if (grid.status == SolveStatus::unique) return geometry;
    }
    return Error{"no fillable " + std::to_string(options.size) + "x" + std::to_string(options.size) +
                 " region map found in " + std::to_string(kRegionMapTries) + " tries", {}};
}

COLD Result<Geometry> resolveGeometry(const GenerateOptions& options) {
    if (usesRegionMap(options.variant) && options.regions.empty()) return randomJigsaw(options);
    return makeGeometry(options, options.regions);
}

bool usesTechnique(const Rating& rating, const std::string& technique) {
    return technique.empty() ||
           std::find(rating.techniques.begin(), rating.techniques.end(), technique) != rating.techniques.end();
}

enum class Outcome { matched, missed, cancelled };

// One attempt: a full grid, then clue groups removed in a seeded order while the puzzle stays unique (proved
// by singles when they fill the grid, else by one reused solver counting to 2). Removal runs to the end (a
// minimal puzzle), which is rated once, with the target level as the ceiling. When that is harder than a target
// level, the puzzles along the way (each with one more group of clues) are searched for the last one still within
// the level: ratings grow as clues go, so a binary search needs ~6 ratings where rating every step would need
// ~50, and easy puzzles keep their extra clues.
class Attempt {
public:
    Attempt(Solver& solver, const GenerateOptions& options, const GenerateProgress& progress)
        : solver_(solver), singles_(solver.geometry()), options_(options), progress_(progress),
          work_{solver.geometry(), {}} {}

    Outcome run(int index, Generated& out) {
        removed_.clear();
        if (options_.constraint == ConstraintChoice::killer) {
            if (!counter_) counter_ = std::make_unique<KillerCounter>(solver_.geometry());
            std::optional<Rating> rating;
            const auto made = makeKiller(solver_, *counter_, options_, index, progress_, work_, solution_, rating);
            if (made != KillerOutcome::made) return made == KillerOutcome::cancelled ? Outcome::cancelled : Outcome::missed;
            return finish(out, std::move(rating));
        }
        const Geometry& g = solver_.geometry();
        const auto grid = solver_.random(std::vector<int>(g.cellCount(), 0),
                                         deriveSeed(options_.seed, kGridStream, index), gridBudget(g));
        if (grid.status != SolveStatus::unique) return Outcome::missed;
        solution_ = grid.solutions[0];
        if (!useShapes(index)) return Outcome::missed;
        work_.cells = solution_;
        auto orbits = symmetryOrbits(options_.symmetry, g.size());
        Random(deriveSeed(options_.seed, kOrderStream, index)).shuffle(orbits);
        for (std::size_t k = 0; k < orbits.size(); ++k) {
            if (progress_ && !progress_(static_cast<double>(k) / orbits.size())) return Outcome::cancelled;
            if (!tryRemove(orbits[k])) return Outcome::missed;
        }
        return finish(out);
    }

private:
    // Rates the puzzle in work_ (backing off to the target level) and keeps it when it matches the target;
    // `known`: its rating, when the attempt rated it already.
    Outcome finish(Generated& out, std::optional<Rating> known = std::nullopt) {
        const bool targeted = options_.level || !options_.technique.empty();
        Rating rating = known ? std::move(*known) : targeted || options_.rate ? ratePuzzle(work_, options_.level) : Rating{};
        if (options_.level && rating.level > *options_.level && !options_.minimal) rating = backOff(*options_.level);
        if (options_.level && rating.level != *options_.level) return Outcome::missed;
        if (!usesTechnique(rating, options_.technique)) return Outcome::missed;
        out.puzzle = work_;
        out.solution = solution_;
        out.rating = std::move(rating);
        return Outcome::matched;
    }

    // The geometry clue removal works on: the solver's own, or for thermometers and arrows, the shapes laid over
    // this attempt's grid with a solver of their own. False when the shapes are refused (never for shapes
    // placed on a valid grid: a safety net).
    bool useShapes(int index) {
        checker_ = &solver_;
        work_.geometry = solver_.geometry();
        if (options_.constraint != ConstraintChoice::thermo && options_.constraint != ConstraintChoice::arrow) return true;
        Random random(deriveSeed(options_.seed, kShapeStream, index));
        auto shaped = solver_.geometry().withConstraints(placeShapes(solver_.geometry(), solution_, options_.constraint, random));
        if (!shaped) return false;
        shaped_ = std::make_unique<Solver>(*shaped);
        checker_ = shaped_.get();
        work_.geometry = *shaped;
        return true;
    }

    // Removes the group unless that loses uniqueness; false when a minimal run cannot finish a check (the
    // attempt could not promise minimality).
    bool tryRemove(const std::vector<int>& orbit) {
        for (int cell : orbit) work_.cells[cell] = 0;
        SolveStatus status = SolveStatus::unique;
        if (!singles_.solves(work_.cells)) {
            status = checker_->solve(work_.cells, 2, options_.minimal ? kDefaultNodeBudget : checkBudget(work_.geometry)).status;
        }
        if (status == SolveStatus::aborted && options_.minimal) return false;
        if (status == SolveStatus::unique) {
            removed_.push_back(orbit);
        } else {
            for (int cell : orbit) work_.cells[cell] = solution_[cell];
        }
        return true;
    }

    // The full grid without the first `count` removed groups, in work_.
    void keepFirst(std::size_t count) {
        work_.cells = solution_;
        for (std::size_t k = 0; k < count; ++k) {
            for (int cell : removed_[k]) work_.cells[cell] = 0;
        }
    }

    // Leaves in work_ the most-removed puzzle rated within the level (the full grid always is) and its rating.
    Rating backOff(Level level) {
        std::size_t low = 0, high = removed_.size();  // rated within at low, above at high
        Rating best;
        while (high - low > 1) {
            const std::size_t middle = (low + high) / 2;
            keepFirst(middle);
            Rating rating = ratePuzzle(work_, level);
            if (rating.level > level) {
                high = middle;
            } else {
                low = middle;
                best = std::move(rating);
            }
        }
        keepFirst(low);
        return low == 0 ? ratePuzzle(work_, level) : best;
    }

    Solver& solver_;   // full grids (and uniqueness, but for shapes and killers)
    Solver* checker_ = nullptr;  // uniqueness: solver_ or shaped_
    std::unique_ptr<Solver> shaped_;
    std::unique_ptr<KillerCounter> counter_;
    SinglesCheck singles_;
    const GenerateOptions& options_;
    const GenerateProgress& progress_;
    Puzzle work_;
    std::vector<int> solution_;
    std::vector<std::vector<int>> removed_;  // the groups removed, in order
};

COLD std::string targetText(const GenerateOptions& options) {
    std::string text;
    if (options.level) text = std::string("level ") + levelName(*options.level);
    if (!options.technique.empty()) text += (text.empty() ? "" : " and ") + ("technique '" + options.technique + "'");
    return text.empty() ? "a full grid within the node budget" : text;
}

// The geometry to generate on; fills in what the options left open (the technique's name as the rating writes it,
// whatever its case and hyphens; the box; the region map drawn for a jigsaw).
COLD Result<Geometry> resolveTarget(GenerateOptions& resolved) {
    if (!resolved.technique.empty()) {
        auto technique = logic::parseTechnique(resolved.technique);
        if (!technique) return technique.error();
        resolved.technique = logic::techniqueName(*technique);
    }
    auto geometry = resolveGeometry(resolved);
    if (!geometry) return geometry;
    resolved.box = geometry->box();
    if (usesRegionMap(resolved.variant)) resolved.regions = geometry->regions();
    return geometry;
}

// What a constraint rules out before any attempt: a size it is not offered for, a level its puzzles never rate,
// and for killers (no givens) the options of clue removal.
COLD Result<bool> checkConstraint(const GenerateOptions& options) {
    if (options.constraint == ConstraintChoice::none) return true;
    const std::string name = constraintChoiceInfo(options.constraint).name;
    const auto levels = levelsFor(options.size, options.variant, options.constraint);
    if (levels.empty()) {
        const std::string grid = std::to_string(options.size) + "x" + std::to_string(options.size);
        return Error{name + " puzzles are not generated for " + grid + " " + variantName(options.variant), {}};
    }
    if (options.level && std::find(levels.begin(), levels.end(), *options.level) == levels.end()) {
        std::string names;
        for (Level level : levels) names += (names.empty() ? "" : ", ") + std::string(levelName(level));
        return Error{name + " puzzles of this size and variant are made at level " + names + " only", {}};
    }
    if (options.constraint != ConstraintChoice::killer) return true;
    if (options.symmetry != Symmetry::none || options.minimal || !options.technique.empty()) {
        return Error{"killer puzzles have no givens: symmetry, minimal and technique do not apply", {}};
    }
    return true;
}

// Why no attempt matched, and what to try instead.
COLD Error notFound(const GenerateOptions& resolved) {
    std::string advice = "try another seed or target";
    const auto reachable = levelsFor(resolved.size, resolved.variant);
    if (resolved.level && *resolved.level > reachable.back()) {
        advice = "this size and variant make puzzles up to " + std::string(levelName(reachable.back()));
    }
    return Error{"no puzzle with " + targetText(resolved) + " found in " + std::to_string(resolved.maxAttempts) +
                 " attempts; " + advice, {}};
}

}  // namespace

Result<Generated> generate(const GenerateOptions& options, const GenerateProgress& progress) {
    if (options.seed > kMaxSeed) return Error{"seed " + std::to_string(options.seed) + " is above 2^53-1", {}};
    if (options.maxAttempts < 1) return Error{"maxAttempts must be at least 1", {}};
    if (auto checked = checkConstraint(options); !checked) return checked.error();
    GenerateOptions resolved = options;
    auto geometry = resolveTarget(resolved);
    if (!geometry) return geometry.error();
    if (options.constraint != ConstraintChoice::killer) resolved.cages = CageSizes{};  // so the ID has one form
    const Constraints rule = ruleConstraints(options.constraint);
    if (!rule.empty()) geometry = geometry->withConstraints(rule);
    if (!geometry) return geometry.error();

    Solver solver(*geometry);
    Attempt attempt(solver, resolved, progress);
    Generated out{Puzzle{*geometry, {}}, {}, {}, 0, formatGameId(resolved)};
    for (int index = 0; index < options.maxAttempts; ++index) {
        out.attempts = index + 1;
        const Outcome outcome = attempt.run(index, out);
        if (outcome == Outcome::cancelled) return Error{kCancelledMessage, {}};
        if (outcome == Outcome::matched) return out;
    }
    return notFound(resolved);
}

}  // namespace sudoku
