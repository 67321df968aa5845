// Resource bounds callers can rely on: hostile or huge input through the CLI (and the core API) ends with a
// result or a clear error within a time budget, and the process's peak memory stays bounded.
#include <catch2/catch.hpp>

#include <sys/resource.h>

#include <random>
#include <sstream>

#include "generator/generator.h"
#include "puzzle.h"
#include "solver.h"
#include "test_support.h"

namespace {

// CPU time of the child (user + system), not wall-clock time, so that other work on the machine cannot fail the
// check; generous enough for a sanitizer build: the slowest case (counting an empty 25x25 to the 20M-node budget)
// needs about 3 s of CPU natively.
constexpr double kCpuSecondsPerCall = 60;
// Peak resident memory of any CLI run (kB): the input itself may be 10 MB, nothing may grow per byte with it.
constexpr long kMaxChildRssKb = 300 * 1024;
#ifdef __SANITIZE_ADDRESS__
constexpr bool kMeasuresOwnMemory = false;  // ASan's quarantine keeps freed blocks resident (up to 256 MB)
#else
constexpr bool kMeasuresOwnMemory = true;
#endif

struct Run {
    std::string out;
    int status = -1;
    double cpuSeconds = 0;
};

// User + system CPU time of every child process waited for so far.
double childrenCpuSeconds() {
    struct rusage usage {};
    getrusage(RUSAGE_CHILDREN, &usage);
    const auto seconds = [](const timeval& time) { return static_cast<double>(time.tv_sec) + time.tv_usec / 1e6; };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

Run runBounded(const std::string& arguments, const std::string& input) {
    Run run;
    const double cpuBefore = childrenCpuSeconds();
    run.out = testing::runCli(arguments, input, &run.status);
    run.cpuSeconds = childrenCpuSeconds() - cpuBefore;
    struct rusage usage {};
    getrusage(RUSAGE_CHILDREN, &usage);  // the largest child so far: each TEST_CASE runs in its own process
    INFO(arguments << " took " << run.cpuSeconds << " s of CPU, peak child RSS " << usage.ru_maxrss << " kB");
    CHECK(run.cpuSeconds < kCpuSecondsPerCall);
    CHECK(usage.ru_maxrss < kMaxChildRssKb);
    return run;
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> result;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) result.push_back(line);
    return result;
}

bool startsWith(const std::string& text, const std::string& prefix) { return text.rfind(prefix, 0) == 0; }

}  // namespace

TEST_CASE("[bounds] an empty 25x25 counts to the limit at once and stops at the node budget when counting all",
          "[bounds][slow]") {
    const std::string empty(625, '.');
    const Run limited = runBounded("count", empty + "\n");
    CHECK(limited.out == "2\n");
    const Run all = runBounded("count --limit 1000000000", empty + "\n");
    CHECK(all.status == 0);
    CHECK(startsWith(all.out, "error: search stopped after "));
    CHECK(all.out.find("(the node budget)") != std::string::npos);
    const auto nodes = std::stoull(all.out.substr(std::string("error: search stopped after ").size()));
    CHECK(nodes >= sudoku::kDefaultNodeBudget);
    CHECK(nodes <= sudoku::kDefaultNodeBudget + 1);
}

TEST_CASE("[bounds] a 16x16 with one clue: solve, count, rate, steps and hint all answer", "[bounds][slow]") {
    const std::string puzzle = "G" + std::string(255, '.');
    CHECK(runBounded("solve", puzzle + "\n").out == "multiple\n");
    CHECK(runBounded("count --limit 5", puzzle + "\n").out == "5\n");
    CHECK(runBounded("rate", puzzle + "\n").out ==
          "error: the puzzle has more than one solution, so it cannot be rated\n");
    const auto steps = lines(runBounded("steps", puzzle + "\n").out);
    REQUIRE_FALSE(steps.empty());
    CHECK((steps.back() == "stuck" || steps.back() == "solved"));
    const auto hint = runBounded("hint", puzzle + "\n").out;
    CHECK(hint.find("error") == std::string::npos);
}

TEST_CASE("[bounds] a jigsaw with an invalid region map gets an error naming the problem", "[bounds]") {
    const std::string cells(81, '.');
    std::string rows;  // nine horizontal strips: a valid map, to break in different ways
    for (int cell = 0; cell < 81; ++cell) rows += static_cast<char>('a' + cell / 9);
    std::string split = rows;
    std::swap(split[0], split[80]);  // regions a and i each lose a cell to the other's far corner
    const std::string input = cells + ";" + rows.substr(1) + "\n" +  // one label short
                              cells + ";" + std::string(81, 'a') + "\n" + cells + ";" + split + "\n" +
                              cells + ";" + rows + std::string(1 << 20, 'z') + "\n";
    const auto out = lines(runBounded("solve", input).out);
    REQUIRE(out.size() == 4);
    for (const auto& line : out) CHECK(startsWith(line, "error: invalid region map"));
    CHECK(out[0].find("80 labels") != std::string::npos);
    CHECK(out[1].find("1 different labels") != std::string::npos);
}

TEST_CASE("[bounds] a 10 MB line is rejected by its length without memory growing per byte", "[bounds]") {
    const std::size_t length = 10u << 20;
    const Run run = runBounded("solve", std::string(length, '.') + "\n");
    CHECK(startsWith(run.out, "error: the puzzle has " + std::to_string(length) + " cells; expected"));
    CHECK(lines(run.out).size() == 1);
}

TEST_CASE("[bounds] a 10 MB pasted grid is rejected by its row count without memory growing per row", "[bounds]") {
    std::string paste;
    paste.reserve(10 << 20);
    for (int row = 0; row < (1 << 20); ++row) paste += "1 2 | 3 4\n";
    const auto puzzle = sudoku::parsePuzzle(paste);
    REQUIRE_FALSE(puzzle.ok());
    CHECK(startsWith(puzzle.error().message, "the pasted grid has 1048576 rows; expected "));
    struct rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    if (kMeasuresOwnMemory) CHECK(usage.ru_maxrss < kMaxChildRssKb);
}

TEST_CASE("[bounds] a line of 100,000 puzzles' worth of symbols is one error line", "[bounds][data]") {
    const auto data = testing::dataLines("17-clue.txt");
    std::string line;
    for (std::size_t i = 0; i < 100'000; ++i) line += sudoku::firstToken(data[i % data.size()]);
    REQUIRE(line.size() == 8'100'000);
    const Run run = runBounded("count", line + "\n" + line + ";" + line + "\n" + data[0] + "\n");
    const auto out = lines(run.out);
    REQUIRE(out.size() == 3);
    CHECK(out[0] == "error: the puzzle has 8100000 cells; expected 16 (4x4), 36 (6x6), 64 (8x8), 81 (9x9), 100 "
                    "(10x10), 144 (12x12), 196 (14x14), 225 (15x15), 256 (16x16), 324 (18x18), 400 (20x20), 441 "
                    "(21x21), 484 (22x22), 576 (24x24) or 625 (25x25)");
    CHECK(startsWith(out[1], "error: "));
    CHECK(out[2] == "1");
}

TEST_CASE("[bounds] a file of binary junk gets one error line per line of junk", "[bounds]") {
    std::mt19937 random(2024);
    std::string junk(1 << 20, '\0');
    for (char& c : junk) c = static_cast<char>(random() & 0xff);
    // What the CLI should answer: every line that is not blank (space, tab, CR) and not a '#' comment.
    std::size_t expected = 0;
    for (const auto& line : lines(junk)) {
        const auto start = line.find_first_not_of(" \t\r");
        expected += start != std::string::npos && line[start] != '#';
    }
    for (const char* command : {"solve", "count", "rate", "steps", "hint"}) {
        const Run run = runBounded(command, junk);
        CHECK(run.status == 0);
        const auto out = lines(run.out);
        CHECK(out.size() == expected);
        for (const auto& line : out) CHECK(startsWith(line, "error: "));
    }
}

TEST_CASE("[bounds] fuzz findings stay fixed: a long pasted row and a jigsaw of impossible size", "[bounds]") {
    const auto pasted = sudoku::parsePuzzle("1 2 3 4 . . \x01\n3 4 1 2\n2 1 4 3\n4 3 2 1");
    REQUIRE_FALSE(pasted.ok());
    CHECK(pasted.error().message.find("row 1 after its last cell") != std::string::npos);
    CHECK(pasted.error().cells.empty());

    for (int size : {-4, 0, 3, 26}) {
        sudoku::GenerateOptions options;
        options.size = size;
        options.variant = sudoku::Variant::jigsaw;
        const auto generated = sudoku::generate(options);
        REQUIRE_FALSE(generated.ok());
        CHECK(generated.error().message == "size " + std::to_string(size) + " is out of range; sizes go from 4 to 25");
    }
}
