// Checking a player's position against every rule of its puzzle (position_check.h). Breaks are found per rule
// (house, group, related pair of cells); candidates are each rule's own bound on an empty cell, intersected. A
// thermometer's and an arrow's bounds are their rules files' `admits`; a cage's are its exact digit sets.
#include "position_check.h"

#include <algorithm>
#include <cstdlib>

#include "../geometry.h"

namespace sudoku {

namespace {

std::string number(int value) { return std::to_string(value); }

// "9", "9 and 8", "1, 2 and 3".
std::string listed(const std::vector<std::string>& items) {
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) text += i + 1 == items.size() ? " and " : ", ";
        text += items[i];
    }
    return text;
}

std::string times(int count) { return count == 2 ? "twice" : number(count) + " times"; }

class Checker {
public:
    Checker(const Geometry& g, const std::vector<int>& values)
        : g_(g), n_(g.size()), values_(values), candidates_(values.size(), 0), broken_(values.size(), false) {
        for (std::size_t cell = 0; cell < values.size(); ++cell) candidates_[cell] = values[cell] ? 0 : (1 << n_) - 1;
    }

    PositionCheck run() {
        for (const House& house : g_.houses()) checkHouse(house);
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
    std::string name(int cell) const { return cellName(g_, cell); }

    void dropValue(int cell, int value) {
        if (value) candidates_[cell] &= ~(1 << (value - 1));
    }

    void breaks(std::vector<int> cells, std::string text) {
        for (int cell : cells) broken_[cell] = true;
        reasons_.push_back({std::move(cells), std::move(text)});
    }

    // The placed cells among `cells` holding `value`.
    std::vector<int> holding(const std::vector<int>& cells, int value) const {
        std::vector<int> out;
        for (int cell : cells) {
            if (values_[cell] == value) out.push_back(cell);
        }
        return out;
    }

    // True when some value repeats in `cells`; each repeat is a break named "`what` holds 5 twice".
    bool checkRepeats(const std::vector<int>& cells, const std::string& what) {
        bool found = false;
        for (int v = 1; v <= n_; ++v) {
            const auto same = holding(cells, v);
            if (same.size() < 2) continue;
            std::vector<std::string> names;
            for (int cell : same) names.push_back(name(cell));
            breaks(same, what + " holds " + std::string(1, valueSymbol(v)) + " " + times(static_cast<int>(same.size())) +
                             ": " + listed(names));
            found = true;
        }
        return found;
    }

    void checkHouse(const House& house) { checkRepeats(house.cells, houseName(house)); }

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
        if (group.kind == GroupKind::thermo) checkThermo(group);
        else if (!rules.admits(group, values, n_)) breakArrow(group, values);
    }

    // Whether `open` distinct values of 1..N outside `used` (bit v) add up to `rest`: reach[c][s] is whether c
    // such values can add up to s.
    bool cageCanFinish(int rest, int open, unsigned used) const {
        if (rest < 0) return false;
        std::vector<std::vector<char>> reach(open + 1, std::vector<char>(rest + 1, 0));
        reach[0][0] = 1;
        for (int v = 1; v <= n_ && v <= rest; ++v) {
            if (used & (1u << v)) continue;
            for (int c = open; c >= 1; --c) {
                for (int s = rest; s >= v; --s) reach[c][s] = reach[c][s] || reach[c - 1][s - v];
            }
        }
        return reach[open][rest] != 0;
    }

    void checkCage(const Group& cage) {
        const std::string what = "cage " + number(cage.sum) + " at " + name(cage.cells[0]);
        int total = 0, open = 0;
        unsigned used = 0;
        std::vector<int> placed;
        std::vector<std::string> shown;
        for (int cell : cage.cells) {
            const int v = values_[cell];
            if (!v) {
                ++open;
                continue;
            }
            total += v;
            used |= 1u << v;
            placed.push_back(cell);
            shown.push_back(number(v));
        }
        int allowed = 0;
        for (int v = 1; v <= n_ && open > 0; ++v) {
            if (!(used & (1u << v)) && cageCanFinish(cage.sum - total - v, open - 1, used | (1u << v))) allowed |= 1 << (v - 1);
        }
        for (int cell : cage.cells) candidates_[cell] &= allowed;
        if (checkRepeats(cage.cells, what)) return;
        const std::string holds = what + " holds " + listed(shown) + ": ";
        if (total > cage.sum) return breaks(placed, holds + "more than " + number(cage.sum));
        if (open == 0 && total != cage.sum) return breaks(placed, holds + number(total) + ", not " + number(cage.sum));
        if (open > 0 && !cageCanFinish(cage.sum - total, open, used)) {
            const std::string others = open == 1 ? "its other cell" : "its other " + number(open) + " cells";
            breaks(placed, holds + others + " cannot make up the " + number(cage.sum - total) + " left");
        }
    }

    // Each placed cell within its bounds (k steps from the bulb: at least k+1; k steps from the end: at most N-k),
    // and each placed cell rising enough above the previous placed one.
    void checkThermo(const Group& thermo) {
        const std::string what = "thermometer at " + name(thermo.cells[0]) + ": ";
        const int length = static_cast<int>(thermo.cells.size());
        int last = -1;
        for (int k = 0; k < length; ++k) {
            const int cell = thermo.cells[k], v = values_[cell];
            if (!v) continue;
            if (v < k + 1) {
                breaks({cell}, what + name(cell) + " is " + number(k) + " steps from the bulb, so it holds at least " +
                                   number(k + 1) + ", not " + number(v));
            } else if (v > n_ - (length - 1 - k)) {
                breaks({cell}, what + name(cell) + " has " + number(length - 1 - k) + " cells above it, so it holds at most " +
                                   number(n_ - (length - 1 - k)) + ", not " + number(v));
            }
            if (last >= 0) {
                const int before = thermo.cells[last], u = values_[before];
                if (v <= u) {
                    breaks({before, cell}, what + name(cell) + " holds " + number(v) + ", not more than " + name(before) +
                                               "'s " + number(u));
                } else if (v - u < k - last) {
                    breaks({before, cell}, what + name(before) + "'s " + number(u) + " and " + name(cell) + "'s " + number(v) +
                                               " leave no room to rise through the cells between");
                }
            }
            last = k;
        }
    }

    void breakArrow(const Group& arrow, const std::vector<int>& values) {
        std::vector<int> placed;
        int total = 0, open = 0;
        for (std::size_t k = 0; k < values.size(); ++k) {
            if (values[k]) placed.push_back(arrow.cells[k]);
            if (k == 0) continue;
            total += values[k];
            open += values[k] == 0;
        }
        const int circle = values[0];
        std::string text = "arrow at " + name(arrow.cells[0]) + ": its path adds up to ";
        if (open == 0 && circle) text += number(total) + ", not " + number(circle);
        else if (circle && total + open > circle) text += "at least " + number(total + open) + ", more than " + number(circle);
        else if (circle) text += "at most " + number(total + open * n_) + ", less than " + number(circle);
        else text += "at least " + number(total + open) + ", more than " + number(n_) + " (the largest value)";
        breaks(placed, text);
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
        breaks({from, to}, std::string(rules.name) + ": " + name(from) + " holds " + std::string(1, valueSymbol(u)) + " and " +
                               name(to) + " holds " + std::string(1, valueSymbol(v)));
    }

    const Geometry& g_;
    const int n_;
    const std::vector<int>& values_;
    std::vector<int> candidates_;
    std::vector<bool> broken_;
    std::vector<RuleBreak> reasons_;
};

}  // namespace

Result<PositionCheck> checkPosition(const Puzzle& puzzle, const std::vector<int>& values) {
    const Geometry& g = puzzle.geometry;
    if (values.size() != static_cast<std::size_t>(g.cellCount())) {
        return Error{"values has " + number(static_cast<int>(values.size())) + " entries; expected " + number(g.cellCount()) +
                         " for a " + number(g.size()) + "x" + number(g.size()) + " grid", {}};
    }
    std::vector<int> shown(values);
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        const int v = values[cell], given = puzzle.cells[cell];
        if (v < 0 || v > g.size()) {
            return Error{"bad value " + number(v) + " at " + cellName(g, cell) + "; expected 0 to " + number(g.size()), {cell}};
        }
        if (given && v && v != given) {
            return Error{"value " + number(v) + " at " + cellName(g, cell) + " differs from its given " + number(given), {cell}};
        }
        if (given) shown[cell] = given;
    }
    return Checker(g, shown).run();
}

}  // namespace sudoku
