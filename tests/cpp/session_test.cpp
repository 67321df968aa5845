// The core's analysis (analysis.h) and the Session that keeps it: one solve per puzzle, one message per failure.
#include <catch2/catch.hpp>

#include "random.h"
#include "puzzle_values.h"
#include "session.h"
#include "test_support.h"

namespace {

// A 17-clue puzzle with one solution, and the same with its first clue removed (more than one solution).
const std::string kUnique = ".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...";
const std::string kSolution = "693784512487512936125963874932651487568247391741398625319475268856129743274836159";

}  // namespace

TEST_CASE("[session] an analysis holds the solver's solution and whether it is unique", "[session]") {
    sudoku::Session session;
    const auto analysis = session.analyse(kUnique);
    REQUIRE(analysis);
    CHECK(analysis->unique);
    CHECK(sudoku::formatGrid(analysis->solution) == kSolution);
    CHECK(analysis->logicOptions().uniqueness);
    const auto several = session.analyse(std::string(kUnique).replace(7, 1, "."));
    REQUIRE(several);
    CHECK_FALSE(several->unique);
    CHECK_FALSE(several->logicOptions().uniqueness);
    CHECK(sudoku::rate(*several).error().message == "the puzzle has more than one solution, so it cannot be rated");
}

TEST_CASE("[session] the same puzzle again is answered from the last analysis, without solving", "[session]") {
    sudoku::Session session;
    REQUIRE(session.analyse(kUnique));
    REQUIRE(session.analyse(kUnique));
    CHECK(session.analysed() == 1);
    // Other options are another puzzle (as X it has no solution); a failure is not kept.
    CHECK(session.analyse(kUnique, {sudoku::Variant::x, {}}).error().message == "the puzzle has no solution");
    CHECK(session.analysed() == 2);
    REQUIRE(session.analyse(kUnique));
    CHECK(session.analysed() == 2);
    REQUIRE(session.analyse(kSolution));
    REQUIRE(session.analyse(kUnique));
    CHECK(session.analysed() == 4);
}

TEST_CASE("[session] failures carry the parser's or the analysis's one message", "[session]") {
    sudoku::Session session;
    CHECK(session.analyse("12").error().message.find("cells") != std::string::npos);
    // r1c3 and r1c4 both need the 4: the 3 at r2c3 shares their box.
    const auto result = session.analyse("12....3.........");
    REQUIRE_FALSE(result);
    CHECK(result.error().message == "the puzzle has no solution");
}

TEST_CASE("[session] rate, steps and the first step agree with the logic engine run directly", "[session]") {
    sudoku::Session session;
    const auto analysis = session.analyse(kUnique);
    REQUIRE(analysis);
    const auto rating = sudoku::rate(*analysis);
    REQUIRE(rating);
    CHECK(rating->score == sudoku::ratePuzzle(analysis->puzzle).score);
    const auto steps = sudoku::logicalSteps(*analysis);
    const auto first = sudoku::firstStep(*analysis);
    REQUIRE(first);
    REQUIRE_FALSE(steps.steps.empty());
    CHECK(first->explanation == steps.steps.front().explanation);
    CHECK(steps.solved == rating->solvedByLogic);
}

TEST_CASE("[session] examine parses and solves once, and later calls on the engine's text reuse it", "[session]") {
    sudoku::Session session;
    const auto examined = session.examine(kUnique);
    REQUIRE(examined);
    REQUIRE(examined->analysis);
    CHECK(examined->analysis->unique);
    CHECK(examined->analysis->second.empty());
    CHECK(session.parsed() == 1);
    CHECK(session.analysed() == 1);
    REQUIRE(session.analyse(sudoku::formatPuzzle(examined->puzzle)));
    REQUIRE(session.examine(kUnique));
    CHECK(session.parsed() == 1);
    CHECK(session.analysed() == 1);
}

TEST_CASE("[session] examine keeps the puzzle when it has no solution, and two solutions when several", "[session]") {
    sudoku::Session session;
    const auto none = session.examine("12....3.........");
    REQUIRE(none);
    CHECK(none->puzzle.cells[0] == 1);
    CHECK(none->analysis.error().message == "the puzzle has no solution");
    const auto several = session.examine(std::string(kUnique).replace(7, 1, "."));
    REQUIRE(several);
    REQUIRE(several->analysis);
    CHECK_FALSE(several->analysis->unique);
    CHECK(several->analysis->second.size() == 81);
    CHECK(several->analysis->second != several->analysis->solution);
    CHECK(session.examine("12").error().message.find("cells") != std::string::npos);
}

TEST_CASE("[session] a puzzle with no solution says where, when the givens and their singles show it", "[session]") {
    const auto reason = [](const std::string& text) {
        auto puzzle = sudoku::parsePuzzle(text);
        REQUIRE(puzzle);
        REQUIRE(testing::bruteForceCount(testing::rulesOf(puzzle->geometry), puzzle->cells, 1) == 0);
        return sudoku::noSolutionReason(*puzzle);
    };
    SECTION("a cell that sees every value") {
        const auto found = reason("12345678." "........9" + std::string(63, '.'));
        CHECK(found.message == "r1c9 has no value left");
        CHECK(found.cells == std::vector<int>{8});
    }
    SECTION("a value with no place in a house") {
        std::string grid = "1234567.." + std::string(72, '.');
        grid[34] = grid[62] = '9';  // r4c8 and r7c9: row 1's 8 and 9 can only go in r1c8 and r1c9
        const auto found = reason(grid);
        CHECK(found.message == "in row 1, 9 has no place left");
        CHECK(found.cells == std::vector<int>{7, 8});
    }
    SECTION("a cell emptied by a value the givens force") {
        // r1c9 and r2c9 can each only be 9.
        const auto found = reason("12345678." "67812345." + std::string(63, '.'));
        CHECK(found.message == "r2c9 has no value left once the givens force r1c9 = 9");
        CHECK(found.cells == std::vector<int>{17});
    }
    SECTION("nothing, when it takes a search: the data set's puzzles without a solution") {
        int puzzles = 0;
        for (const std::string& line : testing::dataLines("counts.txt")) {
            if (line.substr(line.find(':')) != ":0") continue;
            ++puzzles;
            CHECK(reason(line.substr(0, line.find(':'))).message.empty());
        }
        CHECK(puzzles == 10);
    }
}

namespace {

// A parse as comparable text: the geometry's key and the cells, or the message and its cells.
std::string outcome(const sudoku::Result<const sudoku::Puzzle*>& parsed) {
    if (parsed) return (*parsed)->geometry.key() + " " + sudoku::formatGrid((*parsed)->cells);
    std::string text = parsed.error().message;
    for (int cell : parsed.error().cells) text += " " + std::to_string(cell);
    return text;
}

std::string outcome(const sudoku::Result<sudoku::Puzzle>& parsed) {
    return outcome(parsed ? sudoku::Result<const sudoku::Puzzle*>(&*parsed) : parsed.error());
}

// Lines of every shape a stream may hold: plain lines of two shapes, fields, bad symbols, values out of range,
// clashing givens.
std::vector<std::pair<std::string, sudoku::PuzzleOptions>> streamLines() {
    std::string outOfRange = kUnique, badSymbol = kUnique, clash = kUnique;
    outOfRange[4] = 'a';
    badSymbol[4] = '#';
    clash[0] = '1';  // r1c8 is a 1 too
    const sudoku::PuzzleOptions plain, x{sudoku::Variant::x, {}}, tall{sudoku::Variant::classic, {3, 2}};
    return {{kUnique, plain}, {kUnique, x}, {kUnique + ";x", plain}, {kUnique + ";anti-knight", plain},
            {outOfRange, plain}, {badSymbol, plain}, {clash, plain}, {clash, x}, {std::string(36, '.'), plain},
            {std::string(36, '.'), tall}, {"1" + std::string(35, '.'), tall}, {std::string(81, '0'), plain}};
}

}  // namespace

// parseInPlace reads a plain line of the last geometry's shape into its own puzzle: through any order of lines,
// and of other parses that change the last geometry, it must give what parseUncheckedPuzzle gives for the line
// alone (its givens are left to the caller, who checks them only when the search finds no solution).
TEST_CASE("[session] parseInPlace gives what parseUncheckedPuzzle gives, line after line", "[session][property]") {
    const auto lines = streamLines();
    const auto seed = GENERATE(take(20, random(1, 1 << 30)));
    seeded::Random random(static_cast<std::uint64_t>(seed));
    sudoku::Session session;
    for (int step = 0; step < 200; ++step) {
        const auto& [text, options] = lines[random.below(static_cast<int>(lines.size()))];
        INFO("step " << step << ": " << text);
        if (random.below(4) == 0) {  // another caller's parse moves the last geometry
            session.parse(text, options);
            continue;
        }
        const auto expected = outcome(sudoku::parseUncheckedPuzzle(text, options));
        CHECK(outcome(session.parseInPlace(text, options)) == expected);
    }
}

TEST_CASE("[session] parseInPlace takes the shape of the last geometry, whoever parsed it", "[session]") {
    sudoku::Session session;
    REQUIRE(session.parseInPlace(kUnique, {sudoku::Variant::x, {}}));
    REQUIRE(session.parse(kUnique));
    const auto classic = session.parseInPlace(kUnique);
    REQUIRE(classic);
    CHECK((*classic)->geometry.variant() == sudoku::Variant::classic);
    CHECK(session.parsed() == 3);
}

// valuesInPlace reads a grid of values of the last geometry's shape into the session's puzzle: through any order of
// grids and of parses that move the last geometry, it gives what puzzleFromValues gives (givens unchecked) or null,
// and a plain grid of the last shape is read in place.
TEST_CASE("[session] valuesInPlace gives what puzzleFromValues gives, or null for the general path", "[session][property]") {
    std::vector<int> classic(81), outOfRange, negative, small(36, 0), clash;
    for (int i = 0; i < 81; ++i) classic[i] = kUnique[i] == '.' ? 0 : kUnique[i] - '0';
    outOfRange = negative = clash = classic;
    outOfRange[4] = 10;
    negative[4] = -1;
    clash[0] = 1;  // r1c8 is a 1 too
    const sudoku::PuzzleOptions plain, x{sudoku::Variant::x, {}}, tall{sudoku::Variant::classic, {3, 2}};
    const std::vector<std::pair<const std::vector<int>*, sudoku::PuzzleOptions>> grids = {
        {&classic, plain}, {&classic, x}, {&outOfRange, plain}, {&negative, plain}, {&clash, plain}, {&small, tall},
        {&small, plain}};
    const std::vector<std::pair<std::string, sudoku::PuzzleOptions>> texts = {
        {kUnique, plain}, {kUnique, x}, {kUnique + ";anti-knight", plain}, {std::string(36, '.'), tall}};
    const auto seed = GENERATE(take(20, random(1, 1 << 30)));
    seeded::Random random(static_cast<std::uint64_t>(seed));
    sudoku::Session session;
    int inPlace = 0;
    for (int step = 0; step < 200; ++step) {
        if (random.below(3) == 0) {  // another caller's parse moves the last geometry
            const auto& [text, options] = texts[random.below(static_cast<int>(texts.size()))];
            session.parse(text, options);
            continue;
        }
        const auto& [cells, options] = grids[random.below(static_cast<int>(grids.size()))];
        INFO("step " << step << ": " << cells->size() << " values");
        int size = 0;
        while (size * size < static_cast<int>(cells->size())) ++size;
        const sudoku::PuzzleValues values{size, options, {}, *cells, {}};
        const sudoku::Puzzle* read = session.valuesInPlace(cells->data(), static_cast<int>(cells->size()), options);
        if (!read) {  // the general path, which the module then takes (and which moves the last geometry)
            session.fromValues(values);
            continue;
        }
        ++inPlace;
        const auto expected = sudoku::puzzleFromValues(values, false);
        REQUIRE(expected);
        CHECK(outcome(read) == outcome(expected));
    }
    CHECK(inPlace > 0);
}

TEST_CASE("[session] valuesInPlace reads a plain grid of the last shape into one puzzle, and nothing else", "[session]") {
    std::vector<int> cells(81);
    for (int i = 0; i < 81; ++i) cells[i] = kUnique[i] == '.' ? 0 : kUnique[i] - '0';
    sudoku::Session session;
    CHECK(session.valuesInPlace(cells.data(), 81, {}) == nullptr);  // no geometry yet
    REQUIRE(session.parse(kUnique));
    const sudoku::Puzzle* first = session.valuesInPlace(cells.data(), 81, {});
    REQUIRE(first);
    CHECK(sudoku::formatGrid(first->cells) == kUnique);
    cells[0] = 6;
    CHECK(session.valuesInPlace(cells.data(), 81, {}) == first);
    CHECK(first->cells[0] == 6);
    CHECK(session.valuesInPlace(cells.data(), 81, {sudoku::Variant::x, {}}) == nullptr);  // another shape
    CHECK(session.valuesInPlace(cells.data(), 80, {}) == nullptr);
    cells[0] = 10;
    CHECK(session.valuesInPlace(cells.data(), 81, {}) == nullptr);  // out of range: the general path's message
    CHECK(session.parsed() == 1);
}
