// Wires the page together: settings and theme, the session, input, buttons, dialogs, and the first game.
import { createGenerator, dailySeed, gameMessage, levelsFor, randomSeed, setupNewGame, setupPrint, setupShare, setupStats } from './dialogs.js';
import * as engine from './game-engine.js';
import { FIRST_BOARD, FIRST_GAMES } from './first-games.js';
import { setupImport } from './import.js';
import { attachInput } from './input.js';
import { hideCellNames, say, watchMessage } from './render.js';
import { createSession } from './session.js';
import { progressEntries, readFragment } from './share.js';
import { hasSimd } from './engine/wasm-build.js';
import { applyMove, isPaused, newGame } from './state.js';
import { gameTitle, recordHint, recordPlayed, solvedBefore } from './stats.js';
import { loadSettings, loadStats, saveSettings, setGameAside } from './storage.js';
import { setupConfirm, setupSummary } from './summary.js';
import { setupZoom } from './zoom.js';

const doc = document;
const storedSettings = loadSettings();
const settings = {
  numberFirst: false, autoRemoveNotes: true, theme: 'system', showMistakes: false, countMistakes: false, labels: false,
  cellNamesExplained: 0, techniquesExplained: [],
  ...storedSettings.value,
};

function applyTheme() {
  if (settings.theme === 'system') delete doc.documentElement.dataset.theme;
  else doc.documentElement.dataset.theme = settings.theme;
  doc.getElementById('theme').title = `Colour theme: ${settings.theme}`;
  doc.getElementById('theme').setAttribute('aria-label', `Colour theme: ${settings.theme}`);
}

// The first completion of a game opens the summary (dialogs is defined below; a game completes only later).
const onComplete = (game) => say(doc, dialogs.summary(game), { tone: 'success' });
const onPlayed = (game) => recordPlayed(game.puzzle);
const onHint = (game) => recordHint(game.puzzle);
const session = createSession({ doc, settings, saveSettings, onPlayed, onHint, onComplete });
// What a game's first words add when its puzzle was won before (the daily puzzle again, a game ID or link again).
const replayNote = (puzzle) => (solvedBefore(puzzle) ? ' You have solved this puzzle before: playing it again does not count in your statistics.' : '');
// Resolves once the game is on the board.
const start = (puzzle, solution, message, tone = 'info') => session.newGameFrom(puzzle, solution, `${message}${replayNote(puzzle)}`, tone);
const generate = createGenerator({ doc, onGame: start });
const ask = setupConfirm({ doc });
// A game with moves that is not finished is replaced only once the player says so (Cancel is the default): a
// single tap on Daily puzzle, beside New game on a phone, threw it away.
// about: a sentence that comes first, saying what the new game is.
async function askToReplace(unfinished, { title, ok, about = '' }) {
  if (!unfinished) return true;
  return ask({ title, text: `${about}It replaces the game you have not finished yet, which cannot be brought back.`, ok });
}
async function mayReplace(what) {
  const sure = await askToReplace(session.unfinished, { title: `Start ${what}?`, ok: `Start ${what}` });
  if (!sure) say(doc, 'Your game is kept.');
  return sure;
}
// The next game of the same kind: same size, box, variant and level (a daily puzzle's kind is 9x9 medium).
const nextGame = (puzzle) => generate({
  size: puzzle.size,
  variant: puzzle.variant,
  ...(puzzle.constraint ? { constraint: puzzle.constraint } : {}),
  ...(puzzle.boxCols ? { box: `${puzzle.boxRows}x${puzzle.boxCols}` } : {}), // none: a region map
  ...(puzzle.level ? { level: puzzle.level } : {}),
  seed: randomSeed(),
}, 'New game', { anySeed: true });
const daily = async () => (await mayReplace('the daily puzzle'))
  && generate({ size: 9, variant: 'classic', level: 'medium', seed: dailySeed() }, 'Daily puzzle', { daily: dailySeed() });
// The daily killer: the date's seed too, at medium when the engine makes 9x9 killers at medium (else its first level).
async function dailyKiller() {
  if (!(await mayReplace('the daily killer'))) return false;
  const levels = levelsFor(await engine.constants(), 9, 'classic', 'killer');
  const level = levels.includes('medium') ? 'medium' : levels[0];
  return generate({ size: 9, variant: 'classic', constraint: 'killer', level, seed: dailySeed() }, 'Daily killer', { daily: dailySeed() });
}
// Offered once the engine says it makes 9x9 killers (asked once the engine has loaded: asking starts it).
engine.whenReady().then(() => engine.constants()).then((constants) => {
  doc.getElementById('daily-killer').hidden = !levelsFor(constants, 9, 'classic', 'killer').length;
}, () => {});
const dialogs = {
  newGame: setupNewGame({ doc, generate: async (...args) => (await mayReplace('a new game')) && generate(...args), getGame: () => session.game,
    onLink: openSharedLink }),
  importer: setupImport({
    doc,
    onPlay: async (puzzle, solution) => (await mayReplace('the imported puzzle')) && start(puzzle, solution, 'Imported puzzle. Good luck!'),
    onLink: openSharedLink,
    onId: async (id) => (await mayReplace('the game')) && generate({ id }, `Game ${id}`),
  }),
  share: setupShare({ doc, getGame: () => session.game }),
  stats: setupStats({ doc }),
  summary: setupSummary({ doc, onNext: nextGame, onShare: () => dialogs.share.open(), counting: () => settings.countMistakes }),
  print: setupPrint({ doc, getGame: () => session.game }),
};

attachInput({
  board: doc.getElementById('board'),
  keypad: doc.getElementById('keypad'),
  controls: doc.querySelectorAll('.side, .bar'),
  dispatch: session.dispatch,
  getContext: () => ({ size: session.game?.puzzle.size ?? 9, selected: session.selected }),
  toBoard: () => session.focus(),
});
const zoom = setupZoom({ doc });

async function safeSolve() {
  if (!session.game || session.game.solved) return session.dispatch({ type: 'solve' });
  const sure = await ask({
    title: 'Reveal the solution?',
    text: 'Every empty or wrong cell gets its value from the solution. Undo takes the values back, but the game will not count as won.',
    ok: 'Reveal',
  });
  if (sure) session.dispatch({ type: 'solve' });
  else say(doc, 'The solution stays hidden.');
}

const buttons = {
  undo: () => session.dispatch({ type: 'undo' }),
  redo: () => session.dispatch({ type: 'redo' }),
  notes: () => session.dispatch({ type: 'toggleNotes' }),
  'centre-notes': () => session.dispatch({ type: 'toggleCentre' }),
  erase: () => session.dispatch({ type: 'erase' }),
  hint: () => session.dispatch({ type: 'hint' }),
  'apply-hint': () => session.dispatch({ type: 'applyHint' }),
  check: () => session.dispatch({ type: 'check' }),
  solve: safeSolve,
  'auto-notes': () => session.dispatch({ type: 'autoNotes' }),
  pause: () => session.dispatch({ type: 'pause' }),
  'new-game': () => dialogs.newGame.open(),
  daily,
  'daily-killer': dailyKiller,
  import: () => dialogs.importer.open(),
  share: () => session.game && dialogs.share.open(),
  stats: () => dialogs.stats.open(),
  print: () => session.game && dialogs.print.open(),
  zoom: () => zoom.toggle(),
  // Each press shows the other look; the system's own look is kept as following the system, whose later changes
  // then still apply (a first press, from the system's light to "light", changed nothing a play-tester could see).
  theme: () => {
    const systemDark = matchMedia('(prefers-color-scheme: dark)').matches;
    const look = (settings.theme === 'system' ? systemDark : settings.theme === 'dark') ? 'light' : 'dark';
    settings.theme = (look === 'dark') === systemDark ? 'system' : look;
    saveSettings(settings);
    applyTheme();
    say(doc, `Colour theme: ${look}${settings.theme === 'system' ? ', as the system\'s' : ''}.`);
  },
};
// The buttons whose work needs the engine. Until it has loaded, the page marks them (data-engine="loading",
// described by the loading note) and a press waits for it: no dialog opens before the engine can answer, and the
// board stays playable meanwhile.
const ENGINE_BUTTONS = ['hint', 'new-game', 'daily', 'daily-killer', 'import'];
let engineLoading = true;
const engineLoaded = engine.whenReady().finally(() => {
  engineLoading = false;
  for (const id of ENGINE_BUTTONS) {
    doc.getElementById(id).removeAttribute('data-engine');
    doc.getElementById(id).removeAttribute('aria-describedby');
  }
});
// A press of Hint or New game starts a new worker, so it tries again without a reload.
engineLoaded.catch((error) => say(doc, `The puzzle engine could not start (${error.message}). Hints and new games need it: pressing Hint or New game tries again, as does reloading the page.`, { tone: 'error' }));

async function whenEngineLoaded() {
  say(doc, 'The puzzle engine is still loading: this goes on as soon as it is ready.');
  await engineLoaded.catch(() => {}); // a failed load: the handler's own call retries and says why it failed
}

// After a button clicked or tapped, the keyboard goes on where it was: on the selected cell (a dialog gives it back
// when it closes). A button pressed with Enter or Space (a click of detail 0) keeps the focus, so the next Enter
// presses it again: a play-tester's second Enter on Hint, meant for the next level, applied the hint from the board.
// The board's keys work from the button too (attachInput).
const backToBoard = (event) => event.detail !== 0 && !doc.querySelector('dialog[open]') && session.focus();
let openedBy = null; // the button pressed with Enter or Space that opened the dialog now open
for (const [id, handler] of Object.entries(buttons)) {
  doc.getElementById(id).addEventListener('click', async (event) => {
    if (engineLoading && ENGINE_BUTTONS.includes(id)) await whenEngineLoaded();
    await handler();
    if (event.detail === 0 && doc.querySelector('dialog[open]')) openedBy = doc.getElementById(id);
    backToBoard(event);
  });
}
for (const swatch of doc.querySelectorAll('.swatch')) {
  swatch.addEventListener('click', (event) => {
    session.dispatch({ type: 'colour', colour: Number(swatch.dataset.colour) });
    backToBoard(event);
  });
}
// A dialog closed puts the focus on the board, or back on the button that opened it when that was pressed with Enter
// or Space, as backToBoard keeps it (a play-tester tabbed 20 times back to Statistics); a game it starts takes the
// focus to its board (session.js show).
for (const dialog of doc.querySelectorAll('dialog')) {
  dialog.addEventListener('close', () => setTimeout(() => {
    if (doc.querySelector('dialog[open]')) return;
    if (openedBy) openedBy.focus();
    else session.focus();
    openedBy = null;
  }));
}
// A tap on the backdrop, outside the dialog's box, closes it as Escape does (a phone has no Escape key); not the
// progress dialog's, whose way out is Cancel.
for (const dialog of doc.querySelectorAll('dialog:not(#progress-dialog)')) {
  dialog.addEventListener('click', ({ target, clientX: x, clientY: y }) => {
    const box = dialog.getBoundingClientRect();
    if (target === dialog && (x < box.left || x > box.right || y < box.top || y > box.bottom)) dialog.close('');
  });
}
// Close is a plain button, not a submit one: Enter in a field takes the form's first submit button, which was Close
// (New game closed and started nothing); with none (Import), Enter does nothing rather than close the dialog.
for (const close of doc.querySelectorAll('dialog [data-close]')) {
  close.addEventListener('click', () => close.closest('dialog').close(''));
}
for (const form of doc.querySelectorAll('dialog form')) {
  form.addEventListener('submit', (event) => event.submitter || event.preventDefault());
}
const checkboxes = {
  'number-first': 'numberFirst', 'auto-remove': 'autoRemoveNotes', 'show-mistakes': 'showMistakes',
  'count-mistakes': 'countMistakes', 'show-labels': 'labels',
};
for (const [id, name] of Object.entries(checkboxes)) {
  const box = doc.getElementById(id);
  box.checked = settings[name];
  box.addEventListener('change', () => session.setSetting(name, box.checked));
}
// The button under a hint's cell names (session.js explainCellNames) turns the labels on as their checkbox does.
doc.getElementById('show-labels-now').addEventListener('click', () => {
  doc.getElementById('show-labels').checked = true;
  session.setSetting('labels', true);
  hideCellNames(doc);
});

// A shared link: the generator recreates a game ID; a puzzle text must have exactly one solution. Its text is
// only ever parsed by the engine and shown with textContent, so markup in it stays text.
async function openLink(link) {
  let puzzle, solution;
  if (link.id) {
    ({ puzzle, solution } = await engine.generate({ id: link.id }));
  } else {
    const result = await engine.examine(link.puzzle, { variant: link.variant, box: link.box });
    if (result.status !== 'unique') throw new Error(`the shared puzzle has ${result.status === 'none' ? 'no solution' : 'more than one solution'}`);
    ({ puzzle } = result);
    if (result.level) puzzle.level = result.level; // rated as Import rates it: the sender's title had the level
    [solution] = result.solutions;
  }
  let game = newGame(puzzle, solution);
  const entries = link.progress ? progressEntries(link.progress, puzzle) : null;
  entries?.forEach((value, cell) => value && (game = applyMove(game, { type: 'set', cell, value })));
  return { game, filled: entries?.filter(Boolean).length ?? 0, progressLeftOut: Boolean(link.progress && !entries) };
}

// The fragment's shared link, taken out of the address so that a reload resumes rather than restarts it (and so
// that following the same link again is a change the page hears); null when the fragment holds none.
function takeLink() {
  const link = readFragment(location.hash);
  if (link) history.replaceState(null, '', location.pathname + location.search);
  return link;
}

// A shared link's game, once the player has agreed to replace an unfinished game: {game, said} when it opened,
// else {said} (the player kept their game) or {said, failed} (the link could not be opened). The link is opened
// before the question, so a bad one is said at once (a bad #id= asked "Open the shared game?" first).
async function sharedGame(link, unfinished) {
  let opened;
  try {
    opened = await openLink(link);
  } catch (error) {
    // A bad game ID in a player's words: the engine's "a game ID has three or more parts joined by '-' (size and …"
    // says nothing to someone who followed a link.
    const why = /^bad game ID /.test(error.message) && link.id
      ? `its game ID '${link.id}' is not one this page makes; the link may have been cut short or mistyped` : error.message;
    return { said: `The shared link could not be opened: ${why}.`, failed: true };
  }
  // Which game it is (a play-tester was asked to open a shared game with nothing said of it), and the sender's
  // progress, which comes with it.
  const { filled } = opened;
  const progress = filled ? `, with the sender's ${filled} ${filled === 1 ? 'cell' : 'cells'} filled in` : '';
  const about = `The link holds a game of ${gameTitle(opened.game.puzzle)}${progress}. `;
  if (!(await askToReplace(unfinished, { title: 'Open the shared game?', ok: 'Open shared game', about }))) {
    return { said: 'Your game is kept; the shared game was not opened.' };
  }
  const dropped = opened.progressLeftOut ? ' Its progress did not fit the puzzle and was left out.' : '';
  return { game: opened.game, said: `Shared game opened.${dropped}${replayNote(opened.game.puzzle)}` };
}

// A link followed in a tab that has the page open changes only the fragment, with no new load: it gets the load's
// flow, the current game staying when the player keeps it or the link is bad. So does a link pasted in Import.
// A dialog open at that moment gives way to it (a play-tester's Share dialog stayed open under the link's question).
async function openFollowedLink() {
  const link = takeLink();
  if (!link) return;
  doc.querySelectorAll('dialog[open]').forEach((dialog) => dialog.close(''));
  await openSharedLink(link);
}
async function openSharedLink(link) {
  const { game, said, failed } = await sharedGame(link, session.unfinished);
  if (game) await session.start(game, said);
  else say(doc, said, { tone: failed ? 'error' : 'info' });
}

// What could not be read from storage, as sentences; the first game's message starts with them, so none is lost.
function storageNotes(saved) {
  const fate = (result) => (result.removed ? 'removed (too large to keep)' : 'set aside');
  const notes = [];
  if (storedSettings.problem) notes.push(`Your settings could not be read (${storedSettings.problem}); they were ${fate(storedSettings)} and the defaults are used.`);
  const stats = loadStats();
  if (stats.problem) notes.push(`Your statistics could not be read (${stats.problem}); they were ${fate(stats)} and start again.`);
  if (saved.problem) notes.push(`Your saved game could not be read (${saved.problem}); it was ${fate(saved)}.`);
  return notes;
}

async function firstGame() {
  const link = takeLink();
  const saved = session.loadSaved();
  const notes = storageNotes(saved);
  const tone = notes.length ? 'error' : 'info';
  if (link) {
    const unfinished = saved.value && !saved.value.finished && saved.value.past.length > 0;
    const { game, said, failed } = await sharedGame(link, unfinished);
    if (!failed) return session.start(game ?? saved.value, [...notes, said].join(' '), { tone }); // opened, or kept
    notes.push(said);
  }
  if (saved.value) {
    try {
      // Paused, it says so (the board showed "Paused" under "your game is as you left it").
      const back = isPaused(saved.value) ? 'Welcome back: your game is paused as you left it. Press Resume to go on.'
        : 'Welcome back: your game is as you left it.';
      return await session.start(saved.value, [...notes, back].join(' '), { tone });
    } catch (error) {
      if (engine.isCancelled(error)) throw error;
      // An engine that could not load is no fault of the game: it stays saved, untouched, for the next visit.
      if (!(await engineLoaded.then(() => true, () => false))) throw new Error(`${error.message}; your saved game is kept`);
      setGameAside();
      notes.push(`Your saved game could not be opened (${error.message}); it was set aside.`);
    }
  }
  return firstEasyGame([...notes, 'A first game'].join(' '), notes.length ? 'error' : 'info');
}

// One of the easy games made ahead (web/first-games.js, with the engine's description of it): drawn and
// playable at once, while the engine still downloads.
function firstEasyGame(label, tone) {
  const entry = FIRST_GAMES[Math.floor(Math.random() * FIRST_GAMES.length)];
  const { puzzle, solution } = engine.madeAhead(entry, FIRST_BOARD);
  return start(puzzle, solution, gameMessage(label, puzzle), tone);
}

// Runs `then` once the next frame has been painted (at once in a hidden page, which paints no frames): the first
// board is on screen before the engine's module takes the network, so a slow first visit shows it sooner.
function afterPaint(then) {
  if (doc.visibilityState === 'hidden') then();
  else requestAnimationFrame(() => setTimeout(then));
}

applyTheme();
watchMessage(doc);
engine.onRestart((reason) => say(doc, `The puzzle engine stopped (${reason}) and was restarted; your game is as it was.`, { tone: 'error' }));
firstGame().catch((error) => {
  say(doc, `The puzzle engine could not start (${error.message}). Reload the page to try again.`, { tone: 'error' });
}).finally(() => {
  addEventListener('hashchange', openFollowedLink); // after the first game, which a followed link then replaces
  doc.body.dataset.ready = 'true';
  performance.mark('board-ready');
  afterPaint(engine.warm); // unless a call (a shared link, a hint) has started the engine already
  // After the first board and the engine, so caching every asset does not compete with the first visit's own
  // loading (the .wasm comes after the board on a slow network).
  if ('serviceWorker' in navigator) engineLoaded.catch(() => {}).then(() => navigator.serviceWorker.register(hasSimd() ? 'sw.js?simd=1' : 'sw.js')).catch(() => {});
});
