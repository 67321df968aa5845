// Arrow sum bounds: the circle holds the sum of its path, so it lies between the least and the most the path can
// add up to, and each path cell between what the circle allows once the other path cells have their least or most.
#include <algorithm>

#include "constraint_steps.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

// The bounds on one arrow: true when they rule out a candidate, and `step` says which.
bool boundsOn(const Board& board, const Group& arrow, Step& step) {
    const int circle = arrow.cells[0];
    int least = 0, most = 0;
    for (std::size_t i = 1; i < arrow.cells.size(); ++i) {
        least += lowestOption(board, arrow.cells[i]);
        most += highestOption(board, arrow.cells[i]);
    }
    const int circleLow = lowestOption(board, circle), circleHigh = highestOption(board, circle);
    Step found = groupStep(board, Technique::arrowBounds, arrow);
    std::vector<std::string> said;
    keepBetween(board, found, circle, least, most, said);
    for (std::size_t i = 1; i < arrow.cells.size(); ++i) {
        const int cell = arrow.cells[i];
        const int othersLeast = least - lowestOption(board, cell), othersMost = most - highestOption(board, cell);
        keepBetween(board, found, cell, circleLow - othersMost, circleHigh - othersLeast, said);
    }
    if (found.eliminations.empty()) return false;
    const std::vector<int> path(arrow.cells.begin() + 1, arrow.cells.end());
    // "which add up to 6 to 27 while the circle can hold 7" read as garbled to a play-tester: a range is said as
    // one, and a circle with one value left as that value.
    const auto between = [](int low, int high) -> std::string {
        return low == high ? std::to_string(low) : joined({"between ", std::to_string(low), " and ", std::to_string(high)});
    };
    found.explanation = joined({"The circle ", cellName(board.geometry(), circle), " holds the sum of ",
                                cellList(board.geometry(), path), ", which can add up to ", between(least, most),
                                circleLow == circleHigh ? ", and the circle is " : ", and the circle can hold ",
                                rangeText(circleLow, circleHigh),
                                "; so ", joinWithAnd(said), "."});
    step = std::move(found);
    return true;
}

}  // namespace

bool findArrowBounds(const Board& board, Step& step) {
    const auto& groups = board.geometry().constraints().groups;
    for (int g : board.layout().arrows) {
        if (boundsOn(board, groups[g], step)) return true;
    }
    return false;
}

bool findArrowBoundsAgain(const Board& board, const Step& was, Step& step) {
    const Group* arrow = groupWithCells(board, board.layout().arrows, was.cells);
    return arrow && boundsOn(board, *arrow, step);
}

}  // namespace sudoku::logic
