// Solves the puzzle given as the first argument with the installed library and prints the solution.
#include <cstdio>
#include <string>

#include <sudoku/puzzle.h>
#include <sudoku/solver.h>

int main(int argc, char** argv) {
    if (argc != 2) return 2;
    const auto puzzle = sudoku::parsePuzzle(argv[1]);
    if (!puzzle) {
        std::printf("error: %s\n", puzzle.error().message.c_str());
        return 1;
    }
    sudoku::Solver solver(puzzle->geometry);
    const auto answer = solver.solve(puzzle->cells, 2);
    if (answer.status != sudoku::SolveStatus::unique) {
        std::printf("%s\n", sudoku::statusName(answer.status));
        return 0;
    }
    std::printf("%s\n", sudoku::formatGrid(answer.solutions.front()).c_str());
    return 0;
}
