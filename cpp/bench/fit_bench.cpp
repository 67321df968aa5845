// `sudoku_bench fit`: fits the rating's score weight of each technique row so that the score ranks a rated file's
// puzzles (se-rated's Sudoku Explainer ER) as closely as it can, and prints the weights and Spearman's
// correlation before and after, on half the puzzles fitted and the other half held out, then on all of them. The
// solving order (the rows' `weight`) is left alone: the paths are solved once and only the scores are re-fitted.
#include "fit_bench.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "data_dir.h"
#include "logic/logic_solver.h"
#include "logic_bench.h"

namespace {

using sudoku::logic::Technique;
using sudoku::logic::TechniqueInfo;

// What a puzzle's path (the one its score follows) contributes to its score: per row used, the most its length
// added; the non-single steps.
struct Path {
    std::vector<std::pair<int, int>> rows;  // row index in the technique table, extra weight
    int harder = 0;
    bool solved = false;
    double label = 0;
};

constexpr int kLowest = 10, kHighest = 99;
// Rows on fewer puzzles keep their weight: a handful of puzzles would pull it anywhere.
constexpr int kMinPuzzles = 20;

int rowOf(Technique id) {
    return static_cast<int>(&sudoku::logic::techniqueInfo(id) - sudoku::logic::techniqueTable().data());
}

Path pathOf(const sudoku::Puzzle& puzzle, double label) {
    auto board = sudoku::logic::boardOf(puzzle);
    const auto options = sudoku::logic::optionsFor(puzzle, true);
    sudoku::logic::LogicSolution solution = sudoku::logic::solveLogically(board, options);
    if (auto scored = sudoku::logic::scoredSolution(puzzle, solution, options)) solution = std::move(*scored);
    Path path{{}, 0, solution.solved, label};
    for (const sudoku::logic::Step& step : solution.steps) {
        const TechniqueInfo& info = sudoku::logic::techniqueInfo(step.technique);
        if (!(info.flags & sudoku::logic::kSingle)) ++path.harder;
        const int row = rowOf(step.technique), extra = step.weight - info.weight;
        auto at = std::find_if(path.rows.begin(), path.rows.end(), [&](const auto& r) { return r.first == row; });
        if (at == path.rows.end()) {
            path.rows.push_back({row, extra});
        } else {
            at->second = std::max(at->second, extra);
        }
    }
    return path;
}

// The score rateSolution gives, with `weights` (per row) in place of the rows' score weights.
double scoreOf(const Path& path, const std::vector<int>& weights) {
    int hardest = 0;
    for (const auto& [row, extra] : path.rows) hardest = std::max(hardest, weights[row] + extra);
    return sudoku::logic::ratingScore(hardest, path.harder, path.solved);
}

struct Sample {
    std::vector<const Path*> paths;
    std::vector<double> labelRanks;

    double correlation(const std::vector<int>& weights) const {
        std::vector<double> scores;
        scores.reserve(paths.size());
        for (const Path* path : paths) scores.push_back(scoreOf(*path, weights));
        return rankCorrelation(ranks(scores), labelRanks);
    }
};

Sample sampleOf(const std::vector<Path>& paths, int stride, int offset) {
    Sample sample;
    std::vector<double> labels;
    for (std::size_t i = offset; i < paths.size(); i += stride) {
        sample.paths.push_back(&paths[i]);
        labels.push_back(paths[i].label);
    }
    sample.labelRanks = ranks(labels);
    return sample;
}

// Coordinate ascent: each row used by enough paths in turn takes the weight in [10, 99] that correlates best (a
// change only when strictly better), until a whole round changes nothing.
std::vector<int> fit(const Sample& sample, std::vector<int> weights) {
    std::vector<int> puzzles(weights.size(), 0);
    for (const Path* path : sample.paths) {
        for (const auto& row : path->rows) ++puzzles[row.first];
    }
    double best = sample.correlation(weights);
    for (int round = 0; round < 20; ++round) {
        bool changed = false;
        for (std::size_t row = 0; row < weights.size(); ++row) {
            if (puzzles[row] < kMinPuzzles) continue;
            int bestWeight = weights[row];
            for (int w = kLowest; w <= kHighest; ++w) {
                weights[row] = w;
                const double r = sample.correlation(weights);
                if (r > best + 1e-12) {
                    best = r;
                    bestWeight = w;
                    changed = true;
                }
            }
            weights[row] = bestWeight;
        }
        if (!changed) break;
    }
    return weights;
}

void printWeights(const std::vector<int>& current, const std::vector<int>& fitted) {
    const auto& table = sudoku::logic::techniqueTable();
    std::printf("technique: order weight, score weight now -> fitted\n");
    for (std::size_t row = 0; row < table.size(); ++row) {
        std::printf("  %s: %d, %d -> %d%s\n", table[row].name, table[row].weight, current[row], fitted[row],
                    current[row] == fitted[row] ? "" : " *");
    }
}

}  // namespace

int runFitBench(int argc, char** argv) {
    const std::string path = argc > 2 ? argv[2] : dataFile("se-rated.txt");
    std::vector<Entry> entries;
    if (!loadFile(path, SIZE_MAX, entries)) {
        std::fprintf(stderr, "sudoku_bench fit: cannot read %s\n", path.c_str());
        return 2;
    }
    std::vector<Path> paths;
    for (const Entry& entry : entries) {
        char* end = nullptr;
        const double label = std::strtod(entry.label.c_str(), &end);
        if (entry.label.empty() || *end != '\0') continue;
        paths.push_back(pathOf(entry.puzzle, label));
    }
    if (paths.size() < 4) {
        std::fprintf(stderr, "sudoku_bench fit: %s has %zu puzzles with a numeric rating; 4 or more needed\n",
                     path.c_str(), paths.size());
        return 2;
    }
    std::vector<int> current;
    for (const TechniqueInfo& row : sudoku::logic::techniqueTable()) current.push_back(sudoku::logic::rowScore(row));
    const Sample even = sampleOf(paths, 2, 0), odd = sampleOf(paths, 2, 1), all = sampleOf(paths, 1, 0);
    const std::vector<int> half = fit(even, current);
    std::printf("%s: %zu rated puzzles\n", path.c_str(), paths.size());
    std::printf("fitted on the even lines: Spearman there %.4f -> %.4f, on the odd lines (held out) %.4f -> %.4f\n",
                even.correlation(current), even.correlation(half), odd.correlation(current), odd.correlation(half));
    const std::vector<int> fitted = fit(all, current);
    std::printf("fitted on all: Spearman %.4f -> %.4f\n", all.correlation(current), all.correlation(fitted));
    printWeights(current, fitted);
    return 0;
}
