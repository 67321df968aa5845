// `sudoku_bench fit [FILE]`: re-fits the rating's score weights on a file rated by Sudoku Explainer.
#pragma once

int runFitBench(int argc, char** argv);
