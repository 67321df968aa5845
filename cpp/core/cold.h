// COLD marks code that runs once per matrix or per error (building, checking): compiled for size, which keeps the
// WebAssembly module within its budget (-O3 unrolls the bitset engine's 12-word loops everywhere).
#pragma once

#if defined(__clang__)
#define COLD __attribute__((minsize, noinline))
#else
#define COLD __attribute__((cold, noinline))
#endif
