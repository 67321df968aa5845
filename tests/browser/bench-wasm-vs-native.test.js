// scripts/bench-wasm-vs-native.mjs: the module timed in Chromium (or node) beside the native core, a row per puzzle
// file with every figure, and a clear usage message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../../scripts/bench-wasm-vs-native.mjs', import.meta.url));
const run = (...args) => execFileSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8', stdio: 'pipe' });

function assertRows(out) {
  const rows = out.split('\n').filter((line) => /^\| \S+\.txt/.test(line));
  assert.deepEqual(rows.map((row) => row.split('|')[1].trim()),
    ['17-clue.txt, every 200th line (246)', 'forum-hardest.txt (375)']);
  for (const row of rows) {
    const cells = row.split('|').slice(2, -1).map((cell) => cell.trim());
    assert.equal(cells.length, 6, row);
    // The loop is a difference of two times, so it may fall below zero on a busy machine.
    cells.slice(0, 4).forEach((cell, way) => assert.match(cell, way === 2 ? /^-?\d+\.\d\d \/ -?\d+\.\d\d$/ : /^\d+\.\d\d \/ \d+\.\d\d$/, row));
    cells.slice(4).forEach((cell) => assert.match(cell, /^-?\d+\.\d\dx$/, row));
  }
}

const FILES = ['--every', '200', '--rounds', '2', '--file', '17-clue.txt', '--file', 'forum-hardest.txt'];

test('bench-wasm-vs-native times the module in Chromium and the native core on the same puzzles', () => {
  const out = run(...FILES);
  assert.match(out, /^Chrome\/\d+[\d.]* \(headless\), the page's wall clock; the module's SIMD build; 2 interleaved rounds/, out);
  assertRows(out);
});

test('bench-wasm-vs-native --node times the module in node instead', () => {
  const out = run('--node', '--plain', ...FILES);
  assert.match(out, /^node v\d+\.\d+\.\d+, CPU time; the module's plain build; 2 interleaved rounds/, out);
  assertRows(out);
});

test('bench-wasm-vs-native names a bad argument with its usage', () => {
  assert.throws(() => run('--rounds', '0'), (error) => /usage: .*\(bad argument '--rounds'\)/.test(error.stderr));
  assert.throws(() => run('--native', '/nonexistent/sudoku_bench'), (error) => /native benchmark is missing: \/nonexistent/.test(error.stderr));
});
