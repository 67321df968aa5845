#!/usr/bin/env bash
# Sets up, builds and serves the app on http://127.0.0.1:${PORT:-8000}/
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
port=${PORT:-8000}
echo "Serving the app on http://127.0.0.1:$port/ (Ctrl-C stops)"
exec python3 -m http.server --bind 127.0.0.1 "$port"
