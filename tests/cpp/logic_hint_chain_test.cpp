// Hints always move the game on: a player who only presses Hint then Apply solves hard puzzles, with or without
// notes, and an elimination in cells without notes is chained on to the placement it leads to.
#include <catch2/catch.hpp>

#include <algorithm>

#include "logic/hint.h"
#include "generator/game_id.h"
#include "generator/generator.h"
#include "logic/hint_chain.h"
#include "logic/techniques.h"
#include "logic_support.h"
#include "test_support.h"

using namespace sudoku::logic;

namespace {

// The player's side of the game, as the page keeps it: entries, notes, and the page's Apply.
struct Player {
    std::shared_ptr<const Layout> layout;
    PlayerPosition position;

    // Apply: a long chain's first deduction writes its notes in cells without any; a note the step rules out is
    // removed; a placed value clears its cell's notes and its peers' notes.
    void apply(const Hint& hint) {
        const Step& step = hint.step;
        for (std::size_t cell = 0; cell < hint.notes.size(); ++cell) {
            if (position.notes[cell] == 0) position.notes[cell] = hint.notes[cell];
        }
        for (const Candidate& c : step.eliminations) position.notes[c.cell] &= ~bitOf(c.value);
        for (const Candidate& c : step.placements) {
            position.entries[c.cell] = c.value;
            position.notes[c.cell] = 0;
            for (int peer = 0; peer < static_cast<int>(position.notes.size()); ++peer) {
                if (layout->peerSets[c.cell][peer]) position.notes[peer] &= ~bitOf(c.value);
            }
        }
    }
};

Player playerOf(const sudoku::Puzzle& puzzle, bool fillNotes) {
    Player player{std::make_shared<const Layout>(puzzle.geometry), {}};
    const Board board = boardOf(puzzle);
    player.position.entries.assign(board.cellCount(), 0);
    player.position.notes.assign(board.cellCount(), 0);
    for (int cell = 0; fillNotes && cell < board.cellCount(); ++cell) player.position.notes[cell] = board.candidates(cell);
    return player;
}

// The notes a hint's Apply writes keep every value of the solution and leave out what its steps eliminate there.
void checkNotes(const Hint& hint, const std::vector<int>& solution) {
    REQUIRE(hint.notes.size() == solution.size());
    for (std::size_t cell = 0; cell < solution.size(); ++cell) {
        if (hint.notes[cell] != 0) CHECK((hint.notes[cell] & bitOf(solution[cell])) != 0);
    }
    for (const Step& step : hint.chain) {
        for (const Candidate& c : step.eliminations) CHECK((hint.notes[c.cell] & bitOf(c.value)) == 0);
    }
}

// A long chain's first deduction (Hint::ahead): one step, which leaves notes in every cell it eliminates from.
void checkFirstDeduction(const Hint& hint, const std::vector<int>& solution) {
    REQUIRE(hint.chain.size() == 1);
    CHECK(hint.ahead >= kMostStepsWhole);
    CHECK(hint.step.placements.empty());
    checkNotes(hint, solution);
    for (const Candidate& c : hint.step.eliminations) CHECK(hint.notes[c.cell] != 0);
}

// Whether a hint's deductions read candidates (Hint::readsCandidates, which the page tells the player where to see),
// against this test's own list of the techniques that follow from the values shown and the rules' sums.
bool readsCandidates(const Hint& hint) {
    static const std::vector<std::string> fromValues = {"Full House", "Hidden Single", "Naked Single", "Pointing",
        "Claiming", "Thermometer", "Cage Combinations", "Arrow Sum", "Rule of 45", "Cage Pointing", "Innies and Outies",
        "Hidden Cage Combination"};
    return std::any_of(hint.chain.begin(), hint.chain.end(), [](const Step& step) {
        return std::find(fromValues.begin(), fromValues.end(), techniqueName(step.technique)) == fromValues.end();
    });
}

struct Played {
    int placing = 0;  // presses of Apply that placed a value
    int steps = 0;    // hints of kind step
    int reading = 0;  // of which read candidates
};

// Presses Hint then Apply until the grid is complete.
Played playByHints(const sudoku::Puzzle& puzzle, const std::vector<int>& solution, bool fillNotes) {
    LogicOptions options;
    options.uniqueness = true;
    Player player = playerOf(puzzle, fillNotes);
    std::string previous;
    Played played;
    for (int press = 0; press < 2000; ++press) {
        auto hint = hintFor(puzzle, solution, player.position, options);
        REQUIRE(hint.ok());
        if (hint->kind == HintKind::solved) return played;
        if (hint->kind == HintKind::step) {
            CHECK(hint->readsCandidates == readsCandidates(*hint));
            ++played.steps;
            played.reading += hint->readsCandidates;
        }
        REQUIRE((hint->kind == HintKind::step || hint->kind == HintKind::reveal));
        const std::string line = stepLine(puzzle.geometry, hint->step);
        CHECK(line != previous);  // the step just applied is never offered again
        previous = line;
        checkNotes(*hint, solution);
        if (hint->ahead > 0) checkFirstDeduction(*hint, solution);
        played.placing += !hint->step.placements.empty();
        const PlayerPosition before = player.position;
        player.apply(*hint);
        REQUIRE((player.position.entries != before.entries || player.position.notes != before.notes));
    }
    FAIL("the hints did not finish the puzzle in 2000 presses");
    return played;
}

}  // namespace

TEST_CASE("[hint] pressing Hint then Apply solves hard puzzles, with and without notes", "[logic][hint]") {
    // se-rated.txt: Sudoku Explainer ratings from 6.9 (chains) to 9.0 (beyond this engine's chains).
    std::vector<std::string> hard;
    for (const std::string& line : testing::dataLines("se-rated.txt")) {
        if (line.size() > 82 && std::stod(line.substr(82)) >= 6.9 && hard.size() < 3) hard.push_back(line);
    }
    REQUIRE(hard.size() == 3);
    const std::string line = GENERATE_COPY(from_range(hard));
    const std::string text = line.substr(0, 81);
    auto puzzle = sudoku::parsePuzzle(text);
    REQUIRE(puzzle.ok());
    const auto solution = testing::solutionOf(text);
    const bool notes = GENERATE(false, true);
    CAPTURE(text, notes);
    const Played played = playByHints(*puzzle, solution, notes);
    const int empty = static_cast<int>(std::count(puzzle->cells.begin(), puzzle->cells.end(), 0));
    CHECK(played.placing == empty);  // every Apply that places places one value
    // Singles and chains alike along the way: the page is told which read candidates.
    CHECK(played.reading > 0);
    CHECK(played.reading < played.steps);
}

TEST_CASE("[hint] an elimination in cells without notes leads on to the placement it allows", "[logic][hint]") {
    // The first step of this puzzle's logical solution removes candidates without placing anything.
    const auto lines = testing::dataLines("se-rated.txt");
    for (const std::string& line : lines) {
        const std::string text = line.substr(0, 81);
        auto puzzle = sudoku::parsePuzzle(text);
        REQUIRE(puzzle.ok());
        const Board board = boardOf(*puzzle);
        LogicOptions options;
        options.uniqueness = true;
        auto first = nextStep(board, options);
        if (!first || !first->placements.empty()) continue;
        const std::vector<bool> none(board.cellCount(), false);
        const HintChain chain = chainToAction(board, none, options, 400);
        REQUIRE(chain.complete);
        REQUIRE(chain.steps.size() >= 2);
        CHECK(stepLine(puzzle->geometry, chain.steps.front()) == stepLine(puzzle->geometry, *first));
        for (std::size_t i = 0; i + 1 < chain.steps.size(); ++i) CHECK(chain.steps[i].placements.empty());
        CHECK(chain.steps.back().placements.size() == 1);
        const Step combined = combinedStep(board, chain);
        CHECK(combined.placements == chain.steps.back().placements);
        CHECK(combined.explanation.find(" Then: ") != std::string::npos);
        for (const Candidate& c : first->eliminations) {  // the cells eliminated from are marked
            CHECK(std::find(combined.cells.begin(), combined.cells.end(), c.cell) != combined.cells.end());
        }
        SECTION("a player keeping notes there gets the elimination itself") {
            std::vector<bool> noted(board.cellCount(), false);
            noted[first->eliminations[0].cell] = true;
            const HintChain own = chainToAction(board, noted, options, 400);
            REQUIRE(own.steps.size() == 1);
            CHECK(own.steps[0].placements.empty());
        }
        return;
    }
    FAIL("no puzzle of se-rated.txt starts with an elimination");
}

TEST_CASE("[hint] a single marks the placed cells that block the other places", "[logic][hint]") {
    // The first Beginner puzzle of rated-5000.csv: its first step is a single.
    const Board board = testing::boardFromLine(
        "......95....64..7......7.1..38.15..25..87..6...72.....7...5...9.5.....2.3.94.....");
    LogicOptions options;
    auto step = nextStep(board, options);
    REQUIRE(step);
    REQUIRE(step->placements.size() == 1);
    const auto blockers = singleBlockers(board, *step);
    const auto [target, value] = step->placements[0];
    if (step->technique == Technique::hiddenSingle) {
        // Every other empty cell of the house sees one blocker holding the value.
        for (int cell : board.houses()[step->houses[0]].cells) {
            if (cell == target || board.value(cell) != 0) continue;
            CHECK(std::any_of(blockers.begin(), blockers.end(), [&](int b) {
                return board.sees(cell, b) && board.value(b) == value;
            }));
        }
    }
    for (int b : blockers) CHECK(board.value(b) != 0);
    CHECK_FALSE(blockers.empty());
}

namespace {

// The chain a hint keeps for a player with no entries and no notes, and the full chain of steps the solver takes
// to the same first placement.
void checkHintKeepsNeededSteps(const sudoku::Puzzle& puzzle, const std::vector<int>& solution, std::size_t& kept,
                               std::size_t& full) {
    const LogicOptions options = optionsFor(puzzle, true);
    const Board board = boardOf(puzzle);
    const HintChain chain = chainToAction(board, std::vector<bool>(board.cellCount(), false), options, 400);
    REQUIRE(chain.complete);
    HintChain needed = chain;
    keepNeededSteps(board, needed);
    const std::vector<Step>& steps = needed.steps;
    REQUIRE(steps.back().placements.size() == 1);
    CHECK(steps.back().placements[0] == chain.steps.back().placements[0]);
    kept += steps.size();
    full += chain.steps.size();
    // Each step is what its own technique finds on the position the steps before it leave (on the same pattern,
    // where the row can look for one), and true.
    Board position = board;
    for (const Step& step : steps) {
        Step again;
        const TechniqueInfo& row = techniqueInfo(step.technique);
        REQUIRE((row.again ? row.again(position, step, again) : row.find(position, again)));
        CHECK(stepLine(puzzle.geometry, again) == stepLine(puzzle.geometry, step));
        for (const Candidate& c : step.placements) CHECK(solution[c.cell] == c.value);
        for (const Candidate& c : step.eliminations) CHECK(solution[c.cell] != c.value);
        applyStep(position, step);
    }
    for (std::size_t i = 0; i + 1 < steps.size(); ++i) CHECK(steps[i].placements.empty());
    CHECK(combinedStep(board, needed).placements == steps.back().placements);
    // The hint itself: the whole chain (less a one-cell cage's combinations before its single), or its first
    // deduction when the chain is long.
    std::vector<Step> shown = steps;
    dropOneCellCageSteps(shown);
    auto hint = hintFor(puzzle, solution, PlayerPosition{}, options);
    REQUIRE(hint.ok());
    REQUIRE(hint->kind == HintKind::step);
    if (static_cast<int>(shown.size()) > kMostStepsWhole) {
        checkFirstDeduction(*hint, solution);
        CHECK(hint->ahead + 1 == static_cast<int>(shown.size()));
        CHECK(stepLine(puzzle.geometry, hint->chain[0]) == stepLine(puzzle.geometry, shown[0]));
    } else {
        CHECK(hint->ahead == 0);
        CHECK(hint->chain.size() == shown.size());
        CHECK(hint->step.placements == steps.back().placements);
    }
}

// Four 9x9 killers (classic, X, hyper, jigsaw), then a thermometer and an arrow game, as puzzles with their
// solutions.
std::vector<sudoku::Generated> constraintGames() {
    std::vector<sudoku::Generated> games;
    for (auto variant : {sudoku::Variant::classic, sudoku::Variant::x, sudoku::Variant::hyper, sudoku::Variant::jigsaw}) {
        sudoku::GenerateOptions options;
        options.constraint = sudoku::ConstraintChoice::killer;
        options.variant = variant;
        options.seed = 7;
        auto made = sudoku::generate(options);
        REQUIRE(made.ok());
        games.push_back(*made);
    }
    for (auto constraint : {sudoku::ConstraintChoice::thermo, sudoku::ConstraintChoice::arrow}) {
        sudoku::GenerateOptions options;
        options.constraint = constraint;
        options.seed = 1;
        auto made = sudoku::generate(options);
        REQUIRE(made.ok());
        games.push_back(*made);
    }
    return games;
}

}  // namespace

TEST_CASE("[hint] without notes, a hint keeps only the deductions its placement needs", "[logic][hint]") {
    SECTION("killers, thermometers and arrows: the steps the first placement does not use are left out") {
        // This game's solver path takes 16 Cage Combinations steps before its first placement (Rule of 45).
        auto named = sudoku::parseGameId("9c-2n-c29kz-ck25");
        REQUIRE(named.ok());
        auto first = sudoku::generate(*named);
        REQUIRE(first.ok());
        std::size_t kept = 0, full = 0;
        checkHintKeepsNeededSteps(first->puzzle, first->solution, kept, full);
        CHECK(kept < full);
        for (const sudoku::Generated& game : constraintGames()) {
            CAPTURE(game.id);
            checkHintKeepsNeededSteps(game.puzzle, game.solution, kept, full);
        }
        CHECK(kept < full);
    }
    SECTION("classic puzzles whose first step is an elimination") {
        std::size_t kept = 0, full = 0, puzzles = 0;
        for (const std::string& line : testing::dataLines("se-rated.txt")) {
            const std::string text = line.substr(0, 81);
            auto puzzle = sudoku::parsePuzzle(text);
            REQUIRE(puzzle.ok());
            auto first = nextStep(boardOf(*puzzle), optionsFor(*puzzle, true));
            if (!first || !first->placements.empty()) continue;
            CAPTURE(text);
            checkHintKeepsNeededSteps(*puzzle, testing::solutionOf(text), kept, full);
            if (++puzzles == 10) break;
        }
        CHECK(puzzles == 10);
        CHECK(kept < full);
    }
}

namespace {

// Whether the steps of `chain` after `left` are still found from `board` with `left` left out, each by its row's
// refinder (or finder) and doing at least what it did.
bool stillFoundWithout(Board board, const std::vector<Step>& chain, std::size_t left) {
    for (std::size_t k = 0; k < chain.size(); ++k) {
        if (k == left) continue;
        Step step = chain[k];
        if (k > left) {
            const TechniqueInfo& row = techniqueInfo(chain[k].technique);
            if (!(row.again ? row.again(board, chain[k], step) : row.find(board, step))) return false;
            for (const Candidate& c : chain[k].eliminations) {
                if (std::find(step.eliminations.begin(), step.eliminations.end(), c) == step.eliminations.end()) return false;
            }
            if (step.placements != chain[k].placements) return false;
        }
        applyStep(board, step);
    }
    return true;
}

}  // namespace

TEST_CASE("[hint] on killers, thermometers and arrows, each step a hint keeps is one its placement needs", "[logic][hint]") {
    // Along each game's logical solution, every 8th position, no notes: a kept step left out loses a later one.
    for (const sudoku::Generated& game : constraintGames()) {
        const LogicOptions options = optionsFor(game.puzzle, true);
        Board path = boardOf(game.puzzle);
        const LogicSolution solution = solveLogically(path, options);
        Board board = boardOf(game.puzzle);  // the givens and the solution's placements so far, no eliminations
        for (std::size_t s = 0; s < solution.steps.size(); ++s) {
            if (s % 8 == 0) {
                HintChain chain = chainToAction(board, std::vector<bool>(board.cellCount(), false), options, 400);
                REQUIRE(chain.complete);
                keepNeededSteps(board, chain);
                const std::vector<Step>& kept = chain.steps;
                // The steps before a chain stay (chains are never searched for again): checked after the last.
                std::size_t left = kept.size() - 1;
                while (left > 0 && !(techniqueInfo(kept[left - 1].technique).flags & kChain)) --left;
                for (; left + 1 < kept.size(); ++left) {
                    CAPTURE(s, left, stepLine(game.puzzle.geometry, kept[left]));
                    CHECK_FALSE(stillFoundWithout(board, kept, left));
                }
            }
            for (const Candidate& c : solution.steps[s].placements) board.place(c.cell, c.value);
        }
    }
}

TEST_CASE("[hint] a row's refinder finds again the step its finder found", "[logic][hint]") {
    // Along each constraint game's logical solution: whatever a row with a refinder finds, its refinder finds too.
    int refound = 0;
    for (const sudoku::Generated& game : constraintGames()) {
        Board board = boardOf(game.puzzle);
        const LogicSolution solution = solveLogically(board, optionsFor(game.puzzle, true));
        Board position = boardOf(game.puzzle);
        for (const Step& taken : solution.steps) {
            for (const TechniqueInfo& row : techniqueTable()) {
                Step first, again;
                if (!row.again || !row.find(position, first)) continue;
                REQUIRE(row.again(position, first, again));
                CHECK(stepLine(game.puzzle.geometry, again) == stepLine(game.puzzle.geometry, first));
                CHECK(again.explanation == first.explanation);
                ++refound;
            }
            applyStep(position, taken);
        }
    }
    CHECK(refound > 100);
}

TEST_CASE("[hint] an arrow hint points at the arrow its placement needs, not the first arrow with bounds", "[logic][hint]") {
    // A play-tester got "Arrow Sum. Look at the arrow from r8c8." on four hints in a row, each placing a value far
    // from it: the chain began with every arrow whose bounds narrowed, and only the last one mattered (its pattern was
    // not the first the finder met once the others were left out, so they were all kept).
    const std::string text = ".1..54.9..2.6..4...8...9...2.4.....9.9..4....7....8....4......5....95...1........;"
                             "arrow=r8c8r8c9r9c8;arrow=r6c5r7c4r6c3;arrow=r3c3r4c4r3c4r3c5;arrow=r4c6r3c7r2c8;"
                             "arrow=r3c6r2c5r2c4";
    auto puzzle = sudoku::parsePuzzle(text);
    REQUIRE(puzzle.ok());
    const std::vector<int> solution = testing::solutionOf(text);
    PlayerPosition position{std::vector<int>(81, 0), {}};
    for (const char* cell : {"r3c1", "r6c4"}) position.entries[testing::cellAt(cell)] = solution[testing::cellAt(cell)];
    auto hint = hintFor(*puzzle, solution, position, optionsFor(*puzzle, true));
    REQUIRE(hint.ok());
    REQUIRE(hint->kind == HintKind::step);
    CHECK(hint->step.nudge == "Arrow Sum. Look at the arrow from r3c6.");
    REQUIRE(hint->chain.size() == 2);
    CHECK(stepLine(puzzle->geometry, hint->chain.back()) == "Hidden Single: r1c4=8");
}

TEST_CASE("[hint] a long chain is shown one deduction at a time, no deduction is made again, and singles come first", "[logic][hint]") {
    // A hard killer played by hints without notes: its hints' chains ran to 11 deductions when shown whole, and a
    // deduction in cells without notes came back as the first step of later hints (Apply wrote nothing there).
    sudoku::GenerateOptions options;
    options.constraint = sudoku::ConstraintChoice::killer;
    options.level = sudoku::Level::hard;
    options.seed = 1;
    auto game = sudoku::generate(options);
    REQUIRE(game.ok());
    const LogicOptions logic = optionsFor(game->puzzle, true);
    Player player = playerOf(game->puzzle, false);
    int firsts = 0, presses = 0, singles = 0;
    std::vector<std::string> made;  // every deduction of every hint so far
    for (; presses < 400; ++presses) {
        auto hint = hintFor(game->puzzle, game->solution, player.position, logic);
        REQUIRE(hint.ok());
        if (hint->kind == HintKind::solved) break;
        REQUIRE(hint->kind == HintKind::step);
        for (const Step& step : hint->chain) {
            const std::string line = stepLine(game->puzzle.geometry, step);
            CAPTURE(presses, line);
            CHECK(std::find(made.begin(), made.end(), line) == made.end());
            made.push_back(line);
        }
        // A single on the player's position comes first: the sum techniques weigh less than a Naked Single, and a
        // cell whose notes held one value was placed by a rule of 45 instead.
        Board position = boardOf(game->puzzle);
        for (std::size_t cell = 0; cell < player.position.entries.size(); ++cell) {
            const int c = static_cast<int>(cell);
            if (player.position.entries[cell] != 0 && position.value(c) == 0) position.place(c, player.position.entries[cell]);
        }
        for (std::size_t cell = 0; cell < player.position.notes.size(); ++cell) {
            const int c = static_cast<int>(cell);
            if (player.position.notes[cell] != 0 && position.value(c) == 0) position.keepOnly(c, player.position.notes[cell]);
        }
        Step single;
        if (findNakedSingle(position, single) || findHiddenSingle(position, single) || findFullHouse(position, single)) {
            const Technique first = hint->chain[0].technique;
            CHECK((first == Technique::fullHouse || first == Technique::hiddenSingle || first == Technique::nakedSingle));
            ++singles;
        }
        if (hint->ahead > 0) {
            ++firsts;
            checkFirstDeduction(*hint, game->solution);
        }
        checkNotes(*hint, game->solution);
        for (std::size_t cell = 0; cell < hint->notes.size(); ++cell) {
            if (hint->notes[cell] != 0) CHECK(player.position.notes[cell] == 0);  // only cells without notes
        }
        player.apply(*hint);
    }
    CHECK(presses < 400);  // solved
    CHECK(firsts >= 3);
    CHECK(singles > 10);
}
