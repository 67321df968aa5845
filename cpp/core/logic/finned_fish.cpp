// Finned and Sashimi fish (X-Wing, Swordfish): k base lines whose places for a value lie in k cover
// lines except for a few fins. Either the fish holds, and the cover lines take the value from the base lines,
// or a fin holds it; so a cover-line cell outside the base lines that sees every fin loses the value. Sashimi:
// some base line keeps at most one place in the cover lines once the fins are set aside.
#include <algorithm>

#include "choose.h"
#include "cold.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

// Sizes 2 and 3: finned Jellyfish cost more search than they saved chains (see README).
const Technique kFinned[] = {Technique::finnedXWing, Technique::finnedSwordfish};
const Technique kSashimi[] = {Technique::sashimiXWing, Technique::sashimiSwordfish};

struct Fish {
    int value, firstBase, firstCover;
    const Mask* places;  // per line from firstBase: the value's places (bit i = the line's i-th cell)
    Mask bases, covers;
};

std::vector<int> housesOf(Mask lines, int first) {
    std::vector<int> houses;
    for (int i = 0; (lines >> i) != 0; ++i) {
        if (lines & (Mask{1} << i)) houses.push_back(first + i);
    }
    return houses;
}

COLD void describe(const Board& board, const Fish& fish, const std::vector<int>& fins, Step& step) {
    const std::vector<int> bases = housesOf(fish.bases, fish.firstBase);
    const std::vector<int> covers = housesOf(fish.covers, fish.firstCover);
    const std::string v = valueText(fish.value), baseNames = houseList(board, bases);
    const std::string coverNames = houseList(board, covers);
    step.houses = bases;
    step.houses.insert(step.houses.end(), covers.begin(), covers.end());
    step.explanation = "In " + baseNames + ", " + v + " can only go in " + coverNames + ", apart from the fin" +
                       (fins.size() > 1 ? "s " : " ") + cellList(board.geometry(), fins) + ". Either " + baseNames +
                       " take their " + v + " from " + coverNames + ", or a fin is " + v + "; both ways " + v +
                       " can be removed from the cells of " + coverNames + " outside " + baseNames +
                       " that see every fin.";
}

// A fin cell when every fin (a base place outside the cover lines) lies in one region and each base line keeps a
// place in the cover lines (-1 otherwise); plain integer work, since most choices fail here.
int finCell(const Board& board, const Fish& fish, bool sashimi) {
    const auto& houses = board.houses();
    const auto& regions = board.geometry().regions();
    bool thin = false;  // a base line with one place left in the cover lines
    int fin = -1;
    for (int b = 0; (fish.bases >> b) != 0; ++b) {
        if (!(fish.bases & (Mask{1} << b))) continue;
        const Mask places = fish.places[b];
        const int inCover = countOf(places & fish.covers);
        if (inCover == 0) return -1;  // a smaller fish in disguise
        thin = thin || inCover == 1;
        for (Mask outside = places & ~fish.covers; outside != 0; outside &= outside - 1) {
            const int cell = houses[fish.firstBase + b].cells[lowestOf(outside) - 1];
            if (fin >= 0 && regions[cell] != regions[fin]) return -1;
            fin = cell;
        }
    }
    return thin == sashimi ? fin : -1;
}

// The cells that lose the value: in the fins' region (so they see every fin), on a cover line, off the base lines.
std::vector<int> finTargets(const Board& board, const Fish& fish, int fin) {
    const Geometry& g = board.geometry();
    const bool rowsBase = fish.firstBase == 0;
    std::vector<int> targets;
    for (int h : g.housesOf(fin)) {
        const HouseKind kind = board.houses()[h].kind;
        if (kind != HouseKind::box && kind != HouseKind::region) continue;
        for (int cell : board.houses()[h].cells) {
            const int base = rowsBase ? g.row(cell) : g.col(cell), cover = rowsBase ? g.col(cell) : g.row(cell);
            if (board.has(cell, fish.value) && (fish.covers >> cover & 1) && !(fish.bases >> base & 1)) {
                targets.push_back(cell);
            }
        }
    }
    return targets;
}

COLD void splitFins(const Board& board, const Fish& fish, std::vector<int>& fins, std::vector<int>& body) {
    for (int base : housesOf(fish.bases, fish.firstBase)) {
        const Mask places = fish.places[base - fish.firstBase];
        for (Mask rest = places; rest != 0; rest &= rest - 1) {
            const int i = lowestOf(rest) - 1;
            (fish.covers & (Mask{1} << i) ? body : fins).push_back(board.houses()[base].cells[i]);
        }
    }
}

// Fills `step` when the chosen finned fish eliminates something.
bool finnedStep(const Board& board, const Fish& fish, int size, bool sashimi, Step& step) {
    const int fin = finCell(board, fish, sashimi);
    if (fin < 0) return false;
    const std::vector<int> targets = finTargets(board, fish, fin);
    if (targets.empty()) return false;
    std::vector<int> fins, body;
    splitFins(board, fish, fins, body);
    step = makeStep(board, sashimi ? kSashimi[size - 2] : kFinned[size - 2], housesOf(fish.bases, fish.firstBase)[0]);
    for (int cell : targets) step.eliminations.push_back({cell, fish.value});
    step.cells = body;
    step.cells.insert(step.cells.end(), fins.begin(), fins.end());
    describe(board, fish, fins, step);
    return true;
}

// Per region, the lines (columns when the base lines are rows) it crosses: fins lie in one region, so every
// place of a fish outside that region's lines is in a cover line.
std::vector<Mask> regionLines(const Geometry& g, bool baseIsRow) {
    std::vector<Mask> lines(g.size(), 0);
    for (int cell = 0; cell < g.cellCount(); ++cell) {
        lines[g.regions()[cell]] |= Mask{1} << (baseIsRow ? g.col(cell) : g.row(cell));
    }
    return lines;
}

// True when some region leaves at most `size` lines of `spread` outside the lines it crosses: a finned fish
// needs that, and adding base lines only widens `spread`, so a choice failing it is abandoned.
bool mayFit(const std::vector<Mask>& bands, Mask spread, int size) {
    for (Mask lines : bands) {
        if (countOf(spread & ~lines) <= size) return true;
    }
    return false;
}

struct BaseSearch {
    const Board& board;
    int size, value, firstBase, firstCover;
    bool sashimi;
    const Mask* places;
    const std::vector<Mask>& bands;  // the distinct line sets the regions cross
    Step& step;

    bool grow(Mask pool, int start, Mask bases, Mask spread) const {
        if (!mayFit(bands, spread, size)) return false;
        if (countOf(bases) == size) return countOf(spread) > size && tryBases(bases, spread);
        for (int i = start; (pool >> i) != 0; ++i) {
            if ((pool & (Mask{1} << i)) && grow(pool, i + 1, bases | (Mask{1} << i), spread | places[i])) return true;
        }
        return false;
    }

    bool tryBases(Mask bases, Mask spread) const {
        for (Mask lines : bands) {
            const Mask required = spread & ~lines;  // places outside the fins' region are in cover lines
            if (countOf(required) > size) continue;
            const bool done = chooseSubset(spread & lines, size - countOf(required), 0, 0, [&](Mask more) {
                const Fish fish{value, firstBase, firstCover, places, bases, required | more};
                return finnedStep(board, fish, size, sashimi, step);
            });
            if (done) return true;
        }
        return false;
    }
};

std::vector<Mask> distinctBands(const Geometry& g, bool baseIsRow) {
    std::vector<Mask> bands;
    for (Mask lines : regionLines(g, baseIsRow)) {
        if (std::find(bands.begin(), bands.end(), lines) == bands.end()) bands.push_back(lines);
    }
    return bands;
}

bool findIn(const Board& board, int size, bool sashimi, int value, int firstBase, int firstCover,
            const std::vector<Mask>& bands, Step& step) {
    const int n = board.size();
    BaseSearch search{board, size, value, firstBase, firstCover, sashimi, nullptr, bands, step};
    int span = 0;  // the most lines a region crosses: a base line has at most size + span places
    for (Mask lines : search.bands) span = std::max(span, countOf(lines));
    Mask places[kMaxSize], pool = 0;
    for (int i = 0; i < n; ++i) {
        places[i] = board.positions(firstBase + i, value);
        if (places[i] != 0 && countOf(places[i]) <= size + span) pool |= Mask{1} << i;
    }
    search.places = places;
    return countOf(pool) >= size && search.grow(pool, 0, 0, 0);
}

}  // namespace

bool findFinnedFish(const Board& board, int size, bool sashimi, Step& step) {
    const int n = board.size();
    const std::vector<Mask> rowBands = distinctBands(board.geometry(), true);
    const std::vector<Mask> columnBands = distinctBands(board.geometry(), false);
    const Technique kind = sashimi ? kSashimi[size - 2] : kFinned[size - 2];
    for (int value = 1; value <= n; ++value) {
        if (board.quietValue(kind, value)) continue;
        if (findIn(board, size, sashimi, value, 0, n, rowBands, step) ||
            findIn(board, size, sashimi, value, n, 0, columnBands, step)) {
            return true;
        }
        board.setQuietValue(kind, value);
    }
    return false;
}

}  // namespace sudoku::logic
