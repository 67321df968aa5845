// Saving across tabs: every save carries a revision, and a tab saves only over the revision it last saw. A save
// from another tab (a `storage` event) replaces this tab's copy, so a tab left open with an old copy can never
// write it over newer progress when it closes.
import { GAME_KEY, loadGame, saveGame, storedRevision } from './storage.js';

// onOtherTab(game) is called with the game another tab saved; it is then this tab's game.
export function createSync({ onOtherTab }) {
  let revision = null; // the revision this tab last saved or read; null: nothing read yet

  // Reads the stored game: {value, revision} or {problem, removed}; its revision becomes this tab's.
  function load() {
    const saved = loadGame();
    if (saved.value) revision = saved.revision;
    return saved;
  }

  // Saves unless another tab saved since this tab last saw the game: its newer game then comes here instead.
  function save(game) {
    const stored = storedRevision();
    if (stored !== null && revision !== null && stored !== revision) return adopt();
    revision = (stored ?? 0) + 1;
    saveGame(game, revision);
    return true;
  }

  function adopt() {
    const saved = loadGame();
    if (!saved.value) return false;
    revision = saved.revision;
    onOtherTab(saved.value);
    return false;
  }

  // A new game here replaces whatever is stored: the revision goes on from the stored one.
  function replace(game) {
    revision = storedRevision() ?? 0;
    return save(game);
  }

  addEventListener('storage', (event) => {
    if (event.key === GAME_KEY && event.newValue && storedRevision() !== revision) adopt();
  });

  return { load, save, replace };
}
