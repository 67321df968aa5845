// The variant registry (cpp/core/variants/) and the rules interface a new variant plugs into.
#include <catch2/catch.hpp>

#include <set>

#include "geometry.h"
#include "solver.h"

using sudoku::CoverRules;
using sudoku::Geometry;
using sudoku::HouseKind;
using sudoku::Variant;
using sudoku::VariantRules;

namespace {

// 4x4: each cell and its neighbour one step down and to the right (no full anti-king: no 4x4 grid has that).
std::vector<std::pair<int, int>> kingPairs() {
    std::vector<std::pair<int, int>> pairs;
    for (int cell = 0; cell < 12; ++cell) {
        if (cell % 4 < 3) pairs.push_back({cell, cell + 5});
    }
    return pairs;
}

// Secondary items: one per (pair, value), so the two cells of a pair never hold the same value.
CoverRules antiKing(const Geometry& geometry) {
    CoverRules rules;
    const int n = geometry.size();
    const auto pairs = kingPairs();
    rules.secondaryItems = static_cast<int>(pairs.size()) * n;
    rules.optionItems = [pairs, n](int cell, int value, std::vector<int>& items) {
        for (std::size_t p = 0; p < pairs.size(); ++p) {
            if (pairs[p].first == cell || pairs[p].second == cell) items.push_back(static_cast<int>(p) * n + value - 1);
        }
    };
    return rules;
}

// One primary item that r1c1 = 1 or 2 covers; with `escape`, an option of the variant's own covers it instead.
CoverRules firstCellLow(bool escape) {
    CoverRules rules;
    rules.primaryItems = 1;
    rules.optionItems = [](int cell, int value, std::vector<int>& items) {
        if (cell == 0 && value <= 2) items.push_back(0);
    };
    if (escape) rules.options.push_back({0});
    return rules;
}

const VariantRules kAntiKing{Variant::classic, "test-anti-king", '?', "", false, nullptr, antiKing};
const VariantRules kLow{Variant::classic, "test-low", '?', "", false, nullptr, [](const Geometry&) { return firstCellLow(false); }};
const VariantRules kEscape{Variant::classic, "test-escape", '?', "", false, nullptr, [](const Geometry&) { return firstCellLow(true); }};

// Every 4x4 classic grid, by plain backtracking over rows, columns and 2x2 boxes.
void allGrids(std::vector<int>& grid, int cell, std::vector<std::vector<int>>& out) {
    if (cell == 16) {
        out.push_back(grid);
        return;
    }
    for (int v = 1; v <= 4; ++v) {
        bool fits = true;
        for (int other = 0; other < cell && fits; ++other) {
            const bool row = other / 4 == cell / 4, col = other % 4 == cell % 4;
            const bool box = other / 8 == cell / 8 && other % 4 / 2 == cell % 4 / 2;
            fits = grid[other] != v || !(row || col || box);
        }
        if (!fits) continue;
        grid[cell] = v;
        allGrids(grid, cell + 1, out);
        grid[cell] = 0;
    }
}

std::uint64_t countAll(const VariantRules& rules) {
    sudoku::Solver solver(Geometry::make(4, rules).value());
    return solver.solve(std::vector<int>(16, 0), 0).count;
}

}  // namespace

TEST_CASE("[variants] the registry holds each variant once, in Variant order, with distinct names and letters", "[variants]") {
    const auto& rows = sudoku::variants();
    REQUIRE(rows.size() == 4);
    std::set<std::string> names;
    std::set<char> letters;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        CHECK(static_cast<std::size_t>(rows[i].id) == i);
        CHECK(sudoku::parseVariant(rows[i].name).value() == rows[i].id);
        CHECK(&sudoku::rulesOf(rows[i].id) == &rows[i]);
        names.insert(rows[i].name);
        letters.insert(rows[i].idLetter);
        CHECK(std::string(rows[i].summary).size() > 10);
    }
    CHECK(names.size() == rows.size());
    CHECK(letters.size() == rows.size());
    CHECK(sudoku::variantNameList() == "classic, x, hyper or jigsaw");
    CHECK(sudoku::usesRegionMap(Variant::jigsaw));
    CHECK_FALSE(sudoku::usesRegionMap(Variant::hyper));
}

TEST_CASE("[variants] each variant's rules file adds its houses after rows, columns and boxes", "[variants]") {
    const auto houseKinds = [](Variant variant) {
        std::vector<HouseKind> kinds;
        const Geometry geometry = Geometry::make(9, variant).value();
        for (const auto& house : geometry.houses()) {
            if (house.index == 0) kinds.push_back(house.kind);
        }
        return kinds;
    };
    CHECK(houseKinds(Variant::classic) == std::vector<HouseKind>{HouseKind::row, HouseKind::column, HouseKind::box});
    CHECK(houseKinds(Variant::x) == std::vector<HouseKind>{HouseKind::row, HouseKind::column, HouseKind::box,
                                                           HouseKind::diagonal, HouseKind::antiDiagonal});
    CHECK(houseKinds(Variant::hyper) ==
          std::vector<HouseKind>{HouseKind::row, HouseKind::column, HouseKind::box, HouseKind::window});
    CHECK(Geometry::make(9, Variant::hyper).value().houses().size() == 27 + 4);
    CHECK(Geometry::make(9, Variant::classic).value().rules().name == std::string("classic"));
}

TEST_CASE("[variants] secondary items from a variant's rules forbid equal values on the items' cells", "[variants]") {
    std::vector<int> grid(16, 0);
    std::vector<std::vector<int>> grids;
    allGrids(grid, 0, grids);
    REQUIRE(grids.size() == 288);
    std::uint64_t expected = 0;
    for (const auto& g : grids) {
        bool ok = true;
        for (const auto& [a, b] : kingPairs()) ok = ok && g[a] != g[b];
        expected += ok;
    }
    REQUIRE(expected > 0);
    REQUIRE(expected < 288);
    CHECK(countAll(kAntiKing) == expected);
    sudoku::Solver solver(Geometry::make(4, kAntiKing).value());
    const auto result = solver.first(std::vector<int>(16, 0));
    REQUIRE(result.solutions.size() == 1);
    for (const auto& [a, b] : kingPairs()) CHECK(result.solutions[0][a] != result.solutions[0][b]);
    CHECK(Geometry::make(4, kAntiKing).value() != Geometry::make(4, Variant::classic).value());
}

TEST_CASE("[variants] primary items and options of a variant's own take part in the cover, not in the grid", "[variants]") {
    CHECK(countAll(kLow) == 144);  // r1c1 must be 1 or 2: half of the 288 grids
    sudoku::Solver solver(Geometry::make(4, kLow).value());
    const auto result = solver.solve(std::vector<int>(16, 0), 0);
    for (const auto& solution : result.solutions) CHECK(solution[0] <= 2);
    CHECK(countAll(kEscape) == 288);  // the variant's option covers the item when r1c1 is 3 or 4
    sudoku::Solver escape(Geometry::make(4, kEscape).value());
    const auto three = escape.solve({3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, 0);
    CHECK(three.count == 72);
    for (const auto& solution : three.solutions) CHECK(std::count(solution.begin(), solution.end(), 0) == 0);
}
