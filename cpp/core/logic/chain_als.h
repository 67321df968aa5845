// Almost locked sets as chain nodes (ALS-AIC): a set A and a value y of it. "A holds no x" makes A locked, so
// for each other value y of A "one of A's places of y is y"; that node then rules y out of every cell (and group,
// and other set) seeing all those places. Built once per search from the board's ALS index, with both directions
// of each weak link listed.
#pragma once

#include <memory>
#include <vector>

#include "als.h"
#include "chain_groups.h"

namespace sudoku::logic {

// Larger sets than this rarely shorten a chain and multiply the nodes.
constexpr int kMaxChainAlsCells = 5;
static_assert(kMaxChainAlsCells <= kMaxAlsCells, "the chain's sets come from the ALS index");

struct ChainAls {
    int set, value;
    CellSet seen;  // the cells outside the set that see every place of the value in it
};

// Every (set of two or more cells, value of it) node, and who it is weakly linked to: the candidates of its value
// in `seen`, the groups of its value lying in `seen`, and the other sets' nodes of its value whose places all see
// all of its places (a restricted common, as in ALS-XZ).
class ChainAlsNodes {
public:
    ChainAlsNodes(const Board& board, const ChainGroups& groups);

    int size() const { return static_cast<int>(nodes_.size()); }
    const ChainAls& operator[](int k) const { return nodes_[k]; }
    const Als& setOf(int k) const { return index_->sets[firstSet_ + nodes_[k].set]; }
    // The node of the same set for `value`.
    int sibling(int k, int value) const { return bySetValue_[nodes_[k].set * size_ + value - 1]; }
    // Links as lists: cells of the node's value, groups and other nodes, each as [begin, end) pointers.
    struct Range {
        const int* first;
        const int* last;
        const int* begin() const { return first; }
        const int* end() const { return last; }
    };
    Range cells(int k) const { return range(cells_, k); }
    Range groups(int k) const { return range(groups_, k); }
    Range linked(int k) const { return range(linked_, k); }
    // The nodes a candidate (cell * size + value - 1) or a group is weakly linked to.
    Range ofCandidate(int node) const { return range(ofCandidate_, node); }
    Range ofGroup(int group) const { return range(ofGroup_, group); }

private:
    // Lists in one array: list i is entries[start[i] .. start[i + 1]).
    struct Lists {
        std::vector<int> start, entries;
    };
    static Range range(const Lists& lists, int i) {
        return {lists.entries.data() + lists.start[i], lists.entries.data() + lists.start[i + 1]};
    }
    static Lists listsOf(const std::vector<std::pair<int, int>>& pairs, int count);

    int size_;
    // The board's ALS index (als.h), kept alive for the search; its sets from firstSet_ on (two or more cells:
    // one cell with two values is the plain chain's strong link) are this search's, numbered from 0.
    std::shared_ptr<const AlsIndex> index_;
    int firstSet_;
    std::vector<ChainAls> nodes_;
    std::vector<int> bySetValue_;  // [set * size + value - 1]: its node, or -1
    Lists cells_, groups_, linked_, ofCandidate_, ofGroup_;
};

// "r1c2/r1c5": the node's places of its value in its set.
std::string chainAlsName(const Board& board, const ChainAlsNodes& nodes, int k);

}  // namespace sudoku::logic
