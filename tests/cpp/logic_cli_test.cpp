// `sudoku rate`, `steps` and `hint`: their line formats and error lines.
#include <algorithm>
#include <catch2/catch.hpp>

#include "test_support.h"

namespace {

const std::string kBeginner =
    "......95....64..7......7.1..38.15..25..87..6...72.....7...5...9.5.....2.3.94.....";

}  // namespace

TEST_CASE("[logic] sudoku rate writes LEVEL SCORE HARDEST per line", "[logic][cli]") {
    const std::string input = kBeginner + "\n\n# comment\nnot a puzzle\n" + std::string(81, '.') + "\n";
    const std::string out = testing::runCli("rate", input);
    CHECK(out.rfind("easy ", 0) == 0);
    const auto lines = std::count(out.begin(), out.end(), '\n');
    CHECK(lines == 3);
    CHECK(out.find("\nerror: ") != std::string::npos);
    CHECK(out.find("error: the puzzle has more than one solution, so it cannot be rated\n") != std::string::npos);
}

TEST_CASE("[logic] sudoku steps writes one line per step, then solved", "[logic][cli]") {
    const std::string out = testing::runCli("steps", kBeginner + "\n");
    CHECK(out.size() > 7);
    CHECK(out.substr(out.size() - 7) == "solved\n");
    const auto empty = std::count(kBeginner.begin(), kBeginner.end(), '.');
    CHECK(std::count(out.begin(), out.end(), '\n') == empty + 1);  // singles only: one placement per step
    CHECK(out.find("Hidden Single: r") != std::string::npos);
}

TEST_CASE("[logic] sudoku hint writes the next step, or solved", "[logic][cli]") {
    const std::string out = testing::runCli("hint", kBeginner + "\n" + std::string(81, '1') + "\n");
    CHECK(out.rfind("Hidden Single: r", 0) == 0);
    CHECK(out.find("\nerror: ") != std::string::npos);
}
