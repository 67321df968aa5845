// Every call the page makes to the engine, and the one place where the engine's result shapes become page values.
import { EngineClient } from './engine/client.js';
import { wasmFile } from './engine/wasm-build.js';
import { loadDescription, samePuzzle, saveDescription } from './storage.js';
import { symbolsInUse, useSymbols } from './symbols.js';

const engine = new EngineClient();

// The files of the worker's chain (worker.js imports sudoku.js, which fetches the .wasm this browser runs; dist/
// joins the first two), fetched together when the engine starts instead of one after another; the worker then
// takes them from the HTTP cache. sudoku.js stays a third step in the development tree only.
const WORKER_CHAIN = ['engine/worker.js', `wasm/${wasmFile('sudoku.wasm')}`];

let started = false;
let markStarted;
const starting = new Promise((resolve) => {
  markStarted = resolve;
});

// Starts the worker and loads the module, once: on the first call that needs the engine, or when the page asks
// (app.js, once the first board has been painted: the board's own files do not share a slow network with the
// module's 170 KB). Marks 'engine-ready' for the first-visit figures.
export function warm() {
  if (started) return;
  started = true;
  for (const path of WORKER_CHAIN) {
    const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous' });
    link.href = new URL(`./${path}`, import.meta.url).href;
    document.head.append(link);
  }
  engine.ready.then(() => performance.mark('engine-ready'), () => {}); // a load failure surfaces on the first call
  markStarted();
}

// Resolves once the engine's module has loaded (rejects if it cannot load); does not start it.
export function whenReady() {
  return starting.then(() => engine.ready);
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

let catalog = null;
let ruleWords = []; // the engine's words for each variant and rule, [{name, summary}], once its constants have come

// The engine's constants (catalog.h): sizes with their box shapes and the levels of each variant, variants,
// symmetries, techniques, symbols. Fetched once; the symbols are set for symbols.js before anything uses them.
export function constants() {
  warm();
  catalog ??= engine.call('constants', []).then((result) => {
    useSymbols(result.symbols);
    ruleWords = [...result.variants, ...result.constraints].map(({ name, summary }) => ({ name, summary }));
    return result;
  }, (error) => {
    catalog = null;
    throw error;
  });
  return catalog;
}

// The engine's description as the page's puzzle: {size, boxRows, boxCols, variant, givens, regions, constraints
// ({groups: [{kind, sum, cells}], pairs: [names]}, kept in saves)} plus text (the engine's own text of it), houses
// [{kind, index, name, cells}] and peers (per cell, the cells that may not share its value), from which the page
// draws, highlights, finds clashes and fills in notes (through `check` when there are constraints).
function puzzleOf(result) {
  const { size, boxRows, boxCols, variant, text, houses, peers } = result;
  const groups = (result.constraints?.groups ?? []).map(({ kind, sum, cells }) => ({ kind, sum, cells: Array.from(cells) }));
  const constraints = { groups, pairs: result.constraints?.pairs ?? [] };
  return { size, boxRows, boxCols, variant, givens: result.givens, regions: result.regions, constraints, text, houses, peers };
}

// A game made ahead (web/first-games.js: a [game ID, text, solution] entry and the description all of them share,
// both from the engine) as the page values examine gives for it, without waiting for the engine: a first visit
// draws and plays it while the module still downloads. Sets the symbols, as constants() would.
export function madeAhead([id, text, solution], { symbols, level, ...description }) {
  useSymbols(symbols);
  const grid = (digits) => Array.from(digits, (digit) => parseInt(digit, 36) || 0); // '.' (blank) is 0
  const puzzle = puzzleOf({ ...description, text, givens: grid(text.slice(0, description.size ** 2)) });
  return { puzzle: { ...puzzle, id, level }, solution: grid(solution) };
}

// Whether the puzzle has rules beyond its houses, which only the engine's `check` knows.
export function hasConstraints(puzzle) {
  return Boolean(puzzle.constraints?.groups.length || puzzle.constraints?.pairs.length);
}

async function call(action, args, options) {
  await constants();
  return engine.call(action, args, options);
}

// A saved puzzle described again by the engine (saves keep no houses or peers); keeps its id, level and other
// fields. Rejects with the engine's message when the save does not make a puzzle.
export async function describe(puzzle) {
  const { size, boxRows, boxCols, variant, regions, givens, constraints = { groups: [], pairs: [] } } = puzzle;
  const result = await call('parse', [{ size, boxRows, boxCols, variant, regions, givens, constraints }]);
  return { ...puzzle, ...puzzleOf(result) };
}

// The engine's description of the game being started, with its words for the rules once it has given them, kept
// for the next visit (storage.js); rewritten only for another puzzle, another description or new words.
export function keepDescription(puzzle) {
  const stored = loadDescription().value;
  const rules = ruleWords.length ? ruleWords : stored?.rules;
  const sameWords = JSON.stringify(stored?.rules) === JSON.stringify(rules);
  if (stored && samePuzzle(stored.puzzle, puzzle) && sameDescription(stored, puzzle) && sameWords) return;
  saveDescription(puzzle, symbolsInUse(), rules);
}

// A saved game's puzzle with the description the engine gave when the game was started, or null when what is
// stored is about another puzzle: a returning player's board is drawn without waiting for the engine. Sets the
// symbols, as constants() would.
export function storedDescription(puzzle) {
  const stored = loadDescription().value;
  if (!stored || !samePuzzle(stored.puzzle, puzzle)) return null;
  useSymbols(stored.symbols);
  const { text, houses, peers, rules } = stored;
  return { ...puzzle, constraints: stored.puzzle.constraints, text, houses, peers, rules };
}

// Whether two descriptions of a puzzle agree (its text, houses and peers).
export function sameDescription(a, b) {
  // Field by field, not as the objects were written: a first game's description (web/first-games.js) lists a
  // house's fields in another order than the engine's, which made every first return visit redraw the board.
  const house = (h) => Object.keys(h).sort().map((key) => [key, h[key]]);
  const fields = (p) => JSON.stringify([p.text, p.houses.map(house), p.peers]);
  return fields(a) === fields(b);
}

// Everything an import needs, from one parse and one solve in the engine: {puzzle, status ('unique', 'multiple'
// or 'none'), solutions, level, hardest, ratingError, reason}; reason, for 'none': {text, cells} where the grid
// shows it has no solution ("r4c5 has no value left"), or null when only a search shows it. Rejects with the
// core's message and the cells it names; for conflicting givens the error also carries the grid as written
// (`puzzle`), so the page can show the clash.
// options: {variant, box}, each left to the engine's default when empty.
export async function examine(text, { variant = '', box = '' } = {}) {
  const options = Object.fromEntries(Object.entries({ variant, box }).filter(([, value]) => value));
  const result = await call('examine', [text, options]).catch((error) => {
    throw Object.assign(error, error.result?.size ? { puzzle: puzzleOf(error.result) } : {});
  });
  const puzzle = puzzleOf(result);
  const reason = result.reason ? { text: result.reason, cells: result.reasonCells } : null;
  return { puzzle, status: result.status, solutions: result.solutions, level: result.level, hardest: result.hardest, ratingError: result.ratingError, reason };
}

// A new puzzle: {puzzle (with its game id, level, score and constraint), solution}. options: {size, box, variant,
// constraint, level, symmetry, minimal, seed} or {id}. onProgress(fraction) follows the clue removal.
export async function generate(options, onProgress) {
  const made = await call('generate', [options], { onProgress });
  return {
    puzzle: { ...puzzleOf(made), id: made.id, level: made.level, score: made.score, constraint: made.constraint },
    solution: made.solution,
  };
}

// What is wrong with a game ID, in the engine's words less their "bad game ID '…': " (the field shows the ID), or
// '' for one the generator takes.
export async function gameIdProblem(id) {
  try {
    await call('parseGameId', [id]);
    return '';
  } catch (error) {
    return error.message.replace(/^bad game ID '.*?': /, '');
  }
}

// A position (the value shown in each cell, 0 = empty) against every rule of the puzzle: {clashes (a Set of
// cells), reasons [{cells, text}], candidates (per cell, the mask of values an empty cell may still hold)}.
export async function check(puzzle, values) {
  const result = await call('check', [puzzle.text, values]);
  return { clashes: new Set(result.clashes), reasons: result.reasons, candidates: result.candidates };
}

// The engine's fix for a mistake: erase a wrong entry, note again the true value a note left out.
const FIXES = {
  wrongEntry: (cell) => ({ type: 'erase', cell }),
  wrongNote: (cell, game) => ({ type: 'note', cell, value: game.solution[cell] }),
};

// The next hint from the player's position (entries and notes), as {kind, technique, nudge, explanation, cells,
// houses, placements, eliminations, chain, ahead, readsCandidates, notes, fix, about}; about: the constants' entry
// ({name, level, summary}) of the technique the nudge names, or null. A step's chain lists the deductions in order ({technique,
// explanation, cells, ...}), the last one being what Apply does: place a value or remove notes; Apply also writes
// `notes` ([{cell, notes}]: what the chain leaves in cells that had none; the engine gives a mask per cell). A chain
// too long to show whole is its first deduction alone, `ahead` deductions having followed it. kind: 'step' (a deduction, shown in three levels), 'reveal' (a cell
// from the solution, when no technique applies), 'mistake' (a wrong entry or a note leaving out the true value;
// fix repairs it) or 'solved'.
export async function hint(game) {
  // The engine's text of the puzzle: the engine keeps the last puzzle it analysed, so it neither parses nor solves
  // the game being played again.
  const result = await call('hint', [game.puzzle.text, game.entries, game.notes]);
  const fix = FIXES[result.kind];
  const named = result.chain?.[0]?.technique || result.technique; // the technique the nudge names
  const about = (await constants()).techniques.find(({ name }) => name === named) ?? null;
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
    ahead: result.ahead ?? 0,
    readsCandidates: Boolean(result.readsCandidates),
    notes: Array.from(result.notes ?? [], (notes, cell) => ({ cell, notes })).filter(({ notes }) => notes),
    fix: fix && game.solution ? fix(result.cells[0], game) : null,
    about,
  };
}
