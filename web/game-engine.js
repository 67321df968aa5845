// Every call the page makes to the engine, and the one place where the engine's result shapes become page values.
import { EngineClient } from './engine/client.js';
import { symbol, valueOf } from './geometry.js';

const engine = new EngineClient();

// Starts the worker and loads the module now; marks 'engine-ready' for the first-visit figures.
export function warm() {
  engine.ready.then(() => performance.mark('engine-ready'), () => {}); // a load failure surfaces on the first call
}

// Resolves once the engine's module has loaded (rejects if it cannot load).
export function whenReady() {
  return engine.ready;
}

// Stops a running call (a long generation): the worker is terminated and the next call starts a new one.
export function cancel() {
  engine.cancel();
}

// listener(reason) hears when the worker failed after loading and a new one took its place.
export function onRestart(listener) {
  engine.onRestart = listener;
}

export function isCancelled(error) {
  return error?.name === 'CancelledError';
}

function fail(message, cells = []) {
  const error = new Error(message);
  error.cells = cells;
  return error;
}

function cellValues(cells, size) {
  if (Array.isArray(cells)) return cells.map(Number);
  return [...cells].map((ch) => valueOf(ch, size));
}

// The engine's text for a puzzle: N*N symbols, plus ";REGIONS" for jigsaw.
export function puzzleText(puzzle) {
  const cells = puzzle.givens.map(symbol).join('');
  return puzzle.variant === 'jigsaw' ? `${cells};${puzzle.regions.map((r) => symbol(r + 1)).join('')}` : cells;
}

function engineOptions(puzzle) {
  return puzzle.variant === 'jigsaw'
    ? { variant: 'jigsaw' }
    : { variant: puzzle.variant, box: `${puzzle.boxRows}x${puzzle.boxCols}` };
}

function puzzleOf(result) {
  return {
    size: result.size,
    boxRows: result.boxRows,
    boxCols: result.boxCols,
    variant: result.variant,
    givens: cellValues(result.cells, result.size),
    regions: cellValues(result.regions, result.size),
  };
}

// Parses text in any of the core's formats. Rejects with the core's message and the cells it names; for
// conflicting givens the error also carries the grid as written (`puzzle`), so the page can show the clash.
export async function parse(text, { variant = 'classic', box = '' } = {}) {
  const options = box ? { variant, box } : { variant };
  try {
    return puzzleOf(await engine.call('parse', [text, options]));
  } catch (error) {
    if (error.cells?.length > 1) {
      const unchecked = await engine.call('parse', [text, { ...options, checkGivens: false }]).catch(() => null);
      if (unchecked) error.puzzle = puzzleOf(unchecked);
    }
    throw error;
  }
}

// {status: 'unique'|'multiple'|'none', solution, solutions} with solutions as value arrays.
export async function solve(puzzle) {
  const result = await engine.call('solve', [puzzleText(puzzle), 2, engineOptions(puzzle)]);
  const solutions = result.solutions.map((s) => cellValues(s, puzzle.size));
  return { status: result.status, solution: solutions[0] ?? null, solutions };
}

// A new puzzle: {puzzle (with its game id, level and score), solution}. options: {size, box, variant, level,
// symmetry, minimal, seed} or {id}. onProgress(fraction) follows the clue removal.
export async function generate(options, onProgress) {
  const made = await engine.call('generate', [options], { onProgress });
  // The ID names the variant and box shape the puzzle text alone does not.
  const { variant, box } = await engine.call('parseGameId', [made.id]);
  const puzzle = await parse(made.puzzle, { variant, box });
  return {
    puzzle: { ...puzzle, id: made.id, level: made.level, score: made.score },
    solution: cellValues(made.solution, puzzle.size),
  };
}

// The levels the engine can make for a size and variant: {levels (easiest first), all (every level name)}.
export async function levels({ size, variant }) {
  const result = await engine.call('levels', [{ size, variant }]);
  return { levels: result.levels, all: result.all };
}

// {level, score, hardest} for a puzzle with one solution.
export async function rate(puzzle) {
  const { level, score, hardest } = await engine.call('rate', [puzzleText(puzzle), engineOptions(puzzle)]);
  return { level, score, hardest };
}

// The engine's fix for a mistake: erase a wrong entry, note again the true value a note left out.
const FIXES = {
  wrongEntry: (cell) => ({ type: 'erase', cell }),
  wrongNote: (cell, game) => ({ type: 'note', cell, value: game.solution[cell] }),
};

// The next hint from the player's position (entries and notes), as {kind, technique, nudge, explanation, cells,
// houses, placements, eliminations, chain, fix}. A step's chain lists the deductions in order ({technique,
// explanation, cells, ...}), the last one being what Apply does: place a value or remove notes. kind: 'step' (a deduction, shown in three levels), 'reveal' (a cell
// from the solution, when no technique applies), 'mistake' (a wrong entry or a note leaving out the true value;
// fix repairs it) or 'solved'.
export async function hint(game) {
  const entries = game.entries.map(symbol).join('');
  const result = await engine.call('hint', [puzzleText(game.puzzle), entries, game.notes, engineOptions(game.puzzle)]);
  const fix = FIXES[result.kind];
  return {
    kind: fix ? 'mistake' : result.kind,
    technique: result.technique,
    nudge: result.nudge,
    explanation: result.message,
    cells: result.cells,
    houses: result.houses,
    placements: result.placements,
    eliminations: result.eliminations,
    chain: result.chain ?? [],
    fix: fix && game.solution ? fix(result.cells[0], game) : null,
  };
}
