// scripts/bench-wasm-pair.mjs: one row per build with the three ways' CPU times, and a clear usage message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../../scripts/bench-wasm-pair.mjs', import.meta.url));
const BUILD = fileURLToPath(new URL('../../web/wasm', import.meta.url));
const run = (...args) => execFileSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8', stdio: 'pipe' });

test('bench-wasm-pair times each build given in its own row', () => {
  const out = run('--every', '2000', '--rounds', '2', BUILD, BUILD);
  assert.match(out, /SIMD builds; 17-clue\.txt, every 2000th line: 25 puzzles; 2 interleaved rounds/);
  const rows = out.split('\n').filter((line) => line.startsWith(`| ${BUILD} |`));
  assert.equal(rows.length, 2, out);
  for (const row of rows) {
    const cells = row.split('|').slice(2, -1).map((cell) => cell.trim());
    assert.equal(cells.length, 3, row);
    for (const cell of cells) assert.match(cell, /^\d+\.\d\d \/ \d+\.\d\d$/, row);
  }
});

test('bench-wasm-pair asks for two builds and names a bad argument', () => {
  assert.throws(() => run(BUILD), (error) => /usage: .*\(give at least two builds\)/.test(error.stderr));
  assert.throws(() => run('--rounds', '0', BUILD, BUILD), (error) => /usage: .*\(bad argument '--rounds'\)/.test(error.stderr));
});
