// `sudoku cover`: the exact-cover engine on any problem given as text (Knuth's DLX format or a 0/1 matrix).
#include <fstream>
#include <iostream>
#include <iterator>

#include "commands.h"
#include "cover_problem.h"

namespace cli {
namespace {

// The whole input: the one FILE, or standard input ('-' or none). False with a message when it cannot be read.
bool readProblemText(const CommandLine& line, std::istream& in, std::ostream& err, std::string& text) {
    if (line.files.size() > 1) {
        err << "sudoku: cover reads one problem: give one FILE (or none for standard input)\n";
        return false;
    }
    if (line.files.empty() || line.files[0] == "-") {
        text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
        return true;
    }
    auto files = openFiles(line.files);
    if (!files) {
        err << "sudoku: " << files.error().message << '\n';
        return false;
    }
    std::ifstream& file = *files.value()[0];
    text.assign(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
    return true;
}

}  // namespace

int coverCommand(const CommandLine& line, std::istream& in, std::ostream& out, std::ostream& err) {
    const auto limit = numberOption(line, "--limit", 0, 0, 1'000'000'000'000LL);
    const auto budget = numberOption(line, "--budget", 0, 0, 1'000'000'000'000'000LL);
    if (!limit || !budget) {
        err << "sudoku: " << (!limit ? limit.error() : budget.error()).message << '\n';
        return kUsageError;
    }
    std::string text;
    if (!readProblemText(line, in, err, text)) return kUsageError;
    const auto problem = dlx::parseCoverProblem(text);
    if (!problem) {
        err << "sudoku: cover: " << problem.error().message << '\n';
        return 1;
    }
    const bool print = line.has("--solutions");
    const auto answer = dlx::solveCoverProblem(*problem, static_cast<std::uint64_t>(*limit),
                                               static_cast<std::uint64_t>(*budget), print ? SIZE_MAX : 0);
    for (std::size_t s = 0; s < answer.solutions.size(); ++s) {
        out << "solution " << s + 1 << ":\n";
        for (int option : answer.solutions[s]) {
            out << "  " << dlx::optionText(*problem, option) << "   (line " << problem->optionLines[option] << ")\n";
        }
    }
    const auto& search = answer.search;
    out << search.solutions << (search.solutions == 1 ? " solution" : " solutions") << ", " << search.nodes
        << " nodes, " << search.updates << " updates";
    if (search.outcome == dlx::Outcome::aborted) out << " (stopped: node budget of " << *budget << " spent)";
    else if (*limit != 0 && search.solutions >= static_cast<std::uint64_t>(*limit)) out << " (stopped at --limit " << *limit << ")";
    out << '\n';
    return 0;
}

}  // namespace cli
