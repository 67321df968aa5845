// The rule of 45's areas, found once per layout: a house, or a run of adjacent rows or columns, holds every value
// once per house, so its cells add up to a known total; the cages wholly inside account for part of it and leave
// the rest to the innies, and the cages reaching in exceed it by what their outies hold.
#include <algorithm>

#include "constraint_logic.h"

namespace sudoku::logic {

namespace {

struct Region {
    CellSet cells;
    std::vector<int> houses;
};

int houseOf(const Geometry& geometry, HouseKind kind, int index) {
    const auto& houses = geometry.houses();
    for (std::size_t h = 0; h < houses.size(); ++h) {
        if (houses[h].kind == kind && houses[h].index == index) return static_cast<int>(h);
    }
    return -1;
}

// Every house alone, then every run of 2 to size-1 adjacent rows, and of columns.
std::vector<Region> regionsOf(const Layout& layout) {
    std::vector<Region> regions;
    for (std::size_t h = 0; h < layout.houseSets.size(); ++h) regions.push_back({layout.houseSets[h], {static_cast<int>(h)}});
    for (HouseKind kind : {HouseKind::row, HouseKind::column}) {
        for (int first = 0; first < layout.size; ++first) {
            Region run{layout.houseSets[houseOf(layout.geometry, kind, first)], {houseOf(layout.geometry, kind, first)}};
            for (int last = first + 1; last < layout.size; ++last) {
                const int h = houseOf(layout.geometry, kind, last);
                run.cells |= layout.houseSets[h];
                run.houses.push_back(h);
                if (last - first + 1 < layout.size) regions.push_back(run);
            }
        }
    }
    return regions;
}

void addArea(std::vector<SumArea>& areas, SumArea area) {
    if (area.cells.empty() || static_cast<int>(area.cells.size()) > kMaxAreaCells) return;
    for (const SumArea& known : areas) {
        if (known.cells == area.cells) return;  // the same cells give the same total
    }
    areas.push_back(std::move(area));
}

void addAreasOf(const Layout& layout, const Region& region, std::vector<SumArea>& areas) {
    const auto& groups = layout.geometry.constraints().groups;
    const int n = layout.size;
    const int total = static_cast<int>(region.houses.size()) * n * (n + 1) / 2;
    CellSet inside, reaching;  // cells of the cages wholly inside, and of the cages reaching in from outside
    int insideSum = 0, reachingSum = 0;
    for (int g : layout.cages) {
        CellSet cage;
        for (int cell : groups[g].cells) cage.set(cell);
        const std::size_t in = (cage & region.cells).count();
        if (in == cage.count()) {
            inside |= cage;
            insideSum += groups[g].sum;
        } else if (in > 0) {
            reaching |= cage;
            reachingSum += groups[g].sum;
        }
    }
    auto listOf = [n](const CellSet& set) {
        std::vector<int> cells;
        for (int cell = 0; cell < n * n; ++cell) {
            if (set[cell]) cells.push_back(cell);
        }
        return cells;
    };
    addArea(areas, {listOf(region.cells & ~inside), total - insideSum, region.houses, false, insideSum});
    if ((region.cells & ~inside & ~reaching).none()) {
        addArea(areas, {listOf(reaching & ~region.cells), insideSum + reachingSum - total, region.houses, true,
                        insideSum + reachingSum});
    }
}

}  // namespace

std::vector<SumArea> findSumAreas(const Layout& layout) {
    std::vector<SumArea> areas;
    for (const Region& region : regionsOf(layout)) addAreasOf(layout, region, areas);
    return areas;
}

}  // namespace sudoku::logic
