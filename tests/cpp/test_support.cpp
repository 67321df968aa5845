// Data access, the independent checker, and the CLI runner used by the suites.
#include "test_support.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sys/wait.h>

namespace testing {

std::string dataPath(const std::string& name) {
    const char* env = std::getenv("SUDOKU_DATA");
    const std::string path = std::string(env ? env : SUDOKU_DATA_DIR) + "/" + name;
    std::ifstream probe(path);
    if (!probe) FAIL("missing data file " << path << " (the data sets live in the repository's data/ folder; SUDOKU_DATA may point elsewhere)");
    return path;
}

std::vector<std::string> dataLines(const std::string& name) {
    std::ifstream file(dataPath(name));
    std::vector<std::string> lines;
    std::string line;
    while (std::getline(file, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (!line.empty() && line[0] != '#') lines.push_back(line);
    }
    return lines;
}

bool Rules::sameHouse(int a, int b) const {
    const int ra = a / size, ca = a % size, rb = b / size, cb = b % size;
    if (ra == rb || ca == cb) return true;
    if (regions.empty()) {
        if (ra / boxRows == rb / boxRows && ca / boxCols == cb / boxCols) return true;
    } else if (regions[a] == regions[b]) {
        return true;
    }
    if (diagonals && ((ra == ca && rb == cb) || (ra + ca == size - 1 && rb + cb == size - 1))) return true;
    if (windows) {
        auto window = [&](int r, int c) {
            const int wr = (r - 1) % (boxRows + 1), wc = (c - 1) % (boxCols + 1);
            if (r < 1 || c < 1 || wr >= boxRows || wc >= boxCols) return -1;
            const int down = (r - 1) / (boxRows + 1), across = (c - 1) / (boxCols + 1);
            if (down >= (size - 1) / (boxRows + 1) || across >= (size - 1) / (boxCols + 1)) return -1;
            return down * size + across;
        };
        const int wa = window(ra, ca);
        if (wa >= 0 && wa == window(rb, cb)) return true;
    }
    return false;
}

std::vector<std::vector<int>> rowsColumnsBoxes(const Rules& rules) {
    const int n = rules.size;
    std::vector<std::vector<int>> houses(3 * n);
    for (int cell = 0; cell < n * n; ++cell) {
        const int r = cell / n, c = cell % n;
        const int box = rules.regions.empty() ? (r / rules.boxRows) * (n / rules.boxCols) + c / rules.boxCols
                                              : rules.regions[cell];
        houses[r].push_back(cell);
        houses[n + c].push_back(cell);
        houses[2 * n + box].push_back(cell);
    }
    return houses;
}

Rules rulesOf(const sudoku::Geometry& geometry) {
    Rules rules;
    rules.size = geometry.size();
    rules.boxRows = geometry.box().rows;
    rules.boxCols = geometry.box().cols;
    if (geometry.variant() == sudoku::Variant::jigsaw) rules.regions = geometry.regions();
    rules.diagonals = geometry.variant() == sudoku::Variant::x;
    rules.windows = geometry.variant() == sudoku::Variant::hyper;
    return rules;
}

namespace {

bool allowed(const Rules& rules, const std::vector<int>& cells, int cell, int value) {
    for (int other = 0; other < static_cast<int>(cells.size()); ++other) {
        if (other != cell && cells[other] == value && rules.sameHouse(cell, other)) return false;
    }
    return true;
}

void count(const Rules& rules, std::vector<int>& cells, int limit, int& found) {
    int best = -1, bestOptions = rules.size + 1;
    for (int cell = 0; cell < static_cast<int>(cells.size()) && bestOptions > 0; ++cell) {
        if (cells[cell] != 0) continue;
        int options = 0;
        for (int v = 1; v <= rules.size; ++v) options += allowed(rules, cells, cell, v);
        if (options < bestOptions) {
            best = cell;
            bestOptions = options;
        }
    }
    if (best < 0) {
        ++found;
        return;
    }
    for (int v = 1; v <= rules.size && found < limit; ++v) {
        if (!allowed(rules, cells, best, v)) continue;
        cells[best] = v;
        count(rules, cells, limit, found);
        cells[best] = 0;
    }
}

}  // namespace

int bruteForceCount(const Rules& rules, std::vector<int> cells, int limit) {
    for (int cell = 0; cell < static_cast<int>(cells.size()); ++cell) {
        if (cells[cell] != 0 && !allowed(rules, cells, cell, cells[cell])) return 0;
    }
    int found = 0;
    count(rules, cells, limit, found);
    return found;
}

bool validGrid(const Rules& rules, const std::vector<int>& grid) {
    if (static_cast<int>(grid.size()) != rules.size * rules.size) return false;
    for (int cell = 0; cell < static_cast<int>(grid.size()); ++cell) {
        if (grid[cell] < 1 || grid[cell] > rules.size || !allowed(rules, grid, cell, grid[cell])) return false;
    }
    return true;
}

bool keepsGivens(const std::vector<int>& puzzle, const std::vector<int>& grid) {
    if (puzzle.size() != grid.size()) return false;
    for (std::size_t i = 0; i < puzzle.size(); ++i) {
        if (puzzle[i] != 0 && puzzle[i] != grid[i]) return false;
    }
    return true;
}

std::string runCli(const std::string& arguments, const std::string& input, int* exitCode) {
    return runProgram(SUDOKU_CLI, arguments, input, exitCode);
}

std::string runBench(const std::string& arguments, int* exitCode) {
    return runProgram(SUDOKU_BENCH, arguments, "", exitCode);
}

std::string runProgram(const std::string& program, const std::string& arguments, const std::string& input,
                       int* exitCode) {
    char inputPath[] = "/tmp/sudoku_cli_inputXXXXXX";
    const int fd = mkstemp(inputPath);
    REQUIRE(fd >= 0);
    FILE* in = fdopen(fd, "w");
    std::fwrite(input.data(), 1, input.size(), in);
    std::fclose(in);
    const std::string command = program + " " + arguments + " < " + inputPath + " 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    REQUIRE(pipe != nullptr);
    std::string output;
    char buffer[4096];
    std::size_t n;
    while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) output.append(buffer, n);
    const int status = pclose(pipe);
    std::remove(inputPath);
    if (exitCode) *exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return output;
}

}  // namespace testing
