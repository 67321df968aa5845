// localStorage in a versioned format; data that cannot be read is set aside with a reason, never trusted.
const PREFIX = 'sudoku-dlx';
export const FORMAT = 1;

function key(name) {
  return `${PREFIX}.${name}`;
}

function write(name, value) {
  try {
    localStorage.setItem(key(name), JSON.stringify({ format: FORMAT, value }));
    return true;
  } catch {
    return false; // storage full or disabled: the game goes on unsaved
  }
}

// Returns {value} (undefined when nothing is stored) or {problem} after moving the raw text aside.
function read(name, validate) {
  let raw;
  try {
    raw = localStorage.getItem(key(name));
  } catch {
    return { value: undefined };
  }
  if (raw === null) return { value: undefined };
  let problem;
  try {
    const stored = JSON.parse(raw);
    if (stored?.format !== FORMAT) problem = `it was saved in format ${stored?.format ?? 'unknown'}, not ${FORMAT}`;
    else problem = validate(stored.value);
    if (!problem) return { value: stored.value };
  } catch {
    problem = 'it is not valid JSON';
  }
  setAside(name, raw);
  return { problem };
}

function setAside(name, raw) {
  try {
    localStorage.setItem(key(`${name}.set-aside.${Date.now()}`), raw);
    localStorage.removeItem(key(name));
  } catch {
    // nothing more can be done; the caller still reports the problem
  }
}

const isIntArray = (a, length, max) => Array.isArray(a) && a.length === length && a.every((v) => Number.isInteger(v) && v >= 0 && v <= max);

// Checks that a saved game is whole; returns a reason when not.
export function gameProblem(game) {
  const p = game?.puzzle;
  if (!p || !Number.isInteger(p.size) || p.size < 4 || p.size > 25) return 'the puzzle is missing';
  const count = p.size * p.size;
  const maxMask = 2 ** p.size - 1;
  if (!isIntArray(p.givens, count, p.size) || !isIntArray(p.regions, count, p.size - 1)) return 'the puzzle is damaged';
  if (!isIntArray(game.entries, count, p.size) || !isIntArray(game.notes, count, maxMask)) return 'the entries are damaged';
  if (game.solution !== null && !isIntArray(game.solution, count, p.size)) return 'the solution is damaged';
  if (!Array.isArray(game.past) || !Array.isArray(game.future)) return 'the history is damaged';
  const changeOk = (c) => Array.isArray(c?.cells) && c.cells.every((t) => isIntArray(t, 5, maxMask) && t[0] < count);
  if (![...game.past, ...game.future].every(changeOk)) return 'the history is damaged';
  if (!Number.isFinite(game.elapsed)) return 'the timer is damaged';
  return '';
}

export const saveGame = (game) => write('game', game);
export const loadGame = () => read('game', gameProblem);

export const saveSettings = (settings) => write('settings', settings);
export const loadSettings = () => read('settings', (s) => (s && typeof s === 'object' ? '' : 'they are not an object'));

export const saveStats = (stats) => write('stats', stats);
export const loadStats = () => read('stats', (s) => (s && typeof s === 'object' ? '' : 'they are not an object'));
