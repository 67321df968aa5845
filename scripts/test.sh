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
