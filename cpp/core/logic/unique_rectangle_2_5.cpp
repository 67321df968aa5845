// Unique Rectangle types 2 and 5: every corner but the floor cells holds the pair and one same extra value, so
// one of them is that value (else the deadly pattern), and cells seeing them all lose it. Type 2: the two extra
// corners share a line; type 5: they lie across the rectangle, or three corners hold the extra value.
#include "rectangles.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

bool extraValueStep(const Board& board, const Rectangle& rect, Technique kind, Step& step) {
    const Geometry& g = board.geometry();
    Mask extra = 0;
    std::vector<int> roofs;
    for (int corner : cornersOf(rect)) {
        const Mask rest = board.candidates(corner) & ~rect.pair;
        if (rest == 0) continue;
        if (countOf(rest) != 1 || (extra != 0 && rest != extra)) return false;
        extra = rest;
        roofs.push_back(corner);
    }
    if (roofs.size() < 2) return false;  // one roof is type 1
    const bool side = roofs.size() == 2 && (g.row(roofs[0]) == g.row(roofs[1]) || g.col(roofs[0]) == g.col(roofs[1]));
    if (side != (kind == Technique::uniqueRectangle2)) return false;
    CellSet targets = board.layout().peerSets[roofs[0]];
    for (int roof : roofs) targets &= board.layout().peerSets[roof];
    Step found;
    if (!addEliminations(board, found, targets, lowestOf(extra))) return false;
    step = makeStep(board, kind, g.housesOf(roofs[0])[0]);
    step.eliminations = std::move(found.eliminations);
    const std::string v = valueText(lowestOf(extra));
    describeRectangle(board, rect, fill("So % cannot all leave out %, their only other candidate: one of them is %, "
                                        "and the cells that see them all cannot be %.", {cellList(g, roofs), v, v, v}),
                      step);
    return true;
}

}  // namespace

bool findUniqueRectangleExtraValue(const Board& board, Technique kind, Step& step) {
    return forEachRectangle(board, [&](const Rectangle& rect) { return extraValueStep(board, rect, kind, step); });
}

}  // namespace sudoku::logic
