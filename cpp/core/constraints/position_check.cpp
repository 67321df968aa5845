// Checking a player's position against every rule of its puzzle (position_check.h). Breaks are found per rule
// (house, group, related pair of cells); candidates are each rule's own bound on an empty cell, intersected. A
// thermometer's and an arrow's bounds are their rules files' `admits`; a cage's are its exact digit sets (cage_sets.h).
#include "position_check.h"

#include <algorithm>
#include <cstdlib>

#include "../geometry.h"
#include "cage_sets.h"

namespace sudoku {

namespace {

std::string number(int value) { return std::to_string(value); }

class Checker {
public:
    Checker(const Geometry& g, const std::vector<int>& values)
        : g_(g), n_(g.size()), values_(values), candidates_(values.size(), 0), broken_(values.size(), 0) {
        for (std::size_t cell = 0; cell < values.size(); ++cell) candidates_[cell] = values[cell] ? 0 : (1 << n_) - 1;
    }

    PositionCheck run() {
        for (const House& house : g_.houses()) checkRepeats(house.cells, houseName(house));
        for (std::size_t cell = 0; cell < values_.size(); ++cell) {
            for (int peer : g_.peers(static_cast<int>(cell))) dropValue(peer, values_[cell]);
        }
        for (const Group& group : g_.constraints().groups) checkGroup(group);
        for (PairRule rule : g_.constraints().pairs) checkPairs(pairRules(rule));
        PositionCheck out;
        for (std::size_t cell = 0; cell < values_.size(); ++cell) {
            if (broken_[cell]) out.clashes.push_back(static_cast<int>(cell));
        }
        out.reasons = std::move(reasons_);
        out.candidates = std::move(candidates_);
        return out;
    }

private:
    // `text` then `pattern` with each code replaced by the next of `args`: %n a number, %c a cell's name, %v a
    // value's symbol, %t a count as "twice" or "3 times", %l a count k then k numbers listed ("9, 8 and 7"), %L the
    // same with cells' names. One writer for every sentence keeps the module small (no string temporaries per call).
    std::string say(std::string text, const char* pattern, const int* args) const {
        std::size_t next = 0;
        for (const char* at = pattern; *at; ++at) {
            if (*at != '%') {
                text += *at;
                continue;
            }
            const char code = *++at;
            if (code == 'l' || code == 'L') {
                const int count = args[next++];
                for (int i = 0; i < count; ++i) {
                    if (i > 0) text += i + 1 == count ? " and " : ", ";
                    const int item = args[next++];
                    text += code == 'L' ? cellName(g_, item) : number(item);
                }
                continue;
            }
            const int arg = args[next++];
            if (code == 'n') text += number(arg);
            else if (code == 'c') text += cellName(g_, arg);
            else if (code == 'v') text += valueSymbol(arg);
            else text += arg == 2 ? "twice" : number(arg) + " times";
        }
        return text;
    }
    std::string say(std::string text, const char* pattern, std::initializer_list<int> args) const {
        return say(std::move(text), pattern, args.begin());
    }
    std::string say(std::string text, const char* pattern, const std::vector<int>& args) const {
        return say(std::move(text), pattern, args.data());
    }

    void dropValue(int cell, int value) {
        if (value) candidates_[cell] &= ~(1 << (value - 1));
    }

    void breaks(std::vector<int> cells, std::string text) {
        for (int cell : cells) broken_[cell] = 1;
        reasons_.push_back({std::move(cells), std::move(text)});
    }

    // True when some value repeats in `cells`; each repeat is a break: "`what` holds 5 twice: r1c1 and r1c4".
    bool checkRepeats(const std::vector<int>& cells, const std::string& what) {
        bool found = false;
        for (int v = 1; v <= n_; ++v) {
            std::vector<int> same;
            for (int cell : cells) {
                if (values_[cell] == v) same.push_back(cell);
            }
            const int count = static_cast<int>(same.size());
            if (count < 2) continue;
            std::vector<int> args{v, count, count};
            args.insert(args.end(), same.begin(), same.end());
            breaks(same, say(what, " holds %v %t: %L", args));
            found = true;
        }
        return found;
    }

    void checkGroup(const Group& group) {
        if (group.kind == GroupKind::cage) return checkCage(group);
        std::vector<int> values;
        for (int cell : group.cells) values.push_back(values_[cell]);
        const GroupRules& rules = groupRules(group.kind);
        for (std::size_t k = 0; k < group.cells.size(); ++k) {
            if (values[k]) continue;
            for (int v = 1; v <= n_; ++v) {
                values[k] = v;
                if (!rules.admits(group, values, n_)) dropValue(group.cells[k], v);
            }
            values[k] = 0;
        }
        if (!rules.admits(group, values, n_)) breakGroup(group, values);
    }

    void checkCage(const Group& cage) {
        int total = 0, open = 0;
        DigitSet used = 0;
        std::vector<int> placed, args{cage.sum, cage.cells[0], 0};  // then the placed values, for %l
        for (int cell : cage.cells) {
            const int v = values_[cell];
            open += v == 0;
            if (!v) continue;
            total += v;
            used |= DigitSet{1} << (v - 1);
            placed.push_back(cell);
            args.push_back(v);
        }
        args[2] = static_cast<int>(placed.size());
        const DigitSet free = allValues(n_) & ~used;
        const int allowed = static_cast<int>(digitSetUnion(cage.sum - total, open, free));
        for (int cell : cage.cells) candidates_[cell] &= allowed;
        if (checkRepeats(cage.cells, say("", "cage %n at %c", args))) return;
        if (total > cage.sum) {
            args.push_back(cage.sum);
            return breaks(placed, say("", "cage %n at %c holds %l: more than %n", args));
        }
        // Full and missing its sum, or no distinct values left for its empty cells that make it up.
        if (!hasDigitSet(cage.sum - total, open, free)) {
            args.push_back(cage.sum);
            breaks(placed, say("", "cage %n at %c holds %l, so its cells cannot add up to %n", args));
        }
    }

    // A thermometer or arrow whose placed values no filling can complete (its rules file's `admits`): its placed
    // cells, and their values in the group's order.
    void breakGroup(const Group& group, const std::vector<int>& values) {
        std::vector<int> placed, args{group.cells[0], 0};
        for (std::size_t k = 0; k < values.size(); ++k) {
            if (!values[k]) continue;
            placed.push_back(group.cells[k]);
            args.push_back(values[k]);
        }
        args[1] = static_cast<int>(placed.size());
        breaks(placed, say("", group.kind == GroupKind::thermo ? "thermometer at %c cannot rise through %l as placed"
                                                               : "arrow at %c cannot add up with %l as placed", args));
    }

    // Every pairwise rule relates cells within two rows and columns of each other.
    void checkPairs(const PairRules& rules) {
        const int cells = static_cast<int>(values_.size());
        for (int a = 0; a < cells; ++a) {
            for (int b = a + 1; b < cells; ++b) {
                const int dr = g_.row(b) - g_.row(a), dc = g_.col(b) - g_.col(a);
                if (dr > 2 || std::abs(dc) > 2 || !rules.related(dr, dc)) continue;
                checkPair(rules, a, b);
                checkPair(rules, b, a);
            }
        }
    }

    // A placed value in `from` rules values out of `to`; both placed and forbidden together is a break (a repeat in
    // peers is the house's break already).
    void checkPair(const PairRules& rules, int from, int to) {
        const int u = values_[from], v = values_[to];
        if (!u) return;
        for (int w = 1; w <= n_; ++w) {
            if (rules.forbids(u, w)) dropValue(to, w);
        }
        const auto& peers = g_.peers(from);
        if (!v || from > to || !rules.forbids(u, v) || (u == v && std::binary_search(peers.begin(), peers.end(), to))) return;
        breaks({from, to}, say(rules.name, ": %c holds %v and %c holds %v", {from, u, to, v}));
    }

    const Geometry& g_;
    const int n_;
    const std::vector<int>& values_;
    std::vector<int> candidates_;
    std::vector<char> broken_;
    std::vector<RuleBreak> reasons_;
};

}  // namespace

Result<PositionCheck> checkPosition(const Puzzle& puzzle, const std::vector<int>& values) {
    const Geometry& g = puzzle.geometry;
    if (values.size() != static_cast<std::size_t>(g.cellCount())) {
        return Error{joined({"values has ", number(static_cast<int>(values.size())), " entries; expected ",
                             number(g.cellCount()), " for a ", number(g.size()), "x", number(g.size()), " grid"}), {}};
    }
    std::vector<int> shown(values);
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        const int v = values[cell], given = puzzle.cells[cell];
        if (v < 0 || v > g.size()) {
            return Error{joined({"bad value ", number(v), " at ", cellName(g, cell), "; expected 0 to ", number(g.size())}), {cell}};
        }
        if (given) shown[cell] = given;  // a given's cell holds its given, whatever `values` says
    }
    return Checker(g, shown).run();
}

}  // namespace sudoku
