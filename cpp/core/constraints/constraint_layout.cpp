// Checking a puzzle's constraints against its grid and enumerating the fillings of its groups.
#include "constraint_layout.h"

#include <algorithm>
#include <cstdlib>
#include <numeric>

#include "../geometry.h"
#include "cage_sets.h"

namespace sudoku {

int ConstraintLayout::fillingCount() const {
    int total = 0;
    for (const auto& component : components) total += static_cast<int>(component.fillings.size());
    return total;
}

namespace {

constexpr long kMaxFillSteps = 5'000'000;

Error groupError(const Geometry& g, const Group& group, const std::string& what) {
    return Error{"'" + formatConstraint(group, g.size()) + "' " + what, group.cells};
}

bool touching(const Geometry& g, int a, int b, bool diagonalToo) {
    const int dr = std::abs(g.row(a) - g.row(b)), dc = std::abs(g.col(a) - g.col(b));
    return diagonalToo ? std::max(dr, dc) == 1 : dr + dc == 1;
}


Result<bool> checkGroup(const Geometry& g, const Group& group, std::vector<int>& cageOf, int index) {
    const GroupRules& rules = groupRules(group.kind);
    const int cells = static_cast<int>(group.cells.size());
    if (cells < rules.minCells) return groupError(g, group, "needs at least " + std::to_string(rules.minCells) + " cells");
    for (int k = 0; k < cells; ++k) {
        if (std::find(group.cells.begin(), group.cells.begin() + k, group.cells[k]) != group.cells.begin() + k) {
            return groupError(g, group, "lists " + cellName(g, group.cells[k]) + " twice");
        }
        if (rules.path && k > 0 && !touching(g, group.cells[k - 1], group.cells[k], true)) {
            return groupError(g, group, "jumps from " + cellName(g, group.cells[k - 1]) + " to " +
                                            cellName(g, group.cells[k]) + "; its cells must touch one after another");
        }
    }
    if (group.kind != GroupKind::cage) return true;
    if (!sideConnected(g, group.cells)) return groupError(g, group, "is not connected; a cage's cells must touch side by side");
    for (int cell : group.cells) {
        if (cageOf[cell] >= 0) return groupError(g, group, "overlaps another cage at " + cellName(g, cell));
        cageOf[cell] = index;
    }
    return true;
}

// Groups sharing a cell, joined (union-find over groups through their cells).
std::vector<GroupComponent> components(const Geometry& g, const Constraints& c, std::vector<int>& componentOf) {
    const int groups = static_cast<int>(c.groups.size());
    std::vector<int> parent(groups);
    std::iota(parent.begin(), parent.end(), 0);
    auto root = [&](int x) {
        while (parent[x] != x) x = parent[x] = parent[parent[x]];
        return x;
    };
    std::vector<int> firstGroup(g.cellCount(), -1);
    for (int i = 0; i < groups; ++i) {
        for (int cell : c.groups[i].cells) {
            if (firstGroup[cell] < 0) firstGroup[cell] = i;
            else parent[root(i)] = root(firstGroup[cell]);
        }
    }
    std::vector<GroupComponent> out;
    std::vector<int> indexOfRoot(groups, -1);
    for (int i = 0; i < groups; ++i) {
        int& index = indexOfRoot[root(i)];
        if (index < 0) {
            index = static_cast<int>(out.size());
            out.emplace_back();
        }
        out[index].groups.push_back(i);
        for (int cell : c.groups[i].cells) {
            if (componentOf[cell] < 0) {
                componentOf[cell] = index;
                out[index].cells.push_back(cell);
            }
        }
    }
    return out;
}

// Depth-first over the component's cells in order; each value is checked against the earlier cells (same house,
// pairwise rules) and every group of the cell, which prune as soon as no completion can work. What each step
// checks is listed once up front, so the search itself allocates nothing.
class Filler {
public:
    Filler(const Geometry& g, const Constraints& c, GroupComponent& component, std::size_t limit)
        : g_(g), c_(c), comp_(component), limit_(limit), values_(component.cells.size(), 0),
          steps_(component.cells.size()) {
        const auto& cells = comp_.cells;
        for (std::size_t k = 0; k < cells.size(); ++k) {
            const auto& peers = g.peers(cells[k]);
            for (std::size_t j = 0; j < k; ++j) {
                if (std::binary_search(peers.begin(), peers.end(), cells[j])) steps_[k].peers.push_back(static_cast<int>(j));
                for (PairRule rule : c.pairs) {
                    const PairRules& rules = pairRules(rule);
                    if (rules.related(g.row(cells[k]) - g.row(cells[j]), g.col(cells[k]) - g.col(cells[j]))) {
                        steps_[k].pairs.push_back({static_cast<int>(j), &rules});
                    }
                }
            }
        }
        for (int group : comp_.groups) {
            std::vector<int> at;
            for (int cell : c.groups[group].cells) {
                at.push_back(static_cast<int>(std::find(cells.begin(), cells.end(), cell) - cells.begin()));
            }
            for (int k : at) steps_[k].groups.push_back(static_cast<int>(positions_.size()));
            positions_.push_back({group, at});
        }
    }
    // False: more than `limit` fillings, or more than kMaxFillSteps search steps (a component whose partial fillings
    // mostly die late, which would otherwise take unbounded time on hostile input).
    bool run() { return fill(0); }

private:
    struct Step {
        std::vector<int> peers;                              // earlier cells sharing a house
        std::vector<std::pair<int, const PairRules*>> pairs;  // earlier cells a pairwise rule relates
        std::vector<int> groups;                             // into positions_
    };
    bool allowed(std::size_t k, int v) const {
        for (int j : steps_[k].peers) {
            if (values_[j] == v) return false;
        }
        for (const auto& [j, rules] : steps_[k].pairs) {
            if (rules->forbids(v, values_[j])) return false;
        }
        return true;
    }
    bool groupsAdmit(std::size_t k) {
        for (int p : steps_[k].groups) {
            const auto& [group, at] = positions_[p];
            scratch_.clear();
            for (int i : at) scratch_.push_back(values_[i]);
            if (!groupRules(c_.groups[group].kind).admits(c_.groups[group], scratch_, g_.size())) return false;
        }
        return true;
    }
    bool fill(std::size_t k) {
        if (++steps_taken_ > kMaxFillSteps) return false;
        if (k == comp_.cells.size()) {
            comp_.fillings.push_back(values_);
            return comp_.fillings.size() <= limit_;
        }
        for (int v = 1; v <= g_.size(); ++v) {
            if (!allowed(k, v)) continue;
            values_[k] = v;
            if (groupsAdmit(k) && !fill(k + 1)) return false;
            values_[k] = 0;
        }
        return true;
    }

    const Geometry& g_;
    const Constraints& c_;
    GroupComponent& comp_;
    const std::size_t limit_;
    std::vector<int> values_;
    std::vector<Step> steps_;
    std::vector<std::pair<int, std::vector<int>>> positions_;  // each group and where its cells sit in values_
    std::vector<int> scratch_;
    long steps_taken_ = 0;
};

// The digit sets of a lone cage, each as its values ascending, in that order; false past kMaxFillings.
bool addDigitSets(const Group& cage, int size, GroupComponent& component) {
    const int cells = static_cast<int>(cage.cells.size());
    return forEachDigitSet(cage.sum, cells, allValues(size), [&](DigitSet set) {
        std::vector<int>& values = component.fillings.emplace_back();
        for (DigitSet rest = set; rest != 0; rest &= rest - 1) values.push_back(__builtin_ctz(rest) + 1);
        return component.fillings.size() <= static_cast<std::size_t>(kMaxFillings);
    });
}

void addPairItems(const Geometry& g, ConstraintLayout& layout) {
    const int n = g.size();
    if (layout.constraints.pairs.empty()) return;
    layout.pairItems.assign(g.cellCount() * n, {});
    for (int a = 0; a < g.cellCount(); ++a) {
        for (int b = a + 1; b < g.cellCount(); ++b) {
            const int dr = g.row(b) - g.row(a), dc = g.col(b) - g.col(a);
            if (dr > 2 || std::abs(dc) > 2) continue;  // every pairwise rule relates cells within two steps
            const int shared = layout.componentOf[a];
            if (shared >= 0 && shared == layout.componentOf[b] && !layout.components[shared].bySets) continue;  // its fillings obey it
            const bool peers = std::binary_search(g.peers(a).begin(), g.peers(a).end(), b);
            for (PairRule rule : layout.constraints.pairs) {
                const PairRules& rules = pairRules(rule);
                if (!rules.related(dr, dc)) continue;
                for (int va = 1; va <= n; ++va) {
                    for (int vb = 1; vb <= n; ++vb) {
                        if (!rules.forbids(va, vb) || (va == vb && peers)) continue;
                        layout.pairItems[a * n + va - 1].push_back(layout.secondaryItems);
                        layout.pairItems[b * n + vb - 1].push_back(layout.secondaryItems++);
                    }
                }
            }
        }
    }
}

}  // namespace

Result<ConstraintLayout> layOutConstraints(const Geometry& g, Constraints constraints) {
    std::vector<int> cageOf(g.cellCount(), -1);
    for (std::size_t i = 0; i < constraints.groups.size(); ++i) {
        if (auto ok = checkGroup(g, constraints.groups[i], cageOf, static_cast<int>(i)); !ok) return ok.error();
    }
    ConstraintLayout layout;
    layout.componentOf.assign(g.cellCount(), -1);
    layout.components = components(g, constraints, layout.componentOf);
    for (auto& component : layout.components) {
        const Group& first = constraints.groups[component.groups[0]];
        const std::string joined = component.groups.size() > 1 ? "(with the groups it overlaps) " : "";
        // A lone cage with more than kSetsAbove fillings takes its digit sets instead, so its count stops there.
        const bool lone = component.groups.size() == 1 && first.kind == GroupKind::cage;
        bool bounded = Filler(g, constraints, component, lone ? kSetsAbove : kMaxFillings).run();
        if (lone && (!bounded || component.fillings.size() > kSetsAbove)) {
            component.fillings.clear();
            component.bySets = true;
            bounded = addDigitSets(first, g.size(), component);
        }
        if (!bounded) {
            return groupError(g, first, joined + "has more than " + std::to_string(kMaxFillings) +
                                            " fillings (or takes too long to enumerate); split it into smaller groups");
        }
        if (component.fillings.empty()) return groupError(g, first, joined + "can never be filled by the rules");
    }
    layout.givenItemBase.assign(g.cellCount(), -1);
    layout.cageItemBase.assign(g.cellCount(), -1);
    for (const auto& component : layout.components) {
        layout.cageItemOf.push_back(component.bySets ? layout.primaryItems++ : -1);
        for (int cell : component.cells) {
            (component.bySets ? layout.cageItemBase : layout.givenItemBase)[cell] = layout.secondaryItems;
            if (!component.bySets) layout.secondaryItems += g.size();
        }
        if (component.bySets) layout.secondaryItems += g.size();
    }
    layout.constraints = std::move(constraints);
    addPairItems(g, layout);
    return layout;
}

bool sideConnected(const Geometry& g, const std::vector<int>& cells) {
    if (cells.empty()) return false;
    std::vector<int> reached{cells[0]};
    for (std::size_t k = 0; k < reached.size(); ++k) {
        for (int other : cells) {
            if (touching(g, reached[k], other, false) && std::find(reached.begin(), reached.end(), other) == reached.end()) {
                reached.push_back(other);
            }
        }
    }
    return reached.size() == cells.size();
}

}  // namespace sudoku
