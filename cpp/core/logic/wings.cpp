// Wings: a pivot and two pincers sharing a value z (XY-Wing, XYZ-Wing), or two equal pairs joined by a strong
// link (W-Wing); whichever way they resolve, one of them is z, so z leaves every cell seeing all of them.
#include "cold.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

std::vector<int> cellsWithCount(const Board& board, int count) {
    std::vector<int> cells;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (countOf(board.candidates(cell)) == count) cells.push_back(cell);
    }
    return cells;
}

// Pincers a and b of pivot p, both holding z: eliminates z from `targets`.
bool wingStep(const Board& board, Technique technique, int p, int a, int b, int z, const CellSet& targets,
              Step& step) {
    step = makeStep(board, technique, board.geometry().housesOf(p)[0]);
    if (!addEliminations(board, step, targets, z)) return false;
    step.cells = {p, a, b};
    const Geometry& g = board.geometry();
    const std::string zText = valueText(z);
    // "keeps only", as the cage steps say it: "r2c8 holds 4 and 8" read to a play-tester as values placed there.
    step.explanation = cellName(g, p) + " keeps only " + valueList(board.candidates(p)) + "; " + cellName(g, a) +
                       " keeps only " + valueList(board.candidates(a)) + "; " + cellName(g, b) + " keeps only " +
                       valueList(board.candidates(b)) + ". Whatever " + cellName(g, p) + " is, one of them is " +
                       zText + ", so " + zText + " can be removed from the cells that see " +
                       (technique == Technique::xyzWing ? "all three: " : "both pincers: ") + eliminatedCells(g, step) + ".";
    return true;
}

}  // namespace

bool findXyWing(const Board& board, Step& step) {
    const Layout& layout = board.layout();
    const std::vector<int> pairs = cellsWithCount(board, 2);
    for (int p : pairs) {
        const Mask pivot = board.candidates(p);
        for (int a : pairs) {
            const Mask ma = board.candidates(a);
            if (!board.sees(p, a) || countOf(ma & pivot) != 1) continue;
            const Mask z = ma & ~pivot;
            const Mask mb = (pivot & ~ma) | z;  // the other pincer holds the pivot's other value and z
            for (int b : pairs) {
                if (b == a || board.candidates(b) != mb || !board.sees(p, b)) continue;
                if (wingStep(board, Technique::xyWing, p, a, b, lowestOf(z), layout.peerSets[a] & layout.peerSets[b],
                             step)) {
                    return true;
                }
            }
        }
    }
    return false;
}

bool findXyzWing(const Board& board, Step& step) {
    const Layout& layout = board.layout();
    const std::vector<int> pairs = cellsWithCount(board, 2);
    for (int p : cellsWithCount(board, 3)) {
        const Mask pivot = board.candidates(p);
        for (int a : pairs) {
            const Mask ma = board.candidates(a);
            if (!board.sees(p, a) || (ma & ~pivot) != 0) continue;
            for (int b : pairs) {
                const Mask mb = board.candidates(b);
                if (b <= a || !board.sees(p, b) || (mb & ~pivot) != 0 || mb == ma) continue;
                const CellSet targets = layout.peerSets[p] & layout.peerSets[a] & layout.peerSets[b];
                if (wingStep(board, Technique::xyzWing, p, a, b, lowestOf(ma & mb), targets, step)) return true;
            }
        }
    }
    return false;
}

namespace {

// The cells (the two pairs, then the link's ends) and the sentence.
COLD void describeWWing(const Board& board, std::vector<int> cells, int house, int x, int y, Step& step) {
    const Geometry& g = board.geometry();
    step.cells = std::move(cells);
    const int a = step.cells[0], b = step.cells[1], p = step.cells[2], q = step.cells[3];
    step.explanation = cellName(g, a) + " and " + cellName(g, b) + " both hold only " +
                       valueList(board.candidates(a)) + ". In " + houseName(board.houses()[house]) + ", " +
                       valueText(x) + " must go in " + cellName(g, p) + " or " + cellName(g, q) +
                       ", which see them, so they cannot both be " + valueText(x) + ": one is " + valueText(y) +
                       ", and " + valueText(y) + " can be removed from the cells that see both: " +
                       eliminatedCells(g, step) + ".";
}

}  // namespace

bool findWWing(const Board& board, Step& step) {
    const Layout& layout = board.layout();
    const auto& houses = board.houses();
    const std::vector<int> pairs = cellsWithCount(board, 2);
    for (int a : pairs) {
        for (int b : pairs) {
            if (b <= a || board.candidates(b) != board.candidates(a) || board.sees(a, b)) continue;
            const CellSet targets = layout.peerSets[a] & layout.peerSets[b];
            for (int x = 1; x <= board.size(); ++x) {
                if (!board.has(a, x)) continue;
                const int y = lowestOf(board.candidates(a) & ~bitOf(x));
                for (int h = 0; h < static_cast<int>(houses.size()); ++h) {
                    const Mask places = board.positions(h, x);
                    if (countOf(places) != 2) continue;
                    const int p = houses[h].cells[lowestOf(places) - 1];
                    const int q = houses[h].cells[lowestOf(places & (places - 1)) - 1];
                    if (p == a || p == b || q == a || q == b) continue;
                    const bool linked =
                        (board.sees(p, a) && board.sees(q, b)) || (board.sees(p, b) && board.sees(q, a));
                    if (!linked) continue;
                    Step found;  // the eliminations first: then no sentence is built for a wing removing nothing
                    if (!addEliminations(board, found, targets, y)) continue;
                    step = makeStep(board, Technique::wWing, h);
                    step.eliminations = std::move(found.eliminations);
                    describeWWing(board, {a, b, p, q}, h, x, y, step);
                    return true;
                }
            }
        }
    }
    return false;
}

}  // namespace sudoku::logic
