// Multi-Colouring: two strong-link networks of one value, each split in two colours (one colour of a network holds
// every place of the value in it). When a colour of one network sees a colour of the other, they are not both the
// value, so one of the opposite colours is: a cell seeing both opposite colours loses the value (trap), and a
// colour seeing both colours of the other network is not the value anywhere (wrap).
#include "cold.h"
#include "strong_links.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

struct Network {
    CellSet sides[2];
    CellSet seen[2];  // the cells that see a cell of each side
};

std::vector<Network> networksOf(const Board& board, int value) {
    const std::vector<Link> links = strongLinks(board, value);
    std::vector<Network> networks;
    CellSet done;
    for (const Link& link : links) {
        if (done[link.from]) continue;
        const std::vector<int> colour = colourComponent(board, links, link.from);
        Network network;
        for (int cell = 0; cell < board.cellCount(); ++cell) {
            if (colour[cell] == 0) continue;
            done[cell] = true;
            network.sides[colour[cell] - 1][cell] = true;
            network.seen[colour[cell] - 1] |= board.layout().peerSets[cell];
        }
        networks.push_back(network);
    }
    return networks;
}

std::vector<int> cellsIn(const Board& board, const CellSet& set) {
    std::vector<int> cells;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (set[cell]) cells.push_back(cell);
    }
    return cells;
}

COLD void describe(const Board& board, int value, const Network& x, int a, const Network& y, int b, bool wrap,
                   Step& step) {
    const Geometry& g = board.geometry();
    const auto names = [&](const CellSet& set) { return "{" + cellList(g, cellsIn(board, set)) + "}"; };
    const std::string v = valueText(value), xa = names(x.sides[a]), xo = names(x.sides[1 - a]);
    const std::string yb = names(y.sides[b]), yo = names(y.sides[1 - b]);
    step.cells = cellsIn(board, x.sides[0] | x.sides[1] | y.sides[0] | y.sides[1]);
    step.explanation = "The strong links of " + v + " form two networks: " + xa + " or " + xo + " holds " + v +
                       ", and " + yb + " or " + yo + ". ";
    step.explanation += wrap ? xa + " sees cells of both " + yb + " and " + yo + ", one of which holds " + v +
                                   ", so " + xa + " is not " + v + "."
                             : xa + " sees " + yb + ", so they are not both " + v + ": " + xo + " or " + yo +
                                   " is, and the cells that see both cannot be " + v + ".";
}

bool multiStep(const Board& board, int value, const Network& x, const Network& y, Step& step) {
    for (int a = 0; a < 2; ++a) {
        for (int b = 0; b < 2; ++b) {
            if ((x.sides[a] & y.seen[b]).none()) continue;
            const bool wrap = (x.sides[a] & y.seen[1 - b]).any();
            const CellSet targets = wrap ? x.sides[a] : x.seen[1 - a] & y.seen[1 - b];
            Step found;
            if (!addEliminations(board, found, targets, value)) continue;
            step = makeStep(board, Technique::multiColouring);
            step.eliminations = std::move(found.eliminations);
            describe(board, value, x, a, y, b, wrap, step);
            return true;
        }
    }
    return false;
}

}  // namespace

bool findMultiColouring(const Board& board, Step& step) {
    for (int value = 1; value <= board.size(); ++value) {
        const std::vector<Network> networks = networksOf(board, value);
        for (std::size_t i = 0; i < networks.size(); ++i) {
            for (std::size_t j = 0; j < networks.size(); ++j) {
                if (i != j && multiStep(board, value, networks[i], networks[j], step)) return true;
            }
        }
    }
    return false;
}

}  // namespace sudoku::logic
