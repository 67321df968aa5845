// Single-value patterns built from strong links (a value with exactly two places in a house): two strong links
// joined by a weak one (Skyscraper, 2-String Kite, Turbot Fish), and simple colouring of whole link networks.
#include "cold.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

struct Link {
    int from, to, house;
};

std::vector<Link> strongLinks(const Board& board, int value) {
    std::vector<Link> links;
    const auto& houses = board.houses();
    for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
        const Mask places = board.positions(h, value);
        if (countOf(places) != 2) continue;
        const int p = houses[h].cells[lowestOf(places) - 1];
        const int q = houses[h].cells[lowestOf(places & (places - 1)) - 1];
        links.push_back({p, q, h});
        links.push_back({q, p, h});
    }
    return links;
}

// Which pattern two strong links a=b and c=d form when b sees c.
Technique patternOf(const Board& board, const Link& first, const Link& second) {
    const Geometry& g = board.geometry();
    const HouseKind k1 = board.houses()[first.house].kind, k2 = board.houses()[second.house].kind;
    const int b = first.to, c = second.from;
    if (k1 == k2 && k1 == HouseKind::row && g.col(b) == g.col(c)) return Technique::skyscraper;
    if (k1 == k2 && k1 == HouseKind::column && g.row(b) == g.row(c)) return Technique::skyscraper;
    if (isLine(k1) && isLine(k2) && k1 != k2 && g.regions()[b] == g.regions()[c]) return Technique::twoStringKite;
    return Technique::turbotFish;
}

// The second link's house, the four cells, and the sentence.
COLD void describeTurbot(const Board& board, const Link& first, const Link& second, int value, Step& step) {
    const Geometry& g = board.geometry();
    const int a = first.from, b = first.to, c = second.from, d = second.to;
    step.houses.push_back(second.house);
    step.cells = {a, b, c, d};
    const std::string v = valueText(value);
    step.explanation = "In " + houseName(board.houses()[first.house]) + ", " + v + " is in " + cellName(g, a) +
                       " or " + cellName(g, b) + "; in " + houseName(board.houses()[second.house]) + ", in " +
                       cellName(g, c) + " or " + cellName(g, d) + ". " + cellName(g, b) + " and " + cellName(g, c) +
                       " see each other, so they cannot both be " + v + ": " + cellName(g, a) + " or " +
                       cellName(g, d) + " is " + v + ", and " + v + " can be removed from the cells that see both: " +
                       eliminatedCells(g, step) + ".";
}

}  // namespace

bool findTurbotFish(const Board& board, Technique kind, Step& step) {
    const Layout& layout = board.layout();
    for (int value = 1; value <= board.size(); ++value) {
        if (board.quietValue(kind, value)) continue;
        const std::vector<Link> links = strongLinks(board, value);
        for (const Link& first : links) {
            for (const Link& second : links) {
                const int a = first.from, b = first.to, c = second.from, d = second.to;
                if (first.house == second.house || c == a || c == b || d == a || d == b || !board.sees(b, c)) continue;
                if (patternOf(board, first, second) != kind) continue;
                Step found;  // the eliminations first: then no sentence is built for a pattern that removes nothing
                if (!addEliminations(board, found, layout.peerSets[a] & layout.peerSets[d], value)) continue;
                step = makeStep(board, kind, first.house);
                step.eliminations = std::move(found.eliminations);
                describeTurbot(board, first, second, value, step);
                return true;
            }
        }
        board.setQuietValue(kind, value);
    }
    return false;
}

namespace {

// Colours the strong-link network of `value` from `start`: colour[cell] = 1 or 2 for cells reached.
std::vector<int> colourComponent(const Board& board, const std::vector<Link>& links, int start) {
    std::vector<int> colour(board.cellCount(), 0), queue = {start};
    colour[start] = 1;
    for (std::size_t i = 0; i < queue.size(); ++i) {
        for (const Link& link : links) {
            if (link.from != queue[i] || colour[link.to] != 0) continue;
            colour[link.to] = 3 - colour[link.from];
            queue.push_back(link.to);
        }
    }
    return colour;
}

bool colourStep(const Board& board, int value, const std::vector<int>& colour, Step& step) {
    const Geometry& g = board.geometry();
    std::vector<int> sides[2];
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (colour[cell] != 0) sides[colour[cell] - 1].push_back(cell);
    }
    const std::string v = valueText(value);
    const std::string intro = "The strong links of " + v + " split " + cellList(g, sides[0]) + " from " +
                              cellList(g, sides[1]) + ": one of these two groups holds every " + v + ". ";
    step = makeStep(board, Technique::simpleColouring);
    step.cells = sides[0];
    step.cells.insert(step.cells.end(), sides[1].begin(), sides[1].end());
    for (int side = 0; side < 2; ++side) {  // colour wrap: two cells of one colour see each other
        for (int p : sides[side]) {
            for (int q : sides[side]) {
                if (p >= q || !board.sees(p, q)) continue;
                for (int cell : sides[side]) step.eliminations.push_back({cell, value});
                step.explanation = intro + cellName(g, p) + " and " + cellName(g, q) +
                                   " are in the same group and see each other, so that group is not " + v + ".";
                return true;
            }
        }
    }
    for (int cell = 0; cell < board.cellCount(); ++cell) {  // colour trap: a cell that sees both colours
        if (colour[cell] != 0 || !board.has(cell, value)) continue;
        bool seesSide[2] = {false, false};
        for (int other : g.peers(cell)) {
            if (colour[other] != 0) seesSide[colour[other] - 1] = true;
        }
        if (seesSide[0] && seesSide[1]) step.eliminations.push_back({cell, value});
    }
    if (step.eliminations.empty()) return false;
    step.explanation = intro + "Cells that see both groups cannot be " + v + ": " + eliminatedCells(g, step) + ".";
    return true;
}

}  // namespace

bool findSimpleColouring(const Board& board, Step& step) {
    for (int value = 1; value <= board.size(); ++value) {
        if (board.quietValue(Technique::simpleColouring, value)) continue;
        const std::vector<Link> links = strongLinks(board, value);
        std::vector<bool> done(board.cellCount(), false);
        for (const Link& link : links) {
            if (done[link.from]) continue;
            const std::vector<int> colour = colourComponent(board, links, link.from);
            int size = 0;
            for (int cell = 0; cell < board.cellCount(); ++cell) {
                if (colour[cell] == 0) continue;
                done[cell] = true;
                ++size;
            }
            if (size >= 3 && colourStep(board, value, colour, step)) return true;
        }
        board.setQuietValue(Technique::simpleColouring, value);
    }
    return false;
}

}  // namespace sudoku::logic
