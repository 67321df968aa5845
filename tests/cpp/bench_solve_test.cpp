// `sudoku_bench solve`: a peer solver given on the command line is timed on the same file, and bad options and
// failing peers are reported.
#include <catch2/catch.hpp>

#include "test_support.h"

TEST_CASE("[bench] solve times a peer command on the same puzzles", "[bench]") {
    const std::string file = testing::dataPath("forum-hardest.txt");
    int status = -1;
    const std::string out =
        testing::runBench("solve --no-qqwing --engine bitset --peer 'line count=wc -l' " + file, &status);
    INFO(out);
    CHECK(status == 0);
    CHECK_THAT(out, Catch::Contains("| forum-hardest.txt  | bitset count to 2"));
    CHECK_THAT(out, Catch::Contains("| forum-hardest.txt  | line count "));
    CHECK_THAT(out, !Catch::Contains("qqwing"));
}

TEST_CASE("[bench] solve names a failing peer and an unknown option", "[bench]") {
    const std::string file = testing::dataPath("forum-hardest.txt");
    int status = -1;
    std::string out = testing::runBench("solve --no-qqwing --engine bitset --peer gone=/nonexistent/solver " + file,
                                        &status);
    CHECK(status == 0);
    CHECK_THAT(out, Catch::Contains("'/nonexistent/solver < " + file + "' failed"));
    CHECK_THAT(out, !Catch::Contains("| gone "));
    out = testing::runBench("solve --fastest " + file, &status);
    CHECK(status == 2);
    CHECK_THAT(out, Catch::Contains("unknown option '--fastest'"));
}
