// Exact-cover engine: Knuth's Algorithm X with dancing links (DLX1 layout), for any matrix. Knows nothing of sudoku.
#pragma once

#include <cstdint>
#include <vector>

#include "cover_search.h"

namespace dlx {

// Built once from the matrix, then searched many times; nothing is reallocated between problems once warm.
// A node is one option tried at a level, forced or not (a level whose item has one option is a node too).
//
// Data layout (DLX1): one flat array of nodes indexed by int. Node 0 is the root, nodes 1..itemCount are item
// headers (their `top` field holds the item's list length), then each option's nodes follow a spacer node.
// A spacer's `top` is -(option id) - 1, its `up` is the first node of the previous option and its `down` the
// last node of the next option, so options need no left/right links.
// Knuth links the active items in a doubly linked list; here they are a sparse set instead (as in his later
// SSXC): active_ holds the uncovered primary items contiguously, then the secondary ones, and position_ maps an
// item to its slot. cover swaps the item to just past its region's end; since uncovering is strictly LIFO, the
// item is still there and uncover swaps it back, restoring the exact order (so seeded searches are
// reproducible). The MRV scan then reads a dense array instead of chasing links.
class DancingLinks : public CoverSearch {
public:
    explicit DancingLinks(const Matrix& matrix);

    bool select(int option) override;
    // Restores the matrix exactly: one block copy of the state before the first select (measured cheaper than
    // uncovering every selected item).
    void reset() override;
    SearchResult search(const SearchLimits& limits, const SolutionVisitor& visit) override;
    // Every link invariant of the current state (lists doubly linked, lengths match).
    bool sane() const override;

private:
    // Adds an option covering the given items (0-based, primaries first). Items must be distinct.
    int addOption(const int* items, int count);

    struct Node {
        int top;   // item header of this node; list length for headers; negative for spacers
        int up;
        int down;
    };

    void hide(int p);
    void unhide(int p);
    void cover(int item);
    void uncover(int item);
    void coverOption(int node);
    void uncoverOption(int node);
    int chooseItem();
    int optionOf(int node) const;
    int firstNode(int option) const { return optionStart_[option]; }
    int optionCount() const { return static_cast<int>(optionStart_.size()); }

    bool active(int item) const;

    int items_;
    int primary_;
    std::vector<Node> nodes_;
    std::vector<int> active_;    // slots 0..primary_-1: primary items, the first activePrimary_ uncovered;
    std::vector<int> position_;  // slots primary_..: secondary items likewise; position_[item] is its slot
    int activePrimary_ = 0;
    int activeSecondary_ = 0;

    // Search scratch space, kept between searches so a search allocates nothing once warm.
    struct Frame {
        int item, node, begin, pos, end, watched;
    };
    std::vector<Frame> stack_;
    std::vector<int> order_, solution_;

    // Items whose list shrank to 0 or 1 (pushed by hide, checked when popped): most sudoku levels are forced,
    // and this finds the forced item without scanning every active item. Entries may be stale; a level
    // restores the count it saw before covering its option, and an empty watch falls back to the full scan.
    std::vector<int> watch_;
    int watched_ = 0;

    // The state with nothing selected, taken at the first select; reset() copies it back.
    std::vector<Node> unselectedNodes_;
    std::vector<int> unselectedActive_, unselectedPosition_;
    std::vector<int> optionStart_;   // first node of each option
    int selectedCount_ = 0;
    std::uint64_t updates_ = 0;
};

}  // namespace dlx
