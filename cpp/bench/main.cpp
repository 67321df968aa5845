// `sudoku_bench SUBCOMMAND`: benchmarks that print figures (never timed tests).
#include <cstdio>
#include <cstring>

#include "fit_bench.h"
#include "generate_bench.h"
#include "killer_bench.h"
#include "logic_bench.h"
#include "options_bench.h"
#include "solve_bench.h"

namespace {

struct Bench {
    const char* name;
    int (*run)(int argc, char** argv);
    const char* help;
};

const Bench kBenches[] = {
    {"logic", runLogicBench,
     "logic [FILE...] [--limit N]: logic coverage, wrong steps, rating, speed (default: rated-5000, top1465, se-rated)"},
    {"fit", runFitBench,
     "fit [FILE]: the rating's score weight per technique fitted to the file's ER (default se-rated), with Spearman"},
    {"generate", runGenerateBench,
     "generate [--count N] [--big] [--no-qqwing]: generator median/p95 per level, size, variant; qqwing beside it"},
    {"killer", runKillerBench,
     "killer [--count N] [--params 3x3kdu]: Solo's killer puzzles (sgt-solo, timed) solved, counted unique, option counts; our killer generator timed in the same run"},
    {"options", runOptionsBench,
     "options [--count N]: the exact-cover matrix (items, options, group options) of generated puzzles per variant and constraint"},
    {"solve", runSolveBench,
     "solve [FILE...] [--no-qqwing] [--engine dlx|bitset|bitset-singles] [--peer NAME=COMMAND]...: first solution and count-to-2 per engine, and each peer solver (COMMAND reads the puzzles on stdin) timed on the same files (default: 17-clue, top1465, forum-hardest, 16x16, 25x25)"},
};

}  // namespace

int main(int argc, char** argv) {
    for (const Bench& bench : kBenches) {
        if (argc > 1 && std::strcmp(argv[1], bench.name) == 0) return bench.run(argc, argv);
    }
    std::fprintf(stderr, "usage: sudoku_bench SUBCOMMAND (run from the repository root)\n");
    for (const Bench& bench : kBenches) std::fprintf(stderr, "  %s\n", bench.help);
    return 2;
}
