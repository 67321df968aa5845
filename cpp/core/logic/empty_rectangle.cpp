// Empty Rectangle: a box whose places for a value all lie in one row r and one column c of it, and a strong
// link (a column, or a row, with exactly two places for the value) with one end p on row r (or column c) outside
// the box. The target, where column c (row r) meets the link's other end q, cannot hold the value: if it did,
// q would not, p would, and the box would find row r and column c both closed to the value. Sound for jigsaw
// regions as well, since it only needs the box's places to lie on r and c.
#include "cold.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

struct Cross {
    int box, row, column;
    std::vector<int> cells;  // the box's places for the value, all on `row` or `column`
};

struct LinkEnds {
    int house, p, q;  // p reaches the cross's row or column, q is the far end
};

bool isBoxLike(HouseKind kind) { return kind == HouseKind::box || kind == HouseKind::region; }

COLD void describe(const Board& board, const Cross& cross, const LinkEnds& link, int target, int value, Step& step) {
    const Geometry& g = board.geometry();
    const auto& houses = board.houses();
    const int n = board.size();
    const std::string v = valueText(value), box = houseName(houses[cross.box]);
    const std::string lines = houseName(houses[cross.row]) + " and " + houseName(houses[n + cross.column]);
    step.cells = cross.cells;
    step.cells.push_back(link.p);
    step.cells.push_back(link.q);
    step.houses = {cross.box, link.house, cross.row, n + cross.column};
    step.explanation = "In " + box + ", " + v + " can only go in " + lines + " (" + cellList(g, cross.cells) +
                       "). In " + houseName(houses[link.house]) + ", " + v + " is in " + cellName(g, link.p) +
                       " or " + cellName(g, link.q) + ". If " + cellName(g, target) + " were " + v + ", " +
                       cellName(g, link.q) + " would not be, so " + cellName(g, link.p) + " would be, and " + box +
                       " would have no place left for " + v + " in " + lines + ". So " + cellName(g, target) +
                       " is not " + v + ".";
}

bool tryLink(const Board& board, const Cross& cross, const LinkEnds& link, int value, Step& step) {
    const Geometry& g = board.geometry();
    const CellSet& box = board.layout().houseSets[cross.box];
    const int n = board.size();
    const bool inColumn = board.houses()[link.house].kind == HouseKind::column;
    if (box[link.p] || box[link.q]) return false;
    if (inColumn ? g.row(link.p) != cross.row || g.col(link.p) == cross.column
                 : g.col(link.p) != cross.column || g.row(link.p) == cross.row) {
        return false;
    }
    const int target = inColumn ? g.row(link.q) * n + cross.column : cross.row * n + g.col(link.q);
    if (box[target] || target == link.q || !board.has(target, value)) return false;
    step = makeStep(board, Technique::emptyRectangle, cross.box);
    step.eliminations.push_back({target, value});
    describe(board, cross, link, target, value, step);
    return true;
}

// Lines with exactly two places for the value, each link listed both ways round.
std::vector<LinkEnds> lineLinks(const Board& board, int value) {
    std::vector<LinkEnds> links;
    for (int h = 0; h < 2 * board.size(); ++h) {
        const Mask places = board.positions(h, value);
        if (countOf(places) != 2) continue;
        const int a = board.houses()[h].cells[lowestOf(places) - 1];
        const int b = board.houses()[h].cells[lowestOf(places & (places - 1)) - 1];
        links.push_back({h, a, b});
        links.push_back({h, b, a});
    }
    return links;
}

// Whether the cells lie on row r or column c, without all lying on one of them.
bool onCross(const Geometry& g, const std::vector<int>& cells, int r, int c) {
    int onRow = 0, onColumn = 0;
    for (int cell : cells) {
        if (g.row(cell) != r && g.col(cell) != c) return false;
        onRow += g.row(cell) == r;
        onColumn += g.col(cell) == c;
    }
    return onRow < static_cast<int>(cells.size()) && onColumn < static_cast<int>(cells.size());
}

bool findInBox(const Board& board, int box, int value, const std::vector<LinkEnds>& links, Step& step) {
    const Geometry& g = board.geometry();
    Cross cross{box, -1, -1, {}};
    for (int cell : board.houses()[box].cells) {
        if (board.has(cell, value)) cross.cells.push_back(cell);
    }
    if (cross.cells.size() < 2) return false;
    for (int r : cross.cells) {
        for (int c : cross.cells) {
            cross.row = g.row(r);
            cross.column = g.col(c);
            if (!onCross(g, cross.cells, cross.row, cross.column)) continue;
            for (const LinkEnds& link : links) {
                if (tryLink(board, cross, link, value, step)) return true;
            }
        }
    }
    return false;
}

}  // namespace

bool findEmptyRectangle(const Board& board, Step& step) {
    const auto& houses = board.houses();
    for (int value = 1; value <= board.size(); ++value) {
        if (board.quietValue(Technique::emptyRectangle, value)) continue;
        const std::vector<LinkEnds> links = lineLinks(board, value);
        for (int h = 0; h < static_cast<int>(houses.size()) && !links.empty(); ++h) {
            if (isBoxLike(houses[h].kind) && findInBox(board, h, value, links, step)) return true;
        }
        board.setQuietValue(Technique::emptyRectangle, value);
    }
    return false;
}

}  // namespace sudoku::logic
