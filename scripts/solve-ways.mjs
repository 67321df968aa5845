// One round of the three ways into the module's solver that bench-wasm-pair.mjs (under node) and
// bench-wasm-vs-native.mjs (in Chromium or node) time, count to 2 per puzzle: `call` (m.solve(text, 2), one call per puzzle),
// `solveMany` (parse + solve, one call) and `loop`, the solver loop alone (solveMany less solveMany stopped by a bad
// last line before it solves). `now()` is the clock, in microseconds; the figures are microseconds per puzzle. Every
// answer is checked, or a time means nothing. Plain JavaScript: the browser's page imports it too.
export function timeWays(m, puzzles, now) {
  const text = `${puzzles.join('\n')}\n`;
  const timed = (run) => {
    const start = now();
    run();
    return now() - start;
  };
  const call = timed(() => {
    for (const puzzle of puzzles) {
      if (m.solve(puzzle, 2).status !== 'unique') throw new Error(`not unique in the module: ${puzzle}`);
    }
  });
  const many = timed(() => {
    if (m.solveMany(text, 2).unique !== puzzles.length) throw new Error('solveMany: not every puzzle unique');
  });
  const parse = timed(() => {
    if (!m.solveMany(`${text}x\n`, 2).error) throw new Error('solveMany read a bad last line');
  });
  return { call: call / puzzles.length, solveMany: many / puzzles.length, loop: (many - parse) / puzzles.length };
}
