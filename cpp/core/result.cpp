// The one out-of-line helper of result.h.
#include "result.h"

namespace sudoku {

std::string joined(std::initializer_list<std::string_view> pieces) {
    std::size_t size = 0;
    for (auto piece : pieces) size += piece.size();
    std::string text;
    text.reserve(size);
    for (auto piece : pieces) text.append(piece.data(), piece.size());
    return text;
}

}  // namespace sudoku
