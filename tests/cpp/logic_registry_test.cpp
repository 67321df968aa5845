// The technique table: every id has exactly one row, names are unique, and the solver's order is the weight order.
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

#include "logic/techniques.h"

using namespace sudoku::logic;

TEST_CASE("[logic] the technique table has one row per id", "[logic][registry]") {
    const auto& table = techniqueTable();
    CHECK(table.size() == static_cast<std::size_t>(Technique::count));
    std::set<int> ids;
    std::set<std::string> names;
    for (const TechniqueInfo& row : table) {
        ids.insert(static_cast<int>(row.id));
        names.insert(row.name);
        CHECK(row.find != nullptr);
        CHECK(techniqueInfo(row.id).name == row.name);
    }
    CHECK(ids.size() == table.size());
    CHECK(names.size() == table.size());
}

TEST_CASE("[logic] the solver tries techniques lightest first", "[logic][registry]") {
    const auto& table = techniqueTable();
    CHECK(std::is_sorted(table.begin(), table.end(), [](const auto& a, const auto& b) { return a.weight < b.weight; }));
    CHECK(table.front().id == Technique::fullHouse);
    CHECK(table.back().flags & kChain);
    const auto& ids = allTechniques();
    REQUIRE(ids.size() == table.size());
    for (std::size_t i = 0; i < ids.size(); ++i) CHECK(ids[i] == table[i].id);
}

TEST_CASE("[logic] technique names are listed in the solver's order", "[logic][registry]") {
    const auto names = techniqueNames();
    REQUIRE(names.size() == techniqueTable().size());
    CHECK(names.front() == "Full House");
    CHECK(std::find(names.begin(), names.end(), "X-Wing") != names.end());
    CHECK(std::string(techniqueName(Technique::uniqueRectangle)) == "Unique Rectangle");
    CHECK(techniqueInfo(Technique::uniqueRectangle).flags & kNeedsUniqueness);
    CHECK(techniqueInfo(Technique::hiddenSingle).flags & kSingle);
}
