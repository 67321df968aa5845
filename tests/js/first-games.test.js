// The easy games a first visit opens (web/first-games.js, made ahead): each game ID still makes exactly its
// puzzle in the module, the puzzle is easy with one solution, and the native CLI agrees.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { FIRST_GAMES } from '../../web/first-games.js';
import { gridText, loadModule, runCli } from './support.js';

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
  for (const [id, text] of FIRST_GAMES) {
    const made = m.generate({ id });
    assert.equal(made.error, '', id);
    assert.equal(made.text, text, `${id} makes another puzzle now: run scripts/first-games.mjs`);
    assert.equal(made.level, 'easy', id);
    const examined = m.examine(text, {});
    assert.equal(examined.status, 'unique', id);
    assert.equal(examined.level, 'easy', id);
    assert.deepEqual(runCli(['solve'], text).lines, [gridText(examined.solutions[0])], id);
  }
});
