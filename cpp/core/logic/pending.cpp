// Temporary: finders not written yet.
#include "techniques.h"
namespace sudoku::logic {
bool findFish(const Board&, int, Step&) { return false; }
bool findTurbotFish(const Board&, Technique, Step&) { return false; }
bool findSimpleColouring(const Board&, Step&) { return false; }
bool findXyWing(const Board&, Step&) { return false; }
bool findXyzWing(const Board&, Step&) { return false; }
bool findWWing(const Board&, Step&) { return false; }
bool findUniqueRectangle(const Board&, Step&) { return false; }
bool findBugPlusOne(const Board&, Step&) { return false; }
bool findChain(const Board&, Technique, Step&) { return false; }
bool findForcingChain(const Board&, Step&) { return false; }
}
