// Dancing links: cover/uncover on a flat node array, iterative search with an explicit choice stack.
#include "dancing_links.h"

#include <cstring>
#include <utility>

#include "cold.h"
#include "random.h"

namespace dlx {

COLD DancingLinks::DancingLinks(const Matrix& matrix) : items_(matrix.itemCount()), primary_(matrix.primary) {
    active_.resize(items_);
    position_.resize(items_ + 1);
    for (int i = 1; i <= items_; ++i) {
        active_[i - 1] = i;
        position_[i] = i - 1;
    }
    activePrimary_ = primary_;
    activeSecondary_ = items_ - primary_;

    nodes_.resize(items_ + 2);
    nodes_[0] = {0, 0, 0};
    for (int i = 1; i <= items_; ++i) nodes_[i] = {0, i, i};
    nodes_[items_ + 1] = {-1, 0, 0};  // spacer before option 0
    nodes_.reserve(nodes_.size() + matrix.items.size() + matrix.optionCount());
    for (int k = 0; k < matrix.optionCount(); ++k) {
        addOption(matrix.items.data() + matrix.start[k], matrix.start[k + 1] - matrix.start[k]);
    }
    watch_.resize(nodes_.size());  // at most one entry per hidden node
}

// The facade (ExactCover) has checked the items: in range, distinct, at least one.
int DancingLinks::addOption(const int* items, int count) {
    const int option = optionCount();
    const int spacer = static_cast<int>(nodes_.size()) - 1;
    const int first = spacer + 1;
    for (int k = 0; k < count; ++k) {
        const int header = items[k] + 1;
        const int node = static_cast<int>(nodes_.size());
        const int last = nodes_[header].up;
        nodes_.push_back({header, last, header});
        nodes_[last].down = node;
        nodes_[header].up = node;
        ++nodes_[header].top;
    }
    const int end = static_cast<int>(nodes_.size()) - 1;
    nodes_[spacer].down = end;
    nodes_.push_back({-(option + 2), first, 0});
    optionStart_.push_back(first);
    return option;
}

int DancingLinks::optionOf(int node) const {
    while (nodes_[node].top > 0) --node;
    return -nodes_[node].top - 1;
}

// Removes the option holding node p from every item list except p's own.
void DancingLinks::hide(int p) {
    Node* n = nodes_.data();
    for (int q = p + 1; q != p;) {
        const int x = n[q].top, u = n[q].up, d = n[q].down;
        if (x <= 0) {
            q = u;  // spacer: wrap to the first node of this option
        } else {
            n[u].down = d;
            n[d].up = u;
            if (--n[x].top <= 1) watch_[watched_++] = x;
            ++updates_;
            ++q;
        }
    }
}

// Exact mirror of hide: walks the option the other way and relinks, so links come back in reverse order.
void DancingLinks::unhide(int p) {
    Node* n = nodes_.data();
    for (int q = p - 1; q != p;) {
        const int x = n[q].top, u = n[q].up, d = n[q].down;
        if (x <= 0) {
            q = d;  // spacer: wrap to the last node of this option
        } else {
            n[u].down = q;
            n[d].up = q;
            ++n[x].top;
            --q;
        }
    }
}

bool DancingLinks::active(int item) const {
    const int slot = position_[item];
    const int end = item <= primary_ ? activePrimary_ : primary_ + activeSecondary_;
    return slot < end && active_[slot] == item;
}

// A covered item keeps its old slot in position_, so uncover can swap it back exactly.
void DancingLinks::cover(int item) {
    for (int p = nodes_[item].down; p != item; p = nodes_[p].down) hide(p);
    const int last = item <= primary_ ? --activePrimary_ : primary_ + --activeSecondary_;
    const int slot = position_[item], other = active_[last];
    active_[slot] = other;
    position_[other] = slot;
    active_[last] = item;
}

// Undo order matters: the item is swapped back into its old slot first (everything covered after it is already
// back, so the set is exactly as cover left it), then its options are restored bottom-up, the reverse of cover's
// top-down walk, so every link points back to exactly the node it pointed to before.
void DancingLinks::uncover(int item) {
    const int last = item <= primary_ ? activePrimary_++ : primary_ + activeSecondary_++;
    const int slot = position_[item], other = active_[slot];
    active_[last] = other;
    position_[other] = last;
    active_[slot] = item;
    for (int p = nodes_[item].up; p != item; p = nodes_[p].up) unhide(p);
}

// Covers every item of node's option except node's own (already covered by the caller).
void DancingLinks::coverOption(int node) {
    for (int q = node + 1; q != node;) {
        const int j = nodes_[q].top;
        if (j <= 0) {
            q = nodes_[q].up;
        } else {
            cover(j);
            ++q;
        }
    }
}

void DancingLinks::uncoverOption(int node) {
    for (int q = node - 1; q != node;) {
        const int j = nodes_[q].top;
        if (j <= 0) {
            q = nodes_[q].down;
        } else {
            uncover(j);
            --q;
        }
    }
}

// Minimum remaining values: the primary item with the shortest list; a list of 0 or 1 cannot be beaten.
int DancingLinks::chooseItem() {
    const Node* n = nodes_.data();
    while (watched_ > 0) {
        const int item = watch_[--watched_];
        if (item <= primary_ && n[item].top <= 1 && active(item)) return item;
    }
    const int* items = active_.data();
    int best = items[0];
    int bestLength = n[best].top;
    for (int k = 1; k < activePrimary_ && bestLength > 1; ++k) {
        const int length = n[items[k]].top;
        if (length < bestLength) {
            best = items[k];
            bestLength = length;
        }
    }
    return best;
}

bool DancingLinks::select(int option) {
    const int first = firstNode(option);
    for (int q = first; nodes_[q].top > 0; ++q) {
        if (!active(nodes_[q].top)) return false;
    }
    if (selectedCount_ == 0 && unselectedNodes_.empty()) {
        unselectedNodes_ = nodes_;
        unselectedActive_ = active_;
        unselectedPosition_ = position_;
    }
    // With all its items active, no selected option shares an item with this one, so none has hidden it.
    for (int q = first; nodes_[q].top > 0; ++q) cover(nodes_[q].top);
    watched_ = 0;  // the search scans from scratch; unbounded selects must not overrun the watch stack
    ++selectedCount_;
    return true;
}

void DancingLinks::reset() {
    if (selectedCount_ == 0) return;
    std::memcpy(nodes_.data(), unselectedNodes_.data(), nodes_.size() * sizeof(Node));
    std::memcpy(active_.data(), unselectedActive_.data(), active_.size() * sizeof(int));
    std::memcpy(position_.data(), unselectedPosition_.data(), position_.size() * sizeof(int));
    activePrimary_ = primary_;
    activeSecondary_ = items_ - primary_;
    selectedCount_ = 0;
}

SearchResult DancingLinks::search(const SearchLimits& limits, const SolutionVisitor& visit) {
    SearchResult result;
    updates_ = 0;
    seeded::Random random(limits.seed);
    const bool shuffled = limits.seed != 0;

    // One frame per level: the item branched on and the option node being tried. With a seed, each level's
    // candidates are shuffled into `order` (a stack of segments [begin, end)) and `pos` walks that segment.
    auto& stack = stack_;
    auto& order = order_;
    auto& options = solution_;
    stack.clear();
    order.clear();
    watched_ = 0;  // what select() pushed is dropped, so a search depends only on the matrix and the seed

    auto push = [&](int item) {
        Frame f{item, nodes_[item].down, 0, 0, 0, 0};
        if (shuffled) {
            f.begin = f.pos = static_cast<int>(order.size());
            for (int p = nodes_[item].down; p != item; p = nodes_[p].down) order.push_back(p);
            f.end = static_cast<int>(order.size());
            for (int k = f.end - 1; k > f.begin; --k) std::swap(order[k], order[f.begin + random.below(k - f.begin + 1)]);
            f.node = order[f.pos];
        }
        stack.push_back(f);
    };
    auto advance = [&](Frame& f) {
        if (!shuffled) {
            f.node = nodes_[f.node].down;
        } else {
            f.node = ++f.pos < f.end ? order[f.pos] : f.item;
        }
    };
    auto pop = [&]() {
        uncover(stack.back().item);
        order.resize(stack.back().begin);
        stack.pop_back();
    };
    // Restores the matrix after an early stop: every frame's option and item are covered.
    auto unwind = [&]() {
        while (!stack.empty()) {
            uncoverOption(stack.back().node);
            pop();
        }
    };

    bool forward = true;
    for (;;) {
        if (forward) {
            if (activePrimary_ == 0) {
                ++result.solutions;
                bool more = true;
                if (visit) {
                    options.clear();
                    for (const Frame& f : stack) options.push_back(optionOf(f.node));
                    more = visit(options);
                }
                if (!more || (limits.maxSolutions != 0 && result.solutions >= limits.maxSolutions)) {
                    result.outcome = more ? Outcome::complete : Outcome::stopped;
                    unwind();
                    break;
                }
                forward = false;
                continue;
            }
            const int item = chooseItem();
            if (nodes_[item].top == 0) {
                forward = false;
                continue;
            }
            cover(item);
            push(item);
        } else {
            if (stack.empty()) break;
            uncoverOption(stack.back().node);
            watched_ = stack.back().watched;
            advance(stack.back());
        }
        Frame& f = stack.back();
        if (f.node == f.item) {
            pop();
            forward = false;
            continue;
        }
        if (limits.nodeBudget != 0 && result.nodes >= limits.nodeBudget) {
            pop();
            unwind();
            result.outcome = Outcome::aborted;
            break;
        }
        ++result.nodes;
        f.watched = watched_;
        coverOption(f.node);
        forward = true;
    }
    result.updates = updates_;
    return result;
}

COLD bool DancingLinks::sane() const {
    for (int slot = 0; slot < items_; ++slot) {
        const int item = active_[slot];
        if (item < 1 || item > items_ || (slot < primary_) != (item <= primary_)) return false;
        if (active(item) && position_[item] != slot) return false;
    }
    for (int i = 1; i <= items_; ++i) {
        int length = 0;
        for (int p = nodes_[i].down; p != i; p = nodes_[p].down) {
            if (nodes_[nodes_[p].down].up != p || nodes_[p].top != i) return false;
            ++length;
        }
        if (length != nodes_[i].top) return false;
    }
    return true;
}

}  // namespace dlx
