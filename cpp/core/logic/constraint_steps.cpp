// Sentences and eliminations shared by the techniques for cages, thermometers and arrows.
#include "constraint_steps.h"

#include <algorithm>

namespace sudoku::logic {

namespace {

Mask between(int low, int high) {
    Mask mask = 0;
    for (int v = std::max(low, 1); v <= high && v <= 32; ++v) mask |= bitOf(v);
    return mask;
}

}  // namespace

std::string groupText(const Geometry& geometry, const Group& group) {
    const std::string start = cellName(geometry, group.cells[0]);
    if (group.kind == GroupKind::cage) return joined({"the ", std::to_string(group.sum), " cage at ", start});
    return joined({group.kind == GroupKind::thermo ? "the thermometer from " : "the arrow from ", start});
}

std::string comboText(const std::vector<Mask>& combos) {
    constexpr std::size_t kListed = 4;  // and a fifth rather than "or 1 more", which hid one a player could check
    const std::size_t listed = combos.size() == kListed + 1 ? combos.size() : kListed;
    std::string text;
    for (std::size_t i = 0; i < combos.size() && i < listed; ++i) {
        text += i > 0 ? " or {" : "{";
        for (Mask rest = combos[i]; rest != 0; rest &= rest - 1) {
            text += valueSymbol(lowestOf(rest));
            if ((rest & (rest - 1)) != 0) text += ',';
        }
        text += '}';
    }
    if (combos.size() > listed) text += joined({" or ", std::to_string(combos.size() - listed), " more"});
    return text;
}

Step groupStep(const Board& board, Technique technique, const Group& group) {
    Step step = makeStep(board, technique);
    step.nudge = joined({techniqueName(technique), ". Look at ", groupText(board.geometry(), group), "."});
    step.cells = group.cells;
    return step;
}

const Group* groupWithCells(const Board& board, const std::vector<int>& groups, const std::vector<int>& cells) {
    for (int g : groups) {
        const Group& group = board.geometry().constraints().groups[g];
        if (group.cells == cells) return &group;
    }
    return nullptr;
}

std::string seenText(const Board& board) {
    const Layout& layout = board.layout();
    const Constraints& constraints = board.geometry().constraints();
    std::vector<std::string> parts = {"its houses"};
    if (!layout.cages.empty()) parts.push_back("its cage");
    if (!layout.thermos.empty() && !layout.arrows.empty()) parts.push_back("its thermometers and arrows");
    else if (!layout.thermos.empty()) parts.push_back("its thermometers");
    else if (!layout.arrows.empty()) parts.push_back("its arrows");
    if (constraints.has(PairRule::antiKnight)) parts.push_back("a knight's move away");
    if (constraints.has(PairRule::antiKing)) parts.push_back("a king's move away");
    std::string text = parts.size() > 1 ? joined({"the cells it sees (", joinWithAnd(parts), ")"}) : "the cells it sees";
    if (constraints.has(PairRule::nonConsecutive)) text += " and the values next to its side neighbours'";
    return text;
}

namespace {

// Removes the candidates of `cell` outside `keep`; returns those that went.
Mask dropOutside(const Board& board, Step& step, int cell, Mask keep) {
    const Mask gone = board.candidates(cell) & ~keep;
    for (Mask rest = gone; rest != 0; rest &= rest - 1) step.eliminations.push_back({cell, lowestOf(rest)});
    return gone;
}

}  // namespace

std::vector<std::string> namesAlike(const Board& board, const std::vector<int>& cells, const std::vector<std::uint64_t>& keys,
                                    std::size_t i) {
    std::vector<std::string> names;
    if (std::find(keys.begin(), keys.begin() + i, keys[i]) != keys.begin() + i) return names;
    for (std::size_t k = i; k < cells.size(); ++k) {
        if (keys[k] == keys[i]) names.push_back(cellName(board.geometry(), cells[k]));
    }
    return names;
}

void keepValues(const Board& board, Step& step, const std::vector<int>& cells, const std::vector<Mask>& keep,
                std::vector<std::string>& said) {
    std::vector<std::uint64_t> changes(cells.size(), 0);  // what stays << 32 | what goes
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (board.value(cells[i]) != 0) continue;
        const Mask kept = board.candidates(cells[i]) & keep[i];
        changes[i] = std::uint64_t{kept} << 32 | dropOutside(board, step, cells[i], keep[i]);
    }
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const auto kept = static_cast<Mask>(changes[i] >> 32), gone = static_cast<Mask>(changes[i]);
        const std::vector<std::string> names = gone != 0 ? namesAlike(board, cells, changes, i) : std::vector<std::string>{};
        if (names.empty()) continue;
        // The shorter side is said: "r6c6 loses 1, 2, 3, 4, 5, 6, 7 and 9" after "only {6,8,9} can fill it" read to
        // a play-tester as a contradiction, where "r6c6 can only be 8" is the point.
        const bool one = names.size() == 1;
        const bool keeps = countOf(kept) < countOf(gone);
        const char* verb = !keeps ? (one ? " loses " : " lose ") : countOf(kept) == 1 ? " can only be " : one ? " keeps only " : " keep only ";
        said.push_back(joined({joinWithAnd(names), verb, valueList(keeps ? kept : gone)}));
    }
}

bool keepBetween(const Board& board, Step& step, int cell, int low, int high, std::vector<std::string>& said) {
    // Said as what the cell keeps: a bound its candidates already meet goes unsaid ("r6c3 is at most 6", not "lies
    // between 2 and 6" when it could hold 3 to 7), and one value left is named ("can only be 8", not "between 8
    // and 8").
    const int least = lowestOption(board, cell), most = highestOption(board, cell);
    if (dropOutside(board, step, cell, between(low, high)) == 0) return false;
    const std::string name = cellName(board.geometry(), cell);
    const bool lowCuts = low > least, highCuts = high < most;
    low = std::max(low, least);
    high = std::min(high, most);
    if (low >= high) said.push_back(joined({name, " can only be ", valueText(low)}));
    else if (!lowCuts) said.push_back(joined({name, " is at most ", valueText(high)}));
    else if (!highCuts) said.push_back(joined({name, " is at least ", valueText(low)}));
    else said.push_back(joined({name, " lies between ", valueText(low), " and ", valueText(high)}));
    return true;
}

std::string rangeText(int low, int high) {
    return low == high ? std::to_string(low) : joined({std::to_string(low), " to ", std::to_string(high)});
}

}  // namespace sudoku::logic
