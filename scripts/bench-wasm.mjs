// Benchmarks the WebAssembly module against the npm solvers dancing-links and @algorithm.ts/sudoku and against
// the native core (sudoku_bench), on the same puzzles, in one node process. Prints a markdown table.
//
//   node scripts/bench-wasm.mjs [--sample N] [--native PATH]
//
// --sample N keeps every Nth line of 17-clue.txt (default 10; 1 = all 49,158); top1465.txt is always whole.
// Needs a built module (web/wasm) and, for the native column, build/native/cpp/sudoku_bench.
// Each figure is the best of ROUNDS runs: the machine is shared, and the minimum is the least disturbed run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DancingLinks } from 'dancing-links';
import { SudokuSolver } from '@algorithm.ts/sudoku';

const ROUNDS = 3;
const fromRoot = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

function parseArguments(argv) {
  const options = { sample: 10, native: fromRoot('build/native/cpp/sudoku_bench') };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--sample' && /^[1-9]\d*$/.test(value ?? '')) options.sample = Number(value);
    else if (flag === '--native' && value) options.native = value;
    else throw new Error(`usage: node scripts/bench-wasm.mjs [--sample N] [--native PATH] (bad argument '${flag}')`);
  }
  return options;
}

function loadPuzzles(name, every) {
  const path = fromRoot(`../shared/data/${name}`);
  if (!existsSync(path)) throw new Error(`the data set is missing: ${path}`);
  const lines = readFileSync(path, 'utf8').split('\n').filter((line) => line.trim() !== '');
  return lines.filter((_, i) => i % every === 0).map((line) => line.trim().slice(0, 81));
}

async function loadModule() {
  const js = fromRoot('web/wasm/sudoku.js');
  if (!existsSync(js)) throw new Error('the module is not built: run bash scripts/build.sh');
  const { default: createModule } = await import(pathToFileURL(js).href);
  return createModule({ wasmBinary: readFileSync(fromRoot('web/wasm/sudoku.wasm')) });
}

// ---- the engines: each maps a puzzle to its first solution (81 digits) or to a solution count capped at 2

// Exact cover rows of a 9x9 puzzle: a given allows one value in its cell, a blank all nine (the textbook encoding,
// the same matrix our core searches). Columns: cell, row-value, column-value, box-value.
function exactCoverRows(puzzle) {
  const rows = [];
  for (let cell = 0; cell < 81; cell++) {
    const r = Math.floor(cell / 9), c = cell % 9, b = Math.floor(r / 3) * 3 + Math.floor(c / 3);
    const given = puzzle[cell] === '.' || puzzle[cell] === '0' ? -1 : Number(puzzle[cell]) - 1;
    for (let v = 0; v < 9; v++) {
      if (given >= 0 && v !== given) continue;
      rows.push({ data: cell * 9 + v, columnIndices: [cell, 81 + r * 9 + v, 162 + c * 9 + v, 243 + b * 9 + v] });
    }
  }
  return rows;
}

function dancingLinksEngine() {
  const dlx = new DancingLinks();
  const solverFor = (puzzle) => dlx.createSolver({ columns: 324 }).addSparseConstraints(exactCoverRows(puzzle));
  const grid = (solution) => {
    const cells = Array(81);
    for (const { data } of solution) cells[Math.floor(data / 9)] = (data % 9) + 1;
    return cells.join('');
  };
  return {
    first: (puzzle) => grid(solverFor(puzzle).findOne()[0]),
    count: (puzzle) => solverFor(puzzle).find(2).length,
  };
}

function algorithmTsEngine() {
  const solver = new SudokuSolver({ childMatrixWidth: 3 });
  const solution = Array(81).fill(-1);
  return {
    // Its boards hold 0-8, -1 for a blank. It has no way to count solutions.
    first: (puzzle) => {
      const board = [...puzzle].map((ch) => (ch === '.' || ch === '0' ? -1 : Number(ch) - 1));
      return solver.solve(board, solution) ? solution.map((v) => v + 1).join('') : 'none';
    },
  };
}

function moduleEngine(m) {
  return {
    first: (puzzle) => m.solve(puzzle, 1, { first: true }).solution,
    count: (puzzle) => m.solve(puzzle, 2).count,
  };
}

// ---- timing

function bestOf(measure) {
  return Math.min(...Array.from({ length: ROUNDS }, measure));
}

function microsPerPuzzle(puzzles, run) {
  const answers = new Array(puzzles.length);
  for (let i = 0; i < Math.min(200, puzzles.length); i++) run(puzzles[i]);  // warm-up for the JIT
  const micros = bestOf(() => {
    const start = performance.now();
    for (let i = 0; i < puzzles.length; i++) answers[i] = run(puzzles[i]);
    return ((performance.now() - start) * 1000) / puzzles.length;
  });
  return { micros, answers };
}

// Every engine must agree with the module's per-call answers, or its time means nothing.
function checked(name, mode, timing, expected) {
  const wrong = timing.answers.findIndex((answer, i) => answer !== expected[i]);
  if (wrong >= 0) throw new Error(`${name} ${mode}: puzzle ${wrong} gave ${timing.answers[wrong]}, not ${expected[wrong]}`);
  return timing.micros;
}

// solveMany: the whole file in one call. `wall` includes passing the text and parsing; `solver` is the solving
// loop alone, timed inside the module (what the native benchmark measures).
function batchMicros(m, puzzles, limit, options) {
  const text = `${puzzles.join('\n')}\n`;
  m.solveMany(text, limit, options);  // warm-up
  const run = () => {
    const start = performance.now();
    const tally = m.solveMany(text, limit, options);
    const wall = ((performance.now() - start) * 1000) / puzzles.length;
    if (tally.error || tally.found !== puzzles.length) throw new Error(`solveMany: ${tally.error || 'unsolved puzzles'}`);
    return { wall, solver: tally.solveMicros / puzzles.length };
  };
  const runs = Array.from({ length: ROUNDS }, run);
  return { wall: Math.min(...runs.map((r) => r.wall)), solver: Math.min(...runs.map((r) => r.solver)) };
}

// The native benchmark on the same puzzles (written to a temporary file of the same name); null when not built.
function nativeMicros(binary, name, puzzles) {
  if (!existsSync(binary)) return null;
  const dir = mkdtempSync(join(tmpdir(), 'bench-wasm-'));
  try {
    writeFileSync(join(dir, name), `${puzzles.join('\n')}\n`);
    const tables = Array.from({ length: ROUNDS },
      () => execFileSync(binary, ['solve', '--no-qqwing', join(dir, name)], { encoding: 'utf8' }));
    const figure = (mode) => Math.min(...tables.map(
      (table) => Number(table.match(new RegExp(`\\| dlx ${mode}\\s*\\|\\s*([\\d.]+)`))?.[1])));
    return { first: figure('first solution'), count: figure('count to 2') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- report

const fixed = (x) => (x == null || Number.isNaN(x) ? 'n/a' : x.toFixed(1));
const ratio = (a, b) => (a == null || b == null || Number.isNaN(a) || Number.isNaN(b) ? 'n/a' : `${(a / b).toFixed(2)}x`);

function benchFile(m, engines, options, name, puzzles) {
  const module = moduleEngine(m);
  const reference = { first: microsPerPuzzle(puzzles, module.first), count: microsPerPuzzle(puzzles, module.count) };
  if (reference.count.answers.some((count) => count !== 1)) throw new Error(`${name}: a puzzle is not unique`);
  const rows = [['wasm module, per call', reference.first.micros, reference.count.micros]];
  const batch = { first: batchMicros(m, puzzles, 1, { first: true }), count: batchMicros(m, puzzles, 2) };
  rows.push(['wasm solveMany, whole call', batch.first.wall, batch.count.wall]);
  rows.push(['wasm solveMany, solver only', batch.first.solver, batch.count.solver]);
  for (const [engine, run] of Object.entries(engines)) {
    const first = checked(engine, 'first', microsPerPuzzle(puzzles, run.first), reference.first.answers);
    const count = run.count ? checked(engine, 'count', microsPerPuzzle(puzzles, run.count), reference.count.answers) : null;
    rows.push([engine, first, count]);
  }
  const native = nativeMicros(options.native, name, puzzles);
  if (native) rows.push(['native core (sudoku_bench)', native.first, native.count]);

  console.log(`\n### ${name}: ${puzzles.length} puzzles (microseconds per puzzle)\n`);
  console.log('| solver | first solution | count to 2 | first vs wasm call | count vs wasm call |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [label, first, count] of rows) {
    console.log(`| ${label} | ${fixed(first)} | ${fixed(count)} | ${ratio(first, rows[0][1])} | ${ratio(count, rows[0][2])} |`);
  }
  if (native) {
    console.log(`\nwasm/native, solver only: first ${ratio(batch.first.solver, native.first)}, ` +
      `count ${ratio(batch.count.solver, native.count)}; per call: first ${ratio(rows[0][1], native.first)}, ` +
      `count ${ratio(rows[0][2], native.count)}`);
  } else {
    console.log(`\n(no native figures: ${options.native} is not built)`);
  }
}

const options = parseArguments(process.argv.slice(2));
const m = await loadModule();
const engines = { 'dancing-links': dancingLinksEngine(), '@algorithm.ts/sudoku': algorithmTsEngine() };
console.log(`node ${process.version}; 17-clue.txt every ${options.sample}th line, top1465.txt whole; ` +
  `best of ${ROUNDS} runs; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
benchFile(m, engines, options, '17-clue.txt', loadPuzzles('17-clue.txt', options.sample));
benchFile(m, engines, options, 'top1465.txt', loadPuzzles('top1465.txt', 1));
