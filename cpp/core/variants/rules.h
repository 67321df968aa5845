// What a variant is: a row of the registry (registry.cpp) pointing at the rules file that adds its houses and any
// exact-cover structure beyond "each cell holds one value, each value once in each house".
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "../result.h"

namespace sudoku {

// One value per registry row, in the registry's order.
enum class Variant { classic, x, hyper, jigsaw };

enum class HouseKind { row, column, box, region, diagonal, antiDiagonal, window };

struct BoxShape {
    int rows = 0;
    int cols = 0;
};

class Geometry;

// What a variant's extra houses are built from: the grid size, its box shape ({0,0} with a region map) and the
// box or region of each cell.
struct GridShape {
    int size = 0;
    BoxShape box;
    const std::vector<int>* regions = nullptr;
};

// Receives the houses a variant adds: every house has exactly `size` cells, each value once in it.
using AddHouse = std::function<void(HouseKind kind, int index, std::vector<int> cells)>;

// Exact-cover structure a variant adds to the sudoku encoding. Its items are numbered 0.. among the variant's
// own, primaries first; the solver places them after the cell and house items.
struct CoverRules {
    int primaryItems = 0;    // covered exactly once by every solution
    int secondaryItems = 0;  // covered at most once
    // Appends the variant items that the option "value in cell" also covers (e.g. one item per pair of cells
    // that may not hold equal values).
    std::function<void(int cell, int value, std::vector<int>& items)> optionItems;
    // Options of the variant's own, over its items only (e.g. a killer cage's digit sets); a solution picks them
    // alongside its placements and the solver leaves them out of the grid it reports.
    std::vector<std::vector<int>> options;
};

struct VariantRules {
    Variant id;
    const char* name;     // as typed on the command line and in the page: "x"
    char idLetter;        // in game IDs: "9x-..."
    const char* summary;  // one line for help texts and the page
    // The boxes come from a region map given with the puzzle (jigsaw) instead of a box shape.
    bool regionMap;
    // Adds the houses beyond rows, columns and boxes (or regions); an error when the shape has no room for them.
    // nullptr: none.
    Result<bool> (*addHouses)(const GridShape& shape, const AddHouse& add);
    // The extra exact-cover structure of a geometry; nullptr: none.
    CoverRules (*cover)(const Geometry& geometry);
};

// The registry (registry.cpp): every variant, in Variant order.
const std::vector<VariantRules>& variants();
const VariantRules& rulesOf(Variant variant);
const char* variantName(Variant variant);
// The names joined for messages: "classic, x, hyper or jigsaw".
std::string variantNameList();
Result<Variant> parseVariant(const std::string& name);
bool usesRegionMap(Variant variant);

}  // namespace sudoku
