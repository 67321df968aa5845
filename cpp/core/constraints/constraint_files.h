// The rules of each constraint kind, one definition per rules file, gathered by the tables in constraints.cpp.
#pragma once

#include "constraints.h"

namespace sudoku {

extern const GroupRules kCageRules;    // cage.cpp
extern const GroupRules kThermoRules;  // thermo.cpp
extern const GroupRules kArrowRules;   // arrow.cpp
extern const PairRules kAntiKnightRules;      // pairwise.cpp
extern const PairRules kAntiKingRules;        // pairwise.cpp
extern const PairRules kNonConsecutiveRules;  // pairwise.cpp

}  // namespace sudoku
