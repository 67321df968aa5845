// The `sudoku` tool end to end: one line out per puzzle in, errors in place, exit status only for tool failures.
#include <catch2/catch.hpp>

#include <sstream>

#include "test_support.h"

using testing::runCli;

namespace {

const std::string kPuzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const std::string kSolution = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

std::vector<std::string> lines(const std::string& text) {
    std::vector<std::string> result;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) result.push_back(line);
    return result;
}

}  // namespace

TEST_CASE("[cli] solve answers each line in order and keeps going after bad lines", "[cli]") {
    std::string twoSolutions(81, '.');
    int status = -1;
    const auto out = runCli("solve", "# a comment\n" + kPuzzle + "\n\n1?3\n" + twoSolutions + "\n" + kPuzzle + ":extra\n",
                            &status);
    CHECK(status == 0);
    CHECK(lines(out) == std::vector<std::string>{
                            kSolution, "error: bad symbol '?' at position 2; use 1-9 and A-Z for values, '.' or '0' for blanks",
                            "multiple", kSolution});
}

TEST_CASE("[cli] a byte order mark, Windows line ends and leading blanks do not get in the way", "[cli]") {
    const auto out = runCli("solve", "\xEF\xBB\xBF" + kPuzzle + "\r\n  " + kPuzzle + "\t# comment\r\n", nullptr);
    CHECK(lines(out) == std::vector<std::string>{kSolution, kSolution});
}

TEST_CASE("[cli] solve says none for an unsolvable puzzle and names conflicting givens", "[cli]") {
    std::string input;
    int unsolvable = 0;
    for (const auto& line : testing::dataLines("counts.txt")) {
        if (line.size() < 2 || line.compare(line.size() - 2, 2, ":0") != 0) continue;  // "puzzle:0": no solution
        input += line + "\n";
        ++unsolvable;
    }
    REQUIRE(unsolvable == 10);
    for (const auto& answer : lines(runCli("solve", input))) CHECK((answer == "none" || answer.rfind("error: conflicting givens", 0) == 0));
    std::string conflict = kPuzzle;
    conflict[2] = '5';
    const auto out = runCli("solve", conflict + "\n", nullptr);
    CHECK(out == "error: conflicting givens: r1c1 and r1c3 are both 5 in row 1\n");
}

TEST_CASE("[cli] count reads data files directly and caps at --limit", "[cli]") {
    const auto data = testing::dataLines("counts.txt");
    std::string input;
    std::vector<std::string> expected;
    for (const auto& line : data) {
        input += line + "\n";
        const auto first = line.find(':');
        expected.push_back(std::to_string(std::min(std::stoull(line.substr(first + 1, line.find(':', first + 1) - first - 1)), 1000ull)));
    }
    CHECK(lines(runCli("count --limit 1000", input)) == expected);
    const auto capped = lines(runCli("count", input));
    for (std::size_t i = 0; i < data.size(); ++i) CHECK(capped[i] == (expected[i].size() > 1 || expected[i] > "2" ? "2" : expected[i]));
}

TEST_CASE("[cli] variants and box shapes come from options", "[cli]") {
    std::string diagonalClash(81, '.');
    diagonalClash[0] = diagonalClash[80] = '1';
    CHECK(runCli("count", diagonalClash + "\n") == "2\n");
    CHECK(runCli("count --variant x", diagonalClash + "\n") == "error: conflicting givens: r1c1 and r9c9 are both 1 in the main diagonal\n");
    CHECK(runCli("count --box 3x2 --limit 10", std::string(36, '.') + "\n") == "10\n");
    CHECK(runCli("solve", "1...............;aaabacbbccdbcddd\n").find("error:") == std::string::npos);
}

TEST_CASE("[cli] usage problems exit 2 with a message, and --help documents the commands", "[cli]") {
    int status = 0;
    CHECK(runCli("solve --frobnicate", "", &status).find("unknown option '--frobnicate'") != std::string::npos);
    CHECK(status == 2);
    CHECK(runCli("explode", "", &status).find("unknown command 'explode'") != std::string::npos);
    CHECK(status == 2);
    CHECK(runCli("solve /nonexistent/file", "", &status).find("cannot read /nonexistent/file") != std::string::npos);
    CHECK(status == 2);
    CHECK(runCli("count --limit zero", "", &status).find("--limit needs a whole number") != std::string::npos);
    CHECK(status == 2);
    CHECK(runCli("solve --variant windoku", "", &status).find("unknown variant 'windoku'") != std::string::npos);
    CHECK(status == 2);
    const auto help = runCli("--help", "", &status);
    CHECK(status == 0);
    for (const char* word : {"solve", "count", "--limit", "--box", "--variant", "jigsaw"}) CHECK(help.find(word) != std::string::npos);
}

TEST_CASE("[cli] binary junk and very long lines get error lines, not crashes", "[cli]") {
    std::string junk;
    for (int i = 0; i < 2000; ++i) junk += static_cast<char>((i * 37 + 11) % 256 == '\n' ? 'x' : (i * 37 + 11) % 256);
    int status = -1;
    const auto out = runCli("solve", junk + "\n" + std::string(1 << 20, '1') + "\n" + kPuzzle + "\n", &status);
    CHECK(status == 0);
    const auto result = lines(out);
    REQUIRE_FALSE(result.empty());
    CHECK(result.back() == kSolution);
    for (std::size_t i = 0; i + 1 < result.size(); ++i) CHECK(result[i].rfind("error: ", 0) == 0);
}
