#!/usr/bin/env bash
# Builds the libFuzzer targets into build-fuzz (clang++, ASan + UBSan) and runs each for SECONDS (default 30)
# from its committed seed corpus in fuzz/corpus/<target>. New inputs go to build-fuzz/corpus (the repo's corpus
# stays small); a crash, a sanitizer report or a hang (> 10 s on one input) fails the run and leaves the input in
# build-fuzz/artifacts. Usage: fuzz/run.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-30}
shift || true
build=build-fuzz

command -v clang++ >/dev/null || { echo "fuzz: clang++ is missing (SUDOKU_FUZZ=1 bash scripts/setup.sh)" >&2; exit 2; }
cmake -S fuzz -B "$build" -DCMAKE_CXX_COMPILER=clang++ >/dev/null
cmake --build "$build" -j1 >/dev/null

targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=($(basename -s .cpp fuzz/*_fuzz.cpp))
mkdir -p "$build/artifacts"
for target in "${targets[@]}"; do
  mkdir -p "$build/corpus/$target"
  log="$build/$target.log"
  echo "== fuzz $target for ${seconds}s"
  if ! "$build/$target" "$build/corpus/$target" "fuzz/corpus/$target" -max_total_time="$seconds" -timeout=10 \
      -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 -artifact_prefix="$build/artifacts/$target-" \
      >"$log" 2>&1; then
    tail -n 60 "$log" >&2
    echo "fuzz: $target failed; the input is in $build/artifacts" >&2
    exit 1
  fi
  grep -E '^stat::number_of_executed_units|^Done' "$log" | tr '\n' ' '
  echo
done
