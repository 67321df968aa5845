// What a new player meets in the first minutes, from a page review: the middle hint level keeping the answer back,
// the selection following a hint's cell, the new game's message naming its kind, Pause leaving the Game ID in view,
// the engine's messages shown as sentences, a resumed killer's rules worded at once, and every variant's keypad on
// a 360x740 screen.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { button, cli, engineLoaded, holdModule, labels, message, open } from './app-page.js';

const EXTREME = '9c-5n-lepret'; // an extreme 9x9: its hints run through many techniques
const cellName = (cell) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
const selected = (page) => page.$eval('#board [aria-selected=true]', (c) => Number(c.dataset.cell));
const hinted = (page) => page.$$eval('#board .cell.hint', (cells) => cells.map((c) => Number(c.dataset.cell)));
const valueOf = (name) => name.split(', ')[2];
const unmarked = (name) => name.replace(/, hint\b/, ''); // Apply takes the hint's marks off its cells

// The cells an Apply acted on: {cells: those whose value it set, else those whose notes it changed, placed}.
function actedOn(before, after) {
  const changed = (same) => before.flatMap((name, cell) => (same(unmarked(name), unmarked(after[cell])) ? [] : [cell]));
  const placed = changed((a, b) => valueOf(a) === valueOf(b));
  return { cells: placed.length ? placed : changed((a, b) => a === b), placed: placed.length > 0 };
}

async function pressHint(page) {
  const before = await message(page);
  await button(page, 'Hint').click();
  await page.waitForFunction((said) => !['Looking for a hint…', said].includes(document.getElementById('message').textContent), before);
  return message(page);
}

for (const notes of [false, true]) {
  test(`${EXTREME}, ${notes ? 'after Fill notes' : 'without notes'}: the second hint level names no cell the hint fills or clears; the third selects it, as Apply does`, async (t) => {
    const { page } = await open(t, `index.html#id=${EXTREME}`);
    await engineLoaded(page);
    if (notes) await button(page, 'Fill notes').click();
    const techniques = new Set();
    for (let hint = 0; hint < 16; hint++) {
      const nudge = await pressHint(page);
      techniques.add(nudge.split('.')[0]);
      const second = await pressHint(page);
      const marked = await hinted(page);
      const third = await pressHint(page);
      const target = await selected(page);
      const before = await labels(page);
      await button(page, 'Apply hint').click();
      await page.waitForFunction((old) => document.querySelector('#board').textContent !== old || /^Applied/.test(document.getElementById('message').textContent), before.join());
      const { cells: acted, placed } = actedOn(before, await labels(page));
      assert.ok(acted.length > 0, `Apply changed nothing after: ${third}`);
      for (const cell of acted) {
        assert.doesNotMatch(second, new RegExp(`\\b${cellName(cell)}\\b`), `the second level names ${cellName(cell)}, which the hint ${notes ? 'changes' : 'fills'}: ${second}`);
        assert.ok(!marked.includes(cell), `the second level marks ${cellName(cell)}, which the hint changes: ${second}`);
      }
      assert.ok(acted.includes(target), `the third level selects ${cellName(target)}, not a cell the hint changes (${acted.map(cellName)}): ${third}`);
      // A placement's cell is named; an elimination's explanation names its pattern ("the rest of column 8").
      if (placed) assert.match(third, new RegExp(`\\b${cellName(target)}\\b`), 'the third level names the cell it selects');
      assert.equal(await selected(page), target, 'Apply leaves the selection on the hint\'s cell');
      assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-selected')), 'true', 'the keyboard is on the selected cell');
    }
    t.diagnostic(`techniques met: ${[...techniques].join(', ')}`);
  });
}

// Starts a game from the New game dialog: `choices` are select values by id (new-size, new-variant, ...).
async function startNew(page, choices) {
  await button(page, 'New game').click();
  await page.waitForSelector('#new-dialog[open]');
  for (const [id, value] of Object.entries(choices)) await page.selectOption(`#${id}`, value);
  await page.click('#new-start');
}
const startEasy = (page, variant, constraint = '') => startNew(page, { 'new-variant': variant, 'new-constraint': constraint, 'new-level': 'easy' });

// And its rules: a play-tester's phone showed the line of rules under the keypad, cut off at the screen's foot.
test('a new game\'s message names its kind as the title does, "New game: Killer X 9×9, easy", and says its rules', async (t) => {
  const { page } = await open(t, 'index.html');
  await engineLoaded(page);
  await startEasy(page, 'x', 'killer');
  await page.waitForFunction(() => document.getElementById('game-title').textContent.startsWith('Killer X'), null, { timeout: 30000 });
  assert.equal(await message(page), 'New game: Killer X 9×9, easy. Good luck! X: each shaded diagonal also holds every value once. ' +
    'Killer: each dashed cage\'s values add up to its sum, without repeats.');
  assert.ok((await message(page)).endsWith(await page.textContent('#rules')), 'the rules as the line under the keypad says them');
});

test('Pause hides the board but not the Game ID under it', async (t) => {
  const { page } = await open(t, 'index.html');
  await button(page, 'Pause').click();
  const seen = await page.evaluate(() => {
    const id = document.getElementById('game-id').getBoundingClientRect();
    const top = document.elementFromPoint(id.left + id.width / 2, id.top + id.height / 2);
    return { topmost: top?.id || top?.className, boardHidden: getComputedStyle(document.getElementById('board')).visibility === 'hidden' };
  });
  assert.equal(seen.boardHidden, true);
  assert.equal(seen.topmost, 'game-id', 'the Game ID is the topmost element at its place');
});

test('the engine\'s messages are shown as sentences: capital first, full stop last', async (t) => {
  const { page } = await open(t, 'index.html');
  await engineLoaded(page);
  await button(page, 'Import').click();
  await page.waitForSelector('#import-dialog[open]');
  await page.fill('#import-text', '12345');
  await page.click('#import-check');
  await page.waitForFunction(() => document.getElementById('import-message').dataset.tone === 'error');
  const said = await page.textContent('#import-message');
  assert.match(said, /^[A-Z].*\.$/, `the import's message: ${said}`);
  assert.match(said, /81/, 'still the engine\'s message');
});

// Records the layout shifts from now on (not buffered: the first paint's own are not the engine's), with the
// elements that moved, in window.shifts.
const watchShifts = (page) => page.evaluate(() => {
  window.shifts = [];
  new PerformanceObserver((list) => window.shifts.push(...list.getEntries().map((e) => ({ value: e.value,
    sources: e.sources.map((s) => `${s.node?.id || s.node?.className || s.node?.nodeName} ${s.previousRect.y} -> ${s.currentRect.y}`) }))))
    .observe({ type: 'layout-shift' });
});

test('a killer resumed while the engine is still loading shows its rules in words at once: nothing moves when it loads', async (t) => {
  const { page } = await open(t, 'index.html');
  await engineLoaded(page);
  await button(page, 'Daily killer').click();
  await page.waitForFunction(() => document.getElementById('game-title').textContent.startsWith('Killer'), null, { timeout: 30000 });
  const words = await page.textContent('#rules');
  assert.match(words, /^Killer: \w/);
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
  });
  const hold = holdModule();
  await hold.beforeOpen(page);
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  assert.equal(await page.evaluate(() => performance.getEntriesByName('engine-ready').length), 0, 'the engine is held back');
  assert.equal(await page.textContent('#rules'), words, 'the rules in words before the engine has loaded');
  await watchShifts(page);
  hold.release();
  await page.waitForFunction(() => performance.getEntriesByName('engine-ready').length > 0);
  await engineLoaded(page);
  assert.equal(await page.textContent('#rules'), words);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  assert.deepEqual(await page.evaluate(() => window.shifts), [], 'nothing moves when the engine arrives');
});

// Every variant (and a killer X, two rules) at 360x740: both keypad rows on the first screen.
test('on a 360x740 phone every variant\'s keypad, and the daily killer\'s, is on the first screen', async (t) => {
  const { page } = await open(t, 'index.html');
  await page.setViewportSize({ width: 360, height: 740 });
  await engineLoaded(page);
  const keypadBottom = () => page.$eval('#keypad', (k) => k.getBoundingClientRect().bottom);
  const games = [null, ['x'], ['hyper'], ['jigsaw'], ['x', 'killer']]; // null: the daily killer
  for (const choice of games) {
    const title = await page.textContent('#game-title');
    if (choice) await startEasy(page, ...choice);
    else await button(page, 'Daily killer').click();
    await page.waitForFunction((old) => document.getElementById('game-title').textContent !== old, title, { timeout: 30000 });
    await page.evaluate(() => scrollTo(0, 0));
    const bottom = await keypadBottom();
    const name = await page.textContent('#game-title');
    t.diagnostic(`${name}: keypad ends at ${bottom.toFixed(1)} px`);
    assert.ok(bottom <= 740, `${name}: the keypad ends at ${bottom.toFixed(1)} px, below the 740 px screen`);
  }
});

// The dailies, and a 16x16 whose making opens the progress dialog (over 250 ms): closing, it gives the focus back to
// New game, low on the page, which scrolled there. On a 390x844 phone, from the first 9x9, the buttons are just under
// the screen: the click itself scrolls the page, by less than the title bar, so the board stays on the screen and only
// the title is cut off (a play-tester's daily killer).
test('on a phone a game started from the buttons under the keypad is drawn in view, not off screen above', async (t) => {
  const { page } = await open(t, 'index.html');
  await engineLoaded(page);
  for (const [width, height, start, scroll] of [[390, 844, () => button(page, 'Daily killer').click(), false],
    [360, 740, () => button(page, 'Daily puzzle').click(), true], [360, 740, () => startNew(page, { 'new-size': '16' }), true]]) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => scrollTo(0, 0));
    const title = await page.textContent('#game-title');
    if (scroll) {
      await button(page, 'Daily killer').scrollIntoViewIfNeeded();
      assert.ok(await page.evaluate(() => scrollY) > 0, 'the buttons are below the first screen');
    }
    await start();
    await page.waitForFunction((old) => document.getElementById('game-title').textContent !== old, title, { timeout: 60000 });
    await page.waitForFunction(() => !document.querySelector('dialog[open]') && document.activeElement?.getAttribute('role') === 'gridcell');
    // Its title too, which says what the new game is (a play-tester's daily killer had it cut off).
    const top = await page.$eval('#game-title', (title) => title.getBoundingClientRect().top);
    assert.ok(top >= 0, `${await page.textContent('#game-title')}: the new game's title starts ${-top} px above the screen`);
  }
});

test('Apply on a mistake\'s hint says what it did: a note left out is put back', async (t) => {
  const { page } = await open(t, 'index.html');
  await engineLoaded(page);
  const [, solution] = cli(['generate', '--id', await page.textContent('#game-id'), '--with-solution'])[0].split(':');
  await button(page, 'Fill notes').click();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'gridcell'); // the keyboard is back
  // A cell of two notes or more: one whose only note is taken out has no notes, which the engine reads as unmarked.
  const cell = await page.$$eval('#board [role=gridcell]', (cells) => Number(cells.find((c) => /notes \d \d/.test(c.getAttribute('aria-label'))).dataset.cell));
  await page.click(`#board [data-cell="${cell}"]`);
  await page.waitForFunction((c) => document.activeElement?.dataset.cell === String(c), cell);
  await page.keyboard.press(`Shift+${solution[cell]}`); // takes the true value out of the cell's notes
  await page.waitForFunction(([c, v]) => !new RegExp(`notes [^,]*\\b${v}\\b`).test(document.querySelector(`#board [data-cell="${c}"]`).getAttribute('aria-label')), [cell, solution[cell]]);
  const hint = await pressHint(page);
  assert.match(hint, new RegExp(`^The notes of ${cellName(cell)} leave out ${solution[cell]}`));
  await button(page, 'Apply hint').click();
  assert.equal(await message(page), `Applied the hint: note ${solution[cell]} in ${cellName(cell)}.`);
});

// A play-tester found "r3c4" explained nowhere but in the label of the last setting. A hint naming a cell says what
// the name means under it, for the player's first three such hints, with a button that turns the labels on.
async function hintNamingACell(page) {
  for (let level = 0; level < 3; level++) {
    const said = await pressHint(page);
    const named = /\br(\d+)c(\d+)\b/.exec(said);
    if (named) return named;
  }
  throw new Error(`three levels of a hint named no cell: ${await message(page)}`);
}
const cellNamesNote = (page) => page.$eval('#cell-names', (note) => (note.hidden ? null : note.textContent));

test('A hint naming a cell says what the name means for the first three hints; Show labels turns the labels on', async (t) => {
  const { page } = await open(t, `index.html#id=${EXTREME}`);
  await engineLoaded(page);
  for (let hint = 1; hint <= 4; hint++) {
    const [name, row, col] = await hintNamingACell(page);
    const note = await cellNamesNote(page);
    if (hint <= 3) assert.equal(note, `${name} is row ${row}, column ${col}. Show labels`, `hint ${hint}`);
    else assert.equal(note, null, 'the fourth hint has no note');
    await button(page, 'Apply hint').click();
    await page.waitForFunction(() => document.getElementById('apply-hint').hidden);
    assert.equal(await cellNamesNote(page), null, 'the note goes with its hint');
  }

  const fresh = (await open(t, `index.html#id=${EXTREME}`)).page;
  await engineLoaded(fresh);
  await hintNamingACell(fresh);
  assert.equal(await fresh.isHidden('#row-labels'), true);
  await button(fresh, 'Show labels').click();
  assert.equal(await fresh.isVisible('#row-labels'), true, 'the labels are shown');
  assert.equal(await fresh.isChecked('#show-labels'), true, 'their setting is on');
  assert.equal(await cellNamesNote(fresh), null, 'the note is gone');
  assert.equal(await fresh.evaluate(() => document.activeElement.getAttribute('role')), 'gridcell', 'the focus is on the board');
  await pressHint(fresh);
  assert.equal(await cellNamesNote(fresh), null, 'no note while the labels are shown');
});
