// The rule of 45's areas, found once per layout: a house, or a run of adjacent rows or columns, holds every value
// once per house, so its cells add up to a known total; the cages wholly inside account for part of it and leave
// the rest to the innies, and the cages reaching in exceed it by what their outies hold.
#include <algorithm>

#include "constraint_logic.h"

namespace sudoku::logic {

namespace {

// The houses of a region: every house alone, then every run of 2 to size-1 adjacent rows, and of columns (rows are
// houses 0..size-1 and columns size..2*size-1, as Geometry lists them).
std::vector<std::vector<int>> regionsOf(const Layout& layout) {
    std::vector<std::vector<int>> regions;
    for (std::size_t h = 0; h < layout.houseSets.size(); ++h) regions.push_back({static_cast<int>(h)});
    for (int base : {0, layout.size}) {
        for (int first = 0; first < layout.size; ++first) {
            std::vector<int> run = {base + first};
            for (int last = first + 1; last < layout.size && last - first + 1 < layout.size; ++last) {
                run.push_back(base + last);
                regions.push_back(run);
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

// Per cell: 1 inside the region; then per cage wholly inside or reaching in, its cells marked 2 (inside) or 4
// (reaching). Innies are region cells without 2; outies cells with 4 outside the region.
void addAreasOf(const Layout& layout, const std::vector<int>& houses, std::vector<SumArea>& areas) {
    const auto& groups = layout.geometry.constraints().groups;
    const int n = layout.size, total = static_cast<int>(houses.size()) * n * (n + 1) / 2;
    std::vector<char> mark(n * n, 0);
    for (int h : houses) {
        for (int cell : layout.geometry.houses()[h].cells) mark[cell] = 1;
    }
    int insideSum = 0, reachingSum = 0;
    for (int g : layout.cages) {
        std::size_t in = 0;
        for (int cell : groups[g].cells) in += mark[cell] & 1;
        if (in == 0) continue;
        const char kind = in == groups[g].cells.size() ? 2 : 4;
        (kind == 2 ? insideSum : reachingSum) += groups[g].sum;
        for (int cell : groups[g].cells) mark[cell] |= kind;
    }
    std::vector<int> innies, outies;
    bool allCaged = true;
    for (int cell = 0; cell < n * n; ++cell) {
        if (mark[cell] == 1) allCaged = false;
        if ((mark[cell] & 3) == 1) innies.push_back(cell);
        if (mark[cell] == 4) outies.push_back(cell);
    }
    addArea(areas, {innies, total - insideSum, houses, false, insideSum});
    if (allCaged) addArea(areas, {outies, insideSum + reachingSum - total, houses, true, insideSum + reachingSum});
}

}  // namespace

std::vector<SumArea> findSumAreas(const Layout& layout) {
    std::vector<SumArea> areas;
    for (const auto& houses : regionsOf(layout)) addAreasOf(layout, houses, areas);
    return areas;
}

}  // namespace sudoku::logic
