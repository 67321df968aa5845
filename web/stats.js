// Statistics per kind of game (size, variant, level): games played and won, best and average time, hints and
// mistakes; the streak of daily puzzles won on consecutive days; and the puzzles won, so that one played again counts
// once. Kept in localStorage (see storage.js).
import { loadStats, saveStats } from './storage.js';

const EMPTY = () => ({ kinds: {}, daily: { last: 0, streak: 0, best: 0 }, solved: [] });
const ENTRY = () => ({ played: 0, won: 0, best: null, total: 0, hints: 0, mistakes: 0 });

export function readStats() {
  return loadStats().value ?? EMPTY();
}

// The names of a puzzle's constraints beyond houses, as the engine gives them, except that cages make a killer:
// ['killer', 'anti-king']. Generated and imported puzzles alike, since both carry their constraints.
export function ruleNames(puzzle) {
  const groups = [...new Set((puzzle.constraints?.groups ?? []).map((g) => (g.kind === 'cage' ? 'killer' : g.kind)))];
  return [...groups, ...(puzzle.constraints?.pairs ?? [])];
}

// The title bar's words for a game: "Killer X 9×9, hard", "Classic 9×9, medium" (an imported puzzle has no level).
export function gameTitle(puzzle) {
  return titleOf(puzzle.size, puzzle.variant, ruleNames(puzzle), puzzle.level);
}

// What the Game ID line says first of a daily game: "Daily, 25 Nov · " (a play-tester's daily read as any medium game
// once its first words had gone; in the title, even without its date, it took a 390 px phone's title to two lines).
export function dailyText(puzzle) {
  const { daily } = puzzle;
  if (!daily) return '';
  const date = new Date(Math.floor(daily / 10000), Math.floor(daily / 100) % 100 - 1, daily % 100);
  return `Daily, ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })} · `;
}

function titleOf(size, variant, rules, level) {
  const words = [...rules, ...(rules.length && variant === 'classic' ? [] : [variant])];
  const kind = words.map((word) => `${word[0].toUpperCase()}${word.slice(1)}`).join(' '); // "Killer X", not "Killer x"
  return `${kind} ${size}×${size}${level ? `, ${level}` : ''}`;
}

// A kind's parts ({size, variant, rules, level}), or null for a text that is none.
function kindParts(kind) {
  const parts = /^(\d+)×\d+ (\S+)((?: \S+)*), (.+)$/.exec(kind);
  return parts && { size: Number(parts[1]), variant: parts[2], rules: parts[3].split(' ').filter(Boolean), level: parts[4] };
}

// A kind (kindOf) in the title bar's words, for the statistics and the summary: "9×9 classic killer, medium" is
// shown as "Killer 9×9, medium", "9×9 classic, imported" as "Classic 9×9, imported". The stored kinds keep their
// form, or every saved record would split in two; one this cannot read is shown as it is.
export function kindTitle(kind) {
  const parts = kindParts(kind);
  return parts ? titleOf(parts.size, parts.variant, parts.rules, parts.level) : kind;
}

// The order of the statistics' rows: by size, classic before the variants, then by rules and level, easiest first
// (a play-tester found "Classic 16×16" first and "Classic 9×9, easy" in the middle, as the keys' text sorted them).
const LEVEL_ORDER = ['easy', 'medium', 'hard', 'expert', 'extreme']; // the engine's levels (rating.cpp), then imported
export function compareKinds(a, b) {
  const key = (kind) => {
    const { size, variant, rules, level } = kindParts(kind) ?? { size: 0, variant: kind, rules: [], level: '' };
    const rank = LEVEL_ORDER.indexOf(level);
    return [size, variant === 'classic' ? '' : variant, rules.join(' '), rank < 0 ? LEVEL_ORDER.length : rank];
  };
  const [x, y] = [key(a), key(b)];
  const differ = x.findIndex((part, i) => part !== y[i]);
  return differ < 0 ? 0 : x[differ] < y[differ] ? -1 : 1;
}

// "9×9 classic, medium", "9×9 classic killer, imported"; imported puzzles have no level.
export function kindOf(puzzle) {
  const rules = ruleNames(puzzle).map((name) => ` ${name}`).join('');
  return `${puzzle.size}×${puzzle.size} ${puzzle.variant}${rules}, ${puzzle.level ?? 'imported'}`;
}

// The puzzles won, by game ID or (imported) text, newest last, at most this many: a puzzle played again (the daily
// puzzle twice, a game ID or link opened again) counted as another game, and its second time as a new best.
const MOST_SOLVED = 500;
const puzzleKey = (puzzle) => puzzle.id || (puzzle.text && textKey(puzzle.text));

// An imported puzzle's text as a short key, two 32-bit FNV-1a hashes: a 25×25 killer's text runs to thousands of
// characters, and 500 of them would pass what storage keeps (MAX_CHARS).
function textKey(text) {
  let a = 0x811c9dc5, b = 0x2b992ddf;
  for (let i = 0; i < text.length; i++) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193);
    b = Math.imul(b ^ text.charCodeAt(i), 0x5bd1e995);
  }
  return `text:${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}`;
}

const wonIn = (stats, puzzle) => {
  const key = puzzleKey(puzzle);
  return Boolean(key) && (stats.solved ?? []).includes(key);
};

// Whether the player has won this puzzle before: playing it again does not count.
export const solvedBefore = (puzzle) => wonIn(readStats(), puzzle);

// Changes the entry of the puzzle's kind, unless the puzzle was won before, which counts nothing: {stats, replay}.
function update(puzzle, change) {
  const stats = readStats();
  if (wonIn(stats, puzzle)) return { stats, replay: true };
  const kind = kindOf(puzzle);
  stats.kinds[kind] = change({ ...ENTRY(), ...stats.kinds[kind] }, stats);
  saveStats(stats);
  return { stats, replay: false };
}

// Counts a game as played: at its first move or hint (session.js).
export function recordPlayed(puzzle) {
  update(puzzle, (entry) => ({ ...entry, played: entry.played + 1 }));
}

// Counts a hint given in a game of this kind, won or not (session.js; counted at the win, an abandoned game's
// hints went uncounted).
export function recordHint(puzzle) {
  update(puzzle, (entry) => ({ ...entry, hints: entry.hints + 1 }));
}

// yyyymmdd numbers: the day before `day`.
function dayBefore(day) {
  const date = new Date(Math.floor(day / 10000), Math.floor(day / 100) % 100 - 1, day % 100);
  date.setDate(date.getDate() - 1);
  return date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();
}

// Records a won game (once per game: the caller marks the game finished); returns {best, previousBest, replay} for
// the completion summary. A game resumed from before it counted as played counts as played now; a puzzle won before
// is not counted again (replay).
export function recordWin(game) {
  let previousBest = null;
  const { stats, replay } = update(game.puzzle, (entry, all) => {
    previousBest = entry.best;
    const key = puzzleKey(game.puzzle);
    if (key) all.solved = [...(all.solved ?? []), key].slice(-MOST_SOLVED);
    return {
      ...entry,
      played: Math.max(entry.played, entry.won + 1),
      won: entry.won + 1,
      best: game.hintsUsed > 0 ? entry.best : Math.min(entry.best ?? Infinity, game.elapsed),
      total: entry.total + game.elapsed,
      mistakes: entry.mistakes + (game.mistakes ?? 0),
    };
  });
  const best = stats.kinds[kindOf(game.puzzle)]?.best ?? null;
  if (replay) return { best, previousBest: best, replay };
  const { daily } = game.puzzle;
  if (daily && daily !== stats.daily.last) {
    const streak = stats.daily.last === dayBefore(daily) ? stats.daily.streak + 1 : 1;
    stats.daily = { last: daily, streak, best: Math.max(stats.daily.best, streak) };
    saveStats(stats);
  }
  return { best, previousBest, replay };
}
