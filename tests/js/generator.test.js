// The generator in the module: the same puzzles as the native CLI for fixed seeds, game IDs that recreate
// them, uniqueness by an independent checker written here, progress, cancel and clear errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gridText, loadModule } from './support.js';

const CLI = process.env.SUDOKU_CLI ?? fileURLToPath(new URL('../../build/native/cpp/sudoku', import.meta.url));
const module = await loadModule();

function cli(args) {
  if (!existsSync(CLI)) throw new Error(`the native CLI is missing: ${CLI} (build it: bash scripts/build.sh)`);
  return execFileSync(CLI, ['generate', ...args], { encoding: 'utf8' }).trim().split('\n');
}

// Options as module fields and as CLI flags, for a spread of sizes, variants, levels and symmetries.
const CASES = [
  { options: {}, flags: [] },
  { options: { level: 'easy' }, flags: ['--level', 'easy'] },
  { options: { level: 'hard', symmetry: 'rotate180' }, flags: ['--level', 'hard', '--symmetry', 'rotate180'] },
  { options: { minimal: true, symmetry: 'diagonal' }, flags: ['--minimal', '--symmetry', 'diagonal'] },
  { options: { technique: 'X-Wing' }, flags: ['--technique', 'X-Wing'] },
  { options: { variant: 'x' }, flags: ['--variant', 'x'] },
  { options: { variant: 'hyper', symmetry: 'rotate90' }, flags: ['--variant', 'hyper', '--symmetry', 'rotate90'] },
  { options: { variant: 'jigsaw' }, flags: ['--variant', 'jigsaw'] },
  { options: { size: 6, box: '3x2' }, flags: ['--size', '6', '--box', '3x2'] },
  { options: { size: 12, variant: 'jigsaw' }, flags: ['--size', '12', '--variant', 'jigsaw'] },
  { options: { size: 16 }, flags: ['--size', '16'] },
];
const SEEDS = [1, 2, 77, 20240521, 9007199254740991];

// ---- an independent checker: houses from the rules, counting solutions by backtracking

const VALUE = (ch) => (ch === '.' ? 0 : parseInt(ch, 36));

function houses(size, variant, boxRows, boxCols, regionText) {
  const list = [];
  const range = [...Array(size).keys()];
  for (const r of range) list.push(range.map((c) => r * size + c));
  for (const c of range) list.push(range.map((r) => r * size + c));
  const groups = new Map();
  for (let cell = 0; cell < size * size; cell += 1) {
    const r = Math.floor(cell / size);
    const c = cell % size;
    const key = regionText ? regionText[cell] : `${Math.floor(r / boxRows)},${Math.floor(c / boxCols)}`;
    groups.set(key, [...(groups.get(key) ?? []), cell]);
  }
  list.push(...groups.values());
  if (variant === 'x') {
    list.push(range.map((i) => i * size + i), range.map((i) => i * size + size - 1 - i));
  }
  if (variant === 'hyper') {
    for (const top of [1, 5]) for (const left of [1, 5]) list.push([0, 1, 2].flatMap((r) => [0, 1, 2].map((c) => (top + r) * size + left + c)));
  }
  return list;
}

function countSolutions(cells, houseList, size, limit) {
  const peers = cells.map(() => new Set());
  for (const house of houseList) for (const a of house) for (const b of house) if (a !== b) peers[a].add(b);
  const grid = [...cells];
  let found = 0;
  const search = () => {
    let best = -1;
    let bestOptions = null;
    for (let cell = 0; cell < grid.length; cell += 1) {
      if (grid[cell] !== 0) continue;
      const used = new Set([...peers[cell]].map((p) => grid[p]));
      const options = [...Array(size).keys()].map((v) => v + 1).filter((v) => !used.has(v));
      if (bestOptions === null || options.length < bestOptions.length) [best, bestOptions] = [cell, options];
      if (options.length === 0) return;
    }
    if (best < 0) { found += 1; return; }
    for (const v of bestOptions) {
      if (found >= limit) return;
      grid[best] = v;
      search();
      grid[best] = 0;
    }
  };
  search();
  return found;
}

// ---- tests

test('generate gives the native CLI puzzle and solution for every case and seed', () => {
  for (const { options, flags } of CASES) {
    const seeds = options.size === 16 ? SEEDS.slice(0, 1) : SEEDS;
    for (const seed of seeds) {
      const [native] = cli([...flags, '--seed', String(seed), '--with-solution']);
      const made = module.generate({ ...options, seed });
      assert.equal(made.status, 'ok', `${JSON.stringify(options)} seed ${seed}: ${made.error}`);
      assert.equal(`${made.puzzle}:${gridText(made.solution)}`, native, `${JSON.stringify(options)} seed ${seed}`);
      assert.equal(made.seed, seed);
    }
  }
});

test('a game ID recreates the puzzle in the module and in the CLI', () => {
  for (const { options } of CASES.slice(0, 9)) {
    const made = module.generate({ ...options, seed: 4242 });
    const again = module.generate({ id: made.id });
    assert.equal(again.puzzle, made.puzzle);
    assert.equal(again.id, made.id);
    assert.deepEqual(cli(['--id', made.id]), [made.puzzle]);
    const parsed = module.parseGameId(made.id);
    assert.equal(parsed.status, 'ok');
    assert.equal(parsed.seed, 4242);
    assert.equal(parsed.variant, options.variant ?? 'classic');
  }
});

test('generated 9x9 puzzles of every variant have exactly one solution (independent checker)', () => {
  for (const variant of ['classic', 'x', 'hyper', 'jigsaw']) {
    for (const seed of [3, 5, 8]) {
      const made = module.generate({ variant, seed, symmetry: 'rotate180' });
      // CELLS, CELLS;x, CELLS;hyper or CELLS;REGIONS: the line names its variant.
      const [cellText, field] = made.puzzle.split(';');
      if (variant !== 'jigsaw') assert.equal(field, variant === 'classic' ? undefined : variant);
      const regionText = variant === 'jigsaw' ? field : undefined;
      const cells = [...cellText].map(VALUE);
      const list = houses(9, variant, 3, 3, regionText);
      assert.equal(countSolutions(cells, list, 9, 2), 1, `${variant} ${made.puzzle}`);
      const solution = Array.from(made.solution);
      for (const house of list) assert.equal(new Set(house.map((c) => solution[c])).size, 9);
      cells.forEach((v, c) => assert.ok(v === 0 || v === solution[c]));
    }
  }
});

test('progress reports rising fractions; returning false cancels', () => {
  const seen = [];
  assert.equal(module.generate({ seed: 9 }, (f) => { seen.push(f); }).status, 'ok');
  assert.equal(seen.length, 81);
  assert.ok(seen.every((f, i) => f >= 0 && f < 1 && (i === 0 || f >= seen[i - 1])));
  let calls = 0;
  const cancelled = module.generate({ seed: 9 }, () => (calls += 1) < 4);
  assert.deepEqual([cancelled.status, cancelled.error, calls], ['cancelled', 'cancelled', 4]);
});

test('bad options come back as errors with a message', () => {
  const cases = [
    [{ level: 'tricky' }, /tricky/],
    [{ size: 7 }, /only jigsaw/],
    [{ seed: -1 }, /options.seed/],
    [{ symmetry: 'spiral' }, /unknown symmetry/],
    [{ technique: 'telepathy', seed: 1 }, /^unknown technique 'telepathy'; expected one of Full House, .*, Forcing Chain, Forcing Net$/],
    [{ minimal: 'yes' }, /options.minimal/],
    [{ colour: 'red' }, /unknown option 'colour'/],
    [{ id: '9c-0n-1', seed: 2 }, /pass it alone/],
    [{ id: '9c-9n-1' }, /bad game ID/],
    [[1, 2], /options must be an object/],
    [{ size: 9 }, /^a seed is required/],
    [undefined, /^a seed is required/],
  ];
  for (const [options, message] of cases) {
    const result = module.generate(options);
    assert.equal(result.status, 'error', JSON.stringify(options));
    assert.match(result.error, message);
  }
  assert.match(module.generate({ seed: 1 }, 'not a function').error, /onProgress must be a function/);
  assert.match(module.parseGameId(42).error, /id must be a string/);
});
