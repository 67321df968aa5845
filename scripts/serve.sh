#!/usr/bin/env bash
# Sets up, builds and serves the app on http://127.0.0.1:${PORT:-8000}/. It serves dist/ (the site exactly as it
# is deployed), so nothing else of the repository (.git/, build/, node_modules/) is reachable.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --site
bash scripts/build.sh --module
bash scripts/dist.sh
port=${PORT:-8000}
echo "Serving dist/ on http://127.0.0.1:$port/ (Ctrl-C stops)"
exec python3 -m http.server --bind 127.0.0.1 --directory dist "$port"
