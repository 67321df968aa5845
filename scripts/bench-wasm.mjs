// Benchmarks the WebAssembly module (both exact-cover engines) against the npm solvers dancing-links and @algorithm.ts/sudoku and against
// the native core (sudoku_bench), on the same puzzles, in one node process. Prints a markdown table.
//
//   node scripts/bench-wasm.mjs [--sample N] [--native PATH] [--file PATH]... [--plain]
//   node scripts/bench-wasm.mjs --variants [--count N] [--native PATH] [--plain]
//
// The module timed is the SIMD build (web/wasm/sudoku-bench-simd.wasm), as browsers with WebAssembly SIMD run it;
// --plain times the plain build (sudoku-bench.wasm) that the others run.
// --sample N keeps every Nth line of 17-clue.txt (default 10; 1 = all 49,158); top1465.txt and forum-hardest.txt
// are always whole.
// --file PATH adds a puzzle file of unique 9x9 puzzles, whole.
// --variants times count-to-2 per variant and constraint instead: N generated 9x9 puzzles of each (`sudoku generate
// --seed 1 --count N`, default 20), in the module and natively (sudoku_bench solve) in the same run.
// Needs a built module (web/wasm) and, for the native column, build/native/cpp/sudoku_bench.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DancingLinks } from 'dancing-links';
import { SudokuSolver } from '@algorithm.ts/sudoku';
import { loadBenchModule, loadBenchSimdModule, puzzleLines } from '../tests/js/support.js';
import { sudokuBenchRows } from './native-bench.mjs';

const ROUNDS = 3;
const fromRoot = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

function parseArguments(argv) {
  const options = { sample: 10, native: fromRoot('build/native/cpp/sudoku_bench'), files: [], variants: false, count: 20,
    plain: false };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--variants' || flag === '--plain') {
      options[flag.slice(2)] = true;
      i -= 1;
    } else if (flag === '--count' && /^[1-9]\d*$/.test(value ?? '')) options.count = Number(value);
    else if (flag === '--sample' && /^[1-9]\d*$/.test(value ?? '')) options.sample = Number(value);
    else if (flag === '--native' && value) options.native = value;
    else if (flag === '--file' && value) options.files.push(value);
    else {
      throw new Error('usage: node scripts/bench-wasm.mjs [--sample N] [--native PATH] [--file PATH]... [--plain] | ' +
        `--variants [--count N] [--native PATH] [--plain] (bad argument '${flag}')`);
    }
  }
  return options;
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

// The module with one exact-cover engine ('bitset', what 'auto' picks for 9x9, or 'dlx'), named in every call's
// options; `grids` maps each puzzle text to its grid of values (a Uint8Array, made before timing) to time that way in
// instead of the text.
function moduleEngine(m, engine, grids = null) {
  const input = grids ? (puzzle) => grids.get(puzzle) : (puzzle) => puzzle;
  return {
    first: (puzzle) => m.solve(input(puzzle), 1, { first: true, engine }).solution.join(''),  // values 1-9: the digits
    count: (puzzle) => m.solve(input(puzzle), 2, { engine }).count,
  };
}

// The module as a caller uses it: no options but `first` (the automatic engine, bitset for every 9x9).
const moduleDefault = (m) => ({
  first: (puzzle) => m.solve(puzzle, 1, { first: true }).solution.join(''),
  count: (puzzle) => m.solve(puzzle, 2).count,
});

const gridsOf = (puzzles) => new Map(puzzles.map((p) => [p, Uint8Array.from(p, (ch) => (ch === '.' ? 0 : Number(ch)))]));

// ---- timing: every figure is microseconds per puzzle, best of ROUNDS runs, on two clocks. Wall time is what
// users feel; CPU time (this process's user + system) barely moves when other jobs share the machine.

function clocks() {
  const { user, system } = process.cpuUsage();
  return { wall: performance.now() * 1000, cpu: user + system };
}

// Runs measure() ROUNDS times; measure returns {wall, cpu, ...} (or objects of them); keeps the minimum of each figure.
function bestOf(measure) {
  return smallest(Array.from({ length: ROUNDS }, measure));
}

const smallest = (runs) => (typeof runs[0] == 'number' ? Math.min(...runs)
  : Object.fromEntries(Object.keys(runs[0]).map((key) => [key, smallest(runs.map((run) => run[key]))])));

function perPuzzle(start, count, extra = {}) {
  const end = clocks();
  return { wall: (end.wall - start.wall) / count, cpu: (end.cpu - start.cpu) / count, ...extra };
}

function timeCalls(puzzles, run) {
  const answers = new Array(puzzles.length);
  // Warm-up for the JIT: V8 was seen still optimising the call's glue after a few thousand calls.
  for (let i = 0; i < Math.min(5000, puzzles.length); i++) run(puzzles[i]);
  const time = bestOf(() => {
    const start = clocks();
    for (let i = 0; i < puzzles.length; i++) answers[i] = run(puzzles[i]);
    return perPuzzle(start, puzzles.length);
  });
  return { time, answers };
}

// Every engine must agree with the module's per-call answers, or its time means nothing.
function checked(name, mode, timing, expected) {
  const wrong = timing.answers.findIndex((answer, i) => answer !== expected[i]);
  if (wrong >= 0) throw new Error(`${name} ${mode}: puzzle ${wrong} gave ${timing.answers[wrong]}, not ${expected[wrong]}`);
  return timing.time;
}

// solveMany: the whole file in one call (parse + solve, as the CLI does), and the solving loop alone: `solver` timed
// inside the module on the wall clock (what sudoku_bench measures), `solverCpu` the CPU time of solveMany less that
// of solveMany stopped by a bad last line before it solves (the wall clock means nothing on a loaded machine).
function timeBatch(m, puzzles, limit, options) {
  const text = `${puzzles.join('\n')}\n`;
  m.solveMany(text, limit, options);  // warm-up
  return bestOf(() => {
    let start = clocks();
    const tally = m.solveMany(text, limit, options);
    if (tally.error || tally.found !== puzzles.length) throw new Error(`solveMany: ${tally.error || 'unsolved puzzles'}`);
    const batch = perPuzzle(start, puzzles.length, { solver: tally.solveMicros / puzzles.length });
    start = clocks();
    if (!m.solveMany(`${text}x\n`, limit, options).error) throw new Error('solveMany read a bad last line');
    return { ...batch, solverCpu: batch.cpu - perPuzzle(start, puzzles.length).cpu };
  });
}

// The native figures on the same puzzles (written to a temporary file): sudoku_bench's wall-clock table for each
// engine, and the CPU time of `sudoku count` (parse + count to 2, automatic engine) measured by bash; null when
// not built.
function timeNative(binary, name, puzzles) {
  if (!existsSync(binary)) return null;
  const cli = join(dirname(binary), 'sudoku');
  const dir = mkdtempSync(join(tmpdir(), 'bench-wasm-'));
  const file = join(dir, name);
  try {
    writeFileSync(file, `${puzzles.join('\n')}\n`);
    return bestOf(() => {
      const table = sudokuBenchRows(binary, file);
      const figure = (engine, mode) => table[`${engine} ${mode}`] ?? { wall: NaN, cpu: NaN };
      const timed = spawnSync('bash', ['-c', 'TIMEFORMAT="%3U %3S"; time "$0" count --limit 2 "$1" >/dev/null',
        cli, file], { encoding: 'utf8' });
      if (timed.status !== 0) throw new Error(`${cli} count failed: ${timed.stderr}`);
      return {
        bitsetFirst: figure('bitset', 'first solution'), bitsetCount: figure('bitset', 'count to 2'),
        dlxFirst: figure('dlx', 'first solution'), dlxCount: figure('dlx', 'count to 2'),
        cliCpu: cpuSeconds(timed.stderr) * 1e6 / puzzles.length,
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const cpuSeconds = (text) => text.trim().split(/\s+/).reduce((sum, x) => sum + Number(x), 0);

// ---- report

const fixed = (x) => (x == null || Number.isNaN(x) ? 'n/a' : x.toFixed(1));
const ratio = (a, b) => (a == null || b == null || Number.isNaN(a) || Number.isNaN(b) ? 'n/a' : `${(a / b).toFixed(2)}x`);

function benchFile(m, engines, options, name, puzzles) {
  const rows = [];
  const calls = {};
  const usual = moduleDefault(m);
  // Before any row: V8 tiers the module's hot functions up on background threads, whose CPU time the first row timed
  // would take (25.7 us per first solution on a 984-line sample, against 10.5 for the row after it).
  for (let done = 0; done < 6000; done += puzzles.length) puzzles.forEach(usual.first);
  const usualFirst = timeCalls(puzzles, usual.first);
  const usualCount = timeCalls(puzzles, usual.count);
  if (usualCount.answers.some((n) => n !== 1)) throw new Error(`${name}: a puzzle is not unique`);
  const reference = { first: usualFirst, count: usualCount };  // every other row must give these answers
  rows.push(['wasm module, one call per puzzle, default options (automatic engine: bitset)', usualFirst.time, usualCount.time]);
  for (const engine of ['bitset', 'dlx']) {
    const module = moduleEngine(m, engine);
    const first = timeCalls(puzzles, module.first);
    const count = timeCalls(puzzles, module.count);
    checked(`module ${engine}`, 'first', first, reference.first.answers);
    checked(`module ${engine}`, 'count', count, reference.count.answers);
    calls[engine] = { first: first.time, count: count.time };
    const batch = { first: timeBatch(m, puzzles, 1, { first: true, engine }), count: timeBatch(m, puzzles, 2, { engine }) };
    rows.push([`wasm module ${engine}, one call per puzzle`, calls[engine].first, calls[engine].count]);
    if (engine === 'bitset') {
      const grid = moduleEngine(m, engine, gridsOf(puzzles));
      const gridFirst = checked('module grid', 'first', timeCalls(puzzles, grid.first), reference.first.answers);
      const gridCount = checked('module grid', 'count', timeCalls(puzzles, grid.count), reference.count.answers);
      rows.push([`wasm module ${engine}, one call per puzzle, grid as a Uint8Array`, gridFirst, gridCount]);
    }
    rows.push([`wasm module ${engine}, solveMany (parse + solve, one call)`, batch.first, batch.count]);
    const loop = (time) => ({ cpu: time.solverCpu, wall: time.solver });
    rows.push([`wasm module ${engine}, solveMany, solver loop only`, loop(batch.first), loop(batch.count)]);
  }
  for (const [engine, run] of Object.entries(engines)) {
    const one = checked(engine, 'first', timeCalls(puzzles, run.first), reference.first.answers);
    const two = run.count ? checked(engine, 'count', timeCalls(puzzles, run.count), reference.count.answers) : null;
    rows.push([engine, one, two]);
  }
  const native = timeNative(options.native, name, puzzles);
  if (native) {
    rows.push(['native sudoku_bench bitset, solver loop only', native.bitsetFirst, native.bitsetCount]);
    rows.push(['native sudoku_bench dlx, solver loop only', native.dlxFirst, native.dlxCount]);
    rows.push(['native `sudoku count` (parse + count to 2)', null, { cpu: native.cliCpu }]);
  }

  const base = usualCount.time;
  console.log(`\n### ${name}: ${puzzles.length} puzzles, microseconds per puzzle (CPU time; wall clock in brackets)\n`);
  console.log('| solver | first solution | count to 2 | count: x the wasm call |');
  console.log('|---|---:|---:|---:|');
  const cell = (t) => (!t ? 'n/a' : t.cpu == null ? `(${fixed(t.wall)})` : t.wall == null ? fixed(t.cpu) : `${fixed(t.cpu)} (${fixed(t.wall)})`);
  const versus = (t) => (!t ? '' : t.cpu != null ? ratio(t.cpu, base.cpu) : ratio(t.wall, base.wall));
  for (const [label, one, two] of rows) console.log(`| ${label} | ${cell(one)} | ${cell(two)} | ${versus(two)} |`);
  if (!native) {
    console.log(`\n(no native figures: ${options.native} is not built)`);
    return;
  }
  const loop = rows.find(([label]) => label === 'wasm module bitset, solveMany, solver loop only');
  const row = (label) => rows.find(([name]) => name === `wasm module bitset, ${label}`)[2];
  console.log(`\nbitset: wasm / native solver loop, CPU: first ${ratio(loop[1].cpu, native.bitsetFirst.cpu)}, ` +
    `count ${ratio(loop[2].cpu, native.bitsetCount.cpu)}; one wasm call / wasm solver loop (count, CPU) ` +
    `${ratio(base.cpu, loop[2].cpu)} (naming the engine in its options ${ratio(calls.bitset.count.cpu, loop[2].cpu)}); ` +
    'one wasm call / solveMany parse + solve (count, CPU) ' +
    `${ratio(base.cpu, row('solveMany (parse + solve, one call)').cpu)}, with a grid ` +
    `${ratio(row('one call per puzzle, grid as a Uint8Array').cpu, row('solveMany (parse + solve, one call)').cpu)}; dancing-links / bitset wasm call (count, CPU) ` +
    `${ratio(rows.find(([label]) => label === 'dancing-links')?.[2]?.cpu, base.cpu)}`);
}

// ---- per variant: count to 2 on generated puzzles, module and native in the same run

const VARIANT_ROWS = [
  ['classic', []], ['X', ['--variant', 'x']], ['hyper', ['--variant', 'hyper']], ['jigsaw', ['--variant', 'jigsaw']],
  ['thermo', ['--constraint', 'thermo']], ['arrow', ['--constraint', 'arrow']],
  ['anti-knight', ['--constraint', 'anti-knight']], ['anti-king', ['--constraint', 'anti-king']],
  ['non-consecutive', ['--constraint', 'non-consecutive']],
  ['killer classic', ['--constraint', 'killer']], ['killer X', ['--constraint', 'killer', '--variant', 'x']],
  ['killer hyper', ['--constraint', 'killer', '--variant', 'hyper']],
  ['killer jigsaw', ['--constraint', 'killer', '--variant', 'jigsaw']],
];

// sudoku_bench solve's count-to-2 rows of one file: {engine: {wall, cpu, nodes}} per engine it ran.
function nativeCounts(binary, file) {
  const table = sudokuBenchRows(binary, file);
  return Object.fromEntries(['dlx', 'bitset', 'bitset-singles'].filter((engine) => table[`${engine} count to 2`])
    .map((engine) => [engine, table[`${engine} count to 2`]]));
}

function benchVariants(m, options) {
  const cli = join(dirname(options.native), 'sudoku');
  if (!existsSync(cli)) throw new Error(`the native CLI is missing: ${cli} (build it: bash scripts/build.sh)`);
  const dir = mkdtempSync(join(tmpdir(), 'bench-wasm-variants-'));
  console.log(`\n### 9x9 puzzles per variant, count to 2: microseconds per puzzle (CPU time; wall clock in brackets)\n`);
  console.log(`${options.count} puzzles each: \`sudoku generate [ARGS] --seed 1 --count ${options.count}\`; module: one ` +
    '`solve(text, 2)` call per puzzle (parse, the matrix when the geometry changes, count), best of 3 runs; native: ' +
    '`sudoku_bench solve FILE --no-qqwing` (the count alone, solvers built before timing) and `sudoku count --limit 2 FILE` ' +
    '(parse, matrix and count, automatic engine, one process)\n');
  console.log('| puzzles | engine (auto) | wasm count to 2 | native count to 2 | wasm / native (CPU) | native nodes | native `sudoku count` (CPU) |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  try {
    for (const [name, args] of VARIANT_ROWS) {
      const file = join(dir, `${name.replace(/ /g, '-')}.txt`);
      const text = execFileSync(cli, ['generate', ...args, '--seed', '1', '--count', String(options.count)], { encoding: 'utf8' });
      writeFileSync(file, text);
      const puzzles = text.split('\n').filter((line) => line !== '');
      const natives = nativeCounts(options.native, file);
      const timed = spawnSync('bash', ['-c', 'TIMEFORMAT="%3U %3S"; time "$0" count --limit 2 "$1" >/dev/null', cli, file],
        { encoding: 'utf8' });
      if (timed.status !== 0) throw new Error(`${cli} count failed: ${timed.stderr}`);
      const cliCpu = cpuSeconds(timed.stderr) * 1e6 / puzzles.length;
      for (const engine of ['dlx', 'auto']) {
        const run = (puzzle) => m.solve(puzzle, 2, { engine });
        const answer = run(puzzles[0]);
        if (answer.error) throw new Error(`${name}: ${answer.error}`);
        const timing = timeCalls(puzzles, (puzzle) => run(puzzle).count);
        if (timing.answers.some((n) => n !== 1)) throw new Error(`${name}: a puzzle is not unique in the module`);
        const nativeEngine = engine === 'dlx' ? 'dlx' : natives.bitset ? 'bitset' : 'dlx';
        const native = natives[nativeEngine];
        const label = engine === 'dlx' ? 'dlx' : `auto (${nativeEngine})`;
        console.log(`| ${name} | ${label} | ${fixed(timing.time.cpu)} (${fixed(timing.time.wall)}) | ` +
          `${fixed(native.cpu)} (${fixed(native.wall)}) | ${ratio(timing.time.cpu, native.cpu)} | ${native.nodes} | ` +
          `${engine === 'auto' ? fixed(cliCpu) : ''} |`);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const options = parseArguments(process.argv.slice(2));
const m = await (options.plain ? loadBenchModule() : loadBenchSimdModule());
console.log(`node ${process.version}; the module's ${options.plain ? 'plain' : 'SIMD'} build; load average ` +
  `${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
if (options.variants) {
  benchVariants(m, options);
} else {
  const engines = { 'dancing-links': dancingLinksEngine(), '@algorithm.ts/sudoku': algorithmTsEngine() };
  console.log(`17-clue.txt every ${options.sample}th line, top1465.txt and forum-hardest.txt whole; best of ${ROUNDS} runs`);
  benchFile(m, engines, options, '17-clue.txt', puzzleLines('17-clue.txt', options.sample));
  for (const name of ['top1465.txt', 'forum-hardest.txt']) benchFile(m, engines, options, name, puzzleLines(name, 1));
  for (const path of options.files) benchFile(m, engines, options, basename(path), puzzleLines(path, 1));
}
