// --post-js of both modules: Module.solve takes the direct way into the engine (solve_call.cpp) when it can write
// the arguments into the call's block: text of ASCII characters or a Uint8Array / Int32Array grid, a number for
// limit, options among engine (ASCII text), budget (a number) and first. Anything else, and anything the engine
// does not take there, goes to embind's solve, whose messages are the engine's.
addOnPostRun(() => {
  const bound = Module.solve;
  // solve_call.cpp's SolveCall block: options.engine's text (16 bytes), then the puzzle: up to 625 int32 values
  // (25x25), or as many bytes of text.
  const engineAt = _solveCallBlock();
  const puzzleAt = engineAt + 16;
  const CELLS = 625;
  const KEYS = ['engine', 'budget', 'first'];
  const NO_OPTIONS = {};
  // The block's two text fields, as views made again once memory growth has replaced the heap's buffer (the old
  // views, detached, have length 0).
  let engineField, puzzleField;
  const fields = () => {
    if (puzzleField && puzzleField.length) return;
    engineField = HEAPU8.subarray(engineAt, puzzleAt);
    puzzleField = HEAPU8.subarray(puzzleAt, puzzleAt + CELLS * 4);
  };
  // The length of `text` copied into `field`, or undefined when it is no string of ASCII characters that fits. A
  // loop, not TextEncoder.encodeInto: in Chromium 156 encodeInto took 0.64 us for 81 characters, the loop 0.16
  // (under node 0.04 and 0.17).
  const ascii = (text, field) => {
    if (typeof text != 'string' || text.length > field.length) return;
    let bits = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      bits |= code;
      field[i] = code;
    }
    return bits < 128 ? text.length : undefined;
  };
  // The length of `grid` copied to the block, or undefined when it does not fit.
  const values = (grid) => {
    if (grid.length > CELLS) return;
    HEAP32.set(grid, puzzleAt >> 2);
    return grid.length;
  };
  // NaN for a number left out.
  const number = (value) => (value == null ? NaN : typeof value == 'number' && value === value ? value : undefined);
  // True for options this way reads: none, or a plain object whose keys are all among KEYS (for-in rather than
  // Object.keys: no array is made; a key it also sees on the prototype only sends the call to embind).
  const readable = (options) => {
    if (options == null) return true;
    if (typeof options != 'object' || Array.isArray(options)) return false;
    for (const key in options) if (!KEYS.includes(key)) return false;
    return true;
  };
  const direct = (puzzle, limit, options) => {
    if (!readable(options)) return;
    const grid = puzzle instanceof Uint8Array || puzzle instanceof Int32Array;
    fields();
    const length = grid ? values(puzzle) : ascii(puzzle, puzzleField);
    const { engine, budget, first } = options ?? NO_OPTIONS;
    const count = number(limit);
    const nodes = number(budget);
    const firstFlag = first == null ? -1 : first === true ? 1 : first === false ? 0 : undefined;
    const engineLength = engine == null ? -1 : ascii(engine, engineField);
    if (length === undefined || count === undefined || nodes === undefined || firstFlag === undefined ||
        engineLength === undefined) return;
    const handle = _solveCall(grid, length, count, nodes, firstFlag, engineLength);
    if (!handle) return;
    const result = Emval.toValue(handle);
    __emval_decref(handle);
    return result;
  };
  // embind's solve looks its overloads (one per argument count) up on Module.solve.
  Module.solve = function (puzzle, limit, options) {
    return (arguments.length < 4 && direct(puzzle, limit, options)) || bound.apply(this, arguments);
  };
  Module.solve.overloadTable = bound.overloadTable;
});
