// Writes the DOM from a view value; it never reads the game's rules or changes state.
import { geometryOf, symbol } from './geometry.js';
import { noteList } from './state.js';

const boards = new WeakMap(); // board element -> its cell elements

function element(tag, className, attributes = {}) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  return node;
}

// Builds an empty board for a puzzle: rows of gridcells, with thick edges where the box or region changes.
export function buildBoard(board, puzzle) {
  const { size, regions } = puzzle;
  const { houses } = geometryOf(puzzle);
  const shaded = new Set(houses.filter((h) => h.kind !== 'row' && h.kind !== 'column' && h.kind !== 'box' && h.kind !== 'region').flatMap((h) => h.cells));
  const noteCols = puzzle.variant === 'jigsaw' ? Math.ceil(Math.sqrt(size)) : puzzle.boxCols;
  const altRegions = puzzle.variant === 'jigsaw' ? separatedRegions(regions, size) : new Set();
  board.replaceChildren();
  board.style.setProperty('--n', size);
  board.style.setProperty('--note-cols', noteCols);
  board.classList.toggle('big', size > 9);
  board.setAttribute('aria-label', `Sudoku, ${size} by ${size}${puzzle.variant === 'classic' ? '' : `, ${puzzle.variant}`}`);
  const cells = [];
  for (let r = 0; r < size; r++) {
    const row = element('div', 'row', { role: 'row' });
    for (let c = 0; c < size; c++) {
      const cell = r * size + c;
      const node = element('div', 'cell', { role: 'gridcell', tabindex: '-1', 'data-cell': cell });
      if (c < size - 1 && regions[cell] !== regions[cell + 1]) node.classList.add('edge-right');
      if (r < size - 1 && regions[cell] !== regions[cell + size]) node.classList.add('edge-bottom');
      if (shaded.has(cell)) node.classList.add('extra');
      if (altRegions.has(regions[cell])) node.classList.add('alt-region');
      node.append(element('span', 'value', { 'aria-hidden': 'true' }), element('span', 'notes', { 'aria-hidden': 'true' }));
      row.append(node);
      cells.push(node);
    }
    board.append(row);
  }
  boards.set(board, cells);
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

// view: {game, selected, marks: {wrong, clash, hint, hintHouse, differ: Set of cells}, labels: Map cell -> text
// shown in an empty cell, focus: move keyboard focus to the selected cell}
export function paintBoard(board, view) {
  const cells = boards.get(board);
  const { game, selected = -1, marks = {} } = view;
  const { puzzle } = game;
  const { size } = puzzle;
  const geometry = geometryOf(puzzle);
  const related = new Set(selected >= 0 ? geometry.peers[selected] : []);
  const shown = puzzle.givens.map((g, cell) => g || game.entries[cell]);
  const selectedValue = selected >= 0 ? shown[selected] : 0;
  cells.forEach((node, cell) => {
    const value = shown[cell];
    const notes = value ? [] : noteList(game.notes[cell], size);
    const text = symbol(value);
    node.firstChild.textContent = value ? text : (view.labels?.get(cell) ?? '').replace(' or ', '/');
    paintNotes(node.lastChild, notes, size);
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
      labelled: !value && view.labels?.has(cell),
    };
    for (const [name, on] of Object.entries(flags)) node.classList.toggle(name, Boolean(on));
    node.setAttribute('tabindex', cell === Math.max(selected, 0) ? '0' : '-1');
    node.setAttribute('aria-selected', String(cell === selected));
    node.setAttribute('aria-label', cellLabel(cell, size, value, flags, notes, view.labels?.get(cell)));
  });
  if (view.focus && selected >= 0) cells[selected].focus();
}

function paintNotes(container, notes, size) {
  const text = notes.map(symbol);
  if (container.dataset.notes === text.join('')) return;
  container.dataset.notes = text.join('');
  if (!notes.length) return container.replaceChildren(); // spans only where there are notes (25x25: 15,625)
  if (container.childElementCount !== size) {
    container.replaceChildren(...Array.from({ length: size }, () => element('span')));
  }
  const set = new Set(notes);
  [...container.children].forEach((span, i) => {
    span.textContent = set.has(i + 1) ? symbol(i + 1) : '';
  });
}

function cellLabel(cell, size, value, flags, notes, extra) {
  const parts = [`row ${Math.floor(cell / size) + 1}`, `column ${(cell % size) + 1}`];
  if (value) parts.push(symbol(value));
  else parts.push(extra ? `empty, ${extra}` : 'empty');
  if (flags.given) parts.push('given');
  if (notes.length) parts.push(`notes ${notes.map(symbol).join(' ')}`);
  if (flags.wrong) parts.push('wrong');
  if (flags.clash) parts.push('clashes with another cell');
  if (flags.hint) parts.push('hint');
  if (flags.differ) parts.push('differs between solutions');
  return parts.join(', ');
}

// One button per value, named by its symbol; the armed value (number-first mode) is pressed.
export function paintKeypad(keypad, size, armed) {
  if (keypad.childElementCount !== size) {
    keypad.replaceChildren(
      ...Array.from({ length: size }, (_, i) => element('button', 'key', { type: 'button', 'data-value': i + 1 })),
    );
    [...keypad.children].forEach((button, i) => (button.textContent = symbol(i + 1)));
  }
  keypad.style.setProperty('--key-cols', Math.ceil(size / Math.ceil(size / 7))); // at most 7 a row (44 px on a phone), rows even
  [...keypad.children].forEach((button, i) => {
    if (armed) button.setAttribute('aria-pressed', String(armed === i + 1));
    else button.removeAttribute('aria-pressed');
  });
}

// Controls: {undo, redo, notes, numberFirst, paused, elapsed, title, gameId, applyHint} -> button states and texts.
export function paintControls(doc, controls) {
  doc.getElementById('undo').disabled = !controls.undo;
  doc.getElementById('redo').disabled = !controls.redo;
  doc.getElementById('notes').setAttribute('aria-pressed', String(controls.notes));
  doc.getElementById('number-first').checked = controls.numberFirst;
  doc.getElementById('pause').textContent = controls.paused ? 'Resume' : 'Pause';
  doc.getElementById('timer').textContent = formatTime(controls.elapsed);
  doc.getElementById('game-title').textContent = controls.title;
  doc.getElementById('game-id').textContent = controls.gameId ?? '';
  doc.getElementById('game-id-line').hidden = !controls.gameId;
  doc.getElementById('apply-hint').hidden = !controls.applyHint;
  doc.body.classList.toggle('paused', controls.paused);
}

export function formatTime(ms) {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = String(Math.floor(total / 60) % 60).padStart(h ? 2 : 1, '0');
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${m}:${s}` : `${m}:${s}`;
}

// The live region: the latest message replaces the previous one, so screen readers announce it.
export function say(doc, text, { tone = 'info' } = {}) {
  const region = doc.getElementById('message');
  region.textContent = text;
  region.dataset.tone = tone;
}
