// A position checked against every rule (constraints/position_check.h): each kind of break with its sentence, the
// candidates each rule leaves, bad values, and a seeded property over data grids with cages and thermometers grown
// from them (no break in any part of the solution, and the solution's value always a candidate).
#include <catch2/catch.hpp>

#include <random>

#include "constraints/position_check.h"
#include "test_support.h"

using sudoku::checkPosition;

namespace {

const std::string kEmpty(81, '.');

sudoku::Puzzle puzzleOf(const std::string& text) {
    auto parsed = sudoku::parsePuzzle(text);
    INFO(text);
    REQUIRE(parsed);
    return parsed.value();
}

// r1c1 = cell 0, r1c2 = 1, r2c1 = 9 ...
std::vector<int> placed(std::initializer_list<std::pair<int, int>> cells) {
    std::vector<int> values(81, 0);
    for (auto [cell, value] : cells) values[cell] = value;
    return values;
}

std::vector<int> maskValues(int mask) {
    std::vector<int> out;
    for (int v = 1; v <= 25; ++v) {
        if (mask & (1 << (v - 1))) out.push_back(v);
    }
    return out;
}

}  // namespace

TEST_CASE("[position check] each broken rule is named with the cells that break it", "[position check]") {
    using Row = std::tuple<std::string, std::vector<int>, std::vector<int>, std::string>;
    const auto [fields, values, clashes, text] = GENERATE(table<std::string, std::vector<int>, std::vector<int>, std::string>({
        Row{"", placed({{0, 5}, {3, 5}}), {0, 3}, "row 1 holds 5 twice: r1c1 and r1c4"},
        Row{";cage=15/r3c3r3c4r4c4", placed({{20, 4}, {30, 4}}), {20, 30}, "cage 15 at r3c3 holds 4 twice: r3c3 and r4c4"},
        Row{";cage=15/r1c1r1c2r1c3", placed({{0, 9}, {1, 8}}), {0, 1}, "cage 15 at r1c1 holds 9 and 8: more than 15"},
        Row{";cage=15/r1c1r1c2", placed({{0, 9}, {1, 5}}), {0, 1}, "cage 15 at r1c1 holds 9 and 5, so its cells cannot add up to 15"},
        Row{";cage=17/r1c1r1c2", placed({{0, 1}}), {0}, "cage 17 at r1c1 holds 1, so its cells cannot add up to 17"},
        Row{";thermo=r1c1r1c2r1c3", placed({{0, 5}, {2, 3}}), {0, 2}, "thermometer at r1c1 cannot rise through 5 and 3 as placed"},
        Row{";thermo=r1c1r1c2r1c3", placed({{0, 4}, {2, 5}}), {0, 2}, "thermometer at r1c1 cannot rise through 4 and 5 as placed"},
        Row{";thermo=r1c1r1c2r1c3", placed({{2, 2}}), {2}, "thermometer at r1c1 cannot rise through 2 as placed"},
        Row{";arrow=r1c1r1c2r1c3", placed({{0, 6}, {1, 2}, {2, 3}}), {0, 1, 2}, "arrow at r1c1 cannot add up with 6, 2 and 3 as placed"},
        Row{";arrow=r1c1r1c2r1c3", placed({{0, 4}, {1, 5}}), {0, 1}, "arrow at r1c1 cannot add up with 4 and 5 as placed"},
        Row{";anti-knight", placed({{2, 7}, {13, 7}}), {2, 13}, "anti-knight: r1c3 holds 7 and r2c5 holds 7"},
        Row{";non-consecutive", placed({{0, 4}, {9, 5}}), {0, 9}, "non-consecutive: r1c1 holds 4 and r2c1 holds 5"},
    }));
    INFO(fields);
    const auto checked = checkPosition(puzzleOf(kEmpty + fields), values);
    REQUIRE(checked);
    CHECK(checked->clashes == clashes);
    REQUIRE(checked->reasons.size() == 1);
    CHECK(checked->reasons[0].text == text);
    CHECK(checked->reasons[0].cells == clashes);
}

TEST_CASE("[position check] candidates follow every rule from the placed values", "[position check]") {
    SECTION("a cage's digit sets for its sum") {
        const auto checked = checkPosition(puzzleOf(kEmpty + ";cage=3/r1c1r1c2;cage=24/r2c1r2c2r2c3"), placed({}));
        REQUIRE(checked);
        CHECK(maskValues(checked->candidates[0]) == std::vector<int>{1, 2});
        CHECK(maskValues(checked->candidates[9]) == std::vector<int>{7, 8, 9});
        CHECK(maskValues(checked->candidates[40]).size() == 9);
    }
    SECTION("a cage's digit sets with a value placed: 10 in 3 cells holding 1 is {2,7}, {3,6} or {4,5}") {
        const auto checked = checkPosition(puzzleOf(kEmpty + ";cage=10/r1c1r1c2r1c3"), placed({{0, 1}}));
        REQUIRE(checked);
        CHECK(checked->candidates[0] == 0);
        CHECK(maskValues(checked->candidates[1]) == std::vector<int>{2, 3, 4, 5, 6, 7});
    }
    SECTION("thermometer bounds and order") {
        const auto checked = checkPosition(puzzleOf(kEmpty + ";thermo=r1c1r1c2r1c3"), placed({{1, 5}}));
        REQUIRE(checked);
        CHECK(maskValues(checked->candidates[0]) == std::vector<int>{1, 2, 3, 4});
        CHECK(maskValues(checked->candidates[2]) == std::vector<int>{6, 7, 8, 9});
    }
    SECTION("an arrow's circle is at least its path") {
        const auto checked = checkPosition(puzzleOf(kEmpty + ";arrow=r1c1r2c2r3c3"), placed({{10, 4}}));
        REQUIRE(checked);
        CHECK(maskValues(checked->candidates[0]) == std::vector<int>{5, 6, 7, 8, 9});
        CHECK(maskValues(checked->candidates[20]) == std::vector<int>{1, 2, 3, 5});  // not 4: box 1 holds it
    }
    SECTION("pairwise rules and peers") {
        const auto checked = checkPosition(puzzleOf(kEmpty + ";anti-knight;non-consecutive"), placed({{40, 5}}));
        REQUIRE(checked);
        CHECK(maskValues(checked->candidates[40 - 19]) == std::vector<int>{1, 2, 3, 4, 6, 7, 8, 9});  // a knight's move
        CHECK(maskValues(checked->candidates[41]) == std::vector<int>{1, 2, 3, 7, 8, 9});             // beside it, in its row
        CHECK(maskValues(checked->candidates[0]).size() == 9);
    }
}

TEST_CASE("[position check] bad values are named with their cell", "[position check]") {
    const auto puzzle = puzzleOf("5" + kEmpty.substr(1));
    CHECK(checkPosition(puzzle, std::vector<int>(80, 0)).error().message ==
          "values has 80 entries; expected 81 for a 9x9 grid");
    CHECK(checkPosition(puzzle, placed({{10, 10}})).error().message == "bad value 10 at r2c2; expected 0 to 9");
    CHECK(checkPosition(puzzle, placed({{0, 4}}))->clashes.empty());  // a given's cell is read as its given
    const auto given = checkPosition(puzzle, placed({{1, 5}}));
    REQUIRE(given);
    CHECK(given->clashes == std::vector<int>{0, 1});  // the given is read into the position
}

TEST_CASE("[position check] a solution's parts break nothing and keep every solution value a candidate", "[position check]") {
    std::vector<std::string> lines;
    for (const auto& line : testing::dataLines("counts.txt")) {
        if (line.find(":1:") != std::string::npos) lines.push_back(line);  // puzzle:1:solution
    }
    const auto seed = GENERATE(take(12, random(0u, 1u << 30)));
    std::mt19937 random(seed);
    const std::string line = lines[random() % lines.size()];
    const std::string solution = line.substr(line.rfind(':') + 1);
    REQUIRE(solution.size() == 81);
    std::vector<int> grid;
    for (char symbol : solution) grid.push_back(symbol - '0');
    // Each row cut into horizontal cages of 1 to 4 cells (their sums from the grid), and a thermometer along the
    // first two cells of each row in the order that rises.
    std::string fields;
    for (int row = 0; row < 9; ++row) {
        for (int col = 0; col < 9;) {
            const int length = std::min(9 - col, 1 + static_cast<int>(random() % 4));
            int sum = 0;
            std::string cells;
            for (int k = 0; k < length; ++k, ++col) {
                sum += grid[row * 9 + col];
                cells += "r" + std::to_string(row + 1) + "c" + std::to_string(col + 1);
            }
            fields += ";cage=" + std::to_string(sum) + "/" + cells;
        }
        const std::string a = "r" + std::to_string(row + 1) + "c1", b = "r" + std::to_string(row + 1) + "c2";
        fields += grid[row * 9] < grid[row * 9 + 1] ? ";thermo=" + a + b : ";thermo=" + b + a;
    }
    const auto puzzle = puzzleOf(kEmpty + fields);
    std::vector<int> position(81, 0);
    for (int cell = 0; cell < 81; ++cell) position[cell] = random() % 3 == 0 ? grid[cell] : 0;
    const auto checked = checkPosition(puzzle, position);
    REQUIRE(checked);
    CHECK(checked->clashes.empty());
    for (int cell = 0; cell < 81; ++cell) {
        INFO("cell " << cell);
        if (position[cell]) CHECK(checked->candidates[cell] == 0);
        else CHECK((checked->candidates[cell] & (1 << (grid[cell] - 1))) != 0);
    }
    SECTION("one value changed in the full grid breaks a rule there") {
        const int cell = static_cast<int>(random() % 81);
        std::vector<int> changed = grid;
        changed[cell] = grid[cell] % 9 + 1;
        const auto broken = checkPosition(puzzle, changed);
        REQUIRE(broken);
        CHECK(std::find(broken->clashes.begin(), broken->clashes.end(), cell) != broken->clashes.end());
        CHECK(checkPosition(puzzle, grid)->reasons.empty());
    }
}
