// A new player's first minutes, on a phone and by keyboard: what the page shows and says after each press (the
// title not cut, the page not jumping, a big grid panning to the hint, every press saying something new).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { button, cli, dataLines, engineLoaded, label, labels, linkTo, message, open } from './app-page.js';


async function openPhone(t, width = 390, path = 'index.html') {
  const session = await open(t, path);
  await session.page.setViewportSize({ width, height: 844 });
  return session;
}

// The title's text fits its box (no ellipsis, no clamped line), and the bar is as high as with the page's "Sudoku".
const titleFit = (page) => page.evaluate(() => {
  const title = document.getElementById('game-title');
  return {
    text: title.textContent,
    cut: title.scrollWidth > title.clientWidth || title.scrollHeight > title.clientHeight,
    bar: document.querySelector('.bar').getBoundingClientRect().height,
  };
});

test('on a phone the title shows the whole kind and level, also paused, without the bar growing', async (t) => {
  const { page } = await openPhone(t, 360);
  const first = await titleFit(page);
  assert.match(first.text, /^Classic 9×9, easy$/);
  await engineLoaded(page);
  for (const width of [360, 390, 412]) {
    await page.setViewportSize({ width, height: 844 });
    for (const [name, title] of [['Daily puzzle', 'Classic 9×9, medium'], ['Daily killer', 'Killer 9×9, medium']]) {
      await button(page, name).click();
      await page.waitForFunction((text) => document.getElementById('game-title').textContent === text, title);
      for (const paused of [false, true]) {
        if (paused) await button(page, 'Pause').click();
        const fit = await titleFit(page);
        assert.equal(fit.cut, false, `"${fit.text}" is cut at ${width} px${paused ? ', paused' : ''}`);
        // The Game ID line says it is the daily, whole: "Daily, 25 Nov · Game ID 9c-2n-c29l1-ck25".
        const line = await page.$eval('#game-id-line', (p) => ({ text: p.textContent, cut: p.scrollWidth > p.clientWidth }));
        assert.match(line.text, /^Daily, \d+ \w+ · Game ID \S+$/);
        assert.equal(line.cut, false, `"${line.text}" is cut at ${width} px`);
        assert.equal(fit.bar, first.bar, `the bar's height at ${width} px (${fit.text})`);
        if (paused) await button(page, 'Resume').click();
      }
    }
  }
});

test('on a phone a button low on the page puts the keyboard back on the board without scrolling to it', async (t) => {
  const { page } = await openPhone(t);
  await engineLoaded(page);
  const selected = await page.getAttribute('#board [aria-selected=true]', 'data-cell');
  for (const name of ['Fill notes', 'Statistics']) {
    await button(page, name).scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => scrollY);
    assert.ok(before > 0, 'the button is below the first screen');
    await button(page, name).click();
    if (name === 'Statistics') await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'gridcell');
    assert.equal(await page.evaluate(() => scrollY), before, `the page stays where it was after ${name}`);
    assert.equal(await page.evaluate(() => document.activeElement.dataset.cell), selected, 'the selected cell has the focus');
  }
});

// A 16x16 made by the native CLI: on a phone about 8 of its 16 columns and rows are in view at a time.
function bigLink() {
  const [line] = cli(['generate', '--size', '16', '--level', 'easy', '--seed', '7']);
  return `index.html#puzzle=${encodeURIComponent(line)}`;
}

// The hinted cells and house cells whose centre is inside the board's frame.
const hintInView = (page) => page.evaluate(() => {
  const frame = document.getElementById('board-frame').getBoundingClientRect();
  return [...document.querySelectorAll('#board .hint, #board .hint-house')].filter((cell) => {
    const box = cell.getBoundingClientRect();
    const [x, y] = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
    return x > frame.left && x < frame.right && y > frame.top && y < frame.bottom;
  }).length;
});

test('on a phone a 16x16 pans to each hint\'s house and cells, and undo pans to the cell it changed', async (t) => {
  const { page } = await openPhone(t, 390, bigLink());
  await engineLoaded(page);
  const seen = [];
  for (let step = 0; step < 6; step++) {
    for (let level = 1; level <= 3; level++) {
      await page.keyboard.press('Control+Home'); // the view at the top left corner before each press
      await button(page, 'Hint').click();
      await page.waitForFunction(() => document.querySelector('#board .hint, #board .hint-house'));
      const shown = await hintInView(page);
      assert.ok(shown > 0, `hint ${step + 1}, level ${level}: none of its cells in view ("${await message(page)}")`);
    }
    seen.push(await message(page));
    await button(page, 'Apply hint').click();
  }
  assert.equal(new Set(seen).size, seen.length, 'six different hints');
  assert.match(await message(page), /^Applied the hint: r\d+c\d+ = \w\.$/, 'Apply says what it placed');
  await page.keyboard.press('Control+Home');
  await button(page, 'Undo').click();
  const undone = await page.evaluate(() => {
    const cell = document.activeElement;
    const frame = document.getElementById('board-frame').getBoundingClientRect();
    const box = cell.getBoundingClientRect();
    return { name: cell.getAttribute('aria-label'), inView: box.left >= frame.left && box.right <= frame.right && box.top >= frame.top && box.bottom <= frame.bottom };
  });
  assert.match(undone.name, /empty/, 'the undone cell is selected and empty again');
  assert.ok(undone.inView, 'the undone cell is in view');
});

// A play-test's keys did nothing after Whole board on a 16x16: the focus stayed on the button.
test('on a phone Whole board, on and off, gives the keyboard back to the board', async (t) => {
  const { page } = await openPhone(t, 390, bigLink());
  await engineLoaded(page);
  const selected = () => page.$eval('#board [aria-selected=true]', (c) => Number(c.dataset.cell));
  for (const pressed of ['true', 'false']) {
    const cell = await selected();
    await button(page, 'Whole board').click();
    assert.equal(await page.getAttribute('#zoom', 'aria-pressed'), pressed);
    await page.keyboard.press(cell % 16 === 15 ? 'ArrowLeft' : 'ArrowRight');
    assert.equal(await selected(), cell % 16 === 15 ? cell - 1 : cell + 1, `after Whole board (${pressed})`);
  }
});

test('each press says something new: Hint past its last level, Apply, undo, redo and Fill notes', async (t) => {
  const { page } = await open(t, 'index.html');
  await engineLoaded(page);
  // Three levels, or two when the second would point at nothing the first did not (a Full House: web/hints.js),
  // then the whole hint said again as such. The first game is one of twenty at random.
  const said = [];
  const whole = /That is the whole hint: Apply hint carries it out\.$/;
  while (!whole.test(said.at(-1) ?? '')) {
    assert.ok(said.length < 4, `at most three levels before the whole hint: ${said.join(' | ')}`);
    await button(page, 'Hint').click();
    await page.waitForFunction((n) => document.getElementById('message').textContent !== n, said.at(-1) ?? '');
    said.push(await message(page));
  }
  assert.ok(said.length >= 3, said.join(' | '));
  assert.equal(new Set(said).size, said.length, `each press a new sentence: ${said.join(' | ')}`);
  const answer = said.at(-2);
  assert.ok(said.at(-1).startsWith(answer), 'the last press repeats the whole hint');
  await button(page, 'Apply hint').click();
  const [, cell, value] = /^Applied the hint: (r\d+c\d+) = (\d)\.$/.exec(await message(page)) ?? [];
  assert.ok(cell, `Apply names the cell and value it placed: ${await message(page)}`);
  assert.ok(answer.includes(cell), `the placed cell is the one the hint named: ${answer}`);
  await page.keyboard.press('Control+z');
  assert.equal(await message(page), `Undone: hint ${cell} = ${value}.`);
  const focused = () => page.evaluate(() => document.activeElement.getAttribute('aria-label'));
  const [, row, col] = /r(\d+)c(\d+)/.exec(cell);
  assert.equal(await focused(), `row ${row}, column ${col}, empty`, 'undo selects the cell it emptied');
  await page.keyboard.press('Control+y');
  assert.equal(await message(page), `Redone: hint ${cell} = ${value}.`);
  assert.equal(await focused(), `row ${row}, column ${col}, ${value}`);
  await button(page, 'Fill notes').click();
  assert.match(await message(page), /^Notes filled in/);
  await button(page, 'Fill notes').click(); // a play-tester's second press seemed to do nothing
  assert.equal(await message(page), 'The notes already hold the values every empty cell can still take.');
  await button(page, 'Undo').click();
  assert.equal(await message(page), 'Undone: fill in all notes.');
  // The next move, which says nothing itself, takes it away: it no longer describes the last move.
  const empty = (await labels(page)).findIndex((text) => text.endsWith(', empty'));
  await page.click(`#board [data-cell="${empty}"]`);
  await page.keyboard.press('Shift+Digit1');
  assert.match(await label(page, empty), /notes 1$/);
  assert.equal(await message(page), '', 'no word of the undo left');
});

// Starts a game from the New game dialog: `choices` are select values by id, `fields` text typed into inputs.
async function startNewGame(page, { choices = {}, fields = {} } = {}) {
  await button(page, 'New game').click();
  await page.waitForSelector('#new-dialog[open]');
  for (const [id, value] of Object.entries(choices)) await page.selectOption(`#${id}`, value);
  if (Object.keys(fields).length) await page.click('#new-dialog summary');
  for (const [id, value] of Object.entries(fields)) await page.fill(`#${id}`, value);
  await page.click('#new-start');
  await page.waitForFunction(() => !document.getElementById('new-dialog').open);
}

// X anti-knight medium: seeds 1 and 3 find no puzzle of the level in their attempts, seed 2 does (as the CLI says:
// `sudoku generate --variant x --constraint anti-knight --level medium --seed N`).
test('a random seed that makes no puzzle of the level is replaced by another; a chosen one is named', async (t) => {
  const { page } = await open(t, 'index.html');
  await engineLoaded(page);
  const xAntiKnight = { 'new-variant': 'x', 'new-constraint': 'anti-knight', 'new-level': 'medium' };
  await startNewGame(page, { choices: xAntiKnight, fields: { 'new-seed': '1' } });
  await page.waitForFunction(() => /^Seed 1 /.test(document.querySelector('#message').textContent), null, { timeout: 30000 });
  assert.equal(await message(page), 'Seed 1 makes no puzzle of this kind (9×9 x anti-knight, medium): try another seed, or leave ' +
    'the seed empty.');
  const before = await page.textContent('#game-id');
  // The page's random seeds, in turn: 1, 3, then 2.
  await page.evaluate(() => {
    const seeds = [1, 3, 2];
    const random = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = (array) => (seeds.length ? Object.assign(array, [seeds.shift()]) : random(array));
  });
  await page.$eval('#new-seed', (field) => (field.value = '')); // a failed seed stays in its field
  await startNewGame(page, { choices: xAntiKnight });
  await page.waitForFunction((id) => document.getElementById('game-id').textContent !== id, before, { timeout: 60000 });
  assert.match(await message(page), /^New game: Anti-knight X 9×9, medium\./);
  const [made] = cli(['generate', '--id', await page.textContent('#game-id')]);
  assert.equal(made, cli(['generate', '--variant', 'x', '--constraint', 'anti-knight', '--level', 'medium', '--seed', '2'])[0],
    'the game is seed 2\'s');
});

test('a game ID typed in New game makes that game once; the next Start makes what the dialog then says', async (t) => {
  const { page } = await open(t, 'index.html');
  await engineLoaded(page);
  const id = await page.textContent('#game-id'); // the first game's: an easy 9x9
  await startNewGame(page, { choices: { 'new-size': '4' } });
  await page.waitForFunction(() => document.getElementById('game-title').textContent === 'Classic 4×4, easy');
  await startNewGame(page, { fields: { 'new-id': id, 'new-seed': '5' } });
  await page.waitForFunction((shown) => document.getElementById('game-id').textContent === shown, id);
  assert.equal(await page.inputValue('#new-id'), '', 'the game ID field is empty again');
  assert.equal(await page.inputValue('#new-seed'), '', 'the seed field is empty again');
  await startNewGame(page, { choices: { 'new-size': '4' } });
  await page.waitForFunction(() => document.getElementById('game-title').textContent === 'Classic 4×4, easy');
  assert.notEqual(await page.textContent('#game-id'), id);
});

// The page with the engine loaded and the New game dialog open.
async function newGameDialog(t) {
  const { page } = await open(t, 'index.html');
  await engineLoaded(page);
  await button(page, 'New game').click();
  await page.waitForSelector('#new-dialog[open]');
  return page;
}

// A play-test's new game took its first typed values as notes: Notes was still on from the last game.
test('a new game starts with Notes off, whatever the last game left on', async (t) => {
  const page = await newGameDialog(t);
  await page.click('#new-dialog [data-close]');
  await page.click('#notes');
  assert.equal(await page.getAttribute('#notes', 'aria-pressed'), 'true');
  await startNewGame(page, { choices: { 'new-size': '4' } });
  await page.waitForFunction(() => document.getElementById('game-title').textContent === 'Classic 4×4, easy');
  assert.equal(await page.getAttribute('#notes', 'aria-pressed'), 'false');
});

// A play-test's Advanced did not look like it opened: the flex summary had lost its triangle.
test('New game\'s Advanced shows a triangle that turns when it opens', async (t) => {
  const page = await newGameDialog(t);
  const marker = () => page.$eval('#new-dialog summary', (s) => getComputedStyle(s, '::before').content);
  assert.equal(await marker(), '"▸"');
  await page.click('#new-dialog summary');
  assert.equal(await marker(), '"▾"');
});

// 2x3 fits a 6x6 only: chosen there, it must not stay hidden under a closed Advanced for the next size's Start.
test('a box shape chosen for one size goes back to the default when the size changes, and the next game is made', async (t) => {
  const page = await newGameDialog(t);
  await page.selectOption('#new-size', '6');
  await page.click('#new-dialog summary');
  await page.selectOption('#new-box', '3x2');
  await page.click('#new-start');
  await page.waitForFunction(() => document.getElementById('game-title').textContent.startsWith('Classic 6×6'));
  assert.ok(await page.$eval('#board [data-cell="1"]', (cell) => cell.classList.contains('edge-right')), 'the boxes are 3x2');
  await startNewGame(page, { choices: { 'new-size': '4' } });
  await page.waitForFunction(() => /4×4|^Could not/.test(document.getElementById('game-title').textContent + document.getElementById('message').textContent));
  assert.doesNotMatch(await message(page), /^Could not make/);
  assert.equal(await page.textContent('#game-title'), 'Classic 4×4, easy');
  assert.equal(await page.$eval('#new-box', (box) => box.selectedOptions[0].textContent), '2×2 (default)');
});

test('New game: Start is off for a kind no level makes, and a bad seed is said beside its field', async (t) => {
  const page = await newGameDialog(t);
  const startOff = () => page.$eval('#new-start', (b) => b.disabled);
  await page.selectOption('#new-variant', 'hyper');
  await page.selectOption('#new-constraint', 'non-consecutive');
  assert.match(await page.textContent('#new-level-note'), /^9×9 hyper non-consecutive puzzles cannot be made\.$/);
  assert.equal(await startOff(), true);
  const level = () => page.$eval('#new-level', (l) => [l.disabled, [...l.options].map((o) => o.textContent)]);
  assert.deepEqual(await level(), [true, ['none']], 'the level select says none, not empty');
  await page.click('#new-dialog summary');
  await page.fill('#new-id', '9c-1n-3pa4vqy3');
  assert.equal(await startOff(), false, 'a game ID names a game whatever the selects say');
  await page.fill('#new-id', '');
  assert.equal(await startOff(), true);
  await page.selectOption('#new-constraint', '');
  assert.equal(await startOff(), false);
  assert.deepEqual((await level())[0], false);
  // The options that cannot be made with the other choices say so (a play-tester chose Thermo for 16×16).
  const marked = (select) => page.$$eval(`${select} option`, (options) => options.flatMap((o) => (/\(not with/.test(o.textContent) ? [o.textContent] : [])));
  assert.deepEqual(await marked('#new-constraint'), ['Non-consecutive (not with 9×9 hyper)']);
  await page.selectOption('#new-size', '16');
  await page.selectOption('#new-variant', 'classic');
  assert.deepEqual(await marked('#new-constraint'), ['Thermo', 'Arrow', 'Anti-knight', 'Anti-king', 'Non-consecutive'].map((rule) => `${rule} (not with 16×16 classic)`));
  await page.selectOption('#new-constraint', 'thermo');
  assert.deepEqual(await marked('#new-variant'), ['Classic', 'X', 'Hyper', 'Jigsaw'].map((variant) => `${variant} (not with 16×16 thermo)`));
  await page.selectOption('#new-size', '9');
  assert.deepEqual(await marked('#new-variant'), [], 'every 9×9 variant takes thermometers');
  await page.selectOption('#new-constraint', '');
  await page.selectOption('#new-variant', 'hyper');

  await page.fill('#new-seed', '12x');
  await page.click('#new-dialog summary');  // Advanced closed again: Start opens it to show the field
  await page.click('#new-start');
  assert.equal(await page.$eval('#new-dialog', (d) => d.open), true, 'the dialog stays open');
  assert.equal(await page.$eval('#new-dialog details', (d) => d.open), true);
  assert.equal(await page.$eval('#new-seed', (s) => s.validationMessage), 'A seed is a whole number from 0 to 9007199254740991.');
  await page.fill('#new-seed', '9007199254740992');
  assert.match(await page.$eval('#new-seed', (s) => s.validationMessage), /^A seed is a whole number/);
  await page.fill('#new-seed', '12');
  await page.click('#new-start');
  await page.waitForFunction(() => document.getElementById('game-title').textContent.startsWith('Hyper 9×9'));
  assert.doesNotMatch(await message(page), /options\.seed/);
});

test('New game: a bad game ID is said beside its field in a player\'s words, and the dialog stays open', async (t) => {
  const page = await newGameDialog(t);
  await page.click('#new-dialog summary');
  // The engine's answer comes back after the typing.
  const said = async (id) => {
    await page.fill('#new-id', id);
    await page.waitForFunction(() => document.getElementById('new-id').validationMessage !== '');
    return page.$eval('#new-id', (field) => field.validationMessage);
  };
  assert.equal(await said('hello'), "A game ID has three or more parts joined by '-' (size and variant, level and symmetry, seed, then any " +
    'rule), such as 9c-3r-1a2b or 9c-1n-1k7ntjm-ck25.');
  await page.click('#new-dialog summary'); // Advanced closed: Start opens it to show the field
  await page.click('#new-start');
  assert.equal(await page.$eval('#new-dialog', (d) => d.open), true, 'the dialog stays open');
  assert.equal(await page.$eval('#new-dialog details', (d) => d.open), true);
  assert.equal(await said('9c-1n-zzzz!!'), "Bad seed digit '!' in its third part 'zzzz!!'.");
  // The part is named (a play-tester's "9c-zz-garbage!!" read "The level must be 0 (any) to 5 (extreme).").
  assert.equal(await said('9c-zz-garbage!!'), "Its second part 'zz' must start with the level, 0 (any) to 5 (extreme), as in 3r.");
  // A shared link pasted there is read for its ID (a play-tester's was refused); one that holds a puzzle is Import's.
  assert.equal(await said('https://example.org/sudoku/#puzzle=1234'), 'This link holds a puzzle, not a game ID: paste it in Import.');
  const [line] = cli(['generate', '--id', '9c-1n-3pa4vqy3', '--with-solution']);
  const [puzzle, solution] = line.split(':');
  const cell = puzzle.indexOf('.');
  const progress = [...puzzle].map((ch, c) => (c === cell ? solution[c] : '.')).join('');
  await page.fill('#new-id', `https://example.org/sudoku/#id=9c-1n-3pa4vqy3&progress=${progress}`);
  await page.waitForFunction(() => document.getElementById('new-id').validationMessage === '');
  await page.click('#new-start');
  // The message, not the game ID, says the link opened: the first game may be this one (web/first-games.js).
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Shared game opened.'));
  assert.equal(await page.textContent('#game-id'), '9c-1n-3pa4vqy3');
  assert.match(await label(page, cell), new RegExp(`, ${solution[cell]}(, selected)?$`), 'with the link\'s progress');
});

test('New game: a game ID left there is gone once the dialog closes without Start, so the next Start makes a game', async (t) => {
  const page = await newGameDialog(t);
  await page.click('#new-dialog summary');
  await page.fill('#new-id', 'hello');
  await page.waitForFunction(() => document.getElementById('new-id').validationMessage !== '');
  await page.keyboard.press('Escape');
  await button(page, 'New game').click();
  await page.waitForSelector('#new-dialog[open]');
  assert.equal(await page.inputValue('#new-id'), '');
  await page.selectOption('#new-size', '4');
  await page.click('#new-start');
  await page.waitForFunction(() => document.getElementById('game-title').textContent === 'Classic 4×4, easy');
});

// Enter in a dialog's field means its main button (a play-tester's seed + Enter closed New game and started
// nothing: Close was the form's first, so its default, button); Escape after a Start starts no second game.
test('Enter in New game starts the game; Escape closes it; Enter in Import keeps it open', async (t) => {
  const page = await newGameDialog(t);
  await page.selectOption('#new-size', '4');
  await page.click('#new-dialog summary');
  await page.fill('#new-seed', '7');
  await page.press('#new-seed', 'Enter');
  await page.waitForFunction(() => document.getElementById('game-title').textContent === 'Classic 4×4, easy');
  const id = await page.textContent('#game-id');
  await button(page, 'New game').click();
  await page.waitForSelector('#new-dialog[open]');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.getElementById('new-dialog').open);
  await page.waitForTimeout(500);
  assert.equal(await page.textContent('#game-id'), id, 'Escape started no game');

  await button(page, 'Import').click();
  await page.waitForSelector('#import-dialog[open]');
  await page.fill('#import-box', '2x2');
  await page.press('#import-box', 'Enter');
  assert.equal(await page.$eval('#import-dialog', (d) => d.open), true);
});

// Notes per cell from the cells' names ("…, notes 3 5, …"), null for a cell holding a value.
const notesOf = (page) => labels(page).then((names) => names.map((name) => {
  if (!/, empty/.test(name)) return null;
  return (/notes ([^,]+)/.exec(name)?.[1] ?? '').split(' ').filter(Boolean).length;
}));

test('Apply on a killer says what it placed and how many notes it really took out', async (t) => {
  const { page } = await open(t, 'index.html');
  await engineLoaded(page);
  await button(page, 'Daily killer').click();
  await page.waitForFunction(() => document.getElementById('game-title').textContent.startsWith('Killer'));
  await button(page, 'Hint').click();
  await page.waitForSelector('#apply-hint:not([hidden])');
  await button(page, 'Apply hint').click();
  // A killer's move waits for the engine's check of the new position before the message line says what it did.
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Applied'));
  // The chain's eliminations fell in cells without notes: nothing but the placement changed.
  assert.match(await message(page), /^Applied the hint: r\d+c\d+ = \d( and notes written in \d+ cells?)?\.$/);
  await button(page, 'Fill notes').click();
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Notes filled in'));
  const before = await notesOf(page);
  await button(page, 'Hint').click();
  await page.waitForSelector('#apply-hint:not([hidden])');
  await button(page, 'Apply hint').click();
  await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Applied'));
  const said = await message(page);
  const count = /(\d+) notes? removed\.$/.exec(said);
  assert.ok(count, `Apply counts the notes it took out: ${said}`);
  // The board may draw the notes' removal a frame after the message: read them until they match or 5 s pass.
  let removed = -1;
  for (const stop = Date.now() + 5000; removed !== Number(count[1]) && Date.now() < stop; await page.waitForTimeout(100)) {
    const after = await notesOf(page);
    removed = after.reduce((sum, left, cell) => sum + (left === null ? 0 : before[cell] - left), 0);
  }
  assert.equal(removed, Number(count[1]), said);
});

// The first empty cell of the board.
const firstEmpty = (page) => page.$$eval('#board [role=gridcell]', (cells) => cells.find((c) => c.getAttribute('aria-label').includes('empty')).dataset.cell);

// Types `value` into the first empty cell of the board: a move.
async function typeIntoEmpty(page, value) {
  const cell = await firstEmpty(page);
  await page.click(`#board [data-cell="${cell}"]`);
  await page.keyboard.press(String(value));
}

// The statistics dialog's rows: [kind, played, won].
// Each row's first `columns` cells (Game, Played, Won, Best time, Average time, Hints used).
async function statsRows(page, columns = 3) {
  await button(page, 'Statistics').click();
  await page.waitForSelector('#stats-dialog[open]');
  const rows = await page.$$eval('#stats-dialog tbody tr', (trs, n) => trs.map((tr) => [...tr.cells].slice(0, n).map((td) => td.textContent)), columns);
  await page.keyboard.press('Escape');
  return rows;
}

test('on a phone the statistics table fits its dialog, every column in view', async (t) => {
  const { page } = await openPhone(t, 360);
  await engineLoaded(page);
  await typeIntoEmpty(page, 5); // a game counts as played at its first move
  await button(page, 'Daily killer').click(); // a second, longer row: "Killer 9×9, medium"
  await page.click('#confirm-ok');
  await page.waitForFunction(() => document.getElementById('game-title').textContent.startsWith('Killer'));
  await typeIntoEmpty(page, 5);
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await button(page, 'Statistics').click();
    await page.waitForSelector('#stats-dialog[open]');
    const { rows, table, content } = await page.evaluate(() => {
      const dialog = document.getElementById('stats-dialog');
      const style = getComputedStyle(dialog);
      return {
        rows: dialog.querySelectorAll('tbody tr').length,
        table: dialog.querySelector('table').getBoundingClientRect().right,
        content: dialog.getBoundingClientRect().right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth),
      };
    });
    assert.equal(rows, 2, 'a row for each kind played');
    assert.ok(table <= content + 0.5, `at ${width} px the table ends at ${table.toFixed(1)} px, past the dialog's ${content.toFixed(1)} px`);
    await page.keyboard.press('Escape');
  }
});

test('on a 360x740, 390x844 or 412x823 phone the 9x9 board and every keypad key are on the first screen, hint showing', async (t) => {
  const { page } = await openPhone(t);
  await engineLoaded(page);
  await button(page, 'Hint').click();
  await page.waitForSelector('#apply-hint:not([hidden])');
  for (const [width, height] of [[360, 740], [390, 844], [412, 823]]) {
    await page.setViewportSize({ width, height });
    const { keypad, board, status, scrolled } = await page.evaluate(() => ({
      keypad: document.getElementById('keypad').getBoundingClientRect().bottom,
      board: document.getElementById('board').getBoundingClientRect().top,
      status: document.querySelector('.status').getBoundingClientRect().height,
      scrolled: scrollY,
    }));
    assert.equal(scrolled, 0);
    assert.ok(board >= 0, 'the board starts on the screen');
    assert.ok(keypad <= height, `at ${width}x${height} the keypad ends at ${keypad.toFixed(1)} px, below the screen`);
    assert.ok(status >= 90, `the message panel keeps room for a hint (${status} px)`);
  }
});

for (const size of [16, 25]) {
  test(`on a 360x740 or 390x844 phone a ${size}x${size}'s every keypad key is on the first screen, with a panning board`, async (t) => {
    const [line] = cli(['generate', '--size', String(size), '--level', 'easy', '--seed', '7']);
    const { page } = await openPhone(t, 390, `index.html#puzzle=${encodeURIComponent(line)}`);
    for (const [width, height] of [[360, 740], [390, 844]]) {
      await page.setViewportSize({ width, height });
      const { keys, frame, status } = await page.evaluate(() => ({
        keys: Math.max(...[...document.querySelectorAll('#keypad .key')].map((key) => key.getBoundingClientRect().bottom)),
        frame: document.querySelector('.board-frame').getBoundingClientRect().height,
        status: document.querySelector('.status').getBoundingClientRect().height,
      }));
      assert.ok(keys <= height, `at ${width}x${height} the last keys end at ${keys.toFixed(1)} px, below the screen`);
      assert.ok(frame >= 192, `the board's frame keeps 12rem (${frame} px)`);
      assert.ok(status >= 70, `the message keeps three lines (${status} px)`);
    }
  });
}

test('Daily puzzle, Daily killer and New game ask before replacing a game with moves; Cancel keeps it', async (t) => {
  const { page } = await open(t, 'index.html');
  await engineLoaded(page);
  const title = await page.textContent('#game-title');
  const cell = await page.getAttribute('#board [aria-selected=true]', 'data-cell');
  await page.keyboard.press('5');
  const typed = await page.getAttribute(`#board [data-cell="${cell}"]`, 'aria-label');
  assert.match(typed, /, 5/);
  const kept = async (how) => {
    await page.waitForSelector('#confirm-dialog[open]');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'confirm-cancel', 'Cancel is the default');
    await how();
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    // The answer reaches the page after the dialog's close event, a task after it closed: wait for the words.
    await page.waitForFunction(() => document.getElementById('message').textContent === 'Your game is kept.');
    assert.equal(await page.textContent('#game-title'), title);
    assert.equal(await page.getAttribute(`#board [data-cell="${cell}"]`, 'aria-label'), typed);
  };
  await button(page, 'Daily puzzle').click();
  assert.match(await page.textContent('#confirm-title'), /daily puzzle/);
  await kept(() => page.keyboard.press('Enter'));
  await button(page, 'Daily killer').click();
  await kept(() => page.keyboard.press('Escape'));
  await startNewGame(page, { choices: { 'new-size': '4' } });
  await kept(() => page.click('#confirm-cancel'));
  await button(page, 'Daily puzzle').click();
  await page.click('#confirm-ok');
  await page.waitForFunction(() => document.getElementById('game-title').textContent === 'Classic 9×9, medium');
  await button(page, 'Daily killer').click(); // no move in the daily puzzle yet: no question
  await page.waitForFunction(() => document.getElementById('game-title').textContent.startsWith('Killer'));
});

test('a game counts as played at its first move, once: not when it is only opened, nor again after a reload', async (t) => {
  const { page } = await openPhone(t);
  await engineLoaded(page);
  const none = [['No games yet.']];
  assert.deepEqual(await statsRows(page), none, 'the first visit\'s game, untouched, is not played yet');
  await button(page, 'Daily puzzle').click(); // opened and left: not played either
  await page.waitForFunction(() => document.getElementById('game-title').textContent === 'Classic 9×9, medium');
  await button(page, 'Daily killer').click();
  await page.waitForFunction(() => document.getElementById('game-title').textContent.startsWith('Killer'));
  assert.deepEqual(await statsRows(page), none);
  await typeIntoEmpty(page, 5);
  await typeIntoEmpty(page, 6);
  assert.deepEqual(await statsRows(page), [['Killer 9×9, medium', '1', '0']], 'two moves, one game played');
  await page.reload();
  await engineLoaded(page);
  await page.waitForFunction(() => document.getElementById('game-title').textContent.startsWith('Killer'));
  await typeIntoEmpty(page, 7);
  assert.deepEqual(await statsRows(page), [['Killer 9×9, medium', '1', '0']], 'the resumed game is not counted again');
});

// A play-tester pressed Hint in a new game and left it: the statistics had a row of 0 played and 1 hint used.
test('a hint counts its game as played, as a first move does', async (t) => {
  const { page } = await open(t, 'index.html');
  await engineLoaded(page);
  await button(page, 'Daily puzzle').click();
  await page.waitForFunction(() => document.getElementById('game-title').textContent === 'Classic 9×9, medium');
  await button(page, 'Hint').click();
  await page.waitForSelector('#apply-hint:not([hidden]), #message:not(:empty)');
  await page.waitForFunction(() => !/Looking/.test(document.getElementById('message').textContent));
  assert.deepEqual(await statsRows(page, 6), [['Classic 9×9, medium', '1', '0', '–', '–', '1']]);
  await typeIntoEmpty(page, 5);
  assert.deepEqual(await statsRows(page), [['Classic 9×9, medium', '1', '0']], 'the move after it counts no second game');
});

test('a reload brings back the selected cell and the notes mode; a new game starts from its first empty cell, Notes off', async (t) => {
  const { page } = await open(t, 'index.html');
  await engineLoaded(page);
  const where = () => page.evaluate(() => [document.querySelector('#board [aria-selected=true]').dataset.cell,
    document.getElementById('notes').getAttribute('aria-pressed'), document.getElementById('centre-notes').getAttribute('aria-pressed')]);
  const empty = (await labels(page)).findLastIndex((text) => text.endsWith(', empty'));
  await page.click(`#board [data-cell="${empty}"]`);
  await page.keyboard.press('c');
  await page.keyboard.press('4');
  assert.deepEqual(await where(), [String(empty), 'false', 'true']);
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  assert.deepEqual(await where(), [String(empty), 'false', 'true'], 'as it was left');
  assert.match(await label(page, empty), /centre notes 4/);
  await button(page, 'New game').click();
  await page.waitForSelector('#new-dialog[open]');
  await button(page, 'Start').click();
  await page.click('#confirm-dialog[open] #confirm-ok');
  await page.waitForFunction(() => /^New game/.test(document.querySelector('#message').textContent));
  const first = (await labels(page)).findIndex((text) => text.endsWith(', empty'));
  assert.deepEqual(await where(), [String(first), 'false', 'false']);
});

test('in a small laptop window the keypad is beside the board, on the first screen, with no sideways scroll', async (t) => {
  const { page } = await open(t, 'index.html');
  for (const [width, height] of [[768, 600], [900, 700], [1024, 640], [1030, 900], [1600, 1000]]) {
    await page.setViewportSize({ width, height });
    const box = await page.evaluate(() => {
      const board = document.getElementById('board').getBoundingClientRect();
      const keypad = document.getElementById('keypad').getBoundingClientRect();
      return { boardRight: board.right, board: board.width, keypadLeft: keypad.left, keypadBottom: keypad.bottom, scroll: document.documentElement.scrollWidth };
    });
    assert.ok(box.keypadLeft >= box.boardRight, `${width}x${height}: the keypad (from x = ${box.keypadLeft}) is beside the board (to ${box.boardRight})`);
    assert.ok(box.keypadBottom <= height, `${width}x${height}: the keypad ends at y = ${box.keypadBottom}`);
    assert.ok(box.board >= (width >= 1600 ? 760 : 360), `${width}x${height}: a ${box.board} px board`); // 48rem on a big screen
    assert.equal(box.scroll, width, `${width}x${height}: the page is ${box.scroll} px wide`);
  }
});

test('a long hint scrolls inside the message from its start, and the keypad stays on the screen', async (t) => {
  const { page } = await openPhone(t, 390, 'index.html#id=9c-4n-qibbw7-ck25'); // an expert killer
  await page.waitForFunction(() => document.getElementById('game-id').textContent === '9c-4n-qibbw7-ck25', null, { timeout: 30000 });
  for (let applied = 0; applied < 3; applied++) { // its fourth hint is a long one: three deductions, 487 characters and the notes
    await button(page, 'Hint').click();
    await page.waitForSelector('#apply-hint:not([hidden])');
    await button(page, 'Apply hint').click();
    await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Applied'));
  }
  for (const [width, height] of [[390, 844], [1024, 640]]) {
    await page.setViewportSize({ width, height });
    for (let level = 0; level < 3; level++) await page.keyboard.press('?');
    await page.waitForFunction(() => document.getElementById('message').textContent.length > 450);
    const box = await page.evaluate(() => {
      const m = document.getElementById('message');
      return { top: m.scrollTop, scrolls: m.scrollHeight > m.clientHeight, fade: m.classList.contains('more-below'),
        tab: m.tabIndex, keypad: document.getElementById('keypad').getBoundingClientRect().bottom };
    });
    const where = `${width}x${height}`;
    // From its start: scrolled to its end, a play-tester on a phone met the hint in mid-sentence.
    assert.ok(box.scrolls && box.top === 0, `${where}: the message scrolls, its start in view`);
    assert.equal(box.fade, true, `${where}: the bottom fades while more is below`);
    assert.equal(box.tab, 0, `${where}: the keyboard can reach it to scroll`);
    assert.ok(box.keypad <= height, `${where}: the keypad ends at y = ${box.keypad}`);
    await page.focus('#message');
    await page.keyboard.press('End');
    // Scrolled to the end, the fade goes (the scroll event comes a frame later).
    await page.waitForFunction(() => {
      const m = document.getElementById('message');
      return m.scrollTop > 0 && !m.classList.contains('more-below');
    });
    await page.click('#board [data-cell="0"]'); // back to the board for the next size's presses
  }
});

test('Space steps through notes, centre notes and values, and a note goes where the mode says', async (t) => {
  const { page } = await open(t, 'index.html');
  await engineLoaded(page);
  const cell = await firstEmpty(page);
  await page.click(`#board [data-cell="${cell}"]`);
  const said = [];
  for (let press = 0; press < 3; press++) {
    await page.keyboard.press('Space');
    said.push(await message(page));
    if (press === 1) await page.keyboard.press('4'); // a centre note
  }
  assert.deepEqual(said, ['Notes on: values go in as pencil marks.', 'Centre notes on: values go in the middle of the cell.', 'Centre notes off.']);
  assert.match(await page.getAttribute(`#board [data-cell="${cell}"]`, 'aria-label'), /centre notes 4/);
});

test('Number first says which value is armed, and each tapped cell gets it', async (t) => {
  const { page } = await openPhone(t);
  await page.click('label:has(#number-first)');
  const empty = await page.$$eval('#board [role=gridcell]', (cells) => cells.filter((c) => c.getAttribute('aria-label').includes('empty')).slice(0, 2).map((c) => c.dataset.cell));
  await page.click('#keypad [data-value="7"]');
  assert.equal(await message(page), '7 is armed: each cell you tap gets it (tap 7 again to stop).');
  assert.equal(await page.getAttribute('#keypad [data-value="7"]', 'aria-pressed'), 'true');
  // Armed with every 7 placed, the key is not faded as a spent key is (a play-tester could not tell it was armed).
  const opacity = (cls) => page.$eval('#keypad [data-value="7"]', (key, c) => key.classList.toggle('done', c) && getComputedStyle(key).opacity, cls);
  assert.equal(await opacity(true), '1');
  await opacity(false);
  for (const cell of empty) {
    await page.click(`#board [data-cell="${cell}"]`);
    assert.match(await page.getAttribute(`#board [data-cell="${cell}"]`, 'aria-label'), /, 7/);
  }
  await page.click('#keypad [data-value="7"]');
  assert.equal(await message(page), 'No value armed.');
  // With notes on, a tap notes the value, as the message then says.
  await button(page, 'Notes').click();
  await page.click('#keypad [data-value="7"]');
  assert.equal(await message(page), '7 is armed: each cell you tap gets it as a note (tap 7 again to stop).');
});

test('printed in the dark theme, the page is white with black text, title and board', async (t) => {
  const { page } = await open(t, 'index.html');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => dispatchEvent(new Event('beforeprint'))); // what the browser's Print does first
  await page.emulateMedia({ colorScheme: 'dark', media: 'print' });
  const colours = await page.evaluate(() => ['body', '#print-title-puzzle', '#print-puzzle .cell'].map((selector) => {
    const style = getComputedStyle(document.querySelector(selector));
    return `${selector}: ${style.color} on ${style.backgroundColor}`;
  }));
  assert.deepEqual(colours, ['body: rgb(0, 0, 0) on rgb(255, 255, 255)', '#print-title-puzzle: rgb(0, 0, 0) on rgba(0, 0, 0, 0)',
    '#print-puzzle .cell: rgb(0, 0, 0) on rgb(255, 255, 255)']);
  assert.match(await page.textContent('#print-title-puzzle'), /^Classic 9×9, easy$/);
  // The title starts over the board's left edge (it was flush with the page's, over a centred board).
  const [title, board] = await page.evaluate(() => ['#print-title-puzzle', '#print-puzzle'].map((s) => document.querySelector(s).getBoundingClientRect().left));
  assert.ok(Math.abs(title - board) < 2, `the title starts at x = ${title}, the board at ${board}`);
});

test('each press of the theme button shows the other look; the system\'s own look follows the system again', async (t) => {
  const { page } = await open(t, 'index.html');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  for (const [system, other] of [['light', 'dark'], ['dark', 'light']]) {
    await page.emulateMedia({ colorScheme: system });
    const before = await background();
    await page.click('#theme');
    assert.equal(await message(page), `Colour theme: ${other}.`);
    assert.equal(await page.getAttribute('html', 'data-theme'), other);
    assert.notEqual(await background(), before, `on a ${system} system the first press changes the page`);
    await page.click('#theme');
    assert.equal(await message(page), `Colour theme: ${system}, as the system's.`);
    assert.equal(await page.getAttribute('html', 'data-theme'), null, 'following the system again');
    assert.equal(await background(), before);
  }
});

test('on a desktop the keys are written under the board, as wide as the board; a phone keeps them for screen readers', async (t) => {
  const { page } = await open(t, 'index.html');
  const box = () => page.evaluate(() => {
    const help = document.getElementById('board-help').getBoundingClientRect();
    const board = document.getElementById('board').getBoundingClientRect();
    return { width: help.width, height: help.height, top: help.top, boardWidth: board.width, boardBottom: board.bottom, text: document.getElementById('board-help').textContent };
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  const desktop = await box();
  assert.match(desktop.text, /Shift for a\s+note/);
  assert.equal(desktop.width, desktop.boardWidth, 'as wide as the board');
  assert.ok(desktop.height >= 20 && desktop.top > desktop.boardBottom && desktop.top + desktop.height <= 800, `under the board, on the screen: ${JSON.stringify(desktop)}`);
  await page.setViewportSize({ width: 390, height: 844 });
  assert.ok((await box()).width <= 1, 'visually hidden on a phone');
});

test('centre notes beside corner notes sit on the cell\'s own background in the middle row, crossing none of the others', async (t) => {
  const { page } = await open(t, linkTo(dataLines.filter((p) => p[1] === '1')[0][0]));
  await engineLoaded(page);
  const empty = (await labels(page)).findIndex((text) => text.endsWith(', empty'));
  await page.click(`#board [data-cell="${empty}"]`);
  for (const key of ['c', '5', '6', 'c']) await page.keyboard.press(key);
  await button(page, 'Fill notes').click();
  await page.keyboard.press('ArrowRight'); // the cell unselected: its own background, not the selection's
  const seen = await page.evaluate((cell) => {
    const node = document.querySelector(`#board [data-cell="${cell}"]`);
    const centre = node.querySelector('.centre');
    const box = centre.getBoundingClientRect(), own = node.getBoundingClientRect();
    const corner = [...node.querySelectorAll('.notes span')].filter((span) => span.textContent && !'456'.includes(span.textContent));
    const crosses = corner.filter((span) => {
      const r = span.getBoundingClientRect();
      return r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
    }).map((span) => span.textContent);
    return { corner: corner.length, crosses, patch: getComputedStyle(centre).backgroundColor, cell: getComputedStyle(node).backgroundColor,
      top: (box.top - own.top) / own.height, bottom: (box.bottom - own.top) / own.height };
  }, empty);
  assert.ok(seen.corner > 0, 'corner notes outside the middle row');
  assert.deepEqual(seen.crosses, [], 'no corner note of the top or bottom row under the centre notes');
  assert.equal(seen.patch, seen.cell);
  assert.ok(seen.top >= 0.29 && seen.bottom <= 0.71, `in the middle row: ${seen.top.toFixed(2)}-${seen.bottom.toFixed(2)}`);
});

test('a digit past a 6x6 grid\'s values says which values it takes, and changes nothing', async (t) => {
  const [line] = cli(['generate', '--size', '6', '--level', 'easy', '--seed', '7']);
  const { page } = await open(t, `index.html#puzzle=${encodeURIComponent(line)}`);
  const before = await labels(page);
  await page.keyboard.press('7');
  assert.equal(await message(page), 'This grid\'s values go from 1 to 6.');
  assert.deepEqual(await labels(page), before);
});

// On 16x16 C is a value, on 25x25 h j k l n c too: the keys written under the board leave them out of the shortcuts,
// and the ones they still name do what they say.
for (const [size, values, gone, kept] of [[16, '1 to 9, A to G', ['C centre notes'], ['h j k l', 'N switches']],
  [25, '1 to 9, A to P', ['C centre notes', 'h j k l', 'N switches'], ['Space steps through notes, centre notes and values']]]) {
  test(`a ${size}x${size} game's keys under the board leave out the letters that are its values`, async (t) => {
    const [line] = cli(['generate', '--size', String(size), '--level', 'easy', '--seed', '7']);
    const { page } = await open(t, `index.html#puzzle=${encodeURIComponent(line)}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    const help = await page.textContent('#board-help');
    assert.ok(help.includes(`type a value (${values}) to enter it`), help);
    for (const words of gone) assert.ok(!help.includes(words), `no "${words}": ${help}`);
    for (const words of kept) assert.ok(help.includes(words), `"${words}": ${help}`);
    const notes = () => page.getAttribute('#notes', 'aria-pressed');
    await page.keyboard.press(size === 16 ? 'n' : ' ');
    assert.equal(await notes(), 'true', 'the key it names for notes turns them on');
  });
}

test('on a phone a tap outside a dialog closes it, as Escape does; a tap inside its box does not', async (t) => {
  const { page } = await openPhone(t);
  await engineLoaded(page);
  for (const name of ['Statistics', 'New game', 'Import', 'Print']) {
    await button(page, name).click();
    const dialog = await page.waitForSelector('dialog[open]');
    const box = await dialog.boundingBox();
    await page.mouse.click(box.x + 4, box.y + 4); // the dialog's own padding
    assert.ok(await dialog.evaluate((d) => d.open), `${name}: a tap inside the box keeps it open`);
    await page.mouse.click(box.x + box.width / 2, box.y > 12 ? box.y - 8 : box.y + box.height + 8);
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-selected') === 'true');
  }
});
