#!/usr/bin/env bash
# Makes the PNG icons (home screens and install prompts that take no SVG) from icons/*.svg with rsvg-convert
# (Debian: librsvg2-bin). The PNGs are committed, so building and deploying need no image tool: run this again
# only after changing an SVG.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v rsvg-convert >/dev/null || { echo "icons: rsvg-convert is missing (apt-get install librsvg2-bin)" >&2; exit 1; }
for size in 192 512; do
  rsvg-convert -w "$size" -h "$size" icons/icon.svg -o "icons/icon-$size.png"
done
rsvg-convert -w 512 -h 512 icons/maskable.svg -o icons/maskable-512.png
# iOS fills transparent corners with black and rounds the icon itself: the full-bleed maskable art fits it.
rsvg-convert -w 180 -h 180 icons/maskable.svg -o icons/apple-touch-icon.png
ls -l icons/*.png
