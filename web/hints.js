// Hint levels: a nudge (technique and house), then the cells to look at, then the full chain of deductions.
// "Apply" is offered at every level: it places the value the hint leads to, or removes the notes it rules out.
// Mistakes and revealed cells are shown whole at once: there is nothing to work out.
import { cellName } from './symbols.js';

const LEVELS = 3;

const applyMove = (step) => (step.placements.length + step.eliminations.length > 0
  ? { type: 'apply', placements: step.placements, eliminations: step.eliminations }
  : null);

// The techniques of a chain in order, a run of one technique said once with its count: "X-Wing, then Hidden
// Single", "Cage Combinations (30 times), then Hidden Single".
function techniques(step) {
  const names = (step.chain?.length ? step.chain.map((s) => s.technique) : [step.technique]).filter(Boolean);
  const runs = [];
  for (const name of names) {
    if (runs.length && runs[runs.length - 1].name === name) runs[runs.length - 1].count += 1;
    else runs.push({ name, count: 1 });
  }
  return runs.map(({ name, count }) => (count > 1 ? `${name} (${count} times)` : name)).join(', then ') || 'Next step';
}

// What to show for a step at a level (1..3): {message, cells, houses (Sets of cells), apply (a move or null)}.
// The step names houses by their index in the puzzle's description (the engine's house order).
export function hintView(puzzle, step, level) {
  const { houses } = puzzle;
  const houseList = step.houses.map((h) => (Number.isInteger(h) ? houses[h] : null)).filter(Boolean);
  const houseCells = new Set(houseList.flatMap((h) => h.cells));
  const cells = new Set(step.cells);
  if (step.kind === 'mistake' || step.kind === 'solved') {
    return { message: step.explanation, cells, houses: houseCells, apply: step.fix, level: LEVELS };
  }
  const apply = applyMove(step);
  if (level === 1 && step.kind === 'step') {
    // The engine's nudge names the first technique and its house ("X-Wing. Look at column 8.").
    const more = step.chain?.length > 1 ? ` It is the first of ${step.chain.length} deductions.` : '';
    return { message: `${step.nudge}${more}`, cells: new Set(), houses: houseCells, apply, level };
  }
  if (level === 2 && step.kind === 'step') {
    const names = [...cells].map((cell) => cellName(puzzle.size, cell)).join(', ');
    return { message: `${techniques(step)}: look at ${names}.`, cells, houses: houseCells, apply, level };
  }
  return { message: step.explanation, cells, houses: houseCells, apply, level: LEVELS };
}
