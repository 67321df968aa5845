#!/usr/bin/env bash
# Builds the npm package sudoku-dlx (package/ plus the built module and the worker client) into
# build/sudoku-dlx-VERSION.tgz with `npm pack`. Needs the modules built first (scripts/build.sh). The package ships
# the full module (web/wasm/sudoku-bench.*: the page's calls plus `cover`); its .js goes under the page module's
# name, so the worker client imports it unchanged, and it finds its .wasm by its own name (sudoku-bench-simd.wasm
# where the runtime has WebAssembly SIMD, as the page's worker chooses).
set -euo pipefail
cd "$(dirname "$0")/.."

for file in web/wasm/sudoku-bench.js web/wasm/sudoku-bench.wasm web/wasm/sudoku-bench-simd.wasm; do
  [ -f "$file" ] || { echo "pack: $file is missing; run scripts/build.sh first" >&2; exit 1; }
done
stage=build/package
rm -rf "$stage"
mkdir -p "$stage/engine" "$stage/wasm"
cp package/package.json package/index.js package/index.d.ts package/README.md LICENSE "$stage/"
cp web/engine/client.js web/engine/worker.js web/engine/wasm-build.js "$stage/engine/"
cp package/engine-client.d.ts "$stage/engine/client.d.ts"
cp web/wasm/sudoku-bench.js "$stage/wasm/sudoku.js"
cp web/wasm/sudoku-bench.wasm web/wasm/sudoku-bench-simd.wasm "$stage/wasm/"
(cd "$stage" && npm pack --pack-destination .. --loglevel=error >/dev/null)
tarball=build/$(cd build && ls -t sudoku-dlx-*.tgz | head -1)
echo "pack: $tarball ($(du -k "$tarball" | cut -f1) KB packed, $(du -sk "$stage" | cut -f1) KB installed)"
