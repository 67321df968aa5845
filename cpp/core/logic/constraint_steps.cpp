// Sentences and eliminations shared by the techniques for cages, thermometers and arrows.
#include "constraint_steps.h"

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
    constexpr std::size_t kListed = 4;
    std::vector<std::string> sets;
    for (std::size_t i = 0; i < combos.size() && i < kListed; ++i) {
        std::string set = "{";
        for (Mask rest = combos[i]; rest != 0; rest &= rest - 1) {
            if (set.size() > 1) set += ',';
            set += valueText(lowestOf(rest));
        }
        sets.push_back(set + '}');
    }
    if (combos.size() > kListed) sets.push_back(joined({std::to_string(combos.size() - kListed), " more"}));
    std::string text;
    for (std::size_t i = 0; i < sets.size(); ++i) text += joined({i > 0 ? " or " : "", sets[i]});
    return text;
}

Step groupStep(const Board& board, Technique technique, const Group& group) {
    Step step = makeStep(board, technique);
    step.nudge = joined({techniqueName(technique), ". Look at ", groupText(board.geometry(), group), "."});
    step.cells = group.cells;
    return step;
}

std::string seenText(const Board& board) {
    const Layout& layout = board.layout();
    const Constraints& constraints = board.geometry().constraints();
    std::string text = "the cells it sees";
    if (!layout.cages.empty()) text += ", its cage";
    if (!layout.thermos.empty() || !layout.arrows.empty()) text += ", its thermometers and arrows";
    if (constraints.has(PairRule::antiKnight)) text += ", a knight's move away";
    if (constraints.has(PairRule::antiKing)) text += ", a king's move away";
    if (constraints.has(PairRule::nonConsecutive)) text += " and the values next to its side neighbours'";
    return text;
}

bool keepValues(const Board& board, Step& step, int cell, Mask keep, std::vector<std::string>& said) {
    const Mask gone = board.candidates(cell) & ~keep;
    if (gone == 0) return false;
    for (Mask rest = gone; rest != 0; rest &= rest - 1) step.eliminations.push_back({cell, lowestOf(rest)});
    said.push_back(joined({cellName(board.geometry(), cell), " loses ", valueList(gone)}));
    return true;
}

bool keepBetween(const Board& board, Step& step, int cell, int low, int high, std::vector<std::string>& said) {
    std::vector<std::string> ignored;
    if (!keepValues(board, step, cell, between(low, high), ignored)) return false;
    const std::string name = cellName(board.geometry(), cell);
    if (low <= 1) said.push_back(joined({name, " is at most ", valueText(high)}));
    else if (high >= board.size()) said.push_back(joined({name, " is at least ", valueText(low)}));
    else said.push_back(joined({name, " lies between ", valueText(low), " and ", valueText(high)}));
    return true;
}

}  // namespace sudoku::logic
