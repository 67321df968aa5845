// The module's build flags (cpp/wasm/CMakeLists.txt) as a search and a host see them: the bitset engine's state
// copies stay inside WebAssembly (without -mbulk-memory every copy of 512 bytes or more called out to the glue's
// emscripten_memcpy_big: 29 calls per top1465 count to 2), and the glue makes no code at run time.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { dataLines, loadBenchModule } from './support.js';

const BIG_COPY = '_emscripten_memcpy_big';

// A fresh bench module whose imports of the glue's big copy count their calls.
async function loadCountingBigCopies() {
  const instantiate = WebAssembly.instantiate;
  const counted = { imports: 0, calls: 0 };
  WebAssembly.instantiate = (bytes, imports) => {
    for (const functions of Object.values(imports)) {
      for (const [name, f] of Object.entries(functions)) {
        if (typeof f !== 'function' || f.name !== BIG_COPY) continue;
        counted.imports += 1;
        functions[name] = (...args) => {
          counted.calls += 1;
          return f(...args);
        };
      }
    }
    return instantiate(bytes, imports);
  };
  try {
    return { m: await loadBenchModule(), counted };
  } finally {
    WebAssembly.instantiate = instantiate;
  }
}

test('counting top1465 puzzles copies no search state through JavaScript', async () => {
  const { m, counted } = await loadCountingBigCopies();
  assert.equal(counted.imports, 1, `the glue no longer imports ${BIG_COPY}: update this test`);
  for (const line of dataLines('top1465.txt').slice(0, 100)) assert.equal(m.solve(line.trim().slice(0, 81), 2).count, 1);
  assert.equal(counted.calls, 0, `${counted.calls} calls of ${BIG_COPY} in 100 counts`);
});

// DYNAMIC_EXECUTION=0: embind's invokers are closures, so a host whose Content-Security-Policy leaves out
// 'unsafe-eval' can run the engine's worker. The glue used to make them with new Function.
test('the glue makes no code at run time: no eval and no Function constructor', () => {
  for (const name of ['sudoku.js', 'sudoku-bench.js']) {
    const glue = readFileSync(new URL(`../../web/wasm/${name}`, import.meta.url), 'utf8');
    assert.doesNotMatch(glue, /[^\w.$]Function\(|\beval\(/, name);
  }
});
