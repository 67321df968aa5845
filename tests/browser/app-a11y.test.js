// axe-core (npm) on the real page: the board of every variant with notes (both kinds) and a hint showing, light and dark,
// and every dialog: zero violations, with the experimental label-content-name-mismatch rule turned on.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { button, dataLines, holdModule, linkTo, open, screenshot } from './app-page.js';
import { ARROW, KILLER, THERMO } from './constraint-puzzles.js';

const [PUZZLE] = dataLines.filter((p) => p[1] === '1')[0];
const RULES = { 'label-content-name-mismatch': { enabled: true } };

// The violations as "rule: target" lines, so a failure names what and where.
async function violations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ url: '/node_modules/axe-core/axe.min.js' }); // same origin: the page's CSP allows it
  }
  const result = await page.evaluate((rules) => window.axe.run(document, { rules }), RULES);
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

// replacing: the game on the board has moves, so the page asks first.
// Presses the theme button until the page shows `theme`, chosen or as the system's look.
async function showTheme(page, theme) {
  const shown = () => page.evaluate(() => document.documentElement.dataset.theme ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
  for (let presses = 0; (await shown()) !== theme; presses++) {
    assert.ok(presses < 1, 'one press shows the other look');
    await page.click('#theme');
  }
}

async function newGame(page, variant, { replacing = false } = {}) {
  await button(page, 'New game').click();
  await page.selectOption('#new-variant', variant);
  await page.selectOption('#new-level', 'easy');
  await button(page, 'Start').click();
  if (replacing) await page.click('#confirm-dialog[open] #confirm-ok');
  await page.waitForFunction((v) => document.querySelector('#board').getAttribute('aria-label').includes(v === 'classic' ? 'Sudoku' : v), variant);
}

for (const theme of ['light', 'dark']) {
  test(`axe: every variant's board with notes and a hint showing, ${theme}`, async (t) => {
    const { page } = await open(t, linkTo(PUZZLE));
    await showTheme(page, theme);
    for (const variant of ['classic', 'x', 'hyper', 'jigsaw']) {
      await newGame(page, variant, { replacing: variant !== 'classic' });
      await button(page, 'Fill notes').click();
      await page.click(`#board [data-cell="${await page.$eval('#board [aria-selected=true]', (c) => c.dataset.cell)}"]`);
      await page.keyboard.press('c'); // centre notes in the selected cell too
      await page.keyboard.press('1');
      await page.keyboard.press('2');
      await page.keyboard.press('c');
      for (let level = 0; level < 3; level++) await button(page, 'Hint').click();
      await page.waitForFunction(() => !document.querySelector('#apply-hint').hidden);
      assert.deepEqual(await violations(page), [], `${variant}, ${theme}`);
      await screenshot(page, `a11y-${variant}-${theme}.png`);
    }
  });
}

test('axe: the first board while the engine is still loading, its waiting buttons included, light and dark', async (t) => {
  const hold = holdModule();
  const { page } = await open(t, 'index.html', { beforeOpen: hold.beforeOpen });
  for (const theme of ['light', 'dark']) {
    await showTheme(page, theme);
    assert.equal(await page.locator('button[data-engine=loading]').count(), 5, 'the engine is still loading');
    assert.deepEqual(await violations(page), [], theme);
    await screenshot(page, `a11y-engine-loading-${theme}.png`);
  }
  hold.release();
});

test('axe: boards with cages, thermometers and arrows, with notes and a hint showing', async (t) => {
  for (const [kind, puzzle] of [['killer', KILLER], ['thermo', THERMO], ['arrow', ARROW]]) {
    const { page } = await open(t, linkTo(puzzle));
    await button(page, 'Fill notes').click();
    await page.waitForFunction(() => /notes/.test(document.querySelector('#board [aria-selected=true]').getAttribute('aria-label')));
    await button(page, 'Hint').click();
    await page.waitForFunction(() => !document.querySelector('#apply-hint').hidden);
    assert.deepEqual(await violations(page), [], kind);
  }
});

test('axe: every dialog', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  const dialogs = [['New game', 'new-dialog'], ['Import', 'import-dialog'], ['Share', 'share-dialog'],
    ['Statistics', 'stats-dialog'], ['Print', 'print-dialog'], ['Solve', 'confirm-dialog']];
  for (const [name, id] of dialogs) {
    await button(page, name).click();
    await page.waitForFunction((d) => document.getElementById(d).open, id);
    assert.deepEqual(await violations(page), [], name);
    if (name === 'Share') {
      await button(page, 'Copy link').click();
      await page.waitForFunction(() => document.querySelector('#share-message').textContent !== '');
      assert.ok(await page.isVisible('#share-message'), 'the copy message shows inside the dialog');
      await screenshot(page, 'play-share-copied.png');
    }
    await page.keyboard.press('Escape');
  }
  await button(page, 'Solve').click();
  await button(page, 'Reveal').click();
  await page.waitForFunction(() => document.querySelector('#done-dialog').open);
  assert.deepEqual(await violations(page), [], 'completion summary');
});
