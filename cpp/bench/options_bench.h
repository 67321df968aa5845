// `sudoku_bench options`: the size of the exact-cover encoding (items, options, group options) per variant and
// constraint, over generated puzzles.
#pragma once

int runOptionsBench(int argc, char** argv);
