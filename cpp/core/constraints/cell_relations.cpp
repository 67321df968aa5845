// Peers and side neighbours of every cell (cell_relations.h): the geometry's houses, then each group's and each
// pairwise rule's own relations.
#include "cell_relations.h"

#include <algorithm>

#include "../geometry.h"

namespace sudoku {

namespace {

void relate(std::vector<std::vector<int>>& lists, int a, int b) {
    if (a == b) return;
    lists[a].push_back(b);
    lists[b].push_back(a);
}

// Cells of a group that never hold equal values: all of a cage or a thermometer (strictly rising); an arrow's
// circle and its path when the path has two cells or more (each is then less than the sum).
void addGroupPeers(std::vector<std::vector<int>>& peers, const Group& group) {
    const std::vector<int>& cells = group.cells;
    if (group.kind != GroupKind::arrow) {
        for (std::size_t i = 1; i < cells.size(); ++i) {
            for (std::size_t j = 0; j < i; ++j) relate(peers, cells[i], cells[j]);
        }
    } else if (cells.size() >= 3) {
        for (std::size_t k = 1; k < cells.size(); ++k) relate(peers, cells[0], cells[k]);
    }
}

// Anti-knight and anti-king relate cells that may not hold equal values, non-consecutive side neighbours.
void addPairRelations(CellRelations& relations, const PairRules& rules, int n) {
    std::vector<std::vector<int>>& lists =
        rules.rule == PairRule::nonConsecutive ? relations.sideNeighbours : relations.peers;
    for (int a = 0; a < n * n; ++a) {
        for (int b = a + 1; b < n * n; ++b) {
            if (rules.related(b / n - a / n, b % n - a % n)) relate(lists, a, b);
        }
    }
}

}  // namespace

CellRelations cellRelations(const Geometry& geometry) {
    CellRelations relations;
    const int cells = geometry.cellCount();
    relations.peers.resize(cells);
    relations.sideNeighbours.resize(cells);
    for (int cell = 0; cell < cells; ++cell) relations.peers[cell] = geometry.peers(cell);
    if (!geometry.hasConstraints()) return relations;
    const Constraints& constraints = geometry.constraints();
    for (const Group& group : constraints.groups) addGroupPeers(relations.peers, group);
    for (PairRule rule : constraints.pairs) addPairRelations(relations, pairRules(rule), geometry.size());
    for (std::vector<int>& list : relations.peers) {
        std::sort(list.begin(), list.end());
        list.erase(std::unique(list.begin(), list.end()), list.end());
    }
    return relations;
}

}  // namespace sudoku
