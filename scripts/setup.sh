#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian 12 machine, with apt and `npm ci` (idempotent: fast when all
# is there). Modes: default = build and test (compilers, Emscripten, Catch2, Chromium, qqwing, Solo, Node and npm);
# --hardening adds clang and libFuzzer for the sanitizer and fuzz runs; --site = only what building the static
# site needs (scripts/build.sh --module, scripts/dist.sh: CMake, Emscripten, Node, terser): no Chromium, qqwing, Catch2
# or npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=test
case "${1:-}" in
  '') ;;
  --site) mode=site ;;
  --hardening) mode=hardening ;;
  *) echo "setup.sh: unknown option '$1' (use --site or --hardening)" >&2; exit 2 ;;
esac

need=()
command -v cmake >/dev/null || need+=(cmake)
command -v make >/dev/null || need+=(make)
command -v em++ >/dev/null || need+=(emscripten)
command -v node >/dev/null || need+=(nodejs)  # dist.sh bundles the page's modules with a node script
[ -f /usr/share/nodejs/terser/package.json ] || need+=(node-terser)  # and minifies them with terser
if [ "$mode" != site ]; then
  command -v g++ >/dev/null || need+=(g++)
  [ -f /usr/include/catch2/catch.hpp ] || need+=(catch2)
  command -v chromium >/dev/null || need+=(chromium)
  command -v qqwing >/dev/null || need+=(qqwing)
  [ -x /usr/games/sgt-solo ] || need+=(sgt-puzzles)  # Simon Tatham's Solo: killer puzzles for the tests and bench
  command -v python3 >/dev/null || need+=(python3)
  command -v npm >/dev/null || need+=(npm)
  command -v git >/dev/null || need+=(git)
  command -v gzip >/dev/null || need+=(gzip)
fi
if [ "$mode" = hardening ]; then
  command -v clang++ >/dev/null || need+=(clang)
  [ -n "$(ls /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a 2>/dev/null)" ] || need+=(libclang-rt-dev)
fi

if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing ${need[*]}"
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

if [ "$mode" != site ] && { [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; }; then
  npm ci --no-audit --no-fund --loglevel=error
fi
