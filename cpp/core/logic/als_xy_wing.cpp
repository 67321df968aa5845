// ALS-XY-Wing: a pivot set C and two sets A and B, A linked to C by a restricted common x and B to C by a
// restricted common y (x != y). C cannot lose both x and y, so A lacks x or B lacks y, and that set is locked:
// a value z common to A and B (not x or y) is in A or B, and every cell seeing all z of both loses z.
#include "als.h"
#include "cold.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

// Smaller than ALS-XZ's bound: the search runs over triples.
constexpr int kMaxWingCells = 4;

struct Wing {
    const Als &a, &b, &c;
    int x, y;
};

// The three sets' cells and houses, and the sentence.
COLD void describeWing(const Board& board, const Wing& w, Mask zs, Step& step) {
    step.cells = cellsOf({&w.a, &w.b, &w.c});
    step.houses = {w.c.house, w.a.house, w.b.house};
    const std::string x = valueText(w.x), y = valueText(w.y);
    step.explanation = "Three sets each hold one value more than cells: C = " + alsText(board, w.c) + ", A = " +
                       alsText(board, w.a) + " and B = " + alsText(board, w.b) + ". " + x +
                       " cannot be in both A and C, nor " + y + " in both B and C (their places see each other). C "
                       "cannot lose both " + x + " and " + y + ", so A lacks " + x + " or B lacks " + y +
                       ", and that set is locked: " + valueList(zs) + " is in A or B, and leaves the cells that see "
                       "all its places in both.";
}

bool wingStep(const Board& board, const Wing& w, Step& step) {
    const Mask zs = w.a.values & w.b.values & ~bitOf(w.x) & ~bitOf(w.y);
    Step found;  // the eliminations first: most wings have none, and then no sentence is built
    for (Mask rest = zs; rest != 0; rest &= rest - 1) eliminateSeeingAll(board, {&w.a, &w.b}, lowestOf(rest), found);
    if (found.eliminations.empty()) return false;
    step = makeStep(board, Technique::alsXyWing, w.c.house);
    step.eliminations = std::move(found.eliminations);
    describeWing(board, w, zs, step);
    return true;
}

struct Link {
    int set;
    int value;
};

}  // namespace

bool findAlsXyWing(const Board& board, Step& step) {
    const AlsIndex& index = alsIndex(board);
    const std::vector<Als>& sets = index.sets;
    const int count = index.upTo[kMaxWingCells];  // the sets of up to kMaxWingCells cells
    // Per set, the sets joined to it by a restricted common, ascending: each pair is looked at once.
    std::vector<std::vector<Link>> linked(count);
    for (const AlsLink& link : index.links) {
        if (link.b >= count) continue;
        for (Mask rest = link.rcc; rest != 0; rest &= rest - 1) {
            linked[link.a].push_back({link.b, lowestOf(rest)});
            linked[link.b].push_back({link.a, lowestOf(rest)});
        }
    }
    for (int c = 0; c < count; ++c) {
        const std::vector<Link>& links = linked[c];
        for (std::size_t i = 0; i < links.size(); ++i) {
            for (std::size_t j = i + 1; j < links.size(); ++j) {
                const Als &a = sets[links[i].set], &b = sets[links[j].set];
                if (links[i].value == links[j].value || links[i].set == links[j].set) continue;
                const Mask zs = a.values & b.values & ~bitOf(links[i].value) & ~bitOf(links[j].value);
                if (zs == 0 || a.overlaps(b)) continue;
                if (wingStep(board, Wing{a, b, sets[c], links[i].value, links[j].value}, step)) return true;
            }
        }
    }
    return false;
}

}  // namespace sudoku::logic
