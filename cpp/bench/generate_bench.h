// `sudoku_bench generate`: generator speed per level, size and variant, with qqwing's generator beside it.
#pragma once

int runGenerateBench(int argc, char** argv);
