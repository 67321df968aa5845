// Hint levels: a nudge (technique and house), then the cells to look at, then the full chain of deductions.
// "Apply" is offered at every level: it places the value the hint leads to, or removes the notes it rules out, and
// writes the notes its deductions leave in cells without notes (a chain too long to show whole is given one
// deduction at a time).
// Mistakes and revealed cells are shown whole at once: there is nothing to work out.
import { cellName, symbol } from './symbols.js';

export const LEVELS = 3;

const applyMove = (step) => {
  const notes = step.notes ?? [];
  if (step.placements.length + step.eliminations.length + notes.length === 0) return null;
  return { type: 'apply', placements: step.placements, eliminations: step.eliminations, ...(notes.length && { notes }) };
};

// The techniques of a chain in order, a run of one technique said once with its count: {names: "X-Wing, then Hidden
// Single" or "Cage Combinations (30 times), then Hidden Single", runs: how many techniques that names}.
function techniques(step) {
  const used = (step.chain?.length ? step.chain.map((s) => s.technique) : [step.technique]).filter(Boolean);
  const runs = [];
  for (const name of used) {
    if (runs.length && runs[runs.length - 1].name === name) runs[runs.length - 1].count += 1;
    else runs.push({ name, count: 1 });
  }
  const names = runs.map(({ name, count }) => (count > 1 ? `${name} (${count} times)` : name)).join(', then ');
  return { names: names || 'Next step', runs: runs.length };
}

// The cell a hint is about: what it places, else the first note its last deduction removes (in a cell with notes,
// where Apply changes something, when there is one), else (a mistake, a reveal) its first cell. The third level
// names it, and the selection goes there then and on Apply.
function targetCell(step, notes) {
  const last = step.chain?.length ? step.chain[step.chain.length - 1] : step;
  const removed = last.eliminations?.find(({ cell }) => notes?.[cell]) ?? last.eliminations?.[0];
  return (step.placements[0] ?? removed)?.cell ?? step.cells[0];
}

// The cells a hint acts on: its placements, its last deduction's eliminations and the cells it writes notes in. The
// second level leaves them out, or it would give the answer away ("Hidden Single: look at r5c4, …" named the cell
// to fill first).
function actedOn(step) {
  const last = step.chain?.length ? step.chain[step.chain.length - 1] : step;
  return new Set([...step.placements, ...last.eliminations, ...step.notes ?? []].map(({ cell }) => cell));
}

// A list of names as a sentence says it ("box 6, row 5 and column 5"), the first few of a long one and how many more
// ("r1c1, r1c2, r2c5, r4c4, r6c1, r7c3 and 33 more cells, highlighted"): a killer's chain listed 39 cells and 8
// houses, pushing the keypad off the screen.
const LISTED = 6;
export function listed(names, what) {
  if (names.length > LISTED + 1) return `${names.slice(0, LISTED).join(', ')} and ${names.length - LISTED} more ${what}, highlighted`;
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
}

// Three or more numbered houses of one kind in a run named as one, as the engine's words name them ("rows 1 to 7"),
// else null: a rule of 45 listed "row 1, row 2, row 3, row 4, row 5, row 6 and 3 more houses".
function houseRun(houses) {
  const [first] = houses;
  const run = houses.length >= 3 && ['row', 'column', 'box', 'region', 'window'].includes(first.kind)
    && houses.every((h, i) => i === 0 || (h.kind === first.kind && h.index === houses[i - 1].index + 1));
  return run ? `${first.kind === 'box' ? 'boxes' : `${first.kind}s`} ${first.index + 1} to ${houses.at(-1).index + 1}` : null;
}

// Whether a new hint's nudge would read as the last one's although the step is another (a second Naked Pair in the
// same column after the first was applied): its first level then says "Another", or the player takes it for the
// same hint again.
export function repeatsNudge(last, step) {
  return last?.kind === 'step' && step.kind === 'step' && last.nudge === step.nudge && acts(last) !== acts(step);
}

// Whether a new step is the last one again (a move elsewhere left it the next step): the player has seen it, so it
// is not counted again and goes on from the level it reached (a play-tester's one hint, asked for again after two
// other moves, counted three times).
export function sameStep(last, step) {
  return last?.kind === step.kind && last.explanation === step.explanation && acts(last) === acts(step);
}

const acts = (s) => JSON.stringify([s.placements, s.eliminations, s.cells]);

// What tells a step apart for sameStep and repeatsNudge: all of it a saved game keeps of its last hint.
export const stepIdentity = ({ kind, nudge, explanation, placements, eliminations, cells }) =>
  ({ kind, nudge, explanation, placements, eliminations, cells });

// What to show for a step at a level (1..3): {message, cells, houses (Sets of cells), apply (a move or null),
// level, cell (the cell it names at its last level)}. The step names houses by their index in the puzzle's
// description (the engine's house order). `another`: the step follows one with the same nudge (repeatsNudge);
// `notes`, `entries`: the player's notes and values, per cell (the second level names the value its cells hold).
export function hintView(puzzle, step, level, { another = false, notes = null, entries = null } = {}) {
  const { houses } = puzzle;
  const houseList = step.houses.map((h) => (Number.isInteger(h) ? houses[h] : null)).filter(Boolean);
  const houseCells = new Set(houseList.flatMap((h) => h.cells));
  const cells = new Set(step.cells);
  const cell = targetCell(step, notes);
  if (step.kind === 'mistake' || step.kind === 'solved') {
    return { message: step.explanation, cells, houses: houseCells, apply: step.fix, level: LEVELS, cell };
  }
  const apply = applyMove(step);
  if (level === 1 && step.kind === 'step') {
    // The engine's nudge names the first technique and its house ("X-Wing. Look at column 8."), or the cage,
    // thermometer or arrow it works on ("Look at the 20 cage at r3c5."), whose cells are shaded as a house's are
    // (a play-tester found nothing shown for those).
    const first = step.chain?.[0]?.cells.join();
    const group = puzzle.constraints?.groups.find(({ cells: own }) => own.join() === first);
    const more = step.ahead ? ' No value follows from it yet.' : step.chain?.length > 1 ? ` It is the first of ${step.chain.length} deductions.` : '';
    return { message: `${another ? anotherNudge(step) : step.nudge}${more}`, cells: new Set(), houses: houseList.length || !group ? houseCells : new Set(group.cells), apply, level };
  }
  const clues = [...cells].filter((c) => !actedOn(step).has(c)).sort((a, b) => a - b); // in reading order
  // The second level points at cells, or at houses the first level's nudge does not name; a step with neither (a
  // Rule of 45 placing the cell it is about) would only say the nudge again in fewer words ("Rule of 45 in row 1,
  // row 2." after "Rule of 45. Add up the cages of row 1 and row 2."), so the next press shows the whole deduction.
  // As a whole: not "row 1" in "row 12".
  const named = (name) => new RegExp(`(^|\\W)${name.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}(?!\\w)`).test(step.nudge);
  const run = houseRun(houseList);
  const unnamed = run ? !named(run) : houseList.some(({ name }) => !named(name));
  if (level === 2 && step.kind === 'step' && (clues.length || unnamed)) {
    const houseNames = run ?? listed(houseList.map((h) => h.name), 'houses');
    const cellNames = `${heldValue(puzzle, clues, entries)}${listed(clues.map((c) => cellName(puzzle.size, c)), 'cells')}`;
    const { names, runs } = techniques(step);
    // One technique works in its houses ("Naked Pair in row 5: look at r5c1 and r5c4."); a chain's houses are those
    // of all its steps, which "Pointing, then Hidden Single in box 6, row 5 and column 5" read as the single's.
    const message = runs === 1
      ? `${names}${houseNames && ` in ${houseNames}`}${cellNames && `: look at ${cellNames}`}.`
      : `${names}. Look at ${houseNames || cellNames}${houseNames && cellNames && `, and at ${cellNames}`}.`;
    return { message, cells: new Set(clues), houses: houseCells, apply, level };
  }
  const message = `${step.explanation}${notesText(puzzle, step)}${unnotedText(puzzle, step, notes, entries)}`;
  return { message, cells, houses: houseCells, apply, level: LEVELS, cell };
}

// "the 5s in " when the cells a second level points at all hold one value, else "": the cells that rule a value
// out of a house are the placed 5s ("Hidden Single in box 5: look at r3c6, r4c1 and r7c4" did not say what they
// were). The value is no secret: the board marks those cells.
function heldValue(puzzle, clues, entries) {
  if (!entries || !clues.length) return '';
  const held = (c) => puzzle.givens[c] || entries[c];
  const value = held(clues[0]);
  if (!value || clues.some((c) => held(c) !== value)) return '';
  return `the ${symbol(value)}${clues.length > 1 ? 's' : ''} in `;
}

// A nudge that follows one reading the same (repeatsNudge) says it is another step: "Another Pointing step. Look at
// box 3." ("Another Pointing" and "Another Cage Combinations" were not English).
function anotherNudge({ nudge, technique }) {
  return technique && nudge.startsWith(`${technique}.`) ? `Another ${technique} step${nudge.slice(technique.length)}` : `Another step: ${nudge}`;
}

// A step that reads candidates (the engine's readsCandidates: a pair, a wing, a fish, a chain; not the singles or the
// rules' sums) says that Fill notes shows them when some of its cells are empty and without notes (a play-tester read
// "r6c5 and r9c6 both hold only 2 and 8" beside two cells that showed nothing).
function unnotedText(puzzle, step, notes, entries) {
  if (!step.readsCandidates || !notes || !entries) return '';
  const bare = step.cells.some((c) => !puzzle.givens[c] && !entries[c] && !notes[c]);
  return bare ? ' Fill notes shows the candidates it reads.' : '';
}

// What the last level adds when Apply writes notes: the cells, and for a long chain's first deduction that no value
// follows from it yet (how many deductions a value is away changes as the next hints find their own way).
function notesText(puzzle, step) {
  if (!step.notes?.length) return '';
  const cells = listed(step.notes.map(({ cell }) => cellName(puzzle.size, cell)), 'cells');
  return `${step.ahead ? ' No value follows from it yet:' : ''} Apply hint writes the notes it leaves in ${cells}.`;
}
