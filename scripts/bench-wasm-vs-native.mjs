// The module beside the native core on the same puzzles, in interleaved rounds: in Debian's Chromium (headless,
// through playwright-core), where players run it, or with --node in this node process. Node's V8 is older than the
// browser's and makes other code of the module's loops, so the figures that say how fast the page solves are
// Chromium's; this machine's speed also drifts by up to 1.5x within minutes, so only rounds taken side by side
// compare.
//
//   node scripts/bench-wasm-vs-native.mjs [--node] [--file NAME]... [--every N] [--rounds R] [--plain] [--native PATH]
//
// Each round times the module, count to 2 per puzzle, in the three ways of bench-wasm-pair.mjs (solve-ways.mjs:
// one call per puzzle, solveMany, and the solver loop alone), then, in its own process, the native
// `sudoku_bench solve --engine bitset` on the same puzzles (count to 2, CPU time). In Chromium the clock is the
// page's wall clock (performance.now(), coarsened by the browser to 0.1 ms, against rounds of tens of
// milliseconds): run it on an idle machine; under node it is the process's CPU time. Prints microseconds per
// puzzle, best and median of R rounds, and the ratios of the bests. Default: 17-clue.txt every 10th line,
// top1465.txt and forum-hardest.txt whole, R = 7, the SIMD build.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPage } from '../tests/browser/harness.js';
import { loadBenchModule, loadBenchSimdModule, puzzleLines } from '../tests/js/support.js';
import { sudokuBenchRows } from './native-bench.mjs';
import { timeWays } from './solve-ways.mjs';

const USAGE = 'usage: node scripts/bench-wasm-vs-native.mjs [--node] [--file NAME]... [--every N] [--rounds R] [--plain] [--native PATH]';
const WARM_UP_CALLS = 6000;  // V8 optimises the glue and tiers the wasm up over the first few thousand calls

function parseArguments(argv) {
  const options = { node: false, files: [], every: 10, rounds: 7, plain: false,
    native: fileURLToPath(new URL('../build/native/cpp/sudoku_bench', import.meta.url)) };
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--plain' || flag === '--node') options[flag.slice(2)] = true;
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

// The module in this process: {name, warmUp(puzzles), round(puzzles)} in CPU time.
async function nodeRuntime(plain) {
  const m = await (plain ? loadBenchModule() : loadBenchSimdModule());
  const cpuMicros = () => {
    const { user, system } = process.cpuUsage();
    return user + system;
  };
  return {
    name: `node ${process.version}, CPU time`,
    warmUp: async (puzzles) => {
      for (let done = 0; done < WARM_UP_CALLS; done += puzzles.length) puzzles.forEach((puzzle) => m.solve(puzzle, 2));
    },
    round: async (puzzles) => timeWays(m, puzzles, cpuMicros),
    close: async () => {},
  };
}

// The module in a blank page of the repository's origin (its worker starts only when called), as window.bench.
async function chromiumRuntime(plain) {
  const { page, close } = await openPage('tests/browser/worker.html');
  try {
    await page.evaluate(async (wasmName) => {
      const { default: createModule } = await import('/web/wasm/sudoku-bench.js');
      const wasm = await fetch(`/web/wasm/${wasmName}`);
      window.bench = await createModule({ wasmBinary: new Uint8Array(await wasm.arrayBuffer()) });
    }, plain ? 'sudoku-bench.wasm' : 'sudoku-bench-simd.wasm');
    const version = await page.evaluate(() => navigator.userAgent.match(/Chrome\/[\d.]+/)?.[0] ?? navigator.userAgent);
    return {
      name: `${version} (headless), the page's wall clock`,
      warmUp: (puzzles) => page.evaluate(({ puzzles, calls }) => {
        for (let done = 0; done < calls; done += puzzles.length) puzzles.forEach((puzzle) => window.bench.solve(puzzle, 2));
      }, { puzzles, calls: WARM_UP_CALLS }),
      round: (puzzles) => page.evaluate(async (puzzles) => {
        const { timeWays: inPage } = await import('/scripts/solve-ways.mjs');
        return inPage(window.bench, puzzles, () => performance.now() * 1000);
      }, puzzles),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
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
const runtime = await (options.node ? nodeRuntime : chromiumRuntime)(options.plain);
const dir = mkdtempSync(join(tmpdir(), 'bench-wasm-vs-native-'));
try {
  console.log(`${runtime.name}; the module's ${options.plain ? 'plain' : 'SIMD'} build; ${options.rounds} interleaved ` +
    `rounds, native in CPU time; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}\n`);
  console.log('| puzzles | call best / median (us) | solveMany | loop | native loop | loop / native | call / loop |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const name of options.files) {
    const puzzles = puzzleLines(name, name === '17-clue.txt' ? options.every : 1);
    const file = join(dir, name.replace(/.*\//, ''));
    writeFileSync(file, `${puzzles.join('\n')}\n`);
    await runtime.warmUp(puzzles);
    const rounds = [];
    const native = [];
    for (let r = 0; r < options.rounds; r++) {
      rounds.push(await runtime.round(puzzles));
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
  await runtime.close();
}
