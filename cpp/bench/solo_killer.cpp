// Reading Solo's description format (solo.c: encode_grid and encode_block_structure_desc, as documented there):
// a grid is runs of blanks as letters (a = 1 .. z = 26) and numbers separated by '_' when adjacent; a block
// structure is the internal edges, first between horizontal neighbours row by row, then between vertical
// neighbours column by column, written as runs of non-edges before each edge ('_' = 0, a..y = 1..25) where 'z' is
// 25 non-edges with no edge after them, ended by one virtual edge.
#include "solo_killer.h"

#include <cstdio>
#include <numeric>

#include "geometry.h"

namespace solo {

namespace {

using sudoku::Error;
using sudoku::Result;

// Values per cell (0 = none) of a run-length grid.
Result<std::vector<int>> readGrid(const std::string& text, int area) {
    std::vector<int> cells;
    for (std::size_t i = 0; i < text.size();) {
        const char ch = text[i];
        if (ch >= 'a' && ch <= 'z') {
            cells.insert(cells.end(), ch - 'a' + 1, 0);
            ++i;
        } else if (ch == '_') {
            ++i;
        } else if (ch >= '0' && ch <= '9') {
            int value = 0;
            while (i < text.size() && text[i] >= '0' && text[i] <= '9') value = value * 10 + (text[i++] - '0');
            cells.push_back(value);
        } else {
            return Error{std::string("unexpected '") + ch + "' in Solo grid '" + text + "'", {}};
        }
    }
    if (static_cast<int>(cells.size()) != area) {
        return Error{"Solo grid has " + std::to_string(cells.size()) + " cells, expected " + std::to_string(area), {}};
    }
    return cells;
}

// The cage of each cell (a union of the cells no edge separates).
Result<std::vector<int>> readCages(const std::string& text, int size) {
    const int edges = 2 * size * (size - 1);
    std::vector<bool> isEdge;
    for (char ch : text) {
        if (ch == 'z') {
            isEdge.insert(isEdge.end(), 25, false);
            continue;
        }
        if (ch != '_' && (ch < 'a' || ch > 'y')) return Error{std::string("unexpected '") + ch + "' in Solo cages", {}};
        isEdge.insert(isEdge.end(), ch == '_' ? 0 : ch - 'a' + 1, false);
        isEdge.push_back(true);
    }
    if (static_cast<int>(isEdge.size()) != edges + 1) {
        return Error{"Solo cages describe " + std::to_string(isEdge.size()) + " edges, expected " + std::to_string(edges + 1), {}};
    }
    std::vector<int> parent(size * size);
    std::iota(parent.begin(), parent.end(), 0);
    auto root = [&](int x) {
        while (parent[x] != x) x = parent[x] = parent[parent[x]];
        return x;
    };
    for (int i = 0; i < edges; ++i) {
        if (isEdge[i]) continue;
        const int half = size * (size - 1);
        int a = 0, b = 0;
        if (i < half) {
            a = (i / (size - 1)) * size + i % (size - 1);
            b = a + 1;
        } else {
            a = (i % (size - 1)) * size + (i / (size - 1) - size);
            b = a + size;
        }
        parent[root(a)] = root(b);
    }
    std::vector<int> cageOf(size * size);
    for (int cell = 0; cell < size * size; ++cell) cageOf[cell] = root(cell);
    return cageOf;
}

}  // namespace

Result<std::string> soloKillerLine(const std::string& gameId) {
    const auto colon = gameId.find(':');
    const auto x = gameId.find('x');
    if (colon == std::string::npos || x == std::string::npos || x > colon || gameId.find('k') > colon) {
        return Error{"not a Solo killer game ID: '" + gameId + "'", {}};
    }
    const int box = std::stoi(gameId.substr(0, x));
    const int size = box * std::stoi(gameId.substr(x + 1));
    std::vector<std::string> parts;
    for (std::size_t start = colon + 1;;) {
        const auto comma = gameId.find(',', start);
        parts.push_back(gameId.substr(start, comma == std::string::npos ? comma : comma - start));
        if (comma == std::string::npos) break;
        start = comma + 1;
    }
    if (parts.size() != 3) return Error{"expected GRID,CAGES,SUMS after ':' in '" + gameId + "'", {}};
    auto givens = readGrid(parts[0], size * size);
    auto cages = readCages(parts[1], size);
    auto sums = readGrid(parts[2], size * size);
    if (!givens) return givens.error();
    if (!cages) return cages.error();
    if (!sums) return sums.error();
    std::string line;
    for (int v : *givens) line += sudoku::valueSymbol(v);
    // Each cage's sum sits in one of its cells; its cells in reading order.
    for (int cell = 0; cell < size * size; ++cell) {
        if ((*sums)[cell] == 0) continue;
        line += ";cage=" + std::to_string((*sums)[cell]) + "/";
        for (int other = 0; other < size * size; ++other) {
            if ((*cages)[other] == (*cages)[cell]) {
                line += "r" + std::to_string(other / size + 1) + "c" + std::to_string(other % size + 1);
            }
        }
    }
    return line;
}

namespace {

std::string runSoloOnce(int count, const std::string& params) {
    const std::string command = "/usr/games/sgt-solo --generate " + std::to_string(count) + " " + params + " 2>/dev/null";
    std::string out;
    if (FILE* pipe = popen(command.c_str(), "r")) {
        char buffer[4096];
        while (const std::size_t n = fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, n);
        pclose(pipe);
    }
    return out;
}

}  // namespace

// Under heavy load one run has come back empty (not reproduced in 46 runs), so an empty answer is asked again.
std::string runSolo(int count, const std::string& params) {
    std::string out;
    for (int attempt = 0; attempt < 3 && out.empty(); ++attempt) out = runSoloOnce(count, params);
    return out;
}

}  // namespace solo
