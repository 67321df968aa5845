// The engine's module worker: loads the WebAssembly module once and runs the calls client.js posts to it.
//
// Protocol: in {id, action, args}; out {id, result}, {id, error: {message, cells, result}} or, for actions that report
// progress, any number of {id, progress, info} first. {ready: true} or {fatal: message} tells how loading went.
import createModule from '../wasm/sudoku.js';
import { wasmFile } from './wasm-build.js';

// Module functions the page may call. Adding one is adding its name here.
const ACTIONS = ['solve', 'parse', 'examine', 'check', 'rate', 'steps', 'hint', 'generate', 'parseGameId', 'cover', 'constants'];
// Of those, the ones that take a progress callback (fraction, info), with its position among their arguments:
// the arguments before it are passed as given (missing ones as undefined), and the callback always goes there.
const PROGRESS_ARGUMENT = { generate: 1 };

// Progress reaches the page at most once per PROGRESS_INTERVAL_MS: each report is a task on the page's main
// thread, and a 9x9 generation reports once per group of clues (81 times in a few milliseconds), which on a slow
// phone queued the result behind them. The first report always goes.
const PROGRESS_INTERVAL_MS = 50;

// The glue asks locateFile where its .wasm is: the SIMD build's, where the browser has SIMD.
const modulePromise = createModule({ locateFile: (path, directory) => directory + wasmFile(path) });
modulePromise.then(
  () => self.postMessage({ ready: true }),
  // Emscripten's advice to its developers ("Build with -s ASSERTIONS=1 ...") means nothing to a player.
  (reason) => self.postMessage({ fatal: String(reason?.message ?? reason).replace(/\.?\s*Build with -s ASSERTIONS=1 for more info\.?/, '') }),
);

// Every module function returns a plain object; a non-empty `error` field means the call failed.
function reply(id, result) {
  if (typeof result?.error === 'string' && result.error !== '') {
    return { id, error: { message: result.error, cells: result.errorCells ?? [], result } };
  }
  return { id, result };
}

async function run(id, action, args) {
  if (!ACTIONS.includes(action)) throw new Error(`unknown engine action '${action}'`);
  if (!Array.isArray(args)) throw new Error(`the arguments of '${action}' must be an array`);
  const module = await modulePromise;
  const at = PROGRESS_ARGUMENT[action];
  if (at === undefined) return module[action](...args);
  let last = -Infinity;
  const progress = (fraction, info) => {
    const now = performance.now();
    if (now - last < PROGRESS_INTERVAL_MS) return;
    last = now;
    self.postMessage({ id, progress: fraction, info });
  };
  return module[action](...Array.from({ length: at }, (_, i) => args[i]), progress);
}

self.onmessage = async ({ data: { id, action, args } }) => {
  try {
    self.postMessage(reply(id, await run(id, action, args)));
  } catch (error) {
    self.postMessage({ id, error: { message: String(error?.message ?? error), cells: [] } });
  }
};
