// The easy games a first visit opens (web/first-games.js, made ahead): each game ID still makes exactly its
// puzzle in the module, the puzzle is easy with one solution the native CLI agrees with, and what the file keeps of
// the engine's answers (the shared description, givens, solution, symbols) is what the engine says now; the page
// builds the same values from it as from the engine's examine.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { FIRST_BOARD, FIRST_GAMES } from '../../web/first-games.js';
import { gridText, loadModule, runCli } from './support.js';

const REMAKE = 'run scripts/first-games.mjs';
const grid = (digits) => Array.from(digits, (digit) => parseInt(digit, 36));

let m;
before(async () => {
  m = await loadModule();
});

test('there are first games, each a distinct easy 9x9 game ID', () => {
  assert.ok(FIRST_GAMES.length >= 16, `${FIRST_GAMES.length} games`);
  assert.equal(new Set(FIRST_GAMES.map(([id]) => id)).size, FIRST_GAMES.length);
  for (const [id] of FIRST_GAMES) assert.match(id, /^9c-1n-[0-9a-z]+$/);
});

test('each game ID makes its puzzle again, easy, with one solution the CLI finds too', () => {
  for (const [id, text, solution] of FIRST_GAMES) {
    const made = m.generate({ id });
    assert.equal(made.error, '', id);
    assert.equal(made.text, text, `${id} makes another puzzle now: ${REMAKE}`);
    assert.equal(made.level, 'easy', id);
    const examined = m.examine(text, {});
    assert.equal(examined.status, 'unique', id);
    assert.equal(examined.level, 'easy', id);
    assert.deepEqual(grid(solution), Array.from(examined.solutions[0]), `${id}: the stored solution`);
    assert.deepEqual(runCli(['solve'], text).lines, [gridText(examined.solutions[0])], id);
  }
});

test("the stored description, givens and symbols are the engine's examine and constants of each game", () => {
  const { symbols, level, ...shared } = FIRST_BOARD;
  assert.equal(symbols, m.constants().symbols, `the engine's symbols changed: ${REMAKE}`);
  for (const [id, text] of FIRST_GAMES) {
    const examined = m.examine(text, {});
    assert.equal(examined.level, level, id);
    assert.equal(examined.text, text, id);
    // The page reads the givens from the text (madeAhead): one symbol a cell, '.' blank.
    assert.deepEqual(grid(text.replaceAll('.', '0')), Array.from(examined.givens), `${id}: the givens of its text`);
    for (const [field, value] of Object.entries(shared)) {
      const now = JSON.parse(JSON.stringify(examined[field], (key, v) => (ArrayBuffer.isView(v) ? Array.from(v) : v)));
      assert.deepEqual(value, now, `${id}: the engine's ${field} changed: ${REMAKE}`);
    }
  }
  assert.deepEqual(Object.keys(shared).sort(), ['boxCols', 'boxRows', 'houses', 'peers', 'regions', 'size', 'variant']);
});
