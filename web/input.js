// Turns keys, clicks and taps into actions ({type: 'select' | 'value' | 'erase' | 'undo' | ...}); it knows no rules.
import { symbol, valueOf } from './symbols.js';

const steps = {
  ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1],
  k: [-1, 0], j: [1, 0], h: [0, -1], l: [0, 1],
};

// The value a key stands for, read from the physical key so Shift+digit still gives the digit (notes).
function keyValue(event, size) {
  const match = /^(?:Digit|Numpad|Key)([0-9A-Z])$/.exec(event.code);
  return valueOf(match ? match[1] : event.key, size);
}

// Maps a keydown on the board to an action, or null. Letters that are values on this grid (c on 16x16 and up; h,
// j, k, l, n on 25x25) enter values; arrows always move, and Space steps through the note modes on every grid.
export function keyAction(event, size, selected) {
  const row = Math.floor(selected / size), col = selected % size;
  const control = event.ctrlKey || event.metaKey;
  if (event.key === 'Home') return { type: 'select', cell: control ? 0 : row * size };
  if (event.key === 'End') return { type: 'select', cell: control ? size * size - 1 : row * size + size - 1 };
  if (control) {
    const key = event.key.toLowerCase();
    if (key === 'z') return { type: event.shiftKey ? 'redo' : 'undo' };
    if (key === 'y') return { type: 'redo' };
    return null;
  }
  if (event.altKey) return null;
  const value = keyValue(event, size);
  if (value) return { type: 'value', value, note: event.shiftKey };
  if (/^(?:Digit|Numpad)[1-9]$/.test(event.code)) return { type: 'beyond' }; // past a small grid's values: said, not ignored
  if (['Backspace', 'Delete', '0', '.'].includes(event.key)) return { type: 'erase' };
  if (event.key === 'n' || event.key === 'N') return { type: 'toggleNotes' };
  if (event.key === 'c' || event.key === 'C') return { type: 'toggleCentre' };
  if (event.key === ' ') return { type: 'nextNotesMode' };
  // Each press one hint level deeper, without leaving the board (the Hint button was several Tabs away).
  if (event.key === '?') return { type: 'hint' };
  if (event.key === 'Enter') return { type: 'applyHint' }; // the hint shown, as its Apply button (Tab stops away)
  if (event.key === 'Escape') return { type: 'dismiss' }; // the hint shown, or Check's marks
  const step = steps[event.key] ?? steps[event.key.toLowerCase()];
  if (step) {
    const r = Math.min(size - 1, Math.max(0, row + step[0]));
    const c = Math.min(size - 1, Math.max(0, col + step[1]));
    return { type: 'select', cell: r * size + c };
  }
  return null;
}

// The keys of keyAction in words for a grid of `size`: the letters that are its values (c on 16x16, h j k l n c too
// on 25x25) are left out of the shortcuts, which they do not reach there (a play-tester's C on 16x16 entered the
// value C, as help written for 9x9 had not said).
export function keysHelp(size) {
  const free = (key) => !valueOf(key, size);
  const values = size > 9 ? `a value (1 to 9, A to ${symbol(size)})` : 'a value';
  const modes = free('c') ? 'N switches notes mode, C centre notes, Space steps through both (on any grid)'
    : `${free('n') ? 'N switches notes mode, ' : ''}Space steps through notes, centre notes and values`;
  return `Arrow keys${'hjkl'.split('').every(free) ? ' or h j k l' : ''} move; type ${values} to enter it, with Shift ` +
    `for a note; Backspace erases; ${modes}; ? gives a hint, a level deeper each time, Enter applies it and Escape puts it away; Control Z undoes.`;
}

// Wires the board and keypad; dispatch receives each action. getContext() -> {size, selected}; toBoard() puts the
// keyboard focus back on the board, after each key of the keypad and before a board key typed elsewhere.
// `controls` (the column of buttons and checkboxes beside the board, and the bar above it with Pause and the colour
// theme) keep the focus that Tab gave them, for Space and Enter to press or toggle them, but the board's keys work
// from there too: a digit typed after tabbing to a button or a setting went nowhere, and the board was up to 25
// Shift+Tabs away (after Pause and Resume pressed with Enter, a play-tester's arrows and digits did nothing). So do they from the page itself,
// where a click on the message, the title or a margin leaves the focus (a play-tester's keys went nowhere after
// clicking the hint's text), unless a dialog is open.
export function attachInput({ board, keypad, controls, dispatch, getContext, toBoard = () => {} }) {
  const onKey = (event, { elsewhere = false } = {}) => {
    const { size, selected } = getContext();
    const action = keyAction(event, size, Math.max(selected, 0));
    if (!action) return;
    event.preventDefault();
    if (elsewhere) toBoard();
    dispatch(action);
  };
  const doc = board.ownerDocument;
  board.addEventListener('keydown', (event) => onKey(event));
  for (const area of controls) {
    area.addEventListener('keydown', (event) => {
      // Not on the long message, whose arrow keys scroll it.
      if (event.target.matches('button, input') && ![' ', 'Enter', 'Tab'].includes(event.key)) onKey(event, { elsewhere: true });
    });
  }
  doc.addEventListener('keydown', (event) => {
    if (event.target === doc.body && !doc.querySelector('dialog[open]')) onKey(event, { elsewhere: true });
  });
  board.addEventListener('click', (event) => {
    const node = event.target.closest('[data-cell]');
    if (node) dispatch({ type: 'tap', cell: Number(node.dataset.cell) });
  });
  keypad.addEventListener('click', (event) => {
    const key = event.target.closest('[data-value]');
    if (!key) return;
    dispatch({ type: 'key', value: Number(key.dataset.value) });
    toBoard();
  });
}
