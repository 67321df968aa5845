// Instructions per puzzle of each way into the module's solve, counted by callgrind: unlike wall-clock or CPU time,
// the count barely moves when other jobs share the machine (runs repeat within about 2%).
//
//   node scripts/bench-wasm-instructions.mjs [--file NAME] [--every N] [--rounds R]
//
// Each way runs in its own `valgrind --tool=callgrind node --single-threaded --no-liftoff --no-wasm-tier-up`
// (one thread, the wasm compiled once by TurboFan) twice: with 0 and with R timed rounds after the warm-up
// rounds; the difference over R * puzzles is the figure. The warm-up makes at least 6,000 calls: V8 still
// optimised the module's JavaScript glue (each function once) up to about 5,000 calls in, and the two warm-up rounds
// of 492 calls used before left that one-off compiling in the figures (20,000 instructions per grid call, 50,000
// per text call). Ways: `call` (m.solve(text, 2)), `grid` (m.solve(a
// Uint8Array, 2)), `solveMany` (parse + solve, one call) and `parse only` (solveMany stopped by a bad last line
// before it solves); solveMany minus parse only is the solver loop. Default: every 100th line of 17-clue.txt,
// R = 4. Needs valgrind and the built bench module (web/wasm/sudoku-bench.*).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadBenchModule, puzzleLines } from '../tests/js/support.js';

const WAYS = ['call', 'grid', 'solveMany', 'parse only'];

function parseArguments(argv) {
  const options = { file: '17-clue.txt', every: 100, rounds: 4 };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--file' && value) options.file = value;
    else if (flag === '--every' && /^[1-9]\d*$/.test(value ?? '')) options.every = Number(value);
    else if (flag === '--rounds' && /^\d+$/.test(value ?? '')) options.rounds = Number(value);
    else throw new Error(`usage: node scripts/bench-wasm-instructions.mjs [--file NAME] [--every N] [--rounds R] (bad argument '${flag}')`);
  }
  return options;
}

const warmUpRounds = (puzzles) => Math.max(2, Math.ceil(6000 / puzzles.length));

// Under callgrind: runs one way `rounds` times after the warm-up rounds.
async function runWay(way, puzzles, rounds) {
  const m = await loadBenchModule();
  const grids = puzzles.map((p) => Uint8Array.from(p, (ch) => (ch === '.' || ch === '0' ? 0 : Number(ch))));
  const text = `${puzzles.join('\n')}\n`;
  const run = {
    call: () => puzzles.forEach((p) => m.solve(p, 2)),
    grid: () => grids.forEach((g) => m.solve(g, 2)),
    solveMany: () => m.solveMany(text, 2),
    'parse only': () => m.solveMany(`${text}x\n`, 2),
  }[way];
  for (let r = 0; r < rounds + warmUpRounds(puzzles); r++) run();
}

function collected(way, options, rounds) {
  const args = ['--tool=callgrind', '--callgrind-out-file=/dev/null', process.execPath, '--single-threaded',
    '--no-liftoff', '--no-wasm-tier-up', fileURLToPath(import.meta.url), '--file', options.file, '--every',
    String(options.every), '--rounds', String(rounds)];
  const run = spawnSync('valgrind', args, { encoding: 'utf8', env: { ...process.env, BENCH_WAY: way } });
  const count = run.stderr?.match(/Collected : (\d+)/)?.[1];
  if (run.status !== 0 || !count) throw new Error(`valgrind failed (is it installed?): ${run.error ?? run.stderr}`);
  return Number(count);
}

const options = parseArguments(process.argv.slice(2));
const puzzles = puzzleLines(options.file, options.every);
if (process.env.BENCH_WAY) {
  await runWay(process.env.BENCH_WAY, puzzles, options.rounds);
} else {
  console.log(`${options.file}, every ${options.every}th line: ${puzzles.length} puzzles, ${warmUpRounds(puzzles)} warm-up rounds, ${options.rounds} rounds\n`);
  console.log('| way into solve (count to 2) | instructions per puzzle |\n|---|---:|');
  const figures = {};
  for (const way of WAYS) {
    figures[way] = (collected(way, options, options.rounds) - collected(way, options, 0)) / options.rounds / puzzles.length;
    console.log(`| ${way} | ${Math.round(figures[way]).toLocaleString('en')} |`);
  }
  const loop = figures.solveMany - figures['parse only'];
  console.log(`| solver loop (solveMany - parse only) | ${Math.round(loop).toLocaleString('en')} |`);
  console.log(`\ncall / solver loop ${(figures.call / loop).toFixed(2)}x, grid / solver loop ${(figures.grid / loop).toFixed(2)}x`);
}
