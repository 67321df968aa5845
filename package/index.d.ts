// Types of the sudoku-dlx promise API, written from the engine's contract (cpp/wasm/bindings.cpp).

/**
 * A grid as text: N*N symbols row-major, '.' or '0' blank, values 1-9 then A-Z; or a pasted grid of N lines.
 * Fields after ';' may say its shape: a variant (';x', ';hyper'), a box shape (';3x2'), a jigsaw region map.
 */
export type PuzzleText = string;
/** A grid of values, n*n of them row-major (0 = blank), shaped by the options (not jigsaw). An integer typed array is
 * solve's cheapest input; a plain array (as grids come out) is read value by value. */
export type PuzzleGrid = number[] | Int8Array | Uint8Array | Uint8ClampedArray | Int16Array | Uint16Array | Int32Array | Uint32Array;
export type Variant = 'classic' | 'x' | 'hyper' | 'jigsaw';
export type Level = 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';
export type Symmetry = 'none' | 'rotate180' | 'rotate90' | 'horizontal' | 'vertical' | 'diagonal';

export interface PuzzleOptions {
  /** Default 'classic'; a jigsaw region map after ';' in the text implies 'jigsaw'. */
  variant?: Variant;
  /** Box shape "RxC", e.g. "2x3" or "3x2" for 6x6; default the most square shape. */
  box?: string;
}

export interface SolveOptions extends PuzzleOptions {
  /** Search nodes allowed before the call gives up with an error (default 20,000,000). */
  budget?: number;
  /** Stop at the first solution: status 'found' instead of proving uniqueness. */
  first?: boolean;
  /** The exact-cover search: 'auto' (default: bitset up to 9x9, dancing links above); the answers are the same. */
  engine?: 'auto' | 'dlx' | 'bitset' | 'bitset-singles';
}

interface Outcome {
  /** '' when the call succeeded; otherwise what was wrong (the promise API rejects instead). */
  error: string;
}

export interface SolveResult extends Outcome {
  status: 'unique' | 'multiple' | 'none' | 'found' | 'error';
  /** Solutions found, up to the limit. */
  count: number;
  /** The solution's values (row-major, 1..N) when status is 'unique' or 'found' (then it is solutions[0] itself,
   * one array), else empty. */
  solution: number[];
  /** The first two solutions found, as values. */
  solutions: number[][];
  errorCells: number[];
  nodes: number;
}

/** A puzzle as values, as parse, generate and examine describe it: parse reads it back (a saved game's). */
export interface PuzzleValues {
  size: number;
  boxRows: number;
  boxCols: number;
  variant: Variant;
  regions: ArrayLike<number>;
  givens: ArrayLike<number>;
}

export interface ParseOptions extends PuzzleOptions {
  /** false: accept givens that repeat a value in a house (to show where they clash). Default true. */
  checkGivens?: boolean;
}

/** A house of the grid: every value once in its cells. */
export interface House {
  kind: 'row' | 'column' | 'box' | 'region' | 'diagonal' | 'antiDiagonal' | 'window';
  index: number;
  /** "row 3", "box 5", "the main diagonal": as steps and hints name it. */
  name: string;
  /** A house the variant adds (a diagonal, a window), beyond rows, columns and boxes or regions. */
  extra: boolean;
  cells: number[];
}

/** The engine's description of a puzzle, as parse and generate return it. */
export interface PuzzleDescription {
  size: number;
  boxRows: number;
  boxCols: number;
  variant: Variant | '';
  /** The engine's text of the puzzle: it reads back without options. */
  text: PuzzleText;
  /** The givens' values, row-major, 0 for a blank. */
  givens: number[];
  /** The box or jigsaw region of each cell. */
  regions: number[];
  /** Every house, in the engine's order (a step's `houses` are indices into it). */
  houses: House[];
  /** For each cell, the cells that may not hold its value. */
  peers: number[][];
}

/** check: a position against every rule of its puzzle (houses and constraints beyond them). */
export interface CheckResult extends Outcome {
  ok: boolean;
  errorCells: number[];
  /** Every cell of every broken rule, ascending. */
  clashes: number[];
  /** One per broken rule: its cells and a sentence ("cage 15 at r1c1 holds 9 and 8: more than 15"). */
  reasons: { cells: number[]; text: string }[];
  /** Per cell, bit v-1 set when the empty cell may still hold v by every rule (placed values only); 0 when filled. */
  candidates: number[];
}

/** examine: one parse and one solve, for an import. */
export interface ExamineResult extends Outcome, PuzzleDescription {
  ok: boolean;
  status: 'unique' | 'multiple' | 'none' | 'error';
  /** One solution, or two when there are several. */
  solutions: number[][];
  level: Level | '';
  hardest: string;
  /** Why there is no rating ('' when there is one). */
  ratingError: string;
  errorCells: number[];
}

export interface ParseResult extends Outcome, PuzzleDescription {
  ok: boolean;
  errorCells: number[];
}

export interface Candidate {
  cell: number;
  value: number;
}

export interface Step {
  technique: string;
  level: Level | '';
  explanation: string;
  nudge: string;
  placements: Candidate[];
  eliminations: Candidate[];
  cells: number[];
  houses: number[];
}

export interface RateResult extends Outcome {
  status: 'ok';
  level: Level;
  score: number;
  hardest: string;
  solvedByLogic: boolean;
  techniques: string[];
}

export interface StepsResult extends Outcome {
  status: 'solved' | 'stuck';
  steps: Step[];
}

export interface HintResult extends Outcome, Step {
  status: 'ok';
  kind: string;
  message: string;
}

export interface GenerateOptions extends PuzzleOptions {
  size?: number;
  level?: Level;
  /** A technique the logical solution must use, e.g. "X-Wing". */
  technique?: string;
  symmetry?: Symmetry;
  /** No clue can be removed. */
  minimal?: boolean;
  /** The same seed and options give the same puzzle; when absent, generate() draws one. */
  seed?: number;
  /** A game ID recreates its puzzle; it must be the only option. */
  id?: string;
}

export interface GenerateResult extends Outcome, PuzzleDescription {
  status: 'ok';
  /** The puzzle with the fields that say its shape unless it is a 9x9 classic ('...;x;2x3', '...;REGIONS'). */
  puzzle: PuzzleText;
  solution: number[];
  level: Level;
  score: number;
  seed: number;
  id: string;
  /** The rule beyond houses ('killer', 'thermo', ...), '' for none; also for a game ID. */
  constraint: string;
  attempts: number;
}

export interface GameIdResult extends Outcome {
  status: 'ok';
  size: number;
  box: string;
  variant: Variant;
  level: Level | '';
  technique: string;
  symmetry: Symmetry;
  minimal: boolean;
  seed: number;
  regions: number[];
}

export interface CoverOptions {
  /** Stop after this many solutions; 0 (default) counts them all. */
  limit?: number;
  /** How many solutions to return as option lists (default 0: count only). */
  solutions?: number;
  /** Search nodes allowed; 0 (default) is no limit. */
  budget?: number;
}

export interface CoverResult extends Outcome {
  count: number;
  /** false when the node budget ran out first. */
  complete: boolean;
  nodes: number;
  updates: number;
  /** Each solution as the 0-based indices of its options, in the order the options were written. */
  solutions: number[][];
}

/** An engine error: the engine's message, and the cells (row-major indices) it is about. */
export interface EngineError extends Error {
  cells: number[];
}

/** The loaded WebAssembly module; its calls are synchronous and return results with `error` set on failure. */
export function loadModule(): Promise<unknown>;
export function solve(puzzle: PuzzleText | PuzzleGrid | PuzzleValues, options?: SolveOptions): Promise<SolveResult>;
/** Counts solutions up to `limit` (0 = all; default 2). */
export function count(puzzle: PuzzleText | PuzzleGrid | PuzzleValues, limit?: number, options?: SolveOptions): Promise<SolveResult>;
export function parse(puzzle: PuzzleText | PuzzleValues, options?: ParseOptions): Promise<ParseResult>;
export function examine(puzzle: PuzzleText, options?: PuzzleOptions): Promise<ExamineResult>;
/** values: N*N values of the position, 0 = empty. */
export function check(puzzle: PuzzleText | PuzzleValues, values: ArrayLike<number>): Promise<CheckResult>;
export function rate(puzzle: PuzzleText, options?: PuzzleOptions): Promise<RateResult>;
export function steps(puzzle: PuzzleText, options?: PuzzleOptions): Promise<StepsResult>;
/**
 * The next step from a player's position: `entries` is N*N values the player entered (0 for none; empty for
 * none at all), `notes` one bit mask of candidates per cell (bit v-1 for value v; empty for none).
 */
export function hint(puzzle: PuzzleText, entries?: ArrayLike<number>, notes?: number[], options?: PuzzleOptions): Promise<HintResult>;
/** `onProgress(fraction)` after each step; returning false cancels (the promise rejects). */
export function generate(options?: GenerateOptions, onProgress?: (fraction: number) => boolean | void): Promise<GenerateResult>;
export function parseGameId(id: string): Promise<GameIdResult>;
/** The engine's lists: what front ends build their choices from. */
export interface Constants extends Outcome {
  status: 'ok';
  levels: Level[];
  variants: { name: Variant; summary: string; regionMap: boolean }[];
  symmetries: { name: Symmetry; label: string }[];
  /** Every size from 4 to 25 with its box shapes ("3x3"), the default first (none: jigsaw only), and the levels
   * the generator makes for it, per variant. */
  sizes: { size: number; boxes: string[]; levels: Record<Variant, Level[]> }[];
  /** Every technique hints use, in the solver's order; summary: what it is, for a player. */
  techniques: { name: string; level: Level; summary: string }[];
  /** The symbol of each value 1..25 in puzzle text. */
  symbols: string;
}
export function constants(): Promise<Constants>;
/** Any exact-cover problem: Knuth's DLX format or rows of 0s and 1s (see the README). */
export function cover(text: string, options?: CoverOptions): Promise<CoverResult>;
