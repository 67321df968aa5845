// Times generate() over seeds 1..N per row (median, 95th percentile, mean per puzzle) and qqwing --generate
// per difficulty in the same run, and prints one table.
#include "generate_bench.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "generator/generator.h"

namespace {

using Clock = std::chrono::steady_clock;

struct Stats {
    int puzzles = 0;
    double median = 0, p95 = 0, mean = 0, clues = 0;
};

Stats summarize(std::vector<double> millis, double clues) {
    Stats s;
    if (millis.empty()) return s;
    std::sort(millis.begin(), millis.end());
    s.puzzles = static_cast<int>(millis.size());
    s.median = millis[millis.size() / 2];
    s.p95 = millis[std::min(millis.size() - 1, millis.size() * 95 / 100)];
    for (double m : millis) s.mean += m / millis.size();
    s.clues = clues / millis.size();
    return s;
}

void printRow(const std::string& name, const Stats& s) {
    std::printf("| %-34s | %5d | %9.2f | %9.2f | %9.2f | %6.1f |\n", name.c_str(), s.puzzles, s.median, s.p95, s.mean,
                s.clues);
    std::fflush(stdout);
}

// generate() on seeds 1..count; a failed run is reported and left out of the figures.
Stats timeGenerator(sudoku::GenerateOptions options, int count) {
    std::vector<double> millis;
    double clues = 0;
    for (int seed = 1; seed <= count; ++seed) {
        options.seed = static_cast<std::uint64_t>(seed);
        const auto start = Clock::now();
        const auto result = sudoku::generate(options);
        const double ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
        if (!result) {
            std::fprintf(stderr, "seed %d: %s\n", seed, result.error().message.c_str());
            continue;
        }
        millis.push_back(ms);
        for (int v : result->puzzle.cells) clues += v != 0;
    }
    return summarize(millis, clues);
}

// qqwing prints "Time: X milliseconds" after each puzzle it keeps; the mean also counts the whole run's wall
// time over the puzzles (it includes puzzles qqwing generated and discarded for the wrong difficulty).
Stats timeQqwing(const std::string& difficulty, int count) {
    const std::string command = "qqwing --generate " + std::to_string(count) + " --one-line --timer --difficulty " +
                                difficulty + " 2>/dev/null";
    const auto start = Clock::now();
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) return {};
    std::vector<double> millis;
    double clues = 0;
    char line[256];
    while (std::fgets(line, sizeof line, pipe) != nullptr) {
        double ms = 0;
        if (std::sscanf(line, "Time: %lf", &ms) == 1) millis.push_back(ms);
        if (std::strlen(line) >= 81 && line[81] == '\n') {
            for (int i = 0; i < 81; ++i) clues += line[i] != '.';
        }
    }
    const bool ok = pclose(pipe) == 0 && !millis.empty();
    const double wall = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    if (!ok) {
        std::fprintf(stderr, "qqwing failed or is missing (scripts/setup.sh installs it)\n");
        return {};
    }
    Stats s = summarize(millis, clues);
    s.mean = wall / s.puzzles;
    return s;
}

struct Row {
    std::string name;
    sudoku::GenerateOptions options;
    int count;
};

std::vector<Row> rows(int count, bool big) {
    std::vector<Row> list;
    auto add = [&](const std::string& name, int n, sudoku::Variant variant, int rowCount, auto&& tweak) {
        sudoku::GenerateOptions options;
        options.size = n;
        options.variant = variant;
        tweak(options);
        list.push_back({name, options, rowCount});
    };
    add("9x9 minimal, any level", 9, sudoku::Variant::classic, count, [](auto& o) { o.minimal = true; });
    for (auto level : {sudoku::Level::easy, sudoku::Level::medium, sudoku::Level::hard, sudoku::Level::expert,
                       sudoku::Level::extreme}) {
        add(std::string("9x9 ") + sudoku::levelName(level), 9, sudoku::Variant::classic, count,
            [level](auto& o) { o.level = level; });
    }
    add("9x9 technique X-Wing", 9, sudoku::Variant::classic, count / 4, [](auto& o) { o.technique = "X-Wing"; });
    add("9x9 rotate180 minimal", 9, sudoku::Variant::classic, count,
        [](auto& o) { o.symmetry = sudoku::Symmetry::rotate180; o.minimal = true; });
    add("9x9 X", 9, sudoku::Variant::x, count, [](auto&) {});
    add("9x9 hyper", 9, sudoku::Variant::hyper, count, [](auto&) {});
    add("9x9 jigsaw (random regions)", 9, sudoku::Variant::jigsaw, count, [](auto&) {});
    add("16x16", 16, sudoku::Variant::classic, std::max(3, count / 20), [](auto&) {});
    add("16x16 jigsaw", 16, sudoku::Variant::jigsaw, std::max(3, count / 40), [](auto&) {});
    if (big) add("25x25", 25, sudoku::Variant::classic, 3, [](auto&) {});
    return list;
}

}  // namespace

int runGenerateBench(int argc, char** argv) {
    int count = 100;
    bool qqwing = true, big = false;
    for (int i = 2; i < argc; ++i) {
        if (std::strcmp(argv[i], "--count") == 0 && i + 1 < argc) {
            count = std::max(4, std::atoi(argv[++i]));
        } else if (std::strcmp(argv[i], "--no-qqwing") == 0) {
            qqwing = false;
        } else if (std::strcmp(argv[i], "--big") == 0) {
            big = true;
        } else {
            std::fprintf(stderr, "usage: sudoku_bench generate [--count N] [--big] [--no-qqwing]\n");
            return 2;
        }
    }
    std::printf("| generator (native) | puzzles | median ms | p95 ms | mean ms | clues |\n|---|---|---|---|---|---|\n");
    for (const Row& row : rows(count, big)) printRow("sudoku " + row.name, timeGenerator(row.options, row.count));
    if (qqwing) {
        for (const char* difficulty : {"simple", "easy", "intermediate", "expert", "any"}) {
            printRow(std::string("qqwing --difficulty ") + difficulty, timeQqwing(difficulty, count));
        }
    }
    return 0;
}
