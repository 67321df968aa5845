// Unique Rectangle type 6: the floor cells lie across the rectangle and one value of the pair has only the
// rectangle's places in both its rows (or both its columns). That value then fills one diagonal; on the other
// corners it would leave the floor cells the other value, the deadly pattern, so those corners lose it.
#include "rectangles.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

bool type6Step(const Board& board, const Rectangle& rect, Step& step) {
    if (board.candidates(rect.across) != rect.pair || board.candidates(rect.byRow) == rect.pair ||
        board.candidates(rect.byColumn) == rect.pair) {
        return false;
    }
    const Geometry& g = board.geometry();
    const int n = board.size();
    const int lines[2][2] = {{g.row(rect.floor), g.row(rect.across)}, {n + g.col(rect.floor), n + g.col(rect.across)}};
    const Mask inBoth[2] = {twoPlaceValues(board, rect.pair, lines[0][0]) & twoPlaceValues(board, rect.pair, lines[0][1]),
                            twoPlaceValues(board, rect.pair, lines[1][0]) & twoPlaceValues(board, rect.pair, lines[1][1])};
    for (Mask rest = rect.pair; rest != 0; rest &= rest - 1) {
        const int value = lowestOf(rest);
        for (int way = 0; way < 2; ++way) {
            if (!(inBoth[way] & bitOf(value))) continue;
            const auto& pair = lines[way];
            step = makeStep(board, Technique::uniqueRectangle6, pair[0]);
            step.houses.push_back(pair[1]);
            step.eliminations = {{rect.byRow, value}, {rect.byColumn, value}};
            const std::string v = valueText(value);
            describeRectangle(board, rect,
                              fill("In %, % can only go in the rectangle's corners, so it fills one of its diagonals; "
                                   "on % it would leave % the other value, the deadly pattern. So neither is %.",
                                   {houseList(board, {pair[0], pair[1]}), v, cellList(g, {rect.byRow, rect.byColumn}),
                                    cellList(g, {rect.floor, rect.across}), v}),
                              step);
            return true;
        }
    }
    return false;
}

}  // namespace

bool findUniqueRectangle6(const Board& board, Step& step) {
    return forEachRectangle(board, [&](const Rectangle& rect) { return type6Step(board, rect, step); });
}

}  // namespace sudoku::logic
