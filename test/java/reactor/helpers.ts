// Shared fixtures for the reactive tests: cold sources on both execution paths (a synchronous
// iterable, which takes the fused promise-free path, and an async generator), each logging when
// its `finally` runs, and a guard that fails a test on any unhandled rejection.
import { Flux } from '../../../src/java/reactor/index.js';

export type Path = 'sync' | 'async';
export const PATHS: Path[] = ['sync', 'async'];

/**
 * A cold source of `values` (then `failure`, if given) on the given path; every subscription logs
 * `'subscribe'`, and `'source finally'` when the source is released.
 */
export function source<T>(path: Path, values: readonly T[], log: string[] = [], failure?: unknown): Flux<T> {
  if (path === 'sync') {
    return Flux.fromIterable<T>({
      *[Symbol.iterator]() {
        log.push('subscribe');
        try {
          yield* values;
          if (failure !== undefined) {
            throw failure;
          }
        } finally {
          log.push('source finally');
        }
      },
    });
  }
  return Flux.from<T>({
    async *[Symbol.asyncIterator]() {
      log.push('subscribe');
      try {
        for (const value of values) {
          await Promise.resolve();
          yield value;
        }
        if (failure !== undefined) {
          throw failure;
        }
      } finally {
        log.push('source finally');
      }
    },
  });
}

/** Collects into an array with `for await` (the async-iteration consumer). */
export async function iterate<T>(flux: AsyncIterable<T>, stopAfter = Infinity): Promise<T[]> {
  const out: T[] = [];
  for await (const value of flux) {
    out.push(value);
    if (out.length >= stopAfter) {
      break;
    }
  }
  return out;
}

/** Resolves after pending promise jobs and timers of the current turn have run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Installs a process 'unhandledRejection' listener around every test of the file; any hit fails the test. */
export function failOnUnhandledRejections(): void {
  const seen: unknown[] = [];
  const listener = (reason: unknown): void => {
    seen.push(reason);
  };
  beforeEach(() => {
    seen.length = 0;
    process.on('unhandledRejection', listener);
  });
  afterEach(async () => {
    await settle();
    await settle();
    process.off('unhandledRejection', listener);
    expect(seen).toEqual([]);
  });
}
