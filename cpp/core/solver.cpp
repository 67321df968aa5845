// Exact-cover encoding of sudoku and the solve modes on top of it.
#include "solver.h"

#include <algorithm>

#include "cold.h"
#include "constraints/constraint_layout.h"

namespace sudoku {

// The encoding, stated once. Items (all primary):
//   cell c is filled                       -> item c                       (N*N items)
//   value v (1..N) appears in house h      -> item N*N + h*N + (v-1)       (houses * N items)
// where the houses are the geometry's rows, columns, boxes or jigsaw regions, diagonals (X) and windows
// (hyper): every house has exactly N cells, so each value must appear in it exactly once.
// Options: placing v in cell c -> option c*N + (v-1), covering its cell item and (h, v) for each house of c.
// A variant's own exact-cover structure (CoverRules, from its rules file) follows: its primary items after the
// house items, its secondary items after them; placements cover the variant items it names, and the variant's own
// options come last (a solution's grid reads placements and fillings only).
// Constraints beyond houses (constraints/; Knuth, TAOCP 7.2.2.1, for killer cages) add primary items after the
// house items (the variant's items follow them) and secondary items after the variant's, and change the options:
//   - a lone cage (sharing no cell with another group) keeps its cells' placements and gets one primary item and,
//     per value v, a secondary item "v is out of the cage": every placement of v in the cage covers it (so no
//     value repeats), and the cage has one option per digit set S adding up to its sum, covering its primary item
//     and "v is out" for every v not in S. These follow the fillings below.
//   - any other group (thermometer, arrow, a cage overlapping them; groups sharing a cell form one component) gets
//     one option per admissible filling of all its cells at once, covering what the placements of those values
//     would cover (cell, house, variant and pairwise items) plus, per cell, the secondary item "c holds v"; these
//     follow the N*N*N placement options, component by component.
//   - a cell of such a filled group keeps option c*N + (v-1), but only for givens: it covers "c holds w" for every
//     w != v and no primary item, so the search never picks it, and selecting it (a given) leaves only the
//     fillings with v in c.
//   - a pairwise rule (anti-knight, anti-king, non-consecutive) gives each related cell pair one secondary item per
//     forbidden value pair (va, vb), covered by the options that put va in a and vb in b, so at most one of them is
//     chosen. Pairs inside one filled component are left to its fillings; equal values in peers need no item.
namespace {

int houseItemCount(const Geometry& g) {
    return g.cellCount() + static_cast<int>(g.houses().size()) * g.size();
}

CoverRules coverRules(const Geometry& g) {
    return g.rules().cover ? g.rules().cover(g) : CoverRules{};
}

// Appends the items the value v in cell covers outside the group items: its cell, houses, variant and pair items.
class PlacementItems {
public:
    explicit PlacementItems(const Geometry& g) : g_(g), extra_(coverRules(g)), layout_(g.constraintLayout()) {
        variantFirst_ = houseItemCount(g) + (layout_ ? layout_->primaryItems : 0);
        constraintFirst_ = variantFirst_ + extra_.primaryItems + extra_.secondaryItems;
    }
    const CoverRules& extra() const { return extra_; }
    int constraintFirst() const { return constraintFirst_; }
    int variantFirst() const { return variantFirst_; }
    void add(int cell, int v, std::vector<int>& items) {
        const int n = g_.size();
        items.push_back(cell);
        for (int h : g_.housesOf(cell)) items.push_back(g_.cellCount() + h * n + v - 1);
        variantItems_.clear();
        if (extra_.optionItems) extra_.optionItems(cell, v, variantItems_);
        for (int item : variantItems_) items.push_back(variantFirst_ + item);
        if (!layout_) return;
        if (!layout_->pairItems.empty()) {
            for (int item : layout_->pairItems[cell * n + v - 1]) items.push_back(constraintFirst_ + item);
        }
        if (layout_->cageItemBase[cell] >= 0) items.push_back(constraintFirst_ + layout_->cageItemBase[cell] + v - 1);
    }

private:
    const Geometry& g_;
    CoverRules extra_;
    const ConstraintLayout* layout_;
    int variantFirst_ = 0, constraintFirst_ = 0;
    std::vector<int> variantItems_;
};

// A group cell's option for its givens only: "c holds w" for every w != v, no primary item.
COLD void addGivenOption(const Geometry& g, int first, int cell, int v, dlx::ExactCover& matrix) {
    const int base = first + g.constraintLayout()->givenItemBase[cell];
    std::vector<int> items;
    for (int w = 1; w <= g.size(); ++w) {
        if (w != v) items.push_back(base + w - 1);
    }
    matrix.addOption(items);
}

COLD void addFillings(const Geometry& g, PlacementItems& placement, dlx::ExactCover& matrix) {
    const ConstraintLayout& layout = *g.constraintLayout();
    std::vector<int> items;
    for (const auto& component : layout.components) {
        if (component.bySets) continue;
        for (const auto& filling : component.fillings) {
            items.clear();
            for (std::size_t k = 0; k < component.cells.size(); ++k) {
                const int cell = component.cells[k], v = filling[k];
                placement.add(cell, v, items);
                items.push_back(placement.constraintFirst() + layout.givenItemBase[cell] + v - 1);
            }
            matrix.addOption(items);
        }
    }
}

// A lone cage's digit sets: its primary item and "v is out" for each v outside the set.
COLD void addDigitSets(const Geometry& g, const PlacementItems& placement, dlx::ExactCover& matrix) {
    const ConstraintLayout& layout = *g.constraintLayout();
    std::vector<int> items;
    for (std::size_t k = 0; k < layout.components.size(); ++k) {
        const auto& component = layout.components[k];
        if (!component.bySets) continue;
        const int base = placement.constraintFirst() + layout.cageItemBase[component.cells[0]];
        for (const auto& set : component.fillings) {
            items.assign(1, houseItemCount(g) + layout.cageItemOf[k]);
            for (int v = 1; v <= g.size(); ++v) {
                if (std::find(set.begin(), set.end(), v) == set.end()) items.push_back(base + v - 1);
            }
            matrix.addOption(items);
        }
    }
}

COLD dlx::ExactCover buildMatrix(const Geometry& g, dlx::Engine engine) {
    PlacementItems placement(g);
    const CoverRules& extra = placement.extra();
    const ConstraintLayout* layout = g.constraintLayout();
    const int constraintItems = layout ? layout->secondaryItems : 0;
    dlx::ExactCover matrix(placement.variantFirst() + extra.primaryItems, extra.secondaryItems + constraintItems, engine);
    const int first = placement.variantFirst();  // the variant's item 0
    std::vector<int> items;
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        const bool grouped = layout && layout->givenItemBase[cell] >= 0;
        for (int v = 1; v <= g.size(); ++v) {
            if (grouped) {
                addGivenOption(g, placement.constraintFirst(), cell, v, matrix);
                continue;
            }
            items.clear();
            placement.add(cell, v, items);
            matrix.addOption(items);
        }
    }
    if (layout) addFillings(g, placement, matrix);
    if (layout) addDigitSets(g, placement, matrix);
    for (const auto& option : extra.options) {
        items.clear();
        for (int item : option) items.push_back(first + item);
        matrix.addOption(items);
    }
    return matrix;
}

}  // namespace

// A placement's cell and value are read from a table made once, not divided out of its id per solution: the
// visitor writes every chosen option of a solution into the grid.
COLD Solver::OptionReader::OptionReader(const Geometry& g) {
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        for (int v = 1; v <= g.size(); ++v) placements_.push_back({cell, v});
    }
    if (const ConstraintLayout* layout = g.constraintLayout()) {
        for (const auto& component : layout->components) {
            if (component.bySets) continue;  // placements fill a lone cage
            for (const auto& filling : component.fillings) fillings_.push_back({&component.cells, &filling});
        }
    }
}

void Solver::OptionReader::apply(int option, std::vector<int>& grid) const {
    const int placements = static_cast<int>(placements_.size());
    if (option < placements) {
        grid[placements_[option].cell] = placements_[option].value;
    } else if (option - placements < static_cast<int>(fillings_.size())) {
        const auto& [cells, values] = fillings_[option - placements];
        for (std::size_t k = 0; k < cells->size(); ++k) grid[(*cells)[k]] = (*values)[k];
    }
}

const char* statusName(SolveStatus status) {
    switch (status) {
        case SolveStatus::none: return "none";
        case SolveStatus::unique: return "unique";
        case SolveStatus::multiple: return "multiple";
        case SolveStatus::aborted: return "aborted";
    }
    return "none";
}

bool countKnown(const SolveResult& result, std::uint64_t limit) {
    return result.complete || (limit != 0 && result.count >= limit);
}

std::string budgetMessage(const SolveResult& result) {
    std::string message = "search stopped after " + std::to_string(result.nodes) + " nodes (the node budget)";
    if (result.count == 0) return message + " before the answer was known";
    return message + " having found " + std::to_string(result.count) + " solutions; there may be more";
}

COLD CoverSize Solver::coverSize() const {
    CoverSize size;
    const CoverRules extra = coverRules(geometry_);
    const ConstraintLayout* layout = geometry_.constraintLayout();
    size.primaryItems = houseItemCount(geometry_) + (layout ? layout->primaryItems : 0) + extra.primaryItems;
    size.secondaryItems = matrix_.itemCount() - size.primaryItems;
    size.variantOptions = static_cast<int>(extra.options.size());
    if (layout) {
        for (const auto& component : layout->components) {
            const int options = static_cast<int>(component.fillings.size());
            size.groupOptions += options;
            size.largestGroup = std::max(size.largestGroup, options);
        }
        const auto grouped = std::count_if(layout->givenItemBase.begin(), layout->givenItemBase.end(),
                                           [](int base) { return base >= 0; });
        size.givenOptions = static_cast<int>(grouped) * geometry_.size();
    }
    size.placements = matrix_.optionCount() - size.givenOptions - size.groupOptions - size.variantOptions;
    return size;
}

Solver::Solver(Geometry geometry, dlx::Engine engine)
    : geometry_(std::move(geometry)),
      requested_(engine),
      matrix_(buildMatrix(geometry_, engine)),
      reader_(geometry_),
      givenOptions_(geometry_.cellCount()) {}

// Without a branch per cell: which cells hold givens is data, and that branch was mispredicted about once a given.
// The placement of v in cell c is option c*N + v - 1, stepped to cell by cell rather than multiplied out.
int Solver::listGivens(const std::vector<int>& givens) {
    const int cells = geometry_.cellCount(), n = geometry_.size();
    if (static_cast<int>(givens.size()) != cells) return -1;
    const int* value = givens.data();
    int* listed = givenOptions_.data();
    std::size_t count = 0;
    unsigned largest = 0;  // as unsigned, a negative value is out of range too
    for (int cell = 0, before = -1; cell < cells; ++cell, before += n) {  // before: option c*N - 1
        const int v = value[cell];
        largest = std::max(largest, static_cast<unsigned>(v));
        listed[count] = before + v;
        count += v != 0;
    }
    return largest <= static_cast<unsigned>(n) ? static_cast<int>(count) : -1;
}

SolveResult Solver::run(dlx::ExactCover& matrix, const std::vector<int>& givens, const dlx::SearchLimits& limits) {
    SolveResult result;
    const int listed = listGivens(givens);
    if (listed >= 0 && matrix.select(givenOptions_.data(), listed)) {
        const auto search = matrix.search(limits, [&](const std::vector<int>& options) {
            if (result.solutions.size() < 2) {
                std::vector<int> grid = givens;
                for (int option : options) reader_.apply(option, grid);
                result.solutions.push_back(std::move(grid));
            }
            return true;
        });
        result.count = search.solutions;
        result.nodes = search.nodes;
        result.complete = search.outcome != dlx::Outcome::aborted;
        if (search.outcome == dlx::Outcome::aborted && result.count < 2) {
            result.status = SolveStatus::aborted;
        } else {
            result.status = result.count == 0 ? SolveStatus::none
                          : result.count == 1 ? SolveStatus::unique
                                              : SolveStatus::multiple;
        }
    }
    matrix.reset();
    return result;
}

SolveResult Solver::solve(const std::vector<int>& givens, std::uint64_t limit, std::uint64_t nodeBudget) {
    dlx::SearchLimits limits;
    limits.maxSolutions = limit == 0 ? 0 : std::max<std::uint64_t>(limit, 2);
    limits.nodeBudget = nodeBudget;
    return run(matrix_, givens, limits);
}

SolveResult Solver::first(const std::vector<int>& givens, std::uint64_t nodeBudget) {
    dlx::SearchLimits limits;
    limits.maxSolutions = 1;
    limits.nodeBudget = nodeBudget;
    return run(matrix_, givens, limits);
}

SolveResult Solver::random(const std::vector<int>& givens, std::uint64_t seed, std::uint64_t nodeBudget) {
    dlx::SearchLimits limits;
    limits.maxSolutions = 1;
    limits.nodeBudget = nodeBudget;
    limits.seed = seed == 0 ? 1 : seed;
    if (matrix_.engine() == dlx::Engine::dancingLinks) return run(matrix_, givens, limits);
    if (!seeded_) seeded_ = std::make_unique<dlx::ExactCover>(buildMatrix(geometry_, dlx::Engine::dancingLinks));
    return run(*seeded_, givens, limits);
}

}  // namespace sudoku
