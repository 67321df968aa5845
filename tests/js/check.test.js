// The module's `check(puzzle, values)` on the real .wasm: the result's shape, each kind of break with its sentence,
// candidates by every rule, a description's values as the puzzle, bad values named, and a seeded property over
// the solution of a 4x4 killer with an arrow (no part of it breaks a rule; its values stay candidates).
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { loadModule } from './support.js';

const CAGES = '................;cage=3/r1c1r1c2;cage=7/r1c3r1c4;cage=5/r2c1r3c1;cage=5/r2c2r2c3;'
  + 'cage=5/r2c4r3c4;cage=5/r3c2r3c3;cage=7/r4c1r4c2;cage=3/r4c3r4c4;arrow=r2c2r1c1r2c1';
const EMPTY = '.'.repeat(81);

let m;
before(async () => {
  m = await loadModule();
});

const at = (entries, count = 81) => {
  const values = new Array(count).fill(0);
  for (const [cell, value] of entries) values[cell] = value;
  return values;
};
const valuesOf = (mask) => [...Array(25).keys()].map((i) => i + 1).filter((v) => mask & (1 << (v - 1)));

test('check returns every field: clashes and candidates as arrays, reasons with cells and text', () => {
  const result = m.check(`${EMPTY};cage=15/r1c1r1c2r1c3`, at([[0, 9], [1, 8]]));
  assert.deepEqual(Object.keys(result).sort(), ['candidates', 'clashes', 'error', 'errorCells', 'ok', 'reasons']);
  assert.equal(result.ok, true);
  assert.ok(Array.isArray(result.clashes) && Array.isArray(result.candidates));
  assert.deepEqual([...result.clashes], [0, 1]);
  assert.deepEqual(result.reasons.map(({ cells, text }) => [[...cells], text]),
    [[[0, 1], 'cage 15 at r1c1 holds 9 and 8: more than 15']]);
  assert.equal(result.candidates.length, 81);
  assert.equal(result.candidates[2], 0, 'no third value makes up 15 after 9 and 8');
});

test('a cage repeat and a full cage missing its sum are named', () => {
  const repeat = m.check(`${EMPTY};cage=15/r3c3r3c4r4c4`, at([[20, 4], [30, 4]]));
  assert.deepEqual(repeat.reasons.map((r) => r.text), ['cage 15 at r3c3 holds 4 twice: r3c3 and r4c4']);
  assert.deepEqual([...repeat.clashes], [20, 30]);
  const missed = m.check(`${EMPTY};cage=15/r1c1r1c2`, at([[0, 9], [1, 5]]));
  assert.deepEqual(missed.reasons.map((r) => r.text), ['cage 15 at r1c1 holds 9 and 5, so its cells cannot add up to 15']);
  const houses = m.check(EMPTY, at([[0, 5], [80, 5], [8, 5]]));
  assert.deepEqual(houses.reasons.map((r) => r.text), ['row 1 holds 5 twice: r1c1 and r1c9', 'column 9 holds 5 twice: r1c9 and r9c9']);
});

test('candidates follow cages, thermometers, arrows and pairwise rules', () => {
  const cage = m.check(`${EMPTY};cage=3/r1c1r1c2;thermo=r5c1r5c2r5c3;anti-knight`, at([[40, 5], [37, 8]]));
  assert.deepEqual(valuesOf(cage.candidates[0]), [1, 2]);
  assert.deepEqual(valuesOf(cage.candidates[36]), [1, 2, 3, 4, 6, 7], 'below the thermometer\'s 8, not 5 (row)');
  assert.deepEqual(valuesOf(cage.candidates[38]), [9]);
  assert.ok(!(cage.candidates[40 - 19] & (1 << 4)), 'a knight\'s move from 5 takes no 5');
});

test('a description\'s values stand for the text, and bad values are named with their cell', () => {
  const { text, houses, peers, ...values } = m.parse(CAGES);
  assert.deepEqual([...m.check(values, at([[0, 1]], 16)).candidates], [...m.check(text, at([[0, 1]], 16)).candidates]);
  assert.equal(m.check(CAGES, at([], 15)).error, 'values has 15 entries; expected 16 for a 4x4 grid');
  assert.equal(m.check(CAGES, at([[3, 7]], 16)).error, 'bad value 7 at r1c4; expected 0 to 4');
  assert.equal(m.check(CAGES, 'x').error, 'values must be an array of numbers');
  assert.equal(m.check(CAGES, [...at([], 16).slice(0, 3), 0.5, ...at([], 16).slice(4)]).error, 'values[3] is 0.5, not a whole number');
  const bad = m.check(`${EMPTY};cage=3/r1c1r2c2`, at([]));
  assert.equal(bad.ok, false);
  assert.match(bad.error, /is not connected/);
  assert.deepEqual([bad.clashes.length, bad.reasons.length, bad.candidates.length], [0, 0, 0]);
});

test('no part of a constrained solution breaks a rule, and its values stay candidates (seeded)', () => {
  const solution = [...m.solve(CAGES, 2).solution];
  assert.equal(solution.length, 16);
  let seed = 14;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let round = 0; round < 50; round++) {
    const position = solution.map((v) => (random() < 0.5 ? v : 0));
    const result = m.check(CAGES, position);
    assert.deepEqual([...result.clashes], [], `round ${round}`);
    position.forEach((v, cell) => assert.ok(v ? result.candidates[cell] === 0 : result.candidates[cell] & (1 << (solution[cell] - 1))));
  }
  const wrong = [...solution];
  wrong[5] = wrong[5] % 4 + 1;
  assert.ok([...m.check(CAGES, wrong).clashes].includes(5));
});
