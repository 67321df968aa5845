// The module's contract: result shapes, options, every validation error (with the CLI's message), memory.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { minifyJs } from '../../scripts/minify.mjs';
import { dataLines, gridText, loadBenchModule, loadModule, runCli, solveText } from './support.js';

// A 17-clue puzzle and its solution (from the native CLI).
const PUZZLE = '.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...';
const SOLUTION = '693784512487512936125963874932651487568247391741398625319475268856129743274836159';

let m;
let bench;  // the benchmark and test module: the same calls plus solveMany and memoryStats
before(async () => {
  m = await loadModule();
  bench = await loadBenchModule();
});

function assertStillWorks() {
  assert.equal(solveText(m, PUZZLE, 2).solution, SOLUTION);
}

test('solve returns a plain object with every field', () => {
  const result = solveText(m, PUZZLE, 2);
  assert.deepEqual(Object.keys(result).sort(),
    ['count', 'error', 'errorCells', 'nodes', 'solution', 'solutions', 'status']);
  assert.deepEqual({ ...result, nodes: 0 },
    { status: 'unique', count: 1, solution: SOLUTION, solutions: [SOLUTION], error: '', errorCells: [], nodes: 0 });
  assert.ok(Number.isInteger(result.nodes) && result.nodes >= 0);  // the bitset engine's propagation may need none
  assert.ok(solveText(m, PUZZLE, 2, { engine: 'dlx' }).nodes > 0);
  assert.deepEqual(solveText(m, PUZZLE), result, 'limit defaults to 2');
});

// Grids come out as plain arrays, each result's its own (none is a view of memory later calls reuse). A unique
// result's solution is its solutions[0], one array; writing into one result's grid changes no other result's.
test('results\' grids are plain arrays, each its own; a unique result\'s solution is its first', () => {
  const [several] = dataLines('counts.txt').find((line) => line.split(':')[1] === '847').split(':');
  const calls = [['.'.repeat(625), 2], [PUZZLE, 2], [several, 1], [PUZZLE, 2, { variant: 'classic' }],
    [Uint8Array.from(SOLUTION, Number), 2], [several, 2], [several, 3], [PUZZLE, 2]];
  const results = calls.map((args) => m.solve(...args));
  for (const result of results) {
    assert.ok(result.status === 'unique' ? result.solution === result.solutions[0] : result.solution.length === 0);
    assert.ok(Array.isArray(result.solution) && Array.isArray(result.errorCells));
  }
  const grids = [...new Set(results.flatMap(({ solution, solutions }) => [solution, ...solutions]))]
    .filter((grid) => grid.length > 0);
  assert.equal(grids.length, 12);  // 2 of the empty 25x25, 1 + 1 + 1 + 1 unique, 2 + 2 multiple, 1 + 1 limited to 1
  assert.ok(grids.every((grid) => Array.isArray(grid) && grid.length === (grid === grids[0] || grid === grids[1] ? 625 : 81)));
  results.forEach((result, i) => assert.deepEqual(result, m.solve(...calls[i]), String(calls[i][0])));
  const copies = grids.map((grid) => [...grid]);
  grids.forEach((grid, i) => {
    grid.fill(-1);
    grids.forEach((other, k) => assert.deepEqual(other, k <= i ? copies[k].map(() => -1) : copies[k]));
  });
});

test('limit caps the count (at least 2, so the status is exact); 0 counts all', () => {
  const [puzzle, total] = dataLines('counts.txt').map((line) => line.split(':')).find(([, count]) => count === '847');
  assert.equal(Number(total), 847);
  assert.equal(solveText(m, puzzle, 0).count, 847);
  assert.equal(solveText(m, puzzle, 10).count, 10);
  const one = solveText(m, puzzle, 1);
  assert.deepEqual([one.status, one.count, one.solution, one.solutions.length], ['multiple', 2, '', 2]);
  assert.notEqual(one.solutions[0], one.solutions[1]);
});

test('first: true stops at a first solution and says found', () => {
  const result = solveText(m, PUZZLE, 2, { first: true });
  assert.deepEqual([result.status, result.count, result.solution], ['found', 1, SOLUTION]);
  const [unsolvable] = dataLines('counts.txt').find((line) => line.split(':')[1] === '0').split(':');
  assert.equal(solveText(m, unsolvable, 2, { first: true }).status, 'none');
});

test('a search that outruns options.budget is an error with the node count, and the module goes on', () => {
  // An empty 16x16 needs 256 nodes for its first solution: 100 cannot settle anything.
  const result = solveText(m, '.'.repeat(256), 0, { budget: 100 });
  assert.equal(result.status, 'error');
  assert.match(result.error, /^search stopped after \d+ nodes \(the node budget\) before the answer was known$/);
  assert.ok(result.nodes >= 100 && result.nodes < 200, String(result.nodes));
  assertStillWorks();
});

test('options.engine: every exact-cover engine gives the same counts and solutions on counts.txt', () => {
  for (const line of dataLines('counts.txt')) {
    const [puzzle, count, solution] = line.split(':');
    const results = ['auto', 'dlx', 'bitset', 'bitset-singles'].map((engine) => solveText(m, puzzle, 1000, { engine }));
    for (const result of results) {
      if (result.status === 'error') {  // conflicting givens: a parse error, the same for every engine
        assert.equal(count, '0');
        assert.equal(result.error, results[0].error);
        continue;
      }
      assert.equal(result.count, Number(count), puzzle);
      if (count === '1') assert.equal(result.solution, solution);
    }
  }
  const empty16 = solveText(m, '.'.repeat(256), 2, { engine: 'dlx' });
  assert.equal(empty16.status, 'multiple');
});

// A puzzle's text as a grid of values (0 = blank), in the given integer typed array.
const gridOf = (text, Type = Uint8Array) => Type.from(text, (ch) => (ch === '.' ? 0 : Number(ch)));

test('solve takes a grid of values (an array or integer typed array) and answers as for its text, every 10th 17-clue line', () => {
  const lines = dataLines('17-clue.txt').filter((_, i) => i % 10 === 0).map((line) => line.trim().slice(0, 81));
  for (const [i, puzzle] of lines.entries()) {
    const Type = [Uint8Array, Int32Array, Int8Array, Uint16Array, Array][i % 5];
    const byText = solveText(m, puzzle, 2, { engine: i % 2 ? 'dlx' : 'auto' });
    const byGrid = solveText(m, gridOf(puzzle, Type), 2, { engine: i % 2 ? 'dlx' : 'auto' });
    assert.deepEqual(byGrid, byText, puzzle);
  }
  const [multiple] = dataLines('counts.txt').find((line) => line.split(':')[1] === '847').split(':');
  assert.equal(m.solve(gridOf(multiple), 0).count, 847);
});

test('a grid of values takes its shape from the options and gets the text\'s checks', () => {
  const x = solveText(m, '.'.repeat(81), 2, { variant: 'x', first: true }).solution;
  assert.equal(solveText(m, gridOf(x), 2, { variant: 'x' }).solution, x);
  const sixBySix = '1.....' + '.'.repeat(30);
  assert.deepEqual(solveText(m, gridOf(sixBySix), 2, { box: '3x2' }), solveText(m, sixBySix, 2, { box: '3x2' }));
  const clash = gridOf(PUZZLE);
  clash[1] = clash[7];
  assert.deepEqual([m.solve(clash).error, m.solve(clash).errorCells], [solveText(m, gridText(clash)).error, [1, 7]]);
  const big = gridOf(PUZZLE, Int32Array);
  big[4] = 10;
  assert.deepEqual([m.solve(big).error, m.solve(big).errorCells], ['bad value 10 at r1c5; expected 0 to 9', [4]]);
  assert.equal(m.solve(new Uint8Array(80)).error, 'a grid of values must hold n*n values for n from 4 to 25, not 80');
  assert.equal(m.solve(new Uint8Array(26 * 26)).error, 'a grid of values must hold n*n values for n from 4 to 25, not 676');
  assert.match(m.solve(new Float64Array(81)).error, /^a grid of values must be an array of numbers or an integer typed array/);
  const solved = m.solve(PUZZLE);
  assert.deepEqual(m.solve(solved.solution).solution, solved.solution, 'a grid that came out goes back in');
  for (const [bad, shown] of [[1.5, '1.5'], ['5', "'5'"], [null, 'null'], [undefined, 'undefined']]) {
    const grid = Array.from(gridOf(PUZZLE));
    grid[4] = bad;
    assert.equal(m.solve(grid).error, `puzzle[4] is ${shown}, not a whole number`);
  }
  const huge = Array.from(gridOf(PUZZLE));
  huge[4] = 2 ** 40;
  assert.equal(m.solve(huge).error, 'bad value 1000000000 at r1c5; expected 0 to 9');
  assert.match(m.solve(new Uint8Array(81), 2, { variant: 'jigsaw' }).error, /^a grid of values has no region map/);
  assertStillWorks();
});

// Bad puzzles and options: the module's message must be the CLI's, for the same input.
const INPUT_ERRORS = [
  ['wrong length', '1234', {}],
  ['bad symbol', `${'.'.repeat(40)}?${'.'.repeat(40)}`, {}],
  ['out-of-range value', `5${'.'.repeat(15)}`, {}],
  ['conflicting givens', `1${'.'.repeat(9)}1${'.'.repeat(70)}`, {}, [0, 10]],
  ['region map of the wrong length', `${'.'.repeat(16)};aabb`, {}],
  ['disconnected region', `${'.'.repeat(16)};ababababcdcdcdcd`, {}],
  ['region map on a non-jigsaw variant', `${'.'.repeat(16)};aabbaabbccddccdd`, { variant: 'x' }],
  ['jigsaw without a region map', '.'.repeat(16), { variant: 'jigsaw' }],
  ['box that does not fit the size', '.'.repeat(81), { box: '2x4' }],
  ['conflict on a diagonal only', `1${'.'.repeat(39)}1${'.'.repeat(40)}`, { variant: 'x' }, [0, 40]],
];

function cliArgs(options) {
  return Object.entries(options).flatMap(([key, value]) => [`--${key}`, value]);
}

for (const [name, puzzle, options, cells] of INPUT_ERRORS) {
  test(`input error, ${name}: status error with the CLI's message`, () => {
    const result = solveText(m, puzzle, 2, options);
    assert.equal(result.status, 'error');
    const cli = runCli(['solve', ...cliArgs(options)], `${puzzle}\n`);
    const expected = cli.status === 0 ? cli.lines[0] : cli.stderr.trim().replace(/^sudoku: /, 'error: ');
    assert.equal(`error: ${result.error}`, expected);
    if (cells) assert.deepEqual(result.errorCells, cells);
    const parsed = m.parse(puzzle, options);
    assert.deepEqual([parsed.ok, parsed.error, parsed.errorCells], [false, result.error, result.errorCells]);
    assertStillWorks();
  });
}

test('an empty puzzle is an error (the CLI skips blank lines, so no comparison)', () => {
  assert.match(solveText(m, '  ', 2).error, /^the puzzle is empty; expected 16 \(4x4\), .* cells$/);
  assertStillWorks();
});

// Bad options and arguments: the CLI rejects the same option values with the same words.
test('bad variant and bad box give the core\'s messages', () => {
  for (const [options, flag] of [[{ variant: 'sudoku' }, '--variant'], [{ box: '3by3' }, '--box']]) {
    const result = solveText(m, PUZZLE, 2, options);
    const cli = runCli(['solve', flag, Object.values(options)[0]], '');
    assert.equal(cli.status, 2);
    assert.equal(`sudoku: ${result.error}`, cli.stderr.trim());
    assertStillWorks();
  }
});

const ARGUMENT_ERRORS = [
  [[42], 'puzzle must be a string or an object {size, variant, boxRows, boxCols, regions, givens}'],
  [[], 'puzzle must be a string or an object {size, variant, boxRows, boxCols, regions, givens}'],
  [[null, 2], 'puzzle must be a string or an object {size, variant, boxRows, boxCols, regions, givens}'],
  [[{ puzzle: PUZZLE }], 'puzzle.givens must be an array of numbers'],
  [[PUZZLE, '2'], /^limit must be a whole number from 0 to \d+$/],
  [[PUZZLE, -1], /^limit must be a whole number/],
  [[PUZZLE, 1.5], /^limit must be a whole number/],
  [[PUZZLE, NaN], /^limit must be a whole number/],
  [[PUZZLE, 2, 'x'], 'options must be an object'],
  [[PUZZLE, 2, ['x']], 'options must be an object'],
  [[PUZZLE, 2, { variant: 3 }], 'options.variant must be a string'],
  [[PUZZLE, 2, { box: 33 }], 'options.box must be a string'],
  [[PUZZLE, 2, { budget: 0 }], /^options.budget must be a whole number from 1 to/],
  [[PUZZLE, 2, { first: 'yes' }], 'options.first must be true or false'],
  [[PUZZLE, 2, { varient: 'x' }], "unknown option 'varient'; expected variant, box, budget, first, engine"],
  [[PUZZLE, 2, { engine: 'fast' }], "unknown engine 'fast'; expected auto, dlx, bitset or bitset-singles"],
  [[PUZZLE, 2, { engine: 1 }], 'options.engine must be a string'],
  [['.'.repeat(256), 2, { engine: 'bitset' }], /^the matrix does not fit the bitset engine \(4096 options, 1024 primary items\)$/],
];

for (const [index, [args, message]] of ARGUMENT_ERRORS.entries()) {
  test(`wrong arguments #${index + 1} (${message}): status error, then a valid call works`, () => {
    const result = solveText(m, ...args);
    assert.equal(result.status, 'error');
    if (typeof message === 'string') assert.equal(result.error, message);
    else assert.match(result.error, message);
    assertStillWorks();
  });
}

test('too many arguments throw a JS error and leave the module usable', () => {
  assert.throws(() => solveText(m, PUZZLE, 2, {}, 'extra'), /invalid number of arguments \(4\)/);
  assertStillWorks();
});

test('parse and solve read constraint fields; the description carries them', () => {
  const cages = '................;cage=3/r1c1r1c2;cage=7/r1c3r1c4;cage=5/r2c1r3c1;cage=5/r2c2r2c3;'
    + 'cage=5/r2c4r3c4;cage=5/r3c2r3c3;cage=7/r4c1r4c2;cage=3/r4c3r4c4';
  const line = `${cages};arrow=r2c2r1c1r2c1;anti-king`;
  const parsed = m.parse(line);
  assert.equal(parsed.error, '');
  assert.equal(parsed.text, `${line.slice(0, 16)};2x2${line.slice(16)}`);  // a 4x4 names its box shape
  assert.equal(parsed.constraints.groups.length, 9);
  assert.deepEqual(parsed.constraints.groups[0], { kind: 'cage', sum: 3, cells: [0, 1] });
  assert.deepEqual(parsed.constraints.groups[8], { kind: 'arrow', sum: 0, cells: [5, 0, 4] });
  assert.deepEqual(parsed.constraints.pairs, ['anti-king']);
  assert.equal(gridText(m.solve(`${cages};arrow=r2c2r1c1r2c1`, 2).solution), '1234341221434321');
  assert.equal(m.solve(cages, 2).status, 'multiple');
  assert.equal(m.parse(`${cages};thermo=r1c1r1c3`).error, "'thermo=r1c1r1c3' jumps from r1c1 to r1c3; its cells must touch one after another");
});

test('a description\'s values stand for its text in every call, constraints included (a saved game resumes whole)', () => {
  const cages = '................;cage=3/r1c1r1c2;cage=7/r1c3r1c4;cage=5/r2c1r3c1;cage=5/r2c2r2c3;'
    + 'cage=5/r2c4r3c4;cage=5/r3c2r3c3;cage=7/r4c1r4c2;cage=3/r4c3r4c4;arrow=r2c2r1c1r2c1';
  const { text, houses, peers, ...values } = m.parse(cages);
  const { text: kingText, houses: kingHouses, peers: kingPeers, ...king } = m.parse(`${cages};anti-king`);
  assert.deepEqual([m.parse(king).text, m.parse(king).constraints.pairs], [kingText, ['anti-king']]);
  assert.equal(m.solve(king, 2).status, 'none');
  const again = m.parse(values);
  assert.deepEqual([again.error, again.text, again.constraints], ['', text, values.constraints]);
  assert.deepEqual([...m.solve(values, 2).solution], [...m.solve(text, 2).solution]);
  assert.equal(m.solve(values, 2).status, 'unique');
  assert.equal(m.rate(values).error, m.rate(text).error);
  assert.equal(m.solve({ ...values, constraints: { groups: [], pairs: [] } }, 2).status, 'multiple');
  const bad = (groups, pairs = []) => m.solve({ ...values, constraints: { groups, pairs } }, 2).error;
  assert.equal(bad([{ kind: 'cake', sum: 3, cells: [0, 1] }]),
    "puzzle.constraints.groups[0].kind 'cake' is not one of cage, thermo, arrow");
  assert.equal(bad([], ['anti-bishop']), "puzzle.constraints.pairs[0] 'anti-bishop' is not one of anti-knight, anti-king, non-consecutive");
  assert.match(bad([{ kind: 'cage', sum: 3, cells: [0, 99] }]), /cage/);
  assert.deepEqual([...m.solve(m.parse(PUZZLE), 1).solution], [...m.solve(PUZZLE, 1).solution]);
});

test('solve reads a description as values: no text is made or parsed, and the answers are the text\'s', () => {
  const jigsaw = `1${'.'.repeat(15)};aaabacbbccdbcddd`;
  for (const [text, options] of [[PUZZLE, {}], ['.'.repeat(81), { variant: 'x' }], [jigsaw, {}]]) {
    const description = bench.parse(text, options);
    assert.equal(description.error, '', text);
    const before = bench.sessionStats().parsed;
    const fromValues = bench.solve(description, 2);
    assert.equal(bench.sessionStats().parsed, before, `solving the description of ${text} parsed text`);
    const fromText = bench.solve(text, 2, options);
    assert.deepEqual([fromValues.status, fromValues.count, fromValues.error], [fromText.status, fromText.count, '']);
    assert.deepEqual(fromValues.solutions.map(gridText), fromText.solutions.map(gridText));
  }
  const broken = bench.solve({ ...bench.parse(PUZZLE), givens: new Int32Array(81).fill(12) });
  assert.deepEqual([broken.error, broken.errorCells], ['bad value 12 at r1c1; expected 0 to 9', [0]]);
});

test('parse reports the geometry of valid puzzles', () => {
  const { houses, peers, givens, regions, ...parsed } = m.parse(PUZZLE);  // houses and peers: the next tests
  assert.equal(houses.length, 27);
  assert.equal(peers.length, 81);
  assert.deepEqual(parsed, {
    ok: true, size: 9, boxRows: 3, boxCols: 3, variant: 'classic', text: PUZZLE, error: '', errorCells: [],
    constraints: { groups: [], pairs: [] },
  });
  assert.ok(Array.isArray(givens) && Array.isArray(regions));
  assert.equal(gridText(givens), PUZZLE);
  assert.deepEqual([...regions], [...Array(81).keys()].map((cell) => Math.floor(cell / 27) * 3 + Math.floor((cell % 9) / 3)));
  const six = m.parse(`1${'.'.repeat(35)}`, { box: '3x2', variant: 'x' });
  assert.deepEqual([six.size, six.boxRows, six.boxCols, six.variant], [6, 3, 2, 'x']);
  const jigsaw = m.parse(`${'.'.repeat(16)};aaabacbbccdbcddd`);
  assert.equal(jigsaw.variant, 'jigsaw');
  assert.deepEqual([...jigsaw.regions], [0, 0, 0, 1, 0, 2, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3]);
  assert.equal(jigsaw.text, `${'.'.repeat(16)};1112132233423444`, 'the engine\'s text: regions labelled 1..N');
  assert.equal(m.parse(PUZZLE, { first: true }).error, "unknown option 'first'; expected variant, box, checkGivens");
  const clash = `11${'.'.repeat(79)}`;
  assert.deepEqual(m.parse(clash).errorCells, [0, 1]);
  assert.deepEqual([m.parse(clash, { checkGivens: false }).ok, gridText(m.parse(clash, { checkGivens: false }).givens)], [true, clash]);
  assert.match(m.parse(clash, { checkGivens: 'no' }).error, /options.checkGivens must be true or false/);
});

test('parse and generate describe a puzzle alike, with every house of the engine in its order', () => {
  const nine = m.parse(PUZZLE).houses;
  assert.deepEqual(nine[0], { kind: 'row', index: 0, name: 'row 1', extra: false, cells: [...Array(9).keys()] });
  assert.deepEqual(nine[9], { kind: 'column', index: 0, name: 'column 1', extra: false, cells: [...Array(9).keys()].map((r) => r * 9) });
  assert.deepEqual(nine[18], { kind: 'box', index: 0, name: 'box 1', extra: false, cells: [0, 1, 2, 9, 10, 11, 18, 19, 20] });
  const perCell = Array(81).fill(0);
  nine.forEach((house) => house.cells.forEach((cell) => perCell[cell]++));
  assert.deepEqual(new Set(perCell), new Set([3]));
  const x = m.parse('.'.repeat(81), { variant: 'x' }).houses;
  assert.deepEqual(x.slice(27).map((h) => [h.kind, h.name, h.cells[8], h.extra]),
    [['diagonal', 'the main diagonal', 80, true], ['antiDiagonal', 'the anti-diagonal', 72, true]]);
  for (const [variant, seed] of [['hyper', 5], ['jigsaw', 6]]) {
    const made = m.generate({ variant, seed });
    assert.equal(made.status, 'ok', made.error);
    const { ok, error, errorCells, ...description } = m.parse(made.puzzle, { variant });
    assert.ok(ok, error);
    for (const [key, value] of Object.entries(description)) assert.deepEqual(made[key], value, `${variant} ${key}`);
  }
  assert.equal(m.parse('.'.repeat(81), { variant: 'hyper' }).houses.filter((h) => h.kind === 'window').length, 4);
});

test('parse reads a description\'s values back (a saved game\'s puzzle), with the same checks', () => {
  for (const text of [PUZZLE, `1${'.'.repeat(35)};x;3x2`, `${'.'.repeat(16)};aaabacbbccdbcddd`]) {
    const { ok, error, errorCells, ...description } = m.parse(text);
    assert.ok(ok, error);
    const again = m.parse(description);
    assert.ok(again.ok, again.error);
    assert.deepEqual({ ...again, ok, error, errorCells }, { ok, error, errorCells, ...description }, text);
    assert.deepEqual(m.parse({ ...description, givens: [...description.givens] }).text, description.text, 'a plain array');
  }
  const values = m.parse(PUZZLE);
  const bad = Int32Array.from(values.givens);
  bad[10] = 12;
  assert.deepEqual([m.parse({ ...values, givens: bad }).error, m.parse({ ...values, givens: bad }).errorCells],
    ['bad value 12 at r2c2; expected 0 to 9', [10]]);
  bad[10] = 0;
  bad[0] = bad[1] = 1;
  assert.deepEqual(m.parse({ ...values, givens: bad }).errorCells, [0, 1]);
  assert.ok(m.parse({ ...values, givens: bad }, { checkGivens: false }).ok);
  assert.match(m.parse({ ...values, variant: 'killer' }).error, /unknown variant 'killer'/);
  assert.match(m.parse({ ...values, givens: 'x' }).error, /puzzle.givens must be an array/);
  assert.match(m.parse(42).error, /puzzle must be a string or an object/);
});

test('peers under constraints add what they forbid: knight and king moves, cage mates, a thermometer\'s cells', () => {
  const at = (row, col) => (row - 1) * 9 + (col - 1);
  const empty = '.'.repeat(81);
  const extra = (text, cell) => {
    const houses = new Set(m.parse(empty).peers[cell]);
    return new Set([...m.parse(text).peers[cell]].filter((peer) => !houses.has(peer)));
  };
  const cells = (...list) => new Set(list.map(([row, col]) => at(row, col)));
  assert.deepEqual(extra(`${PUZZLE};anti-knight`, at(5, 5)),
    cells([3, 4], [3, 6], [4, 3], [4, 7], [6, 3], [6, 7], [7, 4], [7, 6]));
  assert.deepEqual(extra(`${PUZZLE};anti-king`, at(5, 5)), cells());  // its king moves stay in its box
  assert.deepEqual(extra(`${PUZZLE};anti-king`, at(3, 3)), cells([4, 4], [2, 4], [4, 2]));
  assert.deepEqual(extra(`${empty};cage=20/r5c5r5c6r4c6r4c7`, at(5, 5)), cells([4, 7]));
  assert.deepEqual(extra(`${empty};thermo=r5c5r4c6r3c7`, at(5, 5)), cells([3, 7]));
  assert.deepEqual(extra(PUZZLE, at(5, 5)), cells());
});

test('peers: per cell, the cells of its houses (no repeats, not itself), as arrays', () => {
  for (const [text, options] of [[PUZZLE, {}], ['.'.repeat(81), { variant: 'x' }], ['.'.repeat(81), { variant: 'hyper' }]]) {
    const { houses, peers } = m.parse(text, options);
    peers.forEach((list, cell) => {
      const expected = new Set(houses.filter((h) => h.cells.includes(cell)).flatMap((h) => h.cells));
      expected.delete(cell);
      assert.ok(Array.isArray(list));
      assert.deepEqual(new Set(list), expected, `${options.variant ?? 'classic'} cell ${cell}`);
      assert.equal(list.length, expected.size);
    });
  }
  assert.equal(m.parse(PUZZLE).peers[0].length, 20);
  assert.equal(m.parse('.'.repeat(81), { variant: 'x' }).peers[0].length, 26);
});

test('examine: one parse and one solve give the description, the status, the solutions and the rating', () => {
  const before = bench.sessionStats();
  const unique = bench.examine(PUZZLE);
  assert.deepEqual([unique.status, unique.error, unique.solutions.map(gridText)], ['unique', '', [SOLUTION]]);
  assert.equal(unique.text, PUZZLE);
  const rated = bench.rate(PUZZLE);
  assert.deepEqual([unique.level, unique.hardest, unique.ratingError], [rated.level, rated.hardest, '']);
  const hint = bench.hint(unique.text, unique.givens, []);  // the page's next call: a hint on the game it plays
  assert.equal(hint.status, 'ok');
  const after = bench.sessionStats();
  assert.deepEqual({ parsed: after.parsed - before.parsed, analysed: after.analysed - before.analysed },
    { parsed: 1, analysed: 1 }, 'examine, rate and hint on one puzzle parse it once and solve it once');

  const [several] = dataLines('counts.txt').map((line) => line.split(':')).filter(([, count]) => count === '847')[0];
  const multiple = m.examine(several);
  assert.equal(multiple.status, 'multiple');
  assert.equal(multiple.solutions.length, 2);
  assert.notDeepEqual(multiple.solutions[0], multiple.solutions[1]);
  assert.match(multiple.ratingError, /more than one solution/);
  const none = m.examine('12....3.........');  // r1c3 and r1c4 both need the 4
  assert.deepEqual([none.status, none.error, none.size, none.solutions.length], ['none', '', 4, 0]);
  const clash = m.examine(`11${'.'.repeat(79)}`);
  assert.deepEqual([clash.status ?? '', clash.errorCells, gridText(clash.givens).slice(0, 3)], ['', [0, 1], '11.'],
    'clashing givens come back as written, to show them');
  assert.match(m.examine(`${PUZZLE};x`, { variant: 'hyper' }).error, /the puzzle says variant x but the options say hyper/);
});

test('constants lists what the engine accepts: levels, variants, symmetries, box shapes, techniques', () => {
  const c = m.constants();
  assert.equal(c.status, 'ok');
  for (const level of c.levels) {  // a known level lets the parser reach the bad symmetry after it
    assert.match(m.generate({ level, symmetry: 'bogus', seed: 1 }).error, /unknown symmetry 'bogus'/, level);
  }
  assert.match(m.generate({ level: 'bogus', seed: 1 }).error, /bogus/);
  assert.deepEqual(c.variants.map((v) => v.name), ['classic', 'x', 'hyper', 'jigsaw']);
  assert.deepEqual(c.variants.filter((v) => v.regionMap).map((v) => v.name), ['jigsaw']);
  for (const { name } of c.symmetries) assert.equal(m.generate({ size: 4, symmetry: name, seed: 1 }).status, 'ok', name);
  assert.deepEqual(c.symmetries[1], { name: 'rotate180', label: 'half turn' });
  assert.equal(c.symbols, '123456789ABCDEFGHIJKLMNOP');
  for (const { levels } of c.sizes) assert.deepEqual(Object.keys(levels), c.variants.map((v) => v.name));
  assert.deepEqual(c.sizes.map((s) => s.size), [...Array(22).keys()].map((i) => i + 4));
  for (const { size, boxes } of c.sizes) {
    for (const box of boxes) assert.ok(m.parse('.'.repeat(size * size), { box }).ok, `${size} ${box}`);
    assert.equal(boxes.length === 0, !m.parse('.'.repeat(size * size)).ok, `size ${size}`);
  }
  const levels = new Set(c.levels);
  assert.ok(c.techniques.length >= 20 && c.techniques.every((t) => levels.has(t.level)));
  assert.ok(c.techniques.every((t) => /^[A-Z].{40,}\.$/.test(t.summary)), 'every technique says what it is');
  assert.equal(new Set(c.techniques.map((t) => t.summary)).size, c.techniques.length);
  const named = new Map(c.techniques.map((t) => [t.name, t.level]));
  for (const step of m.steps(PUZZLE).steps) assert.equal(named.get(step.technique), step.level, step.technique);
});

test('solveMany tallies the statuses of counts.txt and names the first bad line', () => {
  const lines = dataLines('counts.txt');
  const tally = bench.solveMany(`${lines.join('\n')}\n`, 2);
  assert.deepEqual(tally, { puzzles: 43, found: 33, unique: 18, multiple: 15, none: 10, nodes: tally.nodes,
    solveMicros: tally.solveMicros, error: '', errorCells: [] });
  assert.ok(tally.nodes > 43 * 20 && tally.solveMicros > 0);
  const first = bench.solveMany(lines.join('\n'), 2, { first: true });
  assert.deepEqual([first.found, first.unique, first.none], [33, 0, 10]);
  const bad = bench.solveMany(`${PUZZLE}\n\n11${PUZZLE.slice(2)}\n${PUZZLE}`, 2);
  assert.equal(bad.puzzles, 0, 'every line is parsed before solving');
  assert.match(bad.error, /^line 3: conflicting givens: r1c1 and r1c2/);
  const aborted = bench.solveMany(`${'.'.repeat(256)}\n${'.'.repeat(256)}`, 0, { budget: 100 });
  assert.equal(aborted.puzzles, 0);
  assert.match(aborted.error, /^line 1: search stopped after/);
  assert.equal(bench.solveMany(7).error, 'puzzles must be a string');
});

test('10,000 consecutive calls do not grow the heap or leave memory allocated', () => {
  const puzzles = dataLines('17-clue.txt').slice(0, 100);
  const run = () => {
    for (let i = 0; i < 10_000; i++) {
      const puzzle = puzzles[i % puzzles.length];
      const result = i % 10 === 9 ? bench.solve(`${puzzle}x`, 2) : bench.solve(puzzle, 2);
      assert.equal(result.status, i % 10 === 9 ? 'error' : 'unique');
    }
  };
  run();  // warm-up: the solver cache and the allocator reach their steady state
  const before = { ...bench.memoryStats(), heap: bench.HEAP8.buffer.byteLength, handles: bench.count_emval_handles() };
  run();
  assert.deepEqual({ ...bench.memoryStats(), heap: bench.HEAP8.buffer.byteLength, handles: bench.count_emval_handles() }, before);
});

test('the page\'s module has no benchmark or test hooks; the bench module has them and the same calls', () => {
  for (const name of ['solveMany', 'memoryStats', 'sessionStats']) {
    assert.equal(m[name], undefined, name);
    assert.equal(typeof bench[name], 'function', name);
  }
  assert.deepEqual(solveText(bench, PUZZLE, 2), solveText(m, PUZZLE, 2));
});

// The first board no longer waits for the module (web/first-games.js), so its size moves only when the engine is
// ready (Hint, New game): 180 KB kept that within the phone profile's 2.5 s (README, "First visit"); 182 KB since
// the techniques' summaries for players (1.9 KB gzipped of text).
// Either build of it, plain or SIMD, with the glue they share as dist/ ships it (minified by scripts/minify.mjs, in
// the worker's bundle); the glue as Emscripten writes it was counted until terser minified it (10.4 KB, now 7.0 KB).
test('the module fits its size budget: .wasm + minified .js <= 182 KB gzipped, for both builds', async () => {
  const read = (name) => readFileSync(new URL(`../../web/wasm/${name}`, import.meta.url));
  const glue = gzipSync(await minifyJs(read('sudoku.js').toString(), 'web/wasm/sudoku.js'), { level: 9 }).length;
  for (const wasm of ['sudoku.wasm', 'sudoku-simd.wasm']) {
    const gzipped = gzipSync(read(wasm), { level: 9 }).length + glue;
    assert.ok(gzipped <= 182 * 1024, `${wasm}: ${(gzipped / 1024).toFixed(1)} KB gzipped (${gzipped} B)`);
  }
});
