// The npm package as a user gets it: `npm pack`, `npm install <tarball>` into an empty project, then a Node
// script, a TypeScript type check, and a page in Chromium that imports it through an import map.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { openPage } from './harness.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Inside the repository so that the browser harness, which serves the repository, serves it too.
const PROJECT = `${ROOT}/build/package-user`;
const TSC = `${ROOT}/node_modules/.bin/tsc`;
const CLI = `${ROOT}/build/native/cpp/sudoku`;
const [PUZZLE, , SOLUTION] = readFileSync(`${ROOT}/data/counts.txt`, 'utf8').split('\n')
  .map((line) => line.split(':')).find((fields) => fields[1] === '1');

function write(name, text) {
  writeFileSync(`${PROJECT}/${name}`, text);
}

test.before(() => {
  const packed = execFileSync('bash', ['scripts/pack.sh'], { cwd: ROOT, encoding: 'utf8' });
  const tarball = `${ROOT}/${packed.match(/^pack: (\S+)/)[1]}`;
  rmSync(PROJECT, { recursive: true, force: true });
  mkdirSync(PROJECT, { recursive: true });
  write('package.json', JSON.stringify({ name: 'package-user', private: true, type: 'module' }));
  execFileSync('npm', ['install', tarball, '--no-audit', '--no-fund', '--loglevel=error'], { cwd: PROJECT });
});

test('a Node script solves, counts, rates, generates and covers with the installed package', () => {
  write('use.mjs', `
    import { count, cover, generate, rate, solve } from 'sudoku-dlx';
    const solved = await solve(process.argv[2]);
    const rated = await rate(process.argv[2]);
    const made = await generate({ size: 6, level: 'easy', seed: 7 });
    const madeCount = await count(made.puzzle, 0, { box: '2x3' });
    const knuth = await cover('A B C D E F G\\nC E F\\nA D G\\nB C F\\nA D\\nB G\\nD E G\\n', { solutions: 1 });
    let error = null;
    try { await solve('12'); } catch (e) { error = { message: e.message, cells: e.cells }; }
    solved.solution = solved.solution.join('');  // an array of values
    console.log(JSON.stringify({ solved, rated, made, madeCount, knuth, error }));
  `);
  const out = JSON.parse(execFileSync('node', ['use.mjs', PUZZLE], { cwd: PROJECT, encoding: 'utf8' }));
  assert.equal(out.solved.status, 'unique');
  assert.equal(out.solved.solution, SOLUTION);
  assert.equal(execFileSync(CLI, ['rate'], { input: `${PUZZLE}\n`, encoding: 'utf8' }).trim(),
    `${out.rated.level} ${out.rated.score} ${out.rated.hardest}`);
  assert.match(out.made.puzzle, /^[.1-6]{36};2x3$/, 'a 6x6 line says its box shape');
  assert.equal(out.madeCount.count, 1, 'a generated puzzle has exactly one solution');
  // Knuth's example: options 0 (C E F), 3 (A D) and 4 (B G) are its one cover.
  assert.deepEqual(out.knuth.solutions.map((s) => [...s].sort((a, b) => a - b)), [[0, 3, 4]]);
  assert.equal(out.knuth.count, 1);
  assert.match(out.error.message, /cells/);
});

test('TypeScript accepts correct use of the declarations and rejects wrong use', () => {
  write('tsconfig.json', JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: 'es2022',
    module: 'nodenext', moduleResolution: 'nodenext', types: [] } }));
  write('right.ts', `
    import { generate, rate, solve, type SolveResult } from 'sudoku-dlx';
    import { EngineClient } from 'sudoku-dlx/worker';
    export async function run(puzzle: string): Promise<number> {
      const solved: SolveResult = await solve(puzzle, { variant: 'x', budget: 1000 });
      const rated = await rate(puzzle);
      const made = await generate({ size: 9, level: 'hard', symmetry: 'rotate180' }, (f) => f < 1);
      const engine = new EngineClient();
      const viaWorker = await engine.call('generate', [{ level: 'easy' }]);
      return solved.count + rated.score + made.puzzle.length + viaWorker.puzzle.length;
    }
  `);
  execFileSync(TSC, ['-p', '.', '--pretty', 'false'], { cwd: PROJECT, encoding: 'utf8' });
  write('wrong.ts', `
    import { generate, solve } from 'sudoku-dlx';
    export async function run() {
      await solve(81);
      await generate({ level: 'impossible' });
      const r = await solve('.'); const n: string = r.count;
      return n;
    }
  `);
  let output = '';
  try {
    execFileSync(TSC, ['-p', '.', '--pretty', 'false'], { cwd: PROJECT, encoding: 'utf8' });
  } catch (error) {
    output = error.stdout;
  }
  const errors = output.split('\n').filter((line) => line.startsWith('wrong.ts'));
  assert.equal(errors.length, 3, `expected 3 type errors in wrong.ts, got:\n${output}`);
});

test('a page imports the package through an import map and solves in a worker and on the page', async (t) => {
  write('index.html', `<!doctype html><html lang="en"><head><title>package user</title>
    <link rel="icon" href="data:,">
    <script type="importmap">{"imports": {"sudoku-dlx": "./node_modules/sudoku-dlx/index.js",
      "sudoku-dlx/worker": "./node_modules/sudoku-dlx/engine/client.js"}}</script></head>
    <body><script type="module">
      import { solve } from 'sudoku-dlx';
      import { EngineClient } from 'sudoku-dlx/worker';
      const viaWorker = await new EngineClient().call('solve', [new URLSearchParams(location.search).get('p'), 2]);
      const onPage = await solve(new URLSearchParams(location.search).get('p'));
      document.body.dataset.worker = viaWorker.solution.join('');  // arrays of values
      document.body.dataset.page = onPage.solution.join('');
    </script></body></html>`);
  const session = await openPage(`build/package-user/index.html?p=${PUZZLE}`);
  t.after(() => session.close());
  await session.page.waitForSelector('body[data-page]', { state: 'attached', timeout: 15000 });
  assert.equal(await session.page.getAttribute('body', 'data-worker'), SOLUTION);
  assert.equal(await session.page.getAttribute('body', 'data-page'), SOLUTION);
  assert.deepEqual(session.consoleErrors, []);
  assert.deepEqual(session.offOrigin, []);
});

test('README documents every call the declarations export', () => {
  const declared = [...readFileSync(`${ROOT}/package/index.d.ts`, 'utf8').matchAll(/^export function (\w+)\(/gm)]
    .map((match) => match[1]);
  const readme = readFileSync(`${ROOT}/README.md`, 'utf8');
  const section = readme.slice(readme.indexOf('## Use it as a library'), readme.indexOf('### C++'));
  assert.ok(declared.length >= 9);
  assert.deepEqual(declared.filter((name) => !section.includes(`\`${name}(`)), []);
});
