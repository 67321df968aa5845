// Shared by the fuzz targets: reading typed choices from the fuzzer's bytes, and invariant checks that abort
// (libFuzzer records an abort as a crash, with the input that caused it).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "puzzle.h"

namespace fuzz {

// Consumes the input from the front; once it runs out every read returns 0, so any input is a valid choice list.
class Bytes {
public:
    Bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

    std::uint8_t byte() { return pos_ < size_ ? data_[pos_++] : 0; }
    // A number in [0, count).
    int pick(int count) { return byte() % count; }
    std::uint64_t u64() {
        std::uint64_t value = 0;
        for (int i = 0; i < 8; ++i) value = value << 8 | byte();
        return value;
    }
    // The bytes up to the next '\n' (consumed, not returned), or the rest.
    std::string line() {
        std::string text;
        while (pos_ < size_ && data_[pos_] != '\n') text += static_cast<char>(data_[pos_++]);
        if (pos_ < size_) ++pos_;
        return text;
    }
    std::string rest() {
        std::string text(reinterpret_cast<const char*>(data_ + pos_), size_ - pos_);
        pos_ = size_;
        return text;
    }
    bool empty() const { return pos_ >= size_; }

private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t pos_ = 0;
};

// Aborts with a message when an invariant fails.
inline void require(bool condition, const char* what) {
    if (condition) return;
    std::fprintf(stderr, "invariant broken: %s\n", what);
    std::abort();
}

// Parse options from one byte: the variant and a box shape that may or may not fit the size.
inline sudoku::PuzzleOptions puzzleOptions(std::uint8_t choice) {
    static const sudoku::BoxShape kBoxes[] = {{0, 0}, {0, 0}, {0, 0}, {0, 0}, {2, 3}, {3, 2}, {2, 4}, {4, 4}};
    sudoku::PuzzleOptions options;
    options.variant = static_cast<sudoku::Variant>(choice & 3);
    options.box = kBoxes[(choice >> 2) & 7];
    return options;
}

// A solution grid must be complete and break no house (checked by the parser's own validation).
inline void requireValidGrid(const sudoku::Geometry& geometry, const std::vector<int>& grid,
                             const std::vector<int>& givens) {
    require(grid.size() == static_cast<std::size_t>(geometry.cellCount()), "grid has the wrong number of cells");
    for (std::size_t cell = 0; cell < grid.size(); ++cell) {
        require(grid[cell] >= 1 && grid[cell] <= geometry.size(), "grid value out of range");
        require(givens[cell] == 0 || givens[cell] == grid[cell], "grid does not keep a given");
    }
    require(sudoku::checkGivens(geometry, grid).ok(), "grid repeats a value in a house");
}

}  // namespace fuzz
