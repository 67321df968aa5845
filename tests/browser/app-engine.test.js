// The page on the engine's logic and generator, in headless Chromium on the real .wasm: new games at every level
// made in the worker (checked against the native CLI for their game ID), the three hint levels and a mistake
// hint applied, share links by game ID in a fresh profile, the daily puzzle, cancelling a long generation, and the
// module's plain build where WebAssembly has no SIMD.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boardText, button, cachedWasm, cli, dataLines, label, labels, linkTo, message, open, screenshot } from './app-page.js';

const LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme'];
const [PUZZLE, , SOLUTION] = dataLines.find((p) => p[1] === '1');

const gameId = (page) => page.textContent('#game-id');

// Chooses the new-game options, starts it and (unless told not to) waits for the new game's board.
async function startNewGame(page, choices, { wait = true, minimal = false } = {}) {
  const previous = await gameId(page);
  await button(page, 'New game').click();
  for (const [id, value] of Object.entries(choices)) await page.selectOption(`#new-${id}`, value);
  if (minimal) {
    await page.click('#new-dialog summary');
    await page.check('#new-minimal');
  }
  await page.click('#new-start');
  if (!wait) return;
  await page.waitForFunction((id) => document.querySelector('#game-id').textContent !== id, previous);
  assert.match(await message(page), /^New game: /);
}

test('new games are generated in the worker at every level; the CLI makes the same puzzle from the game ID', async (t) => {
  const { page } = await open(t, 'index.html');
  assert.match(await message(page), /^A first game: Classic 9×9, easy\. Good luck!$/);
  // A game made ahead (web/first-games.js), with its game ID: the CLI makes the same puzzle from it.
  assert.equal(await page.textContent('#game-title'), 'Classic 9×9, easy');
  assert.equal(await boardText(page), cli(['generate', '--id', await gameId(page)])[0]);
  for (const level of LEVELS) {
    await startNewGame(page, { level });
    assert.match(await message(page), new RegExp(`^New game: Classic 9×9, ${level}\\. Good luck!$`));
    assert.equal(await page.textContent('#game-title'), `Classic 9×9, ${level}`);
    const id = await gameId(page);
    assert.match(id, /^9c-\w+-\w+$/);
    const [puzzle] = cli(['generate', '--id', id]);
    assert.equal(await boardText(page), puzzle, `${level}: the board is the CLI's puzzle for ${id}`);
    assert.equal(cli(['rate'], puzzle)[0].split(' ')[0], level, `the CLI's rating of ${puzzle}`);
  }
  await startNewGame(page, { size: '6', variant: 'jigsaw', level: 'easy' });
  assert.equal(await page.textContent('#game-title'), 'Jigsaw 6×6, easy');
  assert.equal((await labels(page)).length, 36);
  assert.equal(await boardText(page), cli(['generate', '--id', await gameId(page)])[0].split(';')[0]);

  await button(page, 'New game').click();
  await page.click('#new-dialog summary');
  await screenshot(page, 'app-new-game-dialog.png');
  await page.keyboard.press('Escape');
});

// Each technique is explained once per browser: at the first level of the first hint that names it, not after, not
// after a reload either; the words are the engine's (constants).
test('a hint explains its technique the first time it is named, and never again', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  const summaries = await page.evaluate(async () => {
    const { constants } = await import('/web/game-engine.js');
    return Object.fromEntries((await constants()).techniques.map(({ name, summary }) => [name, summary]));
  });
  const firstLevel = async () => {
    await button(page, 'Hint').click();
    await page.waitForFunction(() => !/Looking/.test(document.querySelector('#message').textContent));
    const text = await message(page);
    const [, named] = /^(?:Another )?([\w -]+?)(?: step)?\. /.exec(text) ?? [];
    assert.ok(summaries[named], `"${text}" names no technique of the engine's`);
    return { text, named };
  };
  const seen = new Set();
  let repeats = 0;
  for (let hints = 0; hints < 12 && repeats < 2; hints++) {
    const { text, named } = await firstLevel();
    const note = ` ${named}: ${summaries[named][0].toLowerCase()}${summaries[named].slice(1)}`;
    assert.equal(text.endsWith(note), !seen.has(named), text);
    if (seen.has(named)) repeats += 1;
    seen.add(named);
    await button(page, 'Apply hint').click();
  }
  assert.equal(repeats, 2, 'two hints named a technique met before');
  await page.reload();
  await page.waitForFunction(() => !document.querySelector('[data-engine=loading]'));
  const { text, named } = await firstLevel();
  assert.equal(text.includes(`${named}: `), !seen.has(named), `after a reload: ${text}`);
});

test('a hint goes nudge, cells, full step, and applying it places the solution value; a mistake hint fixes it', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  const shown = (selector) => page.$$eval(`#board ${selector}`, (cells) => cells.map((c) => Number(c.dataset.cell)));
  const hintMessage = async () => {
    await button(page, 'Hint').click();
    await page.waitForFunction(() => !/Looking/.test(document.querySelector('#message').textContent));
    return message(page);
  };
  // The first time the page names a technique, it says what the technique is (techniqueNote).
  const first = await hintMessage();
  const [, named] = /^([\w -]+)\. /.exec(first) ?? [];
  assert.match(first, new RegExp(`^${named}\\. Look at (row|column|box) \\d\\.( It is the first of \\d+ deductions\\.)? ${named}: [a-z].{40,}\\.$`));
  assert.deepEqual(await shown('.hint'), []);
  assert.ok((await shown('.hint-house')).length >= 9, 'the nudge shows its house');
  assert.equal(await page.isVisible('#apply-hint'), true, 'Apply is offered from the first level on');

  // The techniques and houses, and the cells to look at but not the one the hint fills (that is the third level).
  const second = await hintMessage();
  const house = '(row|column|box) \\d', cell = 'r\\dc\\d';
  const list = (name) => `(the \\ds? in )?${name}((, ${name})* and ${name})?`;
  assert.match(second, new RegExp(`^([\\w ()-]+ in ${list(house)}(: look at ${list(cell)})?|[\\w ,()-]+\\. Look at ` +
    `(${list(house)}(, and at ${list(cell)})?|${list(cell)}))\\.$`));
  const cells = await shown('.hint');
  assert.deepEqual(cells.map((c) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`).sort(), (second.match(/r\dc\d/g) ?? []).sort(), 'the cells named are the cells marked');

  const explanation = await hintMessage();
  assert.match(explanation, /r\dc\d/);
  assert.equal(await page.isVisible('#apply-hint'), true);
  await screenshot(page, 'app-hint.png');
  const before = await boardText(page);
  await button(page, 'Apply hint').click();
  const after = await boardText(page);
  const placed = [...after].flatMap((ch, cell) => (ch !== before[cell] ? [cell] : []));
  assert.ok(placed.length > 0, `"${explanation}" placed nothing`);
  for (const cell of placed) assert.equal(after[cell], SOLUTION[cell], `the hint placed a wrong value in cell ${cell}`);
  assert.equal(await page.isDisabled('#undo'), false);

  const blank = [...after].indexOf('.');
  const wrong = String((Number(SOLUTION[blank]) % 9) + 1);
  await page.click(`#board [data-cell="${blank}"]`);
  await page.keyboard.press(wrong);
  // With the reason: the first cell of its row, column or box that holds the value (every value on the board is
  // right but this one), else the solution's.
  const name = (cell) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
  const [row, col] = [Math.floor(blank / 9), blank % 9];
  const houses = [[`row ${row + 1}`, (c) => Math.floor(c / 9) === row], [`column ${col + 1}`, (c) => c % 9 === col],
    [`box ${Math.floor(row / 3) * 3 + Math.floor(col / 3) + 1}`, (c) => Math.floor(c / 27) === Math.floor(row / 3) && Math.floor((c % 9) / 3) === Math.floor(col / 3)]];
  const why = houses.map(([house, holds]) => {
    const other = [...after].findIndex((ch, c) => holds(c) && ch === wrong);
    return other >= 0 ? `: ${house} has ${wrong} in ${name(other)}.` : null;
  }).find(Boolean) ?? ': the solution has another value there.';
  assert.equal(await hintMessage(), `${name(blank)} is not ${wrong}${why}`);
  await button(page, 'Apply hint').click();
  assert.match(await label(page, blank), /empty/);
});

test('a share link with the game ID recreates the same puzzle and progress in a fresh browser profile', async (t) => {
  const { page } = await open(t, 'index.html');
  const id = await gameId(page);
  const blank = (await boardText(page)).indexOf('.');
  await page.click(`#board [data-cell="${blank}"]`);
  await page.keyboard.press('5');
  await button(page, 'Share').click();
  await page.check('#share-progress');
  const link = new URL(await page.inputValue('#share-link'));
  assert.equal(new URLSearchParams(link.hash.slice(1)).get('id'), id);
  const here = await labels(page);

  const other = await open(t, `index.html${link.hash}`);
  assert.match(await message(other.page), /^Shared game opened/);
  assert.equal(await gameId(other.page), id);
  assert.deepEqual(await labels(other.page), here.map((l) => l.replace(/, selected/, '')));
});

test('the daily puzzle is the same in two fresh profiles and its ID carries the date', async (t) => {
  const boards = [];
  for (let i = 0; i < 2; i++) {
    const { page } = await open(t, 'index.html');
    await button(page, 'Daily puzzle').click();
    await page.waitForFunction(() => /^Daily puzzle: /.test(document.querySelector('#message').textContent));
    boards.push({ text: await boardText(page), id: await gameId(page) });
  }
  const today = new Date();
  const seed = today.getFullYear() * 10000 + (today.getMonth() + 1) * 100 + today.getDate();
  assert.equal(boards[0].id, `9c-2n-${seed.toString(36)}`);
  assert.deepEqual(boards[1], boards[0]);
  assert.equal(boards[0].text, cli(['generate', '--level', 'medium', '--seed', String(seed)])[0]);
});

test('a long generation shows its progress, and Cancel leaves the current game playable', async (t) => {
  const { page } = await open(t, 'index.html');
  const before = await labels(page);
  // Minimal on 25x25 runs far longer than this test (over a minute natively): it is surely running at Cancel.
  await startNewGame(page, { size: '25', level: 'easy' }, { wait: false, minimal: true });
  await page.waitForSelector('#progress-dialog[open]');
  await page.waitForFunction(() => document.querySelector('#progress').value > 0);
  await screenshot(page, 'app-generating.png');
  await page.click('#progress-cancel');
  assert.equal(await message(page), 'Generation cancelled.');
  assert.equal(await page.isVisible('#progress-dialog'), false);
  assert.deepEqual(await labels(page), before);

  const blank = (await boardText(page)).indexOf('.');
  await page.click(`#board [data-cell="${blank}"]`);
  await page.keyboard.press('3');
  assert.match(await label(page, blank), /, 3/);
  await button(page, 'Hint').click(); // the engine runs again in a new worker
  await page.waitForFunction(() => /is not 3[.:] |Look at/.test(document.querySelector('#message').textContent));
});

// Chromium has WebAssembly SIMD, so the page's own wasm-build.js is served here with its check answering no, as
// Safari before 16.4 would: the page, its worker and its service worker must then all take the plain build.
test('a browser without WebAssembly SIMD loads the plain build: a new game is made, and it is the .wasm cached', async (t) => {
  const fetched = new Set();
  const { page } = await open(t, 'index.html', {
    beforeOpen: async (blank) => {
      blank.context().on('request', (request) => {
        if (request.url().endsWith('.wasm')) fetched.add(new URL(request.url()).pathname.split('/').pop());
      });
      await blank.context().route('**/web/engine/wasm-build.js', async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace('WebAssembly.validate(SIMD_PROBE)', 'false');
        assert.notEqual(body, await response.text(), 'wasm-build.js no longer asks WebAssembly.validate');
        await route.fulfill({ response, body });
      });
    },
  });
  await startNewGame(page, { size: '9', level: 'easy' });
  assert.deepEqual([...fetched], ['sudoku.wasm']);
  const worker = await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active.scriptURL));
  assert.match(worker, /\/sw\.js$/, 'registered for the plain build');
  assert.deepEqual(await cachedWasm(page), ['sudoku.wasm']);
});
