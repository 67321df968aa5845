// Peers from constraints beyond houses: which cells may not share a value because a cage, thermometer, arrow or
// pairwise rule says so, and which side neighbours may not hold consecutive values.
#include <algorithm>
#include <cstdlib>

#include "constraint_logic.h"

namespace sudoku::logic {

namespace {

void relate(Layout& layout, int a, int b) {
    if (a == b) return;
    layout.peers[a].push_back(b);
    layout.peers[b].push_back(a);
}

void relateAll(Layout& layout, const std::vector<int>& cells, std::size_t from) {
    for (std::size_t i = from; i < cells.size(); ++i) {
        for (std::size_t j = 0; j < i; ++j) relate(layout, cells[i], cells[j]);
    }
}

// Cells of a group that never hold equal values: all of a cage or a thermometer (strictly rising); an arrow's
// circle and its path when the path has two cells or more (each is then less than the sum).
void addGroupPeers(Layout& layout, const Group& group) {
    if (group.kind != GroupKind::arrow) {
        relateAll(layout, group.cells, 1);
    } else if (group.cells.size() >= 3) {
        for (std::size_t k = 1; k < group.cells.size(); ++k) relate(layout, group.cells[0], group.cells[k]);
    }
}

void addPairPeers(Layout& layout, const PairRules& rules) {
    const int n = layout.size;
    for (int a = 0; a < n * n; ++a) {
        for (int b = a + 1; b < n * n; ++b) {
            if (!rules.related(b / n - a / n, b % n - a % n)) continue;
            if (rules.rule != PairRule::nonConsecutive) {  // anti-knight, anti-king: equal values
                relate(layout, a, b);
            } else {
                layout.sideNeighbours[a].push_back(b);
                layout.sideNeighbours[b].push_back(a);
            }
        }
    }
}

}  // namespace

std::vector<int> groupsOfKind(const Geometry& geometry, GroupKind kind) {
    std::vector<int> found;
    const auto& groups = geometry.constraints().groups;
    for (std::size_t i = 0; i < groups.size(); ++i) {
        if (groups[i].kind == kind) found.push_back(static_cast<int>(i));
    }
    return found;
}

void addConstraintPeers(Layout& layout) {
    const Constraints& constraints = layout.geometry.constraints();
    for (const Group& group : constraints.groups) addGroupPeers(layout, group);
    for (PairRule rule : constraints.pairs) addPairPeers(layout, pairRules(rule));
    for (auto& list : layout.peers) {
        std::sort(list.begin(), list.end());
        list.erase(std::unique(list.begin(), list.end()), list.end());
    }
    layout.cages = groupsOfKind(layout.geometry, GroupKind::cage);
    layout.thermos = groupsOfKind(layout.geometry, GroupKind::thermo);
    layout.arrows = groupsOfKind(layout.geometry, GroupKind::arrow);
}

}  // namespace sudoku::logic
