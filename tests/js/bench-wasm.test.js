// scripts/bench-wasm.mjs --variants: a row per variant and constraint and engine, the module's and the native
// count-to-2 times side by side (every puzzle counted unique in the module, or the script fails).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('../../scripts/bench-wasm.mjs', import.meta.url));
const NAMES = ['classic', 'X', 'hyper', 'jigsaw', 'thermo', 'arrow', 'anti-knight', 'anti-king', 'non-consecutive',
  'killer classic', 'killer X', 'killer hyper', 'killer jigsaw'];

test('bench-wasm --variants times every variant in the module and natively', () => {
  const out = execFileSync(process.execPath, [SCRIPT, '--variants', '--count', '2'], { encoding: 'utf8' });
  const rows = out.split('\n').filter((line) => /^\| [a-zA-Z]/.test(line) && !line.startsWith('| puzzles'));
  assert.deepEqual(rows.map((row) => row.split('|')[1].trim()), NAMES.flatMap((name) => [name, name]));
  for (const row of rows) {
    const [, , engine, wasm, native, ratio, nodes, cli] = row.split('|').map((cell) => cell.trim());
    assert.match(engine, /^(dlx|auto \((bitset|dlx)\))$/, row);
    assert.match(wasm, /^\d+\.\d \(\d+\.\d\)$/, row);
    assert.match(native, /^\d+\.\d \(\d+\.\d\)$/, row);
    assert.match(ratio, /^\d+\.\d\dx$/, row);
    assert.match(nodes, /^\d+$/, row);
    assert.match(cli, engine === 'dlx' ? /^$/ : /^\d+\.\d$/, row);
  }
  assert.ok(rows.some((row) => row.includes('| killer classic | auto (dlx) |')), 'a 9x9 killer does not fit the bitset engine');
});

test('bench-wasm rejects an unknown flag with its usage', () => {
  assert.throws(() => execFileSync(process.execPath, [SCRIPT, '--variant'], { encoding: 'utf8', stdio: 'pipe' }),
    (error) => /usage: node scripts\/bench-wasm\.mjs .*--variants/.test(error.stderr));
});
