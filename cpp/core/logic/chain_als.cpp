// Almost locked sets as chain nodes (ALS-AIC): the nodes of every set of two to five cells and their weak links,
// stored as flat lists so the chain search follows a link with one array walk.
#include "chain_als.h"

#include <algorithm>

#include "cold.h"

namespace sudoku::logic {

// A counting sort by `from` (std::sort would grow the module), each list in the order the pairs came.
ChainAlsNodes::Lists ChainAlsNodes::listsOf(const std::vector<std::pair<int, int>>& pairs, int count) {
    Lists lists{std::vector<int>(count + 1, 0), std::vector<int>(pairs.size())};
    for (const auto& pair : pairs) ++lists.start[pair.first + 1];
    for (int i = 1; i <= count; ++i) lists.start[i] += lists.start[i - 1];
    std::vector<int> next(lists.start.begin(), lists.start.end() - 1);
    for (const auto& [from, to] : pairs) lists.entries[next[from]++] = to;
    return lists;
}

ChainAlsNodes::ChainAlsNodes(const Board& board, const ChainGroups& groups) : size_(board.size()) {
    alsIndex(board);
    index_ = board.alsSlot();
    firstSet_ = index_->upTo[1];
    const int sets = index_->upTo[kMaxChainAlsCells] - firstSet_;
    bySetValue_.assign(sets * size_, -1);
    std::vector<std::pair<int, int>> cells, groupLinks, linked;
    for (int s = 0; s < sets; ++s) {
        const Als& als = index_->sets[firstSet_ + s];
        for (Mask values = als.values; values != 0; values &= values - 1) {
            const int value = lowestOf(values), k = static_cast<int>(nodes_.size());
            ChainAls node{s, value, {}};
            node.seen.set();
            for (int i = 0; i < als.count; ++i) {
                if (als.masks[i] & bitOf(value)) node.seen &= board.layout().peerSets[als.cells[i]];
            }
            for (int i = 0; i < als.count; ++i) node.seen[als.cells[i]] = false;
            for (int cell : board.geometry().peers(als.first[value - 1])) {
                if (node.seen[cell] && board.has(cell, value)) cells.push_back({k, cell});
            }
            for (int g : groups.ofValue(value)) {
                const std::vector<int>& inGroup = groups[g].cells;
                if (std::all_of(inGroup.begin(), inGroup.end(), [&](int cell) { return node.seen[cell]; })) {
                    groupLinks.push_back({k, g});
                }
            }
            bySetValue_[s * size_ + value - 1] = k;
            nodes_.push_back(std::move(node));
        }
    }
    // The index's links are ordered by their sets, so those between this search's sets come in the same order as
    // the links of a search for them alone.
    for (const AlsLink& link : index_->links) {
        if (link.a < firstSet_ || link.b - firstSet_ >= sets) continue;
        for (Mask values = link.rcc; values != 0; values &= values - 1) {
            const int a = bySetValue_[(link.a - firstSet_) * size_ + lowestOf(values) - 1];
            const int b = bySetValue_[(link.b - firstSet_) * size_ + lowestOf(values) - 1];
            linked.push_back({a, b});
            linked.push_back({b, a});
        }
    }
    std::vector<std::pair<int, int>> ofCandidate, ofGroup;
    for (const auto& [k, cell] : cells) ofCandidate.push_back({cell * size_ + nodes_[k].value - 1, k});
    for (const auto& [k, g] : groupLinks) ofGroup.push_back({g, k});
    cells_ = listsOf(cells, size());
    groups_ = listsOf(groupLinks, size());
    linked_ = listsOf(linked, size());
    ofCandidate_ = listsOf(ofCandidate, board.cellCount() * size_);
    ofGroup_ = listsOf(ofGroup, static_cast<int>(groups.all().size()));
}

COLD std::string chainAlsName(const Board& board, const ChainAlsNodes& nodes, int k) {
    const Als& als = nodes.setOf(k);
    std::string places;
    for (int i = 0; i < als.count; ++i) {
        if (als.masks[i] & bitOf(nodes[k].value)) {
            places += (places.empty() ? "" : "/") + cellName(board.geometry(), als.cells[i]);
        }
    }
    return places;
}

}  // namespace sudoku::logic
