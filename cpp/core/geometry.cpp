// Builds the rows, columns and boxes (or regions) of a grid, asks the variant's rules for its extra houses, and
// validates box shapes and jigsaw region maps.
#include "geometry.h"

#include <algorithm>
#include <cmath>

#include "constraints/constraint_layout.h"

namespace sudoku {

BoxShape defaultBoxShape(int size) {
    for (int r = static_cast<int>(std::sqrt(static_cast<double>(size))); r >= 2; --r) {
        if (size % r == 0) return {r, size / r};
    }
    return {};
}

Result<BoxShape> parseBoxShape(const std::string& text) {
    const auto x = text.find_first_of("xX");
    const Error error{"bad box shape '" + text + "'; expected ROWSxCOLUMNS such as 3x3 or 2x4", {}};
    if (x == std::string::npos || x == 0 || x + 1 == text.size() || x > 2 || text.size() - x - 1 > 2) return error;
    auto digits = [](const std::string& s) { return std::all_of(s.begin(), s.end(), ::isdigit); };
    const std::string rows = text.substr(0, x), cols = text.substr(x + 1);
    if (!digits(rows) || !digits(cols)) return error;
    return BoxShape{std::stoi(rows), std::stoi(cols)};
}

namespace {

Error regionMapError(const std::string& what, std::vector<int> cells = {}) {
    return Error{"invalid region map: " + what, std::move(cells)};
}

// Every region index in 0..size-1, each used size times, each region connected orthogonally.
Result<bool> checkRegions(int size, const std::vector<int>& regions) {
    const int cells = size * size;
    if (static_cast<int>(regions.size()) != cells) {
        return regionMapError("it has " + std::to_string(regions.size()) + " cells; expected " + std::to_string(cells));
    }
    std::vector<std::vector<int>> members(size);
    for (int cell = 0; cell < cells; ++cell) {
        if (regions[cell] < 0 || regions[cell] >= size) {
            return regionMapError("the region of r" + std::to_string(cell / size + 1) + "c" +
                                  std::to_string(cell % size + 1) + " is out of range", {cell});
        }
        members[regions[cell]].push_back(cell);
    }
    for (int r = 0; r < size; ++r) {
        const std::string name = "region " + std::to_string(r + 1);
        if (static_cast<int>(members[r].size()) != size) {
            return regionMapError(name + " has " + std::to_string(members[r].size()) + " cells; every region needs " +
                                  std::to_string(size), members[r]);
        }
        std::vector<int> seen{members[r][0]}, stack{members[r][0]};
        while (!stack.empty()) {
            const int cell = stack.back();
            stack.pop_back();
            const int row = cell / size, col = cell % size;
            const int next[4][2] = {{row - 1, col}, {row + 1, col}, {row, col - 1}, {row, col + 1}};
            for (const auto& rc : next) {
                if (rc[0] < 0 || rc[0] >= size || rc[1] < 0 || rc[1] >= size) continue;
                const int n = rc[0] * size + rc[1];
                if (regions[n] == r && std::find(seen.begin(), seen.end(), n) == seen.end()) {
                    seen.push_back(n);
                    stack.push_back(n);
                }
            }
        }
        if (static_cast<int>(seen.size()) != size) return regionMapError(name + " is not connected", members[r]);
    }
    return true;
}

// The box of each cell for a box shape; an error when the shape does not fit the size.
Result<std::vector<int>> boxRegions(int size, BoxShape box) {
    if (box.rows * box.cols != size || box.rows < 1 || box.cols < 1) {
        if (box.rows == 0) {
            return Error{std::to_string(size) + "x" + std::to_string(size) +
                             " has no box shape; only jigsaw puzzles come in this size", {}};
        }
        return Error{"box " + std::to_string(box.rows) + "x" + std::to_string(box.cols) + " does not fit a " +
                         std::to_string(size) + "x" + std::to_string(size) + " grid (rows x columns must be " +
                         std::to_string(size) + ")", {}};
    }
    std::vector<int> regions(size * size);
    for (int cell = 0; cell < size * size; ++cell) {
        const int r = cell / size, c = cell % size;
        regions[cell] = (r / box.rows) * (size / box.cols) + c / box.cols;
    }
    return regions;
}

}  // namespace

Result<Geometry> Geometry::make(int size, Variant variant, BoxShape box, std::vector<int> regions) {
    return make(size, rulesOf(variant), box, std::move(regions));
}

Result<Geometry> Geometry::make(int size, const VariantRules& rules, BoxShape box, std::vector<int> regions) {
    if (size < kMinSize || size > kMaxSize) {
        return Error{"size " + std::to_string(size) + " is out of range; sizes go from 4 to 25", {}};
    }
    Geometry g;
    g.size_ = size;
    g.rules_ = &rules;
    auto layout = std::make_shared<Layout>();
    Layout& l = *layout;
    if (rules.regionMap) {
        if (auto ok = checkRegions(size, regions); !ok) return ok.error();
        l.regions = std::move(regions);
    } else {
        if (!regions.empty()) return Error{"a region map is only allowed for jigsaw puzzles", {}};
        if (box.rows == 0 && box.cols == 0) box = defaultBoxShape(size);
        auto boxes = boxRegions(size, box);
        if (!boxes) return boxes.error();
        g.box_ = box;
        l.regions = std::move(boxes.value());
    }
    l.housesOf.resize(size * size);
    l.addLines(size);
    for (int b = 0; b < size; ++b) {
        std::vector<int> cells;
        for (int cell = 0; cell < size * size; ++cell) {
            if (l.regions[cell] == b) cells.push_back(cell);
        }
        l.addHouse(rules.regionMap ? HouseKind::region : HouseKind::box, b, cells);
    }
    if (rules.addHouses) {
        const GridShape shape{size, g.box_, &l.regions};
        auto added = rules.addHouses(shape, [&l](HouseKind kind, int index, std::vector<int> cells) {
            l.addHouse(kind, index, std::move(cells));
        });
        if (!added) return added.error();
    }
    l.addPeers(size * size);
    l.key = std::to_string(size) + "/" + rules.name + "/" + std::to_string(g.box_.rows) + "x" +
            std::to_string(g.box_.cols);
    if (rules.regionMap) {
        l.key += "/";
        for (int r : l.regions) l.key += valueSymbol(r + 1);
    }
    g.layout_ = std::move(layout);
    return g;
}

Result<Geometry> Geometry::withConstraints(Constraints constraints) const {
    Geometry g = *this;
    g.constraints_.reset();
    g.constraintKey_.clear();
    if (constraints.empty()) return g;
    auto laid = layOutConstraints(g, std::move(constraints));
    if (!laid) return laid.error();
    g.constraintKey_ = layout_->key;
    for (const Group& group : laid->constraints.groups) g.constraintKey_ += ";" + formatConstraint(group, size_);
    for (PairRule rule : laid->constraints.pairs) g.constraintKey_ += std::string(";") + pairRules(rule).name;
    g.constraints_ = std::make_shared<const ConstraintLayout>(std::move(laid.value()));
    return g;
}

const Constraints& Geometry::constraints() const {
    static const Constraints none;
    return constraints_ ? constraints_->constraints : none;
}

void Geometry::Layout::addLines(int size) {
    for (int r = 0; r < size; ++r) {
        std::vector<int> cells;
        for (int c = 0; c < size; ++c) cells.push_back(r * size + c);
        addHouse(HouseKind::row, r, cells);
    }
    for (int c = 0; c < size; ++c) {
        std::vector<int> cells;
        for (int r = 0; r < size; ++r) cells.push_back(r * size + c);
        addHouse(HouseKind::column, c, cells);
    }
}

void Geometry::Layout::addPeers(int cells) {
    peers.resize(cells);
    for (int cell = 0; cell < cells; ++cell) {
        auto& list = peers[cell];
        for (int h : housesOf[cell]) {
            for (int other : houses[h].cells) {
                if (other != cell) list.push_back(other);
            }
        }
        std::sort(list.begin(), list.end());
        list.erase(std::unique(list.begin(), list.end()), list.end());
    }
}

void Geometry::Layout::addHouse(HouseKind kind, int index, std::vector<int> cells) {
    const int id = static_cast<int>(houses.size());
    for (int cell : cells) housesOf[cell].push_back(id);
    houses.push_back({kind, index, std::move(cells)});
}

const char* houseKindName(HouseKind kind) {
    switch (kind) {
        case HouseKind::row: return "row";
        case HouseKind::column: return "column";
        case HouseKind::box: return "box";
        case HouseKind::region: return "region";
        case HouseKind::diagonal: return "diagonal";
        case HouseKind::antiDiagonal: return "antiDiagonal";
        case HouseKind::window: return "window";
    }
    return "";
}

bool isExtraHouse(HouseKind kind) {
    return kind != HouseKind::row && kind != HouseKind::column && kind != HouseKind::box && kind != HouseKind::region;
}

std::string cellName(const Geometry& geometry, int cell) {
    return "r" + std::to_string(geometry.row(cell) + 1) + "c" + std::to_string(geometry.col(cell) + 1);
}

std::string houseName(const House& house) {
    const std::string n = std::to_string(house.index + 1);
    switch (house.kind) {
        case HouseKind::row: return "row " + n;
        case HouseKind::column: return "column " + n;
        case HouseKind::box: return "box " + n;
        case HouseKind::region: return "region " + n;
        case HouseKind::diagonal: return "the main diagonal";
        case HouseKind::antiDiagonal: return "the anti-diagonal";
        case HouseKind::window: return "window " + n;
    }
    return n;
}

char valueSymbol(int value) {
    if (value <= 0) return '.';
    return static_cast<char>(value <= 9 ? '0' + value : 'A' + value - 10);
}

}  // namespace sudoku
