// The page's pure modules under node (no browser): moves, undo/redo, notes, check's breaking move, share links,
// key mapping. The puzzles and solutions come from data/counts.txt, not from the app; their descriptions (houses,
// peers) from the real engine module, as the page gets them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { loadModule } from '../js/support.js';
import { hintView, repeatsNudge, sameStep } from '../../web/hints.js';
import { compareKinds, gameTitle, kindOf, kindTitle } from '../../web/stats.js';
import { keyAction, keysHelp } from '../../web/input.js';
import { progressEntries, readFragment, shareLink } from '../../web/share.js';
import { applyMove, breakingMove, candidates, clashes, clashingPeer, newGame, noteList, redo, undo, wrongCells } from '../../web/state.js';
import { cellName, useSymbols } from '../../web/symbols.js';

const DATA = new URL('../../data/counts.txt', import.meta.url);
const digits = (text) => [...text].map((ch) => (ch === '.' ? 0 : Number(ch)));
const uniqueLines = readFileSync(DATA, 'utf8').trim().split('\n').map((line) => line.split(':')).filter((p) => p[1] === '1');

const engine = await loadModule();
useSymbols(engine.constants().symbols);
const describe = (text, options = {}) => {
  const { size, boxRows, boxCols, variant, text: own, houses, peers, givens, regions } = engine.parse(text, options);
  return { size, boxRows, boxCols, variant, text: own, houses, peers, givens: Array.from(givens), regions: Array.from(regions) };
};

const [puzzleText, , solutionText] = uniqueLines[0];
const puzzle = describe(puzzleText);
const solution = digits(solutionText);
const blanks = puzzle.givens.flatMap((g, cell) => (g ? [] : [cell]));

test('the data set is there and its first unique puzzle agrees with its solution', () => {
  assert.ok(uniqueLines.length >= 10, `expected unique puzzles in ${DATA.pathname}`);
  puzzle.givens.forEach((g, cell) => g && assert.equal(g, solution[cell]));
});

test('the engine\'s description: every classic cell has 20 peers; X adds diagonals; hyper has four windows', () => {
  assert.ok(puzzle.peers.every((p) => p.length === 20));
  const x = describe('.'.repeat(81), { variant: 'x' });
  assert.equal(x.peers[0].length, 26); // r1c1 also sees the 6 other main-diagonal cells outside its box
  const hyper = describe('.'.repeat(81), { variant: 'hyper' });
  assert.deepEqual(hyper.houses.filter((h) => h.kind === 'window').map((h) => h.cells[0]), [10, 14, 46, 50]);
});

test('clashes and candidates follow the peers the engine gives, whatever the variant', () => {
  const x = describe('.'.repeat(81), { variant: 'x' });
  let game = applyMove(newGame(x), { type: 'set', cell: 0, value: 5 });
  game = applyMove(game, { type: 'set', cell: 80, value: 5 }); // r9c9: the same diagonal, no shared row, column or box
  assert.deepEqual([...clashes(game)], [0, 80]);
  assert.ok(!candidates(game, 40).includes(5), 'the centre is on the diagonal');
  assert.ok(candidates(game, 1).length === 8 && !candidates(game, 1).includes(5));
  const classic = applyMove(applyMove(newGame(describe('.'.repeat(81))), { type: 'set', cell: 0, value: 5 }), { type: 'set', cell: 80, value: 5 });
  assert.equal(clashes(classic).size, 0);
  assert.equal(clashingPeer(game, 40, 5), 0, 'the centre would clash with r1c1 on the diagonal');
  assert.equal(clashingPeer(classic, 40, 5), -1);
  assert.equal(clashingPeer(classic, 8, 5), 0, 'r1c9 shares row 1 with r1c1');
});

test('playing every blank from the solution solves the game; undo all returns to the start', () => {
  let game = newGame(puzzle, solution);
  for (const cell of blanks) game = applyMove(game, { type: 'set', cell, value: solution[cell] });
  assert.equal(game.solved, true);
  assert.equal(clashes(game).size, 0);
  for (let i = 0; i < blanks.length; i++) game = undo(game);
  assert.ok(game.entries.every((e) => e === 0));
  assert.equal(game.solved, false);
  assert.equal(game.future.length, blanks.length);
});

test('notes toggle, a placed value removes that note from its peers, and undo restores them', () => {
  const a = blanks[0];
  const peer = puzzle.peers[a].find((cell) => !puzzle.givens[cell]);
  const b = blanks.find((cell) => cell !== a && cell !== peer);
  let game = newGame(puzzle, solution);
  const value = solution[a];
  game = applyMove(game, { type: 'note', cell: peer, value });
  game = applyMove(game, { type: 'note', cell: b, value: 1 });
  assert.deepEqual(noteList(game.notes[peer], 9), [value]);
  const placed = applyMove(game, { type: 'set', cell: a, value });
  assert.equal(placed.notes[peer], 0);
  assert.deepEqual(undo(placed).notes, game.notes);
  assert.deepEqual(redo(undo(placed)), { ...placed, future: [] });
  const kept = applyMove(game, { type: 'set', cell: a, value }, { autoRemoveNotes: false });
  assert.deepEqual(noteList(kept.notes[peer], 9), [value]);
});

test('a value erased or replaced gives back the notes its placement took, where no other value shown rules it out', () => {
  const game = applyMove(newGame(puzzle, solution), { type: 'autoNotes' });
  const cell = blanks[0];
  const wrong = noteList(game.notes[cell], 9).find((v) => v !== solution[cell]);
  const has = (notes) => Boolean(notes & (1 << (wrong - 1)));
  assert.ok(wrong, 'a blank with a wrong candidate');
  const took = blanks.filter((peer) => puzzle.peers[cell].includes(peer) && has(game.notes[peer]));
  const placed = applyMove(game, { type: 'set', cell, value: wrong });
  assert.ok(took.length > 0 && took.every((peer) => !has(placed.notes[peer])), 'placing takes it from its peers');
  const erased = applyMove(placed, { type: 'erase', cell });
  const replaced = applyMove(placed, { type: 'set', cell, value: solution[cell] });
  for (const peer of took) {
    assert.equal(erased.notes[peer], game.notes[peer], `erasing gives it back to ${peer}`);
    assert.ok(has(replaced.notes[peer]), 'so does replacing it');
  }
  assert.deepEqual(undo(erased).notes, placed.notes, 'undo takes them back with the erase');
  // The same value shown, after the placement, where it sees some of those peers (rightly, from the solution):
  // they stay without it.
  const elsewhere = blanks.find((c) => solution[c] === wrong && !puzzle.peers[cell].includes(c) && took.some((p) => puzzle.peers[c].includes(p)));
  const seen = (peer) => puzzle.peers[peer].includes(elsewhere);
  assert.ok(elsewhere !== undefined && !took.every(seen), 'a cell of that value that sees some of them, not all');
  const later = applyMove(applyMove(placed, { type: 'set', cell: elsewhere, value: wrong }), { type: 'erase', cell });
  for (const peer of took) assert.equal(has(later.notes[peer]), !seen(peer), `${peer}: back unless the other ${wrong} sees it`);
});

// A play-tester erased a value and found the cell's own notes gone with it.
test('a value erased gives its cell back the notes it had before, less the values its peers show since', () => {
  const cell = blanks[0];
  const peer = blanks.find((c) => puzzle.peers[cell].includes(c));
  const mine = [solution[cell], solution[peer]].sort((a, b) => a - b);
  let game = newGame(puzzle, solution);
  for (const value of mine) game = applyMove(game, { type: 'note', cell, value });
  game = applyMove(game, { type: 'centre', cell, value: solution[cell] });
  const placed = applyMove(game, { type: 'set', cell, value: solution[cell] });
  assert.deepEqual([placed.notes[cell], placed.centre[cell]], [0, 0], 'a value hides its notes');
  const erased = applyMove(placed, { type: 'erase', cell });
  assert.deepEqual([noteList(erased.notes[cell], 9), noteList(erased.centre[cell], 9)], [mine, [solution[cell]]]);
  assert.deepEqual(undo(erased).entries, placed.entries, 'undo puts the value back');
  const peerPlaced = applyMove(applyMove(placed, { type: 'set', cell: peer, value: solution[peer] }), { type: 'erase', cell });
  assert.deepEqual(noteList(peerPlaced.notes[cell], 9), [solution[cell]], `${solution[peer]} is shown by a peer now`);
  const kept = applyMove(applyMove(placed, { type: 'set', cell: peer, value: solution[peer] }, { autoRemoveNotes: false }), { type: 'erase', cell }, { autoRemoveNotes: false });
  assert.deepEqual(noteList(kept.notes[cell], 9), mine, 'without auto-removal, every note comes back');
  assert.deepEqual(applyMove(game, { type: 'erase', cell }).notes[cell], 0, 'erasing an empty cell clears its notes');
});

test('auto-notes give exactly the candidates a peer scan gives, and never the solution value missing', () => {
  const game = applyMove(newGame(puzzle, solution), { type: 'autoNotes' });
  // The scan: the values of no given in any house of the cell (the houses as the engine lists them).
  const scan = (cell) => {
    const houses = puzzle.houses.filter((h) => h.cells.includes(cell));
    const used = new Set(houses.flatMap((h) => Array.from(h.cells, (c) => puzzle.givens[c])));
    return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((v) => !used.has(v));
  };
  for (const cell of blanks) {
    assert.deepEqual(noteList(game.notes[cell], 9), scan(cell));
    assert.deepEqual(candidates(game, cell), scan(cell));
    assert.ok(noteList(game.notes[cell], 9).includes(solution[cell]));
  }
});

test('moves that do not fit are rejected and change nothing', () => {
  const game = newGame(puzzle, solution);
  const given = puzzle.givens.findIndex((g) => g);
  for (const move of [{ type: 'set', cell: given, value: 1 }, { type: 'set', cell: blanks[0], value: 10 },
    { type: 'set', cell: 81, value: 1 }, { type: 'note', cell: -1, value: 1 }, { type: 'bogus' }]) {
    assert.equal(applyMove(game, move), game);
  }
});

test('check names the move after which the grid stayed unsolvable', () => {
  const [a, b, c] = blanks;
  const wrong = (cell) => (solution[cell] % 9) + 1;
  let game = newGame(puzzle, solution);
  game = applyMove(game, { type: 'set', cell: a, value: solution[a] });      // move 1: right
  game = applyMove(game, { type: 'set', cell: b, value: wrong(b) });         // move 2: wrong, later fixed
  game = applyMove(game, { type: 'set', cell: b, value: solution[b] });      // move 3: fixed
  game = applyMove(game, { type: 'set', cell: c, value: wrong(c) });         // move 4: breaks it for good
  game = applyMove(game, { type: 'note', cell: blanks[3], value: 2 });       // move 5
  assert.deepEqual(wrongCells(game), [c]);
  assert.deepEqual(breakingMove(game), { number: 4, move: { type: 'set', cell: c, value: wrong(c) } });
  assert.equal(breakingMove(undo(undo(game))), null);
});

test('share links carry the puzzle or ID and the progress; bad progress is refused', () => {
  let game = newGame(puzzle, solution);
  game = applyMove(game, { type: 'set', cell: blanks[0], value: solution[blanks[0]] });
  const link = shareLink('http://x/index.html#old', game, { progress: true });
  const read = readFragment(new URL(link).hash);
  assert.equal(read.puzzle, puzzleText);
  assert.deepEqual(progressEntries(read.progress, puzzle), game.entries);
  assert.equal(readFragment(new URL(shareLink('http://x/', { ...game, puzzle: { ...puzzle, id: 'G1' } })).hash).id, 'G1');
  assert.equal(readFragment('#nothing=1'), null);
  assert.equal(progressEntries('1'.repeat(80), puzzle), null);
  assert.equal(progressEntries('<'.repeat(81), puzzle), null);
  assert.equal(progressEntries(puzzleText.replace(/\./g, '.'), puzzle), null); // entries over givens
});

test('keys: arrows and h/j/k/l move, digits enter, Shift makes a note, letters are values on big grids', () => {
  const key = (k, extra = {}) => ({ key: k, code: '', shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...extra });
  assert.deepEqual(keyAction(key('l'), 9, 0), { type: 'select', cell: 1 });
  assert.deepEqual(keyAction(key('j'), 9, 0), { type: 'select', cell: 9 });
  assert.deepEqual(keyAction(key('ArrowLeft'), 9, 0), { type: 'select', cell: 0 });
  assert.deepEqual(keyAction(key('7', { code: 'Digit7' }), 9, 0), { type: 'value', value: 7, note: false });
  assert.deepEqual(keyAction(key('&', { code: 'Digit7', shiftKey: true }), 9, 0), { type: 'value', value: 7, note: true });
  assert.deepEqual(keyAction(key('l', { code: 'KeyL' }), 25, 0), { type: 'value', value: 21, note: false });
  assert.deepEqual(keyAction(key('z', { ctrlKey: true }), 9, 0), { type: 'undo' });
  assert.deepEqual(keyAction(key('Backspace'), 9, 0), { type: 'erase' });
  assert.deepEqual(keyAction(key('?', { code: 'Slash', shiftKey: true }), 25, 0), { type: 'hint' });
  assert.equal(keyAction(key('x', { code: 'KeyX' }), 9, 0), null);
  // On 16x16 C is the value 12, so the centre notes need a key that is never a value.
  assert.deepEqual(keyAction(key('c', { code: 'KeyC' }), 16, 0), { type: 'value', value: 12, note: false });
  for (const size of [9, 16, 25]) assert.deepEqual(keyAction(key(' ', { code: 'Space' }), size, 0), { type: 'nextNotesMode' });
  // A digit past a small grid's values is said (session.js), not ignored.
  assert.deepEqual(keyAction(key('7', { code: 'Digit7' }), 6, 0), { type: 'beyond' });
  assert.deepEqual(keyAction(key('5', { code: 'Numpad5' }), 4, 0), { type: 'beyond' });
  assert.deepEqual(keyAction(key('6', { code: 'Digit6' }), 6, 0), { type: 'value', value: 6, note: false });
});
// The keys written under the board, per size: the letters that are values are no shortcuts there.
test('keys: the words under the board leave out the shortcuts that are values on the grid', () => {
  assert.match(keysHelp(9), /^Arrow keys or h j k l move; type a value to enter it, .*N switches notes mode, C centre notes, Space/);
  assert.match(keysHelp(16), /^Arrow keys or h j k l move; type a value \(1 to 9, A to G\) .*N switches notes mode, Space steps through notes, centre notes and values;/);
  assert.match(keysHelp(25), /^Arrow keys move; type a value \(1 to 9, A to P\) .*Backspace erases; Space steps through notes, centre notes and values;/);
});

test('centre notes: a move of their own, undone and redone, cleared by placing a value in the cell or a peer', () => {
  const [cell, peer] = blanks;
  let game = newGame(puzzle, solution);
  game = applyMove(game, { type: 'centre', cell, value: 3 });
  game = applyMove(game, { type: 'centre', cell, value: 5 });
  game = applyMove(game, { type: 'note', cell, value: 3 });
  assert.deepEqual(noteList(game.centre[cell], 9), [3, 5]);
  assert.deepEqual(noteList(game.notes[cell], 9), [3], 'corner and centre notes are kept apart');
  assert.deepEqual(noteList(undo(undo(game)).centre[cell], 9), [3]);
  assert.deepEqual(redo(undo(game)).centre, game.centre);
  const value = solution[peer];
  let withPeer = applyMove(game, { type: 'centre', cell: peer, value: value === 3 ? 4 : 3 });
  withPeer = applyMove(withPeer, { type: 'set', cell: peer, value: 3 });
  if (puzzle.peers[peer].includes(cell)) assert.deepEqual(noteList(withPeer.centre[cell], 9), [5]);
  assert.equal(withPeer.centre[peer], 0, 'a value clears its own cell\'s centre notes');
  assert.equal(applyMove(game, { type: 'centre', cell: 0, value: 10 }), game, 'a value off the grid changes nothing');
  // A change saved before centre notes (five fields) leaves them as they are.
  const old = { ...game, past: [{ move: { type: 'set', cell, value: 1 }, cells: [[cell, 0, 0, 1, 0]] }], entries: game.entries.map((e, c) => (c === cell ? 1 : e)) };
  assert.deepEqual(undo(old).centre, game.centre);
});

// A step as the engine's hint gives it: the second level points at the cells the step reads (not the one it fills)
// or at more houses than the first level's; with neither it would say the nudge again in fewer words, so the second
// press shows the whole deduction.
test('hint levels: the second points at cells or houses, else the whole deduction comes next', () => {
  const box9 = puzzle.houses.findIndex((h) => h.name === 'box 9');
  const row9 = puzzle.houses.findIndex((h) => h.name === 'row 9');
  const step = (cells, houses) => ({
    kind: 'step', technique: 'Rule of 45', nudge: 'Rule of 45. Add up the cages of box 9.', cells, houses,
    placements: [{ cell: 78, value: 4 }], eliminations: [], chain: [], explanation: 'The cages of box 9 add up to 41, so r9c7 = 4.',
  });
  const alone = step([78], [box9]);
  assert.equal(hintView(puzzle, alone, 1).message, 'Rule of 45. Add up the cages of box 9.');
  assert.deepEqual([hintView(puzzle, alone, 2).level, hintView(puzzle, alone, 2).message], [3, alone.explanation]);
  const pointed = step([78, 79, 80], [box9]);
  assert.deepEqual([hintView(puzzle, pointed, 2).level, hintView(puzzle, pointed, 2).message], [2, 'Rule of 45 in box 9: look at r9c8 and r9c9.']);
  // In reading order, whatever the engine's order: a play-test's Naked Single listed eight cells as they came.
  assert.equal(hintView(puzzle, step([80, 78, 79], [box9]), 2).message, 'Rule of 45 in box 9: look at r9c8 and r9c9.');
  const twoHouses = step([78], [box9, row9]);
  assert.deepEqual([hintView(puzzle, twoHouses, 2).level, hintView(puzzle, twoHouses, 2).message], [2, 'Rule of 45 in box 9 and row 9.']);
  const bothNamed = { ...twoHouses, nudge: 'Rule of 45. Add up the cages of box 9 and row 9.' };
  assert.equal(hintView(puzzle, bothNamed, 2).level, 3, 'the nudge names both houses already');
  const otherBox = { ...alone, nudge: 'Rule of 45. Add up the cages of box 91.' };
  assert.equal(hintView(puzzle, otherBox, 2).level, 2, '"box 91" does not name box 9');
  // A long chain names the first few houses and cells and counts the rest (a killer's listed 39 cells and 8 houses).
  const rows = puzzle.houses.flatMap((h, i) => (h.name.startsWith('row') ? [i] : []));
  const long = hintView(puzzle, step([78, ...Array.from({ length: 20 }, (_, k) => k)], rows.slice(0, 7)), 2).message;
  assert.equal(long, 'Rule of 45 in rows 1 to 7: look at r1c1, r1c2, r1c3, r1c4, r1c5, r1c6 and 14 more cells, highlighted.',
    'a run of houses is named as one, as the engine names it');
  const runNamed = { ...step([78], rows.slice(0, 7)), nudge: 'Rule of 45. Add up the cages of rows 1 to 7.' };
  assert.equal(hintView(puzzle, runNamed, 2).level, 3, 'the nudge names the run already');
  const scattered = [0, 2, 4, 6, 8, 9, 11, 13]; // rows 1, 3, 5, 7, 9 and columns 1, 3, 5: no run
  assert.equal(hintView(puzzle, step([78, 0], scattered), 2).message, 'Rule of 45 in row 1, row 3, row 5, row 7, row 9, column 1 and 2 more ' +
    'houses, highlighted: look at r1c1.');
  assert.equal(hintView(puzzle, step([78, 0, 1, 2, 3, 4, 5, 6], [box9]), 2).message, 'Rule of 45 in box 9: look at r1c1, r1c2, r1c3, r1c4, r1c5, r1c6 and r1c7.',
    'seven are named, not six and "1 more"');
  // A chain's houses are all its steps': "Pointing, then Hidden Single in box 6, row 5, column 5" read as the single's.
  const single = { technique: 'Hidden Single', explanation: 'r9c7 = 4.', eliminations: [] };
  const chained = { ...pointed, houses: [box9, row9], chain: [{ ...single, technique: 'Pointing' }, single] };
  assert.equal(hintView(puzzle, chained, 2).message, 'Pointing, then Hidden Single. Look at box 9 and row 9, and at r9c8 and r9c9.');
  assert.equal(hintView(puzzle, { ...chained, cells: [78] }, 2).message, 'Pointing, then Hidden Single. Look at box 9 and row 9.');
  assert.equal(hintView(puzzle, { ...chained, houses: [] }, 2).message, 'Pointing, then Hidden Single. Look at r9c8 and r9c9.');
});

// A play-tester's second level, "look at r1c6, r6c1 and r7c4", did not say these were the 5s that rule 5 out: cells
// that all hold one value (given or entered) are named with it.
test('hint levels: the second names the value its cells all hold', () => {
  const box9 = puzzle.houses.findIndex((h) => h.name === 'box 9');
  const given = puzzle.givens.findIndex((g) => g);
  const twin = puzzle.givens.findIndex((g, c) => g === puzzle.givens[given] && c !== given);
  const other = puzzle.givens.findIndex((g) => g && g !== puzzle.givens[given]);
  const blank = puzzle.givens.findIndex((g) => !g);
  const step = (cells) => ({
    kind: 'step', technique: 'Hidden Single', nudge: 'Hidden Single. Look at box 9.', cells: [80, ...cells], houses: [box9],
    placements: [{ cell: 80, value: 1 }], eliminations: [], chain: [], explanation: 'r9c9 = 1.',
  });
  const entries = puzzle.givens.map(() => 0);
  const second = (cells, values = entries) => hintView(puzzle, step(cells), 2, { entries: values }).message;
  const names = (cells) => cells.sort((a, b) => a - b).map((c) => cellName(9, c)).join(' and ');
  const v = puzzle.givens[given];
  assert.equal(second([given, twin]), `Hidden Single in box 9: look at the ${v}s in ${names([given, twin])}.`);
  assert.equal(second([given]), `Hidden Single in box 9: look at the ${v} in ${cellName(9, given)}.`);
  assert.equal(second([given, other]), `Hidden Single in box 9: look at ${names([given, other])}.`, 'two values');
  assert.equal(second([given, blank]), `Hidden Single in box 9: look at ${names([given, blank])}.`, 'an empty cell');
  const entered = entries.map((e, c) => (c === blank ? v : e));
  assert.equal(second([given, blank], entered), `Hidden Single in box 9: look at the ${v}s in ${names([given, blank])}.`, 'an entered value');
});

// A play-test took three "Naked Pair. Look at column 1." in a row, after applying each, for the same hint stuck: a
// step whose nudge reads as the last step's but acts elsewhere says "Another" at its first level.
test('hint levels: a new step with the last one\'s nudge says "Another"', () => {
  const step = (eliminations) => ({
    kind: 'step', technique: 'Naked Pair', nudge: 'Naked Pair. Look at column 1.', cells: [0, 9], houses: [],
    placements: [], eliminations, chain: [], explanation: 'r1c1 and r2c1 hold 3 and 5, so no other cell of column 1 does.',
  });
  const first = step([{ cell: 18, value: 3 }]);
  const second = step([{ cell: 27, value: 7 }]);
  assert.equal(repeatsNudge(first, second), true);
  assert.equal(repeatsNudge(first, { ...first }), false, 'the same step again is not another');
  assert.equal(repeatsNudge(first, { ...second, nudge: 'Naked Pair. Look at column 2.' }), false);
  assert.equal(repeatsNudge(null, second), false);
  assert.equal(repeatsNudge({ ...first, kind: 'mistake' }, second), false);
  assert.equal(hintView(puzzle, second, 1, { another: true }).message, 'Another Naked Pair step. Look at column 1.');
  const cageStep = { ...second, technique: 'Cage Combinations', nudge: 'Cage Combinations. Look at the 11 cage at r1c6.' };
  assert.equal(hintView(puzzle, cageStep, 1, { another: true }).message, 'Another Cage Combinations step. Look at the 11 cage at r1c6.');
  assert.equal(hintView(puzzle, { ...second, technique: '' }, 1, { another: true }).message, 'Another step: Naked Pair. Look at column 1.');
  assert.equal(hintView(puzzle, second, 1).message, 'Naked Pair. Look at column 1.');
  assert.equal(hintView(puzzle, second, 3, { another: true }).message, second.explanation, 'only the nudge says it');
  // The same step again (a move elsewhere left it next) is not a new hint: not counted again (session.js).
  assert.equal(sameStep(first, { ...first }), true);
  assert.equal(sameStep(first, second), false);
  assert.equal(sameStep(null, first), false);
  assert.equal(sameStep(first, { ...first, explanation: 'another sentence' }), false);
});

// A step that reads candidates (the engine says so: "r1c1 and r2c1 hold 3 and 5") beside cells without notes says
// that Fill notes shows them; one the engine says follows from the values shown does not.
test('hint levels: the last one says Fill notes shows the candidates a step reads in empty cells without notes', () => {
  const [a, b] = blanks.filter((c) => puzzle.peers[blanks[0]].includes(c) || c === blanks[0]);
  const pair = {
    kind: 'step', technique: 'Naked Pair', nudge: 'Naked Pair.', cells: [a, b], houses: [], placements: [],
    eliminations: [], chain: [], explanation: 'They hold 3 and 5.', readsCandidates: true,
  };
  const entries = new Array(81).fill(0);
  const none = new Array(81).fill(0);
  const fill = ' Fill notes shows the candidates it reads.';
  assert.equal(hintView(puzzle, pair, 3, { notes: none, entries }).message, `${pair.explanation}${fill}`);
  const noted = none.map((n, c) => (c === a || c === b ? 0b10100 : n));
  assert.equal(hintView(puzzle, pair, 3, { notes: noted, entries }).message, pair.explanation, 'its cells have notes');
  const filled = entries.map((v, c) => (c === a || c === b ? 1 : v));
  assert.equal(hintView(puzzle, pair, 3, { notes: none, entries: filled }).message, pair.explanation, 'its cells have values');
  const single = { ...pair, technique: 'Hidden Single', readsCandidates: false };
  assert.equal(hintView(puzzle, single, 3, { notes: none, entries }).message, pair.explanation, 'a single reads the values shown');
});

// The statistics and the summary named a kind "9×9 classic killer, medium" where the title bar said "Killer 9×9,
// medium"; the stored kinds keep their form (saved records), shown in the title bar's words.
test('a kind is shown in the title bar\'s words', () => {
  const killerX = { size: 9, variant: 'x', level: 'hard', constraints: { groups: [{ kind: 'cage' }], pairs: ['anti-king'] } };
  assert.equal(kindOf(killerX), '9×9 x killer anti-king, hard');
  assert.equal(kindTitle(kindOf(killerX)), gameTitle(killerX));
  assert.equal(kindTitle('9×9 classic killer, medium'), 'Killer 9×9, medium');
  assert.equal(kindTitle('16×16 classic, imported'), 'Classic 16×16, imported');
  assert.equal(kindTitle('a damaged kind'), 'a damaged kind', 'shown as it is');
});

// A play-tester's statistics listed "Classic 16×16" first and "Classic 9×9, easy" in the middle.
test('the statistics\' kinds are in order: size, classic first, rules, then level from easy to imported', () => {
  const kinds = ['16×16 classic, easy', '9×9 x, easy', '9×9 classic, imported', '9×9 classic, hard', '9×9 classic killer, easy',
    'a damaged kind', '9×9 classic, easy', '4×4 classic, medium', '9×9 classic, expert'];
  assert.deepEqual(kinds.sort(compareKinds), ['a damaged kind', '4×4 classic, medium', '9×9 classic, easy', '9×9 classic, hard',
    '9×9 classic, expert', '9×9 classic, imported', '9×9 classic killer, easy', '9×9 x, easy', '16×16 classic, easy']);
});
