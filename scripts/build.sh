#!/usr/bin/env bash
# Builds the native tools and tests (build/native) and the WebAssembly module (web/wasm, via build/wasm).
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)

cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/native -j"$jobs"

# em++ from Debian needs Node's acorn from /usr/share/nodejs (see README, "Toolchain notes").
export NODE_PATH=/usr/share/nodejs
[ -f build/wasm/CMakeCache.txt ] || emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/wasm -j"$jobs"
