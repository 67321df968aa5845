// The self-describing puzzle line in the module: what `generate` returns parses and solves without options,
// every size, box shape and variant is read from its fields, and a field that disagrees with an option is an
// error with the CLI's message.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { gridText, loadModule, runCli, solveText } from './support.js';

let m;
before(async () => {
  m = await loadModule();
});

// Every size 4..25 with a box shape, and each shape R x C of it (R, C >= 2).
const SHAPES = [];
for (let size = 4; size <= 25; size += 1) {
  for (let rows = 2; rows * 2 <= size; rows += 1) if (size % rows === 0) SHAPES.push([rows, size / rows]);
}

const symbol = (v) => (v === 0 ? '.' : v.toString(36).toUpperCase());

test('generate\'s line parses and solves in the module without options, for small sizes of every variant', () => {
  let checked = 0;
  for (const [size, box] of [[4, '2x2'], [6, '2x3'], [6, '3x2'], [8, '4x2'], [9, '3x3'], [10, '5x2'], [12, '3x4']]) {
    for (const variant of ['classic', 'x', 'hyper', 'jigsaw']) {
      const options = variant === 'jigsaw' ? { size, variant, seed: 5 } : { size, box, variant, seed: 5 };
      const made = m.generate(options);
      if (made.status === 'error' && /hyper needs room/.test(made.error)) continue;
      assert.equal(made.status, 'ok', `${JSON.stringify(options)}: ${made.error}`);
      const parsed = m.parse(made.puzzle);
      assert.deepEqual([parsed.ok, parsed.size, parsed.variant], [true, size, variant], made.puzzle);
      if (variant !== 'jigsaw') assert.equal(`${parsed.boxRows}x${parsed.boxCols}`, box);
      assert.deepEqual([solveText(m, made.puzzle).status, solveText(m, made.puzzle).solution], ['unique', gridText(made.solution)]);
      // The native CLI reads the module's line the same way.
      assert.deepEqual(runCli(['solve'], `${made.puzzle}\n`).lines, [gridText(made.solution)]);
      checked += 1;
    }
  }
  assert.ok(checked >= 24, `${checked} cases`);
});

test('every size, box shape and variant is read from the line\'s fields', () => {
  for (const [rows, cols] of SHAPES) {
    const size = rows * cols;
    const cells = `1${'.'.repeat(size * size - 1)}`;
    for (const variant of ['classic', 'x', 'hyper']) {
      const line = `${cells};${variant};${rows}x${cols}`;
      const parsed = m.parse(line);
      if (!parsed.ok && /hyper needs room/.test(parsed.error)) continue;
      assert.deepEqual([parsed.ok, parsed.size, parsed.boxRows, parsed.boxCols, parsed.variant],
        [true, size, rows, cols, variant], `${line}: ${parsed.error}`);
    }
    // A jigsaw map written as labels: here the boxes themselves, which is a valid map.
    const labels = Array.from({ length: size * size }, (_, cell) => {
      const r = Math.floor(cell / size);
      const c = cell % size;
      return symbol(Math.floor(r / rows) * (size / cols) + Math.floor(c / cols) + 1);
    }).join('');
    const jigsaw = m.parse(`${cells};${labels}`);
    assert.deepEqual([jigsaw.ok, jigsaw.variant, jigsaw.size], [true, 'jigsaw', size], jigsaw.error);
    assert.deepEqual(Array.from(jigsaw.regions, (r) => symbol(r + 1)).join(''), labels);
  }
});

test('a field that disagrees with an option is the CLI\'s error; an agreeing one is fine', () => {
  const six = `${'.'.repeat(35)}1;x;3x2`;
  assert.equal(m.parse(six, { box: '3x2', variant: 'x' }).ok, true);
  const cases = [
    [{ box: '2x3' }, ['--box', '2x3'], 'the puzzle says box 3x2 but the options say 2x3'],
    [{ variant: 'hyper' }, ['--variant', 'hyper'], 'the puzzle says variant x but the options say hyper'],
  ];
  for (const [options, flags, message] of cases) {
    assert.equal(m.parse(six, options).error, message);
    assert.equal(solveText(m, six, 2, options).error, message);
    assert.deepEqual(runCli(['count', ...flags], `${six}\n`).lines, [`error: ${message}`]);
  }
});
