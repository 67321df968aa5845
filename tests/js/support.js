// Shared by the module tests: the real built module, the native CLI as the reference, the shared data sets,
// and an independent grid checker. Each fails loudly when what it needs has not been built or is missing.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const fromRoot = (path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const CLI = fromRoot('build/native/cpp/sudoku');
const DATA = process.env.SUDOKU_DATA ?? fromRoot('data');

function required(path, what) {
  if (!existsSync(path)) throw new Error(`${what} is missing: ${path}`);
  return path;
}

// A fresh instance of a built module (ENVIRONMENT=web,worker: under node it must be handed the bytes): the glue of
// `name` with the .wasm of `build`, as the page's worker loads a SIMD build through its plain build's glue.
async function load(name, build = name) {
  const js = required(fromRoot(`web/wasm/${name}.js`), 'the WebAssembly module (build it: bash scripts/build.sh)');
  const { default: createModule } = await import(pathToFileURL(js).href);
  return createModule({ wasmBinary: readFileSync(required(fromRoot(`web/wasm/${build}.wasm`), 'the .wasm')) });
}

// The page's module (its plain build).
export const loadModule = () => load('sudoku');
// The benchmark and test module: the page's calls plus solveMany and memoryStats (its plain build).
export const loadBenchModule = () => load('sudoku-bench');
// The SIMD build of the benchmark and test module.
export const loadBenchSimdModule = () => load('sudoku-bench', 'sudoku-bench-simd');

// Runs the native CLI on `input` (one puzzle per line); returns {stdout lines, stderr, status}.
export function runCli(args, input) {
  required(CLI, 'the native CLI (build it: bash scripts/build.sh)');
  try {
    const stdout = execFileSync(CLI, args, { input, encoding: 'utf8', maxBuffer: 1 << 28 });
    return { lines: stdout.split('\n').slice(0, -1), stderr: '', status: 0 };
  } catch (error) {
    if (typeof error.status !== 'number') throw error;
    return { lines: error.stdout.split('\n').slice(0, -1), stderr: error.stderr, status: error.status };
  }
}

// The non-empty lines of a file of data/ (or $SUDOKU_DATA).
export function dataLines(name) {
  const path = required(`${DATA}/${name}`, `the data set ${name}`);
  return readFileSync(path, 'utf8').split('\n').filter((line) => line.trim() !== '');
}

// Every `every`th 9x9 puzzle of a data set (a name in data/) or of a puzzle file (a path), as 81-character text.
export function puzzleLines(name, every = 1) {
  const lines = name.includes('/')
    ? readFileSync(required(name, 'the puzzle file'), 'utf8').split('\n').filter((line) => line.trim() !== '')
    : dataLines(name);
  return lines.filter((_, i) => i % every === 0).map((line) => line.trim().slice(0, 81));
}

const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';

// A grid of values (the module's Int32Array) as puzzle text, to compare with the CLI's lines.
export const gridText = (values) => Array.from(values, (v) => (v ? SYMBOLS[v - 1] : '.')).join('');

// A solve result with its grids as text (an empty grid as '').
export function solveText(module, ...args) {
  const result = module.solve(...args);
  return { ...result, solution: gridText(result.solution), solutions: result.solutions.map(gridText) };
}

// True when `solution` fills `puzzle` (same givens) and every house holds each value once. Houses are lists of
// cell indices, built by the caller independently of the engine.
export function isSolution(puzzle, solution, houses) {
  const size = Math.sqrt(puzzle.length);
  if (solution.length !== puzzle.length) return false;
  for (let cell = 0; cell < puzzle.length; cell++) {
    if (puzzle[cell] !== '.' && puzzle[cell] !== solution[cell]) return false;
  }
  const values = new Set(SYMBOLS.slice(0, size));
  return houses.every((house) => house.length === size &&
    new Set(house.map((cell) => solution[cell])).size === size &&
    house.every((cell) => values.has(solution[cell])));
}

// Rows, columns and R x C boxes of a size x size grid, plus any extra houses.
export function classicHouses(size, boxRows, boxCols) {
  const houses = [];
  const range = (n) => [...Array(n).keys()];
  for (const i of range(size)) {
    houses.push(range(size).map((j) => i * size + j), range(size).map((j) => j * size + i));
  }
  for (const top of range(size / boxRows).map((b) => b * boxRows)) {
    for (const left of range(size / boxCols).map((b) => b * boxCols)) {
      houses.push(range(size).map((k) => (top + Math.floor(k / boxCols)) * size + left + (k % boxCols)));
    }
  }
  return houses;
}
