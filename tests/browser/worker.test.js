// The worker client (web/engine/client.js) in headless Chromium on the real module: results, errors, cancel.
import assert from 'node:assert/strict';
import { before, after, test } from 'node:test';
import { openPage } from './harness.js';

// A 17-clue puzzle and its solution (checked with the native CLI).
const PUZZLE = '.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...';
const SOLUTION = '693784512487512936125963874932651487568247391741398625319475268856129743274836159';

let session;
before(async () => {
  session = await openPage('tests/browser/worker.html');
  await session.page.waitForFunction(() => window.pageReady === true);
});
after(async () => {
  await session?.close();
});

// Runs `action` with `args` in the page and reports {result} or {error: {name, message, cells}}; a solution
// (an array of values) comes back as its digits.
function callInPage(action, args) {
  return session.page.evaluate(async ([name, values]) => {
    try {
      const result = await window.engine.call(name, values);
      return { result: result.solution ? { ...result, solution: result.solution.join('') } : result };
    } catch (error) {
      return { error: { name: error.name, message: error.message, cells: error.cells } };
    }
  }, [action, args]);
}

test('the module loads in the worker and solves a puzzle', async () => {
  await session.page.evaluate(() => window.engine.ready);
  const { result } = await callInPage('solve', [PUZZLE, 2]);
  assert.equal(result.status, 'unique');
  assert.equal(result.solution, SOLUTION);
});

// Grids are plain arrays; posted from the worker, a unique result's solution is still its solutions[0].
test('a solve result reaches the page with its grids as arrays, the solution its first', async () => {
  const shape = await session.page.evaluate(async (puzzle) => {
    const { solution, solutions } = await window.engine.call('solve', [puzzle, 2]);
    return { arrays: [solution, ...solutions].every(Array.isArray), same: solution === solutions[0], length: solution.length };
  }, PUZZLE);
  assert.deepEqual(shape, { arrays: true, same: true, length: 81 });
});

test('an engine error rejects with the C++ message and the cells it names', async () => {
  const { error } = await callInPage('solve', ['11' + PUZZLE.slice(2), 2]);
  assert.equal(error.name, 'Error');
  assert.match(error.message, /^conflicting givens: r1c1 and r1c2/);
  assert.deepEqual(error.cells, [0, 1]);
});

test('an action outside the whitelist rejects', async () => {
  const { error } = await callInPage('memoryStats', []);
  assert.equal(error.message, "unknown engine action 'memoryStats'");
});

test('arguments that cannot be sent reject that call only', async () => {
  const name = await session.page.evaluate(() => window.engine.call('solve', [() => 1]).catch((error) => error.name));
  assert.equal(name, 'DataCloneError');
  const { result } = await callInPage('solve', [PUZZLE, 2]);
  assert.equal(result.solution, SOLUTION);
});

test('cancel stops a busy call with a CancelledError and the next call works', async () => {
  const outcome = await session.page.evaluate(async () => {
    // Counting every solution of an empty 16x16 never ends in practice; the budget lets it run.
    const empty = '.'.repeat(256);
    let settled = false;
    const long = window.engine.call('solve', [empty, 0, { budget: 1e15 }])
      .then(() => ({ resolved: true }), (error) => ({ name: error.name, message: error.message }))
      .finally(() => { settled = true; });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const busyAtCancel = !settled;
    window.engine.cancel();
    return { busyAtCancel, long: await long };
  });
  assert.equal(outcome.busyAtCancel, true);
  assert.equal(outcome.long.name, 'CancelledError');
  const { result } = await callInPage('solve', [PUZZLE, 2]);
  assert.equal(result.solution, SOLUTION);
});

test('the page logged no console errors and made no off-origin requests', () => {
  assert.deepEqual(session.consoleErrors, []);
  assert.deepEqual(session.offOrigin, []);
});

test('a worker that cannot start rejects the call with a clear error, and the next call retries', async () => {
  const outcome = await session.page.evaluate(async () => {
    const { EngineClient } = await import('/web/engine/client.js');
    const broken = new EngineClient('/no/such/worker.js');
    const attempt = () => broken.call('solve', ['.'.repeat(81)]).then(() => 'resolved', (error) => error.message);
    return [await attempt(), await attempt()];
  });
  assert.deepEqual(outcome.map((message) => message.startsWith('the engine worker failed')), [true, true]);
});

test('progress reports reach onProgress in order, before the call resolves', async () => {
  const outcome = await session.page.evaluate(async () => {
    const { EngineClient } = await import('/web/engine/client.js');
    const engine = new EngineClient('/tests/browser/progress-worker.js');
    const reports = [];
    const result = await engine.call('generate', [{ size: 9 }], {
      onProgress: (fraction, info) => reports.push([fraction, info.step]),
    });
    return { result, reports };
  });
  assert.deepEqual(outcome.reports, [[0.25, 1], [1, 2]]);
  assert.deepEqual(outcome.result, { action: 'generate', args: [{ size: 9 }] });
});
