// Runs Lighthouse (npm `lighthouse`, its default mobile profile) on dist/ served with gzip over HTTP/1.1, in
// Debian's Chromium, and prints the four category scores and the largest contentful paint with its element.
// Not part of the test suite (a run takes about a minute). Lighthouse is not a project dependency: give its
// command in LIGHTHOUSE (e.g. after `npm install --prefix /tmp/lh lighthouse@12`,
// LIGHTHOUSE=/tmp/lh/node_modules/.bin/lighthouse), or npx fetches lighthouse@12.
//
//   node scripts/lighthouse.mjs [REPORT.json]   (needs scripts/build.sh to have built the module; builds dist/
//                                                itself; REPORT.json keeps Lighthouse's whole report)
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDist } from './serve-dist.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run ' +
  '--disable-background-networking --disable-component-update --disable-sync';

async function main() {
  execFileSync('bash', [join(ROOT, 'scripts/dist.sh')], { stdio: 'inherit' });
  const server = await serveDist(join(ROOT, 'dist'));
  const url = `http://127.0.0.1:${server.address().port}/index.html`;
  const out = mkdtempSync(join(tmpdir(), 'sudoku-lighthouse-'));
  const [command, ...prefix] = process.env.LIGHTHOUSE ? [process.env.LIGHTHOUSE] : ['npx', '--yes', 'lighthouse@12'];
  try {
    // Asynchronously: a blocking child would stop this process's own server from answering.
    const { status, stderr } = await run(command,
      [...prefix, url, '--output=json', `--output-path=${join(out, 'report.json')}`, '--quiet', `--chrome-flags=${CHROME_FLAGS}`]);
    if (status !== 0) throw new Error(`lighthouse exited with ${status}: ${stderr.slice(-2000)}`);
    if (process.argv[2]) copyFileSync(join(out, 'report.json'), process.argv[2]);
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
    for (const category of Object.values(report.categories)) console.log(`${category.title}: ${Math.round(category.score * 100)}`);
    const lcp = report.audits['largest-contentful-paint'];
    const element = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    console.log(`Largest contentful paint: ${lcp.displayValue}${element ? ` (${element.nodeLabel || element.snippet})` : ''}`);
    const metrics = ['first-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift'];
    console.log(metrics.map((id) => `${report.audits[id].title} ${report.audits[id].displayValue}`).join(', '));
    // What Total Blocking Time adds up: the main thread's tasks over 50 ms (simulated durations), by script.
    const tasks = report.audits['long-tasks']?.details?.items ?? [];
    console.log(`Long main-thread tasks: ${tasks.map((t) => `${t.url.replace(/^.*\//, '') || 'page'} ${Math.round(t.duration)} ms at ${Math.round(t.startTime)}`).join(', ') || 'none'}`);
    printLcpPath(report);
    console.log(`Lighthouse ${report.lighthouseVersion}, ${report.environment.hostUserAgent}; load average ${loadavg()[0].toFixed(1)}`);
  } finally {
    server.close();
    rmSync(out, { recursive: true, force: true });
  }
}

// Why the largest contentful paint comes when it does: its phases, what blocks the first render, and the
// longest chain of requests the page waits on.
function printLcpPath(report) {
  const phases = report.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
  console.log(`LCP phases: ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ') || 'not reported'}`);
  const blocking = report.audits['render-blocking-resources']?.details?.items ?? [];
  console.log(`Render-blocking: ${blocking.map((b) => `${b.url.replace(/^.*\//, '')} ${Math.round(b.wastedMs)} ms`).join(', ') || 'none'}`);
  const chains = report.audits['critical-request-chains']?.details;
  const longest = chains?.longestChain;
  if (longest) console.log(`Critical chain: ${longest.length} requests, ${Math.round(longest.duration)} ms, ${(longest.transferSize / 1024).toFixed(1)} KB`);
}

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stderr }));
    child.on('error', (error) => resolve({ status: -1, stderr: error.message }));
  });
}

main().catch((error) => {
  console.error(`lighthouse: ${error.message}`);
  process.exit(1);
});
