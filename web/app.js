// Wires the page together: settings and theme, the session, input, buttons, dialogs, and the first game.
import { createGenerator, dailySeed, randomSeed, setupNewGame, setupPrint, setupShare, setupStats } from './dialogs.js';
import * as engine from './game-engine.js';
import { setupImport } from './import.js';
import { attachInput } from './input.js';
import { say } from './render.js';
import { createSession } from './session.js';
import { progressEntries, readFragment } from './share.js';
import { applyMove, newGame } from './state.js';
import { loadGame, loadSettings, saveSettings } from './storage.js';

const doc = document;
const THEMES = ['system', 'light', 'dark'];
const storedSettings = loadSettings();
const settings = { numberFirst: false, autoRemoveNotes: true, theme: 'system', ...storedSettings.value };

function applyTheme() {
  if (settings.theme === 'system') delete doc.documentElement.dataset.theme;
  else doc.documentElement.dataset.theme = settings.theme;
  doc.getElementById('theme').title = `Colour theme: ${settings.theme}`;
  doc.getElementById('theme').setAttribute('aria-label', `Colour theme: ${settings.theme}`);
}

const session = createSession({ doc, settings, saveSettings });
const start = (puzzle, solution, message) => {
  session.newGameFrom(puzzle, solution);
  say(doc, message);
};
const generate = createGenerator({ doc, onGame: start });
const dialogs = {
  newGame: setupNewGame({ doc, generate }),
  importer: setupImport({ doc, onPlay: (puzzle, solution) => start(puzzle, solution, 'Imported puzzle. Good luck!') }),
  share: setupShare({ doc, getGame: () => session.game }),
  stats: setupStats({ doc }),
  print: setupPrint({ doc, getGame: () => session.game }),
};

attachInput({
  board: doc.getElementById('board'),
  keypad: doc.getElementById('keypad'),
  dispatch: session.dispatch,
  getContext: () => ({ size: session.game?.puzzle.size ?? 9, selected: session.selected }),
});

const buttons = {
  undo: () => session.dispatch({ type: 'undo' }),
  redo: () => session.dispatch({ type: 'redo' }),
  notes: () => session.dispatch({ type: 'toggleNotes' }),
  erase: () => session.dispatch({ type: 'erase' }),
  hint: () => session.dispatch({ type: 'hint' }),
  'apply-hint': () => session.dispatch({ type: 'applyHint' }),
  check: () => session.dispatch({ type: 'check' }),
  solve: () => session.dispatch({ type: 'solve' }),
  'auto-notes': () => session.dispatch({ type: 'autoNotes' }),
  pause: () => session.dispatch({ type: 'pause' }),
  'new-game': () => dialogs.newGame.open(),
  daily: () => generate({ size: 9, variant: 'classic', level: 'medium', seed: dailySeed() }, 'Daily puzzle'),
  import: () => dialogs.importer.open(),
  share: () => session.game && dialogs.share.open(),
  stats: () => dialogs.stats.open(),
  print: () => session.game && dialogs.print.open(),
  theme: () => {
    settings.theme = THEMES[(THEMES.indexOf(settings.theme) + 1) % THEMES.length];
    saveSettings(settings);
    applyTheme();
    say(doc, `Colour theme: ${settings.theme}.`);
  },
};
for (const [id, handler] of Object.entries(buttons)) doc.getElementById(id).addEventListener('click', handler);
doc.getElementById('number-first').addEventListener('change', (e) => session.setSetting('numberFirst', e.target.checked));
doc.getElementById('auto-remove').addEventListener('change', (e) => session.setSetting('autoRemoveNotes', e.target.checked));

// A shared link: the generator recreates a game ID; a puzzle text must have exactly one solution.
async function openLink(link) {
  let puzzle, solution;
  if (link.id) {
    ({ puzzle, solution } = await engine.generate({ id: link.id }));
  } else {
    puzzle = await engine.parse(link.puzzle, { variant: link.variant, box: link.box });
    const result = await engine.solve(puzzle);
    if (result.status !== 'unique') throw new Error(`the shared puzzle has ${result.status === 'none' ? 'no solution' : 'more than one solution'}`);
    solution = result.solution;
  }
  let game = newGame(puzzle, solution);
  const entries = link.progress ? progressEntries(link.progress, puzzle) : null;
  entries?.forEach((value, cell) => value && (game = applyMove(game, { type: 'set', cell, value })));
  session.start(game);
  say(doc, link.progress && !entries ? 'Shared game opened; its progress did not fit the puzzle and was left out.' : 'Shared game opened.');
}

async function firstGame() {
  const link = readFragment(location.hash);
  if (link) {
    history.replaceState(null, '', location.pathname + location.search); // a reload resumes, not restarts
    try {
      return await openLink(link);
    } catch (error) {
      say(doc, `The shared link could not be opened: ${error.message}`, { tone: 'error' });
    }
  }
  const saved = loadGame();
  if (saved.value) return session.start(saved.value, 'Welcome back: your game is as you left it.');
  const problem = saved.problem ? `Your saved game could not be read (${saved.problem}); it was set aside. ` : '';
  await generate({ size: 9, variant: 'classic', level: 'easy', seed: randomSeed() }, `${problem}A first game`);
}

applyTheme();
engine.warm();
if (storedSettings.problem) say(doc, `Your settings could not be read (${storedSettings.problem}); defaults are used.`);
firstGame().catch((error) => {
  say(doc, `The puzzle engine could not start (${error.message}). Reload the page to try again.`, { tone: 'error' });
}).finally(() => {
  doc.body.dataset.ready = 'true';
  performance.mark('board-ready');
  // After the first board, so caching every asset does not compete with the first visit's own loading.
  if ('serviceWorker' in navigator) navigator.serviceWorker.register('sw.js').catch(() => {});
});
