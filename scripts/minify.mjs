// A dist/ step (used by bundle.mjs): minifies the joined JavaScript with terser (comments and spacing dropped,
// local names shortened, code compressed) and drops the stylesheet's comments and spacing, which a first visit on a
// slow network otherwise downloads.
//
// terser is Debian's node-terser, which the set-up installs in every mode. It finds its own dependencies
// (@jridgewell/source-map and others) in /usr/share/nodejs, which Debian's Node searches by itself and a newer Node
// only when NODE_PATH names it, so that directory is added to the module search path before terser loads.
import Module, { createRequire } from 'node:module';

const DEBIAN_MODULES = '/usr/share/nodejs';

function loadTerser() {
  const paths = (process.env.NODE_PATH ?? '').split(':').filter(Boolean);
  if (!paths.includes(DEBIAN_MODULES)) {
    process.env.NODE_PATH = [...paths, DEBIAN_MODULES].join(':');
    Module._initPaths(); // Node's own (undocumented) re-read of NODE_PATH, the step its start-up takes
  }
  try {
    return createRequire(import.meta.url)('terser');
  } catch (error) {
    throw new Error(`minify: terser cannot be loaded (Debian package node-terser; scripts/setup.sh installs it): ${error.message}`);
  }
}

const terser = loadTerser();

// One module's text (the bundles are ES modules: their top-level names are theirs to shorten, their exports kept).
export async function minifyJs(text, name) {
  try {
    const { code } = await terser.minify(text, { module: true, compress: { passes: 2 }, mangle: true, format: { comments: false } });
    return `${code}\n`;
  } catch (error) {
    const where = error.line ? ` (line ${error.line} of the joined file)` : '';
    throw new Error(`minify: ${name}${where}: ${error.message}`);
  }
}

// The stylesheet without comments and the spacing around punctuation; quoted strings are kept as they are.
export function minifyCss(text, name) {
  const parts = text.replace(/\/\*[\s\S]*?\*\//g, '').split(/("[^"\n]*"|'[^'\n]*')/);
  const squeezed = parts.map((part, i) => (i % 2 ? part : part
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,>]) ?/g, '$1')
    .replace(/: /g, ':')
    .replace(/;}/g, '}')));
  const out = squeezed.join('').trim();
  if (/\/\*|\*\//.test(out)) throw new Error(`minify: ${name}: a comment mark is left (inside a string?); not written`);
  return `${out}\n`;
}
