#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian 12 machine (idempotent: fast when all is there).
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
command -v cmake >/dev/null || need+=(cmake)
command -v g++ >/dev/null || need+=(g++)
command -v make >/dev/null || need+=(make)
command -v em++ >/dev/null || need+=(emscripten)
[ -f /usr/include/catch2/catch.hpp ] || need+=(catch2)
command -v chromium >/dev/null || need+=(chromium)
command -v qqwing >/dev/null || need+=(qqwing)
command -v python3 >/dev/null || need+=(python3)
command -v node >/dev/null || need+=(nodejs)
command -v npm >/dev/null || need+=(npm)
command -v gzip >/dev/null || need+=(gzip)
if [ "${SUDOKU_FUZZ:-}" = 1 ]; then
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

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
