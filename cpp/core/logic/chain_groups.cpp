// Box-line segments as chain nodes (grouped X-Chain and grouped AIC): built once per search from the board's
// position masks, then looked up by house and value.
#include "chain_groups.h"

#include "cold.h"

namespace sudoku::logic {

namespace {

bool isBoxLike(HouseKind kind) { return kind == HouseKind::box || kind == HouseKind::region; }

}  // namespace

COLD const ChainGroups& chainGroups(const Board& board) {
    std::shared_ptr<const ChainGroups>& slot = board.groupsSlot();
    if (!slot) slot = std::make_shared<const ChainGroups>(board);
    return *slot;
}

ChainGroups::ChainGroups(const Board& board)
    : board_(board), segmentsOf_(board.houses().size()), byValue_(board.size() + 1) {
    for (int h = 0; h < static_cast<int>(board.houses().size()); ++h) {
        if (isBoxLike(board.houses()[h].kind)) addSegments(h);
    }
    groupAt_.assign(segments_.size() * board.size(), -1);
    segmentsAt_.assign(board.houses().size() * board.size() * 2, -1);
    for (int h = 0; h < static_cast<int>(board.houses().size()); ++h) {
        for (int s : segmentsOf_[h]) {
            const Mask inHouse = h == segments_[s].box ? segments_[s].inBox : segments_[s].inLine;
            for (Mask rest = inHouse; rest != 0; rest &= rest - 1) {
                int* at = &segmentsAt_[(h * board.size() + lowestOf(rest) - 1) * 2];
                at[at[0] < 0 ? 0 : 1] = s;
            }
        }
    }
    for (int s = 0; s < static_cast<int>(segments_.size()); ++s) addGroups(s);
    for (const std::vector<int>& ofValue : byValue_) {
        for (int g : ofValue) {
            for (int other : ofValue) {
                if (g != other && seesAll(groups_[g], groups_[other])) groups_[g].linked.push_back(other);
            }
        }
    }
}

// Every cell of `b` sees every cell of `a` (so none is in both).
bool ChainGroups::seesAll(const ChainGroup& a, const ChainGroup& b) {
    for (int cell : b.cells) {
        if (!a.seen[cell]) return false;
    }
    return true;
}

void ChainGroups::addSegments(int box) {
    const auto& houses = board_.houses();
    const std::vector<int>& cells = houses[box].cells;
    std::vector<Segment> found;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        for (int line : board_.geometry().housesOf(cells[i])) {
            if (!isLine(houses[line].kind)) continue;
            std::size_t s = 0;
            while (s < found.size() && found[s].line != line) ++s;
            if (s == found.size()) found.push_back({box, line, 0, 0});
            found[s].inBox |= Mask{1} << i;
        }
    }
    for (Segment& segment : found) {
        if (countOf(segment.inBox) < 2) continue;
        const std::vector<int>& lineCells = houses[segment.line].cells;
        for (std::size_t j = 0; j < lineCells.size(); ++j) {
            if (board_.layout().houseSets[box][lineCells[j]]) segment.inLine |= Mask{1} << j;
        }
        segmentsOf_[box].push_back(static_cast<int>(segments_.size()));
        segmentsOf_[segment.line].push_back(static_cast<int>(segments_.size()));
        segments_.push_back(segment);
    }
}

void ChainGroups::addGroups(int s) {
    const Segment& segment = segments_[s];
    const std::vector<int>& lineCells = board_.houses()[segment.line].cells;
    for (int value = 1; value <= board_.size(); ++value) {
        const Mask inLine = board_.positions(segment.line, value) & segment.inLine;
        if (countOf(inLine) < 2) continue;
        ChainGroup group{value, segment.box, segment.line, board_.positions(segment.box, value) & segment.inBox,
                         inLine, {}, {}, {}};
        group.seen.set();
        group.cells.reserve(countOf(inLine));  // one allocation: built for every group of every grouped search
        for (Mask rest = inLine; rest != 0; rest &= rest - 1) {
            const int cell = lineCells[lowestOf(rest) - 1];
            group.cells.push_back(cell);
            group.seen &= board_.layout().peerSets[cell];
        }
        groupAt_[s * board_.size() + value - 1] = static_cast<int>(groups_.size());
        byValue_[value].push_back(static_cast<int>(groups_.size()));
        groups_.push_back(std::move(group));
    }
}

int ChainGroups::groupOf(int house, int value, Mask rest, Mask exclude) const {
    // `rest` lies in a segment only if that segment holds its first cell.
    const int* at = &segmentsAt_[(house * board_.size() + lowestOf(rest) - 1) * 2];
    for (int k = 0; k < 2 && at[k] >= 0; ++k) {
        const int s = at[k];
        const Segment& segment = segments_[s];
        const Mask inHouse = house == segment.box ? segment.inBox : segment.inLine;
        // The group is every place of the value in the segment: none of them may be excluded.
        if ((rest & ~inHouse) == 0 && (exclude & inHouse & board_.positions(house, value)) == 0) {
            return groupAt_[s * board_.size() + value - 1];
        }
    }
    return -1;
}

COLD std::string groupName(const Board& board, const ChainGroup& group) {
    std::string name;
    for (int cell : group.cells) name += (name.empty() ? "" : "/") + cellName(board.geometry(), cell);
    return name;
}

}  // namespace sudoku::logic
