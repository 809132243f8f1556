/* spring-ai-ts, Apache-2.0. The state machine behind Sinks.one() and Sinks.empty() (internal). */
import type { EmitOutcome } from './sinks.js';

/**
 * `Sinks.one()` / `Sinks.empty()` (Reactor's `SinkOneMulticast` / `SinkEmptyMulticast`): one
 * terminal signal, a value or empty or an error, replayed to every subscriber; a subscriber is a
 * pending `asMono()` Promise. @internal
 */
export class OneCore<T> {
  private result: { kind: 'value'; value: T } | { kind: 'empty' } | { kind: 'error'; error: unknown } | undefined;
  private readonly waiters = new Set<{ resolve: (value: T | undefined) => void; reject: (error: unknown) => void }>();

  tryEmitValue(value: T | null | undefined): EmitOutcome {
    if (value === null || value === undefined) {
      return this.settle({ kind: 'empty' });
    }
    return this.settle({ kind: 'value', value });
  }

  tryEmitEmpty(): EmitOutcome {
    return this.settle({ kind: 'empty' });
  }

  tryEmitError(error: unknown): EmitOutcome {
    return this.settle({ kind: 'error', error });
  }

  currentSubscriberCount(): number {
    return this.waiters.size;
  }

  asPromise(): Promise<T | undefined> {
    const result = this.result;
    if (result !== undefined) {
      return result.kind === 'error' ? Promise.reject(result.error) : Promise.resolve(result.kind === 'value' ? result.value : undefined);
    }
    return new Promise<T | undefined>((resolve, reject) => {
      this.waiters.add({ resolve, reject });
    });
  }

  private settle(result: NonNullable<OneCore<T>['result']>): EmitOutcome {
    if (this.result !== undefined) {
      return 'FAIL_TERMINATED';
    }
    this.result = result;
    const waiters = [...this.waiters];
    this.waiters.clear();
    for (const waiter of waiters) {
      if (result.kind === 'error') {
        waiter.reject(result.error);
      } else {
        waiter.resolve(result.kind === 'value' ? result.value : undefined);
      }
    }
    return 'OK';
  }
}
