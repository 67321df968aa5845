#!/usr/bin/env bash
# Builds the libFuzzer targets into build-fuzz (clang++, ASan + UBSan) and runs each for SECONDS (default 30)
# from its committed seed corpus in fuzz/corpus/<target>. New inputs go to build-fuzz/corpus (the repo's corpus
# stays small); a crash, a sanitizer report or a hang (> 10 s on one input) fails the run and leaves the input in
# build-fuzz/artifacts. The targets run as many at a time as there are cores. Usage: fuzz/run.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-30}
shift || true
build=build-fuzz

command -v clang++ >/dev/null || { echo "fuzz: clang++ is missing (SUDOKU_FUZZ=1 bash scripts/setup.sh)" >&2; exit 2; }
cmake -S fuzz -B "$build" -DCMAKE_CXX_COMPILER=clang++ >/dev/null
cmake --build "$build" -j"$(nproc)" >/dev/null

targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=($(basename -s .cpp fuzz/*_fuzz.cpp))
mkdir -p "$build/artifacts"

# One target's run: its summary line, or its log's tail and status 1.
run_target() {
  local target=$1
  local log="$build/$target.log"
  mkdir -p "$build/corpus/$target"
  if ! "$build/$target" "$build/corpus/$target" "fuzz/corpus/$target" -max_total_time="$seconds" -timeout=10 \
      -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 -artifact_prefix="$build/artifacts/$target-" \
      >"$log" 2>&1; then
    tail -n 60 "$log" >&2
    echo "fuzz: $target failed; the input is in $build/artifacts" >&2
    return 1
  fi
  echo "== fuzz $target for ${seconds}s: $(grep -E '^stat::number_of_executed_units|^Done' "$log" | tr '\n' ' ')"
}

# As many targets at a time as there are cores, each on its own for the whole time; every target runs even when
# one fails.
failed=0
running=0
for target in "${targets[@]}"; do
  if [ "$running" -ge "$(nproc)" ]; then
    wait -n || failed=1
    running=$((running - 1))
  fi
  run_target "$target" &
  running=$((running + 1))
done
while [ "$running" -gt 0 ]; do
  wait -n || failed=1
  running=$((running - 1))
done
exit "$failed"
