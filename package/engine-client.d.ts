// Types of the worker client: the engine in a module Web Worker, so a page never blocks.
import type { GenerateOptions, GenerateResult } from '../index.js';

export class CancelledError extends Error {
  name: 'CancelledError';
}

export type Action = 'solve' | 'parse' | 'rate' | 'steps' | 'hint' | 'generate' | 'parseGameId' | 'cover';

export interface CallOptions {
  /** For 'generate': called with the fraction done. */
  onProgress?: (fraction: number, info?: unknown) => void;
}

export class EngineClient {
  /** `workerUrl` defaults to the worker file next to this module. */
  constructor(workerUrl?: URL | string);
  /** Resolves once the module is loaded in the worker. */
  readonly ready: Promise<void>;
  /** Called when a failed worker was replaced. */
  onRestart: ((reason: string) => void) | null;
  /** Runs a module call with its arguments in the worker; rejects with the engine's error, or CancelledError. */
  call(action: 'generate', args: [GenerateOptions?], options?: CallOptions): Promise<GenerateResult>;
  call(action: Action, args?: unknown[], options?: CallOptions): Promise<Record<string, unknown>>;
  /** Terminates a busy worker: pending calls reject with CancelledError; the next call starts a new one. */
  cancel(): void;
}
