// Times first-solution and count-to-2 over whole puzzle files, then qqwing --solve on the same files.
#include "solve_bench.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "data_dir.h"
#include "puzzle.h"
#include "solver.h"

namespace {

using Clock = std::chrono::steady_clock;

std::vector<std::vector<int>> loadPuzzles(const std::string& path) {
    std::ifstream file(path);
    if (!file) {
        std::cerr << "sudoku_bench: cannot read " << path << '\n';
        std::exit(2);
    }
    std::vector<std::vector<int>> puzzles;
    const auto geometry = sudoku::Geometry::make(9, sudoku::Variant::classic).value();
    std::string line;
    while (std::getline(file, line)) {
        const std::string token = sudoku::firstToken(line);
        if (token.empty() || token[0] == '#') continue;
        auto puzzle = sudoku::parsePuzzle(token, {}, &geometry);
        if (!puzzle) {
            std::cerr << "sudoku_bench: " << path << ": " << puzzle.error().message << '\n';
            std::exit(2);
        }
        puzzles.push_back(puzzle->cells);
    }
    return puzzles;
}

struct Timing {
    double microsPerPuzzle;
    double nodesPerPuzzle;
};

template <class Solve>
Timing timeAll(const std::vector<std::vector<int>>& puzzles, Solve solve) {
    std::uint64_t nodes = 0, checksum = 0;
    const auto start = Clock::now();
    for (const auto& p : puzzles) {
        const auto result = solve(p);
        nodes += result.nodes;
        checksum += result.count;
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    if (checksum == 0) std::cerr << "sudoku_bench: no puzzle solved\n";
    return {seconds * 1e6 / static_cast<double>(puzzles.size()), static_cast<double>(nodes) / puzzles.size()};
}

// Wall time of `qqwing --solve` on the whole file (one process; start-up is negligible over thousands of puzzles).
double qqwingMicros(const std::string& path, std::size_t count, bool countSolutions) {
    const std::string command = std::string("qqwing --solve --one-line ") + (countSolutions ? "--count-solutions " : "") +
                                "< '" + path + "' > /dev/null 2>&1";
    const auto start = Clock::now();
    if (std::system(command.c_str()) != 0) return -1;
    return std::chrono::duration<double>(Clock::now() - start).count() * 1e6 / static_cast<double>(count);
}

void row(const std::string& name, const std::string& mode, double micros) {
    std::printf("| %-12s | %-22s | %10.2f | %12.0f |\n", name.c_str(), mode.c_str(), micros, micros > 0 ? 1e6 / micros : 0);
}

}  // namespace

int runSolveBench(int argc, char** argv) {
    std::vector<std::string> files;
    bool withQqwing = true;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--no-qqwing") withQqwing = false;
        else files.push_back(arg);
    }
    if (files.empty()) {
        files = {dataFile("17-clue.txt"), dataFile("top1465.txt")};
    }
    std::printf("| file         | solver                 | us/puzzle  | puzzles/s    |\n");
    std::printf("|--------------|------------------------|------------|--------------|\n");
    for (const auto& path : files) {
        const auto puzzles = loadPuzzles(path);
        const auto geometry = sudoku::Geometry::make(9, sudoku::Variant::classic);
        sudoku::Solver solver(geometry.value());
        const std::string name = path.substr(path.find_last_of('/') + 1);
        const auto first = timeAll(puzzles, [&](const std::vector<int>& p) { return solver.first(p); });
        const auto count = timeAll(puzzles, [&](const std::vector<int>& p) { return solver.solve(p, 2); });
        row(name, "dlx first solution", first.microsPerPuzzle);
        row(name, "dlx count to 2", count.microsPerPuzzle);
        if (withQqwing) {
            row(name, "qqwing --solve", qqwingMicros(path, puzzles.size(), false));
            row(name, "qqwing --count-solutions", qqwingMicros(path, puzzles.size(), true));
        }
        std::printf("|              | (dlx nodes per puzzle: first %.0f, count %.0f; %zu puzzles)\n", first.nodesPerPuzzle,
                    count.nodesPerPuzzle, puzzles.size());
    }
    return 0;
}
