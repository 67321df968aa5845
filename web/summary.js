// The end of a game: the completion summary (time, best time for that kind of game, hints, mistakes, Next game,
// Share), and a small confirmation dialog for the actions that would lose the player's work.
import { formatTime } from './render.js';
import { kindOf, kindTitle, recordWin } from './stats.js';

// ask({title, text, ok}) -> Promise<boolean>: true when the player pressed `ok`.
export function setupConfirm({ doc }) {
  const dialog = doc.getElementById('confirm-dialog');
  return function ask({ title, text, ok }) {
    doc.getElementById('confirm-title').textContent = title;
    doc.getElementById('confirm-text').textContent = text;
    doc.getElementById('confirm-ok').textContent = ok;
    dialog.returnValue = '';
    dialog.showModal();
    doc.getElementById('confirm-cancel').focus(); // the safe choice is the default
    return new Promise((resolve) => dialog.addEventListener('close', () => resolve(dialog.returnValue === 'ok'), { once: true }));
  };
}

// onNext(puzzle): a new game of the same kind; onShare(): the share dialog; counting(): whether the player counts
// mistakes (the summary showed a count the player had turned off).
export function setupSummary({ doc, onNext, onShare, counting }) {
  const dialog = doc.getElementById('done-dialog');
  let last = null;
  const set = (id, text) => (doc.getElementById(id).textContent = text);
  dialog.addEventListener('close', () => {
    if (dialog.returnValue === 'next' && last) onNext(last.puzzle);
    if (dialog.returnValue === 'share') onShare();
  });
  // Records the win (the caller calls this once per game) and shows the summary; a revealed game is not a win.
  return function complete(game) {
    last = game;
    const time = formatTime(game.elapsed);
    // A revealed game is no win; a best time is set without hints (a game finished by 59 of them had set one).
    const { best, previousBest, replay } = game.revealed ? {} : recordWin(game);
    if (game.revealed) {
      set('done-title', 'Solution revealed');
      set('done-best', '–');
    } else {
      const record = replay ? ' (a puzzle solved before sets none)' : game.hintsUsed ? ' (a game with hints sets none)'
        : previousBest !== null && game.elapsed < previousBest ? ' (a new best)' : '';
      set('done-title', 'Solved!');
      set('done-best', `${best === null ? '–' : formatTime(best)}${record}`);
    }
    set('done-kind', kindTitle(kindOf(game.puzzle)));
    set('done-time', time);
    set('done-hints', String(game.hintsUsed));
    set('done-mistakes', counting() ? String(game.mistakes ?? 0) : 'not counted');
    dialog.returnValue = '';
    dialog.showModal();
    doc.getElementById('done-next').focus();
    if (game.revealed) return `Solution revealed. Time ${time}.`;
    const counted = replay ? ' You had solved this puzzle before, so it is not counted again.' : '';
    return `Solved! Time ${time}, hints used ${game.hintsUsed}. Well done.${counted}`;
  };
}
