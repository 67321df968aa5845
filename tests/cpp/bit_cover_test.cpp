// The bitset engine against dancing links on seeded random matrices, and the automatic choice between them.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <stdexcept>

#include "exact_cover.h"
#include "random.h"

namespace {

using dlx::Engine;
using Solutions = std::set<std::vector<int>>;

struct Shape {
    int primary, secondary;
    std::vector<std::vector<int>> options;
};

// 1..10 primary and 0..3 secondary items, 1..24 options of 1..4 distinct items each, or up to 7 in one matrix of
// three (the bitset engine pads every option's primary items to a multiple of four: these pad to eight).
Shape randomShape(seeded::Random& random) {
    Shape shape{1 + random.below(10), random.below(4), {}};
    const int items = shape.primary + shape.secondary;
    const int widest = random.below(3) == 0 ? 7 : 4;
    const int options = 1 + random.below(24);
    for (int k = 0; k < options; ++k) {
        std::vector<int> option;
        const int size = 1 + random.below(std::min(widest, items));
        while (static_cast<int>(option.size()) < size) {
            const int item = random.below(items);
            if (std::find(option.begin(), option.end(), item) == option.end()) option.push_back(item);
        }
        shape.options.push_back(option);
    }
    return shape;
}

dlx::ExactCover build(const Shape& shape, Engine engine) {
    dlx::ExactCover matrix(shape.primary, shape.secondary, engine);
    for (const auto& option : shape.options) matrix.addOption(option);
    return matrix;
}

// Every solution as a sorted option list, so engines that search in different orders compare equal.
Solutions allSolutions(dlx::ExactCover& matrix, std::uint64_t seed = 0) {
    Solutions found;
    matrix.search({0, 0, seed}, [&](std::vector<int> options) {
        std::sort(options.begin(), options.end());
        found.insert(options);
        return true;
    });
    return found;
}

}  // namespace

TEST_CASE("[bitset] random matrices: the same solutions as dancing links, with and without selected options",
          "[bitset][property]") {
    const auto seed = GENERATE(take(200, random(1, 1 << 30)));
    seeded::Random random(static_cast<std::uint64_t>(seed));
    const Shape shape = randomShape(random);
    auto reference = build(shape, Engine::dancingLinks);
    auto bitset = build(shape, Engine::bitset);
    auto singles = build(shape, Engine::bitsetSingles);
    const Solutions expected = allSolutions(reference);
    CHECK(allSolutions(bitset) == expected);
    CHECK(allSolutions(singles) == expected);
    CHECK(allSolutions(bitset, 99) == expected);  // a seeded order finds the same set
    CHECK(bitset.count(0).solutions == expected.size());

    const int option = random.below(static_cast<int>(shape.options.size()));
    const int other = random.below(static_cast<int>(shape.options.size()));
    for (auto* matrix : {&reference, &bitset, &singles}) {
        REQUIRE(matrix->select(option));
        matrix->select(other);
    }
    CHECK(bitset.selected() == reference.selected());
    CHECK(singles.selected() == reference.selected());
    const Solutions fixed = allSolutions(reference);
    CHECK(allSolutions(bitset) == fixed);
    CHECK(allSolutions(singles) == fixed);
    bitset.reset();
    CHECK(bitset.sane());
    CHECK(allSolutions(bitset) == expected);
}

TEST_CASE("[bitset] the locked rule prunes Langford pairs: fewer nodes than singles alone", "[bitset]") {
    // The rule needs two items sharing two options: a number and a slot do (the number's left or right copy).
    dlx::ExactCover locked(3 * 8, 0, Engine::bitset), singles(3 * 8, 0, Engine::bitsetSingles);
    for (int k = 1; k <= 8; ++k) {
        for (int i = 0; i + k + 1 < 16; ++i) {
            locked.addOption({k - 1, 8 + i, 8 + i + k + 1});
            singles.addOption({k - 1, 8 + i, 8 + i + k + 1});
        }
    }
    const auto a = locked.count(0), b = singles.count(0);
    CHECK(a.solutions == 300);
    CHECK(b.solutions == 300);
    CHECK(a.nodes < b.nodes);
}

TEST_CASE("[bitset] the locked rule: when both options of an item cover another, that item's other options go",
          "[bitset]") {
    // Found by a one-off brute force: one solution; singles alone must branch; the one pair deduction named in
    // each section, followed by singles, solves it.
    auto check = [](const Shape& shape) {
        auto reference = build(shape, Engine::dancingLinks);
        auto bitset = build(shape, Engine::bitset);
        auto singles = build(shape, Engine::bitsetSingles);
        const Solutions expected = allSolutions(reference);
        REQUIRE(expected.size() == 1);
        CHECK(allSolutions(bitset) == expected);
        CHECK(bitset.count(0).nodes == 0);
        CHECK(singles.count(0).nodes > 0);
    };
    SECTION("a primary partner: item 3's options both cover item 5, so option 5 goes") {
        check({6, 0, {{0, 4}, {3, 4, 5}, {2, 4}, {0, 3, 5}, {0, 1, 2}, {1, 5}}});
    }
    SECTION("a secondary partner: item 3's options both cover item 5, so options 3 and 5 go") {
        check({5, 1, {{0, 3, 5}, {3, 5}, {1, 4}, {0, 2, 5}, {2}, {0, 5}}});
    }
}

TEST_CASE("[bitset] the branching rule counts an option that shares two items with a tried one once", "[bitset]") {
    // Found by a one-off brute force. After the locked rule (item 2's options both cover item 0, so option 2
    // goes), items 0, 2, 3 and 4 have two options each. Items 0 and 2 have the same two, {0, 2} and {2, 1, 0},
    // which share items 0 and 2: summed, the items' counts overrate them (11 against 9) and the search branches on
    // item 0 (4 nodes); counted by the options each removes (4 against 5) it branches on item 3 (2 nodes).
    const Shape shape{5, 0, {{1, 3}, {1, 4}, {0, 3}, {4, 3}, {0, 2}, {2, 1, 0}}};
    auto reference = build(shape, Engine::dancingLinks);
    auto bitset = build(shape, Engine::bitset);
    CHECK(allSolutions(bitset) == allSolutions(reference));
    CHECK(bitset.count(0).nodes == 2);
}

TEST_CASE("[bitset] singles found in the same round are taken once each, and a clash between them fails",
          "[bitset]") {
    // Each item below starts with one option, so every single is found in the first round of propagation.
    const Engine engine = GENERATE(Engine::bitset, Engine::bitsetSingles, Engine::dancingLinks);
    CAPTURE(dlx::engineName(engine));
    SECTION("two singles sharing item 2: no solution") {
        dlx::ExactCover matrix(3, 0, engine);
        matrix.addOption({0, 2});
        matrix.addOption({1, 2});
        CHECK(matrix.count(0).solutions == 0);
    }
    SECTION("one option forced by both of its items: chosen once") {
        dlx::ExactCover matrix(3, 0, engine);
        matrix.addOption({2});
        matrix.addOption({0, 1});
        CHECK(allSolutions(matrix) == Solutions{{0, 1}});
    }
    SECTION("disjoint singles and what they force next") {
        dlx::ExactCover matrix(5, 0, engine);
        matrix.addOption({0, 2});
        matrix.addOption({1, 3});
        matrix.addOption({3, 4});  // goes with option 1; option 3 is then the only one left for item 4
        matrix.addOption({4});
        CHECK(allSolutions(matrix) == Solutions{{0, 1, 3}});
    }
}

TEST_CASE("[bitset] automatic picks bitset when the matrix fits, dancing links otherwise", "[bitset]") {
    dlx::ExactCover small(4, 0);
    small.addOption({0, 1});
    CHECK(small.engine() == Engine::bitset);

    dlx::ExactCover wide(1, 0);
    for (int k = 0; k < 769; ++k) wide.addOption({0});  // one option past 12 words
    CHECK(wide.engine() == Engine::dancingLinks);
    CHECK(wide.count(0).solutions == 769);

    dlx::ExactCover forced(1, 0, Engine::bitset);
    for (int k = 0; k < 769; ++k) forced.addOption({0});
    CHECK_THROWS_AS(forced.count(0), std::length_error);

    dlx::ExactCover items(385, 0);  // one primary item past the 384 counters
    for (int k = 0; k < 385; ++k) items.addOption({k});
    CHECK(items.engine() == Engine::dancingLinks);
    CHECK(items.count(0).solutions == 1);

    // An item may be in at most 127 options (an item closed while its options go stays above every watch level).
    for (const int options : {127, 128}) {
        dlx::ExactCover busy(2, 0);
        for (int k = 0; k < options; ++k) busy.addOption({0});
        busy.addOption({1});
        CHECK(busy.engine() == (options == 127 ? Engine::bitset : Engine::dancingLinks));
        CHECK(busy.count(0).solutions == static_cast<std::uint64_t>(options));
    }
}

TEST_CASE("[bitset] bad options are refused with a reason, and options cannot change under a selection",
          "[bitset]") {
    dlx::ExactCover matrix(3, 0);
    CHECK_THROWS_AS(matrix.addOption({}), std::invalid_argument);
    CHECK_THROWS_AS(matrix.addOption({0, 3}), std::out_of_range);
    CHECK_THROWS_AS(matrix.addOption({1, 1}), std::invalid_argument);
    matrix.addOption({0, 1});
    matrix.addOption({2});
    REQUIRE(matrix.select(0));
    CHECK_THROWS_AS(matrix.addOption({2}), std::logic_error);
    CHECK(matrix.count(0).solutions == 1);
    matrix.reset();
    matrix.addOption({0, 1, 2});
    CHECK(matrix.count(0).solutions == 2);
}
