// The one table of variants: names, parsing and lookups all come from it. Adding a variant is a rules file,
// its Variant value and its declaration in variant_files.h, and one row here.
#include <stdexcept>

#include "variant_files.h"

namespace sudoku {

const std::vector<VariantRules>& variants() {
    static const std::vector<VariantRules> table = [] {
        std::vector<VariantRules> rows{kClassicRules, kXRules, kHyperRules, kJigsawRules};
        for (std::size_t i = 0; i < rows.size(); ++i) {
            if (static_cast<std::size_t>(rows[i].id) != i) throw std::logic_error("variant registry out of Variant order");
        }
        return rows;
    }();
    return table;
}

const VariantRules& rulesOf(Variant variant) { return variants().at(static_cast<std::size_t>(variant)); }

const char* variantName(Variant variant) { return rulesOf(variant).name; }

std::string variantNameList() {
    std::string list;
    const auto& rows = variants();
    for (std::size_t i = 0; i < rows.size(); ++i) {
        list += (i == 0 ? "" : i + 1 == rows.size() ? " or " : ", ") + std::string(rows[i].name);
    }
    return list;
}

Result<Variant> parseVariant(const std::string& name) {
    for (const VariantRules& rules : variants()) {
        if (name == rules.name) return rules.id;
    }
    return Error{"unknown variant '" + name + "'; expected " + variantNameList(), {}};
}

bool usesRegionMap(Variant variant) { return rulesOf(variant).regionMap; }

}  // namespace sudoku
