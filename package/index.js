// sudoku-dlx: the engine's WebAssembly module behind a small promise API, for Node and browsers alike.
// The module is loaded once, on the first call; every call returns the engine's plain result object, or
// rejects with an Error whose message is the engine's and whose `cells` lists the cells it is about.
import { hasSimd } from './engine/wasm-build.js';
import createModule from './wasm/sudoku.js';

// Written as `new URL(..., import.meta.url)` so that bundlers find both .wasm files and ship them with the module.
// The package holds the full module (the page's calls plus `cover`), whose .wasm keep their names (scripts/pack.sh):
// the SIMD build where the runtime has WebAssembly SIMD (Node, every current browser), else the plain one.
const WASM_URL = hasSimd() ? new URL('./wasm/sudoku-bench-simd.wasm', import.meta.url)
  : new URL('./wasm/sudoku-bench.wasm', import.meta.url);

let modulePromise = null;

async function instantiate() {
  if (typeof process === 'object' && process.versions?.node && WASM_URL.protocol === 'file:') {
    // Node: the module is built for the web, so it is handed the bytes instead of fetching them.
    const { readFile } = await import(/* webpackIgnore: true */ 'node:fs/promises');
    return createModule({ wasmBinary: await readFile(WASM_URL) });
  }
  return createModule({ locateFile: () => WASM_URL.href });
}

/** The loaded WebAssembly module itself (its calls are synchronous). */
export function loadModule() {
  modulePromise ??= instantiate();
  return modulePromise;
}

function settle(result) {
  if (typeof result?.error === 'string' && result.error !== '') {
    const error = new Error(result.error);
    error.cells = result.errorCells ?? [];
    throw error;
  }
  return result;
}

const call = (name) => async (...args) => settle((await loadModule())[name](...args));

export const solve = (puzzle, options = {}) => call('solve')(puzzle, 2, options);
export const count = (puzzle, limit = 2, options = {}) => call('solve')(puzzle, limit, options);
export const parse = call('parse');
export const examine = call('examine');
export const check = call('check');
export const rate = call('rate');
export const steps = call('steps');
export const hint = (puzzle, entries = [], notes = [], options = {}) => call('hint')(puzzle, entries, notes, options);
// The engine draws no randomness of its own: a generate call without a seed (or a game ID) gets one here.
function withSeed(options) {
  const plain = typeof options === 'object' && options !== null && !Array.isArray(options);
  if (!plain || options.seed !== undefined || options.id !== undefined) return options;
  return { ...options, seed: Math.floor(Math.random() * 2 ** 32) };
}
export const generate = (options = {}, onProgress = undefined) => call('generate')(withSeed(options), onProgress);
export const parseGameId = call('parseGameId');
export const cover = (text, options = {}) => call('cover')(text, options);
export const constants = call('constants');
