// Generator options from one key/value form shared by `sudoku generate` (--size 9) and the module ({size: 9}):
// the keys, what each holds, its checks and its messages are defined here once.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "generator.h"

namespace sudoku {

enum class SettingKind { text, number, flag };

struct SettingKey {
    const char* name;
    SettingKind kind;
};

// Every key generate takes: size, box, variant, level, technique, symmetry, minimal, seed, constraint, cages
// (killer cage sizes, "2-5"), and id (alone).
const std::vector<SettingKey>& generateKeys();

// One value as the caller gave it: `label` names it in messages ("--size", "options.size"); `text` is the value
// written out: "9", "3x3", "true" / "false" for a flag. An empty text is never valid for a number or a flag.
struct Setting {
    std::string label;
    std::string text;
};
using Settings = std::map<std::string, Setting>;  // key -> value, only the keys the caller gave

// A game ID (key id) fixes every option and must come alone; otherwise the options from the other keys, where
// the seed is required (the caller picks one when its user gave none, so every result can be recreated).
// Errors name the key by its label.
Result<GenerateOptions> readGenerateSettings(const Settings& settings);

}  // namespace sudoku
