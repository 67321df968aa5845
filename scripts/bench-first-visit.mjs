// First-visit benchmark (not a test): builds dist/, serves it gzipped over HTTP/1.1 from a small server in this
// process, and opens it cold in Debian's Chromium, on a phone profile (4x CPU slowdown, Fast 3G) and on the
// plain localhost desktop. Reports per profile the median of the runs from navigation to the first contentful
// paint, to the app's 'board-ready' mark (the first board drawn and taking input) and to its 'engine-ready' mark
// (the module loaded: hints and new games), the cumulative layout shift, the requests and bytes the server sent until the service worker's
// registration (which follows both), and whether the progress dialog ever opened. Then, in the same browser
// context, a returning visit (a reload once the service worker is active: the files come from its cache, the
// saved game from storage) with its own marks and CLS.
//
//   node scripts/bench-first-visit.mjs [RUNS]      (default 3; needs scripts/build.sh to have built the module)
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveDist } from './serve-dist.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Chrome DevTools' and Lighthouse's "Fast 3G" (throughputs in bytes per second).
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: 1.44e6 / 8, uploadThroughput: 675e3 / 8 };
const PROFILES = [
  { name: 'phone: 4x CPU slowdown, Fast 3G, HTTP/1.1 + gzip', cpu: 4, network: FAST_3G, viewport: { width: 390, height: 844 } },
  { name: 'desktop: localhost, no throttling, HTTP/1.1 + gzip', cpu: 1, network: null, viewport: { width: 1280, height: 800 } },
];
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'];

// Records, from before the page's own scripts run, every layout shift and whether the progress dialog opened.
function watchPage() {
  window.benchShifts = 0;
  window.benchDialog = false;
  new PerformanceObserver((list) => list.getEntries().forEach((e) => !e.hadRecentInput && (window.benchShifts += e.value)))
    .observe({ type: 'layout-shift', buffered: true });
  addEventListener('DOMContentLoaded', () => {
    const dialog = document.getElementById('progress-dialog');
    new MutationObserver(() => dialog.open && (window.benchDialog = true)).observe(dialog, { attributes: true });
  });
}

async function visit(browser, server, url, profile) {
  const context = await browser.newContext({ viewport: profile.viewport }); // a new context: empty caches
  const page = await context.newPage();
  await page.addInitScript(watchPage);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', profile.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  // Counted at the server (the worker's own requests do not show in the page's DevTools session), up to the
  // service worker's registration, which the app starts right after the board-ready mark.
  server.sent = [];
  await page.goto(url);
  // The first board comes before the engine on a first visit (it is made ahead): wait for both.
  await waitForMarks(page);
  const end = server.sent.findIndex((s) => s.path === '/sw.js');
  const sent = end < 0 ? server.sent : server.sent.slice(0, end);
  const [requests, bytes] = [sent.length, sent.reduce((sum, s) => sum + s.bytes, 0)];
  const result = await page.evaluate(() => ({
    ready: performance.getEntriesByName('board-ready')[0].startTime,
    engine: performance.getEntriesByName('engine-ready')[0].startTime,
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    cls: window.benchShifts,
    dialog: window.benchDialog,
    message: document.getElementById('message').textContent,
    // When each file had arrived (the worker's chain as the page preloaded it), in ms from navigation.
    arrived: Object.fromEntries([['index.html', performance.getEntriesByType('navigation')[0].responseEnd],
      ...performance.getEntriesByType('resource').map((r) => [r.name.replace(/^.*?\/\/[^/]+\//, ''), r.responseEnd])]),
    domContentLoaded: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd,
  }));
  const returning = await returningVisit(page);
  await context.close();
  return { ...result, bytes, requests, returning };
}

const waitForMarks = (page) => page.waitForFunction(() => ['board-ready', 'engine-ready'].every((mark) => performance.getEntriesByName(mark).length > 0),
  null, { timeout: 60000, polling: 50 });

// The same player again: a reload once the service worker is active, which serves every file from its cache.
async function returningVisit(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await waitForMarks(page);
  return page.evaluate(() => ({
    ready: performance.getEntriesByName('board-ready')[0].startTime,
    engine: performance.getEntriesByName('engine-ready')[0].startTime,
    cls: window.benchShifts,
    message: document.getElementById('message').textContent,
  }));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const runs = Number(process.argv[2] ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`RUNS must be a positive whole number, not '${process.argv[2]}'`);
  execFileSync('bash', [join(ROOT, 'scripts/dist.sh')], { stdio: 'inherit' });
  const server = await serveDist(join(ROOT, 'dist'));
  const url = `http://127.0.0.1:${server.address().port}/index.html`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_FLAGS });
  try {
    for (const profile of PROFILES) {
      const results = [];
      for (let run = 0; run < runs; run++) results.push(await visit(browser, server, url, profile));
      console.log(`\n${profile.name} (load average ${loadavg()[0].toFixed(1)} after the runs: the machine's other work slows them)`);
      for (const r of results) {
        console.log(`  first paint ${r.paint.toFixed(0)} ms, board ready ${r.ready.toFixed(0)} ms (engine ready ${r.engine.toFixed(0)} ms), CLS ${r.cls.toFixed(3)}, ` +
          `${r.requests} requests, ${(r.bytes / 1024).toFixed(1)} KB of bodies sent, dialog shown: ${r.dialog ? 'yes' : 'no'}`);
        const arrivals = Object.entries(r.arrived).map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ');
        console.log(`    arrived (ms): ${arrivals}; DOMContentLoaded ${r.domContentLoaded.toFixed(0)}`);
        if (!/^A first game/.test(r.message)) console.log(`  unexpected message: ${r.message}`);
        const back = r.returning;
        console.log(`  returning: board ready ${back.ready.toFixed(0)} ms (engine ready ${back.engine.toFixed(0)} ms), CLS ${back.cls.toFixed(3)}`);
        if (!/^Welcome back/.test(back.message)) console.log(`  unexpected message on returning: ${back.message}`);
      }
      console.log(`  median of ${runs}: first paint ${median(results.map((r) => r.paint)).toFixed(0)} ms, board ready ${median(results.map((r) => r.ready)).toFixed(0)} ms, ` +
        `engine ready ${median(results.map((r) => r.engine)).toFixed(0)} ms, ` +
        `CLS ${median(results.map((r) => r.cls)).toFixed(3)}, ${(median(results.map((r) => r.bytes)) / 1024).toFixed(1)} KB; ` +
        `returning: board ready ${median(results.map((r) => r.returning.ready)).toFixed(0)} ms, ` +
        `engine ready ${median(results.map((r) => r.returning.engine)).toFixed(0)} ms`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  console.error(`bench-first-visit: ${error.message}`);
  process.exit(1);
});
