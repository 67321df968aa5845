// Writes web/first-games.js: easy 9x9 games made ahead by the engine's generator, with what the engine's `examine`
// says of them, so a first visit draws one and takes input before the engine has even downloaded. What every
// game shares (the classic 9x9 description: regions, houses, peers; the level; the engine's symbols) is written
// once; each game is its game ID, the engine's text (its givens: the page reads them from it) and its solution as
// one base-36 digit a cell.
// tests/js/first-games.test.js checks that the engine still gives exactly these.
//
//   node scripts/first-games.mjs [COUNT]      (default 20; needs scripts/build.sh to have built the module)
import { randomInt } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const fromRoot = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const count = Number(process.argv[2] ?? 20);
if (!Number.isInteger(count) || count < 1 || count > 256) throw new Error('usage: node scripts/first-games.mjs [COUNT 1-256]');

const { default: createModule } = await import(fromRoot('web/wasm/sudoku.js'));
const module = await createModule({ wasmBinary: readFileSync(fromRoot('web/wasm/sudoku.wasm')) });
const digits = (values) => Array.from(values, (v) => v.toString(36)).join('');
// The description's fields every game shares, as JSON (typed arrays as plain arrays).
const shared = (examined) => JSON.stringify({
  size: examined.size, boxRows: examined.boxRows, boxCols: examined.boxCols, variant: examined.variant,
  regions: Array.from(examined.regions),
  houses: examined.houses.map(({ kind, index, name, extra, cells }) => ({ kind, index, name, extra, cells: Array.from(cells) })),
  peers: examined.peers.map((cells) => Array.from(cells)),
  level: examined.level,
});

const games = [];
let board = null;
while (games.length < count) {
  const made = module.generate({ size: 9, variant: 'classic', level: 'easy', seed: randomInt(2 ** 40) });
  if (made.error) throw new Error(made.error);
  const examined = module.examine(made.text, {});
  if (examined.error || examined.status !== 'unique') throw new Error(`${made.id}: ${examined.error || examined.status}`);
  board ??= shared(examined);
  if (shared(examined) !== board) throw new Error(`${made.id}: its description differs from the first game's`);
  games.push(`  ['${made.id}', '${made.text}', '${digits(examined.solutions[0])}'],`);
}
const symbols = module.constants().symbols;
writeFileSync(fromRoot('web/first-games.js'), `// Easy 9x9 games made ahead by the engine (scripts/first-games.mjs writes this file), so a first visit draws one
// and takes input before the engine has loaded. FIRST_BOARD: what the engine's examine says of every one of them
// (regions, houses, peers, level) and its symbols; FIRST_GAMES: [game ID, the engine's text, solution],
// the solution as one base-36 digit a cell.
export const FIRST_BOARD = ${JSON.stringify({ ...JSON.parse(board), symbols })};
export const FIRST_GAMES = [
${games.join('\n')}
];
`);
console.log(`web/first-games.js: ${count} easy 9x9 games`);
