// Interleaved CPU-time runs of two or more builds of the module in one node process: on a shared machine only
// figures taken side by side compare (sequential runs of bench-wasm.mjs moved by 2x under load).
//
//   node scripts/bench-wasm-pair.mjs [--file NAME] [--every N] [--rounds R] [--plain] DIR DIR...
//
// Each DIR holds a copy of web/wasm (copy the folder aside before rebuilding): its SIMD build is timed
// (sudoku-bench-simd.wasm through sudoku-bench.js, as browsers with WebAssembly SIMD run it), or with --plain its
// plain build (sudoku-bench.wasm). Every
// round times each build in turn, in three ways, count to 2 per puzzle: `call` (m.solve(text, 2), one call per
// puzzle), `solveMany` (parse + solve, one call) and `loop`, the solver loop alone (solveMany less solveMany
// stopped by a bad last line before it solves, as bench-wasm-instructions.mjs does): CPU microseconds per
// puzzle, best and median of R rounds. Default: every 10th line of 17-clue.txt, R = 7.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { puzzleLines } from '../tests/js/support.js';
import { timeWays } from './solve-ways.mjs';

const USAGE = 'usage: node scripts/bench-wasm-pair.mjs [--file NAME] [--every N] [--rounds R] [--plain] DIR DIR...';

function parseArguments(argv) {
  const options = { file: '17-clue.txt', every: 10, rounds: 7, plain: false, dirs: [] };
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (!flag.startsWith('--')) options.dirs.push(resolve(flag));
    else if (flag === '--plain') options.plain = true;
    else if (flag === '--file' && value) options.file = argv[++i];
    else if (flag === '--every' && /^[1-9]\d*$/.test(value ?? '')) options.every = Number(argv[++i]);
    else if (flag === '--rounds' && /^[1-9]\d*$/.test(value ?? '')) options.rounds = Number(argv[++i]);
    else throw new Error(`${USAGE} (bad argument '${flag}')`);
  }
  if (options.dirs.length < 2) throw new Error(`${USAGE} (give at least two builds)`);
  return options;
}

async function loadBuild(dir, plain) {
  const { default: createModule } = await import(pathToFileURL(`${dir}/sudoku-bench.js`).href);
  return createModule({ wasmBinary: readFileSync(`${dir}/${plain ? 'sudoku-bench' : 'sudoku-bench-simd'}.wasm`) });
}

// This process's CPU time, in microseconds.
function cpuMicros() {
  const { user, system } = process.cpuUsage();
  return user + system;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const WAYS = ['call', 'solveMany', 'loop'];

const options = parseArguments(process.argv.slice(2));
const puzzles = puzzleLines(options.file, options.every);
const builds = [];
for (const dir of options.dirs) builds.push(await loadBuild(dir, options.plain));
// Warm-up: V8 optimises the glue and tiers the wasm up over the first few thousand calls.
for (const m of builds) for (let done = 0; done < 6000; done += puzzles.length) timeWays(m, puzzles, cpuMicros);
const rounds = builds.map(() => []);
for (let r = 0; r < options.rounds; r++) builds.forEach((m, k) => rounds[k].push(timeWays(m, puzzles, cpuMicros)));

console.log(`node ${process.version}; ${options.plain ? 'plain' : 'SIMD'} builds; ${options.file}, every ` +
  `${options.every}th line: ${puzzles.length} puzzles; ${options.rounds} interleaved rounds; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}\n`);
console.log(`| build | ${WAYS.map((way) => `${way} best / median (us)`).join(' | ')} |`);
console.log(`|---|${WAYS.map(() => '---:').join('|')}|`);
options.dirs.forEach((dir, k) => {
  const cells = WAYS.map((way) => {
    const xs = rounds[k].map((round) => round[way]);
    return `${Math.min(...xs).toFixed(2)} / ${median(xs).toFixed(2)}`;
  });
  console.log(`| ${dir} | ${cells.join(' | ')} |`);
});
