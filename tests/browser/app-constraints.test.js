// Constraints beyond houses on the page, in headless Chromium on the real .wasm: a killer and a thermo game played
// to the end by keyboard, hints on a killer, the overlay's shapes and the cells' names, clashes and notes from the
// engine's `check` (a cage repeat, a cage sum exceeded, Fill notes by the cages), highlights from its peers (knight
// moves), and screenshots of each kind.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { boardText, button, cli, label, labels, linkTo, message, open, screenshot } from './app-page.js';
import { ARROW, KILLER, THERMO } from './constraint-puzzles.js';

const solutionOf = (puzzle) => cli(['solve'], `${puzzle}\n`)[0];
const dialogOpen = (page, id) => page.$eval(`#${id}`, (d) => d.open);

// Types the solution into every empty cell, row by row, by keyboard only.
async function playByKeyboard(page, solution) {
  const givens = await boardText(page, { givensOnly: true });
  await page.keyboard.press('Control+Home');
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      if (givens[r * 9 + c] === '.') await page.keyboard.press(solution[r * 9 + c]);
      if (c < 8) await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
  }
  await page.waitForFunction(() => document.querySelector('#done-dialog').open).catch(async (error) => {
    throw new Error(`${error.message}; the board reads ${await boardText(page)}; the page says "${await message(page)}"`);
  });
}

for (const [kind, puzzle] of [['killer', KILLER], ['thermo', THERMO]]) {
  test(`a ${kind} game is played to the end by keyboard; the engine's solution finishes it`, async (t) => {
    const { page } = await open(t, linkTo(puzzle));
    const solution = solutionOf(puzzle);
    assert.match(solution, /^[1-9]{81}$/);
    await playByKeyboard(page, solution);
    assert.equal(await boardText(page), solution);
    assert.equal(await page.textContent('#done-title'), 'Solved!');
    // Its level is the rating's, as Import's is.
    const [level] = cli(['rate'], puzzle)[0].split(' ');
    assert.equal(await page.textContent('#done-kind'), `${kind[0].toUpperCase()}${kind.slice(1)} 9×9, ${level}`, 'the title bar\'s words');
    assert.equal(await page.$$eval('#board .cell.clash', (cells) => cells.length), 0);
    await screenshot(page, `constraints-${kind}-solved.png`);
  });
}

test('the overlay draws every cage, thermometer and arrow, and the cells\' names say which', async (t) => {
  const { page } = await open(t, linkTo(KILLER));
  const cages = [...KILLER.matchAll(/cage=(\d+)\//g)].map((match) => match[1]);
  assert.equal(await page.$$eval('#board svg.constraints path.cage', (paths) => paths.length), cages.length);
  assert.deepEqual(await page.$$eval('#board svg.constraints text.cage-sum', (texts) => texts.map((x) => x.textContent)), cages);
  assert.equal(await page.getAttribute('#board svg.constraints', 'aria-hidden'), 'true');
  assert.match(await label(page, 0), /^row 1, column 1, empty, cage 10 of 2 cells$/);
  assert.match(await label(page, 22), /, cage 13 of 3 cells$/);
  assert.equal(await page.textContent('#game-title'), `Killer 9×9, ${cli(['rate'], KILLER)[0].split(' ')[0]}`, 'rated as Import rates it');
  // Each cage's outline sits inside its cells: its path's box is within the cage's cells' box, inset.
  const box = await page.$eval('#board svg.constraints path.cage', (path) => {
    const { x, y, width, height } = path.getBBox();
    return { x, y, width, height };
  });
  assert.ok(box.x > 0 && box.y > 0 && box.x + box.width < 200 && box.y + box.height < 100, JSON.stringify(box));
  // Printed: the print area's board carries the same outlines, in black.
  await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.$$eval('#print-puzzle svg.constraints path.cage', (paths) => paths.length), cages.length);
  assert.equal(await page.$eval('#print-puzzle svg.constraints path.cage', (path) => getComputedStyle(path).stroke), 'rgb(0, 0, 0)');
  await screenshot(page, 'constraints-killer-print.png');
  await page.emulateMedia({ media: 'screen' });

  // A link followed in the open page changes only its fragment: the page opens it without a reload.
  await page.goto(new URL(linkTo(THERMO), page.url()).href);
  await page.waitForSelector('#board svg.constraints circle.thermo-bulb');
  assert.equal(await page.$$eval('#board svg.constraints circle.thermo-bulb', (c) => c.length), 6);
  assert.equal(await page.$$eval('#board svg.constraints path.thermo-line', (c) => c.length), 6);
  assert.match(await label(page, 69), /, thermometer bulb$/);               // r8c7
  assert.match(await label(page, 59), /, thermometer, 2 of 3 from the bulb$/); // r7c6

  await page.goto(new URL(linkTo(ARROW), page.url()).href);
  await page.waitForSelector('#board svg.constraints circle.arrow-circle');
  assert.equal(await page.$$eval('#board svg.constraints circle.arrow-circle', (c) => c.length), 5);
  assert.equal(await page.$$eval('#board svg.constraints path.arrow-line', (c) => c.length), 5);
  assert.match(await label(page, 79), /, arrow circle, sum of 2 cells$/);   // r9c8
  assert.match(await label(page, 70), /, on the arrow of r9c8$/);           // r8c8
  // Each head's tip stops short of its cell's centre, where the digit is (a play-tester saw a head over a given).
  const tips = await page.$$eval('#board svg.constraints path.arrow-line', (paths) => paths.map((path) => {
    const [x, y] = path.getAttribute('d').match(/-?[\d.]+/g).map(Number).slice(-4, -2);
    return Math.hypot(x - (Math.floor(x / 100) * 100 + 50), y - (Math.floor(y / 100) * 100 + 50));
  }));
  assert.ok(tips.every((distance) => distance >= 29), `tips' distances from their cells' centres: ${tips}`);
});

// A play-test's screen reader said "cage 5 of 1 cells".
test('a one-cell cage is named "of 1 cell"', async (t) => {
  const solution = solutionOf(KILLER);
  const split = KILLER.replace('cage=10/r1c1r1c2', `cage=${solution[0]}/r1c1;cage=${solution[1]}/r1c2`);
  assert.notEqual(split, KILLER);
  const { page } = await open(t, linkTo(split));
  assert.match(await label(page, 0), new RegExp(`, cage ${solution[0]} of 1 cell$`));
});

test('clashes come from the engine: a cage repeat and a cage sum exceeded, each named', async (t) => {
  const { page } = await open(t, linkTo(KILLER));
  const clashing = () => page.$$eval('#board .cell.clash', (cells) => cells.map((c) => Number(c.dataset.cell)));
  // cage=13/r3c5r4c4r4c5: r3c5 and r4c4 share no house, so only the cage forbids the repeat.
  await page.click('#board [data-cell="22"]');
  await page.keyboard.press('4');
  await page.click('#board [data-cell="30"]');
  await page.keyboard.press('4');
  await page.waitForFunction(() => document.querySelectorAll('#board .cell.clash').length === 2);
  assert.deepEqual(await clashing(), [22, 30]);
  assert.equal(await message(page), 'Cage 13 at r3c5 holds 4 twice: r3c5 and r4c4.');
  assert.match(await label(page, 30), /, 4, cage 13 of 3 cells, clashes with another cell$/);
  await screenshot(page, 'constraints-clash-repeat.png');
  await page.keyboard.press('Backspace');
  await page.waitForFunction(() => !document.querySelector('#board .cell.clash'));
  // cage=10/r1c1r1c2: 9 and 8 are more than 10.
  await page.click('#board [data-cell="0"]');
  await page.keyboard.press('9');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('8');
  await page.waitForFunction(() => document.querySelectorAll('#board .cell.clash').length === 2);
  assert.deepEqual(await clashing(), [0, 1]);
  assert.equal(await message(page), 'Cage 10 at r1c1 holds 9 and 8: more than 10.');
  await screenshot(page, 'constraints-clash-sum.png');
});

test('selecting a cell highlights what it sees beyond its houses: knight moves under anti-knight', async (t) => {
  const [puzzle] = cli(['generate', '--constraint', 'anti-knight', '--seed', '1', '--count', '1']);
  assert.match(puzzle, /;anti-knight$/);
  const { page } = await open(t, linkTo(puzzle));
  const related = () => page.$$eval('#board .cell.related', (cells) => cells.map((c) => Number(c.dataset.cell)));
  await page.click('#board [data-cell="40"]');  // r5c5
  await page.waitForFunction(() => document.querySelector('#board [data-cell="40"]').classList.contains('selected'));
  const seen = new Set(await related());
  const knight = [21, 23, 29, 33, 47, 51, 57, 59];  // r3c4 r3c6 r4c3 r4c7 r6c3 r6c7 r7c4 r7c6
  assert.deepEqual(knight.filter((cell) => !seen.has(cell)), []);
  assert.equal(seen.size, 20 + knight.length);
  assert.ok(!seen.has(20), 'r3c3 is neither in a house of r5c5 nor a knight move away');
});

// Fill notes writes the engine's candidates (the cages' arithmetic included); a value placed takes only itself out
// of the notes of the cells that may not share it: a play-tester saw a typed value empty the notes of cells far from
// it, the engine's arithmetic done for the player.
test('Fill notes follows the cages (the engine\'s candidates), a value placed takes only itself out of notes, and a reload keeps them', async (t) => {
  const { page } = await open(t, linkTo(KILLER));
  await button(page, 'Fill notes').click();
  // cage=5/r1c4r2c4 can only be {1,4} or {2,3}; cage=22/r5c4r6c4r7c4 only sets of 5 to 9.
  await page.waitForFunction(() => /notes/.test(document.querySelector('#board [data-cell="3"]').getAttribute('aria-label')));
  assert.match(await label(page, 3), /, notes 1 2 3 4$/);
  assert.match(await label(page, 39), /, notes 5 6 7 8 9$/);
  await screenshot(page, 'constraints-killer-notes.png');
  const before = await labels(page);
  await page.click('#board [data-cell="3"]');
  await page.keyboard.press('1');
  await page.waitForFunction(() => /, 1, cage/.test(document.querySelector('#board [data-cell="3"]').getAttribute('aria-label')));
  const after = await labels(page);
  // r1c4's peers: row 1, column 4 and box 2 (its cage is inside them); no other rule.
  const sees = (cell) => cell !== 3 && (cell < 9 || cell % 9 === 3 || (cell < 27 && cell % 9 >= 3 && cell % 9 < 6));
  const withoutOne = (text) => text.replace(/(, notes(?: \d)*?) 1\b/, '$1');
  const changed = after.flatMap((text, cell) => (cell !== 3 && text !== (sees(cell) ? withoutOne(before[cell]) : before[cell]) ? [`${before[cell]} -> ${text}`] : []));
  assert.deepEqual(changed, [], 'only the 1 goes, and only from the cells that see r1c4');
  assert.match(await label(page, 12), /, notes 2 3 4$/, 'its cage partner keeps 2 3 4: finding the 4 is the player\'s');
  // A reload resumes the saved game with its cages (the save keeps the constraints; the engine describes them again).
  await page.reload();
  await page.waitForSelector('body[data-ready=true]');
  assert.match(await message(page), /^Welcome back: your game is as you left it\. Killer: each dashed cage's values add up/);
  assert.equal(await page.$$eval('#board svg.constraints path.cage', (paths) => paths.length), 36);
  assert.match(await label(page, 3), /^row 1, column 4, 1, cage 5 of 2 cells$/);
  assert.match(await label(page, 12), /, cage 5 of 2 cells, notes 2 3 4$/);
});

test('a hint on a killer at each level, and Apply places the solution\'s value', async (t) => {
  const { page } = await open(t, linkTo(KILLER));
  const solution = solutionOf(KILLER);
  const said = [];
  for (let press = 0; press < 3; press++) {
    await button(page, 'Hint').click();
    await page.waitForFunction(() => !document.querySelector('#apply-hint').hidden);
    said.push(await message(page));
  }
  assert.ok(said.every(Boolean), JSON.stringify(said));
  assert.doesNotMatch(said[1], /(\b[A-Z][\w ]+), then \1,/, 'a run of one technique is said once, with its count');
  const before = await boardText(page);
  await button(page, 'Apply hint').click();
  await page.waitForFunction((text) => [...document.querySelectorAll('#board [role=gridcell]')]
    .some((c, i) => !/empty/.test(c.getAttribute('aria-label')) && text[i] === '.'), before);
  const after = await boardText(page);
  const placed = [...after].map((ch, cell) => [ch, cell]).filter(([ch, cell]) => ch !== before[cell]);
  assert.equal(placed.length, 1);
  assert.equal(placed[0][0], solution[placed[0][1]]);
  t.diagnostic(`hint messages: ${said.join(' | ')}`);
});

// Every kind of constraint on desktop and phone, light and dark.
for (const [kind, puzzle] of [['killer', KILLER], ['thermo', THERMO], ['arrow', ARROW]]) {
  test(`screenshots: ${kind} on desktop and phone, light and dark, with notes and values`, async (t) => {
    const { page } = await open(t, linkTo(puzzle));
    await button(page, 'Fill notes').click();
    await page.click('#board [data-cell="40"]');
    await page.keyboard.press(solutionOf(puzzle)[40]);
    await page.waitForFunction(() => !/empty/.test(document.querySelector('#board [data-cell="40"]').getAttribute('aria-label')));
    for (const [device, width, height] of [['desktop', 1280, 800], ['phone', 390, 844]]) {
      await page.setViewportSize({ width, height });
      for (const scheme of ['light', 'dark']) {
        await page.emulateMedia({ colorScheme: scheme });
        await screenshot(page, `constraints-${kind}-${device}-${scheme}.png`);
      }
    }
    assert.equal((await labels(page)).length, 81);
  });
}

// A 16x16 with cages cut from its solution (pairs side by side in the first four rows; values over 9 add up as
// numbers) on a phone: the cells keep 44 px and the sums stay inside them; Ctrl+End pans to the last cell.
test('a 16x16 killer on a phone: readable cages with the zoom, light and dark', async (t) => {
  const [line] = cli(['generate', '--size', '16', '--level', 'easy', '--seed', '5', '--with-solution']);
  const [puzzle, solution] = line.split(':');
  const value = (symbol) => '123456789ABCDEFG'.indexOf(symbol) + 1;
  const cages = [];
  for (let cell = 0; cell < 64; cell += 2) {
    const name = (c) => `r${Math.floor(c / 16) + 1}c${(c % 16) + 1}`;
    cages.push(`cage=${value(solution[cell]) + value(solution[cell + 1])}/${name(cell)}${name(cell + 1)}`);
  }
  const { page } = await open(t, linkTo(`${puzzle};${cages.join(';')}`));
  await page.setViewportSize({ width: 390, height: 844 });
  assert.equal(await page.$$eval('#board svg.constraints path.cage', (paths) => paths.length), 32);
  const size = await page.$eval('#board [data-cell="0"]', (cell) => cell.getBoundingClientRect().width);
  assert.ok(size >= 43.5, `cells of ${size} px`);
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    await screenshot(page, `constraints-killer16-phone-${scheme}.png`);
  }
  await button(page, 'Whole board').click();
  await screenshot(page, 'constraints-killer16-phone-whole.png');
});
