// Draws a puzzle's constraints beyond houses (the engine's description: constraints {groups, pairs}) as an SVG over
// the board, and names them for each cell's accessible name. It draws what the engine described; it checks nothing.
//
// Shapes are worked out in cells and written in hundredths of a cell (viewBox 0 0 100N 100N; Chromium draws text
// of a fraction of a user unit badly): cages are dashed outlines inset in their cells with the sum in
// the corner of their first cell (reading order), thermometers a bulb and a thick rounded line, arrows a circle and
// a line with a head. Colours are CSS variables (--cage, --thermo, --arrow), so themes and print restyle them.
import { ruleNames } from './stats.js';
import { cellName } from './symbols.js';

const SVG = 'http://www.w3.org/2000/svg';
const INSET = 0.08; // a cage outline's distance from its cells' edges

function shape(tag, attributes) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  return node;
}

const centre = (cell, size) => [(cell % size) + 0.5, Math.floor(cell / size) + 0.5];
const UNIT = 100; // user units per cell
const fixed = (x) => Math.round(x * UNIT);

// The dashed outline of a cage: per cell, each side facing outside the cage, inset; at a corner it reaches the
// neighbour's line (straight on, or round a corner that turns inwards). The first cell's top and left sides leave
// room for the sum.
function cageOutline(cells, size, sumWidth) {
  const inCage = new Set(cells);
  const has = (r, c) => r >= 0 && c >= 0 && r < size && c < size && inCage.has(r * size + c);
  const first = Math.min(...cells);
  const segments = [];
  for (const cell of cells) {
    const r = Math.floor(cell / size);
    const c = cell % size;
    // Each side: is it outside, and where its two ends go (along the side, the neighbours before and after it).
    const ends = (along, diagBefore, diagAfter, from) => [
      along[0] ? (diagBefore ? from - INSET : from) : from + INSET,
      along[1] ? (diagAfter ? from + 1 + INSET : from + 1) : from + 1 - INSET,
    ];
    const gapX = cell === first ? sumWidth : 0;
    const gapY = cell === first ? 0.3 : 0;
    if (!has(r - 1, c)) {
      const [x0, x1] = ends([has(r, c - 1), has(r, c + 1)], has(r - 1, c - 1), has(r - 1, c + 1), c);
      segments.push([Math.max(x0, c + gapX), r + INSET, x1, r + INSET]);
    }
    if (!has(r + 1, c)) {
      const [x0, x1] = ends([has(r, c - 1), has(r, c + 1)], has(r + 1, c - 1), has(r + 1, c + 1), c);
      segments.push([x0, r + 1 - INSET, x1, r + 1 - INSET]);
    }
    if (!has(r, c - 1)) {
      const [y0, y1] = ends([has(r - 1, c), has(r + 1, c)], has(r - 1, c - 1), has(r + 1, c - 1), r);
      segments.push([c + INSET, Math.max(y0, r + gapY), c + INSET, y1]);
    }
    if (!has(r, c + 1)) {
      const [y0, y1] = ends([has(r - 1, c), has(r + 1, c)], has(r - 1, c + 1), has(r + 1, c + 1), r);
      segments.push([c + 1 - INSET, y0, c + 1 - INSET, y1]);
    }
  }
  const d = segments.filter(([x0, y0, x1, y1]) => x1 > x0 || y1 > y0)
    .map((s) => `M${fixed(s[0])} ${fixed(s[1])}L${fixed(s[2])} ${fixed(s[3])}`).join('');
  return shape('path', { d, class: 'cage' });
}

function drawCage(svg, group, size) {
  const first = Math.min(...group.cells);
  const digits = String(group.sum).length;
  svg.append(cageOutline(group.cells, size, 0.1 + 0.15 * digits));
  const sum = shape('text', { x: fixed((first % size) + 0.05), y: fixed(Math.floor(first / size) + 0.05), class: 'cage-sum' });
  sum.textContent = String(group.sum);
  svg.append(sum);
}

const pathOf = (cells, size) => cells.map((cell, i) => `${i ? 'L' : 'M'}${centre(cell, size).map(fixed).join(' ')}`).join('');

function drawThermo(svg, group, size) {
  const [x, y] = centre(group.cells[0], size);
  svg.append(shape('path', { d: pathOf(group.cells, size), class: 'thermo-line' }),
    shape('circle', { cx: fixed(x), cy: fixed(y), r: fixed(0.36), class: 'thermo-bulb' }));
}

// The line leaves the circle at its edge (toward the second cell) and ends in a head short of the last cell's
// centre, so that the head does not cover that cell's digit (a play-tester saw it drawn over a given 1).
const HEAD_SHORT = 0.3; // of a cell: the tip's distance from the last cell's centre
function drawArrow(svg, group, size) {
  const points = group.cells.map((cell) => centre(cell, size));
  const [[cx, cy], [nx, ny]] = points;
  const out = Math.hypot(nx - cx, ny - cy);
  const start = [cx + ((nx - cx) / out) * 0.4, cy + ((ny - cy) / out) * 0.4];
  const [lx, ly] = points.at(-1);
  const [px, py] = points.at(-2);
  const length = Math.hypot(lx - px, ly - py);
  const [ux, uy] = [(lx - px) / length, (ly - py) / length];
  const [ex, ey] = [lx - ux * HEAD_SHORT, ly - uy * HEAD_SHORT];
  points[points.length - 1] = [ex, ey];
  const head = [[-0.25, 0.18], [-0.25, -0.18]].map(([back, side]) => [ex + ux * back - uy * side, ey + uy * back + ux * side]);
  const line = [start, ...points.slice(1)].map(([x, y], i) => `${i ? 'L' : 'M'}${fixed(x)} ${fixed(y)}`).join('');
  const d = `${line}M${head[0].map(fixed).join(' ')}L${fixed(ex)} ${fixed(ey)}L${head[1].map(fixed).join(' ')}`;
  svg.append(shape('circle', { cx: fixed(cx), cy: fixed(cy), r: fixed(0.4), class: 'arrow-circle' }), shape('path', { d, class: 'arrow-line' }));
}

const DRAW = { cage: drawCage, thermo: drawThermo, arrow: drawArrow };

// What each group adds to its cells' names: "cage 15 of 3 cells", "thermometer bulb" / "thermometer, 2 of 4",
// "arrow circle, sum of 2 cells" / "on the arrow of r1c1".
function groupNames(group, size) {
  const count = group.cells.length;
  const cells = (n) => `${n} ${n === 1 ? 'cell' : 'cells'}`; // "cage 5 of 1 cell", not "of 1 cells"
  return group.cells.map((_, i) => {
    if (group.kind === 'cage') return `cage ${group.sum} of ${cells(count)}`;
    if (group.kind === 'thermo') return i ? `thermometer, ${i + 1} of ${count} from the bulb` : 'thermometer bulb';
    if (group.kind === 'arrow') return i ? `on the arrow of ${cellName(size, group.cells[0])}` : `arrow circle, sum of ${cells(count - 1)}`;
    return group.kind;
  });
}

// Draws the puzzle's groups over `board` (replacing what was drawn before) and returns a Map cell -> the words its
// accessible name gains. A puzzle without groups gets no SVG.
export function drawConstraints(board, puzzle) {
  const { size } = puzzle;
  const groups = puzzle.constraints?.groups ?? [];
  board.querySelector(':scope > svg.constraints')?.remove();
  board.classList.toggle('caged', groups.some((g) => g.kind === 'cage'));
  const names = new Map();
  if (!groups.length) return names;
  const svg = shape('svg', { class: 'constraints', viewBox: `0 0 ${size * UNIT} ${size * UNIT}`, preserveAspectRatio: 'none', 'aria-hidden': 'true' });
  // Thermometers and arrows first, so cage outlines and sums stay on top of them.
  const order = [...groups].sort((a, b) => (a.kind === 'cage') - (b.kind === 'cage'));
  for (const group of order) DRAW[group.kind]?.(svg, group, size);
  board.append(svg);
  for (const group of groups) {
    groupNames(group, size).forEach((name, i) => {
      const cell = group.cells[i];
      names.set(cell, names.has(cell) ? `${names.get(cell)}, ${name}` : name);
    });
  }
  return names;
}

// The rules beyond rows, columns and boxes, for the line under the keypad: each of the puzzle's variant and
// constraints named and worded as the engine's constants say it: "Killer: the values in each dashed cage add up
// to ….". Empty for a classic puzzle. catalog: null until the constants have loaded; until then the words stored
// with the puzzle's description (puzzle.rules) are used, or the names alone when there are none.
export function rulesText(puzzle, catalog) {
  const words = catalog ? [...catalog.variants, ...catalog.constraints] : puzzle.rules ?? [];
  const summaries = new Map(words.map(({ name, summary }) => [name, summary]));
  const names = [...(puzzle.variant === 'classic' ? [] : [puzzle.variant]), ...ruleNames(puzzle)];
  return names.map((name) => {
    const summary = summaries.get(name);
    return `${name[0].toUpperCase()}${name.slice(1)}${summary ? `: ${summary}` : ''}.`;
  }).join(' ');
}
