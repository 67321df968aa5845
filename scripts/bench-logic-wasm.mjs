// Times the logic engine in the real module: rating whole puzzles, and a hint at every position along each
// puzzle's logical solution (the positions a player asking for hints goes through). Prints median / p99 / max.
//
//   node scripts/bench-logic-wasm.mjs [--sample N] [--file PATH]
//   (every Nth puzzle of each file, default 5; --file: one file of puzzle lines, with any constraint fields, such
//   as `sudoku_bench killer --save PATH` writes, instead of the data sets)
import { readFileSync } from 'node:fs';
import { dataLines, loadModule } from '../tests/js/support.js';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const sample = Number(option('--sample', 5));
const file = option('--file', '');
if (!(sample >= 1)) throw new Error('usage: node scripts/bench-logic-wasm.mjs [--sample N] [--file PATH]');

const module = await loadModule();
const FILES = file ? { [file]: readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '') } : {
  'rated-5000.csv': dataLines('rated-5000.csv').slice(1).map((line) => line.split(',')[0]),
  'top1465.txt': dataLines('top1465.txt'),
  'se-rated.txt': dataLines('se-rated.txt').map((line) => line.split(' ')[0]),
};

function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `${at(0.5).toFixed(2)} / ${at(0.99).toFixed(2)} / ${sorted.at(-1).toFixed(2)}`;
}

function timed(call) {
  const start = performance.now();
  const result = call();
  if (result.status === 'error') throw new Error(result.error);
  return [performance.now() - start, result];
}

console.log(`| file (every ${sample}th) | puzzles | rate ms median / p99 / max | hints | hint ms median / p99 / max |`);
console.log('|---|---:|---|---:|---|');
for (const [name, all] of Object.entries(FILES)) {
  const puzzles = all.filter((_, index) => index % sample === 0);
  const rateTimes = [];
  const hintTimes = [];
  for (const puzzle of puzzles) {
    rateTimes.push(timed(() => module.rate(puzzle))[0]);
    // Replay the logical solution, asking for a hint before each step.
    const entries = Int32Array.from(puzzle.slice(0, 81), (ch) => (ch === '.' ? 0 : Number.parseInt(ch, 36)));
    for (const step of module.steps(puzzle).steps) {
      hintTimes.push(timed(() => module.hint(puzzle, entries, []))[0]);
      for (const { cell, value } of step.placements) entries[cell] = value;
    }
  }
  console.log(`| ${name} | ${puzzles.length} | ${percentiles(rateTimes)} | ${hintTimes.length} | ${percentiles(hintTimes)} |`);
}
