// Game links: the game ID (or the puzzle text) and optionally the progress, in the URL fragment.
// The fragment never reaches a server, and its text is only ever parsed, never inserted as HTML.
import { symbol, valueOf } from './symbols.js';

// The game ID, or (for a game without one: imported puzzles) the engine's text of the puzzle, which carries its
// variant, box shape or region map.
export function shareLink(location, game, { progress = false } = {}) {
  const params = new URLSearchParams();
  const { id, text } = game.puzzle;
  params.set(id ? 'id' : 'puzzle', id || text);
  if (progress) params.set('progress', game.entries.map(symbol).join(''));
  const base = String(location).split('#')[0];
  return `${base}#${params}`;
}

// {id} or {puzzle, variant, box}, plus {progress} when present; null when the fragment holds no game.
export function readFragment(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const id = params.get('id');
  const puzzle = params.get('puzzle');
  if (!id && !puzzle) return null;
  const link = id ? { id } : { puzzle, variant: params.get('variant') || '', box: params.get('box') || '' };
  const progress = params.get('progress');
  return progress ? { ...link, progress } : link;
}

// The game of a link pasted as text, whatever page address comes before its '#'; null when the text holds none
// (a puzzle's '#' comment line names no game).
export function readLink(text) {
  const at = text.indexOf('#');
  return at < 0 ? null : readFragment(text.slice(at));
}

// The entries a progress string gives for a puzzle, or null when it does not fit (wrong length, bad symbol,
// or an entry over a given).
export function progressEntries(progress, puzzle) {
  const { size, givens } = puzzle;
  if (progress.length !== size * size) return null;
  const entries = [...progress].map((ch) => (ch === '.' ? 0 : valueOf(ch, size) || -1));
  if (entries.some((v, cell) => v < 0 || (v && givens[cell]))) return null;
  return entries;
}
