// scripts/minify.mjs (a dist/ step): minified code must behave as the original, keep what is quoted and what a
// module exports, and name the file when it cannot be read.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { minifyCss, minifyJs } from '../../scripts/minify.mjs';

// Each snippet's value depends on what minifying could break: line breaks that end statements, tokens that
// would merge, regular expressions beside division, strings and templates that look like comments.
const SNIPPETS = {
  'a line break ends a statement': `let a = 1
    let b = a
    ;[b] = [b + 1]  // a leading bracket
    return b`,
  'return followed by a line break returns undefined': `return (() => {
      return
        42
    })()`,
  'signs that would merge': 'let x = 3; const y = x + +x - -x; return [y, x++ + ++x, x-- - --x]',
  'division beside a regular expression': 'const n = 10 / 2 / 5; return [n, /a\\/b/g.source, "x".replace(/x/, "/* kept */")]',
  'templates and strings keep their spaces': 'const v = 2; return `a  // not a comment ${v  *  3} /* nor this */  b` + \'  two  \'',
  'keywords stay apart': 'const o = { in: 1 }; return typeof o === "object" && "in" in o && !(o instanceof Array)',
  'a class with private fields': 'class C { #n = 1; get n() { return this.#n; } } return new C().n ?? 0',
};

// A snippet as a module's code that leaves its value where the test reads it.
const asModule = (body) => `/* head */\nglobalThis.snippetValue = (() => {\n${body}\n})();\n// tail`;
const valueOf = (code) => {
  new Function(code)();
  return globalThis.snippetValue;
};

test('minified JavaScript gives the same value as the original, without its comments', async () => {
  for (const [name, body] of Object.entries(SNIPPETS)) {
    const code = asModule(body);
    const small = await minifyJs(code, name);
    assert.deepEqual(valueOf(small), valueOf(code), name);
    assert.ok(small.length < code.length, `${name}: not shorter`);
    assert.ok(!small.includes('head') && !small.includes('tail') && !small.includes('leading bracket'), `${name}: a comment is left`);
  }
});

test('a module keeps the names it exports and shortens its own', async () => {
  const small = await minifyJs('const answerToEverything = 42;\nexport function readAnswer() { return answerToEverything; }\n', 'web/answer.js');
  assert.match(small, /export function readAnswer\(\)/);
  assert.ok(!small.includes('answerToEverything'), small);
});

test('JavaScript that cannot be read is refused with the file and line', async () => {
  await assert.rejects(minifyJs('const a = 1;\nconst s = "unterminated;\n', 'web/broken.js'),
    /^Error: minify: web\/broken\.js \(line 2 of the joined file\): Unterminated string/);
});

test('the minified stylesheet drops comments and spacing and keeps quoted strings', () => {
  const css = '/* role */\n:root[data-theme="dark"] ,\n  a > b {\n  font: 16px "Segoe  UI", sans-serif;\n  content: "{ ; }";\n}\n';
  assert.equal(minifyCss(css, 'style.css'), ':root[data-theme="dark"],a>b{font:16px "Segoe  UI",sans-serif;content:"{ ; }"}\n');
});
