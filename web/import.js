// The import dialog: the core's message for bad input, conflicting givens highlighted, "no solution", or the
// cells where two solutions differ; a puzzle with one solution can be rated and played. Play checks a text not yet
// checked, and a pasted game link opens as the link would.
import * as engine from './game-engine.js';
import { cellName, symbol } from './symbols.js';
import { engineChoices, fillSelect, openWithChoices, variantChoices } from './dialogs.js';
import { buildBoard, paintBoard, sentence } from './render.js';
import { readLink } from './share.js';
import { newGame } from './state.js';

export function setupImport({ doc, onPlay, onLink, onId }) {
  const dialog = doc.getElementById('import-dialog');
  const text = doc.getElementById('import-text');
  const message = doc.getElementById('import-message');
  const preview = doc.getElementById('import-board');
  const play = doc.getElementById('import-play');
  let ready = null; // {puzzle, solution} once a unique puzzle was checked, {link} or {id} once a game link or ID was
  const filled = engineChoices((constants) => fillSelect(doc.getElementById('import-variant'), variantChoices(constants), 'classic'));

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
    // One word of three or more parts joined by '-' is meant as a game ID (a puzzle line has a '-' only in its
    // fields after a ';', as in anti-knight), and a link may name one: the engine checks it, and a bad one is said
    // here, with its part (a play-tester's nonsense link was approved, then failed once Play had closed the dialog;
    // "9x-9n-abc" read as a puzzle with a bad symbol '-').
    const link = readLink(input);
    const id = link ? link.id : /^[^\s;-]+(-[^\s;-]+){2,}$/.test(input) ? input : null;
    const problem = id ? await engine.gameIdProblem(id) : '';
    if (problem) {
      show(null);
      return tell(sentence(`${link ? 'the link\'s game ID' : 'this game ID'} '${id}' cannot be opened: ${problem}`), 'error');
    }
    if (link || id) {
      ready = link ? { link } : { id };
      play.disabled = false;
      show(null);
      return tell(link ? 'This is a link to a shared game. Press Play to open it.' : 'This is a game ID. Press Play to open its game.', 'success');
    }
    const options = { variant: doc.getElementById('import-variant').value, box: doc.getElementById('import-box').value.trim() };
    let examined;
    try {
      examined = await engine.examine(input, options); // one parse and one solve, with the rating
    } catch (error) {
      tell(sentence(error.message), 'error');
      return show(error.puzzle ?? null, { clash: new Set(error.cells) });
    }
    const { puzzle, status, solutions } = examined;
    if (status === 'none') {
      const { reason } = examined;
      tell(reason ? `This puzzle has no solution: ${reason.text}.` : 'This puzzle has no solution (no single cell or house shows it: it takes a search).', 'error');
      return show(puzzle, { clash: new Set(reason?.cells ?? []) });
    }
    if (status === 'multiple') return showTwoSolutions(puzzle, solutions);
    // A whole grid checks as one solution, but has nothing to play: it opened as a game that never ended.
    if (!puzzle.givens.includes(0)) {
      tell('This grid is already complete: every cell is given, so there is nothing to play.', 'error');
      return show(puzzle);
    }
    if (examined.level) puzzle.level = examined.level;
    ready = { puzzle, solution: solutions[0] };
    play.disabled = false;
    show(puzzle);
    tell(`One solution.${ratingText(examined)} Press Play to start.`, 'success');
    play.scrollIntoView({ block: 'nearest' }); // under the preview, a 1024x640 window had it out of view
  }

  function showTwoSolutions(puzzle, [first, second]) {
    const differ = first.flatMap((v, cell) => (v !== second[cell] ? [cell] : []));
    const labels = new Map(differ.map((cell) => [cell, `${symbol(first[cell])} or ${symbol(second[cell])}`]));
    const named = differ.slice(0, 12).map((cell) => `${cellName(puzzle.size, cell)} (${labels.get(cell)})`);
    const more = differ.length > named.length ? ` and ${differ.length - named.length} more` : '';
    tell(`This puzzle has more than one solution. Two of them differ in ${differ.length} cells: ${named.join(', ')}${more}.`, 'error');
    show(puzzle, { differ: new Set(differ) }, labels);
  }

  // "stuck" is the rating's word for a puzzle beyond every technique the hints know (they reveal cells there).
  function ratingText({ level, hardest, ratingError }) {
    if (!level) return ` (Rating: ${ratingError}.)`;
    const why = hardest === 'stuck' ? ' (beyond the techniques hints use)' : hardest ? ` (hardest step: ${hardest})` : '';
    return ` Level: ${level}${why}.`;
  }

  // An edit makes the last check's words and board stale ("One solution… Press Play" stayed beside another text).
  // Play then checks the text first: a play-tester found it disabled, with nothing to say that Check came first.
  const edited = () => {
    ready = null;
    play.disabled = !text.value.trim();
    tell('');
    show(null);
  };
  text.addEventListener('input', edited);
  doc.getElementById('import-variant').addEventListener('change', edited);
  doc.getElementById('import-box').addEventListener('input', edited);
  doc.getElementById('import-check').addEventListener('click', check);
  play.addEventListener('click', async () => {
    if (!ready) await check();
    if (!ready) return; // the check says why
    dialog.close();
    if (ready.link) onLink(ready.link);
    else if (ready.id) onId(ready.id);
    else onPlay(ready.puzzle, ready.solution);
  });
  return {
    async open() {
      edited(); // a check from the last opening is stale: its Play stayed enabled with no words or board beside it
      await openWithChoices(doc, dialog, filled, 'Import');
      if (dialog.open) text.focus();
    },
  };
}
