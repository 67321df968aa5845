// The SIMD builds (cpp/wasm/CMakeLists.txt: the bitset search compiled with -msimd128) beside the plain builds:
// each holds SIMD code and its plain build none, the two share their glue, they answer alike, and the page picks
// the SIMD build where WebAssembly has SIMD (web/engine/wasm-build.js).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import { hasSimd, wasmFile } from '../../web/engine/wasm-build.js';
import { loadBenchModule, loadBenchSimdModule, puzzleLines, runCli, solveText } from './support.js';

const wasmBytes = (name) => readFileSync(new URL(`../../web/wasm/${name}`, import.meta.url));
const PAIRS = [['sudoku', 'sudoku-simd'], ['sudoku-bench', 'sudoku-bench-simd']];

// How many of a module's functions declare a v128 local (value type 0x7b): read from the code section, each
// body's local declarations (a count of groups, then each group's count and type), the rest skipped by its size.
function functionsWithV128Locals(bytes) {
  let at = 8; // after the magic number and the version
  const leb = () => {
    let value = 0;
    for (let shift = 0; ; shift += 7) {
      const byte = bytes[at++];
      value += (byte & 0x7f) * 2 ** shift;
      if (!(byte & 0x80)) return value;
    }
  };
  let found = 0;
  while (at < bytes.length) {
    const [id, size] = [bytes[at++], leb()];
    const end = at + size;
    for (let functions = id === 10 ? leb() : 0; functions > 0; functions--) {
      const bodyEnd = leb() + at;
      let v128 = false;
      for (let groups = leb(); groups > 0; groups--) {
        leb();
        v128 ||= bytes[at++] === 0x7b;
      }
      found += v128;
      at = bodyEnd;
    }
    at = end;
  }
  return found;
}

test('each SIMD build holds SIMD code and its plain build none', () => {
  for (const [plain, simd] of PAIRS) {
    assert.equal(functionsWithV128Locals(wasmBytes(`${plain}.wasm`)), 0, `${plain}.wasm uses v128 values`);
    assert.ok(functionsWithV128Locals(wasmBytes(`${simd}.wasm`)) > 0, `${simd}.wasm has no function with a v128 local`);
  }
});

test('a SIMD build\'s glue is its plain build\'s but for the .wasm\'s name, so the worker loads one glue for both', () => {
  for (const [plain, simd] of PAIRS) {
    const glue = wasmBytes(`${simd}.js`).toString().replaceAll(`${simd}.wasm`, `${plain}.wasm`);
    assert.ok(glue === wasmBytes(`${plain}.js`).toString(), `${simd}.js differs from ${plain}.js`);
  }
});

test('the page loads the SIMD build where WebAssembly has SIMD, as every Node this project runs on has', () => {
  assert.equal(hasSimd(), true);
  assert.equal(wasmFile('sudoku.wasm'), 'sudoku-simd.wasm');
  assert.equal(wasmFile('sudoku-bench.wasm', true), 'sudoku-bench-simd.wasm');
  assert.equal(wasmFile('sudoku.wasm', false), 'sudoku.wasm');
});

let plain;
let simd;
before(async () => {
  [plain, simd] = await Promise.all([loadBenchModule(), loadBenchSimdModule()]);
});

// Both exact-cover searches, counting and finding: the same status, count, solutions and node count.
function assertAlike(lines, limit, options = {}) {
  for (const line of lines) {
    for (const engine of ['auto', 'bitset', 'dlx']) {
      const settings = { ...options, engine };
      assert.deepEqual(solveText(simd, line, limit, settings), solveText(plain, line, limit, settings), `${line} ${engine}`);
      const first = { ...settings, first: true };
      assert.deepEqual(solveText(simd, line, limit, first), solveText(plain, line, limit, first), `${line} ${engine} first`);
    }
  }
}

test('the SIMD build answers as the plain build on the data sets: counts, solutions and nodes', () => {
  assertAlike(puzzleLines('17-clue.txt', 200), 2);
  assertAlike(puzzleLines('top1465.txt', 20), 2);
  assertAlike(puzzleLines('forum-hardest.txt', 10), 2);
  assertAlike(puzzleLines('counts.txt'), 0);
});

test('the SIMD build answers as the plain build on generated variant puzzles and on grids below 9x9', () => {
  for (const variant of ['x', 'hyper', 'jigsaw']) {
    const lines = runCli(['generate', '--variant', variant, '--seed', '3', '--count', '4'], '').lines;
    assert.equal(lines.length, 4, `${variant}: ${lines}`);
    assertAlike(lines, 2);
    // A third of the givens gone: many solutions, counted to 3.
    const fewer = (line) => line.replace(/^[^;]+/, (grid) => grid.replace(/[1-9]/g, (digit, at) => (at % 3 ? digit : '.')));
    assertAlike(lines.map(fewer), 3);
  }
  assertAlike(runCli(['generate', '--size', '6', '--seed', '5', '--count', '4'], '').lines, 2);
});
