// No progress lost across tabs, and a share link never silently replaces an unfinished game: two pages in one
// browser context (one localStorage), on the real .wasm.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boardText, button, dataLines, label, linkTo, message, open, screenshot } from './app-page.js';

const [PUZZLE, , SOLUTION] = dataLines.filter((p) => p[1] === '1')[0];
const blanks = [...PUZZLE].flatMap((ch, cell) => (ch === '.' ? [cell] : []));

async function openSecond(page, path = 'index.html') {
  const origin = new URL(page.url()).origin;
  const second = await page.context().newPage();
  await second.goto(`${origin}/${path}`);
  await second.waitForSelector('body[data-ready=true]');
  return second;
}

test('moves made in one tab survive closing another tab opened earlier and never touched', async (t) => {
  const { page: first } = await open(t, linkTo(PUZZLE));
  const second = await openSecond(first);
  assert.equal(await boardText(second), await boardText(first), 'the second tab resumes the same game');
  for (const cell of blanks.slice(0, 5)) {
    await first.click(`#board [data-cell="${cell}"]`);
    await first.keyboard.press(SOLUTION[cell]);
  }
  const played = await boardText(first);
  // The other tab hears each save and shows it.
  await second.waitForFunction((cell) => /, \d$/.test(document.querySelector(`#board [data-cell="${cell}"]`).getAttribute('aria-label')), blanks[4]);
  assert.equal(await boardText(second), played);
  assert.match(await message(second), /changed in another tab/);
  await screenshot(second, 'play-second-tab.png');
  await second.close({ runBeforeUnload: true }); // pagehide: it saves what it shows, never an older copy
  await first.waitForTimeout(300); // the storage event of that save
  assert.doesNotMatch(await message(first), /another tab/, 'a save of the same moves is not news');
  await first.reload();
  await first.waitForSelector('body[data-ready=true]');
  assert.equal(await boardText(first), played, 'the five moves are still there after the other tab closed');
  assert.match(await label(first, blanks[0]), new RegExp(`, ${SOLUTION[blanks[0]]}$`));
});

test('a save from a tab whose copy is stale gives way to the newer save instead of overwriting it', async (t) => {
  const { page: first } = await open(t, linkTo(PUZZLE));
  const second = await openSecond(first);
  // The second tab misses the first tab's save (its storage event is dropped), then makes a move of its own.
  await second.evaluate(() => addEventListener('storage', (e) => e.stopImmediatePropagation(), { capture: true }));
  // Everything its message line says: the tab finds the newer save when it comes to the front or at its move's own
  // save, and a move takes the line's words away, so the words may be gone by the end.
  await second.evaluate(() => {
    window.said = [];
    const line = document.querySelector('#message');
    new MutationObserver(() => window.said.push(line.textContent)).observe(line, { childList: true, characterData: true, subtree: true });
  });
  await first.click(`#board [data-cell="${blanks[0]}"]`);
  await first.keyboard.press(SOLUTION[blanks[0]]);
  await second.click(`#board [data-cell="${blanks[1]}"]`);
  await second.keyboard.press(SOLUTION[blanks[1]]);
  assert.ok((await second.evaluate(() => window.said)).some((text) => /changed in another tab/.test(text)), 'the tab said so');
  assert.match(await label(second, blanks[0]), new RegExp(`, ${SOLUTION[blanks[0]]}$`), 'the newer save is shown');
  await first.reload();
  await first.waitForSelector('body[data-ready=true]');
  assert.match(await label(first, blanks[0]), new RegExp(`, ${SOLUTION[blanks[0]]}$`), 'and was not overwritten');
});

test('a share link asks before it replaces an unfinished game', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  await page.click(`#board [data-cell="${blanks[0]}"]`);
  await page.keyboard.press(SOLUTION[blanks[0]]);
  const other = dataLines.filter((p) => p[1] === '1')[1][0];
  const link = new URL(linkTo(other), page.url()).href;
  await page.goto('about:blank'); // a link opened anew, not a change of fragment in the open page
  await page.goto(link);
  await page.waitForFunction(() => document.querySelector('#confirm-dialog').open);
  assert.equal(await page.textContent('#confirm-title'), 'Open the shared game?');
  // It says which game the link holds (the data set's puzzle, rated as Import rates it).
  assert.match(await page.textContent('#confirm-text'), /^The link holds a game of Classic 9×9, (easy|medium|hard|expert|extreme)\. It replaces the game/);
  await screenshot(page, 'play-link-confirm.png');
  await button(page, 'Cancel').click();
  await page.waitForSelector('body[data-ready=true]');
  assert.match(await message(page), /Your game is kept/);
  assert.match(await label(page, blanks[0]), new RegExp(`, ${SOLUTION[blanks[0]]}$`));
  await page.goto('about:blank');
  await page.goto(link);
  await page.waitForFunction(() => document.querySelector('#confirm-dialog').open);
  await button(page, 'Open shared game').click();
  await page.waitForFunction(() => /Shared game opened/.test(document.querySelector('#message').textContent));
  assert.equal((await boardText(page, { givensOnly: true })), other);
  // A link with the sender's progress says so: it comes with the game.
  const otherSolution = dataLines.find(([puzzle]) => puzzle === other)[2];
  const blank = [...other].findIndex((ch) => ch === '.' || ch === '0');
  await page.click(`#board [data-cell="${blank}"]`);
  await page.keyboard.press(otherSolution[blank]);
  const progress = [...other].map((ch, cell) => (cell === blank ? otherSolution[cell] : '.')).join('');
  await page.goto('about:blank');
  await page.goto(`${link}&progress=${progress}`);
  await page.waitForFunction(() => document.querySelector('#confirm-dialog').open);
  assert.match(await page.textContent('#confirm-text'), /^The link holds a game of Classic 9×9, \w+, with the sender's 1 cell filled in\. It replaces/);
});

// A link followed in a tab that has the page open changes only the fragment: no load, so the page listens for it.
test('a share link opened in a tab already showing the page asks, opens it, or says why it cannot', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  await page.click(`#board [data-cell="${blanks[0]}"]`);
  await page.keyboard.press(SOLUTION[blanks[0]]);
  const other = dataLines.filter((p) => p[1] === '1')[1][0];
  const follow = (hash) => page.evaluate((fragment) => { location.hash = fragment; }, hash);
  const otherHash = new URL(linkTo(other), page.url()).hash;
  await follow(otherHash);
  await page.waitForFunction(() => document.querySelector('#confirm-dialog').open);
  assert.equal(await page.textContent('#confirm-title'), 'Open the shared game?');
  await button(page, 'Cancel').click();
  await page.waitForFunction(() => /Your game is kept/.test(document.querySelector('#message').textContent));
  assert.match(await label(page, blanks[0]), new RegExp(`, ${SOLUTION[blanks[0]]}$`));
  await button(page, 'Share').click();
  await page.waitForSelector('#share-dialog[open]');
  await follow(otherHash);
  await page.waitForFunction(() => document.querySelector('#confirm-dialog').open);
  assert.equal(await page.$eval('#share-dialog', (d) => d.open), false, 'Share gives way to the link (it stayed open under the question)');
  await button(page, 'Open shared game').click();
  await page.waitForFunction(() => /Shared game opened/.test(document.querySelector('#message').textContent));
  assert.equal(await boardText(page, { givensOnly: true }), other);
  assert.equal(await page.evaluate(() => location.hash), '', 'a reload resumes the game, not the link');
  const blank = [...other].indexOf('.');
  await page.click(`#board [data-cell="${blank}"]`);
  await page.keyboard.press('1');  // a move: the game is unfinished, and a good link would ask first
  await follow('#id=not-a-game-id');
  await page.waitForFunction(() => /^The shared link could not be opened: /.test(document.querySelector('#message').textContent));
  assert.equal(await page.$eval('#confirm-dialog', (d) => d.open), false, 'a bad link is said at once, with no question');
  assert.equal(await page.getAttribute('#message', 'data-tone'), 'error');
  assert.equal(await boardText(page, { givensOnly: true }), other, 'a bad link leaves the game as it was');
});
