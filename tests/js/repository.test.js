// The repository stands alone: no tracked file reaches outside it for data, and the data it reads is there.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
// Spelled in two parts so that this file does not match itself.
const OUTSIDE = ['..', 'shared'].join('/');

test('no tracked file refers to a shared folder beside the repository', () => {
  const offenders = tracked.filter((path) => existsSync(`${ROOT}/${path}`)
    && readFileSync(`${ROOT}/${path}`, 'latin1').includes(OUTSIDE));
  assert.deepEqual(offenders, []);
});

test('every data set the suites read is tracked, with its source and licence in data/README.md', () => {
  const readme = readFileSync(`${ROOT}/data/README.md`, 'utf8');
  for (const name of ['17-clue.txt', 'top1465.txt', 'forum-hardest.txt', 'counts.txt', 'rated-5000.csv', 'se-rated.txt']) {
    assert.ok(tracked.includes(`data/${name}`), `data/${name} is not tracked`);
    assert.match(readme, new RegExp(`\\| \`${name.replace('.', '\\.')}\` \\| [^|]*(tdoku|Kaggle|SudokuExchange|enjoysudoku)`),
      `data/README.md gives no source for ${name}`);
  }
  assert.ok(tracked.includes('LICENSE'), 'the project has no LICENSE file');
  assert.ok(tracked.includes('data/licenses/tdoku-BSD-2-Clause.txt'), 'the BSD-2 notice of the tdoku sets is missing');
});
