#!/usr/bin/env bash
# Sets up, builds and runs every test suite: Catch2 (native), node --test on the real .wasm, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh

echo "== native tests (Catch2 via CTest)"
ctest --test-dir build/native --output-on-failure -j"$(nproc)"

echo "== module tests (node --test, real .wasm)"
node --test tests/js/

echo "== browser tests (Chromium via playwright-core)"
node --test tests/browser/

echo "== native tests under ASan + UBSan (build/asan)"
cmake -S . -B build/asan -DSUDOKU_SANITIZE=ON >/dev/null
cmake --build build/asan -j"$(nproc)"
UBSAN_OPTIONS=print_stacktrace=1 ctest --test-dir build/asan --output-on-failure -j"$(nproc)"

echo "== fuzz targets (libFuzzer + ASan + UBSan, ${SUDOKU_FUZZ_SECONDS:-30} s each)"
SUDOKU_FUZZ=1 bash scripts/setup.sh
bash fuzz/run.sh "${SUDOKU_FUZZ_SECONDS:-30}"
