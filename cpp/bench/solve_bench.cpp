// Times first-solution and count-to-2 with each exact-cover engine over whole puzzle files (and generated 16x16
// and 25x25 puzzles), then qqwing and any other peer solver on the same files.
#include "solve_bench.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "data_dir.h"
#include "generator/generator.h"
#include "puzzle.h"
#include "solver.h"

namespace {

using Clock = std::chrono::steady_clock;

// A file's puzzles with their geometries: most files share one, but constraint puzzles (cages, thermometers)
// each have their own, and each is solved on a solver of its own geometry.
struct Puzzles {
    std::string name;
    std::vector<sudoku::Geometry> geometries;  // distinct, in the order first met
    std::vector<int> geometryOf;               // per puzzle
    std::vector<std::vector<int>> cells;

    void add(const sudoku::Puzzle& puzzle) {
        if (geometries.empty() || geometries.back() != puzzle.geometry) geometries.push_back(puzzle.geometry);
        geometryOf.push_back(static_cast<int>(geometries.size()) - 1);
        cells.push_back(puzzle.cells);
    }
};

Puzzles loadPuzzles(const std::string& path) {
    std::ifstream file(path);
    if (!file) {
        std::cerr << "sudoku_bench: cannot read " << path << '\n';
        std::exit(2);
    }
    Puzzles puzzles{path.substr(path.find_last_of('/') + 1), {}, {}, {}};
    std::string line;
    while (std::getline(file, line)) {
        const std::string token = sudoku::firstToken(line);
        if (token.empty() || token[0] == '#') continue;
        const auto* previous = puzzles.geometries.empty() ? nullptr : &puzzles.geometries.back();
        auto puzzle = sudoku::parsePuzzle(token, {}, previous);
        if (!puzzle) {
            std::cerr << "sudoku_bench: " << path << ": " << puzzle.error().message << '\n';
            std::exit(2);
        }
        puzzles.add(*puzzle);
    }
    return puzzles;
}

// Unrated puzzles from the generator, seeds 1..count: the same puzzles on every run.
Puzzles generated(int size, int count) {
    sudoku::GenerateOptions options;
    options.size = size;
    options.rate = false;
    Puzzles puzzles{std::to_string(size) + "x" + std::to_string(size) + " generated", {}, {}, {}};
    for (int seed = 1; seed <= count; ++seed) {
        options.seed = static_cast<std::uint64_t>(seed);
        const auto result = sudoku::generate(options);
        if (!result) {
            std::cerr << "sudoku_bench: generating " << puzzles.name << ": " << result.error().message << '\n';
            std::exit(2);
        }
        puzzles.add(result->puzzle);
    }
    return puzzles;
}

struct Timing {
    double microsPerPuzzle;     // wall clock
    double cpuMicrosPerPuzzle;  // this process's CPU time, which other jobs on the machine disturb less
    double nodesPerPuzzle;
};

// Times solve(i) for every puzzle index i.
template <class Solve>
Timing timeAll(std::size_t puzzles, Solve solve) {
    std::uint64_t nodes = 0, checksum = 0;
    const std::clock_t cpuStart = std::clock();
    const auto start = Clock::now();
    for (std::size_t i = 0; i < puzzles; ++i) {
        const auto result = solve(i);
        nodes += result.nodes;
        checksum += result.count;
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    const double cpuSeconds = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    if (checksum == 0) std::cerr << "sudoku_bench: no puzzle solved\n";
    const double count = static_cast<double>(puzzles);
    return {seconds * 1e6 / count, cpuSeconds * 1e6 / count, static_cast<double>(nodes) / count};
}

// Wall time per puzzle of `command < path` (one process; start-up is negligible over hundreds of puzzles), or -1
// when it fails (not installed, or it rejects the file).
double commandMicros(const std::string& command, const std::string& path, std::size_t count) {
    const std::string line = command + " < '" + path + "' > /dev/null 2>&1";
    const auto start = Clock::now();
    if (std::system(line.c_str()) != 0) return -1;
    return std::chrono::duration<double>(Clock::now() - start).count() * 1e6 / static_cast<double>(count);
}

// A solver of another project timed on the same files: `command` reads the file's puzzles on standard input.
struct Peer {
    std::string name, command;
};

const Peer kQqwing[] = {{"qqwing --solve", "qqwing --solve --one-line"},
                        {"qqwing --count-solutions", "qqwing --solve --one-line --count-solutions"}};

// One table row; cpu and nodes < 0 are left blank (a peer runs in another process).
void row(const std::string& name, const std::string& mode, double micros, double cpu = -1, double nodes = -1) {
    auto blankable = [](double x, const char* format) {
        char text[32] = "";
        if (x >= 0) std::snprintf(text, sizeof text, format, x);
        return std::string(text);
    };
    std::printf("| %-18s | %-39s | %10.2f | %10s | %10.0f | %8s |\n", name.c_str(), mode.c_str(), micros,
                blankable(cpu, "%.2f").c_str(), micros > 0 ? 1e6 / micros : 0, blankable(nodes, "%.0f").c_str());
    std::fflush(stdout);
}

// Rows of a build for this machine's CPU alone (CMake SUDOKU_HOST_CPU) say so: their figures are not the
// portable build's.
#ifdef SUDOKU_HOST_CPU
constexpr const char* kBuildLabel = ", host CPU";
#else
constexpr const char* kBuildLabel = "";
#endif

// Every engine that fits the geometry (or only the one labelled `only`): first solution and count to 2.
void benchEngines(const Puzzles& puzzles, const std::string& only) {
    for (const auto engine : {dlx::Engine::dancingLinks, dlx::Engine::bitset, dlx::Engine::bitsetSingles}) {
        const std::string label = dlx::engineName(engine);
        if (!only.empty() && only != label) continue;
        const auto fitsBitset = [](const sudoku::Geometry& g) {
            return sudoku::Solver(g).engine() != dlx::Engine::dancingLinks;
        };
        if (engine != dlx::Engine::dancingLinks &&
            !std::all_of(puzzles.geometries.begin(), puzzles.geometries.end(), fitsBitset)) {
            continue;  // the bitset engine does not fit this size
        }
        std::vector<sudoku::Solver> solvers;  // built before the timing, as a stream of one geometry builds it once
        for (const auto& geometry : puzzles.geometries) solvers.emplace_back(geometry, engine);
        auto solverOf = [&](std::size_t i) -> sudoku::Solver& { return solvers[puzzles.geometryOf[i]]; };
        const std::size_t n = puzzles.cells.size();
        const auto first = timeAll(n, [&](std::size_t i) { return solverOf(i).first(puzzles.cells[i]); });
        const auto count = timeAll(n, [&](std::size_t i) { return solverOf(i).solve(puzzles.cells[i], 2); });
        row(puzzles.name, label + " first solution" + kBuildLabel, first.microsPerPuzzle, first.cpuMicrosPerPuzzle,
            first.nodesPerPuzzle);
        row(puzzles.name, label + " count to 2" + kBuildLabel, count.microsPerPuzzle, count.cpuMicrosPerPuzzle,
            count.nodesPerPuzzle);
    }
}

}  // namespace

int runSolveBench(int argc, char** argv) {
    std::vector<std::string> files;
    std::vector<Peer> peers;  // those given with --peer; qqwing's go first unless --no-qqwing
    bool withQqwing = true;
    std::string only;
    for (int i = 2; i < argc; ++i) {
        const std::string arg = argv[i];
        const std::string value = i + 1 < argc ? argv[i + 1] : "";
        if (arg == "--no-qqwing") {
            withQqwing = false;
        } else if (arg == "--engine" && !value.empty()) {
            only = argv[++i];
        } else if (arg == "--peer" && value.find('=') != std::string::npos) {
            peers.push_back({value.substr(0, value.find('=')), value.substr(value.find('=') + 1)});
            ++i;
        } else if (arg.rfind("--", 0) == 0) {
            std::cerr << "sudoku_bench solve: unknown option '" << arg
                      << "' (use --no-qqwing, --engine NAME, --peer NAME=COMMAND)\n";
            return 2;
        } else {
            files.push_back(arg);
        }
    }
    if (withQqwing) peers.insert(peers.begin(), std::begin(kQqwing), std::end(kQqwing));
    const bool defaults = files.empty();
    if (defaults) files = {dataFile("17-clue.txt"), dataFile("top1465.txt"), dataFile("forum-hardest.txt")};
    std::printf("| puzzles            | solver                                  | us/puzzle  | CPU us     | puzzles/s  | nodes    |\n");
    std::printf("|--------------------|-----------------------------------------|------------|------------|------------|----------|\n");
    for (const auto& path : files) {
        const auto puzzles = loadPuzzles(path);
        benchEngines(puzzles, only);
        for (const auto& peer : peers) {
            const double micros = commandMicros(peer.command, path, puzzles.cells.size());
            if (micros < 0) std::cerr << "sudoku_bench: '" << peer.command << " < " << path << "' failed\n";
            else row(puzzles.name, peer.name, micros);
        }
    }
    if (defaults) {
        benchEngines(generated(16, 10), only);
        benchEngines(generated(25, 2), only);
    }
    std::printf("(nodes: options tried at branch points per puzzle; dlx counts forced levels too, bitset does not)\n");
    return 0;
}
