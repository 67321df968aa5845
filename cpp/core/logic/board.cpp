// Candidate grid bookkeeping: placing values, eliminating candidates, and the contradiction check.
#include "board.h"

#include <algorithm>

#include "../constraints/cell_relations.h"
#include "cold.h"
#include "constraint_logic.h"
#include "technique_table.h"

namespace sudoku::logic {

namespace {

// The groups of a kind, as indices into geometry.constraints().groups.
std::vector<int> groupsOfKind(const Geometry& geometry, GroupKind kind) {
    std::vector<int> found;
    const auto& groups = geometry.constraints().groups;
    for (std::size_t i = 0; i < groups.size(); ++i) {
        if (groups[i].kind == kind) found.push_back(static_cast<int>(i));
    }
    return found;
}

}  // namespace

COLD Layout::Layout(Geometry g) : geometry(std::move(g)), size(geometry.size()) {
    CellRelations relations = cellRelations(geometry);
    peers = std::move(relations.peers);
    sideNeighbours = std::move(relations.sideNeighbours);
    cages = groupsOfKind(geometry, GroupKind::cage);
    thermos = groupsOfKind(geometry, GroupKind::thermo);
    arrows = groupsOfKind(geometry, GroupKind::arrow);
    peerSets.resize(geometry.cellCount());
    for (int cell = 0; cell < geometry.cellCount(); ++cell) {
        for (int peer : peers[cell]) peerSets[cell].set(peer);
    }
    for (const House& house : geometry.houses()) {
        CellSet set;
        for (int cell : house.cells) set.set(cell);
        houseSets.push_back(set);
    }
    bitsInHouses.resize(geometry.cellCount());
    for (int cell = 0; cell < geometry.cellCount(); ++cell) {
        for (int h : geometry.housesOf(cell)) {
            const std::vector<int>& cells = geometry.houses()[h].cells;
            for (std::size_t i = 0; i < cells.size(); ++i) {
                if (cells[i] == cell) bitsInHouses[cell].push_back(Mask{1} << i);
            }
        }
    }
    if (!cages.empty()) sumAreas = findSumAreas(*this);
}

void Board::Cache::dropShared() {
    als.reset();
    groups.reset();
    shared = false;
}

Board::Board(std::shared_ptr<const Layout> layout)
    : layout_(std::move(layout)),
      values_(layout_->size * layout_->size, 0),
      masks_(layout_->size * layout_->size, static_cast<Mask>((std::uint64_t{1} << layout_->size) - 1)),
      unsolved_(layout_->size * layout_->size) {}

Board::Board(std::shared_ptr<const Layout> layout, const std::vector<int>& cells) : Board(std::move(layout)) {
    for (int cell = 0; cell < cellCount(); ++cell) {
        if (cells[cell] != 0) place(cell, cells[cell]);
    }
}

void Board::fillPositions() const {
    const int n = size();
    cache_.masks.assign(houses().size() * n, 0);
    Mask* out = cache_.masks.data();
    for (const House& house : houses()) {
        for (std::size_t i = 0; i < house.cells.size(); ++i) {
            for (Mask rest = masks_[house.cells[i]]; rest != 0; rest &= rest - 1) {
                out[lowestOf(rest) - 1] |= Mask{1} << i;
            }
        }
        out += n;
    }
    cache_.stale = false;
}

int Board::valueCount(int value) const {
    int count = 0;
    for (int row = 0; row < size(); ++row) count += countOf(positions(row, value));  // houses list rows first
    return count;
}

int Board::houseCount(int house) const {
    int count = 0;
    for (int cell : houses()[house].cells) count += countOf(masks_[cell]);
    return count;
}

bool Board::quiet(Technique technique, int part, int count) const {
    const std::size_t parts = std::max<std::size_t>(size(), houses().size());
    const std::size_t at = static_cast<std::size_t>(technique) * parts + part;
    return at < cache_.quiet.size() && cache_.quiet[at] == count + 1;
}

void Board::setQuiet(Technique technique, int part, int count) const {
    const std::size_t parts = std::max<std::size_t>(size(), houses().size());
    if (cache_.quiet.empty()) cache_.quiet.assign(static_cast<std::size_t>(Technique::count) * parts, 0);
    cache_.quiet[static_cast<std::size_t>(technique) * parts + part] = count + 1;
}

CellSet Board::cellsWith(int value) const {
    CellSet set;
    const Mask bit = bitOf(value);
    for (int cell = 0; cell < cellCount(); ++cell) {
        if (masks_[cell] & bit) set.set(cell);
    }
    return set;
}

void Board::place(int cell, int value) {
    if (values_[cell] == 0) --unsolved_;
    values_[cell] = value;
    masks_[cell] = 0;
    cache_.changed();
    const Mask clear = ~bitOf(value);
    for (int peer : layout_->peers[cell]) masks_[peer] &= clear;
    const Mask consecutive = ~((bitOf(value) << 1) | (bitOf(value) >> 1));
    for (int side : layout_->sideNeighbours[cell]) masks_[side] &= consecutive;
}

int Board::ruledOutBy(int cell, int value) const {
    const Geometry& g = geometry();
    for (int h : g.housesOf(cell)) {
        if (isExtraHouse(g.houses()[h].kind)) continue;
        for (int peer : g.houses()[h].cells) {
            if (values_[peer] == value && peer != cell) return peer;
        }
    }
    for (int peer : layout_->peers[cell]) {
        if (values_[peer] == value) return peer;
    }
    for (int side : layout_->sideNeighbours[cell]) {
        if (values_[side] == value - 1 || values_[side] == value + 1) return side;
    }
    return -1;
}

Board::DeadEnd Board::deadEnd() const {
    for (int cell = 0; cell < cellCount(); ++cell) {
        if (values_[cell] == 0 && masks_[cell] == 0) return {cell, -1, -1};
    }
    const Mask all = static_cast<Mask>((std::uint64_t{1} << size()) - 1);
    for (int h = 0; h < static_cast<int>(houses().size()); ++h) {
        Mask placed = 0, seen = 0;  // values placed, and values placed or still possible in the house
        for (int cell : houses()[h].cells) {
            if (values_[cell] != 0) {
                if (placed & bitOf(values_[cell])) return {-1, h, values_[cell]};
                placed |= bitOf(values_[cell]);
            }
            seen |= values_[cell] ? bitOf(values_[cell]) : masks_[cell];
        }
        if (seen != all) return {-1, h, lowestOf(all & ~seen)};
    }
    return {};
}

}  // namespace sudoku::logic
