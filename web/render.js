// Writes the DOM from a view value; it never reads the game's rules or changes state.
import { drawConstraints } from './constraints-overlay.js';
import { symbol } from './symbols.js';
import { noteList } from './state.js';

const boards = new WeakMap(); // board element -> {cells: its cell elements, base: each cell's classes from the build}
const constraintNames = new WeakMap(); // board element -> Map cell -> its cage, thermometer or arrow in words

function element(tag, className, attributes = {}) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  return node;
}

// Builds an empty board for a puzzle (the engine's description): rows of gridcells, with thick edges where the box
// or region changes, and the cells of the houses a variant adds (`extra`: a diagonal, a window) shaded. A puzzle
// without a box shape has a region map: its regions are told apart by shading.
export function buildBoard(board, puzzle) {
  const { size, regions, houses } = puzzle;
  const shaded = new Set(houses.filter((h) => h.extra).flatMap((h) => Array.from(h.cells)));
  const noteCols = puzzle.boxCols || Math.ceil(Math.sqrt(size));
  const altRegions = puzzle.boxCols ? new Set() : separatedRegions(regions, size);
  board.replaceChildren();
  board.style.setProperty('--n', size);
  board.style.setProperty('--note-cols', noteCols);
  board.classList.toggle('big', size > 9);
  board.setAttribute('aria-label', `Sudoku, ${size} by ${size}${puzzle.variant === 'classic' ? '' : `, ${puzzle.variant}`}`);
  const cells = [];
  const base = [];
  for (let r = 0; r < size; r++) {
    const row = element('div', 'row', { role: 'row' });
    for (let c = 0; c < size; c++) {
      const cell = r * size + c;
      const classes = ['cell'];
      if (c < size - 1 && regions[cell] !== regions[cell + 1]) classes.push('edge-right');
      if (r < size - 1 && regions[cell] !== regions[cell + size]) classes.push('edge-bottom');
      if (shaded.has(cell)) classes.push('extra');
      if (altRegions.has(regions[cell])) classes.push('alt-region');
      const node = element('div', classes.join(' '), { role: 'gridcell', tabindex: '-1', 'data-cell': cell });
      // In the order the cell's name reads them: value, notes, centre notes.
      node.append(element('span', 'value', { 'aria-hidden': 'true' }), element('span', 'notes', { 'aria-hidden': 'true' }),
        element('span', 'centre', { 'aria-hidden': 'true' }));
      row.append(node);
      cells.push(node);
      base.push(node.className);
    }
    board.append(row);
  }
  boards.set(board, { cells, base });
  constraintNames.set(board, drawConstraints(board, puzzle));
}

// Jigsaw regions to shade: greedily, each region whose neighbours are all unshaded, so two shaded regions never
// touch and merge into one blob (two plain ones may; the thick borders part them, as between classic boxes).
function separatedRegions(regions, size) {
  const neighbours = Array.from({ length: size }, () => new Set());
  regions.forEach((region, cell) => {
    const right = cell % size < size - 1 ? regions[cell + 1] : region;
    const below = cell + size < regions.length ? regions[cell + size] : region;
    for (const other of [right, below]) {
      if (other !== region) {
        neighbours[region].add(other);
        neighbours[other].add(region);
      }
    }
  });
  const shaded = new Set();
  neighbours.forEach((near, region) => [...near].some((r) => shaded.has(r)) || shaded.add(region));
  return shaded;
}

// view: {game, selected, marks: {wrong, clash, hint, hintHouse, differ, revealed: Set of cells}, labels: Map cell
// -> text shown in an empty cell, focus: move keyboard focus to the selected cell (scrolling it into view; 'still':
// without scrolling), highlightNotes: mark the notes
// of the selected cell's value}
export function paintBoard(board, view) {
  const { cells, base } = boards.get(board);
  const { game, selected = -1, marks = {} } = view;
  const { puzzle } = game;
  const { size } = puzzle;
  const groupNames = constraintNames.get(board);
  const related = new Set(selected >= 0 ? puzzle.peers[selected] : []);
  const shown = puzzle.givens.map((g, cell) => g || game.entries[cell]);
  const selectedValue = selected >= 0 ? shown[selected] : 0;
  cells.forEach((node, cell) => {
    const value = shown[cell];
    const notes = value ? [] : noteList(game.notes[cell], size);
    const text = symbol(value);
    const shownText = value ? text : (view.labels?.get(cell) ?? '').replace(' or ', '/');
    if (node.firstChild.textContent !== shownText) node.firstChild.textContent = shownText;
    paintNotes(node.children[1], notes, size, view.highlightNotes ? selectedValue : 0);
    const centre = value ? [] : noteList(game.centre?.[cell] ?? 0, size);
    // Drawn by CSS from an attribute: the cell's visible text stays its notes, as its name reads them (both kinds
    // in one visible text would not match the name word for word).
    const centreText = centre.map(symbol).join('\u2009');
    if (node.lastChild.dataset.text !== centreText) node.lastChild.dataset.text = centreText;
    const flags = {
      given: Boolean(puzzle.givens[cell]),
      selected: cell === selected,
      related: related.has(cell),
      same: Boolean(selectedValue) && value === selectedValue && cell !== selected,
      wrong: marks.wrong?.has(cell),
      clash: marks.clash?.has(cell),
      hint: marks.hint?.has(cell),
      'hint-house': marks.hintHouse?.has(cell),
      differ: marks.differ?.has(cell),
      revealed: Boolean(value) && marks.revealed?.has(cell),
      labelled: !value && view.labels?.has(cell),
    };
    // Only what changed is written: a repaint after each key would otherwise rewrite every cell (625 on a 25x25).
    const className = [base[cell], ...Object.keys(flags).filter((name) => flags[name])].join(' ');
    if (node.className !== className) node.className = className;
    const colour = game.colours?.[cell] ?? 0;
    setChanged(node, 'data-colour', String(colour));
    setChanged(node, 'tabindex', cell === Math.max(selected, 0) ? '0' : '-1');
    setChanged(node, 'aria-selected', String(cell === selected));
    setChanged(node, 'aria-label', cellLabel(cell, size, value, flags, { notes, centre }, view.labels?.get(cell), colour, groupNames.get(cell)));
  });
  if (view.focus && selected >= 0) cells[selected].focus({ preventScroll: view.focus === 'still' });
}

function setChanged(node, name, value) {
  if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

function paintNotes(container, notes, size, highlight) {
  const text = notes.map(symbol);
  const key = `${text.join('')}/${highlight}`;
  if (container.dataset.notes === key) return;
  container.dataset.notes = key;
  if (!notes.length) return container.replaceChildren(); // spans only where there are notes (25x25: 15,625)
  if (container.childElementCount !== size) {
    // Spaces between the notes (not laid out in the grid) keep their text "3 4 7", as the cell's name says it.
    container.replaceChildren(...Array.from({ length: size }, () => [element('span'), ' ']).flat());
  }
  const set = new Set(notes);
  [...container.children].forEach((span, i) => {
    span.textContent = set.has(i + 1) ? symbol(i + 1) : '';
    span.classList.toggle('same-note', set.has(i + 1) && highlight === i + 1);
  });
}

export const COLOUR_NAMES = ['', 'red', 'yellow', 'green', 'purple'];

function cellLabel(cell, size, value, flags, { notes, centre }, extra, colour, group) {
  const parts = [`row ${Math.floor(cell / size) + 1}`, `column ${(cell % size) + 1}`];
  if (value) parts.push(symbol(value));
  else parts.push(extra ? `empty, ${extra}` : 'empty');
  if (flags.given) parts.push('given');
  if (flags.revealed) parts.push('revealed by Solve');
  if (group) parts.push(group);
  if (notes.length) parts.push(`notes ${notes.map(symbol).join(' ')}`);
  if (centre.length) parts.push(`centre notes ${centre.map(symbol).join(' ')}`);
  if (flags.wrong) parts.push('wrong');
  if (flags.clash) parts.push('clashes with another cell');
  if (flags.hint) parts.push('hint');
  if (flags.differ) parts.push('differs between solutions');
  if (colour) parts.push(`coloured ${COLOUR_NAMES[colour]}`);
  return parts.join(', ');
}

// One button per value, named by its symbol, with how many are left to place (greyed when none) drawn by CSS from
// an attribute and given as its description and tooltip (its name and visible text stay the symbol); the armed value
// (number-first mode) is pressed. remaining: index v-1 -> count, or null.
export function paintKeypad(keypad, size, armed, remaining = null) {
  if (keypad.childElementCount !== size || !keypad.querySelector('.key-left')) {
    keypad.replaceChildren(...Array.from({ length: size }, (_, i) => {
      const button = element('button', 'key', { type: 'button', 'data-value': i + 1 });
      button.append(element('span', 'key-value'), ' ', element('span', 'key-left', { 'aria-hidden': 'true' }));
      button.firstChild.textContent = symbol(i + 1);
      return button;
    }));
  }
  const rows = Math.ceil(size / 7); // at most 7 a row (44 px on a phone), rows even
  keypad.style.setProperty('--key-cols', Math.ceil(size / rows));
  keypad.closest('.layout')?.style.setProperty('--key-rows', rows); // the phone layout's heights count them
  [...keypad.children].forEach((button, i) => {
    if (armed) button.setAttribute('aria-pressed', String(armed === i + 1));
    else button.removeAttribute('aria-pressed');
    const left = remaining ? remaining[i] : null;
    const count = left === null ? '' : String(Math.max(left, 0));
    if (button.lastChild.dataset.left !== count) button.lastChild.dataset.left = count;
    button.classList.toggle('done', left !== null && left <= 0);
    if (count) {
      button.setAttribute('aria-description', `${count} left`);
      button.title = `${count} left to place`; // what the small number says, for a player who wonders
    } else {
      button.removeAttribute('aria-description');
      button.removeAttribute('title');
    }
  });
}

// The game's own controls, which a paused game answers only with "The game is paused": shown disabled then.
const PLAY_CONTROLS = '.tools[aria-label="Play"] button, #apply-hint, #keypad .key, .colours .swatch, #auto-notes, #solve';

// Controls: {undo, redo, notes, numberFirst, paused, elapsed, title, gameId, applyHint, mistakes (a count, or null
// when the counter is off), rules (the line under the keypad, '' for none)} -> button states and texts.
export function paintControls(doc, controls) {
  doc.getElementById('undo').disabled = !controls.undo;
  doc.getElementById('redo').disabled = !controls.redo;
  doc.getElementById('notes').setAttribute('aria-pressed', String(controls.notes));
  doc.getElementById('centre-notes').setAttribute('aria-pressed', String(controls.centre));
  doc.getElementById('number-first').checked = controls.numberFirst;
  doc.getElementById('pause').textContent = controls.paused ? 'Resume' : 'Pause';
  doc.getElementById('timer').textContent = formatTime(controls.elapsed);
  doc.getElementById('game-title').textContent = controls.title;
  doc.getElementById('game-id').textContent = controls.gameId ?? '';
  doc.getElementById('game-daily').textContent = controls.daily;
  doc.getElementById('game-id-line').hidden = !controls.gameId;
  doc.getElementById('apply-hint').hidden = !controls.applyHint;
  doc.body.classList.toggle('paused', controls.paused);
  for (const control of doc.querySelectorAll(PLAY_CONTROLS)) {
    if (controls.paused) control.setAttribute('aria-disabled', 'true');
    else control.removeAttribute('aria-disabled');
  }
  const rules = doc.getElementById('rules');
  if (rules.textContent !== controls.rules) rules.textContent = controls.rules;
  rules.hidden = !controls.rules;
  const counter = doc.getElementById('mistake-count');
  counter.hidden = controls.mistakes === null;
  counter.textContent = `Mistakes: ${controls.mistakes ?? 0}`;
}

// The row and column labels beside the board ("r1".., "c1"..), the names hints use; hidden when `shown` is false.
export function paintAxes(doc, size, shown) {
  doc.getElementById('board').parentElement.classList.toggle('labelled', shown);
  for (const [id, prefix] of [['row-labels', 'r'], ['col-labels', 'c']]) {
    const axis = doc.getElementById(id);
    axis.hidden = !shown;
    axis.style.setProperty('--n', size);
    if (axis.childElementCount === size) continue;
    axis.replaceChildren(...Array.from({ length: size }, (_, i) => {
      const label = element('span');
      label.textContent = `${prefix}${i + 1}`;
      return label;
    }));
  }
}

export function formatTime(ms) {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = String(Math.floor(total / 60) % 60).padStart(h ? 2 : 1, '0');
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${m}:${s}` : `${m}:${s}`;
}

// The live region: the latest message replaces the previous one, so screen readers announce it.
// The engine's messages are written to follow "error: " on the command line ("the puzzle has 80 cells; expected
// 81"); where one stands alone on the page it starts with a capital and ends with a full stop.
export const sentence = (text) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

// The line under a hint that says what its cell names mean (session.js explainCellNames) goes with that hint. Its
// button's focus goes to the board's selected cell, or a key pressed on it would leave the focus nowhere.
export function hideCellNames(doc) {
  const note = doc.getElementById('cell-names');
  if (note.contains(doc.activeElement)) doc.querySelector('#board [tabindex="0"]')?.focus({ preventScroll: true });
  note.hidden = true;
}

export function say(doc, text, { tone = 'info' } = {}) {
  hideCellNames(doc);
  const region = doc.getElementById('message');
  region.textContent = text;
  region.dataset.tone = tone;
  fitMessage(region);
}

// A message taller than its cap (a killer's chain of 25 deductions ran to 4,600 characters and pushed the keypad
// 2,400 px down) scrolls inside it: it shows its start, where reading begins (scrolled to its end, a play-tester on
// a phone met a hint in mid-sentence), fades at the bottom while more is below, and takes a Tab stop so keys can
// scroll it.
function fitMessage(region) {
  const over = region.scrollHeight > region.clientHeight + 1;
  if (over) region.tabIndex = 0;
  else region.removeAttribute('tabindex');
  region.scrollTop = 0;
  markMoreBelow(region);
}

const markMoreBelow = (region) => region.classList.toggle('more-below', region.scrollTop + region.clientHeight < region.scrollHeight - 1);

// Keeps the bottom fade (fitMessage) only while more is below, as the player scrolls the message.
export function watchMessage(doc) {
  const region = doc.getElementById('message');
  region.addEventListener('scroll', () => markMoreBelow(region));
}

// Clears the message line if it still says `text`: a sentence about the board that no longer holds.
export function unsay(doc, text) {
  if (doc.getElementById('message').textContent === text) say(doc, '');
}
