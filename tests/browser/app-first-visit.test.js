// A first visit on a slow network: the game made ahead (web/first-games.js) is drawn and takes input while the
// engine's module is still downloading (held back here by routing it); the buttons that need the engine say they
// wait and open nothing until it has loaded; what was typed meanwhile is kept, and the saved game resumes. An
// engine that cannot load leaves the board playable and says so.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boardText, button, cli, holdModule, label, message, open } from './app-page.js';

const ENGINE_BUTTONS = ['Hint', 'New game', 'Daily puzzle', 'Daily killer', 'Import'];

const engineReady = (page) => page.evaluate(() => performance.getEntriesByName('engine-ready').length > 0);
const openDialogs = (page) => page.$$eval('dialog[open]', (dialogs) => dialogs.map((d) => d.id));

test('the first board takes values and notes before the engine has loaded; Hint and New game wait for it; nothing typed is lost', async (t) => {
  const hold = holdModule();
  const { page } = await open(t, 'index.html', { beforeOpen: hold.beforeOpen });
  assert.equal(await engineReady(page), false, 'the board is ready while the module is held back');
  for (const name of ENGINE_BUTTONS) {
    const marks = await button(page, name).evaluate((b) => [b.dataset.engine, b.getAttribute('aria-describedby')]);
    assert.deepEqual(marks, ['loading', 'loading'], `${name} shows it waits for the engine`);
  }
  assert.match(await page.textContent('#loading'), /Loading the puzzle engine/);

  // The game is the one its game ID makes (the native CLI as the reference), and the board plays it.
  const id = await page.textContent('#game-id');
  const [puzzle, solution] = cli(['generate', '--id', id, '--with-solution'])[0].split(':');
  assert.equal(await boardText(page, { givensOnly: true }), puzzle);
  const first = await page.$eval('#board [aria-selected=true]', (c) => Number(c.dataset.cell));
  await page.keyboard.press(solution[first]);
  const noted = puzzle.indexOf('.', first + 1);
  await page.click(`#board [data-cell="${noted}"]`);
  await page.keyboard.press(`Shift+Digit${solution[noted]}`);
  assert.match(await label(page, first), new RegExp(`, ${solution[first]}$`));
  assert.match(await label(page, noted), new RegExp(`, notes ${solution[noted]}$`));

  await button(page, 'Hint').click();
  assert.match(await message(page), /still loading/);
  await button(page, 'New game').click();
  await page.waitForTimeout(300);
  assert.deepEqual(await openDialogs(page), [], 'no dialog while the engine loads');
  assert.equal(await engineReady(page), false);

  hold.release();
  await page.waitForFunction(() => performance.getEntriesByName('engine-ready').length > 0);
  await page.waitForSelector('#new-dialog[open]'); // the New game press goes on once the engine is there
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !/still loading|^Looking/.test(document.querySelector('#message').textContent));
  assert.doesNotMatch(await message(page), /^No hint/);
  for (const name of ENGINE_BUTTONS) {
    assert.equal(await button(page, name).getAttribute('data-engine'), null, `${name} no longer waits`);
  }
  assert.match(await label(page, first), new RegExp(`, ${solution[first]}(, hint)?$`), 'the value typed before the engine');
  assert.match(await label(page, noted), new RegExp(`, notes ${solution[noted]}(, hint)?$`), 'the note typed before the engine');

  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  assert.match(await message(page), /^Welcome back/);
  assert.equal(await page.textContent('#game-id'), id);
  assert.match(await label(page, first), new RegExp(`, ${solution[first]}$`), 'the saved game resumes with the value');
});

// No console error either (open() checks): the failure is the page's message, not an unhandled rejection.
test('when the engine cannot load, the first board stays playable and the page says why', async (t) => {
  const { page } = await open(t, 'index.html', {
    beforeOpen: (blank) => blank.context().route('**/sudoku*.wasm', (route) => route.fulfill({ contentType: 'application/wasm', body: 'not a module' })),
  });
  await page.waitForFunction(() => /^The puzzle engine could not start/.test(document.querySelector('#message').textContent));
  assert.match(await message(page), /Hints and new games need it: pressing Hint or New game tries again, as does reloading the page\.$/);
  assert.doesNotMatch(await message(page), /ASSERTIONS/, 'no advice meant for the engine\'s developers');
  const first = await page.$eval('#board [aria-selected=true]', (c) => Number(c.dataset.cell));
  await page.keyboard.press('Shift+Digit5');
  assert.match(await label(page, first), /, notes 5$/);
  await button(page, 'Hint').click(); // a new worker tries again, and fails the same way
  await page.waitForFunction(() => /^No hint: /.test(document.querySelector('#message').textContent));
  assert.deepEqual(await openDialogs(page), []);
});

// A returning player whose visit finds the engine broken keeps the saved game: it is neither set aside nor
// replaced by a first game, and it resumes once the engine loads again. The save here has no stored description
// (as saves from before it was stored), so resuming it needs the engine.
test('when the engine cannot load, a saved game is kept and resumes on the next visit', async (t) => {
  const { page } = await open(t, 'index.html');
  const first = await page.$eval('#board [aria-selected=true]', (c) => Number(c.dataset.cell));
  await page.keyboard.press('Shift+Digit7');
  const id = await page.textContent('#game-id');
  // No service worker or its cache may answer for the module: the routed, broken one must be what loads.
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
  });
  await page.evaluate(() => localStorage.removeItem('sudoku-dlx.description'));
  const broken = (route) => route.fulfill({ contentType: 'application/wasm', body: 'not a module' });
  await page.context().route('**/sudoku*.wasm', broken);
  await page.reload();
  await page.waitForFunction(() => /^The puzzle engine could not start/.test(document.querySelector('#message').textContent));
  assert.match(await message(page), /your saved game is kept/);
  assert.equal(await page.evaluate(() => Object.keys(localStorage).some((key) => key.includes('set-aside'))), false);
  await page.context().unroute('**/sudoku*.wasm', broken);
  await page.reload();
  await page.waitForFunction(() => /^Welcome back/.test(document.querySelector('#message').textContent));
  assert.equal(await page.textContent('#game-id'), id);
  assert.match(await label(page, first), /, notes 7$/);
});

// Caches nothing between visits but the browser's own: no service worker may answer for the module, so a held or
// broken .wasm is what the page gets.
const dropServiceWorker = (page) => page.evaluate(async () => {
  for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
  for (const name of await caches.keys()) await caches.delete(name);
});

// A returning player: the saved game is drawn from the engine's description stored when it was started, so it
// takes input before the engine has loaded; the engine then describes it again and agrees.
test('a returning player\'s saved game is drawn and takes input before the engine has loaded', async (t) => {
  const { page } = await open(t, 'index.html');
  const id = await page.textContent('#game-id');
  const [puzzle, solution] = cli(['generate', '--id', id, '--with-solution'])[0].split(':');
  const first = await page.$eval('#board [aria-selected=true]', (c) => Number(c.dataset.cell));
  await page.keyboard.press(solution[first]);
  await page.waitForFunction(() => performance.getEntriesByName('engine-ready').length > 0);
  await dropServiceWorker(page);
  const hold = holdModule();
  await hold.beforeOpen(page);
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  assert.equal(await engineReady(page), false, 'the board is ready while the module is held back');
  assert.match(await message(page), /^Welcome back/);
  assert.equal(await page.textContent('#game-id'), id);
  assert.equal(await boardText(page, { givensOnly: true }), puzzle);
  assert.match(await label(page, first), new RegExp(`, ${solution[first]}$`), 'the saved value');
  // The peers come from the stored description: a value that repeats a given of its row clashes at once.
  const next = puzzle.indexOf('.', first + 1);
  const row = Math.floor(next / 9);
  const given = [...puzzle.slice(row * 9, row * 9 + 9)].find((symbol) => symbol !== '.');
  await page.click(`#board [data-cell="${next}"]`);
  await page.keyboard.press(given);
  assert.equal(await page.$eval(`#board [data-cell="${next}"]`, (c) => c.classList.contains('clash')), true, 'a clash with a given of its row');
  await page.keyboard.press('Backspace');
  await page.keyboard.press(solution[next]);
  assert.equal(await engineReady(page), false);

  hold.release();
  await page.waitForFunction(() => performance.getEntriesByName('engine-ready').length > 0);
  await button(page, 'Hint').click();
  await page.waitForFunction(() => !/^Looking|still loading/.test(document.querySelector('#message').textContent));
  assert.doesNotMatch(await message(page), /^No hint|cannot read/, 'the engine reads the game as described');
  for (const cell of [first, next]) assert.match(await label(page, cell), new RegExp(`, ${solution[cell]}(, hint)?$`));
});

// Saves from before the description was stored (or with one that does not read) still load, once the engine is
// there; the description is then stored for the next visit.
test('a saved game without a stored description waits for the engine and then resumes', async (t) => {
  const { page } = await open(t, 'index.html');
  const first = await page.$eval('#board [aria-selected=true]', (c) => Number(c.dataset.cell));
  await page.keyboard.press('Shift+Digit4');
  await page.waitForFunction(() => performance.getEntriesByName('engine-ready').length > 0);
  await dropServiceWorker(page);
  await page.evaluate(() => localStorage.setItem('sudoku-dlx.description', '{"format":1,"value":{"puzzle":{}}}'));
  const hold = holdModule();
  await hold.beforeOpen(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.waitForTimeout(500);
  assert.equal(await page.$('body[data-ready=true]'), null, 'the board waits for the engine');
  hold.release();
  await page.waitForSelector('body[data-ready=true]');
  assert.match(await message(page), /^Welcome back/);
  assert.match(await label(page, first), /, notes 4$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sudoku-dlx.description')).value);
  assert.equal(stored.peers.length, 81, 'the engine\'s description is stored again');
});

// An engine that failed to load and then loaded on a retry (the next press starts a new worker) fills the
// dialogs' choices: before, they stayed empty for the rest of the visit.
test('after the engine failed to load and loaded on a retry, New game and Import offer the engine\'s choices', async (t) => {
  const broken = (route) => route.fulfill({ contentType: 'application/wasm', body: 'not a module' });
  const { page } = await open(t, 'index.html', { beforeOpen: (blank) => blank.context().route('**/sudoku*.wasm', broken) });
  await page.waitForFunction(() => /^The puzzle engine could not start/.test(document.querySelector('#message').textContent));
  await page.context().unroute('**/sudoku*.wasm', broken);
  await button(page, 'New game').click();
  await page.waitForSelector('#new-dialog[open]');
  const constants = await page.evaluate(() => import('./web/game-engine.js').then((engine) => engine.constants()));
  const options = (select) => page.$$eval(`${select} option`, (list) => list.map((o) => o.value));
  const sizes = constants.sizes.filter((entry) => entry.boxes.length).map(({ size }) => String(size));
  assert.ok(sizes.length > 1);
  assert.deepEqual(await options('#new-size'), sizes);
  assert.deepEqual(await options('#new-variant'), constants.variants.map(({ name }) => name));
  assert.ok((await options('#new-level')).length > 0, 'the levels of the chosen size and variant');
  await page.keyboard.press('Escape');
  await button(page, 'Import').click();
  await page.waitForSelector('#import-dialog[open]');
  assert.deepEqual(await options('#import-variant'), constants.variants.map(({ name }) => name));
});
