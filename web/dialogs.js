// The dialogs around the game: new game (with progress and cancel), daily puzzle, share, statistics and print.
import * as engine from './game-engine.js';
import { listed } from './hints.js';
import { buildBoard, formatTime, paintBoard, say, sentence } from './render.js';
import { readLink, shareLink } from './share.js';
import { newGame } from './state.js';
import { compareKinds, gameTitle, kindTitle, readStats, ruleNames } from './stats.js';

const today = () => dailySeed();

// The same date gives the same seed everywhere, so everyone gets the same daily puzzle.
export function dailySeed(date = new Date()) {
  return date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();
}

export function randomSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}

const describe = ({ id, size = 9, variant = 'classic', constraint = '', level }) =>
  (id ? `Game ${id}` : `${size}×${size} ${variant}${constraint ? ` ${constraint}` : ''}${level ? `, ${level}` : ''}`);

const SEEDS = 4; // random seeds tried before a new game gives up
const NOT_FOUND = /^no puzzle with .* found in \d+ attempts/; // the engine's words when no attempt met the level

// engine.generate, with another random seed after one whose attempts found no puzzle, `seeds` seeds in all.
async function generateTrying(options, seeds, onProgress) {
  for (let tried = 1; ; tried++) {
    try {
      return await engine.generate(tried === 1 ? options : { ...options, seed: randomSeed() }, onProgress);
    } catch (error) {
      if (tried >= seeds || !NOT_FOUND.test(error.message)) throw error;
    }
  }
}

// Why no game was made, in a player's words: the engine's "try another seed or target" named what the player had
// not chosen.
function failureText(error, options, anySeed) {
  if (engine.isCancelled(error)) return 'Generation cancelled.';
  if (!NOT_FOUND.test(error.message)) return `Could not make a puzzle: ${error.message}`;
  if (anySeed) return `Could not make a puzzle (${describe(options)}) in ${SEEDS} tries this time: press New game and Start to try again, or choose another level.`;
  return `Seed ${options.seed} makes no puzzle of this kind (${describe(options)}): try another seed, or leave the seed empty.`;
}

// Generates in the worker; the progress dialog appears only for runs long enough to notice, with Cancel (or
// Escape), which terminates the worker: the current game stays as it was.
export function createGenerator({ doc, onGame }) {
  const dialog = doc.getElementById('progress-dialog');
  const bar = doc.getElementById('progress');
  doc.getElementById('progress-cancel').addEventListener('click', () => engine.cancel());
  dialog.addEventListener('cancel', () => engine.cancel());

  // tone: of the message that announces the game ('error' when it also reports a problem met on the way);
  // daily: the date (yyyymmdd) of a daily puzzle, kept with the puzzle for the streak; anySeed: the seed was drawn
  // at random, so when its attempts find no puzzle of the level another seed is tried (a play-tester's X anti-knight
  // medium failed in 2 of 12 Starts, each time with "try another seed or target", though no seed had been chosen).
  // Resolves true once the game is on the board, false when none was made (the message line says why).
  return async function generate(options, label = 'New game', { tone = 'info', daily = 0, anySeed = false } = {}) {
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
      const { puzzle, solution } = await generateTrying(options, anySeed ? SEEDS : 1, (fraction) => (bar.value = fraction));
      await onGame(daily ? { ...puzzle, daily } : puzzle, solution, gameMessage(label, puzzle), tone);
      return true;
    } catch (error) {
      say(doc, failureText(error, options, anySeed), { tone: 'error' });
      return false;
    } finally {
      done = true;
      clearTimeout(timer);
      if (dialog.open) dialog.close();
    }
  };
}

// What the message line says of a game just started: "New game: Killer X 9×9, hard. Good luck!".
export const gameMessage = (label, puzzle) => `${label}: ${gameTitle(puzzle)}. Good luck!`;

// Fills a select with [value, label] pairs, keeping the chosen value when it is still offered.
export function fillSelect(select, choices, fallback) {
  const chosen = select.value || fallback;
  select.replaceChildren(...choices.map(([value, label]) => new Option(label, value)));
  if (choices.some(([value]) => value === chosen)) select.value = chosen;
}

// Fills a dialog's selects from the engine's constants: once the engine has loaded (asking earlier would start it
// before the first board is painted), and again on opening when that failed, so a dialog opened after an engine
// that could not load has loaded on a retry never shows empty choices. Returns filled(): resolves with the
// constants once the choices are in, or rejects with the engine's error.
export function engineChoices(fill) {
  let filled = null;
  const attempt = () => (filled ??= engine.constants().then((constants) => {
    fill(constants);
    return constants;
  }, (error) => {
    filled = null;
    throw error;
  }));
  engine.whenReady().then(attempt).catch(() => {}); // an engine that cannot load is reported by the page (app.js)
  return attempt;
}

// Opens a dialog whose choices come from the engine, or says why it cannot.
export async function openWithChoices(doc, dialog, filled, what) {
  try {
    await filled();
  } catch (error) {
    return say(doc, `${what} needs the puzzle engine, which could not start (${error.message}).`, { tone: 'error' });
  }
  return dialog.showModal();
}

// The engine's variants as select choices, by name.
export function variantChoices(constants) {
  return constants.variants.map(({ name }) => [name, name[0].toUpperCase() + name.slice(1)]);
}

// Adds "(not with 16×16 classic)" to each option of a select for which levels(value) is empty, and takes it off the
// others; the options stay choosable, as the next choice may make them possible.
function markUnmade(select, levels, others) {
  for (const option of select.options) {
    option.dataset.label ??= option.textContent;
    option.textContent = levels(option.value).length ? option.dataset.label : `${option.dataset.label} (not with ${others})`;
  }
}

// The levels the engine can make for a size, variant and constraint ('' for none), from its constants.
export function levelsFor(constants, size, variant, constraint = '') {
  const entry = constants.sizes.find((s) => s.size === size);
  return (constraint ? entry?.constraints?.[constraint]?.[variant] : entry?.levels[variant]) ?? [];
}

// Every select of the dialog comes from the engine's constants (engine.constants): sizes with a box shape,
// variants, constraints (a rule beyond houses: killer, thermo, ...), symmetries, and the levels the engine can make
// for the chosen size, variant and constraint; a level it cannot make is not offered, and the choice moves to the
// nearest one it can.
export function setupNewGame({ doc, generate, getGame, onLink }) {
  const dialog = doc.getElementById('new-dialog');
  const value = (id) => doc.getElementById(id).value.trim();
  const levelSelect = doc.getElementById('new-level');
  const note = doc.getElementById('new-level-note');
  // Start is off while the chosen size, variant and rule can be made at no level, unless a game ID names the game:
  // the note said "cannot be made" and Start went on to fail.
  const start = doc.getElementById('new-start');
  let makeable = true;
  const updateStart = () => { start.disabled = !makeable && !value('new-id'); };
  // A seed or game ID the engine would refuse is said beside its field, and Start keeps the dialog open: it was
  // said after the dialog closed, once the player had agreed to replace their game. Their Advanced section opens,
  // so the browser can show where. A game ID is the engine's to check (gameIdProblem): the answer that comes back
  // for an older text is dropped.
  const gameId = doc.getElementById('new-id');
  let idChecks = 0;
  gameId.addEventListener('input', async () => {
    updateStart();
    // The field takes a shared link too (a play-tester pasted one), checked for its ID; Start opens it as following
    // it would, with its progress (a play-tester's was dropped).
    const link = readLink(gameId.value), ticket = ++idChecks;
    const text = link?.id ?? gameId.value.trim();
    gameId.setCustomValidity('');
    const imported = link && !link.id && 'this link holds a puzzle, not a game ID: paste it in Import';
    const problem = imported || (text ? await engine.gameIdProblem(text) : '');
    if (ticket === idChecks) gameId.setCustomValidity(problem ? sentence(problem) : '');
  });
  gameId.addEventListener('invalid', () => { gameId.closest('details').open = true; });
  const seed = doc.getElementById('new-seed');
  seed.addEventListener('input', () => {
    const text = seed.value.trim();
    const whole = text === '' || (/^\d+$/.test(text) && Number(text) <= Number.MAX_SAFE_INTEGER);  // the engine's kMaxSeed
    seed.setCustomValidity(whole ? '' : `A seed is a whole number from 0 to ${Number.MAX_SAFE_INTEGER}.`);
  });
  seed.addEventListener('invalid', () => { seed.closest('details').open = true; });
  const filled = engineChoices((constants) => {
    const sizes = constants.sizes.filter((entry) => entry.boxes.length);
    fillSelect(doc.getElementById('new-size'), sizes.map(({ size }) => [String(size), `${size}×${size}`]), '9');
    fillSelect(doc.getElementById('new-variant'), variantChoices(constants), 'classic');
    fillSelect(doc.getElementById('new-symmetry'), constants.symmetries.map(({ name, label }) => [name, label]), 'none');
    const rules = constants.constraints ?? [];
    fillSelect(doc.getElementById('new-constraint'), [['', 'None'], ...rules.map(({ name, label }) => [name, label])], '');
    doc.getElementById('new-constraint-row').hidden = !rules.length;
    updateChoices(constants);
  });
  // The box shapes the engine makes for the chosen size, its default first: a shape chosen for another size goes
  // back to the default, where a typed one was carried, unseen under a closed Advanced, into a grid it did not fit.
  function updateBoxes(constants) {
    const { boxes } = constants.sizes.find((entry) => entry.size === Number(value('new-size')));
    const label = (box, index) => `${box.replace('x', '×')}${index ? '' : ' (default)'}`;
    fillSelect(doc.getElementById('new-box'), boxes.map((box, index) => [box, label(box, index)]), boxes[0]);
  }
  function updateLevels(constants, wanted = levelSelect.value) {
    const size = Number(value('new-size'));
    const variant = value('new-variant');
    const constraint = value('new-constraint');
    const levels = levelsFor(constants, size, variant, constraint);
    const all = constants.levels;
    const index = all.indexOf(all.includes(wanted) ? wanted : 'medium');
    const distance = (level) => Math.abs(all.indexOf(level) - index);
    const nearest = levels.reduce((best, level) => (distance(level) < distance(best) ? level : best), levels[0]);
    // None to choose: the select says so, disabled (a play-tester found it empty beside "cannot be made").
    fillSelect(levelSelect, levels.length ? levels.map((level) => [level, level]) : [['', 'none']], nearest);
    levelSelect.value = nearest ?? '';
    levelSelect.disabled = !levels.length;
    const kind = `${size}×${size} ${variant}${constraint ? ` ${constraint}` : ''}`;
    // What it can make, not what it cannot: "6×6 classic puzzles cannot be made extreme." beside a chosen easy read
    // to a play-tester as a fault in the choice.
    note.textContent = !levels.length ? `${kind} puzzles cannot be made.`
      : levels.length < all.length ? `Levels for ${kind}: ${listed(levels, 'levels')} only.` : '';
    makeable = levels.length > 0;
    updateStart();
    // The variants and rules that cannot be made with the other choices say so in their own option: a play-tester
    // chose Thermo for 16×16 and learnt only from the note that it cannot be.
    markUnmade(doc.getElementById('new-variant'), (other) => levelsFor(constants, size, other, constraint), `${size}×${size}${constraint ? ` ${constraint}` : ''}`);
    markUnmade(doc.getElementById('new-constraint'), (other) => levelsFor(constants, size, variant, other), `${size}×${size} ${variant}`);
  }
  function updateChoices(constants, level) {
    updateBoxes(constants);
    updateLevels(constants, level);
  }
  // Until the player chooses something here, the dialog opens on the kind and level of the game on the board: a
  // beginner's easy game opened it at medium, and Start alone moved them up a level.
  let chosen = false;
  dialog.addEventListener('change', () => { chosen = true; });
  function chooseGameKind(constants) {
    const puzzle = getGame()?.puzzle;
    if (chosen || !puzzle) return;
    const pick = (id, wanted) => {
      const select = doc.getElementById(id);
      if ([...select.options].some((option) => option.value === wanted)) select.value = wanted;
    };
    const rules = ruleNames(puzzle);
    pick('new-size', String(puzzle.size));
    pick('new-variant', puzzle.variant);
    pick('new-constraint', rules.length === 1 ? rules[0] : '');
    updateChoices(constants, puzzle.level);
  }
  for (const id of ['new-size', 'new-variant', 'new-constraint']) doc.getElementById(id).addEventListener('change', () => filled().then(updateChoices, () => {}));
  // A game ID and a seed name one puzzle: once it is on the board, or the dialog closes without Start, they are
  // cleared, so the next Start makes what the selects say (a kept ID, hidden under a closed Advanced, made the same
  // game again whatever size was chosen; a play-tester's bad ID, left there, refused the next Start).
  const oneShot = ['new-id', 'new-seed'].map((id) => doc.getElementById(id));
  const clearOneShot = () => {
    idChecks += 1; // an answer still coming for the old text is dropped
    oneShot.forEach((field) => {
      field.value = '';
      field.setCustomValidity('');
    });
    updateStart();
  };
  const clearOnStart = (started) => started && clearOneShot();
  dialog.addEventListener('close', () => {
    if (dialog.returnValue !== 'start') return clearOneShot();
    const link = readLink(value('new-id'));
    if (link?.id) return onLink(link).then(() => clearOnStart(true));
    if (value('new-id')) return generate({ id: value('new-id') }).then(clearOnStart); // a link there has an ID
    const options = { size: Number(value('new-size')), variant: value('new-variant'), level: value('new-level') };
    if (value('new-constraint')) options.constraint = value('new-constraint');
    if (value('new-symmetry') !== 'none') options.symmetry = value('new-symmetry');
    if (doc.getElementById('new-box').selectedIndex > 0) options.box = value('new-box'); // the default: as before, none
    if (doc.getElementById('new-minimal').checked) options.minimal = true;
    options.seed = value('new-seed') ? Number(value('new-seed')) : randomSeed();
    generate(options, 'New game', { anySeed: !value('new-seed') }).then(clearOnStart);
  });
  return { open: () => openWithChoices(doc, dialog, () => filled().then(chooseGameKind), 'New game') };
}

export function setupShare({ doc, getGame }) {
  const dialog = doc.getElementById('share-dialog');
  const field = doc.getElementById('share-link');
  const progress = doc.getElementById('share-progress');
  const copied = doc.getElementById('share-message'); // inside the dialog: a message behind its backdrop is unseen
  const update = () => {
    const game = getGame();
    field.value = shareLink(location.href, game, { progress: progress.checked });
  };
  progress.addEventListener('change', update);
  doc.getElementById('share-copy').addEventListener('click', async () => {
    field.select();
    try {
      await navigator.clipboard.writeText(field.value);
      copied.textContent = 'Link copied.';
    } catch {
      copied.textContent = 'Copy the selected link with Ctrl+C.';
    }
  });
  return {
    open() {
      update();
      copied.textContent = '';
      dialog.showModal();
      field.select();
    },
  };
}

function row(doc, texts) {
  const tr = doc.createElement('tr');
  for (const text of texts) {
    const cell = doc.createElement('td');
    cell.textContent = String(text);
    tr.append(cell);
  }
  return tr;
}

export function setupStats({ doc }) {
  const dialog = doc.getElementById('stats-dialog');
  const body = doc.getElementById('stats-body');
  const time = (ms) => (ms === null ? '–' : formatTime(ms));
  return {
    open() {
      const { kinds, daily } = readStats();
      const rows = Object.entries(kinds).sort(([a], [b]) => compareKinds(a, b)).map(([kind, s]) =>
        row(doc, [kindTitle(kind), s.played, s.won, time(s.best), time(s.won ? s.total / s.won : null), s.hints]));
      if (!rows.length) {
        rows.push(row(doc, ['No games yet.']));
        rows[0].firstChild.colSpan = 6;
      }
      body.replaceChildren(...rows);
      const yesterday = dailySeed(new Date(Date.now() - 86400000));
      const current = daily.last === today() || daily.last === yesterday ? daily.streak : 0;
      doc.getElementById('stats-daily').textContent = `Daily puzzles: current streak ${current}, best streak ${daily.best}.`;
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
    doc.getElementById('print-rules').textContent = doc.getElementById('rules').textContent; // the paper says them too
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
