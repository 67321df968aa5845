#!/usr/bin/env bash
# Builds the native tools and tests (build/native) and the WebAssembly module (web/wasm, via build/wasm).
# --module builds only the WebAssembly module (all that the static site needs).
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)

case "${1:-}" in
  '') cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
      cmake --build build/native -j"$jobs" ;;
  --module) ;;
  *) echo "build.sh: unknown option '$1' (use --module)" >&2; exit 2 ;;
esac

# Debian's em++ run by a newer Node than Debian's own cannot find Node's acorn unless NODE_PATH names Debian's
# module folder (harmless with Debian's Node 18); the link step sets it itself (cpp/wasm/CMakeLists.txt).
export NODE_PATH=/usr/share/nodejs
[ -f build/wasm/CMakeCache.txt ] || emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build/wasm -j"$jobs"
