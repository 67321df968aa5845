// The module where players run it: in Debian's Chromium (headless, through playwright-core), beside the native core
// on the same puzzles, in interleaved rounds. Node's V8 is older than the browser's, and its code for the module's
// loops is not the browser's, so the figures that say how fast the page solves are these.
//
//   node scripts/bench-wasm-browser.mjs [--file NAME]... [--every N] [--rounds R] [--plain] [--native PATH]
//
// Each round times, in the page, count to 2 per puzzle in the three ways of bench-wasm-pair.mjs (solve-ways.mjs:
// one call per puzzle, solveMany, and the solver loop alone); then, in its own process, the native
// `sudoku_bench solve --engine bitset` on the same puzzles (count to 2, CPU time). The page's clock is the wall
// clock (performance.now(), coarsened by the browser to 0.1 ms, against rounds of tens of milliseconds): run it on
// an idle machine. Prints microseconds per puzzle, best and median of R rounds, and the ratios of the bests.
// Default: 17-clue.txt every 10th line, top1465.txt and forum-hardest.txt whole, R = 7, the SIMD build.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPage } from '../tests/browser/harness.js';
import { puzzleLines } from '../tests/js/support.js';
import { sudokuBenchRows } from './native-bench.mjs';

const USAGE = 'usage: node scripts/bench-wasm-browser.mjs [--file NAME]... [--every N] [--rounds R] [--plain] [--native PATH]';

function parseArguments(argv) {
  const options = { files: [], every: 10, rounds: 7, plain: false,
    native: fileURLToPath(new URL('../build/native/cpp/sudoku_bench', import.meta.url)) };
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--plain') options.plain = true;
    else if (flag === '--file' && value) options.files.push(argv[++i]);
    else if (flag === '--every' && /^[1-9]\d*$/.test(value ?? '')) options.every = Number(argv[++i]);
    else if (flag === '--rounds' && /^[1-9]\d*$/.test(value ?? '')) options.rounds = Number(argv[++i]);
    else if (flag === '--native' && value) options.native = argv[++i];
    else throw new Error(`${USAGE} (bad argument '${flag}')`);
  }
  if (!existsSync(options.native)) throw new Error(`the native benchmark is missing: ${options.native} (build it: bash scripts/build.sh)`);
  if (options.files.length === 0) options.files = ['17-clue.txt', 'top1465.txt', 'forum-hardest.txt'];
  return options;
}

// In the page: loads the bench module (its SIMD or plain .wasm) as window.bench, warmed up on `puzzles`.
async function loadModule(page, plain, puzzles) {
  await page.evaluate(async ({ plain, puzzles }) => {
    const { default: createModule } = await import('/web/wasm/sudoku-bench.js');
    const wasm = await fetch(`/web/wasm/${plain ? 'sudoku-bench' : 'sudoku-bench-simd'}.wasm`);
    window.bench = await createModule({ wasmBinary: new Uint8Array(await wasm.arrayBuffer()) });
    // Warm-up: V8 optimises the glue and tiers the wasm up over the first few thousand calls.
    for (let done = 0; done < 6000; done += puzzles.length) puzzles.forEach((puzzle) => window.bench.solve(puzzle, 2));
  }, { plain, puzzles });
}

// In the page: one round (solve-ways.mjs), wall-clock microseconds per puzzle of each way.
function timeRound(page, puzzles) {
  return page.evaluate(async (puzzles) => {
    const { timeWays } = await import('/scripts/solve-ways.mjs');
    return timeWays(window.bench, puzzles, () => performance.now() * 1000);
  }, puzzles);
}

// The native count to 2 of the bitset engine on the same puzzles, CPU microseconds per puzzle.
function nativeCount(binary, file) {
  const rows = sudokuBenchRows(binary, file, ['--engine', 'bitset']);
  const count = Object.entries(rows).find(([mode]) => mode.startsWith('bitset count to 2'));
  if (!count) throw new Error(`${binary} printed no bitset count-to-2 row for ${file}`);
  return count[1].cpu;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const best = (xs) => Math.min(...xs);

const options = parseArguments(process.argv.slice(2));
const { page, close } = await openPage('tests/browser/worker.html');  // a blank page of the origin: its worker starts only when called
const dir = mkdtempSync(join(tmpdir(), 'bench-wasm-browser-'));
try {
  const version = await page.evaluate(() => navigator.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? navigator.userAgent);
  console.log(`${version} (headless); the module's ${options.plain ? 'plain' : 'SIMD'} build; ${options.rounds} ` +
    `interleaved rounds, the page's wall clock against native CPU time; load average ` +
    `${loadavg().map((x) => x.toFixed(1)).join(' ')}\n`);
  console.log('| puzzles | call best / median (us) | solveMany | loop | native loop | loop / native | call / loop |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const name of options.files) {
    const puzzles = puzzleLines(name, name === '17-clue.txt' ? options.every : 1);
    const file = join(dir, name.replace(/.*\//, ''));
    writeFileSync(file, `${puzzles.join('\n')}\n`);
    await loadModule(page, options.plain, puzzles);
    const rounds = [];
    const native = [];
    for (let r = 0; r < options.rounds; r++) {
      rounds.push(await timeRound(page, puzzles));
      native.push(nativeCount(options.native, file));
    }
    const way = (key) => rounds.map((round) => round[key]);
    const figures = (xs) => `${best(xs).toFixed(2)} / ${median(xs).toFixed(2)}`;
    const label = name === '17-clue.txt' && options.every > 1 ? `${name}, every ${options.every}th line` : name;
    console.log(`| ${label} (${puzzles.length}) | ${figures(way('call'))} | ${figures(way('solveMany'))} | ` +
      `${figures(way('loop'))} | ${figures(native)} | ${(best(way('loop')) / best(native)).toFixed(2)}x | ` +
      `${(best(way('call')) / best(way('loop'))).toFixed(2)}x |`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  await close();
}
