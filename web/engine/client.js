// The page's handle on the engine: promise-based calls to the module worker, with cancellation.
//
//   const engine = new EngineClient();                  // the worker starts on first use
//   const result = await engine.call('solve', [puzzle, 2, { variant: 'x' }]);
//   await engine.call('generate', [options], { onProgress: (fraction, info) => {} });
//   engine.cancel();                                    // stops a busy call: its promise rejects (CancelledError)
//
// A result carrying an error rejects with an Error whose message is the engine's, whose .cells lists the
// cells it is about. A busy WASM loop cannot be interrupted, so cancel() terminates the worker; the next call
// starts a fresh one. A worker that fails after loading is replaced at once and `onRestart(reason)` is called.

const DEFAULT_WORKER_URL = new URL('./worker.js', import.meta.url);

export class CancelledError extends Error {
  constructor(message = 'the engine call was cancelled') {
    super(message);
    this.name = 'CancelledError';
  }
}

// result: the failed call's whole result, when it carries more than the message (a grid as written, say).
function engineError(message, cells = [], result = undefined) {
  const error = new Error(message);
  error.cells = cells;
  if (result) error.result = result;
  return error;
}

export class EngineClient {
  #url;
  #worker = null;
  #ready = null;
  #settleReady = null;
  #pending = new Map();  // id -> {resolve, reject, onProgress}
  #nextId = 1;
  #loaded = false;
  onRestart = null;

  constructor(workerUrl = DEFAULT_WORKER_URL) {
    this.#url = workerUrl;
  }

  // Resolves once the module is loaded in the (current) worker; rejects if it fails to load.
  get ready() {
    this.#start();
    return this.#ready;
  }

  call(action, args = [], { onProgress } = {}) {
    this.#start();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, onProgress });
      try {
        this.#worker.postMessage({ id, action, args });
      } catch (error) {  // arguments that cannot be cloned (a function, say): this call fails, the worker goes on
        this.#pending.delete(id);
        reject(error);
      }
    });
  }

  // Stops the worker if it is busy, rejecting every pending call with a CancelledError.
  cancel() {
    if (this.#pending.size > 0) this.#stop(() => new CancelledError());
  }

  #start() {
    if (this.#worker) return;
    this.#loaded = false;
    this.#ready = new Promise((resolve, reject) => {
      this.#settleReady = { resolve, reject };
    });
    this.#ready.catch(() => {});  // a load failure also rejects the pending calls; nobody has to await ready
    const worker = new Worker(this.#url, { type: 'module' });
    worker.onmessage = ({ data }) => this.#receive(data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.#crash(event.message || 'it could not be loaded');
    };
    worker.onmessageerror = () => this.#crash('it sent a message that could not be read');
    this.#worker = worker;
  }

  #receive(data) {
    if (data.ready) {
      this.#loaded = true;
      return this.#settleReady.resolve();
    }
    if ('fatal' in data) return this.#stop(() => engineError(`the engine failed to load: ${data.fatal}`));
    const call = this.#pending.get(data.id);
    if (!call) return;  // a reply to a call that was already rejected
    if ('progress' in data) return call.onProgress?.(data.progress, data.info);
    this.#pending.delete(data.id);
    if (data.error) call.reject(engineError(data.error.message, data.error.cells, data.error.result));
    else call.resolve(data.result);
  }

  // A worker that had loaded and then failed (an uncaught error in it) is replaced at once, so the page keeps an
  // engine; one that never loaded is left for the next call to retry, so a missing module cannot restart in a loop.
  #crash(reason) {
    const restart = this.#loaded;
    const message = restart ? `the engine stopped (${reason}) and was restarted` : `the engine worker failed: ${reason}`;
    this.#stop(() => engineError(message));
    if (!restart) return;
    this.#start();
    this.onRestart?.(reason);
  }

  // Terminates the worker and rejects what it still owed; the next call starts a new worker.
  #stop(makeError) {
    this.#worker?.terminate();
    this.#worker = null;
    this.#settleReady?.reject(makeError());
    const calls = [...this.#pending.values()];
    this.#pending.clear();
    for (const call of calls) call.reject(makeError());
  }
}
