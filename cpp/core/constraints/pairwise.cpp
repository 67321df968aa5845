// The pairwise rules: two cells a chess knight's move apart (anti-knight) or a king's move apart (anti-king) never
// hold the same value; orthogonal neighbours never hold consecutive values (non-consecutive).
#include <cstdlib>

#include "constraint_files.h"

namespace sudoku {

namespace {

bool knightApart(int dr, int dc) {
    const int r = std::abs(dr), c = std::abs(dc);
    return (r == 1 && c == 2) || (r == 2 && c == 1);
}
bool kingApart(int dr, int dc) { return std::abs(dr) <= 1 && std::abs(dc) <= 1 && (dr != 0 || dc != 0); }
bool orthogonalNeighbours(int dr, int dc) { return std::abs(dr) + std::abs(dc) == 1; }
bool equalValues(int a, int b) { return a == b; }
bool consecutiveValues(int a, int b) { return std::abs(a - b) == 1; }

}  // namespace

const PairRules kAntiKnightRules{PairRule::antiKnight, "anti-knight", knightApart, equalValues};
const PairRules kAntiKingRules{PairRule::antiKing, "anti-king", kingApart, equalValues};
const PairRules kNonConsecutiveRules{PairRule::nonConsecutive, "non-consecutive", orthogonalNeighbours,
                                     consecutiveValues};

}  // namespace sudoku
