// The module gives the native CLI's answers on the shared data sets, and the answers are right.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { classicHouses, dataLines, isSolution, loadModule, runCli, solveText } from './support.js';

const HOUSES_9X9 = classicHouses(9, 3, 3);

let m;
before(async () => {
  m = await loadModule();
});

// What `sudoku solve` prints for a module result.
function asCliLine(result) {
  if (result.status === 'unique') return result.solution;
  if (result.status === 'error') return `error: ${result.error}`;
  return result.status;
}

// What `sudoku count --limit cap` prints for a module result.
function asCountLine(result, cap) {
  return result.status === 'error' ? `error: ${result.error}` : String(Math.min(result.count, cap));
}

test('every line of counts.txt: the file\'s count and solution, and the CLI\'s solve and count', () => {
  const rows = dataLines('counts.txt').map((line) => line.split(':'));
  assert.equal(rows.length, 43);
  const puzzles = rows.map(([puzzle]) => puzzle);
  const input = `${puzzles.join('\n')}\n`;
  const cliSolve = runCli(['solve'], input).lines;
  const cliCount = runCli(['count', '--limit', '1000'], input).lines;
  rows.forEach(([puzzle, count, solution], i) => {
    const result = solveText(m, puzzle, 1000);
    assert.equal(result.count, Number(count), `count of line ${i + 1}`);
    assert.equal(asCountLine(result, 1000), cliCount[i], `CLI count of line ${i + 1}`);
    assert.equal(asCliLine(result), cliSolve[i], `CLI solve of line ${i + 1}`);
    if (solution) assert.equal(result.solution, solution, `solution of line ${i + 1}`);
    for (const found of result.solutions) assert.ok(isSolution(puzzle, found, HOUSES_9X9), `line ${i + 1}: ${found}`);
    assert.equal(result.solutions.length, Math.min(result.count, 2));
  });
});

test('every 10th line of 17-clue.txt: the CLI\'s solution, a valid grid, unique', () => {
  const puzzles = dataLines('17-clue.txt').filter((_, i) => i % 10 === 0);
  assert.ok(puzzles.length > 4900, `only ${puzzles.length} puzzles sampled`);
  const cli = runCli(['solve'], `${puzzles.join('\n')}\n`).lines;
  assert.equal(cli.length, puzzles.length);
  puzzles.forEach((puzzle, i) => {
    const result = solveText(m, puzzle, 2);
    assert.equal(result.status, 'unique', puzzle);
    assert.equal(result.solution, cli[i], puzzle);
    assert.ok(isSolution(puzzle, result.solution, HOUSES_9X9), puzzle);
  });
});

test('first-solution queries find the same solutions on top1465.txt (each has exactly one)', () => {
  const puzzles = dataLines('top1465.txt').filter((_, i) => i % 5 === 0);
  const cli = runCli(['solve'], `${puzzles.join('\n')}\n`).lines;
  puzzles.forEach((puzzle, i) => {
    const result = solveText(m, puzzle, 1, { first: true });
    assert.equal(result.status, 'found', puzzle);
    assert.equal(result.solution, cli[i], puzzle);
  });
});

test('the variants give the CLI\'s counts on a 17-clue sample', () => {
  const puzzles = dataLines('17-clue.txt').filter((_, i) => i % 250 === 0);
  for (const variant of ['x', 'hyper']) {
    const cli = runCli(['count', '--variant', variant, '--limit', '5'], `${puzzles.join('\n')}\n`).lines;
    const counts = puzzles.map((puzzle) => asCountLine(solveText(m, puzzle, 5, { variant }), 5));
    assert.deepEqual(counts, cli, variant);
    assert.ok(counts.some((line) => line.startsWith('error: ')) && counts.includes('0'), `${variant}: ${counts}`);
  }
});

test('a jigsaw region map: the CLI\'s status and solutions valid in the irregular regions', () => {
  // aaab / acbb / ccdb / cddd: four connected regions of four cells.
  const map = 'aaabacbbccdbcddd';
  const regions = [...'abcd'].map((label) => [...map].flatMap((l, cell) => (l === label ? [cell] : [])));
  const lines = [...classicHouses(4, 2, 2).slice(0, 8), ...regions];
  for (const cells of ['................', '1...............', '12..............']) {
    const puzzle = `${cells};${map}`;
    const result = solveText(m, puzzle, 2);
    assert.equal(asCliLine(result), runCli(['solve'], `${puzzle}\n`).lines[0], puzzle);
    for (const found of result.solutions) assert.ok(isSolution(cells, found, lines), `${puzzle}: ${found}`);
  }
});
