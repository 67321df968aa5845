// The exact-cover facade: checks and stores the options, builds the engine, keeps the selection.
#include "exact_cover.h"

#include <stdexcept>
#include <string>

#include "bit_cover.h"
#include "cold.h"
#include "dancing_links.h"

namespace dlx {

const char* engineName(Engine engine) {
    switch (engine) {
        case Engine::automatic: return "auto";
        case Engine::dancingLinks: return "dlx";
        case Engine::bitset: return "bitset";
        case Engine::bitsetSingles: return "bitset-singles";
    }
    return "auto";
}

bool parseEngine(const std::string& name, Engine& engine) {
    for (Engine e : {Engine::automatic, Engine::dancingLinks, Engine::bitset, Engine::bitsetSingles}) {
        if (name == engineName(e)) {
            engine = e;
            return true;
        }
    }
    return false;
}

COLD ExactCover::ExactCover(int primaryItems, int secondaryItems, Engine engine) : requested_(engine) {
    if (primaryItems < 0 || secondaryItems < 0) throw std::invalid_argument("negative item count");
    matrix_.primary = primaryItems;
    matrix_.secondary = secondaryItems;
}

ExactCover::ExactCover(ExactCover&&) noexcept = default;
ExactCover& ExactCover::operator=(ExactCover&&) noexcept = default;
ExactCover::~ExactCover() = default;

COLD int ExactCover::addOption(const std::vector<int>& items) {
    if (!selected_.empty()) throw std::logic_error("addOption while options are selected: reset() first");
    if (items.empty()) throw std::invalid_argument("an option needs at least one item");
    for (std::size_t k = 0; k < items.size(); ++k) {
        if (items[k] < 0 || items[k] >= itemCount()) throw std::out_of_range("item out of range");
        for (std::size_t q = 0; q < k; ++q) {
            if (items[q] == items[k]) throw std::invalid_argument("an option lists an item twice");
        }
    }
    matrix_.items.insert(matrix_.items.end(), items.begin(), items.end());
    matrix_.start.push_back(static_cast<int>(matrix_.items.size()));
    search_.reset();
    return optionCount() - 1;
}

COLD std::vector<int> ExactCover::optionItems(int option) const {
    if (option < 0 || option >= optionCount()) throw std::out_of_range("option out of range");
    return {matrix_.items.begin() + matrix_.start[option], matrix_.items.begin() + matrix_.start[option + 1]};
}

COLD Engine ExactCover::engine() const {
    if (requested_ != Engine::automatic) return requested_;
    return bitCoverFits(matrix_) ? Engine::bitset : Engine::dancingLinks;
}

CoverSearch& ExactCover::built() {
    return search_ ? *search_ : build();
}

COLD CoverSearch& ExactCover::build() {
    const Engine engine = this->engine();
    if (engine == Engine::dancingLinks) {
        search_ = std::make_unique<DancingLinks>(matrix_);
    } else {
        search_ = makeBitCover(matrix_, engine == Engine::bitsetSingles ? Propagation::singles : Propagation::locked);
        if (!search_) {
            throw std::length_error("the matrix does not fit the bitset engine (" + std::to_string(optionCount()) +
                                    " options, " + std::to_string(matrix_.primary) + " primary items)");
        }
    }
    return *search_;
}

bool ExactCover::select(int option) { return select(&option, 1); }

bool ExactCover::select(const std::vector<int>& options) {
    return select(options.data(), static_cast<int>(options.size()));
}

bool ExactCover::select(const int* options, int n) {
    for (int k = 0; k < n; ++k) {
        if (options[k] < 0 || options[k] >= optionCount()) throw std::out_of_range("option out of range");
    }
    const int selected = built().selectAll(options, n);
    selected_.insert(selected_.end(), options, options + selected);
    return selected == n;
}

void ExactCover::reset() {
    if (selected_.empty()) return;
    search_->reset();
    selected_.clear();
}

SearchResult ExactCover::search(const SearchLimits& limits, const SolutionVisitor& visit) {
    return built().search(limits, visit);
}

SearchResult ExactCover::count(std::uint64_t limit, std::uint64_t nodeBudget) {
    SearchLimits limits;
    limits.maxSolutions = limit;
    limits.nodeBudget = nodeBudget;
    return search(limits, nullptr);
}

COLD bool ExactCover::sane() { return built().sane(); }

}  // namespace dlx
