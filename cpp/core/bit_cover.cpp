// Bitset exact cover: the remaining options as one fixed-size bitset, per-item option counts, propagation to a
// fixpoint between branches, and a copied state per level instead of undo.
#include "bit_cover.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstddef>
#include <cstring>
#include <utility>

#include "cold.h"
#include "random.h"

namespace dlx {

namespace {

// The nonzero words of a bitset: most items' options sit in a few words of the 12, so walking spans beats
// walking the whole bitset.
struct Span {
    int word;
    std::uint64_t bits;
};

// Data layout. Bit o of a bitset is option o (its id from addOption). Static: each option's conflict mask (the
// options sharing an item with it, itself included); each item's options as spans; each option's items as a flat
// list, and its primary items padded to a fixed width (see kPad); each item's options as a dense bitset too; each
// primary item's watch level (1, or for the locked rule kLockedLevel when it has a partner, see watchPartners),
// stored plus one in the count's place (see kCountShift), its partners, and per option of it which of them that
// option covers. Dynamic, one State per search level: `live`, the options still possible; `slot[j]`, one 32-bit word
// per primary item j: its top byte the count, how many live options cover j (once covered: kClosed, less what was
// removed after, never below 128, so the top bit marks it; see isClosed), below it the sum of those options' ids
// (while j is open: with one option left, it is that option); `remaining`, the primary items not yet covered. Count
// and sum share a word so that removing option o subtracts `1 << 24 | o` from it, one load and one store per item,
// and the item is due for examination when the whole word is below its watch level's: the sum is at most
// kMaxPerItem times the largest id (under 2^17), so it never borrows from the count, and a closed item's sum starts
// at all ones so that it never borrows either.
//
// Choosing option o clears every live option sharing an item with o (o too) and lowers the counts of their
// primary items; an item whose count fell to its watch level is pushed on a work stack that propagate()
// drains: 0 fails, 1 forces the last option, and with locked propagation an item b covered by all of a's live
// options loses its others. Search copies the state to the next level, so backtracking is free.
template <int OptionWords, int ItemSlots>
class BitCover final : public CoverSearch {
public:
    using Bits = std::array<std::uint64_t, OptionWords>;
    using Item = std::uint16_t;
    static constexpr int kCountShift = 24;
    static constexpr std::uint32_t kIdSums = (std::uint32_t{1} << kCountShift) - 1;
    static constexpr std::uint32_t kClosed = 0xFFFFFFFF;  // a closed item's slot: count 255, sum all ones
    // A closed item's count only falls by its options removed after it closed (at most kMaxPerItem), so it stays
    // at 128 or more: one test of the top bit, and no re-closing after an option's own items lose their options.
    static bool isClosed(int count) { return count > kMaxPerItem; }
    // At most this many options per item: an item closed before its options are removed then stays above every
    // watch level (at most kMaxPerItem + 1) however many of them go.
    static constexpr int kMaxPerItem = 127;
    static_assert(kMaxPerItem * (64 * OptionWords - 1) <= static_cast<int>(kIdSums), "an item's id sum fits below its count");
    // Every option's primary items are padded to the widest option's count with this item, whose count slot
    // (past the real ones) absorbs the decrements and is never examined: the hot loops then have a fixed trip count.
    static constexpr Item kPad = ItemSlots;
    static constexpr int kUnroll = 4;  // the padded width is a multiple of this, so the hot loops unroll by it
    // How many of the items with the fewest options the branching rule compares (see chooseItem): with reach()
    // exact, 8 / 12 / 16 / all gave 288 / 259 / 241 / 222 nodes per forum-hardest count to 2 but 2.03 / 2.02 /
    // 2.08 / 3.35 M instructions (top1465: 218 / 228 / 243 / 418 K): the comparisons cost more than the nodes saved.
    static constexpr int kTies = 8;
    // The locked rule examines an item once its count is at most this (and at most what it shares with a
    // partner). Two, not three (sudoku's box-line overlap): on forum-hardest the examinations at 3 were 44% of
    // them and added 0.7% to the removals; without them, count to 2 took 353 nodes instead of 352 and 13.6%
    // fewer instructions (the triples are mostly found as pairs later).
    static constexpr int kLockedLevel = 2;
    static constexpr int kMostPartners = 64;  // one bit each in locked()

    COLD static bool fits(const Matrix& matrix) {
        if (matrix.optionCount() > 64 * OptionWords || matrix.primary > ItemSlots) return false;
        std::vector<int> perItem(matrix.primary, 0);
        for (int item : matrix.items) {
            if (item < matrix.primary && ++perItem[item] > kMaxPerItem) return false;
        }
        return true;
    }

    COLD BitCover(const Matrix& matrix, Propagation propagation)
        : primary_(matrix.primary), items_(matrix.items), start_(matrix.start) {
        std::vector<Bits> masks(matrix.itemCount(), Bits{});
        base_.live.fill(0);
        for (int o = 0; o < matrix.optionCount(); ++o) {
            int primaries = 0;
            for (int k = start_[o]; k < start_[o + 1]; ++k) primaries += items_[k] < primary_;
            width_ = std::max(width_, primaries);
        }
        // At least one block, so that the hot loops may run their first block untested (an option without primary
        // items is all pads).
        width_ = std::max(kUnroll, (width_ + kUnroll - 1) / kUnroll * kUnroll);
        primaryItems_.assign(static_cast<std::size_t>(matrix.optionCount()) * width_, kPad);
        primaryWidth_.assign(matrix.optionCount(), 0);
        for (int o = 0; o < matrix.optionCount(); ++o) {
            base_.live[o / 64] |= bit(o);
            for (int k = start_[o]; k < start_[o + 1]; ++k) {
                masks[items_[k]][o / 64] |= bit(o);
                if (items_[k] < primary_) primaryItems_[o * width_ + primaryWidth_[o]++] = static_cast<Item>(items_[k]);
            }
            primaryTotal_ += primaryWidth_[o];
        }
        conflicts_.assign(matrix.optionCount(), Bits{});
        for (int o = 0; o < matrix.optionCount(); ++o) {
            for (int k = start_[o]; k < start_[o + 1]; ++k) {
                for (int w = 0; w < OptionWords; ++w) conflicts_[o][w] |= masks[items_[k]][w];
            }
        }
        itemSpanStart_.push_back(0);
        for (const Bits& mask : masks) {
            appendSpans(mask, itemSpans_);
            itemSpanStart_.push_back(static_cast<int>(itemSpans_.size()));
        }
        base_.slot.fill(kClosed);
        base_.remaining = primary_;
        for (int j = 0; j < primary_; ++j) base_.slot[j] = 0;
        recount(base_);
        // Stored one above the level so that the pad's 0 never triggers: an item is pushed when count < watch,
        // that is when its slot is below watch << kCountShift.
        watch_.assign(kPad + 1, watchSlot(1));
        watch_[kPad] = 0;
        std::vector<int> shared(matrix.itemCount(), 0);
        std::vector<int> touched;
        partnerStart_.push_back(0);
        partnerBits_.assign(primaryItems_.size(), 0);
        for (int a = 0; a < primary_; ++a) {
            if (propagation == Propagation::locked) watchPartners(a, masks, shared, touched);
            partnerStart_.push_back(static_cast<int>(partners_.size()));
        }
        listOverlaps();
        itemMasks_ = std::move(masks);
        unselected_ = base_;
        // Every option is removed at most once per level, and the first scan pushes each item once; +1 because
        // the push writes one slot past the end before deciding whether to keep it.
        work_.resize(primaryTotal_ + primary_ + 1);
        lockedWork_.resize(work_.size());
        lockedQueued_.assign(primary_, 0);
        states_.resize(2);  // grown as deep as a search goes: a jigsaw's matrix zeroed 535 KB of states here
        levels_.resize(primary_ + 1);
    }

    COLD bool select(int option) override { return selectAll(&option, 1) == 1; }

    // Clears the options and closes the items but leaves the counts to search(), which recounts once: a
    // puzzle's givens then cost one pass over the items instead of a decrement per removed option and item.
    // The live set is a local while it changes: the count stores of close() could alias a member's words.
    int selectAll(const int* options, int n) override {
        Bits live = base_.live;
        int k = 0;
        for (; k < n && (live[options[k] / 64] & bit(options[k])); ++k) {
            for (int w = 0; w < OptionWords; ++w) live[w] &= ~conflicts_[options[k]][w];
            close(base_, options[k]);
        }
        base_.live = live;
        selectedCount_ += k;
        stale_ = stale_ || k > 0;
        return k;
    }

    void reset() override {
        if (selectedCount_ == 0) return;
        copyState(base_, unselected_);
        selectedCount_ = 0;
        stale_ = false;
    }

    SearchResult search(const SearchLimits& limits, const SolutionVisitor& visit) override;

    COLD bool sane() const override {
        if (stale_) return true;  // counts are recounted at the next search
        int open = 0;
        for (int j = 0; j < ItemSlots; ++j) {
            int live = 0, ids = 0;
            if (j < primary_) liveOptions(base_, j, live, ids);
            if (isClosed(countOf(base_, j))) {
                if (live != 0) return false;
            } else {
                ++open;
                if (j >= primary_ || countOf(base_, j) != live || idSumOf(base_, j) != ids) return false;
            }
        }
        for (int o = static_cast<int>(start_.size()) - 1; o < 64 * OptionWords; ++o) {
            if (base_.live[o / 64] & bit(o)) return false;
        }
        return open == base_.remaining;
    }

private:
    struct State {
        Bits live;
        int remaining;
        std::array<std::uint32_t, ItemSlots + 1> slot;  // count and id sum per item (above), + the pad's slot
    };
    // Copies all that a search reads of a state: the slots past the primary items are never read, and the pad's
    // only as what it added (see reach()), so its value does not matter.
    void copyState(State& to, const State& from) const {
        std::memcpy(&to, &from, offsetof(State, slot) + sizeof(std::uint32_t) * primary_);
    }
    static int countOf(const State& s, int j) { return static_cast<int>(s.slot[j] >> kCountShift); }
    static int idSumOf(const State& s, int j) { return static_cast<int>(s.slot[j] & kIdSums); }
    // What option o adds to the slot of each of its items.
    static std::uint32_t slotShare(int o) { return std::uint32_t{1} << kCountShift | static_cast<std::uint32_t>(o); }
    // One branch point: the item's options to try are order_[begin, end), pos the next; `mark` is the length
    // of chosen_ when the level was opened.
    struct Level {
        int begin, end, pos, mark;
    };

    // The slot below which an item is due for examination, for an item watched from this level on.
    static std::uint32_t watchSlot(int level) { return static_cast<std::uint32_t>(level + 1) << kCountShift; }
    static std::uint64_t bit(int option) { return std::uint64_t{1} << (option % 64); }
    static void appendSpans(const Bits& bits, std::vector<Span>& spans) {
        for (int w = 0; w < OptionWords; ++w) {
            if (bits[w]) spans.push_back({w, bits[w]});
        }
    }

    // b is a partner of a when they share at least two options (one shared option is a itself being forced) and
    // b has others: the locked rule can only fire once a's count is at most what they share, so a is watched
    // from there or from kLockedLevel, whichever is lower. At most kMostPartners partners per item (the rule then
    // finds less, never anything wrong); each of a's options in a partner gets the partner's bit, which the
    // locked test reads. `shared` is scratch space of one counter per item, all zero, and `touched` an empty list.
    COLD void watchPartners(int a, const std::vector<Bits>& masks, std::vector<int>& shared, std::vector<int>& touched) {
        for (int k = itemSpanStart_[a]; k < itemSpanStart_[a + 1]; ++k) {
            for (std::uint64_t bits = itemSpans_[k].bits; bits; bits &= bits - 1) {
                const int o = itemSpans_[k].word * 64 + __builtin_ctzll(bits);
                for (int q = start_[o]; q < start_[o + 1]; ++q) {
                    if (shared[items_[q]]++ == 0) touched.push_back(items_[q]);
                }
            }
        }
        for (int b : touched) {
            const int common = shared[b];
            shared[b] = 0;
            if (b == a || common < 2) continue;  // most items met share one option with a
            bool more = false;
            for (int w = 0; w < OptionWords; ++w) more = more || (masks[b][w] & ~masks[a][w]) != 0;
            const int slot = static_cast<int>(partners_.size()) - partnerStart_[a];
            if (!more || slot == kMostPartners) continue;
            watch_[a] = std::max(watch_[a], watchSlot(std::min(common, kLockedLevel)));
            for (int w = 0; w < OptionWords; ++w) {
                for (std::uint64_t both = masks[a][w] & masks[b][w]; both; both &= both - 1) {
                    const int o = w * 64 + __builtin_ctzll(both);
                    for (int q = o * width_; q < (o + 1) * width_; ++q) {
                        if (primaryItems_[q] == a) partnerBits_[q] |= std::uint64_t{1} << slot;
                    }
                }
            }
            partners_.push_back(b);
        }
        touched.clear();
    }

    // Lists, per option o, every other option sharing two or more of o's primary items, once per item past the
    // first it shares (in sudoku: the cells of o's box in its row and in its column, with o's value), so that
    // reach() counts what o removes exactly. Walks the items' spans (the words that hold their options; an item
    // has one span per word at most), not every word of every item: building a jigsaw's matrix took a third less.
    COLD void listOverlaps() {
        Bits seen{};  // the options of o's items so far
        overlapStart_.push_back(0);
        for (int o = 0; o + 1 < static_cast<int>(start_.size()); ++o) {
            for (int q = o * width_; q < o * width_ + primaryWidth_[o]; ++q) {
                for (int k = itemSpanStart_[primaryItems_[q]]; k < itemSpanStart_[primaryItems_[q] + 1]; ++k) {
                    const Span span = itemSpans_[k];
                    const std::uint64_t self = span.word == o / 64 ? bit(o) : 0;
                    for (std::uint64_t again = span.bits & seen[span.word] & ~self; again; again &= again - 1) {
                        overlaps_.push_back(span.word * 64 + __builtin_ctzll(again));
                    }
                    seen[span.word] |= span.bits;
                }
            }
            seen.fill(0);
            overlapStart_.push_back(static_cast<int>(overlaps_.size()));
        }
    }

    // How many live options cover item j, and the sum of their ids.
    COLD void liveOptions(const State& s, int j, int& count, int& ids) const {
        for (int k = itemSpanStart_[j]; k < itemSpanStart_[j + 1]; ++k) {
            for (std::uint64_t bits = s.live[itemSpans_[k].word] & itemSpans_[k].bits; bits; bits &= bits - 1) {
                ++count;
                ids += itemSpans_[k].word * 64 + __builtin_ctzll(bits);
            }
        }
    }

    // Counts from scratch, walking the live options (closed items have none, so they stay closed).
    void recount(State& s) {
        if (width_ == kUnroll) recountWidth<kUnroll>(s);
        else recountWidth<0>(s);
        stale_ = false;
    }

    // recount() for options Width items wide (0: width_), as in removeWidth().
    template <int Width>
    void recountWidth(State& s) const {
        std::uint32_t* slot = s.slot.data();  // locals for the same reason as in removeWidth()
        const Item* items = primaryItems_.data();
        const int width = Width != 0 ? Width : width_;
        // Over every slot, branch-free, so that it vectorizes (the slots past the primary items stay closed).
        for (int j = 0; j < ItemSlots; ++j) slot[j] = isClosed(static_cast<int>(slot[j] >> kCountShift)) ? kClosed : 0;
        for (int w = 0; w < OptionWords; ++w) {
            for (std::uint64_t bits = s.live[w]; bits; bits &= bits - 1) {
                const int o = w * 64 + __builtin_ctzll(bits);
                const std::uint32_t share = slotShare(o);
                const Item* row = items + o * width;
                int k = 0;
                do {  // at least one block, as in removeWidth()
                    for (int u = 0; u < kUnroll; ++u) {
                        const int j = row[k + u];
                        slot[j] += share;
                    }
                    k += kUnroll;
                } while (k < width);
            }
        }
    }

    // Pushes every item whose count is below its watch level, as the search starts: a flag per item in one
    // vectorizable pass, then the set flags found eight at a time (most items are not below it).
    void pushWatched(const State& s) {
        static_assert(ItemSlots % 8 == 0, "flags are read eight at a time");
        static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "flag j + k is byte k of the word");
        std::array<std::uint8_t, ItemSlots> low;
        for (int j = 0; j < ItemSlots; ++j) low[j] = s.slot[j] < watch_[j];
        for (int j = 0; j < ItemSlots; j += 8) {
            std::uint64_t flags;
            std::memcpy(&flags, low.data() + j, sizeof flags);
            for (; flags; flags &= flags - 1) work_[worked_++] = j + __builtin_ctzll(flags) / 8;
        }
    }

    // Lowers the counts of the primary items of the options in gone[0, n) (words of options just cleared from the
    // live set, each with at least one); an item whose count fell below its watch level is pushed on the work
    // stack. No removed option covers a closed item (closing an item removed all its options), so closed counts
    // never move. gone has a slot past n, which ends the list as an empty word.
    void remove(State& s, Span* gone, int n) {
        if (n == 0) return;
        gone[n].bits = 0;
        if (width_ == kUnroll) removeWidth<kUnroll>(s, gone);
        else removeWidth<0>(s, gone);
    }

    // remove() for options Width items wide (0: width_): a constant width (the common case, four: sudoku's cell,
    // row, column and box) frees the registers the loop spilled and turns option * width into a shift.
    // Not inlined: inside search() the compiler ran out of registers and spilled this loop's pointers.
    // One loop over every removed option, stepping to the next word without a branch: the loop then exits once
    // per call instead of once per word, whose option count no predictor knows (the engine's most mispredicted
    // branch when each word had its own loop). The list ends at its empty word, not at a count: one value fewer
    // in registers, which V8 has too few of here (the module's 17-clue solver loop 1.4% and 2.4% faster in two paired
    // runs, within the noise in a third).
    template <int Width>
    __attribute__((noinline)) void removeWidth(State& s, const Span* gone) {
        // Locals, not members: a slot store may alias an int member, which would make the compiler reload every
        // member after each decrement.
        const Item* items = primaryItems_.data();
        const int width = Width != 0 ? Width : width_;
        const std::uint32_t* watch = watch_.data();
        int* work = work_.data();
        std::size_t worked = worked_;  // an index, not a pointer: the push is then one add-with-carry
        // The slots are addressed from s: as a local too, the pointers left too few registers, and the loop kept its
        // counter and span pointer on the stack.
        std::uint64_t removed = 0;
        std::uint64_t bits = gone->bits;
        for (;;) {
            const int o = gone->word * 64 + __builtin_ctzll(bits);
            const std::uint32_t share = slotShare(o);
            const Item* row = items + o * width;
            bits &= bits - 1;
            ++removed;
            int q = 0;
            do {  // at least one block (see width_): no test before the first
                for (int u = 0; u < kUnroll; ++u) {
                    const int j = row[q + u];
                    const std::uint32_t left = s.slot[j] - share;
                    s.slot[j] = left;
                    work[worked] = j;
                    worked += left < watch[j];
                }
                q += kUnroll;
            } while (q < width);
            // The next word once this one is spent, in arithmetic: GCC made a branch of the same step written as
            // selects.
            const std::uint64_t spent = bits == 0;
            bits |= gone[1].bits & (0 - spent);
            gone += spent;
            if (bits == 0) break;  // the empty word past the list
        }
        worked_ = static_cast<int>(worked);
        updates_ += removed;
    }

    // Clears the live options among `bits` of word w and, when there were any, lists the word as gone[n]; returns
    // the new length. Without a branch: which words lose options is data.
    static int take(State& s, int w, std::uint64_t bits, Span* gone, int n) {
        bits &= s.live[w];
        s.live[w] &= ~bits;
        gone[n] = {w, bits};
        return n + (bits != 0);
    }

    // Closes the primary items of option o (its pads too, harmlessly).
    void close(State& s, int o) {
        const int width = width_;  // a local: the slot stores below could alias the member
        const Item* row = primaryItems_.data() + o * width;
        int k = 0;
        do {  // at least one block, as in removeWidth()
            for (int u = 0; u < kUnroll; ++u) s.slot[row[k + u]] = kClosed;
            k += kUnroll;
        } while (k < width);
        s.remaining -= primaryWidth_[o];
    }

    // Takes option o: its items are closed first (so the removals below push none of them on the work stack),
    // then every live option sharing an item with it goes (o too); the closed counts fall but stay closed.
    void apply(State& s, int o) {
        close(s, o);
        removeAll(s, conflicts_[o]);
    }

    // Removes the live options of `mask`.
    void removeAll(State& s, const Bits& mask) {
        Span gone[OptionWords + 1];
        int n = 0;
        for (int w = 0; w < OptionWords; ++w) n = take(s, w, mask[w], gone, n);
        remove(s, gone, n);
    }

    // When every live option of item a covers item b, b is covered whichever a takes, so b's other options go.
    // a has exactly 2 live options (kLockedLevel; singles were drained first): the first is found by a walk over
    // a's words, the other is their id sum less the first, and the partners both cover are the AND of two precomputed
    // masks. It replaced a test of each partner's options outside a (on forum-hardest, count to 2, 1.89 M
    // instructions per puzzle against 2.02 M, the same nodes, about 3% more mispredicted branches).
    void locked(State& s, int a) {
        static_assert(kLockedLevel == 2, "locked() reads an item's two options from its id sum");
        int k = itemSpanStart_[a];
        while ((s.live[itemSpans_[k].word] & itemSpans_[k].bits) == 0) ++k;
        const int first = itemSpans_[k].word * 64 + __builtin_ctzll(s.live[itemSpans_[k].word] & itemSpans_[k].bits);
        std::uint64_t lockedIn = partnersCovered(first, a) & partnersCovered(idSumOf(s, a) - first, a);
        const int* partner = partners_.data() + partnerStart_[a];
        for (; lockedIn; lockedIn &= lockedIn - 1) {
            const int b = partner[__builtin_ctzll(lockedIn)];
            // A primary b with exactly 2 live options has none left to remove.
            if (b >= primary_ || countOf(s, b) != 2) removeOutside(s, b, a);
        }
    }

    // Bit p: option o covers item a's p-th partner.
    std::uint64_t partnersCovered(int o, int a) const {
        const Item* row = primaryItems_.data() + o * width_;
        const std::uint64_t* bits = partnerBits_.data() + o * width_;
        std::uint64_t covered = 0;
        for (int q = 0; q < width_; q += kUnroll) {
            for (int u = 0; u < kUnroll; ++u) covered |= row[q + u] == a ? bits[q + u] : 0;
        }
        return covered;
    }

    // Removes item b's live options that item a does not have.
    void removeOutside(State& s, int b, int a) {
        Span gone[OptionWords + 1];
        int n = 0;
        for (int k = itemSpanStart_[b]; k < itemSpanStart_[b + 1]; ++k) {
            const Span& span = itemSpans_[k];
            n = take(s, span.word, span.bits & ~itemMasks_[a][span.word], gone, n);
        }
        remove(s, gone, n);
    }

    // Drains the work stacks, singles first (they are cheap and often close the items the locked rule would
    // examine): false when an item has no option left. Forced options are appended to chosen_.
    // Not inlined: search() calls it twice, and the module's size budget is tight. The stack heights are locals
    // (worked_ is written back only around the calls that push): the byte stores would otherwise make the compiler
    // reload members on every pop. The locked stack is empty between calls.
    __attribute__((noinline)) bool propagate(State& s) {
        const int* work = work_.data();
        int* lockedWork = lockedWork_.data();
        std::uint8_t* queued = lockedQueued_.data();
        std::size_t pending = 0;  // the height of lockedWork
        for (;;) {
            Bits taken;  // the conflicts of this round's forced options, removed together once the stack is empty
            bool forced = false;
            for (std::size_t worked = worked_; worked > 0;) {
                const int j = work[--worked];
                const int c = countOf(s, j);
                if (c == 1) {
                    const int o = idSumOf(s, j);  // its one live option
                    // o shares an item with an option forced this round: it goes with them, and j fails next round.
                    if (forced && (taken[o / 64] & bit(o))) continue;
                    chosen_.push_back(o);
                    close(s, o);
                    if (forced) {
                        for (int w = 0; w < OptionWords; ++w) taken[w] |= conflicts_[o][w];
                    } else {
                        taken = conflicts_[o];
                        forced = true;
                    }
                } else if (c == 0) {
                    while (pending > 0) queued[lockedWork[--pending]] = 0;
                    worked_ = 0;
                    return false;
                } else {
                    // Open and not yet queued: once on the stack is enough, it is examined in the state of its
                    // turn. Branch-free: which of the popped items qualify is hard to predict.
                    const std::uint8_t add = !isClosed(c) & !queued[j];
                    queued[j] |= add;
                    lockedWork[pending] = j;
                    pending += add;
                }
            }
            worked_ = 0;
            if (forced) {
                removeAll(s, taken);
                continue;
            }
            if (pending == 0) return true;
            const int j = lockedWork[--pending];
            queued[j] = 0;
            if (!isClosed(countOf(s, j))) locked(s, j);
        }
    }

    // The open primary item with the fewest options; after propagation every open item has at least 2, so 2 ends
    // the scan for the fewest (closed counts, 128 and up, lose to every open one). Among the first kTies items with
    // that count (by index), the one whose options reach the most live options through their items: whichever
    // option is tried then removes the most, and propagation settles more before the next branch.
    int chooseItem(const State& s) const {
        int first = 0, fewest = static_cast<int>(kClosed >> kCountShift) + 1;
        for (int j = 0; j < primary_; ++j) {
            const int c = countOf(s, j);
            if (c < fewest) {
                first = j;
                fewest = c;
                if (c <= 2) break;
            }
        }
        int best = first, bestReach = -1, tried = 0;
        for (int j = first; j < primary_ && tried < kTies; ++j) {
            if (countOf(s, j) != fewest) continue;
            ++tried;
            const int r = reach(s, j);
            if (r > bestReach) {
                best = j;
                bestReach = r;
            }
        }
        return best;
    }

    // How many live options the live options of item j remove in all (each its own count, one removal per
    // option: every item of option o loses its other options, less those counted for two of its items, see
    // listOverlaps). Open items only (their options cover no closed item); the pad's slot holds no count, so its
    // share is taken off. Exact, not the sum of the items' counts: on forum-hardest that sum chose items that
    // needed 353 nodes per count to 2 against 288 (the box-line overlaps counted twice).
    int reach(const State& s, int j) const {
        int sum = 0;
        for (int k = itemSpanStart_[j]; k < itemSpanStart_[j + 1]; ++k) {
            const Span& span = itemSpans_[k];
            for (std::uint64_t bits = s.live[span.word] & span.bits; bits; bits &= bits - 1) {
                const int o = span.word * 64 + __builtin_ctzll(bits);
                const Item* row = primaryItems_.data() + o * width_;
                for (int q = 0; q < width_; q += kUnroll) {
                    for (int u = 0; u < kUnroll; ++u) sum += countOf(s, row[q + u]);
                }
                sum -= (width_ - primaryWidth_[o]) * countOf(s, kPad) + primaryWidth_[o];
                for (int q = overlapStart_[o]; q < overlapStart_[o + 1]; ++q) {
                    const unsigned p = overlaps_[q];  // unsigned: p / 64 is then a shift
                    sum -= static_cast<int>(s.live[p / 64] >> (p % 64) & 1);
                }
            }
        }
        return sum;
    }

    // Opens a branch point at `depth` on the best item of states_[depth]; a seed shuffles its options.
    void openLevel(int depth, bool shuffled, seeded::Random& random) {
        const State& s = states_[depth];
        Level& level = levels_[depth];
        level.begin = level.pos = static_cast<int>(order_.size());
        level.mark = static_cast<int>(chosen_.size());
        const int item = chooseItem(s);
        for (int k = itemSpanStart_[item]; k < itemSpanStart_[item + 1]; ++k) {
            const Span& span = itemSpans_[k];
            for (std::uint64_t bits = s.live[span.word] & span.bits; bits; bits &= bits - 1) {
                order_.push_back(span.word * 64 + __builtin_ctzll(bits));
            }
        }
        level.end = static_cast<int>(order_.size());
        if (shuffled) {
            for (int k = level.end - 1; k > level.begin; --k) {
                std::swap(order_[k], order_[level.begin + random.below(k - level.begin + 1)]);
            }
        }
    }

    int primary_;
    std::vector<int> items_, start_;                // every item of each option, as in the Matrix
    int width_ = 0;                                 // the most primary items of one option
    std::vector<Item> primaryItems_;                // option o's primary items: [o * width_, (o + 1) * width_)
    std::vector<std::uint8_t> primaryWidth_;        // how many of those are real (not pads)
    int primaryTotal_ = 0;
    std::vector<Bits> conflicts_;                   // the options sharing an item with option o (o too)
    std::vector<Span> itemSpans_;                   // item i's options: [itemSpanStart_[i], itemSpanStart_[i + 1])
    std::vector<int> itemSpanStart_;
    std::vector<std::uint32_t> watch_;              // a primary item is examined when its slot falls below this
    std::vector<Bits> itemMasks_;                   // item i's options
    std::vector<int> overlaps_;                     // see listOverlaps: option o's [overlapStart_[o], overlapStart_[o + 1])
    std::vector<int> overlapStart_;
    // Primary item a's partners (see watchPartners): partners_[partnerStart_[a], partnerStart_[a + 1]); bit p of
    // partnerBits_[o * width_ + q]: option o covers the p-th partner of its q-th primary item.
    std::vector<int> partners_, partnerStart_;
    std::vector<std::uint64_t> partnerBits_;
    State base_, unselected_;                       // the selected state; the state with nothing selected
    int selectedCount_ = 0;
    bool stale_ = false;                            // base_'s counts wait for a recount (after select)

    // Search scratch space, kept between searches so a search allocates nothing once warm.
    std::vector<int> work_, lockedWork_;  // items whose count fell to their watch level; those left for the locked rule
    std::vector<std::uint8_t> lockedQueued_;  // 1 for the items on lockedWork_
    int worked_ = 0;
    std::vector<State> states_;  // states_[d]: the state at branch point d (0 = after the first propagation), d + 2 of them
    std::vector<Level> levels_;
    std::vector<int> order_, chosen_;
    std::uint64_t updates_ = 0;
};

template <int OptionWords, int ItemSlots>
SearchResult BitCover<OptionWords, ItemSlots>::search(const SearchLimits& limits, const SolutionVisitor& visit) {
    SearchResult result;
    updates_ = 0;
    seeded::Random random(limits.seed);
    const bool shuffled = limits.seed != 0;
    chosen_.clear();
    order_.clear();
    worked_ = 0;
    if (stale_) recount(base_);
    copyState(states_[0], base_);
    pushWatched(base_);
    if (!propagate(states_[0])) return result;
    // True when the search goes on after this solution.
    auto solved = [&]() {
        ++result.solutions;
        if (visit && !visit(chosen_)) {
            result.outcome = Outcome::stopped;
            return false;
        }
        return limits.maxSolutions == 0 || result.solutions < limits.maxSolutions;
    };
    if (states_[0].remaining == 0) {
        solved();
        result.updates = updates_;
        return result;
    }
    int depth = 0;
    openLevel(0, shuffled, random);
    for (;;) {
        Level& level = levels_[depth];
        if (level.pos == level.end) {
            order_.resize(level.begin);
            if (depth == 0) break;
            --depth;
            continue;
        }
        if (limits.nodeBudget != 0 && result.nodes >= limits.nodeBudget) {
            result.outcome = Outcome::aborted;
            break;
        }
        ++result.nodes;
        const int option = order_[level.pos++];
        chosen_.resize(level.mark);
        chosen_.push_back(option);
        // A level's last option is taken in its own state, uncopied: no sibling needs that state after it, and the
        // level it opens takes the finished level's place.
        const bool last = level.pos == level.end;
        State& next = states_[last ? depth : depth + 1];
        if (!last) copyState(next, states_[depth]);
        apply(next, option);
        if (!propagate(next)) continue;
        if (next.remaining == 0) {
            if (!solved()) break;
            continue;
        }
        if (last) order_.resize(level.begin);
        else if (++depth + 1 == static_cast<int>(states_.size())) states_.emplace_back();  // next level's state
        openLevel(depth, shuffled, random);
    }
    result.updates = updates_;
    return result;
}

}  // namespace

// One size for now: 12 words of options (768) and 384 primary items hold every 9x9 sudoku of every variant.
using NineByNine = BitCover<12, 384>;

bool bitCoverFits(const Matrix& matrix) { return NineByNine::fits(matrix); }

std::unique_ptr<CoverSearch> makeBitCover(const Matrix& matrix, Propagation propagation) {
    if (!NineByNine::fits(matrix)) return nullptr;
    return std::make_unique<NineByNine>(matrix, propagation);
}

}  // namespace dlx
