// scripts/bench-wasm-pair.mjs: one row per build with the three ways' CPU times, and a clear usage message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../../scripts/bench-wasm-pair.mjs', import.meta.url));
const BUILD = fileURLToPath(new URL('../../web/wasm', import.meta.url));
const run = (...args) => execFileSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8', stdio: 'pipe' });

// The loop's time is the difference of two CPU times of the whole process (V8's background compiling included): on
// 25 puzzles it may fall below zero, the likely reason this test failed once in a full run (not seen again in 18
// runs). So 246 puzzles, and a sign allowed there.
test('bench-wasm-pair times each build given in its own row', () => {
  const out = run('--every', '200', '--rounds', '2', BUILD, BUILD);
  assert.match(out, /SIMD builds; 17-clue\.txt, every 200th line: 246 puzzles; 2 interleaved rounds/);
  const rows = out.split('\n').filter((line) => line.startsWith(`| ${BUILD} |`));
  assert.equal(rows.length, 2, out);
  for (const row of rows) {
    const cells = row.split('|').slice(2, -1).map((cell) => cell.trim());
    assert.equal(cells.length, 3, row);
    cells.forEach((cell, way) => assert.match(cell, way === 2 ? /^-?\d+\.\d\d \/ -?\d+\.\d\d$/ : /^\d+\.\d\d \/ \d+\.\d\d$/, row));
  }
});

test('bench-wasm-pair asks for two builds and names a bad argument', () => {
  assert.throws(() => run(BUILD), (error) => /usage: .*\(give at least two builds\)/.test(error.stderr));
  assert.throws(() => run('--rounds', '0', BUILD, BUILD), (error) => /usage: .*\(bad argument '--rounds'\)/.test(error.stderr));
});
