// Strong links (a value with exactly two places in a house) and the colouring of their networks, shared by the
// single-value techniques (single_digit.cpp) and multi-colouring.
#pragma once

#include <vector>

#include "board.h"

namespace sudoku::logic {

struct Link {
    int from, to, house;
};

// Every strong link of `value`, both ways round.
std::vector<Link> strongLinks(const Board& board, int value);
// Colours the strong-link network of `value` from `start`: colour[cell] = 1 or 2 for cells reached, else 0.
std::vector<int> colourComponent(const Board& board, const std::vector<Link>& links, int start);

}  // namespace sudoku::logic
