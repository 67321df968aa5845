// scripts/minify.mjs (a dist/ step): minified code must behave as the original, keep what is quoted, and name
// the file when it cannot be read.
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

test('minified JavaScript gives the same value as the original, without its comments', () => {
  for (const [name, body] of Object.entries(SNIPPETS)) {
    const code = `/* head */\n${body}\n// tail`;
    const small = minifyJs(code, name);
    assert.deepEqual(new Function(small)(), new Function(code)(), name);
    assert.ok(small.length < code.length, `${name}: not shorter`);
    assert.ok(!small.includes('head') && !small.includes('tail') && !small.includes('leading bracket'), `${name}: a comment is left`);
  }
});

test('JavaScript that cannot be read is refused with the file name', () => {
  assert.throws(() => minifyJs('const s = "unterminated;\n', 'web/broken.js'), /^Error: minify: web\/broken\.js: Unterminated string/);
});

test('the minified stylesheet drops comments and spacing and keeps quoted strings', () => {
  const css = '/* role */\n:root[data-theme="dark"] ,\n  a > b {\n  font: 16px "Segoe  UI", sans-serif;\n  content: "{ ; }";\n}\n';
  assert.equal(minifyCss(css, 'style.css'), ':root[data-theme="dark"],a>b{font:16px "Segoe  UI",sans-serif;content:"{ ; }"}\n');
});
