// What the logic takes from a puzzle's constraints beyond houses, once per layout: extra peers, side neighbours,
// the cages, and the rule of 45's sum areas.
#pragma once

#include "board.h"

namespace sudoku::logic {

// Adds to `layout.peers` the cells each constraint keeps from sharing a value (cage mates, thermometer cells, an
// arrow's circle and a path of two or more cells, anti-knight and anti-king cells), fills `sideNeighbours` under
// non-consecutive and lists the cages. Called by the Layout constructor for a geometry with constraints.
void addConstraintPeers(Layout& layout);

// The rule of 45's areas of a layout with cages (sum_areas.cpp): for every house and every run of adjacent rows
// or columns, the innies (cells inside not in a cage wholly inside) and, when every cell of the region is caged,
// the outies (cells outside of the cages reaching in), each with its total. Areas of more than kMaxAreaCells
// cells are left out: no player adds up more.
constexpr int kMaxAreaCells = 4;
std::vector<SumArea> findSumAreas(const Layout& layout);

// The groups of a kind, as indices into geometry.constraints().groups.
std::vector<int> groupsOfKind(const Geometry& geometry, GroupKind kind);

}  // namespace sudoku::logic
