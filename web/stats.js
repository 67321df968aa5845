// Per-level statistics: games won, best time, hints used; kept in localStorage.
import { loadStats, saveStats } from './storage.js';

export function readStats() {
  const { value } = loadStats();
  return value ?? {};
}

export function recordWin(level, elapsed, hints) {
  const stats = readStats();
  const entry = stats[level] ?? { won: 0, best: null, hints: 0 };
  stats[level] = {
    won: entry.won + 1,
    best: entry.best === null ? elapsed : Math.min(entry.best, elapsed),
    hints: entry.hints + hints,
  };
  saveStats(stats);
}
