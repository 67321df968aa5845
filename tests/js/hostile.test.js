// Hostile calls to every exported module function: wrong types, missing and extra arguments, huge strings,
// out-of-range sizes and options, objects that throw. Each must end in a JS Error or a result carrying an error
// message (never a bare number, an abort or a hang), and the module must answer a valid call right after.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { loadBenchModule, solveText } from './support.js';

const PUZZLE = '.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...';
const SOLUTION = '693784512487512936125963874932651487568247391741398625319475268856129743274836159';
const HUGE = '.'.repeat(10 << 20);

// Calls whose first argument is not a puzzle text: generate takes options (absent means the defaults, and a
// function is its progress callback), so only the odd-values sweep, from its first argument on, applies to it.
const OPTIONS_FIRST = new Set(['generate']);

let m;
let exported;
let takesPuzzle;
before(async () => {
  m = await loadBenchModule();  // the page's calls, and memoryStats to watch the heap
  // embind registers each call once per arity (trailing arguments may be left out), which gives the function
  // an overload table: that tells the engine's calls apart from the Emscripten runtime's own functions.
  exported = Object.keys(m).filter((name) => typeof m[name] === 'function' && m[name].overloadTable);
  takesPuzzle = exported.filter((name) => !OPTIONS_FIRST.has(name));
});

function throwing(what) {
  return new Proxy({}, {
    get() { throw new Error(`${what} get`); },
    ownKeys() { throw new Error(`${what} keys`); },
  });
}

// Values that are wrong wherever a puzzle text is expected.
const NOT_A_PUZZLE = [
  ['undefined', undefined], ['null', null], ['a number', 42], ['NaN', NaN], ['a bigint', 10n],
  ['a symbol', Symbol('x')], ['an object', { puzzle: PUZZLE }], ['an array', [PUZZLE]], ['a function', () => PUZZLE],
  ['a boxed string', new String(PUZZLE)], ['a throwing proxy', throwing('puzzle')],
  ['10 MB of dots', HUGE], ['10 MB pasted grid', '1 2 | 3 4\n'.repeat(1 << 20)], ['NUL bytes', '\0'.repeat(81)],
  ['lone surrogates', '\ud800'.repeat(81)], ['markup', `<script>alert(1)</script>${'.'.repeat(56)}`],
  ...[1, 2, 3, 26, 30, 100].map((n) => [`a ${n}x${n} grid`, '.'.repeat(n * n)]),
  ['a jigsaw map with 10^6 labels', `${'.'.repeat(81)};${'a'.repeat(1e6)}`],
];

// Values for the later arguments (limits, options, entries, notes): wrong or out of range in some way.
const ODD_VALUES = [
  ['null', null], ['a string', '2'], ['-1', -1], ['1.5', 1.5], ['NaN', NaN], ['Infinity', Infinity], ['1e300', 1e300],
  ['a bigint', 2n], ['a symbol', Symbol('x')], ['an array', [1, 2]], ['a function', () => 2],
  ['a throwing proxy', throwing('option')], ['10 MB string', HUGE],
  ['unknown key', { varient: 'x' }], ['variant 10^6 chars', { variant: 'x'.repeat(1e6) }],
  ['huge box', { box: '1000000x1000000' }], ['box 0x0', { box: '0x0' }], ['budget 1e300', { budget: 1e300 }],
  ['budget -5', { budget: -5 }], ['size 26', { size: 26 }], ['size -1', { size: -1 }],
  ['seed 2^64', { seed: 2 ** 64 }], ['level 99', { level: 99 }], ['technique 10^5 chars', { technique: 'X'.repeat(1e5) }],
];

function assertStillWorks() {
  assert.equal(solveText(m, PUZZLE, 2).solution, SOLUTION, 'a valid call after the hostile one');
}

// A thrown JS Error with a message, or a result object whose error field says what was wrong.
function outcome(call) {
  try {
    const result = call();
    return { result };
  } catch (error) {
    assert.ok(error instanceof Error, `threw a non-Error: ${String(error)}`);
    assert.ok(error.message.length > 0, 'an Error without a message');
    return { error };
  }
}

function assertRejected(call) {
  const { result, error } = outcome(call);
  if (error) return;
  assert.equal(typeof result, 'object');
  assert.equal(typeof result.error, 'string');
  assert.ok(result.error.length > 0, `accepted: ${JSON.stringify(result).slice(0, 200)}`);
}

test('the engine exports its calls (the discovery below is not vacuous)', () => {
  for (const name of ['solve', 'solveMany', 'parse']) assert.ok(exported.includes(name), name);
});

test('every call rejects a puzzle argument that is not a puzzle, and the module goes on', () => {
  for (const name of takesPuzzle) {
    for (const [, value] of NOT_A_PUZZLE) {
      assertRejected(() => m[name](value));
      assertStillWorks();
    }
  }
});

test('an empty or blank text is an error for a puzzle and no puzzles for a list', () => {
  for (const text of ['', ' \t\r\n']) {
    for (const name of takesPuzzle.filter((name) => name !== 'solveMany')) assertRejected(() => m[name](text));
    assert.equal(m.solveMany(text).puzzles, 0);
  }
  assertStillWorks();
});

test('every call answers odd later arguments with a result or a clear error, and the module goes on', () => {
  for (const name of exported) {
    const arities = Object.keys(m[name].overloadTable).map(Number);
    const first = takesPuzzle.includes(name) ? 1 : 0;  // a puzzle goes first where one is expected
    for (let position = first; position < Math.max(...arities); position++) {
      for (const [, value] of ODD_VALUES) {
        const args = [...Array(first).fill(PUZZLE), ...Array(position - first).fill(undefined), value];
        const { result } = outcome(() => m[name](...args));
        if (result !== undefined) assert.equal(typeof result, 'object', `${name} argument ${position}`);
        assertStillWorks();
      }
    }
  }
});

test('too many arguments throw a JS Error for every call', () => {
  for (const name of [...exported, 'memoryStats']) {
    assert.throws(() => m[name](...Array(8).fill(PUZZLE)), /invalid number of arguments|called with 8 arguments/, name);
    assertStillWorks();
  }
});

test('1,000 hostile calls do not grow the heap without bound', () => {
  const start = m.memoryStats();
  for (let i = 0; i < 1000; i++) {
    for (const name of takesPuzzle) outcome(() => m[name](i % 2 ? throwing('loop') : `${'1'.repeat(i % 90)}x`));
  }
  assertStillWorks();
  const end = m.memoryStats();
  // Each call may leave a few bytes where a JS exception unwound C++ frames; 1,000 of them must stay small.
  assert.ok(end.allocatedBytes - start.allocatedBytes < (1 << 20), `allocated grew by ${end.allocatedBytes - start.allocatedBytes}`);
  assert.ok(end.heapBytes <= Math.max(start.heapBytes, 256 << 20), `heap ${end.heapBytes}`);
});
