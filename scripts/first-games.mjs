// Writes web/first-games.js: easy 9x9 games made ahead by the engine's generator, so a first visit opens one with
// a single `examine` instead of generating in freshly compiled (baseline) wasm code. Each entry is a game ID and
// the puzzle it makes; tests/js/first-games.test.js checks that the generator still makes exactly these.
//
//   node scripts/first-games.mjs [COUNT]      (default 32; needs scripts/build.sh to have built the module)
import { randomInt } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const fromRoot = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const count = Number(process.argv[2] ?? 32);
if (!Number.isInteger(count) || count < 1 || count > 256) throw new Error('usage: node scripts/first-games.mjs [COUNT 1-256]');

const { default: createModule } = await import(fromRoot('web/wasm/sudoku.js'));
const module = await createModule({ wasmBinary: readFileSync(fromRoot('web/wasm/sudoku.wasm')) });
const games = [];
while (games.length < count) {
  const made = module.generate({ size: 9, variant: 'classic', level: 'easy', seed: randomInt(2 ** 40) });
  if (made.error) throw new Error(made.error);
  games.push(`  ['${made.id}', '${made.text}'],`);
}
writeFileSync(fromRoot('web/first-games.js'), `// Easy 9x9 games made ahead by the generator (scripts/first-games.mjs writes this file): [game ID, puzzle].
// A first visit opens one with a single examine, not a generation in freshly compiled wasm code.
export const FIRST_GAMES = [
${games.join('\n')}
];
`);
console.log(`web/first-games.js: ${count} easy 9x9 games`);
