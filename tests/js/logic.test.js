// The logic calls of the real module: rate, steps and hint, their result shapes, and their errors.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { dataLines, loadModule, solveText } from './support.js';

const module = await loadModule();
const rated = dataLines('rated-5000.csv').slice(1).map((line) => line.split(','));
const symbols = (values) => values.map((v) => (v ? v.toString(36).toUpperCase() : '.')).join('');

test('rate: Beginner puzzles rate easy, Expert ones harder, with the score ordering them', () => {
  const beginner = rated.filter((fields) => fields[4] === 'Beginner').slice(0, 20);
  for (const [puzzle] of beginner) {
    const result = module.rate(puzzle);
    assert.equal(result.status, 'ok');
    assert.equal(result.error, '');
    assert.equal(result.level, 'easy');
    assert.ok(result.solvedByLogic);
  }
  const expert = module.rate(rated.find((fields) => fields[4] === 'Expert')[0]);
  assert.ok(expert.score > module.rate(beginner[0][0]).score);
  assert.ok(expert.techniques.includes(expert.hardest));
});

test('steps: applying every step of a hard puzzle gives its solution and no step is wrong', () => {
  const puzzle = dataLines('top1465.txt')[0];
  const solution = solveText(module, puzzle).solution;
  const result = module.steps(puzzle);
  assert.equal(result.status, 'solved');
  const grid = [...puzzle].map((c) => (c === '.' ? 0 : Number.parseInt(c, 36)));
  for (const step of result.steps) {
    assert.equal(typeof step.technique, 'string');
    assert.ok(step.explanation.length > 0 && step.nudge.length > 0);
    for (const { cell, value } of step.placements) {
      assert.equal(value, Number.parseInt(solution[cell], 36), `${step.technique} placed a wrong value`);
      grid[cell] = value;
    }
    for (const { cell, value } of step.eliminations) {
      assert.notEqual(value, Number.parseInt(solution[cell], 36), `${step.technique} removed the true value`);
    }
  }
  assert.equal(symbols(grid), solution);
});

test('hint: a wrong entry, a wrongly removed note, then the next step from the position', () => {
  const [puzzle, solution] = rated[0];
  const empty = [...puzzle].findIndex((c) => c === '.');
  const truth = Number.parseInt(solution[empty], 10);
  const wrongValue = (truth % 9) + 1;
  const digits = (text) => Int32Array.from(text, (ch) => (ch === '.' ? 0 : Number(ch)));
  const entries = digits(puzzle);
  entries[empty] = wrongValue;
  const wrong = module.hint(puzzle, entries, [], {});
  assert.equal(wrong.kind, 'wrongEntry');
  // With the reason: a given of its row, column or box with that value, or the solution.
  assert.match(wrong.message, new RegExp(`^r\\d+c\\d+ is not ${wrongValue}(: (row|column|box) \\d has ${wrongValue} in r\\dc\\d|: the solution has another value there)\\.$`));
  assert.deepEqual(wrong.cells, [empty]);
  assert.equal(wrong.technique, '');

  const notes = new Array(81).fill(0);
  notes[empty] = 511 & ~(1 << (truth - 1));
  const note = module.hint(puzzle, [], notes);
  assert.equal(note.kind, 'wrongNote');
  assert.deepEqual(note.cells, [empty]);

  const step = module.hint(puzzle, [...digits(puzzle)], []);  // a plain array does as well
  assert.equal(step.kind, 'step');
  assert.ok(['Full House', 'Hidden Single', 'Naked Single'].includes(step.technique));
  assert.equal(step.message, step.explanation);
  assert.equal(step.placements.length, 1);
  assert.equal(solution[step.placements[0].cell], String(step.placements[0].value));

  assert.equal(module.hint(puzzle, digits(solution), []).kind, 'solved');
});

test('errors come back as {status: "error", error} with the core message', () => {
  assert.equal(module.rate('123').status, 'error');
  assert.match(module.rate('1'.repeat(81)).error, /.+/);
  assert.match(module.rate('.'.repeat(81)).error, /more than one solution/);
  assert.match(module.steps(rated[0][0], { level: 'x' }).error, /unknown option 'level'/);
  assert.match(module.hint(rated[0][0], [1, 2], []).error, /entries must list 81 cells/);
  assert.match(module.hint(rated[0][0], '12').error, /entries must be an array of numbers/);
  assert.match(module.hint(rated[0][0], new Array(81).fill(10)).error, /entry out of range/);
  assert.equal(module.hint(rated[0][0], new Array(81).fill('1')).error, "entries[0] is '1', not a whole number");
  assert.match(module.hint(rated[0][0], [], 'x').error, /notes must be an array/);
  assert.match(module.hint(rated[0][0], [], [1, 2]).error, /notes must list 81 cells/);
});

test('hint: an elimination without notes comes with the chain to the placement it allows; with notes, alone', () => {
  const puzzle = dataLines('se-rated.txt').map((line) => line.slice(0, 81))
    .find((p) => module.steps(p).steps[0].placements.length === 0);
  assert.ok(puzzle, 'a puzzle of se-rated.txt whose first step only eliminates');
  const solution = solveText(module, puzzle).solution;
  const plain = module.hint(puzzle, [], []);
  assert.equal(plain.kind, 'step');
  assert.ok(plain.chain.length >= 2, `chain of ${plain.chain.length}`);
  assert.deepEqual(plain.chain.slice(0, -1).map((s) => s.placements.length), plain.chain.slice(0, -1).map(() => 0));
  assert.equal(plain.placements.length, 1);
  const [{ cell, value }] = plain.placements;
  assert.equal(value, Number.parseInt(solution[cell], 36));
  assert.match(plain.message, / Then: /);
  // A player with every note filled in acts on the solver's first elimination itself (the plain chain may leave
  // it out when its placement does not need it).
  const first = module.steps(puzzle).steps[0];
  const notes = [...puzzle].map((ch) => (ch === '.' ? 0x1ff : 0));
  const noted = module.hint(puzzle, undefined, notes);
  assert.equal(noted.chain.length, 1);
  assert.equal(noted.technique, first.technique);
  assert.deepEqual(noted.placements, []);
});

test('hint: the notes a hint leaves come with it; a chain too long to show whole comes as its first deduction', () => {
  // A hard killer played by hints from no notes: its third hint needs 11 deductions before a value.
  const game = module.generate({ constraint: 'killer', level: 'hard', seed: 1 });
  const entries = new Array(81).fill(0);
  const notes = new Array(81).fill(0);
  let long = null;
  for (let press = 0; press < 20 && !long; press++) {
    const hint = module.hint(game.text, entries, notes);
    assert.equal(hint.kind, 'step');
    // No cell has notes: every cell a deduction eliminates from and that gets no value has the notes it leaves.
    const placed = new Set(hint.placements.map(({ cell }) => cell));
    const eliminated = new Set(hint.chain.flatMap((step) => step.eliminations.map(({ cell }) => cell)).filter((cell) => !placed.has(cell)));
    assert.deepEqual(Array.from(hint.notes).flatMap((mask, cell) => (mask ? [cell] : [])), [...eliminated].sort((a, b) => a - b));
    if (hint.ahead > 0) long = hint;
    for (const { cell, value } of hint.placements) entries[cell] = value;
  }
  assert.ok(long, 'a hint with deductions ahead within 20 presses');
  assert.equal(long.chain.length, 1);
  assert.ok(long.ahead >= 3, `${long.ahead} deductions ahead`);
  assert.deepEqual(long.placements, []);
  long.notes.forEach((mask, cell) => {
    if (mask) assert.ok(mask & (1 << (game.solution[cell] - 1)), `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} keeps its value`);
  });
  for (const { cell, value } of long.eliminations) assert.equal(long.notes[cell] & (1 << (value - 1)), 0);
  assert.deepEqual(Array.from(long.notes).flatMap((mask, cell) => (mask ? [cell] : [])),
    [...new Set(long.eliminations.map(({ cell }) => cell))].sort((a, b) => a - b));
});

test('constants: the levels the generator makes for each size and variant', () => {
  const { sizes, levels } = module.constants();
  const of = (size) => sizes.find((entry) => entry.size === size).levels;
  assert.deepEqual(of(4).classic, ['easy']);
  assert.deepEqual(of(6).classic, ['easy', 'medium', 'hard', 'expert']);
  assert.equal(of(6).jigsaw.length, 5);
  assert.deepEqual(of(9).x, levels);
  assert.deepEqual(levels, ['easy', 'medium', 'hard', 'expert', 'extreme']);
});
