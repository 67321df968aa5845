// Box-line segments as chain nodes (grouped X-Chain and grouped AIC).
#include "chain_groups.h"

#include "cold.h"

namespace sudoku::logic {

namespace {

bool isBoxLike(HouseKind kind) { return kind == HouseKind::box || kind == HouseKind::region; }

}  // namespace

std::vector<ChainGroup> chainGroups(const Board& board) {
    std::vector<ChainGroup> groups;
    const auto& houses = board.houses();
    const Layout& layout = board.layout();
    for (int box = 0; box < static_cast<int>(houses.size()); ++box) {
        if (!isBoxLike(houses[box].kind)) continue;
        for (int line = 0; line < 2 * board.size(); ++line) {  // rows, then columns
            const CellSet segment = layout.houseSets[box] & layout.houseSets[line];
            if (segment.count() < 2) continue;
            for (int value = 1; value <= board.size(); ++value) {
                ChainGroup group{value, box, line, {}, {}, {}};
                group.seen.set();
                for (int cell : houses[line].cells) {
                    if (!segment[cell] || !board.has(cell, value)) continue;
                    group.cells.push_back(cell);
                    group.set.set(cell);
                    group.seen &= layout.peerSets[cell];
                }
                if (group.cells.size() >= 2) groups.push_back(std::move(group));
            }
        }
    }
    return groups;
}

std::vector<std::vector<int>> groupsByValue(const std::vector<ChainGroup>& groups, int size) {
    std::vector<std::vector<int>> byValue(size + 1);
    for (std::size_t g = 0; g < groups.size(); ++g) byValue[groups[g].value].push_back(static_cast<int>(g));
    return byValue;
}

int remainderGroup(const Board& board, const std::vector<ChainGroup>& groups, const std::vector<int>& ofValue,
                   int house, int value, const CellSet& exclude, int& single) {
    int count = 0, first = -1;
    for (int cell : board.houses()[house].cells) {
        if (!board.has(cell, value) || exclude[cell]) continue;
        if (count++ == 0) first = cell;
    }
    single = count == 1 ? first : -1;
    if (count < 2) return -1;
    const CellSet& inHouse = board.layout().houseSets[house];
    for (int g : ofValue) {
        const ChainGroup& group = groups[g];
        if (!group.set[first] || static_cast<int>(group.cells.size()) != count) continue;
        bool same = true;  // the group's cells are all left in the house
        for (int cell : group.cells) same = same && !exclude[cell] && inHouse[cell];
        if (same) return g;
    }
    return -1;
}

COLD std::string groupName(const Board& board, const ChainGroup& group) {
    std::string name;
    for (int cell : group.cells) name += (name.empty() ? "" : "/") + cellName(board.geometry(), cell);
    return name;
}

}  // namespace sudoku::logic
