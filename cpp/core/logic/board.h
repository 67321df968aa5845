// The candidate grid the logic works on: a value or a candidate bitmask per cell, over a geometry's houses.
#pragma once

#include <bitset>
#include <cstdint>
#include <memory>
#include <vector>

#include "geometry.h"

namespace sudoku::logic {

struct AlsIndex;     // als.h
class ChainGroups;   // chain_groups.h
enum class Technique;  // technique_table.h

// Candidates of a cell, or positions of a value within a house: bit v-1 stands for value v (or position v-1).
using Mask = std::uint32_t;
inline Mask bitOf(int value) { return Mask{1} << (value - 1); }
inline int countOf(Mask mask) { return __builtin_popcount(mask); }
inline int lowestOf(Mask mask) { return __builtin_ctz(mask) + 1; }  // the smallest value in a non-empty mask

constexpr int kMaxCells = kMaxSize * kMaxSize;
using CellSet = std::bitset<kMaxCells>;

// A set of cells whose values add up to a known total, found by the rule of 45 (constraint_logic.cpp): the cells
// left inside a house (or a run of adjacent rows or columns) by the cages wholly inside it, or the cells outside
// it of the cages that reach into it.
struct SumArea {
    std::vector<int> cells;  // sorted
    int total;
    std::vector<int> houses;  // the houses whose union is the area's region (indices into Geometry::houses())
    bool outies;              // the cells lie outside the region
    int cageTotal;            // the sum of the cages the rule counts (wholly inside, or reaching in)
};

// What every board of one geometry shares, computed once: the geometry, who may not share a value with whom, and
// the house cell sets. Peers are the geometry's (shared houses) plus those of its constraints: cage mates,
// thermometer cells, an arrow's circle and path (with two or more path cells), anti-knight and anti-king cells.
struct Layout {
    explicit Layout(Geometry g);

    Geometry geometry;
    int size;
    std::vector<std::vector<int>> peers;  // per cell, without the cell, sorted
    std::vector<CellSet> peerSets;        // the same as sets
    // Per cell, under non-consecutive: its side neighbours (which may not hold a value one above or below);
    // empty lists otherwise.
    std::vector<std::vector<int>> sideNeighbours;
    std::vector<CellSet> houseSets;  // per house
    // Per cell, its bit among the cells of each house of geometry.housesOf(cell), in that order.
    std::vector<std::vector<Mask>> bitsInHouses;
    std::vector<int> cages;          // indices into geometry.constraints().groups of its cages
    std::vector<int> thermos;        // ... of its thermometers
    std::vector<int> arrows;         // ... of its arrows
    std::vector<SumArea> sumAreas;   // the rule of 45's areas (empty without cages)
};

class Board {
public:
    explicit Board(std::shared_ptr<const Layout> layout);
    // Places every non-zero value of `cells` (givens or entries) on a board with all candidates open.
    Board(std::shared_ptr<const Layout> layout, const std::vector<int>& cells);

    const Layout& layout() const { return *layout_; }
    const std::shared_ptr<const Layout>& sharedLayout() const { return layout_; }
    const Geometry& geometry() const { return layout_->geometry; }
    const std::vector<House>& houses() const { return layout_->geometry.houses(); }
    int size() const { return layout_->size; }
    int cellCount() const { return layout_->size * layout_->size; }

    int value(int cell) const { return values_[cell]; }
    const std::vector<int>& values() const { return values_; }
    Mask candidates(int cell) const { return masks_[cell]; }
    // The candidates of an unsolved cell, or the value of a solved one as a mask.
    Mask options(int cell) const { return values_[cell] != 0 ? bitOf(values_[cell]) : masks_[cell]; }
    bool has(int cell, int value) const { return (masks_[cell] & bitOf(value)) != 0; }
    // Positions of `value` among the house's cells (bit i = house.cells[i]); solved cells have none.
    Mask positions(int house, int value) const {
        if (cache_.stale) fillPositions();
        return cache_.masks[house * layout_->size + value - 1];
    }
    // Unsolved cells where `value` is a candidate.
    CellSet cellsWith(int value) const;
    bool sees(int a, int b) const { return layout_->peerSets[a][b]; }
    // A placed cell that rules `value` out of `cell`: a cell of its row, column, box or region holding it, else any
    // peer holding it (a rule beyond those houses), else under non-consecutive a side neighbour holding a value one
    // above or below it; -1 when none does.
    int ruledOutBy(int cell, int value) const;

    // Also removes the value from the candidates of every peer, and under non-consecutive its neighbours' value
    // one above and one below.
    void place(int cell, int value);
    void eliminate(int cell, int value) {
        masks_[cell] &= ~bitOf(value);
        cache_.changed();
    }
    void keepOnly(int cell, Mask keep) {
        masks_[cell] &= keep;
        cache_.changed();
    }

    int unsolvedCount() const { return unsolved_; }
    bool solved() const { return unsolved_ == 0; }
    // The first reason no solution can follow: an unsolved cell without candidates (`cell`), or in a house a value
    // with no place left or placed twice (`house`, `value`); all -1 when there is none.
    struct DeadEnd {
        int cell = -1, house = -1, value = -1;
    };
    DeadEnd deadEnd() const;
    // True when no solution can follow (see deadEnd).
    bool broken() const {
        const DeadEnd end = deadEnd();
        return end.cell >= 0 || end.house >= 0;
    }

    // Where alsIndex() (als.h) keeps this position's almost locked sets and their links, and chainGroups()
    // (chain_groups.h) its box-line groups: several finders are tried on one position in turn and share them.
    // Empty after any change.
    std::shared_ptr<const AlsIndex>& alsSlot() const {
        cache_.shared = true;
        return cache_.als;
    }
    std::shared_ptr<const ChainGroups>& groupsSlot() const {
        cache_.shared = true;
        return cache_.groups;
    }

    // Where a finder searched one part of the position in vain: a value's candidates (fish, turbot fish, X-chains:
    // they look at one value only) or a house's cells (subsets). It records how many candidates the part held;
    // candidates only ever go, so the same count later means the same candidates, and the finder would find
    // nothing there again. Unlike the slots above, this outlives changes. A technique uses one kind of part. A
    // copy, or a board assigned another position, starts without.
    bool quietValue(Technique technique, int value) const { return quiet(technique, value - 1, valueCount(value)); }
    void setQuietValue(Technique technique, int value) const { setQuiet(technique, value - 1, valueCount(value)); }
    bool quietHouse(Technique technique, int house) const { return quiet(technique, house, houseCount(house)); }
    void setQuietHouse(Technique technique, int house) const { setQuiet(technique, house, houseCount(house)); }

private:
    // What finders derive from the position, kept until its next change. positions() per house and value,
    // filled on the first call after a change: the finders ask for them thousands of times between two changes.
    // A copy starts empty (forcing chains copy boards and never ask).
    struct Cache {
        Cache() = default;
        Cache(const Cache&) {}
        Cache& operator=(const Cache&) {
            changed();
            quiet.clear();
            return *this;
        }
        void changed() {
            stale = true;
            if (shared) dropShared();
        }
        void dropShared();  // out of line: every change inlines changed()
        std::vector<Mask> masks;  // [house * size + value - 1]
        bool stale = true;
        bool shared = false;  // a slot below may be filled
        std::shared_ptr<const AlsIndex> als;
        std::shared_ptr<const ChainGroups> groups;
        // [technique * parts + part]: 1 + the part's candidate count when the technique was quiet there, else 0
        // (parts: the larger of the size and the number of houses). Empty until first recorded.
        std::vector<int> quiet;
    };
    void fillPositions() const;
    int valueCount(int value) const;
    int houseCount(int house) const;
    bool quiet(Technique technique, int part, int count) const;
    void setQuiet(Technique technique, int part, int count) const;

    std::shared_ptr<const Layout> layout_;
    std::vector<int> values_;  // 0 = unsolved
    std::vector<Mask> masks_;  // candidates of unsolved cells; 0 for solved cells
    int unsolved_;
    mutable Cache cache_;
};

}  // namespace sudoku::logic
