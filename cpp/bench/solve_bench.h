// `sudoku_bench solve`: exact-cover solving speed on the shared data sets, with qqwing as a reference.
#pragma once

int runSolveBench(int argc, char** argv);
