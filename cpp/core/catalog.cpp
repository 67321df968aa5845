// Gathers the constants from their one source each: rating.h, the variant registry, symmetry.h, levels.h,
// constraint_choice.h,
// geometry.h and the technique table.
#include "catalog.h"

#include "generator/levels.h"
#include "generator/symmetry.h"
#include "logic/step.h"

namespace sudoku {

namespace {

std::vector<BoxShape> boxShapes(int size) {
    const BoxShape standard = defaultBoxShape(size);
    std::vector<BoxShape> shapes;
    if (standard.rows == 0) return shapes;
    shapes.push_back(standard);
    for (int rows = 2; rows <= size / 2; ++rows) {
        if (size % rows == 0 && rows != standard.rows) shapes.push_back({rows, size / rows});
    }
    return shapes;
}

std::vector<std::vector<std::string>> levelsOf(int size, ConstraintChoice constraint = ConstraintChoice::none) {
    std::vector<std::vector<std::string>> perVariant;
    for (const VariantRules& rules : variants()) {
        std::vector<std::string> names;
        for (Level level : levelsFor(size, rules.id, constraint)) names.push_back(levelName(level));
        perVariant.push_back(std::move(names));
    }
    return perVariant;
}

Catalog build() {
    Catalog c;
    for (int level = 0; level <= static_cast<int>(Level::extreme); ++level) c.levels.push_back(levelName(static_cast<Level>(level)));
    for (const VariantRules& rules : variants()) c.variants.push_back({rules.name, rules.summary, rules.regionMap});
    for (Symmetry symmetry : allSymmetries()) c.symmetries.push_back({symmetryName(symmetry), symmetryLabel(symmetry)});
    for (const auto& info : constraintChoices()) c.constraints.push_back({info.name, info.label, info.summary});
    for (int size = kMinSize; size <= kMaxSize; ++size) {
        std::vector<std::vector<std::vector<std::string>>> constraintLevels;
        for (const auto& info : constraintChoices()) constraintLevels.push_back(levelsOf(size, info.id));
        c.sizes.push_back({size, boxShapes(size), levelsOf(size), std::move(constraintLevels)});
    }
    for (int value = 1; value <= kMaxSize; ++value) c.symbols += valueSymbol(value);
    for (logic::Technique technique : logic::allTechniques()) {
        c.techniques.push_back({logic::techniqueName(technique), levelName(logic::techniqueInfo(technique).level),
                                logic::techniqueSummary(technique)});
    }
    return c;
}

}  // namespace

const Catalog& catalog() {
    static const Catalog constants = build();
    return constants;
}

}  // namespace sudoku
