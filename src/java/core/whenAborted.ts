/* spring-ai-ts, Apache-2.0. No Java counterpart: one `abort` listener per AbortSignal, fanning out to the library's calls. */

/** The callbacks waiting on each signal, and the one listener the signal holds for them. */
const waiting = new WeakMap<AbortSignal, { callbacks: Set<() => void>; listener: () => void }>();

/**
 * Calls `callback` once when `signal` aborts; returns the function that stops waiting (call it
 * when the work ends, aborted or not). However many calls wait on one signal, the signal holds a
 * single `abort` listener of the library, so a caller that shares one signal between any number
 * of concurrent calls gets no `MaxListenersExceededWarning`; the listener goes away with the last
 * waiting call. Like `addEventListener`, nothing happens for a signal that has already aborted
 * (check `signal.aborted` first). No signal: nothing to wait for.
 *
 * @internal
 */
export function whenAborted(signal: AbortSignal | undefined, callback: () => void): () => void {
  if (signal === undefined) return stopNothing;
  let entry = waiting.get(signal);
  if (entry === undefined) {
    const callbacks = new Set<() => void>();
    const listener = (): void => {
      waiting.delete(signal);
      for (const waiter of [...callbacks]) waiter();
      callbacks.clear();
    };
    entry = { callbacks, listener };
    waiting.set(signal, entry);
    signal.addEventListener('abort', listener, { once: true });
  }
  // A wrapper per call: the same callback may wait twice.
  const waiter = (): void => callback();
  const { callbacks, listener } = entry;
  callbacks.add(waiter);
  return () => {
    if (!callbacks.delete(waiter) || callbacks.size > 0) return;
    if (waiting.get(signal)?.callbacks === callbacks) waiting.delete(signal);
    signal.removeEventListener('abort', listener);
  };
}

function stopNothing(): void {}
