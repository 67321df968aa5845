// solve's direct way in (cpp/wasm/solve_call.cpp and .js) gives embind's answer for every input, and the usual
// calls take it: embind's own solve, reached through the overload table solve_call.js keeps, is the reference.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { dataLines, loadBenchModule, loadModule } from './support.js';

let bench;
let page;
before(async () => {
  [bench, page] = await Promise.all([loadBenchModule(), loadModule()]);
});

const embindSolve = (m, ...args) => m.solve.overloadTable[args.length](...args);

// Counts the calls that reach embind's solve while `run` runs.
function embindCalls(m, run) {
  const table = m.solve.overloadTable;
  const saved = [...table];
  let calls = 0;
  table.forEach((overload, arity) => {
    table[arity] = (...args) => {
      calls += 1;
      return overload(...args);
    };
  });
  try {
    run();
  } finally {
    saved.forEach((overload, arity) => { table[arity] = overload; });
  }
  return calls;
}

function assertSameAsEmbind(m, args, label) {
  assert.deepEqual(m.solve(...args), embindSolve(m, ...args), label);
}

const gridOf = (text, Type = Uint8Array) => Type.from(text, (ch) => (ch === '.' || ch === '0' ? 0 : Number(ch)));

// Every `step`th line from a seeded start, so each run checks the same lines.
function sample(lines, count, seed) {
  const step = Math.floor(lines.length / count);
  return Array.from({ length: count }, (_, i) => lines[(seed + i * step) % lines.length]);
}

test('the direct way gives embind\'s results on 17-clue, top1465 and counts.txt lines, by text and by grid', () => {
  const puzzles = [...sample(dataLines('17-clue.txt'), 300, 4099), ...sample(dataLines('top1465.txt'), 200, 17)]
    .map((line) => line.trim().slice(0, 81));
  for (const puzzle of puzzles) {
    for (const args of [[puzzle, 2], [puzzle], [gridOf(puzzle), 2], [gridOf(puzzle, Int32Array), 1, { first: true, engine: 'dlx' }],
      [puzzle, 2, { engine: 'bitset', budget: 1e6 }]]) assertSameAsEmbind(bench, args, puzzle);
  }
  for (const [puzzle, count] of dataLines('counts.txt').map((line) => line.split(':'))) {
    const result = bench.solve(puzzle, 0);
    assert.equal(result.count, Number(count), puzzle);
    assertSameAsEmbind(bench, [puzzle, 0], puzzle);
    assertSameAsEmbind(bench, [gridOf(puzzle), 2, {}], puzzle);
    assertSameAsEmbind(bench, [puzzle, 1, { first: true }], puzzle);
  }
});

const EMPTY = '.'.repeat(81);
const PUZZLE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
// Inputs that end in an error, or that the direct way hands to embind: each must give embind's own result.
const UNUSUAL = [
  ['a bad symbol', ['x' + PUZZLE.slice(1)]],
  ['a NUL character', ['\0' + PUZZLE.slice(1)]],
  ['a NUL character in a grid line', [`${EMPTY};\0`]],
  ['a name with a NUL in it', [PUZZLE, 2, { engine: 'dl\0x' }]],
  ['a non-ASCII symbol', ['½' + PUZZLE.slice(1)]],
  ['clashing givens', ['11' + PUZZLE.slice(2)]],
  ['a short line', [PUZZLE.slice(1)]],
  ['a line too long for the block', ['.'.repeat(3000)]],
  ['a line with fields', [`${EMPTY};x`, 2]],
  ['a variant and box shape', ['.'.repeat(36), 2, { variant: 'x', box: '3x2' }]],
  ['a variant the line contradicts', [`${EMPTY};x`, 2, { variant: 'hyper' }]],
  ['an unknown variant', [PUZZLE, 2, { variant: 'diagonal' }]],
  ['a bad box shape', [PUZZLE, 2, { box: '3x' }]],
  ['an option text too long for the block', [PUZZLE, 2, { engine: 'bitset-singles-and-more' }]],
  ['a non-string option', [PUZZLE, 2, { engine: 3 }]],
  ['an unknown engine', [PUZZLE, 2, { engine: 'bogus' }]],
  ['an unknown option', [PUZZLE, 2, { engines: 'dlx' }]],
  ['options that are an array', [PUZZLE, 2, []]],
  ['options that are a string', [PUZZLE, 2, 'dlx']],
  ['null options', [PUZZLE, 2, null]],
  ['options with an engine from their prototype', [PUZZLE, 2, Object.create({ engine: 'dlx' })]],
  ['options with an unknown key from their prototype', [PUZZLE, 2, Object.create({ engines: 'dlx' })]],
  ['a negative limit', [PUZZLE, -1]],
  ['a fractional limit', [PUZZLE, 1.5]],
  ['a NaN limit', [PUZZLE, NaN]],
  ['an infinite limit', [PUZZLE, Infinity]],
  ['a limit as text', [PUZZLE, '2']],
  ['a null limit', [PUZZLE, null]],
  ['a zero budget', [PUZZLE, 2, { budget: 0 }]],
  ['a budget that runs out', [EMPTY, 0, { budget: 5 }]],
  ['first that is no flag', [PUZZLE, 2, { first: 'yes' }]],
  ['no puzzle', []],
  ['a number as the puzzle', [81]],
  ['a description as the puzzle', [{ size: 9, variant: 'classic', boxRows: 3, boxCols: 3, givens: gridOf(PUZZLE, Int32Array) }]],
  ['a Uint16Array grid', [gridOf(PUZZLE, Uint16Array)]],
  ['a Float64Array grid', [gridOf(PUZZLE, Float64Array)]],
  ['a grid of 80 values', [gridOf(PUZZLE.slice(1))]],
  ['a grid too long for the block', [new Uint8Array(676)]],
  ['a grid value out of range', [Uint8Array.of(10, ...gridOf(PUZZLE.slice(1)))]],
  ['a grid for a jigsaw', [gridOf(PUZZLE), 2, { variant: 'jigsaw' }]],
  ['the bitset engine on a grid it does not fit', ['.'.repeat(625), 2, { engine: 'bitset' }]],
];

test('every unusual input gives embind\'s own result, message and cells included', () => {
  for (const [label, args] of UNUSUAL) assertSameAsEmbind(bench, args, label);
});

test('more arguments than solve takes still throw embind\'s BindingError', () => {
  assert.throws(() => bench.solve(PUZZLE, 2, {}, 1), { name: 'BindingError' });
});

test('a solve by text or by grid, with or without options, never reaches embind, in both modules', () => {
  for (const m of [bench, page]) {
    const calls = embindCalls(m, () => {
      m.solve(PUZZLE, 2);
      m.solve(PUZZLE);
      m.solve(gridOf(PUZZLE), 2);
      m.solve(gridOf(PUZZLE, Int32Array), 1, { first: true, engine: 'dlx', budget: 1e6 });
      m.solve('11' + PUZZLE.slice(2), 2, {});  // an error the engine finds: still the direct way
    });
    assert.equal(calls, 0);
    assert.equal(embindCalls(m, () => m.solve(PUZZLE, 2, { engine: 'bogus' })), 1);
    assert.equal(embindCalls(m, () => m.solve('.'.repeat(36), 2, { variant: 'x', box: '3x2' })), 1);
  }
});

test('after the module\'s memory grows, text still takes the direct way (solve_call.js remakes its views)', () => {
  const before = bench.HEAP8.buffer.byteLength;
  assert.equal(bench.solve(PUZZLE, 2).status, 'unique');  // the views on the first buffer made
  assert.match(bench.parse('.'.repeat(before)).error, /cells/);  // a text as long as the heap: it has to grow
  assert.ok(bench.HEAP8.buffer.byteLength > before);
  let result;
  assert.equal(embindCalls(bench, () => { result = bench.solve(PUZZLE, 2, { engine: 'dlx' }); }), 0);
  assert.deepEqual(result, embindSolve(bench, PUZZLE, 2, { engine: 'dlx' }));
});
