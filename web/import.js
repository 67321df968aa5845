// The import dialog: the core's message for bad input, conflicting givens highlighted, "no solution", or the
// cells where two solutions differ; a puzzle with one solution can be rated and played.
import * as engine from './game-engine.js';
import { cellName, symbol, valueOf } from './geometry.js';
import { buildBoard, paintBoard } from './render.js';
import { newGame } from './state.js';

// A best-effort grid for showing where an invalid puzzle goes wrong: the symbols of a one-line or pasted grid
// (separators dropped), boxes of the default shape. Null when the text is not that simple (e.g. "10 . 3" rows).
export function roughPuzzle(text) {
  const [cellsPart, regionPart = ''] = text.split(';');
  const symbols = cellsPart.replace(/[\s|+-]/g, '');
  const size = Math.round(Math.sqrt(symbols.length));
  if (size < 4 || size > 25 || size * size !== symbols.length) return null;
  let boxRows = Math.floor(Math.sqrt(size));
  while (size % boxRows) boxRows--;
  const boxCols = size / boxRows;
  const labels = regionPart.replace(/\s/g, '');
  const regions = labels.length === symbols.length
    ? [...labels].map((ch) => [...new Set(labels)].indexOf(ch) % size)
    : Array.from({ length: size * size }, (_, cell) => Math.floor(cell / size / boxRows) * (size / boxCols) + Math.floor((cell % size) / boxCols));
  const givens = [...symbols].map((ch) => valueOf(ch, size));
  return { size, boxRows, boxCols, variant: labels ? 'jigsaw' : 'classic', givens, regions };
}

export function setupImport({ doc, onPlay }) {
  const dialog = doc.getElementById('import-dialog');
  const text = doc.getElementById('import-text');
  const message = doc.getElementById('import-message');
  const preview = doc.getElementById('import-board');
  const play = doc.getElementById('import-play');
  let ready = null; // {puzzle, solution} once a unique puzzle was checked

  const tell = (words, tone = 'info') => {
    message.textContent = words;
    message.dataset.tone = tone;
  };
  const show = (puzzle, marks = {}, labels = new Map()) => {
    preview.hidden = !puzzle;
    if (!puzzle) return;
    buildBoard(preview, puzzle);
    paintBoard(preview, { game: newGame(puzzle), selected: -1, marks, labels });
  };

  async function check() {
    ready = null;
    play.disabled = true;
    tell('Checking…');
    const input = text.value.trim();
    if (!input) return tell('Paste or type a puzzle first.', 'error');
    const options = { variant: doc.getElementById('import-variant').value, box: doc.getElementById('import-box').value.trim() };
    let puzzle;
    try {
      puzzle = await engine.parse(input, options);
    } catch (error) {
      tell(error.message, 'error');
      return show(error.cells?.length ? roughPuzzle(input) : null, { clash: new Set(error.cells) });
    }
    const { status, solution, solutions } = await engine.solve(puzzle);
    if (status === 'none') {
      tell('This puzzle has no solution.', 'error');
      return show(puzzle);
    }
    if (status === 'multiple') return showTwoSolutions(puzzle, solutions);
    ready = { puzzle, solution };
    play.disabled = false;
    show(puzzle);
    tell(`One solution.${await ratingText(puzzle)} Press Play to start.`, 'success');
  }

  function showTwoSolutions(puzzle, [first, second]) {
    const differ = first.flatMap((v, cell) => (v !== second[cell] ? [cell] : []));
    const labels = new Map(differ.map((cell) => [cell, `${symbol(first[cell])} or ${symbol(second[cell])}`]));
    const named = differ.slice(0, 12).map((cell) => `${cellName(puzzle.size, cell)} (${labels.get(cell)})`);
    const more = differ.length > named.length ? ` and ${differ.length - named.length} more` : '';
    tell(`This puzzle has more than one solution. Two of them differ in ${differ.length} cells: ${named.join(', ')}${more}.`, 'error');
    show(puzzle, { differ: new Set(differ) }, labels);
  }

  async function ratingText(puzzle) {
    try {
      const rating = await engine.rate(puzzle);
      puzzle.level = rating.level;
      return ` Level: ${rating.level}${rating.hardest ? ` (hardest step: ${rating.hardest})` : ''}.`;
    } catch (error) {
      return ` (Rating: ${error.message}.)`;
    }
  }

  text.addEventListener('input', () => {
    ready = null;
    play.disabled = true;
  });
  doc.getElementById('import-check').addEventListener('click', check);
  play.addEventListener('click', () => {
    if (!ready) return;
    dialog.close();
    onPlay(ready.puzzle, ready.solution);
  });
  return {
    open() {
      tell('');
      preview.hidden = true;
      dialog.showModal();
      text.focus();
    },
  };
}
