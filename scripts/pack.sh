#!/usr/bin/env bash
# Builds the npm package sudoku-dlx (package/ plus the built module and the worker client) into
# build/sudoku-dlx-VERSION.tgz with `npm pack`. Needs the module built first (scripts/build.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

for file in web/wasm/sudoku.js web/wasm/sudoku.wasm; do
  [ -f "$file" ] || { echo "pack: $file is missing; run scripts/build.sh first" >&2; exit 1; }
done
stage=build/package
rm -rf "$stage"
mkdir -p "$stage/engine" "$stage/wasm"
cp package/package.json package/index.js package/index.d.ts package/README.md LICENSE "$stage/"
cp web/engine/client.js web/engine/worker.js "$stage/engine/"
cp package/engine-client.d.ts "$stage/engine/client.d.ts"
cp web/wasm/sudoku.js web/wasm/sudoku.wasm "$stage/wasm/"
(cd "$stage" && npm pack --pack-destination .. --loglevel=error >/dev/null)
tarball=build/$(cd build && ls -t sudoku-dlx-*.tgz | head -1)
echo "pack: $tarball ($(du -k "$tarball" | cut -f1) KB packed, $(du -sk "$stage" | cut -f1) KB installed)"
