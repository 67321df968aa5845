// Generates killer puzzles with Solo (timing it), converts them, and times parsing (which enumerates each group's
// fillings or digit sets) and counting to 2; prints the option counts the encoding produces, then what the logic
// does on them (solved or stuck, techniques, rating time, wrong steps: must be 0).
#include "killer_bench.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "constraints/constraint_layout.h"
#include "logic_bench.h"
#include "puzzle.h"
#include "solo_killer.h"
#include "solver.h"

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

double percentile(std::vector<double> values, double p) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, static_cast<std::size_t>(p * static_cast<double>(values.size())))];
}

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> out;
    for (std::size_t start = 0; start < text.size();) {
        const auto end = std::min(text.find('\n', start), text.size());
        if (end > start) out.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return out;
}

}  // namespace

int runKillerBench(int argc, char** argv) {
    int count = 50;
    std::string params = "3x3kdu", save;  // --save FILE: the converted lines, for the module's benchmark
    for (int i = 2; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--count") == 0) count = std::atoi(argv[i + 1]);
        else if (std::strcmp(argv[i], "--params") == 0) params = argv[i + 1];
        else if (std::strcmp(argv[i], "--save") == 0) save = argv[i + 1];
    }
    const auto soloStart = Clock::now();
    const auto ids = lines(solo::runSolo(count, params));
    const double soloMs = msSince(soloStart);
    if (ids.empty()) {
        std::fprintf(stderr, "sudoku_bench: sgt-solo gave no puzzles (Debian package sgt-puzzles)\n");
        return 2;
    }
    std::vector<double> parseMs, solveMs, options, cages, largest;
    std::string saved;
    FileReport logic;
    int unique = 0, errors = 0;
    for (const auto& id : ids) {
        const auto line = solo::soloKillerLine(id);
        if (line) saved += *line + "\n";
        auto start = Clock::now();
        auto puzzle = line ? sudoku::parsePuzzle(*line) : sudoku::Result<sudoku::Puzzle>(line.error());
        parseMs.push_back(msSince(start));
        if (!puzzle) {
            std::fprintf(stderr, "%s: %s\n", id.c_str(), puzzle.error().message.c_str());
            ++errors;
            continue;
        }
        const auto* layout = puzzle->geometry.constraintLayout();
        options.push_back(layout->fillingCount());
        cages.push_back(static_cast<double>(layout->constraints.groups.size()));
        std::size_t big = 0;
        for (const auto& group : layout->constraints.groups) big = std::max(big, group.cells.size());
        largest.push_back(static_cast<double>(big));
        start = Clock::now();
        sudoku::Solver solver(puzzle->geometry);
        const auto result = solver.solve(puzzle->cells, 2);
        solveMs.push_back(msSince(start));
        unique += result.status == sudoku::SolveStatus::unique;
        if (result.status == sudoku::SolveStatus::unique) runPuzzle(*puzzle, result.solutions[0], "", logic);
    }
    std::printf("Solo %s: %zu puzzles generated in %.0f ms (%.1f ms each, sgt-solo --generate)\n", params.c_str(),
                ids.size(), soloMs, soloMs / static_cast<double>(ids.size()));
    std::printf("unique %d of %zu, errors %d\n", unique, ids.size(), errors);
    std::printf("cages per puzzle median %.0f, largest cage median %.0f max %.0f\n", percentile(cages, 0.5),
                percentile(largest, 0.5), percentile(largest, 1.0));
    std::printf("group options (fillings + digit sets) per puzzle: median %.0f p95 %.0f max %.0f\n",
                percentile(options, 0.5), percentile(options, 0.95), percentile(options, 1.0));
    std::printf("parse (enumeration) ms: median %.2f p95 %.2f\n", percentile(parseMs, 0.5), percentile(parseMs, 0.95));
    std::printf("matrix build + count to 2 ms: median %.2f p95 %.2f max %.2f\n", percentile(solveMs, 0.5),
                percentile(solveMs, 0.95), percentile(solveMs, 1.0));
    printReport("logic on Solo " + params, logic);
    if (!save.empty()) std::ofstream(save) << saved;
    return errors == 0 && unique == static_cast<int>(ids.size()) && logic.wrong == 0 ? 0 : 1;
}
