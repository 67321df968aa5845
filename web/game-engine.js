// Every call the page makes to the engine, and the one place where the engine's result shapes become page values.
import { EngineClient } from './engine/client.js';
import { symbol, valueOf } from './geometry.js';

const engine = new EngineClient();

// An action the engine does not offer (yet) becomes an error with a clear message instead of a broken page.
async function call(action, args, options) {
  try {
    return await engine.call(action, args, options);
  } catch (error) {
    if (/unknown (engine )?action|not a function|not available/i.test(error.message)) {
      const missing = new Error(`${action} is not available yet in this engine`);
      missing.name = 'NotAvailableError';
      throw missing;
    }
    throw error;
  }
}

// Starts the worker and loads the module in the background, so the first real call does not wait for it.
export function warm() {
  engine.ready.catch(() => {}); // a load failure surfaces on the first call, with its message
}

export function cancel() {
  engine.cancel();
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

// Parses text in any of the core's formats. Rejects with the core's message and the cells to highlight.
export async function parse(text, { variant = 'classic', box = '' } = {}) {
  const options = box ? { variant, box } : { variant };
  const result = await call('parse', [text, options]);
  if (!result.ok) throw fail(result.error, result.errorCells);
  const size = result.size;
  return {
    size,
    boxRows: result.boxRows,
    boxCols: result.boxCols,
    variant: result.variant,
    givens: cellValues(result.cells, size),
    regions: cellValues(result.regions, size),
  };
}

// {status: 'unique'|'multiple'|'none', solution, solutions} with solutions as value arrays.
export async function solve(puzzle) {
  const result = await call('solve', [puzzleText(puzzle), 2, engineOptions(puzzle)]);
  if (result.status === 'error') throw fail(result.error, result.errorCells);
  const solutions = (result.solutions ?? []).map((s) => cellValues(s, puzzle.size));
  return { status: result.status, solution: solutions[0] ?? null, solutions };
}

// A new puzzle: {puzzle, solution, level, id}. options: {size, box, variant, level, symmetry, minimal, seed} or {id}.
export async function generate(options, onProgress) {
  const result = await call('generate', [options], { onProgress });
  if (result.error) throw fail(result.error, result.errorCells);
  // A game ID alone does not say the variant or box shape: the result must (classic and the default box otherwise).
  const box = result.box ?? (result.boxRows ? `${result.boxRows}x${result.boxCols}` : options.box);
  const puzzle = await parse(result.puzzle, { variant: result.variant ?? options.variant ?? 'classic', box });
  return { puzzle: { ...puzzle, id: result.id, level: result.level }, solution: cellValues(result.solution, puzzle.size) };
}

export async function rate(puzzle) {
  const result = await call('rate', [puzzleText(puzzle), engineOptions(puzzle)]);
  if (result.error) throw fail(result.error, result.errorCells);
  return { level: result.level, score: result.score, hardest: result.hardest };
}

// The next step from the player's position, normalised to {kind, technique, nudge, explanation, cells, houses,
// placements, eliminations, fix}. kind: 'step' (a logical deduction, shown in three levels), 'reveal' (one cell
// from the solution, when logic is stuck), 'mistake' (a wrong entry or a true candidate missing from the notes;
// fix is the move that repairs it) or 'solved'.
export async function hint(game) {
  const entries = game.entries.map(symbol).join('');
  const result = await call('hint', [puzzleText(game.puzzle), entries, game.notes, engineOptions(game.puzzle)]);
  const step = result.step ?? result;
  const target = result.target;
  const kinds = { wrongEntry: 'mistake', wrongNote: 'mistake', reveal: 'reveal', solved: 'solved' };
  const fixes = {
    wrongEntry: () => ({ type: 'erase', cell: target.cell }),
    wrongNote: () => ({ type: 'note', cell: target.cell, value: target.value }),
  };
  const explanation = step.explanation || result.message || '';
  return {
    kind: kinds[result.kind] ?? 'step',
    technique: step.technique ?? '',
    nudge: step.nudge || explanation,
    explanation: result.message || explanation,
    cells: step.cells ?? (target ? [target.cell] : []),
    houses: step.houses ?? [],
    placements: step.placements ?? (result.kind === 'reveal' && target ? [target] : []),
    eliminations: step.eliminations ?? [],
    fix: target && fixes[result.kind] ? fixes[result.kind]() : null,
  };
}
