// Where the benchmarks find the public data sets: $SUDOKU_DATA, else the repository's data/ (run from the root).
#pragma once

#include <cstdlib>
#include <string>

inline std::string dataFile(const std::string& name) {
    const char* dir = std::getenv("SUDOKU_DATA");
    return std::string(dir ? dir : "data") + "/" + name;
}
