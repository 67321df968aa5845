// The generator's constraints in the module: the same puzzles as the native CLI, game IDs that recreate them and
// name the constraint, constraints described as parse describes them, solutions that keep every cage sum, the
// constants that say what generate makes, and clear errors. (Uniqueness by an independent checker is in
// tests/cpp/generator_constraints_test.cpp; this file checks the module gives the very same puzzles.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { gridText, loadModule } from './support.js';

const CLI = fileURLToPath(new URL('../../build/native/cpp/sudoku', import.meta.url));
const module = await loadModule();
const cli = (args) => execFileSync(CLI, ['generate', ...args], { encoding: 'utf8' }).trim().split('\n');

const CASES = [
  { constraint: 'killer' },
  { constraint: 'killer', variant: 'x', cages: '3-4' },
  { constraint: 'killer', size: 6, variant: 'jigsaw' },
  { constraint: 'killer', size: 16 },
  { constraint: 'thermo', level: 'easy' },
  { constraint: 'arrow', size: 6 },
  { constraint: 'anti-knight' },
  { constraint: 'anti-king', variant: 'hyper' },
  { constraint: 'non-consecutive', size: 8 },
];
const flagsOf = (options) => Object.entries(options).flatMap(([key, value]) => [`--${key}`, String(value)]);

test('generate with a constraint gives the native CLI puzzle and solution, described with its constraints', () => {
  for (const options of CASES) {
    for (const seed of [1, 9007199254740991]) {
      const made = module.generate({ ...options, seed });
      const label = `${JSON.stringify(options)} seed ${seed}`;
      assert.equal(made.status, 'ok', `${label}: ${made.error}`);
      const [native] = cli([...flagsOf(options), '--seed', String(seed), '--with-solution']);
      assert.equal(`${made.puzzle}:${gridText(made.solution)}`, native, label);
      const parsed = module.parse(made.puzzle);
      assert.deepEqual(made.constraints, parsed.constraints, label);
      const { groups, pairs } = made.constraints;
      if (options.constraint === 'killer') {
        const givens = Array.from(made.givens).filter((v) => v !== 0).length;
        if (made.size <= 9) assert.equal(givens, 0, `${label}: a killer up to 9x9 has no givens`);
        else assert.ok(givens >= made.size * made.size / 8 && givens <= made.size * made.size * 3 / 8, `${label}: ${givens} givens`);
        assert.ok(Array.from(made.givens).every((v, cell) => v === 0 || v === made.solution[cell]), label);
        const covered = groups.flatMap((g) => Array.from(g.cells)).sort((a, b) => a - b);
        assert.deepEqual(covered, [...Array(made.size * made.size).keys()], `${label}: cages cover every cell once`);
        for (const { kind, sum, cells } of groups) {
          assert.equal(kind, 'cage');
          assert.equal(Array.from(cells).reduce((total, cell) => total + made.solution[cell], 0), sum, label);
        }
      } else if (['thermo', 'arrow'].includes(options.constraint)) {
        assert.ok(groups.length >= 2 && groups.every((g) => g.kind === options.constraint), label);
      } else {
        assert.deepEqual([groups.length, pairs], [0, [options.constraint]], label);
      }
    }
  }
});

test('a constraint game ID recreates its puzzle; its result and parseGameId name the constraint', () => {
  for (const options of CASES) {
    const made = module.generate({ ...options, seed: 4242 });
    const again = module.generate({ id: made.id });
    assert.equal(again.puzzle, made.puzzle, made.id);
    assert.equal(made.constraint, options.constraint, made.id);
    assert.equal(again.constraint, options.constraint, `${made.id}: the result names the ID's rule`);
    assert.deepEqual(cli(['--id', made.id]), [made.puzzle]);
    const parsed = module.parseGameId(made.id);
    assert.equal(parsed.constraint, options.constraint, made.id);
    assert.equal(parsed.cages, options.constraint === 'killer' ? options.cages ?? '2-5' : '', made.id);
  }
  assert.equal(module.parseGameId('9c-0n-1').constraint, '');
  assert.match(module.parseGameId('9c-0n-1-cz').error, /unknown constraint letter/);
  assert.match(module.parseGameId('9c-0n-1-ck2').error, /cage sizes/);
  assert.match(module.parseGameId('9c-0n-1-ct5').error, /unexpected characters/);
});

test('constants lists the constraints and, per size, the levels generate makes with each', () => {
  const c = module.constants();
  assert.deepEqual(c.constraints.map((k) => k.name),
    ['killer', 'thermo', 'arrow', 'anti-knight', 'anti-king', 'non-consecutive']);
  assert.equal(c.constraints[0].label, 'Killer');
  const nine = c.sizes.find((s) => s.size === 9);
  assert.deepEqual(nine.constraints.killer.classic, c.levels);
  assert.deepEqual(nine.constraints.thermo.x, c.levels);
  assert.deepEqual(c.sizes.find((s) => s.size === 4).constraints.thermo.classic, ['easy']);
  assert.equal(nine.constraints['non-consecutive'].hyper, undefined);
  assert.deepEqual(c.sizes.find((s) => s.size === 16).constraints.killer.classic, ['easy']);
  assert.equal(c.sizes.find((s) => s.size === 25).constraints.killer, undefined);
  // Every level offered is made, and a level not offered is refused at once.
  for (const { name } of c.constraints) {
    for (const [variant, levels] of Object.entries(nine.constraints[name])) {
      const level = levels[levels.length - 1];
      const made = module.generate({ constraint: name, variant, level, seed: 2 });
      assert.equal(made.status, 'ok', `${name} ${variant} ${level}: ${made.error}`);
      assert.equal(made.level, level, `${name} ${variant}`);
    }
  }
  const hard = module.generate({ constraint: 'killer', level: 'hard', seed: 3 });
  assert.equal(hard.level, 'hard', hard.error);
  assert.equal(module.rate(hard.puzzle).level, 'hard');
  assert.match(module.generate({ constraint: 'killer', size: 4, level: 'hard', seed: 1 }).error, /level easy only/);
});

test('bad constraint options come back as errors with a message', () => {
  const cases = [
    [{ constraint: 'sandwich', seed: 1 }, /unknown constraint 'sandwich' \(expected killer, thermo/],
    [{ constraint: 'killer', cages: '6-3', seed: 1 }, /options.cages must be cage sizes MIN-MAX/],
    [{ constraint: 'thermo', cages: '2-5', seed: 1 }, /options.cages applies to killer puzzles only/],
    [{ constraint: 'killer', symmetry: 'rotate180', seed: 1 }, /no givens/],
    [{ constraint: 'anti-king', size: 4, seed: 1 }, /not generated for 4x4 classic/],
    [{ constraint: 7, seed: 1 }, /options.constraint/],
  ];
  for (const [options, message] of cases) {
    const result = module.generate(options);
    assert.equal(result.status, 'error', JSON.stringify(options));
    assert.match(result.error, message);
  }
});

test('killer progress rises and returning false cancels', () => {
  const seen = [];
  assert.equal(module.generate({ constraint: 'killer', seed: 9 }, (f) => { seen.push(f); }).status, 'ok');
  assert.ok(seen.length >= 1 && seen.every((f, i) => f >= 0 && f < 1 && (i === 0 || f >= seen[i - 1])));
  const cancelled = module.generate({ constraint: 'killer', seed: 9 }, () => false);
  assert.equal(cancelled.status, 'cancelled');
});
