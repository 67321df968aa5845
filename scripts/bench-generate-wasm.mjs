// Times generate() in the WebAssembly module per level, size and variant (seeds 1..N, as `sudoku_bench generate`
// does natively) and prints the same markdown table; with --native it runs that benchmark (and qqwing) after.
// --constraints times the constraint rows instead (killer per variant, the others per level), natively too with
// --native (the CLI beside the benchmark, timed per puzzle).
//
//   node scripts/bench-generate-wasm.mjs [--count N] [--big] [--constraints [--only TEXT]] [--native PATH]
// (--only: the constraint rows whose name contains TEXT, such as 'killer')
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const fromRoot = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

function parseArguments(argv) {
  const options = { count: 100, big: false, constraints: false, native: null, only: '' };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--count' && /^[1-9]\d*$/.test(argv[i + 1] ?? '')) options.count = Math.max(4, Number(argv[++i]));
    else if (argv[i] === '--big') options.big = true;
    else if (argv[i] === '--constraints') options.constraints = true;
    else if (argv[i] === '--native' && argv[i + 1]) options.native = argv[++i];
    else if (argv[i] === '--only' && argv[i + 1]) options.only = argv[++i];
    else throw new Error(`usage: node scripts/bench-generate-wasm.mjs [--count N] [--big] [--constraints [--only TEXT]] [--native PATH] (bad '${argv[i]}')`);
  }
  return options;
}

// The rows of cpp/bench/generate_bench.cpp, in the same order and with the same counts.
function rows(count, big) {
  const list = [['9x9 minimal, any level', { minimal: true }, count]];
  for (const level of ['easy', 'medium', 'hard', 'expert', 'extreme']) list.push([`9x9 ${level}`, { level }, count]);
  list.push(
    ['9x9 technique X-Wing', { technique: 'X-Wing' }, Math.floor(count / 4)],
    ['9x9 rotate180 minimal', { symmetry: 'rotate180', minimal: true }, count],
    ['9x9 X', { variant: 'x' }, count],
    ['9x9 hyper', { variant: 'hyper' }, count],
    ['9x9 jigsaw (random regions)', { variant: 'jigsaw' }, count],
    ['16x16', { size: 16 }, Math.max(3, Math.floor(count / 20))],
    ['16x16 jigsaw', { size: 16, variant: 'jigsaw' }, Math.max(3, Math.floor(count / 40))],
  );
  if (big) list.push(['25x25', { size: 25 }, 3]);
  return list;
}

// Every constraint: killers per variant and per level (classic) and 16x16, the others at any level and at easy to
// expert (a level a rule is not offered at is printed with the generator's message).
function constraintRows(count) {
  const list = [];
  for (const variant of ['classic', 'x', 'hyper', 'jigsaw']) list.push([`9x9 killer ${variant}`, { constraint: 'killer', variant }, count]);
  for (const level of ['easy', 'medium', 'hard', 'expert', 'extreme']) {
    list.push([`9x9 killer ${level}`, { constraint: 'killer', level }, Math.max(4, Math.floor(count / 2))]);
  }
  list.push(['16x16 killer easy', { constraint: 'killer', size: 16, level: 'easy' }, count]);
  for (const constraint of ['thermo', 'arrow', 'anti-knight', 'anti-king', 'non-consecutive']) {
    list.push([`9x9 ${constraint}`, { constraint }, count]);
    for (const level of ['easy', 'medium', 'hard', 'expert']) {
      list.push([`9x9 ${constraint} ${level}`, { constraint, level }, Math.max(4, Math.floor(count / 2))]);
    }
  }
  return list;
}

// The same rows natively: one CLI run per puzzle would time process start-up, so the CLI makes them all with
// --count and the mean is reported (no median).
function nativeMean(cli, options, count) {
  const flags = Object.entries(options).flatMap(([key, value]) => [`--${key}`, String(value)]);
  const start = performance.now();
  execFileSync(cli, ['generate', ...flags, '--seed', '1', '--count', String(count)], { encoding: 'utf8' });
  return (performance.now() - start) / count;
}

function timeRow(module, options, count) {
  const millis = [];
  let clues = 0;
  let error = '';
  for (let seed = 1; seed <= count; seed += 1) {
    const start = performance.now();
    const made = module.generate({ ...options, seed });
    const ms = performance.now() - start;
    if (made.status !== 'ok') {
      error = made.error;
      continue;
    }
    millis.push(ms);
    clues += [...made.puzzle.split(';')[0]].filter((ch) => ch !== '.').length;
  }
  millis.sort((a, b) => a - b);
  const n = millis.length;
  return {
    n,
    error,
    median: millis[Math.floor(n / 2)],
    p95: millis[Math.min(n - 1, Math.floor((n * 95) / 100))],
    mean: millis.reduce((a, b) => a + b, 0) / n,
    clues: clues / n,
  };
}

const options = parseArguments(process.argv.slice(2));
const wasm = fromRoot('web/wasm/sudoku.wasm');
if (!existsSync(wasm)) throw new Error(`the module is missing: ${wasm} (build it: bash scripts/build.sh)`);
const { default: createModule } = await import(pathToFileURL(fromRoot('web/wasm/sudoku.js')).href);
const module = await createModule({ wasmBinary: readFileSync(wasm) });

if (options.constraints) {
  const cli = options.native ? options.native.replace(/sudoku_bench$/, 'sudoku') : null;
  console.log('| generator | puzzles | WASM median ms | WASM p95 ms | WASM mean ms | native mean ms (CLI) | clues |\n|---|---|---|---|---|---|---|');
  for (const [name, rowOptions, count] of constraintRows(options.count).filter(([name]) => name.includes(options.only))) {
    const s = timeRow(module, rowOptions, count);
    if (s.n === 0) {  // a level the generator does not offer for this rule
      console.log(`| ${name} | 0 | ${s.error} | | | | |`);
      continue;
    }
    const native = cli ? nativeMean(cli, rowOptions, count).toFixed(1) : '';
    console.log(`| ${name} | ${s.n} | ${s.median.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.mean.toFixed(1)} | ${native} | ${s.clues.toFixed(1)} |`);
  }
  process.exit(0);
}
console.log('| generator (WASM, node) | puzzles | median ms | p95 ms | mean ms | clues |\n|---|---|---|---|---|---|');
for (const [name, rowOptions, count] of rows(options.count, options.big)) {
  const s = timeRow(module, rowOptions, count);
  const f = (x) => x.toFixed(2).padStart(9);
  console.log(`| sudoku ${name.padEnd(27)} | ${String(s.n).padStart(5)} | ${f(s.median)} | ${f(s.p95)} | ${f(s.mean)} | ${s.clues.toFixed(1).padStart(6)} |`);
}
if (options.native) {
  if (!existsSync(options.native)) throw new Error(`the native benchmark is missing: ${options.native}`);
  console.log();
  console.log(execFileSync(options.native, ['generate', '--count', String(options.count), ...(options.big ? ['--big'] : [])],
    { encoding: 'utf8' }).trim());
}
