/* spring-ai-ts, Apache-2.0. Operator fusion for Flux (internal): synchronous stages run as one. */
import type { FluxCore } from './FluxCore.js';

/** Receives one element; returns `false` when no more elements are wanted (take, takeUntil). */
export type Push<T> = (value: T) => boolean;

/**
 * A synchronous, element-wise operator (map, filter, take…). Called once per subscription with the
 * downstream push, it returns the push its upstream calls; per-subscription state lives in that
 * closure. Consecutive stages compose into one function, so a pipeline of them costs one call chain
 * per element, and no promise at all when the source is synchronous (Reactor's micro-fusion).
 */
export type Stage<I, O> = (down: Push<O>) => Push<I>;

const DONE: IteratorReturnResult<undefined> = Object.freeze({ done: true, value: undefined });

/** An iterator result that ends iteration. */
export function done<T>(): IteratorResult<T> {
  return DONE;
}

/** Calls `return()` on an iterator while cancelling, dropping its errors as Reactor's cancel does. */
export async function cancelQuietly(it: AsyncIterator<unknown> | Iterator<unknown> | undefined): Promise<void> {
  if (it?.return === undefined) {
    return;
  }
  try {
    await it.return();
  } catch {
    // A failure while cancelling has no subscriber left to receive it.
  }
}

/** Adapts a synchronous iterator to the async protocol: one resolved promise per element. */
export function syncToAsync<T>(it: Iterator<T>): AsyncIterator<T> {
  return {
    next(): Promise<IteratorResult<T>> {
      try {
        return Promise.resolve(it.next());
      } catch (e) {
        return Promise.reject(e);
      }
    },
    return(): Promise<IteratorResult<T>> {
      try {
        it.return?.();
      } catch {
        // dropped, as above
      }
      return Promise.resolve(DONE);
    },
  };
}

/**
 * Runs a synchronous pipeline (a synchronous source, possibly with fused stages) as a plain loop,
 * pushing each element to `sink`. Returns `false`, doing nothing, when `flux` is not synchronous.
 */
export function runSync<T>(flux: FluxCore<T>, sink: Push<T>): boolean {
  const base = flux._stage !== undefined ? flux._upstream! : (flux as FluxCore<unknown>);
  const factory = base._sync;
  if (factory === undefined) {
    return false;
  }
  const push: Push<unknown> = flux._stage ? flux._stage(sink) : (sink as Push<unknown>);
  const it = factory();
  let upstreamFailed = true;
  try {
    for (;;) {
      upstreamFailed = true;
      const r = it.next();
      if (r.done) {
        return true;
      }
      upstreamFailed = false;
      if (!push(r.value)) {
        it.return?.();
        return true;
      }
    }
  } catch (e) {
    if (!upstreamFailed) {
      try {
        it.return?.();
      } catch {
        // dropped: the operator's error is the one to report
      }
    }
    throw e;
  }
}

/**
 * The synchronous iterator factory of `flux`, when it has one: a synchronous source, a synchronous
 * operator over one, or a fused pipeline over one.
 */
export function syncFactoryOf<T>(flux: FluxCore<T>): (() => Iterator<T>) | undefined {
  if (flux._sync !== undefined) {
    return flux._sync;
  }
  const base = flux._upstream?._sync;
  const stage = flux._stage;
  if (base === undefined || stage === undefined) {
    return undefined;
  }
  return () => fusedSyncIterator(base, stage);
}

/**
 * The iterator of a fused pipeline over a synchronous source. When a stage stops (take), the
 * element is delivered first and the upstream is cancelled on the next pull or `return()`, which is
 * Reactor's order (the element reaches the subscriber before the cancel).
 */
export function fusedSyncIterator<S, T>(base: () => Iterator<S>, stage: Stage<S, T>): Iterator<T> {
  let up: Iterator<S> | undefined;
  let push: Push<S> | undefined;
  let finished = false;
  let stopped = false;
  let has = false;
  let out: T | undefined;
  const sink: Push<T> = (v) => {
    out = v;
    has = true;
    return true;
  };
  const cancel = (): void => {
    finished = true;
    try {
      up?.return?.();
    } catch {
      // dropped: a cancelled subscriber receives nothing more
    }
  };
  return {
    next(): IteratorResult<T> {
      if (finished) {
        return DONE;
      }
      if (stopped) {
        cancel();
        return DONE;
      }
      if (push === undefined) {
        push = stage(sink);
        up = base();
      }
      for (;;) {
        let r: IteratorResult<S>;
        try {
          r = up!.next();
        } catch (e) {
          finished = true;
          throw e;
        }
        if (r.done) {
          finished = true;
          return DONE;
        }
        let more: boolean;
        try {
          more = push(r.value);
        } catch (e) {
          has = false;
          out = undefined;
          cancel();
          throw e;
        }
        if (!more) {
          stopped = true;
        }
        if (has) {
          const value = out as T;
          has = false;
          out = undefined;
          return { done: false, value };
        }
        if (stopped) {
          cancel();
          return DONE;
        }
      }
    },
    return(): IteratorResult<T> {
      if (!finished) {
        cancel();
      }
      return DONE;
    },
  };
}

/** The async iterator of a fused pipeline, with the same semantics as {@link fusedSyncIterator}. */
export function fusedIterator<S, T>(base: FluxCore<S>, stage: Stage<S, T>): AsyncIterator<T> {
  const baseSync = base._sync;
  if (baseSync !== undefined) {
    return syncToAsync(fusedSyncIterator(baseSync, stage));
  }
  let up: AsyncIterator<S> | undefined;
  let push: Push<S> | undefined;
  let finished = false;
  let stopped = false;
  let has = false;
  let out: T | undefined;
  const sink: Push<T> = (v) => {
    out = v;
    has = true;
    return true;
  };
  const cancelUpstream = async (): Promise<void> => {
    finished = true;
    await cancelQuietly(up);
  };
  const stop = (): Promise<IteratorResult<T>> => cancelUpstream().then(() => DONE);
  const onError = (e: unknown): never => {
    finished = true;
    throw e;
  };
  // Promise callbacks rather than an async function: one promise per element instead of the
  // async wrapper's own promise and await hops (this stage sits on every chat stream).
  const onResult = (r: IteratorResult<S>): IteratorResult<T> | Promise<IteratorResult<T>> => {
    if (r.done) {
      finished = true;
      return DONE;
    }
    let more: boolean;
    try {
      more = push!(r.value);
    } catch (e) {
      has = false;
      out = undefined;
      return cancelUpstream().then(() => {
        throw e;
      });
    }
    if (!more) {
      stopped = true;
    }
    if (has) {
      const value = out as T;
      has = false;
      out = undefined;
      return { done: false, value };
    }
    if (stopped) {
      return stop();
    }
    return pull();
  };
  const pull = (): Promise<IteratorResult<T>> => {
    let step: Promise<IteratorResult<S>>;
    try {
      // Promise.resolve: the same promise for a native one; adopts what a loose iterator returns.
      step = Promise.resolve(up!.next());
    } catch (e) {
      finished = true;
      return Promise.reject(e);
    }
    return step.then(onResult, onError);
  };
  return {
    next(): Promise<IteratorResult<T>> {
      if (finished) {
        return Promise.resolve(DONE);
      }
      if (stopped) {
        return stop();
      }
      if (push === undefined) {
        try {
          push = stage(sink);
          up = base._factory();
        } catch (e) {
          return Promise.reject(e);
        }
      }
      return pull();
    },
    async return(): Promise<IteratorResult<T>> {
      if (!finished) {
        await cancelUpstream();
      }
      return DONE;
    },
  };
}
