// Generates puzzles of every variant and constraint (seeds 1..N, unrated) and prints, per row, the median and
// the maximum of what their exact-cover matrices hold: primary and secondary items, placements (with the options
// kept for givens), group options (fillings and digit sets) and the largest group's options. The README's
// option-count table is this output.
#include "options_bench.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "generator/generator.h"
#include "solver.h"

namespace {

using sudoku::ConstraintChoice;
using sudoku::Variant;

struct Row {
    int size;
    Variant variant;
    ConstraintChoice constraint;
};

const Row kRows[] = {
    {9, Variant::classic, ConstraintChoice::none},        {9, Variant::x, ConstraintChoice::none},
    {9, Variant::hyper, ConstraintChoice::none},          {9, Variant::jigsaw, ConstraintChoice::none},
    {9, Variant::classic, ConstraintChoice::killer},      {9, Variant::x, ConstraintChoice::killer},
    {9, Variant::hyper, ConstraintChoice::killer},        {9, Variant::jigsaw, ConstraintChoice::killer},
    {4, Variant::classic, ConstraintChoice::killer},      {6, Variant::classic, ConstraintChoice::killer},
    {12, Variant::classic, ConstraintChoice::killer},     {16, Variant::classic, ConstraintChoice::killer},
    {9, Variant::classic, ConstraintChoice::thermo},      {9, Variant::classic, ConstraintChoice::arrow},
    {9, Variant::classic, ConstraintChoice::antiKnight},  {9, Variant::classic, ConstraintChoice::antiKing},
    {9, Variant::classic, ConstraintChoice::nonConsecutive},
};

// The columns, from CoverSize (single placements count the options kept for givens too).
struct Column {
    const char* name;
    int (*read)(const sudoku::CoverSize& size);
};

const Column kColumns[] = {
    {"primary items", [](const sudoku::CoverSize& s) { return s.primaryItems; }},
    {"secondary items", [](const sudoku::CoverSize& s) { return s.secondaryItems; }},
    {"options", [](const sudoku::CoverSize& s) {
         return s.placements + s.givenOptions + s.groupOptions + s.variantOptions;
     }},
    {"single placements", [](const sudoku::CoverSize& s) { return s.placements + s.givenOptions; }},
    {"group options", [](const sudoku::CoverSize& s) { return s.groupOptions; }},
    {"largest group", [](const sudoku::CoverSize& s) { return s.largestGroup; }},
};

std::string rowName(const Row& row) {
    std::string name = std::to_string(row.size) + "x" + std::to_string(row.size) + " " + sudoku::variantName(row.variant);
    if (row.constraint != ConstraintChoice::none) name += std::string(" ") + sudoku::constraintChoiceInfo(row.constraint).name;
    return name;
}

// "median / max" of one column over the row's puzzles.
std::string medianAndMax(std::vector<int> values) {
    std::sort(values.begin(), values.end());
    return std::to_string(values[values.size() / 2]) + " / " + std::to_string(values.back());
}

// Prints one table row; false when a puzzle could not be generated.
bool printRow(const Row& row, int count) {
    std::vector<std::vector<int>> columns(std::size(kColumns));
    for (int seed = 1; seed <= count; ++seed) {
        sudoku::GenerateOptions options;
        options.size = row.size;
        options.variant = row.variant;
        options.constraint = row.constraint;
        options.seed = static_cast<std::uint64_t>(seed);
        options.rate = false;
        const auto made = sudoku::generate(options);
        if (!made) {
            std::fprintf(stderr, "%s seed %d: %s\n", rowName(row).c_str(), seed, made.error().message.c_str());
            return false;
        }
        const auto size = sudoku::Solver(made->puzzle.geometry).coverSize();
        for (std::size_t k = 0; k < std::size(kColumns); ++k) columns[k].push_back(kColumns[k].read(size));
    }
    std::printf("| %s |", rowName(row).c_str());
    for (const auto& column : columns) std::printf(" %s |", medianAndMax(column).c_str());
    std::printf("\n");
    std::fflush(stdout);
    return true;
}

}  // namespace

int runOptionsBench(int argc, char** argv) {
    int count = 10;
    for (int i = 2; i < argc; ++i) {
        if (std::strcmp(argv[i], "--count") != 0 || i + 1 == argc) {
            std::fprintf(stderr, "usage: sudoku_bench options [--count N] (unexpected argument '%s')\n", argv[i]);
            return 2;
        }
        count = std::atoi(argv[++i]);
    }
    if (count < 1) {
        std::fprintf(stderr, "sudoku_bench options: --count must be a positive number\n");
        return 2;
    }
    std::printf("Exact-cover matrix per generated puzzle, seeds 1-%d: median / max\n\n| puzzle |", count);
    for (const Column& column : kColumns) std::printf(" %s |", column.name);
    std::printf("\n|---|");
    for (std::size_t k = 0; k < std::size(kColumns); ++k) std::printf("---:|");
    std::printf("\n");
    bool ok = true;
    for (const Row& row : kRows) ok = printRow(row, count) && ok;
    return ok ? 0 : 1;
}
