// The constraints beyond houses the generator can put on a puzzle (killer, thermo, arrow, anti-knight, anti-king,
// non-consecutive): one table of names, labels and game-ID letters, and the cage sizes of a killer.
#pragma once

#include <string>
#include <vector>

#include "result.h"

namespace sudoku {

enum class ConstraintChoice { none, killer, thermo, arrow, antiKnight, antiKing, nonConsecutive };

struct ConstraintChoiceInfo {
    ConstraintChoice id;
    const char* name;   // as options and the CLI write it: "killer", "anti-knight"
    const char* label;  // for a menu: "Killer", "Anti-knight"
    char idLetter;      // in a game ID's constraint part (game_id.h)
    const char* summary;  // the rule for a player, as a clause: "values rise along each thermometer from its bulb"
};

// Every choice but none, in enum order.
const std::vector<ConstraintChoiceInfo>& constraintChoices();
const ConstraintChoiceInfo& constraintChoiceInfo(ConstraintChoice choice);  // none: {none, "", "", 0, ""}
// "" is none; an unknown name is an error listing the names.
Result<ConstraintChoice> parseConstraintChoice(const std::string& name);

// Killer cage sizes, in cells: each grown cage has from `min` to `max` cells (a cage may end smaller when its
// neighbours are taken). Digits only, so a game ID writes them in two characters.
struct CageSizes {
    int min = 2;
    int max = 5;
};
constexpr int kMinCageCells = 1;
constexpr int kMaxCageCells = 9;
// "2-5" (or "3", meaning 3-3); errors name `label` and the allowed range.
Result<CageSizes> parseCageSizes(const std::string& text, const std::string& label);

}  // namespace sudoku
