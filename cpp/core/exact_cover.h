// Generic exact-cover solver: Knuth's Algorithm X with dancing links (DLX1 layout). Knows nothing of sudoku.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

namespace dlx {

// How a search ended.
enum class Outcome {
    complete,  // the whole tree was explored (or the solution limit was reached)
    stopped,   // the solution visitor asked to stop
    aborted,   // the node budget ran out before the search finished
};

struct SearchLimits {
    std::uint64_t maxSolutions = 1;  // stop after this many solutions (0 = no limit)
    std::uint64_t nodeBudget = 0;    // stop after this many search nodes (0 = no limit)
    std::uint64_t seed = 0;          // 0 = options in insertion order; otherwise a seeded random order
};

struct SearchResult {
    Outcome outcome = Outcome::complete;
    std::uint64_t solutions = 0;
    std::uint64_t nodes = 0;    // options tried
    std::uint64_t updates = 0;  // links changed by hide/cover
};

// Receives the chosen options (ids from addOption) of each solution, in search order; returns false to stop.
using SolutionVisitor = std::function<bool(const std::vector<int>& options)>;

// The matrix is built once (addOption), then searched many times: select() fixes options before a search
// (e.g. a puzzle's givens) and reset() undoes them, so nothing is reallocated between problems.
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
class ExactCover {
public:
    ExactCover(int primaryItems, int secondaryItems);

    // Adds an option covering the given items (0-based, primaries first); returns its id. Items must be distinct.
    int addOption(const std::vector<int>& items);

    // Fixes an option as part of every solution until reset(). Returns false, changing nothing, when the option
    // clashes with an option already selected (they share an item).
    bool select(int option);
    // Undoes every select(), restoring the matrix exactly: one block copy of the state before the first select
    // (measured cheaper than uncovering every selected item).
    void reset();
    const std::vector<int>& selected() const { return selected_; }

    SearchResult search(const SearchLimits& limits, const SolutionVisitor& visit);
    // Counts solutions up to `limit` (0 = all) within the node budget.
    SearchResult count(std::uint64_t limit, std::uint64_t nodeBudget = 0);

    int itemCount() const { return items_; }
    int optionCount() const { return static_cast<int>(optionStart_.size()); }
    // The items of an option, in the order they were added.
    std::vector<int> optionItems(int option) const;

    // Checks every link invariant of the current state (lists doubly linked, lengths match); for tests.
    bool sane() const;

private:
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

    // The state with nothing selected, taken at the first select after the matrix changed; reset() copies it back.
    std::vector<Node> unselectedNodes_;
    std::vector<int> unselectedActive_, unselectedPosition_;
    std::vector<int> optionStart_;   // first node of each option
    std::vector<int> selected_;
    std::uint64_t updates_ = 0;
};

}  // namespace dlx
