// Each `sudoku` command: reads its options and input, writes one result per puzzle, returns the exit status.
#pragma once

#include <iosfwd>

#include "command_line.h"

namespace cli {

using Command = int (*)(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err);

int solveCommand(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err);
int countCommand(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err);
int rateCommand(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err);
int stepsCommand(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err);
int hintCommand(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err);
int generateCommand(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err);
int coverCommand(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err);

}  // namespace cli
