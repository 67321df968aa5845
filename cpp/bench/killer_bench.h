// `sudoku_bench killer`: Simon Tatham's Solo killer puzzles solved by the exact-cover encoding, with option counts.
#pragma once

int runKillerBench(int argc, char** argv);
