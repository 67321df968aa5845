// Shared by the app's browser tests: opening the page (every page must end with no console error and no request
// off its origin), reading the board, the data set's puzzles, and the native CLI as an independent reference.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { openPage } from './harness.js';

export const ROOT = new URL('../../', import.meta.url);
export const ARTIFACTS = new URL('test-artifacts/', ROOT);
const CLI = new URL('build/native/cpp/sudoku', ROOT).pathname;

// counts.txt lines as [puzzle, count, solution]
export const dataLines = readFileSync(new URL('data/counts.txt', ROOT), 'utf8').trim().split('\n')
  .map((line) => line.split(':'));

// Opens `path` of the site in a fresh browser profile and waits for the first board. options: openPage's.
export async function open(t, path, options = {}) {
  const session = await openPage(path, options);
  session.page.setDefaultTimeout(10000); // a failure should not wait out playwright's 30 s
  t.after(async () => {
    await session.close();
    assert.deepEqual(session.consoleErrors, [], 'console errors');
    assert.deepEqual(session.offOrigin, [], 'requests off the origin');
  });
  await session.page.waitForSelector('body[data-ready=true]', { timeout: 15000 });
  return session;
}

// Holds every request matching `pattern` (a playwright URL glob) until release() is called: pass beforeOpen to
// open(). holdModule() holds the module's .wasm (the page's preload and the worker's own request), so a first visit
// finds the engine still downloading.
export function holdRequests(pattern) {
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  const beforeOpen = (page) => page.context().route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return { beforeOpen, release };
}

export const holdModule = () => holdRequests('**/sudoku*.wasm');

// The .wasm files in the service worker's cache, by name: the build it keeps for this browser.
export const cachedWasm = (page) => page.evaluate(async () => {
  const cache = await caches.open((await caches.keys())[0]);
  return (await cache.keys()).map((request) => new URL(request.url).pathname.split('/').pop()).filter((name) => name.endsWith('.wasm'));
});

export const linkTo = (puzzle) => `index.html#puzzle=${encodeURIComponent(puzzle)}`;
export const labels = (page, board = '#board') => page.$$eval(`${board} [role=gridcell]`, (cells) => cells.map((c) => c.getAttribute('aria-label')));
export const label = (page, cell) => page.getAttribute(`#board [data-cell="${cell}"]`, 'aria-label');
export const message = (page) => page.textContent('#message');
// Waits until the engine has loaded: the page marks the buttons that need it until then.
export const engineLoaded = (page) => page.waitForFunction(() => !document.querySelector('[data-engine=loading]'), null, { timeout: 20000 });
export const button = (page, name) => page.getByRole('button', { name, exact: true });

// The board as one line of symbols ('.' for empty), read from the cells' accessible names.
export async function boardText(page, { givensOnly = false } = {}) {
  return (await labels(page)).map((name) => {
    const [, , value, given] = name.split(', ');
    return value === 'empty' || (givensOnly && given !== 'given') ? '.' : value;
  }).join('');
}

export function screenshot(page, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  return page.screenshot({ path: new URL(name, ARTIFACTS).pathname });
}

// The native CLI's output lines for `args`, with `input` (puzzles, one a line) on its standard input.
export function cli(args, input = '') {
  if (!existsSync(CLI)) throw new Error(`the native CLI is missing: ${CLI} (build it: bash scripts/build.sh)`);
  return execFileSync(CLI, args, { input, encoding: 'utf8' }).trim().split('\n');
}
