// The houses of a grid (rows, columns, boxes or jigsaw regions, X diagonals, hyper windows), in the core's order.

const cache = new WeakMap();

// puzzle: {size, boxRows, boxCols, variant, regions} where regions[cell] is the box or jigsaw region index.
export function geometryOf(puzzle) {
  let geometry = cache.get(puzzle);
  if (!geometry) {
    geometry = build(puzzle);
    cache.set(puzzle, geometry);
  }
  return geometry;
}

function build({ size, boxRows, boxCols, variant, regions }) {
  const houses = [];
  const add = (kind, index, cells) => houses.push({ kind, index, cells });
  const range = [...Array(size).keys()];
  range.forEach((r) => add('row', r, range.map((c) => r * size + c)));
  range.forEach((c) => add('column', c, range.map((r) => r * size + c)));
  const regionKind = variant === 'jigsaw' ? 'region' : 'box';
  range.forEach((b) => add(regionKind, b, cellsWhere(regions, b)));
  if (variant === 'x') {
    add('diagonal', 0, range.map((i) => i * size + i));
    add('antiDiagonal', 0, range.map((i) => i * size + size - 1 - i));
  }
  if (variant === 'hyper') windows(size, boxRows, boxCols).forEach((cells, i) => add('window', i, cells));
  const housesOf = Array.from({ length: size * size }, () => []);
  houses.forEach((house, h) => house.cells.forEach((cell) => housesOf[cell].push(h)));
  const peers = housesOf.map((list, cell) => {
    const set = new Set();
    list.forEach((h) => houses[h].cells.forEach((other) => other !== cell && set.add(other)));
    return [...set];
  });
  return { size, houses, housesOf, peers };
}

function cellsWhere(regions, region) {
  const cells = [];
  regions.forEach((r, cell) => r === region && cells.push(cell));
  return cells;
}

// Windows sit one cell in from each box edge (the core's layout; four on 9x9).
function windows(size, boxRows, boxCols) {
  const down = Math.floor((size - 1) / (boxRows + 1));
  const across = Math.floor((size - 1) / (boxCols + 1));
  const result = [];
  for (let wr = 0; wr < down; wr++) {
    for (let wc = 0; wc < across; wc++) {
      const cells = [];
      for (let r = 0; r < boxRows; r++) {
        for (let c = 0; c < boxCols; c++) cells.push((wr * (boxRows + 1) + 1 + r) * size + wc * (boxCols + 1) + 1 + c);
      }
      result.push(cells);
    }
  }
  return result;
}

// The symbol of a value: 1-9, then A-Z; '.' for 0.
export function symbol(value) {
  if (value === 0) return '.';
  return value <= 9 ? String(value) : String.fromCharCode(55 + value);
}

// The value of a symbol for a grid of this size, or 0 when it is not one.
export function valueOf(text, size) {
  const ch = text.toUpperCase();
  if (ch.length !== 1) return 0;
  const v = ch >= '1' && ch <= '9' ? ch.charCodeAt(0) - 48 : ch >= 'A' && ch <= 'Z' ? ch.charCodeAt(0) - 55 : 0;
  return v <= size ? v : 0;
}

export function cellName(size, cell) {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

// Cells whose value repeats in one of their houses: values[cell] is the given or entry, 0 when empty.
export function clashes(puzzle, values) {
  const { houses } = geometryOf(puzzle);
  const bad = new Set();
  for (const { cells } of houses) {
    const seen = new Map();
    for (const cell of cells) {
      const v = values[cell];
      if (!v) continue;
      if (seen.has(v)) {
        bad.add(cell);
        bad.add(seen.get(v));
      } else {
        seen.set(v, cell);
      }
    }
  }
  return bad;
}
