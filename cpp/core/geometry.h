// The shape of a sudoku: size, box shape, variant, and the houses (rows, columns, boxes or regions, extras).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "constraints/constraints.h"
#include "result.h"
#include "variants/rules.h"

namespace sudoku {

struct ConstraintLayout;

struct House {
    HouseKind kind;
    int index;               // 0-based within its kind
    std::vector<int> cells;  // row-major cell indices, exactly size() of them
};

constexpr int kMinSize = 4;
constexpr int kMaxSize = 25;

// Default box shape for a size: the most square R x C with R <= C, or {0, 0} when N has none (a prime).
BoxShape defaultBoxShape(int size);
Result<BoxShape> parseBoxShape(const std::string& text);  // "3x3", "2x4"

// Immutable description of a grid. Houses are listed rows first, then columns, boxes (or jigsaw regions),
// then the variant's extra houses (added by its rules file), so house indices are stable for a given geometry.
class Geometry {
public:
    // box {0,0} means the default shape; regions is the jigsaw region map (region index per cell), else empty.
    static Result<Geometry> make(int size, Variant variant, BoxShape box = {}, std::vector<int> regions = {});
    // The same for rules outside the registry (tests of the rules interface); `rules` must outlive the geometry.
    static Result<Geometry> make(int size, const VariantRules& rules, BoxShape box = {}, std::vector<int> regions = {});

    // The same grid with constraints beyond houses (cages, thermometers, arrows, pairwise rules), checked and laid
    // out for the solver (constraints/constraint_layout.h); an error names the constraint at fault. Replaces any
    // constraints the geometry had; empty constraints give the plain grid back.
    Result<Geometry> withConstraints(Constraints constraints) const;
    const Constraints& constraints() const;
    // nullptr when the geometry has no constraints.
    const ConstraintLayout* constraintLayout() const { return constraints_.get(); }
    bool hasConstraints() const { return constraints_ != nullptr; }

    int size() const { return size_; }
    int cellCount() const { return size_ * size_; }
    Variant variant() const { return rules_->id; }
    const VariantRules& rules() const { return *rules_; }
    BoxShape box() const { return box_; }
    const std::vector<int>& regions() const { return layout_->regions; }  // box or jigsaw region of each cell
    const std::vector<House>& houses() const { return layout_->houses; }
    const std::vector<int>& housesOf(int cell) const { return layout_->housesOf[cell]; }
    // Cells sharing a house with `cell`, without `cell` itself, sorted.
    const std::vector<int>& peers(int cell) const { return layout_->peers[cell]; }

    int row(int cell) const { return cell / size_; }
    int col(int cell) const { return cell % size_; }
    // Stable text key: equal keys mean equal geometries.
    const std::string& key() const { return constraintKey_.empty() ? layout_->key : constraintKey_; }
    bool operator==(const Geometry& other) const { return key() == other.key(); }
    bool operator!=(const Geometry& other) const { return !(*this == other); }

private:
    // Built once by make() and shared by copies, so a Geometry is cheap to copy and pass around.
    struct Layout {
        std::string key;
        std::vector<int> regions;
        std::vector<House> houses;
        std::vector<std::vector<int>> housesOf;
        std::vector<std::vector<int>> peers;
        void addHouse(HouseKind kind, int index, std::vector<int> cells);
        void addLines(int size);    // rows, then columns
        void addPeers(int cells);   // once every house is in
    };

    Geometry() = default;

    int size_ = 0;
    const VariantRules* rules_ = nullptr;
    BoxShape box_;
    std::shared_ptr<const Layout> layout_;
    std::shared_ptr<const ConstraintLayout> constraints_;
    std::string constraintKey_;  // the key with the constraints' fields, when there are any
};

// The kind as the engine's callers name it: "row", "column", "box", "region", "diagonal", "antiDiagonal", "window".
const char* houseKindName(HouseKind kind);
// A house beyond every sudoku's rows, columns and boxes (or regions): what a variant adds (a diagonal, a window).
bool isExtraHouse(HouseKind kind);
// A row or a column (the lines that cross a box).
inline bool isLine(HouseKind kind) { return kind == HouseKind::row || kind == HouseKind::column; }
// "r3c5" (1-based), the notation of every message and step.
std::string cellName(const Geometry& geometry, int cell);
// "row 3", "column 5", "box 4", "region 2", "the main diagonal", "the anti-diagonal", "window 1".
std::string houseName(const House& house);
// The symbol of a value: 1-9, then A-Z; '.' for 0.
char valueSymbol(int value);

}  // namespace sudoku
