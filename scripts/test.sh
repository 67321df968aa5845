#!/usr/bin/env bash
# Sets up, builds and runs the test suites. Default (for people): Catch2 (native), node --test on the real .wasm,
# browser tests in Chromium. --hardening (what CI runs) adds Catch2 under ASan + UBSan and every fuzz target.
# Every suite runs even when an earlier one fails; the summary names the failures and the exit status is 1.
set -euo pipefail
cd "$(dirname "$0")/.."

hardening=0
for arg in "$@"; do
  case "$arg" in
    --hardening) hardening=1 ;;
    -h|--help) sed -n '2,4p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "test.sh: unknown option '$arg' (use --hardening or --help)" >&2; exit 2 ;;
  esac
done

if [ "$hardening" = 1 ]; then SUDOKU_FUZZ=1 bash scripts/setup.sh; else bash scripts/setup.sh; fi
bash scripts/build.sh

failed=()
suite() {
  local name=$1
  shift
  echo "== $name"
  local start=$SECONDS
  if "$@"; then echo "== $name: passed in $((SECONDS - start)) s"; else failed+=("$name"); echo "== $name: FAILED"; fi
}

# The sanitizer build compiles on one core in the background while the suites before it run (the browser suite
# keeps about one core busy), then its tests run on every core. On the project's 2-core machine, fresh clones,
# 2026-11-29: CI 1,646 s -> 1,568 s (the ASan suite 444 -> 218 s, the suites before it 800 -> 928 s).
asan_build() {
  cmake -S . -B build/asan -DSUDOKU_SANITIZE=ON >/dev/null && cmake --build build/asan -j1
}
native_sanitized() {
  if ! wait "$asan_pid"; then
    tail -n 40 build/asan-build.log
    return 1
  fi
  cmake --build build/asan -j"$(nproc)" &&
    UBSAN_OPTIONS=print_stacktrace=1 ctest --test-dir build/asan --output-on-failure -j"$(nproc)"
}
if [ "$hardening" = 1 ]; then
  asan_build >build/asan-build.log 2>&1 &
  asan_pid=$!
fi

suite "native tests (Catch2 via CTest)" ctest --test-dir build/native --output-on-failure -j"$(nproc)"
suite "module tests (node --test, real .wasm)" node --test tests/js/
suite "browser tests (Chromium via playwright-core)" node --test tests/browser/
if [ "$hardening" = 1 ]; then
  suite "native tests under ASan + UBSan (build/asan)" native_sanitized
  suite "fuzz targets (libFuzzer + ASan + UBSan, ${SUDOKU_FUZZ_SECONDS:-20} s each)" \
    bash fuzz/run.sh "${SUDOKU_FUZZ_SECONDS:-20}"
fi

if [ ${#failed[@]} -gt 0 ]; then
  printf 'test.sh: FAILED: %s\n' "${failed[@]}" >&2
  exit 1
fi
echo "test.sh: every suite passed in $SECONDS s"
