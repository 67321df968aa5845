// Killer solution counting by backtracking over candidate masks (killer_count.h). A cage's values must form one of
// the digit combinations of its sum that avoid the values placed in it and fit its empty cells' candidates; a
// cell's "effective" candidates are its own within the union of those combinations. Only cages whose cells
// changed are worked out again on each pass, and only houses whose cells changed are searched for hidden singles.
#include "killer_count.h"

#include "constraints/cage_sets.h"

namespace sudoku {

namespace {

bool oneBit(std::uint32_t mask) { return mask != 0 && (mask & (mask - 1)) == 0; }

int lowestValue(std::uint32_t mask) { return __builtin_ctz(mask) + 1; }

}  // namespace

KillerCounter::KillerCounter(const Geometry& geometry) : geometry_(geometry), size_(geometry.size()) {
    const int n = size_;
    const int maxSum = n * (n + 1) / 2;
    combos_.assign(n + 1, std::vector<std::vector<std::uint32_t>>(maxSum + 1));
    for (int cells = 1; cells <= n; ++cells) {
        for (int sum = 1; sum <= maxSum; ++sum) {
            forEachDigitSet(sum, cells, allValues(n), [&list = combos_[cells][sum]](DigitSet set) {
                list.push_back(set);
                return true;
            });
        }
    }
    const int cells = geometry.cellCount();
    stack_.resize(cells + 2);
}

// The values the cage's empty cells may still take: the union of its sum's combinations that fit.
std::uint32_t KillerCounter::cageMask(const State& s, int cage) const {
    const int open = s.open[cage], left = s.left[cage];
    if (left <= 0 || left >= static_cast<int>(combos_[0].size()) || open > size_) return 0;
    std::uint32_t reach = 0;
    for (int cell : cages_->cells[cage]) {
        if (s.values[cell] == 0) reach |= s.candidates[cell];
    }
    const std::uint32_t outside = ~reach | s.used[cage];
    std::uint32_t mask = 0;
    for (std::uint32_t combo : combos_[open][left]) {
        if ((combo & outside) == 0) mask |= combo;
    }
    return mask;
}

// Fills the cell and strikes the value from its peers and cage mates; false on a contradiction.
bool KillerCounter::place(State& s, int cell, int value) {
    const std::uint32_t bit = std::uint32_t{1} << (value - 1);
    if (s.values[cell] != 0) return s.values[cell] == value;
    if ((s.candidates[cell] & bit) == 0) return false;
    const int cage = cageOf_[cell];
    if (cage >= 0) {
        if ((s.used[cage] & bit) != 0 || s.left[cage] < value) return false;
        s.used[cage] |= bit;
        s.left[cage] -= value;
        --s.open[cage];
        markCage(s, cage);
        for (int mate : cages_->cells[cage]) {
            if (s.values[mate] == 0) s.candidates[mate] &= ~bit;
        }
    }
    s.values[cell] = value;
    s.candidates[cell] = bit;
    for (int house : geometry_.housesOf(cell)) s.houseStale[house] = 1;
    for (int peer : geometry_.peers(cell)) {
        if (s.values[peer] != 0 || (s.candidates[peer] & bit) == 0) continue;
        s.candidates[peer] &= ~bit;
        if (s.candidates[peer] == 0) return false;
        if (cageOf_[peer] >= 0) markCage(s, cageOf_[peer]);
    }
    return true;
}

// A value with one possible cell in a house goes there; a value with none is a contradiction.
bool KillerCounter::hiddenSingles(State& s, bool& progress) {
    const std::uint32_t all = (std::uint32_t{1} << size_) - 1;
    const auto& houses = geometry_.houses();
    for (std::size_t h = 0; h < houses.size(); ++h) {
        if (s.houseStale[h] == 0) continue;
        s.houseStale[h] = 0;
        const House& house = houses[h];
        std::uint32_t once = 0, twice = 0, placed = 0;
        for (int cell : house.cells) {
            if (s.values[cell] != 0) {
                placed |= s.candidates[cell];
                continue;
            }
            twice |= once & s.effective[cell];
            once |= s.effective[cell];
        }
        if ((once | placed) != all) return false;
        std::uint32_t singles = once & ~twice & ~placed;
        while (singles != 0) {
            const std::uint32_t bit = singles & (~singles + 1);
            singles &= singles - 1;
            for (int cell : house.cells) {
                if (s.values[cell] == 0 && (s.effective[cell] & bit) != 0) {
                    if (!place(s, cell, lowestValue(bit))) return false;
                    progress = true;
                    break;
                }
            }
        }
        if (progress) return true;  // effective masks are stale now: recompute them first
    }
    return true;
}

void KillerCounter::markCage(State& s, int cage) const {
    if (s.cageStale[cage] != 0) return;
    s.cageStale[cage] = 1;
    s.staleCages.push_back(cage);
}

// Takes the stale cages into pass_ and works out their masks again; false when one can no longer be filled.
bool KillerCounter::refreshMasks(State& s) {
    pass_.swap(s.staleCages);
    s.staleCages.clear();
    for (int cage : pass_) {
        s.cageStale[cage] = 0;
        if (s.open[cage] == 0) {
            if (s.left[cage] != 0) return false;
            s.masks[cage] = 0;
        } else if ((s.masks[cage] = cageMask(s, cage)) == 0) {
            return false;
        }
    }
    return true;
}

// Sets an empty cell's effective candidates (a change makes its houses stale) and places it when one is left.
bool KillerCounter::narrowCell(State& s, int cell, bool& progress) {
    if (s.values[cell] != 0) return true;
    const int cage = cageOf_[cell];
    const std::uint32_t mask = cage >= 0 ? s.candidates[cell] & s.masks[cage] : s.candidates[cell];
    if (mask == 0) return false;
    if (mask != s.effective[cell]) {
        s.effective[cell] = mask;
        for (int house : geometry_.housesOf(cell)) s.houseStale[house] = 1;
    }
    if (!oneBit(mask)) return true;
    progress = true;
    return place(s, cell, lowestValue(mask));
}

// Naked singles within the cages' combinations, then hidden singles, to a fixpoint. Only the cells of cages that
// changed are looked at again: any other cell keeps its candidates and its cage's mask, so its effective ones too.
// The order of the work lists does not change the fixpoint (each rule only narrows), so neither the count nor the
// search tree depends on it.
bool KillerCounter::propagate(State& s) {
    for (;;) {
        if (!refreshMasks(s)) return false;
        bool progress = false;
        for (int cage : pass_) {
            for (int cell : cages_->cells[cage]) {
                if (!narrowCell(s, cell, progress)) return false;
            }
        }
        for (int cell : uncaged_) {
            if (!narrowCell(s, cell, progress)) return false;
        }
        if (!progress && !hiddenSingles(s, progress)) return false;
        if (!progress) return true;
    }
}

// The empty cell with the fewest effective candidates; -1 when the grid is full.
int KillerCounter::chooseCell(const State& s) const {
    int best = -1, fewest = 64;
    for (int cell = 0; cell < geometry_.cellCount(); ++cell) {
        if (s.values[cell] != 0) continue;
        const int count = __builtin_popcount(s.effective[cell]);
        if (count < fewest) {
            best = cell;
            fewest = count;
        }
    }
    return best;
}

void KillerCounter::search(int depth) {
    State& s = stack_[depth];
    if (!propagate(s)) return;
    const int cell = chooseCell(s);
    if (cell < 0) {
        *(++found_ == 1 ? first_ : second_) = s.values;
        return;
    }
    if (++nodes_ > budget_) {
        aborted_ = true;
        return;
    }
    // The known solution's value first: the search runs down to it, and another solution, which mostly differs
    // from it in a few cells, then turns up near the leaves.
    const std::uint32_t first = known_ != nullptr ? s.effective[cell] & (std::uint32_t{1} << ((*known_)[cell] - 1)) : 0;
    for (std::uint32_t mask : {first, s.effective[cell] & ~first}) {
        for (; mask != 0 && found_ < 2 && !aborted_; mask &= mask - 1) {
            stack_[depth + 1] = stack_[depth];
            if (place(stack_[depth + 1], cell, lowestValue(mask))) search(depth + 1);
        }
    }
}

KillerCount KillerCounter::count(const CageSet& cages, std::uint64_t nodeBudget, std::vector<int>& first,
                                 std::vector<int>& second, const std::vector<int>* known) {
    const int cells = geometry_.cellCount(), cageCount = static_cast<int>(cages.cells.size());
    cages_ = &cages;
    cageOf_.assign(cells, -1);
    for (int cage = 0; cage < cageCount; ++cage) {
        for (int cell : cages.cells[cage]) cageOf_[cell] = cage;
    }
    uncaged_.clear();
    for (int cell = 0; cell < cells; ++cell) {
        if (cageOf_[cell] < 0) uncaged_.push_back(cell);
    }
    State& root = stack_[0];
    root.candidates.assign(cells, (std::uint32_t{1} << size_) - 1);
    root.values.assign(cells, 0);
    root.used.assign(cageCount, 0);
    root.left = cages.sums;
    root.open.assign(cageCount, 0);
    for (int cage = 0; cage < cageCount; ++cage) root.open[cage] = static_cast<int>(cages.cells[cage].size());
    root.masks.assign(cageCount, 0);
    root.effective.assign(cells, 0);
    root.staleCages.resize(cageCount);
    for (int cage = 0; cage < cageCount; ++cage) root.staleCages[cage] = cage;
    root.cageStale.assign(cageCount, 1);
    root.houseStale.assign(geometry_.houses().size(), 1);
    budget_ = nodeBudget;
    nodes_ = 0;
    found_ = 0;
    aborted_ = false;
    first_ = &first;
    second_ = &second;
    known_ = known;
    bool placed = true;
    for (std::size_t cell = 0; cell < cages.givens.size() && placed; ++cell) {
        if (cages.givens[cell] != 0) placed = place(root, static_cast<int>(cell), cages.givens[cell]);
    }
    if (placed) search(0);
    if (found_ >= 2) return KillerCount::multiple;
    if (aborted_) return KillerCount::aborted;
    return found_ == 1 ? KillerCount::unique : KillerCount::none;
}

}  // namespace sudoku
