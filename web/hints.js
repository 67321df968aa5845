// Hint levels: a nudge (technique and house), then the cells to look at, then the full step with "Apply".
// Mistakes and revealed cells are shown whole at once: there is nothing to work out.
import { cellName, geometryOf } from './geometry.js';

const LEVELS = 3;

// What to show for a step at a level (1..3): {message, cells, houses (Sets of cells), apply (a move or null)}.
export function hintView(puzzle, step, level) {
  const { houses } = geometryOf(puzzle);
  const houseList = step.houses.map((h) => (Number.isInteger(h) ? houses[h] : null)).filter(Boolean);
  const houseCells = new Set(houseList.flatMap((h) => h.cells));
  const cells = new Set(step.cells);
  if (step.kind === 'mistake' || step.kind === 'solved') {
    return { message: step.explanation, cells, houses: houseCells, apply: step.fix, level: LEVELS };
  }
  if (level === 1 && step.kind === 'step') {
    // The engine's nudge names the technique and the house ("Look for a hidden single in box 5.").
    return { message: step.nudge, cells: new Set(), houses: houseCells, apply: null, level };
  }
  if (level === 2 && step.kind === 'step') {
    const names = [...cells].map((cell) => cellName(puzzle.size, cell)).join(', ');
    return { message: `${step.technique || 'Next step'}: look at ${names}.`, cells, houses: houseCells, apply: null, level };
  }
  const canApply = step.placements.length + step.eliminations.length > 0;
  const apply = canApply ? { type: 'apply', placements: step.placements, eliminations: step.eliminations } : null;
  return { message: step.explanation, cells, houses: houseCells, apply, level: LEVELS };
}
