// The exact-cover engines on problems that are not sudoku: they must know nothing of sudoku. Every behaviour is
// checked on each engine (dancing links, bitset, bitset with singles only).
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <stdexcept>
#include <vector>

#include "exact_cover.h"

namespace {

using dlx::Engine;

Engine anyEngine() { return GENERATE(Engine::dancingLinks, Engine::bitset, Engine::bitsetSingles); }

// Knuth's example from "Dancing Links": items A..G; the only cover is {A,D} {B,G} {C,E,F}.
dlx::ExactCover knuthExample(Engine engine) {
    dlx::ExactCover matrix(7, 0, engine);
    matrix.addOption({2, 4, 5});     // C E F
    matrix.addOption({0, 3, 6});     // A D G
    matrix.addOption({1, 2, 5});     // B C F
    matrix.addOption({0, 3});        // A D
    matrix.addOption({1, 6});        // B G
    matrix.addOption({3, 4, 6});     // D E G
    return matrix;
}

// n queens: rows and columns primary (exactly one queen each), diagonals secondary (at most one).
dlx::ExactCover queens(int n, Engine engine) {
    dlx::ExactCover matrix(2 * n, 2 * (2 * n - 1), engine);
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            matrix.addOption({r, n + c, 2 * n + r + c, 2 * n + (2 * n - 1) + (r - c + n - 1)});
        }
    }
    return matrix;
}

// Langford pairs: place two copies of each k in 1..n in 2n slots with k slots between them.
dlx::ExactCover langford(int n, Engine engine) {
    dlx::ExactCover matrix(3 * n, 0, engine);
    for (int k = 1; k <= n; ++k) {
        for (int i = 0; i + k + 1 < 2 * n; ++i) matrix.addOption({k - 1, n + i, n + i + k + 1});
    }
    return matrix;
}

}  // namespace

TEST_CASE("[dlx] Knuth's example has exactly its one published cover", "[dlx]") {
    const Engine engine = anyEngine();
    INFO("engine: " << dlx::engineName(engine));
    auto matrix = knuthExample(engine);
    std::vector<std::vector<int>> found;
    const auto result = matrix.search({0, 0, 0}, [&](const std::vector<int>& options) {
        found.push_back(options);
        return true;
    });
    REQUIRE(result.outcome == dlx::Outcome::complete);
    REQUIRE(result.solutions == 1);
    auto cover = found.at(0);
    std::sort(cover.begin(), cover.end());
    CHECK(cover == std::vector<int>{0, 3, 4});
    CHECK(matrix.sane());
}

TEST_CASE("[dlx] n queens counts match the published numbers using secondary items", "[dlx]") {
    const Engine engine = anyEngine();
    INFO("engine: " << dlx::engineName(engine));
    const int expected[] = {1, 0, 0, 2, 10, 4, 40, 92, 352};
    for (int n = 1; n <= 9; ++n) {
        auto matrix = queens(n, engine);
        CHECK(matrix.count(0).solutions == static_cast<std::uint64_t>(expected[n - 1]));
        CHECK(matrix.sane());
    }
}

TEST_CASE("[dlx] Langford pair counts match the published numbers (each solution and its mirror)", "[dlx]") {
    const Engine engine = anyEngine();
    INFO("engine: " << dlx::engineName(engine));
    // L(2,n): n=3 -> 1, n=4 -> 1, n=7 -> 26, n=8 -> 150 up to reversal; 5 and 6 have none.
    const std::pair<int, std::uint64_t> table[] = {{3, 2}, {4, 2}, {5, 0}, {6, 0}, {7, 52}, {8, 300}};
    for (const auto& [n, covers] : table) {
        auto matrix = langford(n, engine);
        CHECK(matrix.count(0).solutions == covers);
    }
}

TEST_CASE("[dlx] count stops at its limit and the visitor can stop the search", "[dlx]") {
    const Engine engine = anyEngine();
    INFO("engine: " << dlx::engineName(engine));
    auto matrix = queens(8, engine);
    CHECK(matrix.count(2).solutions == 2);
    int seen = 0;
    const auto result = matrix.search({0, 0, 0}, [&](const std::vector<int>&) { return ++seen < 5; });
    CHECK(result.outcome == dlx::Outcome::stopped);
    CHECK(seen == 5);
    CHECK(matrix.sane());
    CHECK(matrix.count(0).solutions == 92);  // the early stop left the matrix intact
}

// A visitor with state of its own, passed by name: the search must call this object, not a copy of it.
struct Tally {
    int solutions = 0;
    bool operator()(const std::vector<int>&) { return ++solutions < 10; }
};

TEST_CASE("[dlx] the visitor is the caller's own callable, not a copy of it", "[dlx]") {
    const Engine engine = anyEngine();
    INFO("engine: " << dlx::engineName(engine));
    auto matrix = queens(8, engine);
    Tally tally;
    const auto result = matrix.search({0, 0, 0}, tally);
    CHECK(result.outcome == dlx::Outcome::stopped);
    CHECK(result.solutions == 10);
    CHECK(tally.solutions == 10);
}

TEST_CASE("[dlx] the node budget aborts the search and leaves the matrix intact", "[dlx]") {
    const Engine engine = anyEngine();
    INFO("engine: " << dlx::engineName(engine));
    auto matrix = queens(10, engine);
    const auto aborted = matrix.count(0, 100);
    CHECK(aborted.outcome == dlx::Outcome::aborted);
    CHECK(aborted.nodes == 100);
    CHECK(matrix.sane());
    CHECK(matrix.count(0).solutions == 724);
}

TEST_CASE("[dlx] select fixes options, refuses clashes, and reset restores every link", "[dlx]") {
    const Engine engine = anyEngine();
    INFO("engine: " << dlx::engineName(engine));
    auto matrix = queens(8, engine);
    // Queens at a1 (option 0) and b3 (row 1, column 2 -> option 10).
    REQUIRE(matrix.select(0));
    CHECK(matrix.sane());
    CHECK_FALSE(matrix.select(1));   // same row as a1
    CHECK_FALSE(matrix.select(9));   // same diagonal as a1 (row 1, column 1)
    REQUIRE(matrix.select(10));
    CHECK(matrix.selected() == std::vector<int>{0, 10});
    std::set<std::vector<int>> solutions;
    matrix.search({0, 0, 0}, [&](std::vector<int> options) {
        std::sort(options.begin(), options.end());
        solutions.insert(options);
        return true;
    });
    for (const auto& s : solutions) CHECK(std::find(s.begin(), s.end(), 0) == s.end());
    matrix.reset();
    CHECK(matrix.sane());
    CHECK(matrix.selected().empty());
    CHECK(matrix.count(0).solutions == 92);
}

TEST_CASE("[dlx] selecting a list stops at its first clash and keeps the options before it", "[dlx]") {
    const Engine engine = anyEngine();
    INFO("engine: " << dlx::engineName(engine));
    auto matrix = queens(8, engine);
    // a1 (0) and b3 (10) fit; a2 (1) shares row 1 with a1, so it and c5 (20) after it stay unselected.
    CHECK_FALSE(matrix.select(std::vector<int>{0, 10, 1, 20}));
    CHECK(matrix.selected() == std::vector<int>{0, 10});
    CHECK(matrix.sane());
    auto oneByOne = queens(8, Engine::dancingLinks);
    REQUIRE(oneByOne.select(0));
    REQUIRE(oneByOne.select(10));
    CHECK(matrix.count(0).solutions == oneByOne.count(0).solutions);
    matrix.reset();
    CHECK(matrix.select(std::vector<int>{}));
    CHECK(matrix.selected().empty());
    // Every id is checked before any is selected.
    CHECK_THROWS_AS(matrix.select(std::vector<int>{0, 64}), std::out_of_range);
    CHECK(matrix.selected().empty());
    CHECK(matrix.select(std::vector<int>{0, 10, 20}));
    CHECK(matrix.selected() == std::vector<int>{0, 10, 20});
    CHECK(matrix.sane());
}

TEST_CASE("[dlx] random select and reset sequences keep every invariant", "[dlx]") {
    const Engine engine = anyEngine();
    INFO("engine: " << dlx::engineName(engine));
    auto matrix = queens(7, engine);
    const auto seed = GENERATE(take(20, random(1, 1000000)));
    std::uint64_t state = static_cast<std::uint64_t>(seed);
    for (int round = 0; round < 10; ++round) {
        for (int k = 0; k < 5; ++k) {
            state = state * 6364136223846793005ull + 1442695040888963407ull;
            matrix.select(static_cast<int>((state >> 33) % static_cast<std::uint64_t>(matrix.optionCount())));
            REQUIRE(matrix.sane());
        }
        matrix.reset();
        REQUIRE(matrix.sane());
    }
    CHECK(matrix.count(0).solutions == 40);
}

TEST_CASE("[dlx] a seed gives a reproducible random order, and different seeds differ", "[dlx]") {
    const Engine engine = anyEngine();
    INFO("engine: " << dlx::engineName(engine));
    auto matrix = queens(12, engine);
    auto firstWith = [&](std::uint64_t seed) {
        std::vector<int> first;
        matrix.search({1, 0, seed}, [&](const std::vector<int>& options) {
            first = options;
            std::sort(first.begin(), first.end());
            return true;
        });
        return first;
    };
    CHECK(firstWith(7) == firstWith(7));
    std::set<std::vector<int>> distinct;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) distinct.insert(firstWith(seed));
    CHECK(distinct.size() >= 5);
    CHECK(matrix.sane());
}

TEST_CASE("[dlx] options report their items and counters move", "[dlx]") {
    const Engine engine = anyEngine();
    INFO("engine: " << dlx::engineName(engine));
    auto matrix = knuthExample(engine);
    CHECK(matrix.optionItems(2) == std::vector<int>{1, 2, 5});
    CHECK(matrix.itemCount() == 7);
    CHECK(matrix.optionCount() == 6);
    const auto result = queens(8, engine).count(0);  // Knuth's example needs no branch with the locked rule
    CHECK(result.nodes > 0);
    CHECK(result.updates > 0);
}
