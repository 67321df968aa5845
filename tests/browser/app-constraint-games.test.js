// New games with constraints beyond houses, in headless Chromium on the real .wasm: New game offers each rule the
// engine lists with the levels it reports, a generated killer is the native CLI's puzzle for its game ID, the daily
// killer is the CLI's for the date, and each rule's board is captured on desktop and phone, light and dark.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { button, cli, labels, linkTo, open, screenshot } from './app-page.js';
import { KILLER } from './constraint-puzzles.js';

const constraintsOf = (page) => page.evaluate(async () => (await import('./web/game-engine.js')).constants());
const option = (page, select) => page.$$eval(`${select} option`, (options) => options.map((o) => o.value));

// The cage sums the overlay shows, in reading order of the cages' first cells.
const drawnSums = (page) => page.$$eval('#board svg.constraints text.cage-sum', (texts) => texts.map((t) => Number(t.textContent)));
// The same from a puzzle line's fields.
function lineSums(line) {
  const cages = [...line.matchAll(/cage=(\d+)\/((?:r\d+c\d+)+)/g)].map(([, sum, cells]) => {
    const first = Math.min(...[...cells.matchAll(/r(\d+)c(\d+)/g)].map(([, r, c]) => (r - 1) * 9 + (c - 1)));
    return [first, Number(sum)];
  });
  return cages.sort((a, b) => a[0] - b[0]).map(([, sum]) => sum);
}

async function startNewGame(page, { constraint, level, variant = 'classic' }) {
  const before = await page.textContent('#game-id');
  await button(page, 'New game').click();
  await page.selectOption('#new-variant', variant);
  await page.selectOption('#new-constraint', constraint);
  if (level) await page.selectOption('#new-level', level);
  await button(page, 'Start').click();
  await page.waitForFunction((old) => !['', old].includes(document.querySelector('#game-id').textContent), before, { timeout: 30000 });
}

test('New game offers every rule the engine lists, with the levels it reports; a killer matches the CLI\'s game ID', async (t) => {
  const { page } = await open(t, linkTo(KILLER));
  const constants = await constraintsOf(page);
  assert.ok(constants.constraints.some((c) => c.name === 'killer'), JSON.stringify(constants.constraints));
  await button(page, 'New game').click();
  assert.deepEqual(await option(page, '#new-constraint'), ['', ...constants.constraints.map((c) => c.name)]);
  for (const { name } of constants.constraints) {
    await page.selectOption('#new-constraint', name);
    const levels = constants.sizes.find((s) => s.size === 9).constraints[name].classic;
    assert.deepEqual(await option(page, '#new-level'), levels, name);
  }
  await page.keyboard.press('Escape');
  const levels = constants.sizes.find((s) => s.size === 9).constraints.killer.classic;
  await startNewGame(page, { constraint: 'killer', level: levels[0] });
  const id = await page.textContent('#game-id');
  assert.match(await page.textContent('#game-title'), /^Killer 9×9, /);
  const [line] = cli(['generate', '--id', id]);
  assert.deepEqual(await drawnSums(page), lineSums(line));
  await screenshot(page, 'constraints-new-killer.png');
});

test('the daily killer is the CLI\'s killer for the date\'s seed', async (t) => {
  const { page } = await open(t, linkTo(KILLER));
  await page.waitForFunction(() => !document.querySelector('#daily-killer').hidden);
  await button(page, 'Daily killer').click();
  // The shared killer's title also starts with 'Killer': wait for the daily one's message.
  await page.waitForFunction(() => document.querySelector('#message').textContent.startsWith('Daily killer'));
  assert.match(await page.textContent('#game-title'), /^Killer 9×9, \w+$/);
  // The Game ID line says it is the daily (a play-tester's read as any killer once its first words had gone).
  assert.match(await page.textContent('#game-id-line'), /^Daily, \d+ \w+ · Game ID 9c-\w+-\w+-ck\w+$/);
  const today = new Date();
  const seed = today.getFullYear() * 10000 + (today.getMonth() + 1) * 100 + today.getDate();
  const level = (await page.textContent('#game-title')).split(', ')[1];
  const [line] = cli(['generate', '--constraint', 'killer', '--level', level, '--seed', String(seed)]);
  assert.deepEqual(await drawnSums(page), lineSums(line));
});

// Each rule the engine makes, generated at its first level: the board drawn (or the rule said under it).
test('screenshots: a generated game of every rule, desktop and phone, light and dark', async (t) => {
  const { page } = await open(t, linkTo(KILLER));
  const constants = await constraintsOf(page);
  for (const { name, label } of constants.constraints) {
    const [level] = constants.sizes.find((s) => s.size === 9).constraints[name].classic;
    await page.setViewportSize({ width: 1280, height: 800 });
    await startNewGame(page, { constraint: name, level });
    const groups = await page.$$eval('#board svg.constraints > *', (shapes) => shapes.length);
    const rules = await page.textContent('#rules');
    assert.ok(groups > 0 || rules.startsWith(`${label}: `), `${name}: ${groups} shapes, "${rules}"`);
    assert.equal((await labels(page)).length, 81);
    for (const [device, width, height] of [['desktop', 1280, 800], ['phone', 390, 844]]) {
      await page.setViewportSize({ width, height });
      for (const scheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme: scheme });
        await screenshot(page, `constraints-new-${name}-${device}-${scheme}.png`);
      }
    }
  }
});
