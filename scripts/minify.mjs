// A dist/ step (used by bundle.mjs): drops comments and spacing from the joined JavaScript and the stylesheet,
// which a first visit on a slow network otherwise downloads (the page's comments are about a third of app.js).
//
// JavaScript is cut into tokens by acorn (Debian's node-acorn, which Emscripten depends on, so it is there wherever
// the module builds) and written back as they were, each gap between two tokens reduced to a newline when it held
// one (so automatic semicolon insertion reads the code as before), else to a space only where two tokens would
// otherwise merge. Nothing is renamed or rewritten. The result is checked: it must give the same tokens.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function loadAcorn() {
  for (const where of ['/usr/share/nodejs/acorn', 'acorn']) {
    try {
      return require(where);
    } catch {
      // next place
    }
  }
  throw new Error('minify: acorn is missing (Debian package node-acorn, installed with emscripten)');
}

const acorn = loadAcorn();
const OPTIONS = { ecmaVersion: 'latest', sourceType: 'module' };
const WORD = /[\w$\\\u0080-\uffff]/;

function tokens(text, name) {
  try {
    return [...acorn.tokenizer(text, OPTIONS)];
  } catch (error) {
    throw new Error(`minify: ${name}: ${error.message}`);
  }
}

// True when writing `left` and `right` side by side would read differently (`a b`, `a + +b`, `x / /re/`).
function needsSpace(left, right) {
  const [a, b] = [left.at(-1), right[0]];
  if (WORD.test(a) && WORD.test(b)) return true;
  return (a === '+' || a === '-' || a === '/') && (b === a || b === '=' || (a === '/' && b === '*'));
}

export function minifyJs(text, name) {
  const list = tokens(text, name);
  let out = '';
  let end = 0;
  for (const token of list) {
    const piece = text.slice(token.start, token.end);
    const gap = text.slice(end, token.start);
    if (out && /[\n\r\u2028\u2029]/.test(gap)) out += '\n';
    else if (out && gap && needsSpace(out, piece)) out += ' ';
    out += piece;
    end = token.end;
  }
  const again = tokens(out, `${name} (minified)`);
  const source = (token, from) => from.slice(token.start, token.end);
  const differs = (token, i) => !list[i] || token.type.label !== list[i].type.label || source(token, out) !== source(list[i], text);
  const at = again.length === list.length ? again.findIndex(differs) : Math.min(again.length, list.length);
  if (at >= 0) {
    const line = text.slice(0, list[at]?.start ?? text.length).split('\n').length;
    throw new Error(`minify: ${name}: minified, token ${at} (line ${line} of the joined file) reads differently; not written`);
  }
  return `${out}\n`;
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
