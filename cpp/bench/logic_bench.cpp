// Runs the logic engine over whole data files: share solved by logic, wrong steps (must be 0), levels, mean
// score per label of the file (rated-5000 levels, se-rated ER), Spearman correlation with numeric labels, how
// often each technique fires (and how many puzzles need a forcing chain), and the time to rate a puzzle and to
// find one step (a hint).
#include "logic_bench.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "data_dir.h"
#include "logic/logic_solver.h"
#include "solver_cache.h"

namespace {

using Clock = std::chrono::steady_clock;
using sudoku::logic::Step;

double percentile(std::vector<double> values, double p) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    return values[static_cast<std::size_t>(p * (values.size() - 1))];
}

// Counts placements that differ from the solution and eliminations of the solution's value.
int wrongMoves(const Step& step, const std::vector<int>& solution) {
    int wrong = 0;
    for (const auto& c : step.placements) wrong += solution[c.cell] != c.value ? 1 : 0;
    for (const auto& c : step.eliminations) wrong += solution[c.cell] == c.value ? 1 : 0;
    return wrong;
}

void countTechniques(const std::vector<Step>& steps, FileReport& report) {
    std::map<std::string, int> used;
    for (const Step& step : steps) ++used[sudoku::logic::techniqueName(step.technique)];
    for (const auto& [name, count] : used) {
        report.techniques[name].first += count;
        ++report.techniques[name].second;
    }
    report.forcing += used.count("Forcing Chain") || used.count("Forcing Net") ? 1 : 0;
}

std::string labelOf(const std::string& line) {
    if (line.find(',') != std::string::npos) return line.substr(line.rfind(',') + 1);
    const auto space = line.find_first_of(" \t");
    if (space == std::string::npos) return "";
    const auto start = line.find_first_not_of(" \t", space);
    return start == std::string::npos ? "" : line.substr(start, line.find_first_of(" \t\r", start) - start);
}

}  // namespace

bool loadFile(const std::string& path, std::size_t limit, std::vector<Entry>& entries) {
    std::ifstream file(path);
    if (!file) return false;
    std::string line;
    while (std::getline(file, line) && entries.size() < limit) {
        const sudoku::Geometry* reuse = entries.empty() ? nullptr : &entries.back().puzzle.geometry;
        auto puzzle = sudoku::parsePuzzle(sudoku::firstToken(line), {}, reuse);
        if (puzzle) entries.push_back({*puzzle, labelOf(line)});  // skips headers and comments
    }
    return true;
}

std::vector<double> ranks(const std::vector<double>& values) {
    std::vector<std::size_t> order(values.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return values[a] < values[b]; });
    std::vector<double> rank(values.size());
    for (std::size_t i = 0; i < order.size();) {  // ties share their mean rank
        std::size_t j = i;
        while (j < order.size() && values[order[j]] == values[order[i]]) ++j;
        for (std::size_t k = i; k < j; ++k) rank[order[k]] = (i + j - 1) / 2.0;
        i = j;
    }
    return rank;
}

double spearman(const std::vector<double>& x, const std::vector<double>& y) { return rankCorrelation(ranks(x), ranks(y)); }

double rankCorrelation(const std::vector<double>& rx, const std::vector<double>& ry) {
    const double n = static_cast<double>(rx.size());
    double mx = 0, my = 0, sxy = 0, sxx = 0, syy = 0;
    for (std::size_t i = 0; i < rx.size(); ++i) mx += rx[i] / n, my += ry[i] / n;
    for (std::size_t i = 0; i < rx.size(); ++i) {
        sxy += (rx[i] - mx) * (ry[i] - my);
        sxx += (rx[i] - mx) * (rx[i] - mx);
        syy += (ry[i] - my) * (ry[i] - my);
    }
    return sxy / std::sqrt(sxx * syy);
}

void runPuzzle(const sudoku::Puzzle& puzzle, const std::vector<int>& solution, const std::string& label,
               FileReport& report) {
    auto board = sudoku::logic::boardOf(puzzle);
    const sudoku::logic::LogicOptions options = sudoku::logic::optionsFor(puzzle, true);
    std::vector<Step> steps;
    const auto start = Clock::now();
    for (;;) {
        const auto before = Clock::now();
        auto step = sudoku::logic::nextStep(board, options);
        report.hintMs.push_back(std::chrono::duration<double, std::milli>(Clock::now() - before).count());
        if (!step) break;
        report.wrong += wrongMoves(*step, solution);
        sudoku::logic::applyStep(board, *step);
        steps.push_back(std::move(*step));
    }
    report.rateMs.push_back(std::chrono::duration<double, std::milli>(Clock::now() - start).count());
    countTechniques(steps, report);
    const sudoku::Rating rating = sudoku::ratePuzzle(puzzle);
    ++report.puzzles;
    report.solved += board.solved() ? 1 : 0;
    ++report.levels[sudoku::levelName(rating.level)];
    ++report.levelsByLabel[label][sudoku::levelName(rating.level)];
    auto& byLabel = report.scoreByLabel[label];
    byLabel.first += rating.score;
    ++byLabel.second;
    char* end = nullptr;
    const double numeric = std::strtod(label.c_str(), &end);
    if (!label.empty() && *end == '\0') {
        report.scores.push_back(rating.score);
        report.numericLabels.push_back(numeric);
    }
}

void printReport(const std::string& path, const FileReport& r) {
    std::printf("%s: %d puzzles, solved by logic %d (%.2f%%), wrong steps %d\n", path.c_str(), r.puzzles, r.solved,
                100.0 * r.solved / std::max(r.puzzles, 1), r.wrong);
    std::printf("  levels:");
    for (const auto& [level, count] : r.levels) std::printf(" %s %d", level.c_str(), count);
    std::printf("\n  rate ms: median %.3f p99 %.3f max %.3f | hint ms: median %.3f p99 %.3f max %.3f\n",
                percentile(r.rateMs, 0.5), percentile(r.rateMs, 0.99), percentile(r.rateMs, 1.0),
                percentile(r.hintMs, 0.5), percentile(r.hintMs, 0.99), percentile(r.hintMs, 1.0));
    if (r.scoreByLabel.size() > 1 && r.numericLabels.empty()) {
        std::printf("  mean score by label:");
        for (const auto& [label, sum] : r.scoreByLabel) std::printf(" %s %.0f", label.c_str(), sum.first / sum.second);
        std::printf("\n  our levels by label:");
        for (const auto& [label, levels] : r.levelsByLabel) {
            std::printf(" %s:", label.c_str());
            for (const auto& [level, count] : levels) std::printf(" %s %d", level.c_str(), count);
            std::printf(";");
        }
        std::printf("\n");
    }
    std::printf("  needing a Forcing Chain or Net: %d (%.1f%%)\n  techniques (steps/puzzles):", r.forcing,
                100.0 * r.forcing / std::max(r.puzzles, 1));
    for (const auto& [name, counts] : r.techniques) std::printf(" %s %d/%d;", name.c_str(), counts.first, counts.second);
    std::printf("\n");
    if (r.numericLabels.size() > 1) {
        std::printf("  Spearman(score, label) = %.3f over %zu puzzles\n", spearman(r.scores, r.numericLabels),
                    r.scores.size());
    }
}

int runLogicBench(int argc, char** argv) {
    std::vector<std::string> paths;
    std::size_t limit = SIZE_MAX;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--limit" && i + 1 < argc) {
            limit = std::strtoul(argv[++i], nullptr, 10);
        } else {
            paths.push_back(arg);
        }
    }
    if (paths.empty()) {
        for (const char* name : {"rated-5000.csv", "top1465.txt", "se-rated.txt"}) {
            paths.push_back(dataFile(name));
        }
    }
    int wrong = 0;
    for (const auto& path : paths) {
        std::vector<Entry> entries;
        if (!loadFile(path, limit, entries)) {
            std::fprintf(stderr, "sudoku_bench: cannot read %s\n", path.c_str());
            return 2;
        }
        FileReport report;
        sudoku::SolverCache solvers;
        for (const Entry& entry : entries) {
            const auto result = solvers.get(entry.puzzle.geometry).solve(entry.puzzle.cells, 2);
            if (result.status != sudoku::SolveStatus::unique) continue;
            runPuzzle(entry.puzzle, result.solutions[0], entry.label, report);
        }
        printReport(path, report);
        wrong += report.wrong;
    }
    return wrong == 0 ? 0 : 1;
}
