// A new player trying each variant: what the page tells them about a game's rules, in headless Chromium on the
// real .wasm (the words are the engine's, from its constants).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { button, engineLoaded, linkTo, open, screenshot } from './app-page.js';
import { THERMO } from './constraint-puzzles.js';

const constantsOf = (page) => page.evaluate(async () => (await import('./web/game-engine.js')).constants());

async function startNewGame(page, { variant = 'classic', constraint = '' }) {
  const before = await page.textContent('#game-id');
  await button(page, 'New game').click();
  await page.selectOption('#new-variant', variant);
  await page.selectOption('#new-constraint', constraint);
  await button(page, 'Start').click();
  await page.waitForFunction((old) => !['', old].includes(document.querySelector('#game-id').textContent), before, { timeout: 30000 });
}

test('each variant and rule is explained under the keypad in the engine\'s words, and the grid is described by them', async (t) => {
  const { page } = await open(t, 'index.html');
  await engineLoaded(page);
  const constants = await constantsOf(page);
  const summary = (list, name) => list.find((entry) => entry.name === name).summary;
  assert.equal(await page.isVisible('#rules'), false, 'a classic game has no rules line');
  for (const [variant, constraint, label] of [['x', 'killer', 'X'], ['jigsaw', '', 'Jigsaw'], ['classic', 'anti-knight', '']]) {
    await startNewGame(page, { variant, constraint });
    const words = [
      ...(variant === 'classic' ? [] : [`${label}: ${summary(constants.variants, variant)}.`]),
      ...(constraint ? [`${constants.constraints.find((c) => c.name === constraint).label}: ${summary(constants.constraints, constraint)}.`] : []),
    ];
    assert.ok(words.every((line) => line.length > 25), `a rule in words: ${words}`);
    assert.equal(await page.textContent('#rules'), words.join(' '));
    assert.equal(await page.isVisible('#rules'), true);
    if (variant === 'x') assert.match(await page.textContent('#game-title'), /^Killer X 9×9, \w+$/, 'each word of the kind capitalised');
    const described = await page.$eval('#board', (board) => board.getAttribute('aria-describedby').split(' ')
      .map((id) => document.getElementById(id).textContent).join(' '));
    assert.ok(described.startsWith(words.join(' ')), `the grid's description: ${described}`);
  }
});

test('a printed thermo says its rule under the board, as the screen says it under the keypad', async (t) => {
  const { page } = await open(t, linkTo(THERMO));
  await page.waitForFunction(() => /^Thermo: \w/.test(document.getElementById('rules').textContent), null, { timeout: 20000 });
  const rules = await page.textContent('#rules');
  await page.evaluate(() => dispatchEvent(new Event('beforeprint'))); // what the browser's Print does first
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.isVisible('#print-puzzle'), true);
  assert.equal(await page.isVisible('#print-rules'), true, 'the rules are printed');
  assert.equal(await page.textContent('#print-rules'), rules);
  const [board, words] = await page.$$eval('#print-puzzle, #print-rules', (nodes) => nodes.map((n) => n.getBoundingClientRect()));
  assert.ok(words.top >= board.bottom, 'under the board');
  await screenshot(page, 'variants-player-thermo-print.png');
});
