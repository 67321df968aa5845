// Shared by the browser tests: serves the repository over http, opens a page in headless Chromium, and records
// console errors and requests that leave the origin (the app must be fully client-side), then cleans up.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM = '/usr/bin/chromium';
// Root in a container needs --no-sandbox. The rest keeps Chromium's own traffic off the network: its background
// services (component update, sync, autofill and sign-in lookups, metrics) are switched off, and the host resolver
// answers "not found" for every name except the test server's address, so not even a DNS query leaves the machine.
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-default-apps',
  '--disable-domain-reliability', '--disable-client-side-phishing-detection', '--disable-breakpad',
  '--no-pings', '--metrics-recording-only', '--password-store=basic', '--use-mock-keychain',
  '--disable-features=AutofillServerCommunication,OptimizationHints,MediaRouter,Translate,SignInProfileCreation',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(origin, server) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.exitCode !== null) throw new Error(`the http server exited with code ${server.exitCode}`);
    try {
      await fetch(origin);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`the http server did not answer at ${origin}`);
}

async function startServer() {
  const port = await freePort();
  const server = spawn('python3', ['-m', 'http.server', '--bind', '127.0.0.1', String(port)],
    { cwd: ROOT, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(origin, server);
  } catch (error) {
    server.kill();
    throw error;
  }
  return { server, origin };
}

// One http server and one Chromium per process, shared by its pages: each page gets its own browser context, which
// starts as empty as a new profile (storage, cache, service workers, cookies), so every page is still a first visit.
// Starting Chromium and the server per page cost about 1.6 s of each browser test on the project's 2-core machine
// (56 tests compared: 389 s -> 299 s). Both stop once no page has been open for a second, so a test file's process
// can end.
const IDLE_MS = 1000;
let shared = null;
let openPages = 0;
let idleTimer = null;

async function startShared() {
  const { server, origin } = await startServer();
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
    return { server, origin, browser };
  } catch (error) {
    server.kill();
    throw error;
  }
}

async function stopShared() {
  const stopping = shared;
  shared = null;
  const { server, browser } = await stopping;
  await browser.close().catch(() => {});
  server.kill();
}

async function acquire() {
  clearTimeout(idleTimer);
  const starting = shared ?? startShared();
  shared = starting;
  try {
    const running = await starting;
    openPages++;
    return running;
  } catch (error) {
    if (shared === starting) shared = null;
    throw error;
  }
}

function release() {
  openPages--;
  if (openPages === 0 && shared) idleTimer = setTimeout(stopShared, IDLE_MS);
}

// A page's browser context: a new context of the shared Chromium, or with `ownProfile` a Chromium of its own on a
// new profile directory, for what Chromium treats differently in a shared browser's contexts (it counts them as
// incognito, which a web app cannot be installed from). {context, dispose}.
async function newContext(browser, ownProfile) {
  if (!ownProfile) {
    const context = await browser.newContext();
    return { context, dispose: () => context.close() };
  }
  const profile = await mkdtemp(join(tmpdir(), 'sudoku-chromium-'));
  const dispose = async (context) => {
    await context?.close();
    await rm(profile, { recursive: true, force: true });
  };
  try {
    const context = await chromium.launchPersistentContext(profile,
      { executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
    return { context, dispose: () => dispose(context) };
  } catch (error) {
    await dispose();
    throw error;
  }
}

// Opens `path` (relative to the repository root) in a new browser context and returns {page, origin, consoleErrors,
// offOrigin, close}. beforeOpen(page), when given, runs before the navigation (to route requests, say); ownProfile
// (newContext) gives the page a Chromium of its own. Always call close(), e.g. from t.after(); it is safe to call
// twice.
export async function openPage(path, { beforeOpen, ownProfile = false } = {}) {
  const { origin, browser } = await acquire();
  const consoleErrors = [];
  const offOrigin = [];
  let opened = null;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await opened?.dispose().catch(() => {});
    release();
  };
  try {
    opened = await newContext(browser, ownProfile);
    const { context } = opened;
    // Listen rather than route: routing sends every request through the test process, which would slow the
    // page down and distort its timings; this machine has no other network anyway, so nothing could leak.
    context.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:')) offOrigin.push(url);
    });
    const page = context.pages()[0] ?? await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(String(error)));
    // A blank page first, as in a browser already running. The context's cache is still empty, so this is a first
    // visit.
    await page.goto('about:blank');
    await beforeOpen?.(page);
    await page.goto(`${origin}/${path}`);
    return { page, origin, consoleErrors, offOrigin, close };
  } catch (error) {
    await close();
    throw error;
  }
}
