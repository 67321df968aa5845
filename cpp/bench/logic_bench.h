// `sudoku_bench logic`: logical solving coverage, the step invariant, rating calibration and speed.
#pragma once

int runLogicBench(int argc, char** argv);
