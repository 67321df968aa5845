// What `generate` prints reads back in every command without repeating its options: the variant and box
// shape travel on the line (CELLS;x;3x2, CELLS;REGIONS), for every size, box shape and variant.
#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <sstream>

#include "generator/region_map.h"
#include "generator_checker.h"
#include "puzzle.h"
#include "solver.h"
#include "test_support.h"

using testing::runCli;

namespace {

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> result;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) result.push_back(line);
    return result;
}

// A random full grid of the geometry (the seeded search restarted after a short node budget, as the
// generator does), or nothing when none turns up within the tries: random fills of the larger hyper grids
// rarely finish (the generator itself gives up on 20x20 5x4 and 25x25 hyper).
std::optional<std::vector<int>> fullGrid(const sudoku::Geometry& geometry) {
    sudoku::Solver solver(geometry);
    const std::vector<int> empty(geometry.cellCount(), 0);
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        const auto result = solver.random(empty, seed, 10ull * geometry.cellCount() + 1000);
        if (result.status == sudoku::SolveStatus::unique) return result.solutions[0];
    }
    return std::nullopt;
}

int sharedHouses(const sudoku::Geometry& geometry, int a, int b) {
    const auto& of = geometry.housesOf(a);
    return static_cast<int>(std::count_if(of.begin(), of.end(), [&](int h) {
        const auto& other = geometry.housesOf(b);
        return std::find(other.begin(), other.end(), h) != other.end();
    }));
}

// Two givens 1 that share exactly one house, the one that only this shape has: the first box (its corners),
// the main diagonal (x) or the first window (hyper), or the first region of a jigsaw. The line's error then
// names that house only if the line was read with its own variant and box shape.
std::pair<std::vector<int>, std::string> clash(const sudoku::Geometry& geometry) {
    const int n = geometry.size();
    std::vector<int> cells(geometry.cellCount(), 0);
    const auto& houses = geometry.houses();
    const bool extra = geometry.variant() == sudoku::Variant::x || geometry.variant() == sudoku::Variant::hyper;
    // The first house of the kind with two cells that share no other house.
    for (std::size_t h = extra ? 3 * n : 2 * n; h < houses.size(); ++h) {
        for (int a : houses[h].cells) {
            for (int b : houses[h].cells) {
                if (b > a && sharedHouses(geometry, a, b) == 1) {
                    cells[a] = cells[b] = 1;
                    return {cells, "in " + sudoku::houseName(houses[h])};
                }
            }
        }
    }
    FAIL("no two cells apart in any box, region or extra house of " << geometry.key());
    return {};
}

// True when every region is a row: such a map cannot show a clash that only its regions see.
bool rowRegions(const std::vector<int>& map, int size) {
    for (int cell = 0; cell < size * size; ++cell) {
        if (map[cell] != map[cell - cell % size]) return false;
    }
    return true;
}

// A jigsaw of the size whose map is not just the rows and that a random fill completes.
sudoku::Geometry jigsaw(int size) {
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        const auto map = sudoku::randomRegionMap(size, seed);
        auto geometry = sudoku::Geometry::make(size, sudoku::Variant::jigsaw, {}, map);
        if (geometry && !rowRegions(map, size) && fullGrid(*geometry)) return *geometry;
    }
    FAIL("no fillable " << size << "x" << size << " jigsaw in 50 region maps");
    return *sudoku::Geometry::make(size, sudoku::Variant::classic);
}

// Every geometry of the round trip: each size with a box shape, each of its shapes R x C (R, C >= 2), as
// classic, x and hyper (where it has room for windows), and a jigsaw of the size.
const std::vector<sudoku::Geometry>& everyShape() {
    static std::vector<sudoku::Geometry> all;
    if (!all.empty()) return all;
    for (int size = sudoku::kMinSize; size <= sudoku::kMaxSize; ++size) {
        bool boxed = false;
        for (int rows = 2; rows * 2 <= size; ++rows) {
            if (size % rows != 0) continue;
            boxed = true;
            for (auto variant : {sudoku::Variant::classic, sudoku::Variant::x, sudoku::Variant::hyper}) {
                auto geometry = sudoku::Geometry::make(size, variant, {rows, size / rows});
                if (geometry) all.push_back(*geometry);
            }
        }
        if (boxed) all.push_back(jigsaw(size));
    }
    return all;
}

}  // namespace

TEST_CASE("[cli] generate's lines read back without options: 6x6 with 3x2 boxes, and an X sudoku", "[cli]") {
    int status = -1;
    const std::string six = runCli("generate --size 6 --box 3x2 --seed 11", "", &status);
    REQUIRE(status == 0);
    CHECK(six.substr(36) == ";3x2\n");
    const auto solution = lines(runCli("solve", six));
    REQUIRE(solution.size() == 1);
    auto grid = sudoku::parsePuzzle(solution[0], {sudoku::Variant::classic, {3, 2}});
    auto puzzle = sudoku::parsePuzzle(six);
    REQUIRE(grid.ok());
    REQUIRE(puzzle.ok());
    const auto rules = testing::rulesOf(puzzle->geometry);
    CHECK(rules.boxRows == 3);
    CHECK(testing::validGrid(rules, grid->cells));
    CHECK(testing::keepsGivens(puzzle->cells, grid->cells));
    CHECK(testing::Checker(rules).count(puzzle->cells, 2) == 1);

    const std::string x = runCli("generate --variant x --seed 4", "");
    CHECK(x.substr(81) == ";x\n");
    CHECK(runCli("count", x) == "1\n");
    // The same cells as a classic sudoku have more than one solution: the field is what makes it unique.
    CHECK(runCli("count", x.substr(0, 81) + "\n") == "2\n");
}

TEST_CASE("[cli] a line's fields and the options: agreeing is fine, disagreeing is an error line", "[cli]") {
    const std::string six = runCli("generate --size 6 --box 3x2 --seed 11", "");
    CHECK(runCli("count --box 3x2", six) == "1\n");
    CHECK(runCli("count --box 2x3", six) == "error: the puzzle says box 3x2 but the options say 2x3\n");
    const std::string x = runCli("generate --variant x --seed 4", "");
    CHECK(runCli("count --variant x", x) == "1\n");
    CHECK(runCli("count --variant hyper", x) == "error: the puzzle says variant x but the options say hyper\n");
    // A plain line still takes its shape from the options.
    CHECK(runCli("count --variant x", x.substr(0, 81) + "\n") == "1\n");
    CHECK(runCli("solve --box 3x2", six.substr(0, 36) + "\n") == runCli("solve", six));
}

TEST_CASE("[cli] every size, box shape and variant round-trips through its line in solve and count", "[cli]") {
    std::string input;
    std::vector<std::string> solutions;
    int hyper = 0;
    for (const auto& geometry : everyShape()) {
        auto cells = fullGrid(geometry);
        if (!cells) {
            INFO(geometry.key());
            CHECK(geometry.variant() == sudoku::Variant::hyper);
            continue;
        }
        hyper += geometry.variant() == sudoku::Variant::hyper;
        solutions.push_back(sudoku::formatGrid(*cells));
        const int n = geometry.size();
        for (int r = 0; r < n; ++r) (*cells)[r * n + (r * 7) % n] = 0;  // one blank per row: exactly one solution
        input += sudoku::formatPuzzle({geometry, *cells}) + "\n";
    }
    CHECK(solutions.size() >= 60);
    CHECK(hyper >= 10);
    CHECK(lines(runCli("solve", input)) == solutions);
    CHECK(lines(runCli("count", input)) == std::vector<std::string>(solutions.size(), "1"));
}

TEST_CASE("[cli] every size, box shape and variant: the line's own house is the one its clash is named in",
          "[cli]") {
    std::string input;
    std::vector<std::string> houses;
    for (const auto& geometry : everyShape()) {
        const auto [cells, house] = clash(geometry);
        input += sudoku::formatPuzzle({geometry, cells}) + "\n";
        houses.push_back(house);
    }
    REQUIRE(houses.size() > 70);
    const auto answers = lines(runCli("solve", input));
    REQUIRE(answers.size() == houses.size());
    for (std::size_t i = 0; i < houses.size(); ++i) {
        INFO(answers[i]);
        CHECK(answers[i].rfind("error: conflicting givens: ", 0) == 0);
        CHECK(answers[i].size() > houses[i].size());
        CHECK(answers[i].compare(answers[i].size() - houses[i].size(), houses[i].size(), houses[i]) == 0);
    }
}

TEST_CASE("[cli] generate | solve and generate | count for small sizes of every variant", "[cli]") {
    const char* shapes[] = {"--size 4", "--size 6", "--size 6 --box 3x2", "--size 8 --box 4x2", "--size 9",
                            "--size 10 --box 5x2", "--size 12"};
    for (const char* shape : shapes) {
        for (const char* variant : {"classic", "x", "hyper", "jigsaw"}) {
            const std::string options = std::string(shape) + " --variant " + variant;
            int status = -1;
            const auto made = lines(runCli("generate --seed 5 --with-solution " + options, "", &status));
            if (status == 2) continue;  // hyper without room for windows
            INFO(options);
            REQUIRE(status == 0);
            REQUIRE(made.size() == 1);
            const auto colon = made[0].find(':');
            const std::string line = made[0].substr(0, colon) + "\n";
            CHECK(runCli("solve", line) == made[0].substr(colon + 1) + "\n");
            CHECK(runCli("count", line) == "1\n");
        }
    }
}
