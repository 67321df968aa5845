// A dist/ step (run by dist.sh): joins the page's ES modules into one module and the worker with the Emscripten
// glue into another, so a first visit over HTTP/1.1 waits for 1 script instead of 17 (six connections, one
// round trip each), minifies them and the stylesheet (minify.mjs) and puts the stylesheet in the page, then drops
// the joined files from dist/ and from the page's and service worker's lists.
//
// Each bundle holds every module it reaches: the page and its worker are separate realms, so a module both use
// (web/engine/wasm-build.js) is copied into each; importing it from the other bundle would run that bundle's code
// (the page's in the worker).
//
// Each module becomes a function scope run once in dependency order; its imports become constants taken from
// the modules it names and its exports the object it returns. It understands exactly the forms the project
// uses (single-line `import {a, b as c} from`, `import * as x from`, `import x from`; `export function|const|
// class NAME`, `export default NAME;`) and stops with the file and line of anything else.
//
//   node scripts/bundle.mjs DIST
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { minifyCss, minifyJs } from './minify.mjs';

// [entry modules, the bundle they become].
const BUNDLES = [
  [['web/app.js'], 'web/app.js'],
  [['web/engine/worker.js'], 'web/engine/worker.js'],
];

const IMPORT_NAMED = /^import \{([^}]*)\} from '([^']+)';$/;
const IMPORT_ALL = /^import \* as (\w+) from '([^']+)';$/;
const IMPORT_DEFAULT = /^import (\w+) from '([^']+)';$/;
const EXPORT_DECLARATION = /^export ((?:async )?(?:function\*?|const|let|class) (\w+))/;
const EXPORT_DEFAULT = /^export default (\w+);$/;

// file -> {imports: [{from, bind}], body, exports}
function parseModule(file, outDir) {
  const imports = [];
  const exports = [];
  const lines = readFileSync(file, 'utf8').split('\n').map((line, i) => {
    const where = `${file}:${i + 1}`;
    let m;
    if ((m = IMPORT_NAMED.exec(line))) {
      const names = m[1].split(',').map((n) => n.trim()).filter(Boolean).map((n) => n.replace(/^(\w+) as (\w+)$/, '$1: $2'));
      imports.push({ from: resolve(dirname(file), m[2]), bind: `{ ${names.join(', ')} }` });
      return '';
    }
    if ((m = IMPORT_ALL.exec(line))) {
      imports.push({ from: resolve(dirname(file), m[2]), bind: m[1] });
      return '';
    }
    if ((m = IMPORT_DEFAULT.exec(line))) {
      imports.push({ from: resolve(dirname(file), m[2]), bind: `{ default: ${m[1]} }` });
      return '';
    }
    if ((m = EXPORT_DECLARATION.exec(line))) {
      exports.push(m[2]);
      return line.replace(/^export /, '');
    }
    if ((m = EXPORT_DEFAULT.exec(line))) {
      exports.push(`default: ${m[1]}`);
      return '';
    }
    if (/^(import|export)[\s{*]/.test(line)) throw new Error(`bundle: ${where}: an import or export form it does not handle`);
    return line;
  });
  // import.meta.url keeps naming the module's own place, now that the code runs from the bundle.
  const self = relative(outDir, file).split('\\').join('/');
  const body = lines.join('\n').replaceAll('import.meta.url', `new URL('${self}', import.meta.url).href`);
  return { imports, body, exports };
}

// The modules reachable from the entries, each after those it imports.
function ordered(entries, outDir) {
  const modules = new Map();
  const visiting = new Set();
  const visit = (file) => {
    if (modules.has(file)) return;
    if (visiting.has(file)) throw new Error(`bundle: an import cycle through ${file}`);
    visiting.add(file);
    const module = parseModule(file, outDir);
    module.imports.forEach((i) => visit(i.from));
    visiting.delete(file);
    modules.set(file, module);
  };
  entries.forEach(visit);
  return modules;
}

async function bundle(root, entries, outFile) {
  const outDir = dirname(join(root, outFile));
  const modules = ordered(entries.map((e) => join(root, e)), outDir);
  const names = new Map([...modules.keys()].map((file, k) => [file, `module${k}_`]));
  const parts = [...modules].map(([file, { imports, body, exports }]) => {
    const head = imports.map((i) => `const ${i.bind} = ${names.get(i.from)};`).join('\n');
    return `// ${relative(root, file)}\nconst ${names.get(file)} = (() => {\n${head}\n${body}\nreturn { ${exports.join(', ')} };\n})();\n`;
  });
  const text = `// Built by scripts/bundle.mjs from ${entries.join(', ')} and their imports; edit those, not this file.\n` +
    `${parts.join('\n')}export { ${[...names.values()].join(', ')} };\n`;
  return { text: await minifyJs(text, outFile), files: [...modules.keys()].map((file) => relative(root, file)) };
}

const STYLESHEET = 'web/style.css';
const STYLESHEET_LINK = `<link rel="stylesheet" href="${STYLESHEET}">`;
const STYLE_POLICY = "style-src 'self'";

// The stylesheet (3.6 KB gzipped) goes into the page itself: the first paint then needs the HTML alone, not a
// second request that blocks rendering (on the phone profile, a 562 ms round trip). The page's Content Security
// Policy allows that one <style> element by its hash, and still no other inline style.
function inlineStylesheet(page, css) {
  if (!page.includes(STYLESHEET_LINK)) throw new Error(`bundle: index.html has no '${STYLESHEET_LINK}' to inline`);
  if (!page.includes(STYLE_POLICY)) throw new Error(`bundle: index.html's Content-Security-Policy has no "${STYLE_POLICY}"`);
  const hash = createHash('sha256').update(css).digest('base64');
  return page.replace(STYLESHEET_LINK, () => `<style>${css}</style>`).replace(STYLE_POLICY, `${STYLE_POLICY} 'sha256-${hash}'`);
}

async function main() {
  const dist = process.argv[2];
  if (!dist) throw new Error('usage: node scripts/bundle.mjs DIST');
  const joined = new Set();
  for (const [entries, out] of BUNDLES) {
    const { text, files } = await bundle(dist, entries, out);
    files.forEach((file) => joined.add(file));
    writeFileSync(join(dist, out), text);
  }
  BUNDLES.forEach(([, out]) => joined.delete(out));
  const css = minifyCss(readFileSync(join(dist, STYLESHEET), 'utf8'), STYLESHEET);
  joined.add(STYLESHEET);
  joined.forEach((file) => rmSync(join(dist, file)));
  const gone = (path) => joined.has(path);
  const page = readFileSync(join(dist, 'index.html'), 'utf8').split('\n')
    .filter((line) => !gone(/(?:href|src)="([^"]+)"/.exec(line)?.[1]) || !/<(link|script)\b/.test(line) || line.includes(STYLESHEET))
    .filter((line) => !line.includes('<!-- Every module up front'));
  writeFileSync(join(dist, 'index.html'), inlineStylesheet(page.join('\n'), css));
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8').replace(/'([^']+)',\s*/g, (all, path) => (gone(path) ? '' : all));
  writeFileSync(join(dist, 'sw.js'), worker);
  console.log(`bundle: ${joined.size - 1 + BUNDLES.length} modules joined into ${BUNDLES.map(([, out]) => out).join(', ')}, minified; ${STYLESHEET} put in index.html`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
