/* spring-ai-ts, Apache-2.0. Reactor's Schedulers factory, whose schedulers change nothing in JS. */
import type { Disposable } from './Disposable.js';
import type { Scheduler } from './Scheduler.js';

function named(name: string): Scheduler {
  return {
    schedule(task: () => void): Disposable {
      let disposed = false;
      queueMicrotask(() => {
        if (!disposed) {
          disposed = true;
          task();
        }
      });
      return {
        dispose(): void {
          disposed = true;
        },
        isDisposed: () => disposed,
      };
    },
    dispose(): void {
      // nothing to release
    },
    toString: () => name,
  };
}

const BOUNDED_ELASTIC = named('boundedElastic');
const PARALLEL = named('parallel');
const IMMEDIATE = named('immediate');
const SINGLE = named('single');

/**
 * Reactor's `Schedulers` factory, so `flux.subscribeOn(Schedulers.boundedElastic())` and
 * `publishOn(…)` translate as they are.
 *
 * @remarks
 * Every scheduler here is the same event loop. Reactor moves blocking work to `boundedElastic`
 * threads; in JavaScript blocking work (HTTP, files, tools) is already asynchronous, and there is
 * only one thread to run callbacks on, so `subscribeOn`/`publishOn` change neither order nor
 * concurrency. Each factory returns one shared instance.
 *
 * @see https://projectreactor.io/docs/core/release/api/reactor/core/scheduler/Schedulers.html
 * @category Streaming
 */
export const Schedulers = {
  /** Reactor's scheduler for blocking work; here, the event loop. */
  boundedElastic(): Scheduler {
    return BOUNDED_ELASTIC;
  },
  /** Reactor's CPU-bound scheduler; here, the event loop. */
  parallel(): Scheduler {
    return PARALLEL;
  },
  /** Reactor's run-on-the-caller scheduler; here, the event loop. */
  immediate(): Scheduler {
    return IMMEDIATE;
  },
  /** Reactor's single-thread scheduler; here, the event loop. */
  single(): Scheduler {
    return SINGLE;
  },
} as const;
