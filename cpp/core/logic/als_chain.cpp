// ALS-XY-Chain: almost locked sets A1 .. An (n = 4 or 5; 2 is ALS-XZ, 3 ALS-XY-Wing), each linked to the next by
// a restricted common x1 .. x(n-1), consecutive ones different. If A1 lacks z it is locked, so x1 is in A1 and
// not in A2, A2 is locked, x2 is in A2, ... and An, without x(n-1), is locked and holds z. So a value z of A1 and
// An (not x1, not x(n-1)) is in one of them, and every cell seeing all its places in both loses it.
#include <algorithm>

#include "als.h"
#include "cold.h"
#include "techniques.h"

namespace sudoku::logic {

namespace {

// Small sets and short chains: the search grows with both, and longer chains rarely replace a forcing chain.
constexpr int kMaxChainCells = 3;
constexpr int kMaxChainSets = 5;

struct Edge {
    int set;
    int value;  // the restricted common
};

struct ChainSearch {
    const Board& board;
    const std::vector<Als>& sets;
    const std::vector<std::vector<Edge>>& edges;
    const std::vector<Mask>& useful;  // per set, the values z with a cell outside seeing all of the set's z
    int length;                       // sets in the chains looked for now
    int path[kMaxChainSets + 1];
    int rcc[kMaxChainSets + 1];  // rcc[i]: the common value linking path[i] and path[i + 1]
    Step& step;

    bool onPath(const Als& next, int depth) const {
        for (int i = 0; i < depth; ++i) {
            if (&sets[path[i]] == &next || sets[path[i]].overlaps(next)) return true;
        }
        return false;
    }

    bool grow(int depth) {
        if (depth >= length) return tryEnd();
        for (const Edge& edge : edges[path[depth - 1]]) {
            if (depth > 1 && edge.value == rcc[depth - 2]) continue;
            // The last set: it must share a useful value with the first, and a chain is looked at in one direction.
            if (depth + 1 == length && (edge.set < path[0] ||
                                        (useful[edge.set] & useful[path[0]] & ~bitOf(rcc[0]) & ~bitOf(edge.value)) == 0)) {
                continue;
            }
            if (onPath(sets[edge.set], depth)) continue;
            path[depth] = edge.set;
            rcc[depth - 1] = edge.value;
            if (grow(depth + 1)) return true;
        }
        return false;
    }

    bool tryEnd() {
        const Als &first = sets[path[0]], &end = sets[path[length - 1]];
        const Mask zs = useful[path[0]] & useful[path[length - 1]] & ~bitOf(rcc[0]) & ~bitOf(rcc[length > 1 ? length - 2 : 0]);
        Step found;  // the eliminations first: most chains have none, and then no sentence is built
        for (Mask rest = zs; rest != 0; rest &= rest - 1) eliminateSeeingAll(board, {&first, &end}, lowestOf(rest), found);
        if (found.eliminations.empty()) return false;
        describe(found);
        return true;
    }

    COLD void describe(Step& found) {
        Mask zs = 0;
        for (const Candidate& c : found.eliminations) zs |= bitOf(c.value);
        step = makeStep(board, Technique::alsXyChain, sets[path[0]].house);
        step.eliminations = std::move(found.eliminations);
        std::string chain;
        for (int i = 0; i < length; ++i) {
            const Als& als = sets[path[i]];
            step.cells.insert(step.cells.end(), als.cells.begin(), als.cells.begin() + als.count);
            if (std::find(step.houses.begin(), step.houses.end(), als.house) == step.houses.end()) {
                step.houses.push_back(als.house);
            }
            chain += "A" + std::to_string(i + 1) + " = " + alsText(board, als) +
                     (i + 1 < length ? " -" + valueText(rcc[i]) + "- " : "");
        }
        const std::string z = valueList(zs);
        step.explanation = "A chain of sets that each hold one value more than cells, linked by values that can be "
                           "in only one of two neighbours (their places see each other): " + chain + ". If A1 "
                           "lacks " + z + ", it is locked and holds " + valueText(rcc[0]) + ", so the next set "
                           "lacks that link and is locked in turn, up to A" + std::to_string(length) + ", which "
                           "then holds " + z + ". So " + z + " is in A1 or A" + std::to_string(length) +
                           " and leaves the cells that see all its places in both.";
    }
};

// Per set, the values some cell outside the set could lose (it has the value and sees all the set's places of
// it): a chain's two ends must share one.
std::vector<Mask> usefulValues(const Board& board, const std::vector<Als>& sets, int count) {
    std::vector<Mask> useful(count, 0);
    for (int i = 0; i < count; ++i) {
        for (Mask values = sets[i].values; values != 0; values &= values - 1) {
            Step probe;
            if (eliminateSeeingAll(board, {&sets[i]}, lowestOf(values), probe)) useful[i] |= bitOf(lowestOf(values));
        }
    }
    return useful;
}

}  // namespace

bool findAlsXyChain(const Board& board, Step& step) {
    const AlsIndex& index = alsIndex(board);
    const std::vector<Als>& sets = index.sets;
    const int count = index.upTo[kMaxChainCells];  // the sets of up to kMaxChainCells cells
    const std::vector<Mask> useful = usefulValues(board, sets, count);
    std::vector<std::vector<Edge>> edges(count);
    for (const AlsLink& link : index.links) {
        if (link.b >= count) continue;
        for (Mask rest = link.rcc; rest != 0; rest &= rest - 1) {
            edges[link.a].push_back({link.b, lowestOf(rest)});
            edges[link.b].push_back({link.a, lowestOf(rest)});
        }
    }
    ChainSearch search{board, sets, edges, useful, 0, {}, {}, step};
    for (search.length = 4; search.length <= kMaxChainSets; ++search.length) {  // shortest first
        for (int start = 0; start < count; ++start) {
            if (useful[start] == 0) continue;
            search.path[0] = start;
            if (search.grow(1)) return true;
        }
    }
    return false;
}

}  // namespace sudoku::logic
