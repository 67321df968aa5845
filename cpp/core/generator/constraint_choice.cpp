// The generator's constraint table and the cage-size option (constraint_choice.h).
#include "constraint_choice.h"

#include "cold.h"

namespace sudoku {

const std::vector<ConstraintChoiceInfo>& constraintChoices() {
    static const std::vector<ConstraintChoiceInfo> table{
        {ConstraintChoice::killer, "killer", "Killer", 'k',
         "each dashed cage's values add up to its sum, without repeats"},
        {ConstraintChoice::thermo, "thermo", "Thermo", 't', "values rise along each thermometer from its bulb"},
        {ConstraintChoice::arrow, "arrow", "Arrow", 'a',
         "the values along each arrow add up to the value in its circle"},
        {ConstraintChoice::antiKnight, "anti-knight", "Anti-knight", 'n',
         "cells a chess knight's move apart never hold the same value"},
        {ConstraintChoice::antiKing, "anti-king", "Anti-king", 'g',
         "cells that touch, even at a corner, never hold the same value"},
        {ConstraintChoice::nonConsecutive, "non-consecutive", "Non-consecutive", 'c',
         "cells side by side never hold consecutive values (4 and 5, say)"},
    };
    return table;
}

const ConstraintChoiceInfo& constraintChoiceInfo(ConstraintChoice choice) {
    static const ConstraintChoiceInfo none{ConstraintChoice::none, "", "", 0, ""};
    return choice == ConstraintChoice::none ? none : constraintChoices().at(static_cast<std::size_t>(choice) - 1);
}

COLD Result<ConstraintChoice> parseConstraintChoice(const std::string& name) {
    if (name.empty()) return ConstraintChoice::none;
    std::string names;
    for (const auto& info : constraintChoices()) {
        if (name == info.name) return info.id;
        names += (names.empty() ? "" : ", ") + std::string(info.name);
    }
    return Error{"unknown constraint '" + name + "' (expected " + names + ")", {}};
}

COLD Result<CageSizes> parseCageSizes(const std::string& text, const std::string& label) {
    const Error error{label + " must be cage sizes MIN-MAX (or one size) from " + std::to_string(kMinCageCells) +
                          " to " + std::to_string(kMaxCageCells) + " cells with MIN <= MAX, such as 2-5", {}};
    auto digit = [](char c) { return c >= '0' && c <= '9' ? c - '0' : -1; };
    CageSizes sizes;
    if (text.size() == 1) {
        sizes.min = sizes.max = digit(text[0]);
    } else if (text.size() == 3 && text[1] == '-') {
        sizes.min = digit(text[0]);
        sizes.max = digit(text[2]);
    } else {
        return error;
    }
    if (sizes.min < kMinCageCells || sizes.max > kMaxCageCells || sizes.min > sizes.max) return error;
    return sizes;
}

}  // namespace sudoku
