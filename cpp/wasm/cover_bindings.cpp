// `cover`: any exact-cover problem as text (Knuth's DLX format or a 0/1 matrix), like `sudoku cover`. The page never
// solves other problems, so this call is in the full module (web/wasm/sudoku-bench.js: the tests, the benchmarks and
// the npm package) and not in the page's, whose size the first visit pays for.
#include <string>

#include "cover_problem.h"
#include "js_values.h"

namespace {

using js::val;
using sudoku::Error;

val coverObject(const dlx::SearchResult& search, const std::vector<std::vector<int>>& solutions, const Error& error) {
    val object = val::object();
    object.set("error", error.message);
    object.set("count", static_cast<double>(search.solutions));
    object.set("complete", search.outcome == dlx::Outcome::complete);
    object.set("nodes", static_cast<double>(search.nodes));
    object.set("updates", static_cast<double>(search.updates));
    val list = val::array();
    for (std::size_t i = 0; i < solutions.size(); ++i) list.set(i, js::intArray(solutions[i]));
    object.set("solutions", list);
    return object;
}

val coverError(const Error& error) { return coverObject({}, {}, error); }

val cover(val text, val options) {
    return js::guarded(coverError, [&] {
        if (auto ok = js::checkOptionsObject(options, {"limit", "solutions", "budget"}); !ok) return coverError(ok.error());
        auto problemText = js::stringArgument(text, "text");
        if (!problemText) return coverError(problemText.error());
        auto limit = js::wholeNumber(js::option(options, "limit"), "options.limit", 0, 0, 1e15);
        auto keep = js::wholeNumber(js::option(options, "solutions"), "options.solutions", 0, 0, 1e6);
        auto budget = js::wholeNumber(js::option(options, "budget"), "options.budget", 0, 0, 1e15);
        for (const auto* number : {&limit, &keep, &budget}) {
            if (!*number) return coverError(number->error());
        }
        const auto problem = dlx::parseCoverProblem(*problemText);
        if (!problem) return coverError(problem.error());
        const auto answer = dlx::solveCoverProblem(*problem, static_cast<std::uint64_t>(*limit),
                                                   static_cast<std::uint64_t>(*budget), static_cast<std::size_t>(*keep));
        return coverObject(answer.search, answer.solutions, {});
    });
}

}  // namespace

EMSCRIPTEN_BINDINGS(sudoku_cover) {
    SUDOKU_BIND(cover);
}
