// The game as a value: moves are small objects and applyMove returns a NEW game, which gives undo, redo and saves.
//
// A game holds the puzzle, the player's entries (0 = empty), notes (bit v-1 set = candidate v noted; shown in
// the value's corner position) and centre notes (the same bits, shown as a short list in the cell's centre) per
// cell, and its history: `past` and `future` are lists of changes, each {move, cells: [[cell, entryBefore,
// notesBefore, entryAfter, notesAfter, centreBefore, centreAfter], ...]} (saves from before centre notes have no
// centre fields), so any earlier position can be rebuilt by replaying them.
//
// The puzzle is the engine's description (game-engine.js): the rules come from its `peers` (per cell, the cells
// that may not share its value), so clashes, candidates and note removal know no variant of their own. A puzzle
// with constraints beyond houses (cages, ...) has its candidates from the engine's `check` instead: a move is then
// applied with `allowed`, the engine's candidate masks for the position after it.
import { cellName, symbol } from './symbols.js';

export function newGame(puzzle, solution = null) {
  const count = puzzle.size * puzzle.size;
  return {
    puzzle,
    solution,
    entries: new Array(count).fill(0),
    notes: new Array(count).fill(0),
    centre: new Array(count).fill(0),
    past: [],
    future: [],
    elapsed: 0,
    hintsUsed: 0,
    mistakes: 0, // wrong values entered (counted when entered, whatever undo follows)
    revealed: false,
    solved: false,
    finished: false, // set once, at the first completion: a win is counted once whatever undo/redo follows
    // Counted in the statistics as played: at its first move or hint, so that a game opened and left (the first
    // visit's game, today's daily opened again) is not. A save without the field was counted when it started.
    counted: false,
  };
}

// Whether the game is paused (its board hidden, its clock standing): a solved game never is.
export const isPaused = (game) => Boolean(game?.paused && !game.solved);

// The value shown in each cell: the given, else the entry, else 0.
export function values(game) {
  return game.puzzle.givens.map((given, cell) => given || game.entries[cell]);
}

// The values no peer of the cell shows.
export function candidates(game, cell) {
  const shown = values(game);
  const used = new Set(Array.from(game.puzzle.peers[cell], (peer) => shown[peer]));
  const result = [];
  for (let v = 1; v <= game.puzzle.size; v++) if (!used.has(v)) result.push(v);
  return result;
}

// Cells whose value a peer shows too.
export function clashes(game) {
  const shown = values(game);
  const bad = new Set();
  shown.forEach((v, cell) => v && game.puzzle.peers[cell].some((peer) => shown[peer] === v) && bad.add(cell));
  return bad;
}

// The first peer of `cell` that shows `value`, or -1: where the value would clash if it were placed in the cell.
export function clashingPeer(game, cell, value) {
  const shown = values(game);
  return game.puzzle.peers[cell].find((peer) => shown[peer] === value) ?? -1;
}

const bit = (value) => 1 << (value - 1);
const maskOf = (list) => list.reduce((mask, v) => mask | bit(v), 0);

// Returns the new game, or the same game when the move changes nothing or does not fit the puzzle. allowed: per
// cell, the mask of values the engine still allows (puzzles with constraints), which Fill notes writes. A placement
// (with autoRemoveNotes) takes its value out of the notes of the cells that may not share it, and nothing more: it
// used to take out whatever the engine's candidates ruled out, and a play-tester saw a value typed in a killer or
// non-consecutive game empty the notes of cells far from it, doing the cages' arithmetic for them.
export function applyMove(game, move, { autoRemoveNotes = true, allowed = null } = {}) {
  const updates = planMove(game, move, autoRemoveNotes, allowed);
  return updates && updates.size ? commit(game, move, updates) : game;
}

function planMove(game, move, autoRemoveNotes, allowed) {
  const { size, givens } = game.puzzle;
  const open = (cell) => Number.isInteger(cell) && cell >= 0 && cell < size * size && !givens[cell];
  const fits = (value) => Number.isInteger(value) && value >= 1 && value <= size;
  const updates = new Map();
  const centreOf = (cell) => game.centre?.[cell] ?? 0;
  const current = (cell) => updates.get(cell) ?? [game.entries[cell], game.notes[cell], centreOf(cell)];
  const put = (cell, entry, notes, centre = current(cell)[2]) => {
    if (game.entries[cell] !== entry || game.notes[cell] !== notes || centreOf(cell) !== centre) {
      updates.set(cell, [entry, notes, centre]);
    }
  };
  // Taking a value out of a cell gives back the notes its placement took from the cell's peers (and centre notes),
  // in those still empty where no other value shown rules it out: a wrong value erased had left its peers without
  // it, and a play-tester's next two hints were about those notes. Returns the notes and centre notes the cell
  // itself had before, less (with autoRemoveNotes) the values its peers show now.
  const unplace = (cell) => {
    const value = game.entries[cell];
    const placing = game.past.findLast(({ cells }) => cells.some(([c, , , entry]) => c === cell && entry === value));
    const shown = values(game);
    const peers = new Set(game.puzzle.peers[cell]);
    let own = [0, 0];
    for (const [peer, , notesBefore, , notesAfter, centreBefore = 0, centreAfter = 0] of placing?.cells ?? []) {
      if (peer === cell) own = [notesBefore, centreBefore];
      const [entry, notes, centre] = current(peer);
      if (!peers.has(peer) || entry || game.puzzle.peers[peer].some((p) => p !== cell && shown[p] === value)) continue;
      const gone = (before, after) => before & ~after & bit(value);
      put(peer, 0, notes | gone(notesBefore, notesAfter), centre | gone(centreBefore, centreAfter));
    }
    const ruledOut = autoRemoveNotes ? maskOf(game.puzzle.peers[cell].map((peer) => shown[peer]).filter(Boolean)) : 0;
    return own.map((notes) => notes & ~ruledOut);
  };
  const place = (cell, value) => {
    if (game.entries[cell] && game.entries[cell] !== value) unplace(cell);
    put(cell, value, 0, 0);
    if (!autoRemoveNotes) return;
    for (const peer of game.puzzle.peers[cell]) {
      const [entry, notes, centre] = current(peer);
      if (!givens[peer] && (notes | centre) & bit(value)) put(peer, entry, notes & ~bit(value), centre & ~bit(value));
    }
  };
  switch (move.type) {
    case 'set':
      if (!open(move.cell) || !fits(move.value)) return null;
      place(move.cell, move.value);
      break;
    case 'note':
      if (!open(move.cell) || !fits(move.value) || game.entries[move.cell]) return null;
      put(move.cell, 0, game.notes[move.cell] ^ bit(move.value));
      break;
    case 'centre':
      if (!open(move.cell) || !fits(move.value) || game.entries[move.cell]) return null;
      put(move.cell, 0, game.notes[move.cell], centreOf(move.cell) ^ bit(move.value));
      break;
    case 'erase':
      if (!open(move.cell)) return null;
      if (game.entries[move.cell]) {
        put(move.cell, 0, ...unplace(move.cell)); // the notes it had before its value, as a player expects back
      } else {
        put(move.cell, 0, 0, 0);
      }
      break;
    case 'autoNotes':
      givens.forEach((g, cell) => !g && !game.entries[cell] && put(cell, 0, allowed ? allowed[cell] : maskOf(candidates(game, cell))));
      break;
    case 'apply':
      for (const { cell, notes } of move.notes ?? []) { // what the hint's deductions leave, in cells without notes
        if (!open(cell)) return null;
        const [entry, kept] = current(cell);
        if (!entry && !kept) put(cell, 0, notes);
      }
      for (const { cell, value } of move.eliminations ?? []) {
        if (!open(cell) || !fits(value)) return null;
        const [entry, notes] = current(cell);
        if (!entry) put(cell, 0, notes & ~bit(value));
      }
      for (const { cell, value } of move.placements ?? []) {
        if (!open(cell) || !fits(value)) return null;
        place(cell, value);
      }
      break;
    case 'solve':
      if (!game.solution) return null;
      game.solution.forEach((value, cell) => !givens[cell] && put(cell, value, 0, 0));
      break;
    default:
      return null;
  }
  return updates;
}

function commit(game, move, updates) {
  const cells = [...updates].map(([cell, [entry, notes, centre]]) =>
    [cell, game.entries[cell], game.notes[cell], entry, notes, game.centre?.[cell] ?? 0, centre]);
  const change = { move, cells };
  const next = withCells(game, cells, 3);
  return finish({ ...next, past: [...game.past, change], future: [], revealed: game.revealed || move.type === 'solve' });
}

// Copies the game with each changed cell set to its before (offset 1) or after (offset 3) state.
function withCells(game, cells, offset) {
  const entries = game.entries.slice();
  const notes = game.notes.slice();
  const centre = game.centre?.slice() ?? new Array(entries.length).fill(0);
  for (const c of cells) {
    entries[c[0]] = c[offset];
    notes[c[0]] = c[offset + 1];
    if (c.length === 7) centre[c[0]] = c[offset === 1 ? 5 : 6];
  }
  return { ...game, entries, notes, centre };
}

function finish(game) {
  return { ...game, solved: isSolved(game) };
}

function isSolved(game) {
  const shown = values(game);
  if (shown.includes(0)) return false;
  if (game.solution) return shown.every((v, cell) => v === game.solution[cell]);
  return true;
}

export function undo(game) {
  if (!game.past.length) return game;
  const change = game.past[game.past.length - 1];
  const next = withCells(game, change.cells, 1);
  return finish({ ...next, past: game.past.slice(0, -1), future: [change, ...game.future] });
}

export function redo(game) {
  if (!game.future.length) return game;
  const [change, ...rest] = game.future;
  const next = withCells(game, change.cells, 3);
  return finish({ ...next, past: [...game.past, change], future: rest });
}

// The player's cell colours (0 = none, 1..COLOURS), a marking aid kept beside the game but outside its history.
export const COLOURS = 4;
export function setColour(game, cell, colour) {
  const count = game.puzzle.size * game.puzzle.size;
  const fits = (n, max) => Number.isInteger(n) && n >= 0 && n <= max;
  if (!fits(cell, count - 1) || !fits(colour, COLOURS)) return game;
  const colours = game.colours?.slice() ?? new Array(count).fill(0);
  colours[cell] = colours[cell] === colour ? 0 : colour; // the same colour again clears it
  return { ...game, colours };
}

// Cells whose value came from Solve (and was not changed since): they are shown as revealed, not as the player's.
export function revealedCells(game) {
  const cells = new Set();
  for (const change of game.past) {
    for (const [cell] of change.cells) {
      if (change.move.type === 'solve') cells.add(cell);
      else cells.delete(cell);
    }
  }
  return cells;
}

// Whether a move enters a value the solution does not have there (a mistake, for the counter).
export function isMistake(game, move) {
  return move.type === 'set' && Boolean(game.solution) && !game.puzzle.givens[move.cell]
    && game.solution[move.cell] !== move.value;
}

// Cells whose entry differs from the solution.
export function wrongCells(game) {
  if (!game.solution) return [];
  return game.entries.flatMap((entry, cell) => (entry && entry !== game.solution[cell] ? [cell] : []));
}

// The empty cells whose notes leave out their value in the solution ([] without one): Check says so, as a hint does.
export function wrongNotes(game) {
  if (!game.solution) return [];
  return game.notes.flatMap((notes, cell) => (notes && !game.entries[cell] && !(notes & bit(game.solution[cell])) ? [cell] : []));
}

// With a unique solution, a position is solvable exactly when every entry agrees with it. Replays the history and
// returns the move after which the grid has been unsolvable ever since: {number (1-based), move}, or null.
export function breakingMove(game) {
  if (!game.solution || !wrongCells(game).length) return null;
  const entries = new Array(game.entries.length).fill(0);
  const consistent = () => entries.every((e, cell) => !e || e === game.solution[cell]);
  let lastGood = 0;
  game.past.forEach((change, i) => {
    for (const c of change.cells) entries[c[0]] = c[3];
    if (consistent()) lastGood = i + 1;
  });
  return lastGood < game.past.length ? { number: lastGood + 1, move: game.past[lastGood].move } : null;
}

export function describeMove(puzzle, move) {
  const name = (cell) => cellName(puzzle.size, cell);
  if (move.type === 'apply') return `hint ${placed(puzzle, move).join(', ') || (move.notes?.length ? 'writing notes' : 'removing notes')}`;
  switch (move.type) {
    case 'set': return `${name(move.cell)} = ${symbol(move.value)}`;
    case 'note': return `note ${symbol(move.value)} in ${name(move.cell)}`;
    case 'centre': return `centre note ${symbol(move.value)} in ${name(move.cell)}`;
    case 'erase': return `erase ${name(move.cell)}`;
    case 'autoNotes': return 'fill in all notes';
    case 'solve': return 'reveal the solution';
    default: return move.type;
  }
}

const placed = (puzzle, move) => (move.placements ?? []).map(({ cell, value }) => `${cellName(puzzle.size, cell)} = ${symbol(value)}`);

// A change from the history ({move, cells}) in words; an applied hint's is "hint " and hintDetails.
export function describeChange(puzzle, change) {
  return change.move.type === 'apply' ? `hint ${hintDetails(puzzle, change)}` : describeMove(puzzle, change.move);
}

// What an applied hint did: what it placed, in how many cells it wrote notes and how many notes it actually took out
// ("r3c5 = 4 and 3 notes removed": a chain's eliminations in cells without notes change nothing).
export function hintDetails(puzzle, { move, cells }) {
  let removed = 0, written = 0;
  for (const [, , notesBefore, entryAfter, notesAfter] of cells) {
    if (entryAfter) continue;
    written += !notesBefore && notesAfter > 0;
    for (let rest = notesBefore & ~notesAfter; rest; rest &= rest - 1) removed += 1;
  }
  const count = (n, what) => (n ? `${n} ${what}${n > 1 ? 's' : ''}` : '');
  const notes = [count(written, 'cell') && `notes written in ${count(written, 'cell')}`, count(removed, 'note') && `${count(removed, 'note')} removed`];
  return [placed(puzzle, move).join(', '), ...notes].filter(Boolean).join(' and ') || 'changing nothing';
}

export function noteList(notes, size) {
  const list = [];
  for (let v = 1; v <= size; v++) if (notes & bit(v)) list.push(v);
  return list;
}
