#!/usr/bin/env bash
# Builds dist/: the complete static site (page, modules, worker, both builds' .wasm, manifest, service worker, icons) with
# relative paths, ready for any static host. Needs the module built first (scripts/build.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

for file in web/wasm/sudoku.js web/wasm/sudoku.wasm web/wasm/sudoku-simd.wasm; do
  [ -f "$file" ] || { echo "dist: $file is missing; run scripts/build.sh first" >&2; exit 1; }
done

rm -rf dist
mkdir -p dist/web/engine dist/web/wasm dist/icons
cp index.html manifest.webmanifest sw.js dist/
cp web/*.js web/*.css dist/web/
cp web/engine/*.js dist/web/engine/
cp web/wasm/sudoku.js web/wasm/sudoku.wasm web/wasm/sudoku-simd.wasm dist/web/wasm/
cp icons/*.svg icons/*.png dist/icons/
# One module for the page and one for the worker instead of 18 (scripts/bundle.mjs says why and how).
node scripts/bundle.mjs dist

# Every file the service worker precaches must be in dist/, and every page asset must be precached.
missing=$(grep -o "'[^']*'" dist/sw.js | tr -d "'" | grep -E '^(web/|icons/|index\.html|manifest)' | while read -r path; do
  [ -f "dist/$path" ] || echo "$path"
done)
[ -z "$missing" ] || { echo "dist: sw.js lists files that do not exist: $missing" >&2; exit 1; }
# The PNG icons are left out on purpose: only installing uses them (online, fetched by the browser then), and
# precaching them would add 29 KB to every first visit.
unlisted=$(cd dist && find web icons -type f ! -name '*.png' | while read -r path; do grep -q "'$path'" sw.js || echo "$path"; done)
[ -z "$unlisted" ] || { echo "dist: files missing from the service worker's list: $unlisted" >&2; exit 1; }

# A new cache name for every different build, so browsers drop the old files together.
version=$(cd dist && find . -type f ! -name sw.js -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-12)
sed -i "s/^const VERSION = 'dev';/const VERSION = '$version';/" dist/sw.js
grep -q "const VERSION = '$version';" dist/sw.js || { echo "dist: could not stamp the cache version" >&2; exit 1; }

echo "dist/ ready: $(find dist -type f | wc -l) files, $(du -sk dist | cut -f1) KB, cache sudoku-$version"
