// Cell maps and orbits of the clue-pattern symmetries.
#include "symmetry.h"

namespace sudoku {

namespace {

struct Named {
    Symmetry symmetry;
    const char* name;
    const char* label;  // for a person choosing one
};

constexpr Named kNames[] = {
    {Symmetry::none, "none", "none"},
    {Symmetry::rotate180, "rotate180", "half turn"},
    {Symmetry::rotate90, "rotate90", "quarter turn"},
    {Symmetry::mirrorHorizontal, "horizontal", "mirror top-bottom"},
    {Symmetry::mirrorVertical, "vertical", "mirror left-right"},
    {Symmetry::diagonal, "diagonal", "diagonal"},
};

}  // namespace

const char* symmetryName(Symmetry symmetry) {
    for (const auto& named : kNames) {
        if (named.symmetry == symmetry) return named.name;
    }
    return "none";
}

const char* symmetryLabel(Symmetry symmetry) {
    for (const auto& named : kNames) {
        if (named.symmetry == symmetry) return named.label;
    }
    return "none";
}

Result<Symmetry> parseSymmetry(const std::string& name) {
    for (const auto& named : kNames) {
        if (name == named.name) return named.symmetry;
    }
    return Error{"unknown symmetry '" + name + "'; expected none, rotate180, rotate90, horizontal, vertical or diagonal",
                 {}};
}

const std::vector<Symmetry>& allSymmetries() {
    static const std::vector<Symmetry> all = [] {
        std::vector<Symmetry> list;
        for (const auto& named : kNames) list.push_back(named.symmetry);
        return list;
    }();
    return all;
}

int mirrorCell(Symmetry symmetry, int size, int cell) {
    const int r = cell / size, c = cell % size, last = size - 1;
    switch (symmetry) {
        case Symmetry::none: return cell;
        case Symmetry::rotate180: return (last - r) * size + (last - c);
        case Symmetry::rotate90: return c * size + (last - r);
        case Symmetry::mirrorHorizontal: return (last - r) * size + c;
        case Symmetry::mirrorVertical: return r * size + (last - c);
        case Symmetry::diagonal: return c * size + r;
    }
    return cell;
}

std::vector<std::vector<int>> symmetryOrbits(Symmetry symmetry, int size) {
    std::vector<std::vector<int>> orbits;
    std::vector<bool> placed(size * size, false);
    for (int cell = 0; cell < size * size; ++cell) {
        if (placed[cell]) continue;
        std::vector<int> orbit;
        // Each map is a bijection of finite order, so repeated application returns to the start.
        for (int c = cell; !placed[c]; c = mirrorCell(symmetry, size, c)) {
            placed[c] = true;
            orbit.push_back(c);
        }
        orbits.push_back(std::move(orbit));
    }
    return orbits;
}

bool isSymmetric(Symmetry symmetry, int size, const std::vector<int>& cells) {
    for (int cell = 0; cell < static_cast<int>(cells.size()); ++cell) {
        if ((cells[cell] != 0) != (cells[mirrorCell(symmetry, size, cell)] != 0)) return false;
    }
    return true;
}

}  // namespace sudoku
