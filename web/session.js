// The game being played: holds the current game value and the view around it, turns actions into moves,
// autosaves after every move (through sync.js, which keeps tabs from overwriting each other) and repaints.
// The rules live in state.js, the drawing in render.js.
import * as engine from './game-engine.js';
import { hintView, LEVELS, listed, repeatsNudge, sameStep, stepIdentity } from './hints.js';
import { keysHelp } from './input.js';
import { rulesText } from './constraints-overlay.js';
import { buildBoard, formatTime, paintAxes, paintBoard, paintControls, paintKeypad, say, sentence, unsay } from './render.js';
// One line per import: scripts/bundle.mjs (dist/) reads only single-line imports.
import { applyMove, breakingMove, clashes, clashingPeer, describeChange, describeMove, hintDetails, isMistake, isPaused, newGame, redo, revealedCells, setColour, undo, values, wrongCells, wrongNotes } from './state.js';
import { dailyText, gameTitle } from './stats.js';
import { samePuzzle } from './storage.js';
import { cellName, symbol } from './symbols.js';
import { createSync } from './sync.js';
import { showCells } from './zoom.js';

// onComplete(game) hears a game finished for the first time (solved by the player, or revealed).
export function createSession({ doc, settings, saveSettings, onPlayed, onHint, onComplete }) {
  const board = doc.getElementById('board');
  const keypad = doc.getElementById('keypad');
  // notesMode: false, or the kind of notes typed values go into ('corner' or 'centre'). rules: the engine's check
  // of a puzzle with constraints ({game it is about, clashes, reasons, candidates}), else null.
  // reveal: a new board was drawn above the screen, to scroll to again when the focus comes back (revealBoard).
  // lastHint: the game's last hint ({step, level, another}), which the next one is told apart from (repeatsNudge) or
  // found to repeat (sameStep).
  const view = { game: null, selected: 0, notesMode: false, armed: 0, marks: {}, hint: null, lastHint: null, rules: null, reveal: false };
  // Pause is kept with the game (setPaused), so a reload while paused comes back paused; a solved game never is.
  const paused = () => isPaused(view.game);
  let lastTick = performance.now();
  let moves = Promise.resolve(); // moves that wait for the engine's check run one after another
  let catalog = null; // the engine's constants, once it has loaded: they word the rules under the keypad
  engine.whenReady().then(() => engine.constants()).then((constants) => {
    catalog = constants;
    if (view.game) paint();
  }, () => {}); // an engine that cannot load is reported by the page (app.js); the rules are then named only
  const sync = createSync({
    onOtherTab: async (saved) => {
      const game = await described(saved).catch(() => null);
      if (!game) return;  // the engine cannot describe it now: this tab keeps its game, a later save tries again
      const same = view.game?.puzzle.givens.join() === game.puzzle.givens.join();
      // A tab saving on leaving or hiding what this tab already shows changes nothing the player would see.
      const moves = (g) => JSON.stringify([g.entries, g.notes, g.past.length, g.future.length, g.colours]);
      if (same && moves(game) === moves(view.game)) return;
      show(game, { keepSelection: same });
      say(doc, 'This game was changed in another tab: it is shown here as saved there.');
    },
  });

  // A saved game's puzzle has no houses or peers (saves keep only what the engine cannot derive again): the game on
  // screen lends its description when it is the same puzzle, else the engine's description stored when the game
  // was started (checked with the engine once it has loaded), else the engine describes it (older saves).
  async function described(game) {
    if (game.puzzle.peers) return game;
    const current = view.game?.puzzle;
    if (current && samePuzzle(current, game.puzzle)) {
      const { text, houses, peers, rules } = current;
      return { ...game, puzzle: { ...game.puzzle, text, houses, peers, rules } };
    }
    const stored = engine.storedDescription(game.puzzle);
    if (stored) {
      confirmLater(stored);
      return { ...game, puzzle: stored };
    }
    return { ...game, puzzle: await engine.describe(game.puzzle) };
  }

  // A stored description is the engine's answer from an earlier visit: once the engine has loaded it describes the
  // puzzle again, and a different answer (a newer engine) replaces it on the board and in storage; moves stay.
  function confirmLater(puzzle) {
    engine.whenReady().then(() => engine.describe(puzzle).then((fresh) => {
      // The same answer: kept again only to add the engine's words for the rules to an older stored description.
      if (engine.sameDescription(fresh, puzzle)) return view.game?.puzzle === puzzle && engine.keepDescription(puzzle);
      engine.keepDescription(fresh);
      if (view.game?.puzzle !== puzzle) return;
      view.game = { ...view.game, puzzle: fresh };
      const focused = board.contains(doc.activeElement); // before the new board takes the focused cell away
      buildBoard(board, fresh);
      paint({ focus: focused && 'still' });
    }, (error) => say(doc, `The puzzle engine cannot read this game any more: ${error.message}.`, { tone: 'error' })), () => {});
  }

  // The sentence last said about a clash: once the board has none, it goes (it stayed beside an emptied row).
  let clashSaid = null;
  // What the game's start said ("Welcome back: …"): it goes at the first move or colour, or it stays on after them as
  // if it were news.
  let greeting = '';
  // Whatever the line says is about the position it was said in, so a move takes it away: a hint ("r3c6 is not 2."
  // stayed after the erase), a button's move ("Undone: r1c1 = 4." beside the 3 typed after it; "Everything is right
  // so far" after a wrong value), a typed value's ("9 is not the value of r1c1." beside the 1 typed after it), "r1c5
  // is a given.", "Notes off.", "Your game is kept.". All but a clash still on the board, which paint takes away
  // with the clash.
  function unsayAtMove() {
    if (doc.getElementById('message').textContent !== clashSaid) say(doc, '');
  }
  function sayClash(text) {
    say(doc, text, { tone: 'error' });
    clashSaid = text;
  }

  // A counter that went up at a wrong value would tell it anyway (a play-test saw it do so with mistakes hidden):
  // counting mistakes shows them too.
  const showsMistakes = () => settings.showMistakes || settings.countMistakes;

  function paint({ focus = false } = {}) {
    const { game } = view;
    const clash = engine.hasConstraints(game.puzzle) ? view.rules?.clashes ?? new Set() : clashes(game);
    if (clashSaid && !clash.size) {
      unsay(doc, clashSaid);
      clashSaid = null;
    }
    const wrong = showsMistakes() && !view.marks.wrong ? new Set(wrongCells(game)) : view.marks.wrong;
    const marks = { ...view.marks, clash, wrong, revealed: revealedCells(game) };
    paintBoard(board, { game, selected: view.selected, marks, focus, highlightNotes: true });
    paintKeypad(keypad, game.puzzle.size, settings.numberFirst ? view.armed || -1 : 0, remaining(game));
    paintControls(doc, {
      undo: game.past.length > 0,
      redo: game.future.length > 0,
      notes: view.notesMode === 'corner',
      centre: view.notesMode === 'centre',
      numberFirst: settings.numberFirst,
      paused: paused(),
      elapsed: game.elapsed,
      title: gameTitle(game.puzzle),
      gameId: game.puzzle.id,
      daily: dailyText(game.puzzle),
      applyHint: Boolean(view.hint?.shown?.apply),
      mistakes: settings.countMistakes ? game.mistakes ?? 0 : null,
      rules: rulesText(game.puzzle, catalog),
    });
    paintAxes(doc, game.puzzle.size, Boolean(settings.labels));
  }

  // How many of each value are still to place: index v-1.
  function remaining(game) {
    const left = new Array(game.puzzle.size).fill(game.puzzle.size);
    for (const v of values(game)) if (v) left[v - 1] -= 1;
    return left;
  }

  // A game as saved: with where the player was in it, the selected cell and the notes mode, which a reload brings
  // back (a play-tester's selection went back to the first empty cell, and Notes off).
  // The last hint is kept too, as much of it as tells it apart (sameStep): a reload counted the same hint again.
  const savedGame = () => ({ ...view.game, cursor: { cell: view.selected, notesMode: view.notesMode, hint: lastHintKept() } });
  const lastHintKept = () => view.lastHint && { step: stepIdentity(view.lastHint.step), level: view.lastHint.level, another: view.lastHint.another };

  function show({ cursor, ...game }, { keepSelection = false } = {}) {
    const first = Math.max(0, game.puzzle.givens.findIndex((g, cell) => !g && !game.entries[cell]));
    view.game = game;
    if (!keepSelection) {  // another game: it starts with values typed as values, as the first one did, or a saved
      // game where it was left (a cursor that does not fit is passed over: it is no reason to lose the game)
      const cell = cursor?.cell;
      view.selected = Number.isInteger(cell) && cell >= 0 && cell < game.entries.length ? cell : first;
      const hint = cursor?.hint;
      view.lastHint = hint?.step && typeof hint.step === 'object' && Number.isInteger(hint.level) && hint.level >= 1 ? hint : null;
      view.notesMode = ['corner', 'centre'].includes(cursor?.notesMode) ? cursor.notesMode : false;
    }
    view.marks = {};
    view.hint = null;
    view.armed = 0;
    view.rules = null;
    lastTick = performance.now();
    if (!keepSelection) {
      buildBoard(board, game.puzzle);
      doc.getElementById('board-help').textContent = keysHelp(game.puzzle.size);
    }
    paint({ focus: !keepSelection || board.contains(doc.activeElement) });
    if (!keepSelection) view.reveal = revealBoard();
    refreshRules();
  }

  // The same puzzle and moves (the timer's ticks copy the game without changing either).
  const samePosition = (a, b) => a?.puzzle === b?.puzzle && a?.past === b?.past;

  // Asks the engine to check the game on screen when its puzzle has constraints (clashes beyond houses).
  function refreshRules() {
    const { game } = view;
    if (!engine.hasConstraints(game.puzzle) || samePosition(view.rules?.game, game)) return;
    engine.check(game.puzzle, values(game)).then((rules) => {
      if (!samePosition(view.game, game)) return;
      view.rules = { ...rules, game };
      paint();
    }, (error) => say(doc, `The engine could not check the grid: ${error.message}`, { tone: 'error' }));
  }

  // Starts a game (new, imported, shared or resumed), draws its board and puts the keyboard focus on it. Rejects
  // with the engine's message when a saved game's puzzle cannot be described.
  // A game with rules beyond its houses says them with its start: a play-tester's phone showed the line of rules
  // under the keypad, cut off at the screen's foot.
  async function start(game, message = '', { tone = 'info' } = {}) {
    const shown = await described(game);
    show(shown);
    engine.keepDescription(shown.puzzle);
    sync.replace(game);
    const rules = rulesText(shown.puzzle, catalog);
    greeting = message && rules ? `${message} ${rules}` : message;
    if (greeting) say(doc, greeting, { tone });
  }

  // A solved game's cells stay as they are: a key pressed after the summary changed a solved cell and restarted the
  // clock (a play-tester's report). Undo reopens it. True when the game is solved, which it says.
  function solvedStays() {
    if (view.game.solved) say(doc, 'This puzzle is solved: Undo reopens it, New game starts another.');
    return view.game.solved;
  }

  // A puzzle with constraints asks the engine first: its candidates after the move fill notes and take values out
  // of them; such moves queue, so each starts from the game the previous one left. Returns (then, for those, resolves
  // to) whether the move broke a rule, which the engine's reason then says.
  function play(move) {
    if (solvedStays()) return;
    if (!engine.hasConstraints(view.game.puzzle)) return playWith(move, null);
    moves = moves.then(() => playChecked(move)).catch((error) => {
      say(doc, `The engine could not check the move: ${error.message}`, { tone: 'error' });
    });
    return moves;
  }

  async function playChecked(move) {
    const before = view.game;
    const after = move.type === 'autoNotes' ? before : applyMove(before, move, { autoRemoveNotes: settings.autoRemoveNotes });
    if (after === before && move.type !== 'autoNotes') return;
    const rules = await engine.check(before.puzzle, values(after));
    return samePosition(view.game, before) && playWith(move, rules);
  }

  function playWith(move, rules) {
    const before = view.game;
    let next = applyMove(before, move, { autoRemoveNotes: settings.autoRemoveNotes, allowed: rules?.candidates });
    if (next === before) {
      // Fill notes again: said, where a play-tester's second press seemed to do nothing.
      if (move.type === 'autoNotes') say(doc, 'The notes already hold the values every empty cell can still take.');
      return false;
    }
    if (isMistake(before, move)) next = { ...next, mistakes: (before.mistakes ?? 0) + 1 };
    const broken = rules?.reasons.find(({ text }) => !view.rules?.reasons.some((old) => old.text === text));
    commit(next, rules);
    if (broken) sayClash(sentence(broken.text));
    else if (DONE[move.type] && !view.game.solved) say(doc, DONE[move.type](view.game)); // solved: the summary's words stay
    return Boolean(broken);
  }

  // What a move made with a button did, said in the message line (the line would otherwise keep the last hint's
  // text, or "Notes off."). A value typed into the selected cell needs no sentence: it shows where it was typed.
  const DONE = {
    autoNotes: () => 'Notes filled in: every empty cell has the values it can still take.',
    apply: (game) => `Applied the hint: ${hintDetails(game.puzzle, game.past[game.past.length - 1])}.`, // as a fix's (applyHint)
  };

  // Undo or redo: says which move it took back or made again, and selects (and pans to) its cell.
  function replay(step, change, verb) {
    const again = commit(step(view.game));
    const cells = change.cells.map(([cell]) => cell);
    if (cells.length === 1) view.selected = cells[0];
    paint({ focus: board.contains(doc.activeElement) });
    showCells(board, cells.slice(0, 1));
    say(doc, `${verb}: ${describeChange(view.game.puzzle, change)}.${again ? ` ${solvedAgain(view.game)}` : ''}`, { tone: again ? 'success' : 'info' });
  }

  // A game finished again after an undo; one whose solution was revealed never counted (a play-tester read "counted
  // once" after Solve, Undo and filling the grid by hand).
  const solvedAgain = (game) => (game.revealed ? 'Solved. The solution was revealed in this game, so it does not count as won.'
    : 'Solved again. The game counted once, when it was first finished.');
  // rules: the engine's check of the new game's values, when the move already asked for it. The game's first move
  // counts it as played (onPlayed), its first completion as won (onComplete). Returns whether the move finished the
  // game again (after an undo), which it says.
  function commit(next, rules = null) {
    const completed = next.solved && !next.finished;
    const again = next.solved && next.finished && !view.game.solved; // after an undo: the summary came the first time
    const played = next.counted === false && next.past.length > 0;
    unsayAtMove();
    view.game = completed || played ? { ...next, ...(completed && { finished: true }), ...(played && { counted: true }) } : next;
    view.marks = {};
    view.hint = null;
    if (rules) view.rules = { ...rules, game: view.game };
    if (sync.save(savedGame())) paint({ focus: board.contains(doc.activeElement) });
    refreshRules();
    if (played) onPlayed?.(view.game);
    if (completed) onComplete?.(view.game);
    if (again) say(doc, solvedAgain(view.game), { tone: 'success' });
    return again;
  }

  function enter(value, asNote) {
    const { game, selected } = view;
    if (game.puzzle.givens[selected]) return say(doc, `${cellName(game.puzzle.size, selected)} is a given.`);
    if (solvedStays()) return;
    if (asNote) return play({ type: asNote === 'centre' ? 'centre' : 'note', cell: selected, value });
    const name = (cell) => cellName(game.puzzle.size, cell);
    // Said, once the move has taken the last words away: a play-tester's double tap on 5 left an empty cell and an
    // empty message line.
    if (game.entries[selected] === value) {
      return Promise.resolve(play({ type: 'erase', cell: selected }))
        .then(() => say(doc, `Erased the ${symbol(value)} in ${name(selected)}: entering a cell's value again takes it out (Undo puts it back).`));
    }
    const peer = clashingPeer(game, selected, value);
    const tell = (broken) => {
      if (broken) return; // the engine's reason says more ("Cage 13 at r3c5 holds 4 twice: …")
      if (showsMistakes() && isMistake(game, { type: 'set', cell: selected, value })) {
        say(doc, `${symbol(value)} is not the value of ${name(selected)}.`, { tone: 'error' });
      } else if (peer >= 0) {  // the cells turn red; the line says why, instead of keeping the last move's words
        sayClash(`${symbol(value)} in ${name(selected)} clashes with the ${symbol(value)} in ${name(peer)}.`);
      }
    };
    const broken = play({ type: 'set', cell: selected, value }); // a promise when the engine checks the move first
    if (broken instanceof Promise) broken.then(tell);
    else tell(broken); // said after the move, which takes the last words away
  }

  const actions = {
    select: ({ cell }) => {
      view.selected = cell;
      paint({ focus: true });
    },
    tap: ({ cell }) => {
      view.selected = cell;
      if (settings.numberFirst && view.armed > 0) enter(view.armed, view.notesMode);
      paint({ focus: true });
    },
    key: ({ value }) => {
      if (!settings.numberFirst) return enter(value, view.notesMode);
      view.armed = view.armed === value ? 0 : value;
      paint();
      // With notes on, a tap notes the value (a play-tester read "gets it" and saw a note).
      const gets = { corner: 'gets it as a note', centre: 'gets it as a centre note' }[view.notesMode] ?? 'gets it';
      say(doc, view.armed ? `${symbol(value)} is armed: each cell you tap ${gets} (tap ${symbol(value)} again to stop).` : 'No value armed.');
    },
    value: ({ value, note }) => enter(value, note ? 'corner' : view.notesMode),
    erase: () => play({ type: 'erase', cell: view.selected }),
    undo: () => view.game.past.length && replay(undo, view.game.past[view.game.past.length - 1], 'Undone'),
    redo: () => view.game.future.length && replay(redo, view.game.future[0], 'Redone'),
    toggleNotes: () => toggleNotes('corner'),
    toggleCentre: () => toggleNotes('centre'),
    beyond: () => say(doc, `This grid's values go from 1 to ${symbol(view.game.puzzle.size)}.`),
    // Values, then notes, then centre notes, then values again: the keys N and C are values on big grids.
    nextNotesMode: () => toggleNotes(view.notesMode === 'corner' ? 'centre' : view.notesMode || 'corner'),
    autoNotes: () => play({ type: 'autoNotes' }),
    solve: () => play({ type: 'solve' }),
    check: () => check(),
    hint: () => hint(),
    // Escape takes a shown hint or Check's marks away with their words (a play-tester's Escape left them).
    dismiss: () => {
      if (!view.hint && !view.marks.wrong) return;
      view.hint = null;
      view.marks = {};
      say(doc, '');
      paint();
    },
    applyHint: () => view.hint?.shown.apply && applyHint(view.hint.shown),
    pause: () => setPaused(!paused()),
    colour: ({ colour }) => {
      view.game = setColour(view.game, view.selected, colour);
      unsay(doc, greeting);
      sync.save(savedGame());
      paint();
    },
  };

  // Notes and Centre are two modes of one switch: turning one on turns the other off.
  function toggleNotes(kind) {
    const was = view.notesMode;
    view.notesMode = was === kind ? false : kind;
    const on = { corner: 'Notes on: values go in as pencil marks.', centre: 'Centre notes on: values go in the middle of the cell.' };
    say(doc, view.notesMode ? on[view.notesMode] : `${was === 'centre' ? 'Centre notes' : 'Notes'} off.`);
    paint();
  }

  // Runs an action; returns its promise (a hint waits for the engine).
  function dispatch(action) {
    if (!view.game) return undefined;
    if (paused() && action.type !== 'pause') return say(doc, 'The game is paused. Press Resume to go on.');
    return actions[action.type]?.(action);
  }

  // On a phone New game, Daily puzzle and Import sit below the board, so a new board would be drawn off screen
  // above: the page goes back to the top, when the game starts and again once the focus comes back (a closing
  // dialog gives the focus back to the button that opened it, scrolling to it). Returns whether it scrolled. The
  // title goes by, not the board: a play-tester's daily killer showed its board under a title cut off.
  function revealBoard() {
    if (doc.getElementById('game-title').getBoundingClientRect().top >= 0) return false;
    scrollTo(0, 0);
    return true;
  }

  // Puts the keyboard focus back on the selected cell (after a button, a key of the keypad or a dialog) without
  // scrolling: a phone's page would otherwise jump from the button pressed up to the board.
  function focus() {
    if (view.reveal) {
      view.reveal = false;
      revealBoard();
    }
    if (view.game && !paused()) paint({ focus: 'still' });
  }

  function check() {
    const { game } = view;
    if (!game.solution) return say(doc, 'This puzzle has no known solution to check against.');
    const wrong = wrongCells(game);
    // Notes that leave out a cell's value count only while every value is right (a play-tester's Check said
    // "Everything is right so far" beside the notes a hint had just called wrong).
    const notes = wrong.length ? [] : wrongNotes(game);
    view.marks = { wrong: new Set([...wrong, ...notes]) };
    view.hint = null; // its words give way to the verdict, so its Apply hint button goes too (it stayed under them)
    paint();
    if (!wrong.length) {
      const left = values(game).filter((v) => !v).length;
      if (!left) return say(doc, 'The grid is complete and every value is right.', { tone: 'success' });
      if (notes.length) {
        const cells = listed(notes.map((cell) => cellName(game.puzzle.size, cell)), 'cells');
        const them = notes.length === 1 ? 'the value it needs' : 'the values they need';
        return say(doc, `Every value is right so far, ${left} cells to go, but the notes of ${cells} leave out ${them}.`, { tone: 'error' });
      }
      return say(doc, `Everything is right so far: the grid is still solvable, ${left} cells to go.`);
    }
    const broke = breakingMove(game);
    const names = wrong.map((cell) => cellName(game.puzzle.size, cell)).join(', ');
    // How many presses of Undo go back before it: a play-tester counted no moves, so "at move 12" alone told them nothing.
    // With moves since, erasing the cell it filled (when it is still wrong) keeps them: a play-tester told to press
    // Undo 6 times would have undone 5 right notes.
    const undos = broke && game.past.length - broke.number + 1;
    const keep = broke?.move.type === 'set' && undos > 1 && wrong.includes(broke.move.cell)
      ? `erase ${cellName(game.puzzle.size, broke.move.cell)} and keep the moves since, or ` : '';
    const first = broke ? ` It went wrong at move ${broke.number} of ${game.past.length} (${describeMove(game.puzzle, broke.move)}): ` +
      `${keep}press Undo ${undos === 1 ? 'once' : `${undos} times`} to go back before it.` : '';
    say(doc, `The grid is no longer solvable. Wrong: ${names}.${first}`, { tone: 'error' });
  }

  // Each press goes one level deeper into the same step; any move starts over with a fresh step.
  // Presses while the engine looks count as levels: three quick presses of ? showed the first level only, each
  // asking the engine again.
  let asking = null; // {past, presses} while the engine looks for a hint on the position of `past`
  async function hint() {
    const { game } = view;
    if (game.solved) return say(doc, 'The puzzle is already solved.');
    if (asking?.past === game.past) {
      asking.presses += 1;
      return undefined;
    }
    if (view.hint) {
      view.hint.level += 1;
    } else {
      const ask = { past: game.past, presses: 1 };
      asking = ask;
      try {
        say(doc, 'Looking for a hint…');
        const step = await engine.hint(game);
        if (asking === ask) asking = null;
        if (view.game.past !== game.past || view.hint) return undefined; // a move or another press came first
        const last = view.lastHint;
        const again = sameStep(last?.step, step);
        view.hint = { step, level: again ? Math.max(last.level, ask.presses) : ask.presses, another: again ? last.another : repeatsNudge(last?.step, step) };
        view.lastHint = view.hint;
        if (!again) {
          // A hint plays the game as a move does: a play-tester's statistics showed hints for a kind with no game played.
          const played = view.game.counted === false;
          view.game = { ...view.game, hintsUsed: view.game.hintsUsed + 1, ...(played && { counted: true }) };
          sync.save(savedGame());
          if (played) onPlayed?.(view.game);
          onHint?.(view.game);
        }
      } catch (error) {
        if (asking === ask) asking = null;
        return say(doc, `No hint: ${error.message}`, { tone: 'error' });
      }
    }
    return showHint();
  }

  // A press past the last level says so, rather than repeating the same sentence as if it were news. On a big grid
  // the frame pans to the hint's cells and house, or shows the whole board when they do not fit it.
  function showHint() {
    if (!view.hint) return;
    const shown = hintView(view.game.puzzle, view.hint.step, view.hint.level, { another: view.hint.another, notes: view.game.notes, entries: view.game.entries });
    const whole = view.hint.level > shown.level;
    view.hint.level = shown.level;
    view.hint.shown = shown;
    view.marks = { hint: shown.cells, hintHouse: shown.houses };
    if (shown.level === LEVELS && Number.isInteger(shown.cell)) view.selected = shown.cell; // the cell it names
    paint({ focus: board.contains(doc.activeElement) }); // with `?` on the board, the focus follows the selection
    showCells(board, [...shown.cells, ...shown.houses]);
    const last = shown.apply ? ' That is the whole hint: Apply hint carries it out.' : ' That is the whole hint.';
    say(doc, `${shown.message}${techniqueNote(shown.level, view.hint)}${whole ? last : ''}`);
    explainCellNames(shown.message);
  }

  // At a step's first level, what the technique its nudge names is, the first time this browser's hints name it
  // ("Hidden Single. Look at box 5. Hidden Single: a value that has only one place left in a row, column or box goes
  // there."): a play-tester met "Hidden Single" and "Rule of 45" explained nowhere. Kept with the hint, so the same
  // level shown again says it again.
  function techniqueNote(level, hint) {
    const { about, kind } = hint.step;
    if (level !== 1 || kind !== 'step' || !about?.summary) return '';
    if (hint.note === undefined) {
      const known = settings.techniquesExplained.includes(about.name);
      hint.note = known ? '' : ` ${about.name}: ${about.summary[0].toLowerCase()}${about.summary.slice(1)}`;
      if (!known) {
        settings.techniquesExplained = [...settings.techniquesExplained, about.name];
        saveSettings(settings);
      }
    }
    return hint.note;
  }

  // Under a hint that names a cell ("r3c5") while the row and column labels are off, what the name means and a
  // button that turns the labels on, for the first EXPLAINED hints: a play-tester found "r3c4" explained nowhere
  // but in the label of the last setting.
  const EXPLAINED = 3;
  function explainCellNames(message) {
    const [name, row, col] = /\br(\d+)c(\d+)\b/.exec(message) ?? [];
    if (!name || settings.labels || settings.cellNamesExplained >= EXPLAINED) return;
    doc.getElementById('cell-names-text').textContent = `${name} is row ${row}, column ${col}.`;
    doc.getElementById('cell-names').hidden = false;
    if (view.hint.explained) return;
    view.hint.explained = true; // counted once per hint, not per level
    settings.cellNamesExplained += 1;
    saveSettings(settings);
  }

  // Apply selects the cell the hint is about, so a keyboard or screen-reader player goes on from there.
  // A mistake's fix (an erase, a note put back) says what it did too: the line kept "Apply hint carries it out".
  async function applyHint(shown) {
    const before = view.game;
    await play(shown.apply);
    select(shown.cell);
    if (view.game !== before && shown.apply.type !== 'apply') say(doc, `Applied the hint: ${describeMove(view.game.puzzle, shown.apply)}.`);
  }

  function select(cell) {
    if (!Number.isInteger(cell) || cell === view.selected) return;
    view.selected = cell;
    paint({ focus: board.contains(doc.activeElement) && 'still' });
  }

  // Saved with the game: a reload while paused came back with the board shown and the clock running.
  function setPaused(pause) {
    if (view.game.solved && pause) return;
    tick();
    view.game = { ...view.game, paused: pause };
    sync.save(savedGame());
    paint();
    say(doc, pause ? 'Paused: the board is hidden.' : 'Resumed.');
  }

  // Adds the time since the last tick while the game runs (not paused, not solved, page visible, no dialog open:
  // the clock ran on while New game or Import was open).
  function tick() {
    const now = performance.now();
    const running = view.game && !paused() && !view.game.solved && doc.visibilityState === 'visible' && !doc.querySelector('dialog[open]');
    if (running) {
      view.game = { ...view.game, elapsed: view.game.elapsed + (now - lastTick) };
      doc.getElementById('timer').textContent = formatTime(view.game.elapsed);
    }
    lastTick = now;
  }

  function setSetting(name, value) {
    settings[name] = value;
    saveSettings(settings);
    if (view.game) paint();
  }

  setInterval(tick, 1000);
  doc.addEventListener('visibilitychange', () => {
    tick();
    if (view.game) sync.save(savedGame());
  });
  addEventListener('pagehide', () => view.game && (tick(), sync.save(savedGame())));

  return {
    start,
    dispatch,
    focus,
    setSetting,
    loadSaved: () => sync.load(),
    get game() { return view.game; },
    get selected() { return view.selected; },
    // A game with moves in it that is not solved now: replacing it without asking would lose the player's work. Now,
    // not once: a play-tester's won game, a move undone, went without a question when Import replaced it.
    get unfinished() { return Boolean(view.game && !view.game.solved && view.game.past.length); },
    newGameFrom: (puzzle, solution, message, tone) => start(newGame(puzzle, solution), message, { tone }),
  };
}
