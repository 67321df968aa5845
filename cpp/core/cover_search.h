// What every exact-cover search engine shares: the matrix description, the search limits and results, and the
// interface the engines implement (dancing links, bitset). Knows nothing of sudoku.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <type_traits>
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
    std::uint64_t nodes = 0;    // options tried at a branch point (see each engine for what forces a branch)
    std::uint64_t updates = 0;  // the engine's unit of work: links changed (DLX), options removed (bitset)
};

// Receives the options (ids from addOption) chosen by the search for one solution, in the order it chose them
// (selected options are not repeated); returns false to stop. It refers to the caller's callable (a lambda written
// at the call) without copying it: a std::function here allocated its captures on the heap on every search. So it
// lives no longer than the call it is passed to; an empty visitor (nullptr) only counts.
class SolutionVisitor {
public:
    SolutionVisitor(std::nullptr_t = nullptr) {}  // NOLINT: implicit, as a callback parameter
    template <class Visit, class = std::enable_if_t<!std::is_same_v<std::decay_t<Visit>, SolutionVisitor>>>
    SolutionVisitor(Visit&& visit)  // NOLINT: implicit, so that a lambda is passed as it is
        : callable_(const_cast<void*>(static_cast<const void*>(std::addressof(visit)))),
          call_([](void* callable, const std::vector<int>& options) -> bool {
              return (*static_cast<std::remove_reference_t<Visit>*>(callable))(options);
          }) {}

    explicit operator bool() const { return call_ != nullptr; }
    bool operator()(const std::vector<int>& options) const { return call_(callable_, options); }

private:
    void* callable_ = nullptr;
    bool (*call_)(void*, const std::vector<int>&) = nullptr;
};

// The matrix: items 0..primary-1 must be covered exactly once, items primary..primary+secondary-1 at most once.
// Option k covers items[start[k] .. start[k+1]) (start has one entry more than there are options).
struct Matrix {
    int primary = 0;
    int secondary = 0;
    std::vector<int> items;
    std::vector<int> start{0};

    int itemCount() const { return primary + secondary; }
    int optionCount() const { return static_cast<int>(start.size()) - 1; }
};

// A search engine built from one Matrix. select() fixes options before a search (a puzzle's givens) and
// reset() undoes them all, so a matrix is built once and searched for many problems.
class CoverSearch {
public:
    virtual ~CoverSearch() = default;
    // Fixes an option until reset(); false, changing nothing, when it shares an item with a selected option.
    virtual bool select(int option) = 0;
    // Selects options[0, n) in order, as select() would each; returns how many were selected before the first that
    // clashed (n when none did). A problem's givens in one call.
    virtual int selectAll(const int* options, int n) {
        int k = 0;
        while (k < n && select(options[k])) ++k;
        return k;
    }
    virtual void reset() = 0;
    // Leaves the selected state as it found it, however the search ends.
    virtual SearchResult search(const SearchLimits& limits, const SolutionVisitor& visit) = 0;
    // Checks the engine's internal invariants; for tests.
    virtual bool sane() const = 0;
};

}  // namespace dlx
