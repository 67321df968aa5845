// Which build of the engine's module this browser runs. Every build comes twice (cpp/wasm/CMakeLists.txt): with
// WebAssembly SIMD, whose bitset search is about 8% faster, and without, for browsers that cannot load a module
// holding a SIMD instruction (Safari before 16.4). Both builds share one glue file; only the .wasm differs.

// The smallest module that holds a SIMD instruction: one function () -> v128 whose body is
// `i32.const 0; i8x16.splat`. Sections: type (1), function (3), code (10).
const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b,
  0x03, 0x02, 0x01, 0x00,
  0x0a, 0x08, 0x01, 0x06, 0x00, 0x41, 0x00, 0xfd, 0x0f, 0x0b,
]);

export const hasSimd = () => WebAssembly.validate(SIMD_PROBE);

// The .wasm this browser loads for the plain build's file `name` (sudoku.wasm -> sudoku-simd.wasm with SIMD).
export const wasmFile = (name, simd = hasSimd()) => (simd ? name.replace(/\.wasm$/, '-simd.wasm') : name);
