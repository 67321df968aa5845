// The engine's only source of randomness: a seeded splitmix64 with integer-only helpers, so the same seed gives
// the same search order and puzzle natively and in WASM (std::shuffle and the std distributions differ between
// standard libraries).
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace seeded {

class Random {
public:
    explicit Random(std::uint64_t seed) : state_(seed) {}

    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    // A value in [0, n); the modulo bias (< n / 2^64) is far below anything a puzzle could show.
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }

    // Fisher-Yates with below(): the same order on every platform.
    template <class T>
    void shuffle(std::vector<T>& items) {
        for (int k = static_cast<int>(items.size()) - 1; k > 0; --k) std::swap(items[k], items[below(k + 1)]);
    }

private:
    std::uint64_t state_;
};

// A seed for a numbered sub-task (an attempt, a region map) of a run: distinct streams from one user seed.
inline std::uint64_t deriveSeed(std::uint64_t seed, std::uint64_t stream, std::uint64_t index) {
    Random mix(seed * 0xD1B54A32D192ED03ull + stream * 0x8CB92BA72F3D8DD7ull + index);
    return mix.next() | 1;  // never 0: seed 0 means "no shuffle" to the solver
}

}  // namespace seeded
