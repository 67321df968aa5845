// The dialogs around the game: new game (with progress and cancel), daily puzzle, share, statistics and print.
import * as engine from './game-engine.js';
import { buildBoard, formatTime, paintBoard, say } from './render.js';
import { shareLink } from './share.js';
import { newGame } from './state.js';
import { readStats } from './stats.js';

// The same date gives the same seed everywhere, so everyone gets the same daily puzzle.
export function dailySeed(date = new Date()) {
  return date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();
}

export function randomSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

const describe = ({ id, size = 9, variant = 'classic', level }) =>
  (id ? `Game ${id}` : `${size}×${size} ${variant}${level ? `, ${level}` : ''}`);

// Generates in the worker; the progress dialog appears only for runs long enough to notice, with Cancel (or
// Escape), which terminates the worker: the current game stays as it was.
export function createGenerator({ doc, onGame }) {
  const dialog = doc.getElementById('progress-dialog');
  const bar = doc.getElementById('progress');
  doc.getElementById('progress-cancel').addEventListener('click', () => engine.cancel());
  dialog.addEventListener('cancel', () => engine.cancel());

  // tone: of the message that announces the game ('error' when it also reports a problem met on the way).
  return async function generate(options, label = 'New game', { tone = 'info' } = {}) {
    bar.removeAttribute('value');
    doc.getElementById('progress-what').textContent = describe(options);
    // The delay counts from the engine being ready: while it still downloads (a first visit on a slow network)
    // the page shows no dialog whose Cancel would only leave an empty board.
    let done = false;
    let timer;
    engine.whenReady().then(() => {
      if (!done) timer = setTimeout(() => dialog.showModal(), 250);
    }, () => {});
    try {
      const { puzzle, solution } = await engine.generate(options, (fraction) => (bar.value = fraction));
      onGame(puzzle, solution, `${label}: ${puzzle.level} ${puzzle.size}×${puzzle.size}. Good luck!`, tone);
    } catch (error) {
      say(doc, engine.isCancelled(error) ? 'Generation cancelled.' : `Could not make a puzzle: ${error.message}`, { tone: 'error' });
    } finally {
      done = true;
      clearTimeout(timer);
      if (dialog.open) dialog.close();
    }
  };
}

export function setupNewGame({ doc, generate }) {
  const dialog = doc.getElementById('new-dialog');
  const value = (id) => doc.getElementById(id).value.trim();
  dialog.addEventListener('close', () => {
    if (dialog.returnValue !== 'start') return;
    if (value('new-id')) return generate({ id: value('new-id') });
    const options = { size: Number(value('new-size')), variant: value('new-variant'), level: value('new-level') };
    if (value('new-symmetry') !== 'none') options.symmetry = value('new-symmetry');
    if (value('new-box')) options.box = value('new-box');
    if (doc.getElementById('new-minimal').checked) options.minimal = true;
    options.seed = value('new-seed') ? Number(value('new-seed')) : randomSeed();
    generate(options);
  });
  return { open: () => dialog.showModal() };
}

export function setupShare({ doc, getGame }) {
  const dialog = doc.getElementById('share-dialog');
  const field = doc.getElementById('share-link');
  const progress = doc.getElementById('share-progress');
  const update = () => {
    const game = getGame();
    field.value = shareLink(location.href, game, engine.puzzleText(game.puzzle), { progress: progress.checked });
  };
  progress.addEventListener('change', update);
  doc.getElementById('share-copy').addEventListener('click', async () => {
    field.select();
    try {
      await navigator.clipboard.writeText(field.value);
      say(doc, 'Link copied.');
    } catch {
      say(doc, 'Copy the selected link with Ctrl+C.');
    }
  });
  return {
    open() {
      update();
      dialog.showModal();
      field.select();
    },
  };
}

export function setupStats({ doc }) {
  const dialog = doc.getElementById('stats-dialog');
  const body = doc.getElementById('stats-body');
  return {
    open() {
      const stats = readStats();
      const rows = Object.entries(stats).map(([level, s]) => {
        const row = doc.createElement('tr');
        for (const text of [level, s.won, s.best === null ? '–' : formatTime(s.best), s.hints]) {
          const cell = doc.createElement('td');
          cell.textContent = String(text);
          row.append(cell);
        }
        return row;
      });
      if (!rows.length) {
        const row = doc.createElement('tr');
        const cell = doc.createElement('td');
        cell.colSpan = 4;
        cell.textContent = 'No games won yet.';
        row.append(cell);
        rows.push(row);
      }
      body.replaceChildren(...rows);
      dialog.showModal();
    },
  };
}

// Fills the print-only area with the puzzle (and its solution on a second page) before any print, the browser's
// own menu included; the Print dialog only chooses whether the solution goes with it.
export function setupPrint({ doc, getGame }) {
  const dialog = doc.getElementById('print-dialog');
  const fill = () => {
    const game = getGame();
    if (!game) return;
    const withSolution = doc.getElementById('print-solution').checked && Boolean(game.solution);
    doc.getElementById('print-title-puzzle').textContent = doc.getElementById('game-title').textContent;
    const blank = newGame(game.puzzle);
    buildBoard(doc.getElementById('print-puzzle'), game.puzzle);
    paintBoard(doc.getElementById('print-puzzle'), { game: blank, selected: -1 });
    if (withSolution) {
      const solved = { ...blank, entries: game.solution.map((v, cell) => (game.puzzle.givens[cell] ? 0 : v)) };
      buildBoard(doc.getElementById('print-solution-board'), game.puzzle);
      paintBoard(doc.getElementById('print-solution-board'), { game: solved, selected: -1 });
    }
    doc.body.classList.toggle('print-with-solution', withSolution);
  };
  addEventListener('beforeprint', fill);
  dialog.addEventListener('close', () => dialog.returnValue === 'print' && print());
  return { open: () => dialog.showModal(), fill };
}
