// localStorage in a versioned format; data that cannot be read is set aside with a reason, never trusted.
const PREFIX = 'sudoku-dlx';
export const FORMAT = 1;
// The most characters one item may hold. An origin gets about 5 million in all, so a bigger item could not be
// kept beside a fresh save; a game's history is trimmed on writing to stay under it (see saveGame).
export const MAX_CHARS = 1_000_000;
export const THEMES = ['system', 'light', 'dark'];
// A variant or level is a name the engine knows: a save holds one of its words, and the engine checks it on loading.
const isName = (v) => typeof v === 'string' && /^[a-z][a-z0-9-]{0,29}$/.test(v);
const MOVES = ['set', 'note', 'centre', 'erase', 'autoNotes', 'apply', 'solve'];

const key = (name) => `${PREFIX}.${name}`;
const asideKey = (name) => `${key(name)}.set-aside.`;
const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const forget = (k) => {
  try {
    localStorage.removeItem(k);
  } catch {
    // storage turned off: there is nothing to forget
  }
};

function write(name, value, extra = {}) {
  const text = JSON.stringify({ format: FORMAT, value, ...extra });
  if (text.length > MAX_CHARS) return false;
  try {
    localStorage.setItem(key(name), text);
    return true;
  } catch {
    return false; // storage full or disabled: the game goes on unsaved
  }
}

// Returns {value} (undefined when nothing is stored) or {problem, removed}: the stored text was moved aside
// (or, when too large to keep or `aside` is false, removed) and `problem` says why it could not be used.
function read(name, validate, { aside = true } = {}) {
  let raw;
  try {
    raw = localStorage.getItem(key(name));
  } catch {
    return { value: undefined };
  }
  if (raw === null) return { value: undefined };
  if (raw.length > MAX_CHARS) {
    forget(key(name));
    return { problem: `it is ${raw.length.toLocaleString('en')} characters long, more than a save can be`, removed: true };
  }
  const { value, problem, revision } = unpack(raw, validate);
  if (!problem) return { value, revision };
  if (!aside) {
    forget(key(name));
    return { problem, removed: true };
  }
  setAside(name, raw);
  return { problem, removed: false };
}

function unpack(raw, validate) {
  let stored;
  try {
    stored = JSON.parse(raw);
  } catch {
    return { problem: 'it is not valid JSON' };
  }
  if (!isRecord(stored) || !Object.hasOwn(stored, 'format')) return { problem: 'it is not in the format of a save' };
  if (stored.format !== FORMAT) {
    const format = Number.isInteger(stored.format) ? stored.format : 'unknown';
    return { problem: `it was saved in format ${format}, not ${FORMAT}` };
  }
  const revision = Number.isInteger(stored.revision) ? stored.revision : 0;
  return { value: stored.value, problem: validate(stored.value), revision };
}

// One set-aside copy per item (the latest), so damaged data cannot pile up and fill the storage.
function setAside(name, raw) {
  try {
    const old = Object.keys(localStorage).filter((k) => k.startsWith(asideKey(name)));
    [key(name), ...old].forEach(forget);
    localStorage.setItem(`${asideKey(name)}${Date.now()}`, raw);
  } catch {
    // no room for the copy: the item is gone all the same, and the caller still reports the problem
  }
}

const isIntArray = (a, length, max) => Array.isArray(a) && a.length === length && a.every((v) => Number.isInteger(v) && v >= 0 && v <= max);
const isCount = (v) => Number.isInteger(v) && v >= 0;

// Checks the puzzle's form: names where names go, whole numbers of the right count. Whether they make a puzzle
// (a known variant, a box shape or region map that fits) is the engine's to say when the game is resumed.
function puzzleProblem(p) {
  if (!isRecord(p) || !Number.isInteger(p.size) || p.size < 1 || p.size > 99) return 'the puzzle is missing';
  const count = p.size * p.size;
  if (!isName(p.variant)) return 'the puzzle has an unknown variant';
  if (!isCount(p.boxRows) || !isCount(p.boxCols)) return 'the puzzle is damaged';
  if (!isIntArray(p.givens, count, p.size) || !isIntArray(p.regions, count, p.size - 1)) return 'the puzzle is damaged';
  if (p.level !== undefined && !isName(p.level)) return 'the puzzle has an unknown level';
  if (p.constraint !== undefined && p.constraint !== '' && !isName(p.constraint)) return 'the puzzle has an unknown rule';
  // A game ID's characters (cpp/core/generator/game_id.h): a jigsaw's region map is base 64 (A-Z, a-z, 0-9, _ and
  // ~), a technique's name escapes bytes as '.' and hex; 400 holds a 25x25 jigsaw's. Whether it makes a puzzle is
  // the engine's to say, as for the rest.
  if (p.id !== undefined && !(typeof p.id === 'string' && /^[0-9A-Za-z._~-]{1,400}$/.test(p.id))) return 'the game ID is damaged';
  return '';
}

// Checks that a saved game is whole; returns a reason when not.
export function gameProblem(game) {
  if (!isRecord(game)) return 'the puzzle is missing';
  const problem = puzzleProblem(game.puzzle);
  if (problem) return problem;
  const { size } = game.puzzle;
  const count = size * size;
  const maxMask = 2 ** size - 1;
  if (!isIntArray(game.entries, count, size) || !isIntArray(game.notes, count, maxMask)) return 'the entries are damaged';
  if (game.solution !== null && !isIntArray(game.solution, count, size)) return 'the solution is damaged';
  if (!Array.isArray(game.past) || !Array.isArray(game.future)) return 'the history is damaged';
  const changeOk = (c) => isRecord(c) && MOVES.includes(c.move?.type) && Array.isArray(c.cells)
    && c.cells.every((t) => (isIntArray(t, 5, maxMask) || isIntArray(t, 7, maxMask)) && t[0] < count);
  if (![...game.past, ...game.future].every(changeOk)) return 'the history is damaged';
  if (!Number.isFinite(game.elapsed) || game.elapsed < 0 || !isCount(game.hintsUsed)) return 'the timer is damaged';
  if (game.mistakes !== undefined && !isCount(game.mistakes)) return 'the mistake count is damaged';
  if ([game.finished, game.counted, game.paused].some((flag) => flag !== undefined && typeof flag !== 'boolean')) {
    return 'the game state is damaged';
  }
  if (game.puzzle.daily !== undefined && !isCount(game.puzzle.daily)) return 'the daily date is damaged';
  if (game.centre !== undefined && !isIntArray(game.centre, count, maxMask)) return 'the centre notes are damaged';
  if (game.colours !== undefined && !isIntArray(game.colours, count, 4)) return 'the cell colours are damaged';
  if (typeof game.solved !== 'boolean' || typeof game.revealed !== 'boolean') return 'the game state is damaged';
  return '';
}

// What the engine derives again from a puzzle's values (game-engine.js describe), and the engine's words for its
// rules (kept with the description): never saved with the game.
const DERIVED = ['text', 'houses', 'peers', 'rules'];
const storedPuzzle = (puzzle) => Object.fromEntries(Object.entries(puzzle).filter(([name]) => !DERIVED.includes(name)));

// Whether two puzzles are the same grid: size, shape, variant, regions, givens and constraints.
export function samePuzzle(a, b) {
  const fields = (p) => JSON.stringify([p.size, p.boxRows, p.boxCols, p.variant, p.regions, p.givens, p.constraints ?? null]);
  return fields(a) === fields(b);
}

// Saves the game with its revision (one more on every save, so a tab can tell a newer save from another tab);
// a history too long for one item loses its oldest moves (undo then reaches less far back).
export function saveGame(game, revision = 0) {
  let kept = { ...game, puzzle: storedPuzzle(game.puzzle) };
  while (JSON.stringify(kept).length > MAX_CHARS - 100 && kept.past.length + kept.future.length > 0) {
    kept = { ...kept, past: kept.past.slice(Math.ceil(kept.past.length / 2)), future: [] };
  }
  return write('game', kept, { revision });
}
// {value, revision} or {problem, removed}.
export const loadGame = () => read('game', gameProblem);
export const GAME_KEY = key('game');

// Moves the stored game aside as it is: for a save that reads well but that the engine cannot open (a variant
// this version does not know, say), so the next game does not overwrite it.
export function setGameAside() {
  try {
    const raw = localStorage.getItem(GAME_KEY);
    if (raw !== null) setAside('game', raw);
  } catch {
    // storage disabled: nothing was stored to lose
  }
}

// The revision of the stored game without reading it whole: null when none is stored (or storage is off).
export function storedRevision() {
  try {
    const raw = localStorage.getItem(GAME_KEY);
    const match = raw && /"revision":(\d+)\}$/.exec(raw);
    return raw === null ? null : match ? Number(match[1]) : 0;
  } catch {
    return null;
  }
}

// The engine's description of the game last started: {puzzle (the values samePuzzle compares), text, houses,
// peers, symbols (the engine's alphabet), rules (the engine's words for each variant and rule: [{name, summary}],
// from its constants; a resumed game's rules line is worded from them before the engine has loaded)}. Kept apart from the game, written once a game rather than after every
// move (a 25x25's peers are about 180,000 characters), so that a returning player's board is drawn from it before
// the engine has loaded. It is the engine's answer stored, not the page's own knowledge; one that does not read
// well is dropped (the engine describes the game again).
const isCellList = (cells, count) => Array.isArray(cells) && cells.every((c) => Number.isInteger(c) && c >= 0 && c < count);
function descriptionProblem(d) {
  if (!isRecord(d)) return 'it is not a description';
  const problem = puzzleProblem(d.puzzle);
  if (problem) return problem;
  const count = d.puzzle.size * d.puzzle.size;
  const houseOk = (h) => isRecord(h) && typeof h.kind === 'string' && typeof h.name === 'string'
    && Number.isInteger(h.index) && typeof h.extra === 'boolean' && isCellList(h.cells, count);
  if (typeof d.text !== 'string' || typeof d.symbols !== 'string' || d.symbols.length < d.puzzle.size) return 'it is damaged';
  if (!Array.isArray(d.houses) || !d.houses.every(houseOk)) return 'its houses are damaged';
  if (!Array.isArray(d.peers) || d.peers.length !== count || !d.peers.every((p) => isCellList(p, count))) return 'its peers are damaged';
  const wordsOk = (w) => isRecord(w) && typeof w.name === 'string' && typeof w.summary === 'string';
  if (d.rules !== undefined && !(Array.isArray(d.rules) && d.rules.every(wordsOk))) return 'its rules are damaged';
  return '';
}
export function saveDescription(puzzle, symbols, rules) {
  const { size, boxRows, boxCols, variant, regions, givens, constraints, text } = puzzle;
  const { houses, peers } = puzzle;
  return write('description', { puzzle: { size, boxRows, boxCols, variant, regions, givens, constraints }, text, houses, peers, symbols, rules });
}
export const loadDescription = () => read('description', descriptionProblem, { aside: false });

const SETTINGS = {
  numberFirst: (v) => typeof v === 'boolean',
  autoRemoveNotes: (v) => typeof v === 'boolean',
  theme: (v) => THEMES.includes(v),
  showMistakes: (v) => typeof v === 'boolean',
  countMistakes: (v) => typeof v === 'boolean',
  labels: (v) => typeof v === 'boolean',
  cellNamesExplained: isCount,
  techniquesExplained: (v) => Array.isArray(v) && v.every((name) => typeof name === 'string'),
};
function settingsProblem(settings) {
  if (!isRecord(settings)) return 'they are not a set of settings';
  const bad = Object.entries(settings).find(([name, value]) => !Object.hasOwn(SETTINGS, name) || !SETTINGS[name](value));
  return bad ? 'they hold an unknown setting or value' : '';
}
export const saveSettings = (settings) => write('settings', settings);
export const loadSettings = () => read('settings', settingsProblem);

// Statistics: {kinds: {"9x9 classic medium": {played, won, best (ms or null), total (ms of won games), hints,
// mistakes}}, daily: {last (yyyymmdd of the last daily won, or 0), streak, best}, solved: [game IDs or texts of the
// puzzles won] (absent from older records)}. Kept under their own key: the
// first format (per level only) mixed every size, so it is left where it was and not read.
const isTime = (v) => v === null || (Number.isFinite(v) && v >= 0);
function statsProblem(stats) {
  if (!isRecord(stats) || !isRecord(stats.kinds) || !isRecord(stats.daily)) return 'they are not a table of games';
  const entryOk = (s) => isRecord(s) && ['played', 'won', 'hints', 'mistakes'].every((k) => isCount(s[k]))
    && isTime(s.best) && Number.isFinite(s.total) && s.total >= 0 && s.won <= s.played;
  const { last, streak, best } = stats.daily;
  const dailyOk = [last, streak, best].every(isCount) && streak <= best;
  const solvedOk = stats.solved === undefined || (Array.isArray(stats.solved) && stats.solved.every((key) => typeof key === 'string'));
  return Object.values(stats.kinds).every(entryOk) && dailyOk && solvedOk ? '' : 'they hold a damaged entry';
}
export const saveStats = (stats) => write('statistics', stats);
export const loadStats = () => read('statistics', statsProblem);
