// The player's first ten minutes, in headless Chromium on the real .wasm: hints that always move the game on
// (a whole extreme game by Hint then Apply, with and without notes), the keyboard focus kept on the board after
// every control, Solve confirmed, mistakes as you go, levels the engine can make, and the completion summary.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boardText, button, cli, dataLines, engineLoaded, label, labels, linkTo, message, open, screenshot } from './app-page.js';
import { cellName } from '../../web/symbols.js';

const EXTREME = '9c-5n-lepret'; // the game of the stall report: its sixth step removes 2 from column 8
const [PUZZLE, , SOLUTION] = dataLines.filter((p) => p[1] === '1')[0];

const selectedCell = (page) => page.$eval('#board [aria-selected=true]', (c) => Number(c.dataset.cell));
const dialogOpen = (page, id) => page.$eval(`#${id}`, (d) => d.open);

// Presses Hint then Apply until the summary appears; every Apply must change the board. Returns the messages and
// how many of the presses placed a value.
async function playByHints(page) {
  const said = [];
  let placing = 0;
  for (let press = 0; press < 400 && !(await dialogOpen(page, 'done-dialog')); press++) {
    const before = await labels(page);
    const values = await boardText(page);
    await button(page, 'Hint').click();
    await page.waitForFunction(() => !document.querySelector('#apply-hint').hidden);
    said.push(await message(page));
    await button(page, 'Apply hint').click();
    assert.notDeepEqual(await labels(page), before, `Apply after "${said.at(-1)}" changed nothing`);
    if (await boardText(page) !== values) placing += 1;
  }
  return { said, placing };
}

for (const notes of [false, true]) {
  test(`the extreme game ${EXTREME} is solved by pressing Hint then Apply only, ${notes ? 'after Fill notes' : 'without notes'}`, async (t) => {
    const { page } = await open(t, `index.html#id=${EXTREME}`);
    const [, solution] = cli(['generate', '--id', EXTREME, '--with-solution'])[0].split(':');
    if (notes) await button(page, 'Fill notes').click();
    const blanks = [...await boardText(page)].filter((ch) => ch === '.').length;
    const { said, placing } = await playByHints(page);
    assert.equal(await boardText(page), solution);
    assert.equal(await page.textContent('#done-title'), 'Solved!');
    // An Apply places one value, or works on notes: removes some, or (a chain too long to show whole, given one
    // deduction at a time) writes those its first deduction leaves.
    assert.equal(placing, blanks);
    if (notes) assert.ok(said.length > blanks, `${said.length} presses for ${blanks} blanks`);
    await screenshot(page, `play-hints-solved-${notes ? 'notes' : 'plain'}.png`);
  });
}

test('a hint from an elimination shows the chain to the placement, marks its cells, and Apply places the value', async (t) => {
  const { page } = await open(t, `index.html#id=${EXTREME}`);
  // The fourteenth hint is an XY-Chain's elimination in cells without notes, which must lead on to a value (the sixth
  // is a Pointing whose chain is too long to show whole, given one deduction at a time).
  for (let i = 0; i < 13; i++) {
    await button(page, 'Hint').click();
    await page.waitForFunction(() => !document.querySelector('#apply-hint').hidden);
    await button(page, 'Apply hint').click();
    await page.waitForFunction(() => document.querySelector('#apply-hint').hidden);
  }
  await button(page, 'Hint').click();
  await page.waitForFunction(() => !document.querySelector('#apply-hint').hidden);
  assert.match(await message(page), /^XY-Chain\. .* It is the first of 2 deductions\.$/);
  await button(page, 'Hint').click();
  assert.match(await message(page), /^XY-Chain, then [^.]+\. Look at /);
  await button(page, 'Hint').click();
  const chain = await message(page);
  // The chain reads candidates (the engine's readsCandidates) in cells that show none: the last sentence says where.
  assert.match(chain, / Then: .* = \d\.( \d is already out of the candidates of [^.]+\.)?( Apply hint writes the notes it leaves in [^.]+\.)? Fill notes shows the candidates it reads\.$/);
  const marked = await page.$$eval('#board .cell.hint', (cells) => cells.map((c) => Number(c.dataset.cell)));
  assert.ok(marked.length >= 4, `marked ${marked}`);
  await screenshot(page, 'play-hint-chain.png');
  const before = await boardText(page);
  await button(page, 'Apply hint').click();
  const after = await boardText(page);
  const placed = [...after].filter((ch, cell) => ch !== before[cell]);
  assert.equal(placed.length, 1, 'Apply places exactly one value');
  await button(page, 'Hint').click();
  await button(page, 'Hint').click();
  await button(page, 'Hint').click();
  assert.notEqual(await message(page), chain, 'the next hint is not the step just applied');
});

test('a chain too long to show whole is given one deduction at a time, and Apply writes the notes it leaves', async (t) => {
  const { page } = await open(t, 'index.html#id=9c-4n-qibbw7-ck25'); // an expert killer
  await page.waitForFunction(() => document.getElementById('game-id').textContent === '9c-4n-qibbw7-ck25', null, { timeout: 30000 });
  await button(page, 'Hint').click(); // its first hint places a value; its second is five deductions from one
  await page.waitForSelector('#apply-hint:not([hidden])');
  await button(page, 'Apply hint').click();
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Applied'));
  await button(page, 'Hint').click();
  await page.waitForSelector('#apply-hint:not([hidden])');
  assert.match(await message(page), /^Cage Combinations\. Look at the 11 cage at r1c6\. No value follows from it yet\.( Cage Combinations: a cage's values add up .+)?$/);
  // The cage it names is shaded, as a house is (nothing was shown for it).
  const shaded = await page.$$eval('#board .cell.hint-house', (cells) => cells.map((c) => Number(c.dataset.cell)));
  assert.deepEqual(shaded, [5, 6], 'r1c6 and r1c7, the 11 cage');
  await button(page, 'Hint').click();
  await button(page, 'Hint').click();
  const whole = await message(page);
  const [, cells] = / No value follows from it yet: Apply hint writes the notes it leaves in (.+)\./.exec(whole) ?? [];
  assert.ok(cells, whole);
  const named = cells.split(/, | and /).map((name) => (Number(name[1]) - 1) * 9 + Number(name[3]) - 1);
  const before = await boardText(page);
  for (const cell of named) assert.doesNotMatch(await label(page, cell), /notes/, 'no notes there yet');
  await button(page, 'Apply hint').click();
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Applied'));
  assert.match(await message(page), new RegExp(`^Applied the hint: notes written in ${named.length} cells?\\.$`));
  assert.equal(await boardText(page), before, 'no value placed');
  for (const cell of named) assert.match(await label(page, cell), /, notes [1-9]( [1-9])*(,|$)/, `notes in cell ${cell}`);
});

test('? to the last level moves the keyboard focus with the selection to the hint\'s cell', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  await engineLoaded(page);
  await page.keyboard.press('Control+End'); // r9c9
  for (let press = 0; press < 3; press++) {
    await page.keyboard.press('?');
    await page.waitForFunction(() => document.querySelector('#message').textContent !== 'Looking for a hint…');
  }
  const { selected, focused } = await page.evaluate(() => ({
    selected: document.querySelector('#board [aria-selected=true]').dataset.cell,
    focused: document.activeElement.dataset.cell,
  }));
  assert.notEqual(selected, '80', 'the third level selects the hint\'s cell');
  assert.equal(focused, selected, 'the focus ring is on the selected cell, where typing goes');
  // Enter applies the hint shown, as its button does.
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /^Applied/.test(document.querySelector('#message').textContent));
});

// A play-tester pressed Enter on Hint twice for its second level: the first Enter had put the focus on the board,
// where Enter applies the hint.
test('a button pressed with Enter keeps the focus, so Enter again presses it again; a click gives it to the board', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  await engineLoaded(page);
  const before = await boardText(page);
  const hintShown = (old) => page.waitForFunction((text) => !['Looking for a hint…', text].includes(document.querySelector('#message').textContent), old);
  await page.focus('#hint');
  await page.keyboard.press('Enter');
  await hintShown('');
  const first = await message(page);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'hint');
  await page.keyboard.press('Enter');
  await hintShown(first);
  assert.doesNotMatch(await message(page), /^Applied/, 'the second Enter shows the next level');
  assert.equal(await boardText(page), before, 'nothing was applied');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'hint');
  await button(page, 'Hint').click();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'gridcell');
});

test('a setting toggled with Space keeps the focus, and the board\'s keys still work from it and from any button', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  const first = await selectedCell(page);
  await page.focus('#show-labels');
  await page.keyboard.press('Space');
  assert.equal(await page.isChecked('#show-labels'), true);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'show-labels', 'Space toggles the setting in place');
  await page.keyboard.press(SOLUTION[first]);
  assert.match(await label(page, first), new RegExp(`, ${SOLUTION[first]}$`), 'a digit typed there goes into the selected cell');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.cell), String(first), 'and the focus is back on the board');
  await page.keyboard.press('Control+z');
  assert.match(await label(page, first), /, empty$/);
  // The same from a button or keypad key that Tab reached (a play-tester's digits went nowhere from there), and from
  // the bar's buttons: Pause after Enter twice (paused and resumed), the colour theme.
  for (const control of ['#hint', '#keypad .key[data-value="3"]', '#pause', '#theme']) {
    await page.focus(control);
    if (control === '#pause') {
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('#pause').textContent === 'Resume');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector('#pause').textContent === 'Pause');
      assert.equal(await page.evaluate(() => document.activeElement.id), 'pause', 'Enter keeps the focus on the button');
    }
    await page.keyboard.press(SOLUTION[first]);
    assert.match(await label(page, first), new RegExp(`, ${SOLUTION[first]}$`), `a digit typed on ${control}`);
    assert.equal(await page.evaluate(() => document.activeElement.dataset.cell), String(first));
    await page.keyboard.press('Control+z');
  }
});

test('the same hint asked for again after a move elsewhere counts once and goes on from the level it reached', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  await engineLoaded(page);
  const hintsUsed = () => page.evaluate(() => JSON.parse(localStorage.getItem('sudoku-dlx.game')).value.hintsUsed);
  const ask = async () => {
    await page.keyboard.press('?');
    await page.waitForFunction(() => !/^Looking/.test(document.querySelector('#message').textContent));
    return message(page);
  };
  const first = await ask();
  const second = await ask();
  assert.notEqual(second, first, 'a second press goes one level deeper');
  // A right value far from it (r7c7, in box 9) leaves the same step next.
  const far = 60;
  await page.click(`#board [data-cell="${far}"]`);
  await page.keyboard.press(SOLUTION[far]);
  assert.equal(await ask(), second, 'the same hint again, at the level it had reached');
  assert.equal(await hintsUsed(), 1, 'counted once');
  // So after a reload (it counted again there).
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  await engineLoaded(page);
  assert.equal(await ask(), second, 'after a reload too');
  assert.equal(await hintsUsed(), 1, 'still counted once');
  await ask();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /^Applied/.test(document.querySelector('#message').textContent));
  await ask();
  assert.equal(await hintsUsed(), 2, 'the next step is another hint');
});

test('Check\'s verdict goes at the next move, which it no longer describes', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  await button(page, 'Check').click();
  assert.match(await message(page), /^Everything is right so far/);
  const cell = await selectedCell(page);
  await page.keyboard.press(SOLUTION[cell]);
  assert.match(await label(page, cell), new RegExp(`, ${SOLUTION[cell]}$`));
  assert.equal(await message(page), '', 'the count of cells to go is no longer true');
});

test('Escape puts a shown hint away with its words and its Apply button, and Check\'s marks with its verdict', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  await engineLoaded(page);
  await page.keyboard.press('?');
  await page.waitForFunction(() => !['', 'Looking for a hint…'].includes(document.querySelector('#message').textContent));
  assert.equal(await page.isVisible('#apply-hint'), true);
  await page.keyboard.press('Escape');
  assert.equal(await message(page), '');
  assert.equal(await page.isVisible('#apply-hint'), false);
  await page.keyboard.press('?');
  await page.waitForFunction(() => !['', 'Looking for a hint…'].includes(document.querySelector('#message').textContent));
  assert.match(await message(page), /^(?!Another)/, 'the same hint starts over at its first level');
  await page.keyboard.press('Escape');
  const cell = await selectedCell(page);
  await page.keyboard.press(String((Number(SOLUTION[cell]) % 9) + 1));
  await button(page, 'Check').click();
  assert.match(await message(page), /^The grid is no longer solvable/);
  assert.match(await label(page, cell), /, wrong\b/);
  await page.keyboard.press('Escape');
  assert.equal(await message(page), '');
  assert.doesNotMatch(await label(page, cell), /, wrong\b/);
});

// A play-tester's Check said "Everything is right so far" beside the notes a hint had just called wrong.
test('Check says which notes leave out the value their cell needs, while every value is right', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  const cell = await selectedCell(page);
  const other = SOLUTION[cell] === '1' ? '2' : '1';
  await page.keyboard.press(`Shift+Digit${other}`);
  assert.match(await label(page, cell), new RegExp(`, notes ${other}$`));
  await button(page, 'Check').click();
  const left = [...PUZZLE].filter((ch) => ch === '.').length;
  assert.equal(await message(page), `Every value is right so far, ${left} cells to go, but the notes of ${cellName(9, cell)} leave out the value it needs.`);
  await page.keyboard.press(`Shift+Digit${SOLUTION[cell]}`);
  await button(page, 'Check').click();
  assert.match(await message(page), /^Everything is right so far/, 'its notes hold its value now');
});

// A play-tester read "9 is not the value of r1c1." beside the 1 typed after it, "r1c5 is a given." and "Notes off."
// long after, and Apply hint under Check's verdict.
test('whatever the line says goes at the next move, and Check takes a shown hint\'s Apply away', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  await page.check('#count-mistakes');
  const cell = await selectedCell(page);
  const name = `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
  const wrong = String((Number(SOLUTION[cell]) % 9) + 1);
  await page.click(`#board [data-cell="${cell}"]`);
  await page.keyboard.press(wrong);
  assert.equal(await message(page), `${wrong} is not the value of ${name}.`);
  await page.keyboard.press(SOLUTION[cell]);
  assert.equal(await message(page), '', 'the right value replaced it');
  const given = [...PUZZLE].findIndex((ch) => ch !== '.');
  const blanks = [...PUZZLE].flatMap((ch, c) => (ch === '.' && c !== cell ? [c] : []));
  await page.click(`#board [data-cell="${given}"]`);
  await page.keyboard.press('1');
  assert.match(await message(page), /^r\dc\d is a given\.$/);
  await page.click(`#board [data-cell="${blanks[0]}"]`);
  await page.keyboard.press(SOLUTION[blanks[0]]);
  assert.equal(await message(page), '', 'a value typed elsewhere');
  await page.keyboard.press('n');
  await page.keyboard.press('n');
  assert.equal(await message(page), 'Notes off.');
  await page.click(`#board [data-cell="${blanks[1]}"]`);
  await page.keyboard.press(SOLUTION[blanks[1]]);
  assert.equal(await message(page), '', 'a value typed with notes off');

  for (let press = 0; press < 6 && !(await page.isVisible('#apply-hint')); press++) {
    await page.keyboard.press('?');
    await page.waitForFunction(() => !/^Looking/.test(document.querySelector('#message').textContent));
  }
  assert.equal(await page.isVisible('#apply-hint'), true, 'a whole hint offers Apply hint');
  await button(page, 'Check').click();
  assert.match(await message(page), /^Everything is right so far/);
  assert.equal(await page.isVisible('#apply-hint'), false, 'no Apply hint under the verdict');
});

test('a click on the message, the title or the page\'s margin leaves the board\'s keys working', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  const first = await selectedCell(page);
  for (const [where, click] of [['the message', () => page.click('#message')], ['the title', () => page.click('#game-title')],
    ['the margin', () => page.mouse.click(2, 790)]]) {
    await click();
    assert.equal(await page.evaluate(() => document.activeElement === document.body), true, `${where} leaves the focus on the page`);
    await page.keyboard.press(SOLUTION[first]);
    assert.match(await label(page, first), new RegExp(`, ${SOLUTION[first]}$`), `a digit typed after clicking ${where}`);
    assert.equal(await page.evaluate(() => document.activeElement.dataset.cell), String(first), 'the focus is back on the board');
    await page.mouse.click(2, 790);
    await page.keyboard.press('Control+z');
    assert.match(await label(page, first), /, empty$/, `undo after clicking ${where}`);
  }
  // Not while a dialog is open: its own keys are its own.
  await button(page, 'Statistics').click();
  await page.mouse.click(2, 790);
  await page.keyboard.press(SOLUTION[first]);
  assert.match(await label(page, first), /, empty$/, 'a digit typed under an open dialog');
});

test('keyboard focus stays on the board: on load and after every button and keypad press', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  // On load: typing goes straight into the selected cell.
  const first = await selectedCell(page);
  await page.keyboard.press(SOLUTION[first]);
  assert.match(await label(page, first), new RegExp(`, ${SOLUTION[first]}$`));
  // Pause hides the board (keys rightly do nothing), so it is pressed together with Resume.
  const controls = ['Undo', 'Redo', 'Notes', 'Notes', 'Erase', 'Hint', 'Apply hint', 'Check', 'Fill notes', 'Pause+Resume', 'key 5'];
  for (const name of controls) {
    if (name === 'key 5') await page.locator('#keypad [data-value="5"]').click();
    for (const part of name === 'key 5' ? [] : name.split('+')) await button(page, part).click();
    await page.waitForFunction(() => document.querySelector('#message').textContent !== 'Looking for a hint…');
    const at = await selectedCell(page);
    await page.keyboard.press(at % 9 === 8 ? 'ArrowLeft' : 'ArrowRight');
    assert.equal(await selectedCell(page), at % 9 === 8 ? at - 1 : at + 1, `arrow keys after ${name}`);
  }
  for (const [name, dialog] of [['Statistics', 'stats-dialog'], ['New game', 'new-dialog'], ['Share', 'share-dialog']]) {
    await button(page, name).click();
    await page.waitForFunction((d) => document.getElementById(d).open, dialog); // New game asks the engine first
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'gridcell');
    const at = await selectedCell(page);
    await page.keyboard.press('ArrowDown');
    assert.equal(await selectedCell(page), at < 72 ? at + 9 : at, `arrow keys after the ${name} dialog`);
  }
  // Opened with the keyboard, a dialog gives the focus back to its button (a play-tester tabbed 20 times back to it).
  for (const [id, dialog] of [['stats', 'stats-dialog'], ['new-game', 'new-dialog'], ['share', 'share-dialog']]) {
    await page.focus(`#${id}`);
    await page.keyboard.press('Enter');
    await page.waitForFunction((d) => document.getElementById(d).open, dialog);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await page.waitForTimeout(50); // the close handler runs after the close event
    assert.equal(await page.evaluate(() => document.activeElement.id), id, `the focus after the ${dialog} opened with Enter`);
  }
});

test('? on the board gives a hint, a level deeper at each press, without leaving the board', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  await page.click(`#board [data-cell="${[...PUZZLE].indexOf('.')}"]`);
  await page.keyboard.press('?');
  await page.waitForFunction(() => !document.querySelector('#apply-hint').hidden);
  const first = await message(page);
  assert.match(first, / Look at (row|column|box) \d\./);
  await page.keyboard.press('?');
  assert.notEqual(await message(page), first);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'gridcell');
});

// A value that clashes turns the cells red; the message line says with which cell, instead of keeping the words of
// the move before (a play-tester read "Redone: centre note 4 in r1c3." beside two red 7s).
test('a typed value that a peer already shows is named with that peer, until the clash is gone', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  const cell = [...PUZZLE].indexOf('.');
  const row = Math.floor(cell / 9);
  const v = [...PUZZLE.slice(row * 9, row * 9 + 9)].find((ch) => ch !== '.');  // a given of the cell's row
  const name = (c) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`;
  assert.equal(await page.isChecked('#show-mistakes'), false);
  await page.click(`#board [data-cell="${cell}"]`);
  await page.keyboard.press(v);
  assert.match(await label(page, cell), /clashes with another cell/);
  const said = await message(page);
  const [, r, c] = said.match(new RegExp(`^${v} in ${name(cell)} clashes with the ${v} in r(\\d)c(\\d)\\.$`)) ?? [];
  assert.ok(r, said);
  const named = (r - 1) * 9 + (c - 1);
  const box = (x) => Math.floor(x / 27) * 3 + Math.floor((x % 9) / 3);
  assert.ok(named !== cell && (Math.floor(named / 9) === row || named % 9 === cell % 9 || box(named) === box(cell)), said);
  assert.equal(PUZZLE[named], v, `${said}: that cell's given`);
  await page.keyboard.press('Backspace');
  assert.equal(await message(page), '', 'with the clash gone, so is its sentence');
});

test('Solve asks first, and revealed cells say so; mistakes as you go and the counter', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  const cell = [...PUZZLE].indexOf('.');
  const wrong = String((Number(SOLUTION[cell]) % 9) + 1);
  // Counting alone shows them too: a counter going up at a wrong value would tell it anyway.
  await page.check('#count-mistakes');
  await page.click(`#board [data-cell="${cell}"]`);
  await page.keyboard.press(wrong);
  assert.match(await label(page, cell), /, wrong/);
  assert.match(await message(page), new RegExp(`^${wrong} is not the value of r\\d+c\\d+\\.$`));
  assert.equal(await page.textContent('#mistake-count'), 'Mistakes: 1');
  await page.keyboard.press('Control+z');
  await page.keyboard.press(wrong);
  assert.equal(await page.textContent('#mistake-count'), 'Mistakes: 2', 'undo does not take a mistake back');
  await screenshot(page, 'play-mistakes.png');

  await button(page, 'Solve').click();
  assert.ok(await dialogOpen(page, 'confirm-dialog'));
  // "Undo takes it back" read as if the win came back too (a play-tester's): the game never counts once revealed.
  assert.match(await page.textContent('#confirm-text'), /Undo takes the values back, but the game will not count as won\.$/);
  await screenshot(page, 'play-solve-confirm.png');
  await button(page, 'Cancel').click();
  assert.match(await label(page, cell), new RegExp(`, ${wrong}, wrong`), 'cancel changes nothing');
  await button(page, 'Solve').click();
  await button(page, 'Reveal').click();
  await page.waitForFunction(() => document.querySelector('#done-dialog').open); // the move follows the dialog's close
  assert.match(await label(page, cell), new RegExp(`, ${SOLUTION[cell]}, revealed by Solve$`));
  assert.equal(await page.textContent('#done-title'), 'Solution revealed');
  assert.equal(await page.textContent('#done-mistakes'), '2', 'counted');
  await page.keyboard.press('Escape');
  await screenshot(page, 'play-revealed.png');
  await button(page, 'Statistics').click();
  const won = await page.$$eval('#stats-body tr', (rows) => rows.map((r) => r.cells[2].textContent));
  assert.deepEqual(won, ['0'], 'a revealed game is not a win');
  // Undone and finished again, it never counted (a play-tester read "The game counted once").
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+y');
  assert.equal(await message(page), 'Redone: reveal the solution. Solved. The solution was revealed in this game, so it does not count as won.');
});

test('New game opens on the kind and level of the game on the board until the player chooses', async (t) => {
  const { page } = await open(t, 'index.html#id=9x-1n-3'); // X, easy, seed 3
  await engineLoaded(page);
  assert.match(await page.textContent('#game-title'), /^X 9×9, easy$/);
  const chosen = () => page.$$eval('#new-size, #new-variant, #new-constraint, #new-level', (selects) => selects.map((s) => s.value));
  await button(page, 'New game').click();
  await page.waitForSelector('#new-dialog[open]');
  assert.deepEqual(await chosen(), ['9', 'x', '', 'easy'], 'an easy X game opens it at easy X, not medium classic');
  await page.selectOption('#new-level', 'hard');
  await page.keyboard.press('Escape');
  await button(page, 'New game').click();
  await page.waitForSelector('#new-dialog[open]');
  assert.deepEqual(await chosen(), ['9', 'x', '', 'hard'], 'a choice is kept');
});

test('the level list follows what the engine can make for the size and variant', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  const levels = () => page.$$eval('#new-level option', (options) => options.map((o) => o.value));
  await button(page, 'New game').click();
  assert.deepEqual(await levels(), ['easy', 'medium', 'hard', 'expert', 'extreme']);
  await page.selectOption('#new-size', '4');
  await page.waitForFunction(() => document.querySelectorAll('#new-level option').length === 1);
  assert.deepEqual(await levels(), ['easy']);
  assert.match(await page.textContent('#new-level-note'), /^Levels for 4×4 classic: easy only\.$/);
  await page.selectOption('#new-size', '6');
  await page.waitForFunction(() => document.querySelectorAll('#new-level option').length === 4);
  assert.deepEqual(await levels(), ['easy', 'medium', 'hard', 'expert']);
  assert.match(await page.textContent('#new-level-note'), /^Levels for 6×6 classic: easy, medium, hard and expert only\.$/);
  await page.selectOption('#new-variant', 'x');
  await page.waitForFunction(() => document.querySelectorAll('#new-level option').length === 5);
  await page.selectOption('#new-variant', 'classic');
  await page.selectOption('#new-size', '4');
  await page.waitForFunction(() => document.querySelectorAll('#new-level option').length === 1);
  await screenshot(page, 'play-new-game-4x4.png');
  await button(page, 'Start').click();
  await page.waitForFunction(() => /4×4, easy/.test(document.querySelector('#game-title').textContent));
});

// A grid with two blanks from the solution: one move before the last, for the win and the summary.
const NEARLY = `.${SOLUTION.slice(1, 80)}.`;
// A puzzle opened from its text is rated as Import rates it: its kind in the statistics and the summary.
const kindOfText = (text) => `Classic 9×9, ${cli(['rate'], text)[0].split(' ')[0]}`;

// A best time is earned without hints (a play-tester's game finished by 59 hints had set the kind's best).
test('a win with a hint counts as a win but sets no best time', async (t) => {
  const { page } = await open(t, linkTo(NEARLY));
  await button(page, 'Hint').click();
  await page.waitForFunction(() => !document.querySelector('#apply-hint').hidden);
  await button(page, 'Apply hint').click();
  const left = [...await boardText(page)].indexOf('.');
  await page.click(`#board [data-cell="${left}"]`);
  await page.keyboard.press(SOLUTION[left]);
  assert.ok(await dialogOpen(page, 'done-dialog'));
  assert.equal(await page.textContent('#done-hints'), '1');
  assert.equal(await page.textContent('#done-best'), '– (a game with hints sets none)');
  assert.equal(await page.textContent('#done-mistakes'), 'not counted', 'Count mistakes is off');
  await button(page, 'Close').click();
  await button(page, 'Statistics').click();
  const row = await page.$$eval('#stats-body tr', (rows) => rows.map((r) => [...r.cells].map((c) => c.textContent)));
  assert.deepEqual(row.map((r) => [...r.slice(0, 4), r[5]]), [[kindOfText(NEARLY), '1', '1', '–', '1']]);
});

// Hints count in the statistics when given, not at a win: an abandoned game's hints showed as 0.
test('hints count in the statistics as they are given, in a game not won', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  for (let hint = 0; hint < 2; hint++) {
    await button(page, 'Hint').click();
    await page.waitForFunction(() => !document.querySelector('#apply-hint').hidden);
    await button(page, 'Apply hint').click();
    await page.waitForFunction(() => /^Applied/.test(document.getElementById('message').textContent));
  }
  assert.equal(await dialogOpen(page, 'done-dialog'), false);
  await button(page, 'Statistics').click();
  const row = await page.$$eval('#stats-body tr', (rows) => rows.map((r) => [...r.cells].map((c) => c.textContent)));
  assert.deepEqual(row.map((r) => [r[0], r[2], r[5]]), [[kindOfText(PUZZLE), '0', '2']]);
});

test('a win counts once whatever undo and redo follow; the summary shows time, best, hints and mistakes', async (t) => {
  const { page } = await open(t, linkTo(NEARLY));
  await page.keyboard.press(SOLUTION[0]);
  await page.keyboard.press('Control+End');
  await page.keyboard.press(SOLUTION[80]);
  assert.ok(await dialogOpen(page, 'done-dialog'));
  assert.equal(await page.textContent('#done-kind'), kindOfText(NEARLY));
  assert.match(await page.textContent('#done-time'), /^\d+:\d\d$/);
  assert.match(await page.textContent('#done-best'), /^\d+:\d\d$/);
  assert.equal(await page.textContent('#done-hints'), '0');
  await screenshot(page, 'play-summary.png');
  await button(page, 'Close').click();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+y');
  }
  assert.equal(await dialogOpen(page, 'done-dialog'), false, 'no second summary');
  await button(page, 'Statistics').click();
  const row = await page.$$eval('#stats-body tr', (rows) => rows.map((r) => [...r.cells].map((c) => c.textContent)));
  assert.deepEqual(row.map((r) => r.slice(0, 3)), [[kindOfText(NEARLY), '1', '1']]);
  await screenshot(page, 'play-statistics.png');
  await page.keyboard.press('Escape');
  // Next game: the same kind (size and variant; an imported puzzle has no level).
  await page.evaluate(() => document.querySelector('#done-dialog').showModal());
  await button(page, 'Next game').click();
  await page.waitForFunction(() => /^Classic 9×9, /.test(document.querySelector('#game-title').textContent));
});

test('a game won and then reopened by Undo is asked about before another game replaces it', async (t) => {
  const { page } = await open(t, linkTo(NEARLY));
  await page.keyboard.press(SOLUTION[0]);
  await page.keyboard.press('Control+End');
  await page.keyboard.press(SOLUTION[80]);
  await page.waitForSelector('#done-dialog[open]');
  await button(page, 'Close').click();
  await page.keyboard.press('Control+z');
  await button(page, 'Daily puzzle').click();
  await page.waitForSelector('#confirm-dialog[open]');
  await button(page, 'Cancel').click();
  await page.waitForFunction(() => /kept/.test(document.getElementById('message').textContent)); // once the dialog has closed
  assert.match(await label(page, 80), /, empty/, 'the undone cell is as it was left');
});

// A play-tester solved the daily puzzle, pressed Daily puzzle again and solved it again: Statistics counted two games,
// and the second time was "a new best".
test('a puzzle won before counts once: opened again it says so, and its second win is not counted', async (t) => {
  const { page } = await open(t, linkTo(NEARLY));
  const finish = async () => {
    await page.keyboard.press(SOLUTION[0]);
    await page.keyboard.press('Control+End');
    await page.keyboard.press(SOLUTION[80]);
    await page.waitForSelector('#done-dialog[open]');
  };
  const rows = async () => {
    await button(page, 'Statistics').click();
    const row = await page.$$eval('#stats-body tr', (trs) => trs.map((r) => [...r.cells].slice(0, 3).map((c) => c.textContent)));
    await page.keyboard.press('Escape');
    return row;
  };
  await finish();
  assert.doesNotMatch(await message(page), /before/);
  await button(page, 'Close').click();
  assert.deepEqual(await rows(), [[kindOfText(NEARLY), '1', '1']]);
  await page.goto(new URL(linkTo(NEARLY), page.url()).href);
  await page.waitForFunction(() => /Shared game opened/.test(document.querySelector('#message').textContent));
  assert.match(await message(page), /You have solved this puzzle before: playing it again does not count in your statistics\.$/);
  await finish();
  assert.match(await page.textContent('#done-best'), /^\d+:\d\d \(a puzzle solved before sets none\)$/);
  assert.match(await message(page), /You had solved this puzzle before, so it is not counted again\.$/);
  await button(page, 'Close').click();
  assert.deepEqual(await rows(), [[kindOfText(NEARLY), '1', '1']], 'played and won once');
  // Kept short: a text by its hash, which a 25×25 killer's text of thousands of characters needs.
  const solved = await page.evaluate(() => JSON.parse(localStorage.getItem('sudoku-dlx.statistics')).value.solved);
  assert.equal(solved.length, 1);
  assert.match(solved[0], /^text:[0-9a-z]{8,14}$/);
});

test('daily streaks: consecutive days add up, a missed day starts again, the same day counts once', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  const daily = await page.evaluate(async () => {
    const { recordWin, readStats } = await import('./web/stats.js');
    const puzzle = { size: 9, variant: 'classic', level: 'medium' };
    const win = (day) => recordWin({ puzzle: { ...puzzle, daily: day }, elapsed: 1000, hintsUsed: 0, mistakes: 0 });
    const streaks = [];
    for (const day of [20261130, 20261201, 20261201, 20261202, 20261204]) {
      win(day);
      streaks.push(readStats().daily.streak);
    }
    return { streaks, best: readStats().daily.best, won: readStats().kinds['9×9 classic, medium'].won };
  });
  assert.deepEqual(daily, { streaks: [1, 2, 2, 3, 1], best: 3, won: 5 });
});

test('row and column labels, off by default, name the cells as the hints do', async (t) => {
  const { page } = await open(t, `index.html#id=${EXTREME}`);
  assert.equal(await page.isVisible('#row-labels'), false);
  await page.check('#show-labels');
  assert.deepEqual(await page.$$eval('#row-labels span', (s) => s.map((x) => x.textContent)), Array.from({ length: 9 }, (_, i) => `r${i + 1}`));
  assert.deepEqual(await page.$$eval('#col-labels span', (s) => s.map((x) => x.textContent)), Array.from({ length: 9 }, (_, i) => `c${i + 1}`));
  // Label r5 sits level with row 5 of the board, label c6 above column 6.
  const middle = (box) => [box.x + box.width / 2, box.y + box.height / 2];
  const [, rowY] = middle(await page.locator('#row-labels span').nth(4).boundingBox());
  const [colX] = middle(await page.locator('#col-labels span').nth(5).boundingBox());
  const [cellX, cellY] = middle(await page.locator('#board [data-cell="40"]').boundingBox());
  const [c6X] = middle(await page.locator('#board [data-cell="5"]').boundingBox());
  assert.ok(Math.abs(rowY - cellY) < 3 && Math.abs(colX - c6X) < 3, `r5 at ${rowY} vs ${cellY}, c6 at ${colX} vs ${c6X} (${cellX})`);
  await button(page, 'Hint').click();
  await button(page, 'Hint').click();
  await screenshot(page, 'play-labels.png');
});

test('cell colours: a few tints for the selected cell, named to screen readers, kept on reload', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  const cell = [...PUZZLE].indexOf('.');
  await page.click(`#board [data-cell="${cell}"]`);
  await button(page, 'Green').click();
  assert.match(await label(page, cell), /, coloured green$/);
  await page.keyboard.press('ArrowRight'); // the focus came back to the board
  await button(page, 'Red').click();
  await page.keyboard.press('ArrowDown');
  await button(page, 'Purple').click();
  await screenshot(page, 'play-colours.png');
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  assert.match(await label(page, cell), /, coloured green$/);
  assert.match(await label(page, cell + 1), /, coloured red$/);
  await page.click(`#board [data-cell="${cell}"]`);
  await button(page, 'Green').click();
  assert.doesNotMatch(await label(page, cell), /coloured/, 'the same colour again clears it');
  await page.click(`#board [data-cell="${cell + 1}"]`);
  await button(page, 'No colour').click();
  assert.doesNotMatch(await label(page, cell + 1), /coloured/);
});

// A play-test could not tell its green marks from the cells holding the selected value, nor its blue ones from the
// selected cell (CIE76 colour differences of 9 and 4). In both themes each colour mark is now at least 12 from every
// highlight the page paints by itself (about 2 is the least a person sees side by side).
function labOf([r, g, b]) {
  const [x, y, z] = [[0.4124, 0.3576, 0.1805, 0.95047], [0.2126, 0.7152, 0.0722, 1], [0.0193, 0.1192, 0.9505, 1.08883]]
    .map(([kr, kg, kb, white]) => [r, g, b].map((v) => v / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * [kr, kg, kb][i], 0) / white);
  const f = (t) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

test('colour marks look unlike the selection, its house and same-value highlights, in both themes', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  for (const theme of ['light', 'dark']) {
    const colours = await page.evaluate((chosen) => {
      document.documentElement.dataset.theme = chosen;
      const style = getComputedStyle(document.documentElement);
      const rgb = (name) => style.getPropertyValue(name).trim().match(/[0-9a-f]{2}/gi).map((h) => parseInt(h, 16));
      return Object.fromEntries(['--c1', '--c2', '--c3', '--c4', '--selected', '--related', '--same', '--hint-bg'].map((n) => [n, rgb(n)]));
    }, theme);
    for (const mark of ['--c1', '--c2', '--c3', '--c4']) {
      for (const own of ['--selected', '--related', '--same', '--hint-bg']) {
        const difference = Math.hypot(...labOf(colours[mark]).map((v, i) => v - labOf(colours[own])[i]));
        assert.ok(difference >= 12, `${theme}: ${mark} ${colours[mark]} is too close to ${own} ${colours[own]} (${difference.toFixed(1)})`);
      }
    }
  }
});

test('notes holding the value of the selected cell are highlighted; the keypad counts what is left', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  await button(page, 'Fill notes').click();
  const given = [...PUZZLE].findIndex((ch) => ch !== '.');
  await page.click(`#board [data-cell="${given}"]`);
  const highlighted = await page.$$eval('#board .same-note', (spans) => spans.map((s) => s.textContent));
  assert.ok(highlighted.length > 0, 'some notes hold the value');
  assert.deepEqual([...new Set(highlighted)], [PUZZLE[given]]);
  const placed = [...PUZZLE].filter((ch) => ch === PUZZLE[given]).length;
  assert.equal(await page.getAttribute(`#keypad [data-value="${PUZZLE[given]}"]`, 'aria-description'), `${9 - placed} left`);
  // A play-tester found the small number never explained: the key's tooltip says it.
  assert.equal(await page.getAttribute(`#keypad [data-value="${PUZZLE[given]}"]`, 'title'), `${9 - placed} left to place`);
  assert.equal(await page.getAttribute(`#keypad [data-value="${PUZZLE[given]}"] .key-left`, 'data-left'), String(9 - placed));
  assert.equal(await page.getByRole('timer', { name: 'Time' }).count(), 1, 'the timer has a name');
});

test('on a jigsaw the selection\'s houses show on shaded cells (hatched), and a hint\'s house is highlighted whole', async (t) => {
  const [puzzle] = cli(['generate', '--variant', 'jigsaw', '--level', 'easy', '--seed', '3']);
  const { page } = await open(t, linkTo(puzzle));
  await page.click('#board [data-cell="40"]');
  // The deeper tone alone (1.17:1 against the shade) went unseen.
  const hatched = await page.$$eval('#board .cell.alt-region:not(.selected)', (cells) => cells.map((c) =>
    [c.classList.contains('related'), getComputedStyle(c).backgroundImage.startsWith('repeating-linear-gradient')]));
  assert.ok(hatched.some(([related]) => related) && hatched.some(([related]) => !related), 'shaded cells in and out of the selection\'s houses');
  for (const [related, lines] of hatched) assert.equal(lines, related, related ? 'a shaded cell in the selection\'s houses is hatched' : 'one outside is not');
  // A plain cell, a shaded one and a shaded one in the selection's houses, each marked as in a hint's house (as a
  // hint on a row crossing shaded regions marks them): one colour for all three.
  const colours = await page.evaluate(() => {
    const kinds = {
      plain: (c) => !c.classList.contains('alt-region') && !c.classList.contains('related'),
      shaded: (c) => c.classList.contains('alt-region') && !c.classList.contains('related'),
      'shaded, in the selection\'s houses': (c) => c.classList.contains('alt-region') && c.classList.contains('related'),
    };
    const cells = [...document.querySelectorAll('#board .cell:not(.selected):not(.same)')];
    const marked = Object.entries(kinds).map(([kind, is]) => {
      const cell = cells.find(is);
      cell.classList.add('hint-house');
      return [kind, getComputedStyle(cell).backgroundColor];
    });
    // A shaded cell the hint names (outlined; the outline alone hardly showed on the shading) takes the colour too.
    const named = cells.find((c) => kinds.shaded(c) && !c.classList.contains('hint-house'));
    named.classList.add('hint');
    return Object.fromEntries([...marked, ['shaded, named by the hint', getComputedStyle(named).backgroundColor]]);
  });
  for (const kind of ['shaded', 'shaded, in the selection\'s houses', 'shaded, named by the hint']) assert.equal(colours[kind], colours.plain, kind);
});

test('corner and centre notes: two kinds, kept apart, named to screen readers, kept on reload', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  const cell = [...PUZZLE].indexOf('.');
  await page.click(`#board [data-cell="${cell}"]`);
  await button(page, 'Centre').click();
  assert.equal(await page.getAttribute('#centre-notes', 'aria-pressed'), 'true');
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  await page.keyboard.press('n'); // Notes mode: the Centre mode goes off
  assert.equal(await page.getAttribute('#centre-notes', 'aria-pressed'), 'false');
  await page.keyboard.press('7');
  assert.match(await label(page, cell), /empty, notes 7, centre notes 1 2$/);
  assert.equal(await page.getAttribute(`#board [data-cell="${cell}"] .centre`, 'data-text'), '1\u20092');
  await screenshot(page, 'play-centre-notes.png');
  await page.keyboard.press('Control+z');
  assert.match(await label(page, cell), /empty, centre notes 1 2$/);
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  assert.match(await label(page, cell), /empty, centre notes 1 2$/);
  await page.click(`#board [data-cell="${cell}"]`);
  await page.keyboard.press('Backspace');
  assert.match(await label(page, cell), /empty$/, 'erasing an empty cell clears its notes of both kinds');
});

// A play-tester's clock ran on under New game and Import, and a reload while paused came back running.
test('the clock stops while a dialog is open, and a reload while paused comes back paused', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  await page.keyboard.press(SOLUTION[[...PUZZLE].indexOf('.')]); // a move: the game is under way
  const clock = () => page.evaluate(() => document.getElementById('timer').textContent);
  await page.waitForFunction(() => document.getElementById('timer').textContent !== '0:00', null, { timeout: 5000 });
  await button(page, 'Statistics').click();
  await page.waitForSelector('#stats-dialog[open]');
  await page.waitForTimeout(1200); // a tick that stops the clock at most a second late
  const opened = await clock();
  await page.waitForTimeout(2500);
  assert.equal(await clock(), opened, 'the clock stands while the dialog is open');
  await button(page, 'Close').click();
  await page.waitForFunction((was) => document.getElementById('timer').textContent !== was, opened, { timeout: 5000 });
  await button(page, 'Pause').click();
  const paused = await clock();
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  assert.ok(await page.evaluate(() => document.body.classList.contains('paused')), 'the board is hidden again');
  assert.equal(await page.textContent('#pause'), 'Resume');
  assert.equal(await message(page), 'Welcome back: your game is paused as you left it. Press Resume to go on.');
  await page.waitForTimeout(2500);
  assert.equal(await clock(), paused, 'the clock stands');
  await button(page, 'Resume').click();
  assert.equal(await page.evaluate(() => document.body.classList.contains('paused')), false);
});

// A play-tester's nine centre notes showed as "1234567": one line ran past the cell.
test('nine centre notes fit their cell, on a desktop and on a phone', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  const cell = [...PUZZLE].indexOf('.');
  await page.click(`#board [data-cell="${cell}"]`);
  await button(page, 'Centre').click();
  for (let value = 1; value <= 9; value++) await page.keyboard.press(String(value));
  for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    const fit = await page.$eval(`#board [data-cell="${cell}"] .centre`, (c) => ({ wide: c.scrollWidth - c.clientWidth, high: c.scrollHeight - c.clientHeight }));
    assert.deepEqual(fit, { wide: 0, high: 0 }, `${size.width}x${size.height}: the centre notes overflow their cell`);
  }
});

// A play-test's jigsaw game was set aside on reload as "the game ID is damaged": a jigsaw's ID holds capitals, '_'
// and '~' (its region map), which the save's check did not allow.
test('a jigsaw game in progress is there again after a reload', async (t) => {
  const { page } = await open(t, 'index.html');
  await engineLoaded(page);
  await button(page, 'New game').click();
  await page.selectOption('#new-variant', 'jigsaw');
  await page.click('#new-start');
  await page.waitForFunction(() => /^Jigsaw 9×9/.test(document.getElementById('game-title').textContent), null, { timeout: 30000 });
  const id = await page.textContent('#game-id');
  assert.match(id, /^9j-.*[A-Z_~]/, 'an ID with the characters of a region map');
  const blank = (await boardText(page)).indexOf('.');
  await page.click(`#board [data-cell="${blank}"]`);
  await page.keyboard.press('Shift+Digit5');
  const before = await labels(page);
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  assert.equal(await message(page), 'Welcome back: your game is as you left it. Jigsaw: each outlined region, in place of a box, holds every value once.');
  assert.equal(await page.textContent('#game-id'), id);
  assert.deepEqual(await labels(page), before);
});

test('a hint\'s words go at the next move: "r1c3 is not 5." does not stay after the erase it asked for', async (t) => {
  const { page } = await open(t, linkTo(PUZZLE));
  await engineLoaded(page);
  const cell = [...PUZZLE].indexOf('.');
  const wrong = String((Number(SOLUTION[cell]) % 9) + 1);
  await page.click(`#board [data-cell="${cell}"]`);
  await page.keyboard.press(wrong);
  await button(page, 'Hint').click();
  await page.waitForFunction(() => / is not \d[.:] /.test(document.querySelector('#message').textContent));
  await page.keyboard.press('Backspace');
  assert.equal(await message(page), '');
});

test('"Welcome back" goes at the first move, a colour or a typed value, instead of staying on as news', async (t) => {
  const { page } = await open(t, 'index.html');
  for (const move of ['colour', 'value']) {
    await page.reload();
    await page.waitForSelector('body[data-ready=true]');
    assert.equal(await message(page), 'Welcome back: your game is as you left it.');
    const blank = (await boardText(page)).indexOf('.');
    await page.click(`#board [data-cell="${blank}"]`);
    if (move === 'colour') await button(page, 'Red').click();
    else await page.keyboard.press('Digit5');
    // A typed 5 may clash, which is news of its own.
    assert.match(await message(page), /^(|5 in r\d+c\d+ clashes with the 5 in r\d+c\d+\.)$/, `after a ${move}`);
  }
});

// On the first return visit the first game's stored description (web/first-games.js) read as another than the
// engine's (a house's fields in another order), so the board was drawn again and the keyboard focus fell to the
// page: keys did nothing until a click.
test('on the first return visit the keyboard is on the board at once', async (t) => {
  const { page } = await open(t, 'index.html');
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  // The engine has checked the stored description (it adds the engine's words for the rules).
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('sudoku-dlx.description'))?.value?.rules !== undefined, null, { timeout: 20000 });
  const cell = await selectedCell(page);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.cell), String(cell), 'the focus is on the selected cell');
  await page.keyboard.press(cell % 9 === 8 ? 'ArrowLeft' : 'ArrowRight');
  assert.equal(await selectedCell(page), cell % 9 === 8 ? cell - 1 : cell + 1);
  // A stored description the engine now words otherwise (a newer engine) is replaced and the board drawn again:
  // the focus stays on the board.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('sudoku-dlx.description'));
    stored.value.houses[0].name = 'the first row';
    localStorage.setItem('sudoku-dlx.description', JSON.stringify(stored));
  });
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  await page.waitForFunction(() => JSON.parse(localStorage.getItem('sudoku-dlx.description')).value.houses[0].name === 'row 1', null, { timeout: 20000 });
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.cell), String(await selectedCell(page)));
});

// A play-tester's double tap on 5 left an empty cell and an empty message line: the erase is said, on a plain grid
// and on a killer's (whose moves the engine checks first).
for (const [kind, path] of [['a classic', linkTo(PUZZLE)], ['a killer', 'index.html#id=9c-1n-uy5m9a-ck25']]) {
  test(`on ${kind}, a cell's value entered again erases it and says so`, async (t) => {
    const { page } = await open(t, path);
    await engineLoaded(page);
    const cell = (await boardText(page)).indexOf('.');
    await page.click(`#board [data-cell="${cell}"]`);
    await page.keyboard.press('5');
    await page.waitForFunction((c) => /, 5\b/.test(document.querySelector(`#board [data-cell="${c}"]`).getAttribute('aria-label')), cell);
    await button(page, '5').click();
    await page.waitForFunction(() => /^Erased/.test(document.getElementById('message').textContent));
    assert.equal(await message(page), `Erased the 5 in ${cellName(9, cell)}: entering a cell's value again takes it out (Undo puts it back).`);
    assert.match(await label(page, cell), /empty/);
  });
}
