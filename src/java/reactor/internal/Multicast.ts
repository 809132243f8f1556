/* spring-ai-ts, Apache-2.0. One upstream subscription shared by several pulled subscribers (internal). */
import { FluxCore } from './FluxCore.js';
import { cancelQuietly, done } from './fusion.js';

interface Cursor {
  position: number;
}

/**
 * Shares one subscription to `source` among the subscribers of {@link Multicast.shared}, as
 * Reactor's `publish` does: each subscriber sees the elements that arrive after it subscribed,
 * at its own pace; an element is kept until every current subscriber has read it. The upstream is
 * subscribed one event-loop turn after the first pull (so branches subscribing together all see the
 * first element) and pulled one element at a time, when the fastest subscriber needs it.
 */
export class Multicast<T> {
  /** The Flux to hand to the subscribers. */
  readonly shared: FluxCore<T>;
  private upstream: AsyncIterator<T> | undefined;
  private buffer: T[] = [];
  private base = 0;
  private terminal: { failed: boolean; error?: unknown } | undefined;
  private inflight: Promise<void> | undefined;
  private readonly cursors = new Set<Cursor>();
  private closed = false;

  constructor(private readonly source: FluxCore<T>) {
    this.shared = new FluxCore<T>(() => this.subscribe());
  }

  /** Cancels the upstream subscription (if still running) and ends every subscriber. */
  async close(): Promise<void> {
    if (this.closed) {
      return;
    }
    this.closed = true;
    this.cursors.clear();
    this.buffer = [];
    if (this.upstream !== undefined && this.terminal === undefined) {
      const cancelling = cancelQuietly(this.upstream);
      if (this.inflight === undefined) {
        await cancelling;
      }
    }
  }

  private subscribe(): AsyncIterator<T> {
    const cursor: Cursor = { position: this.base + this.buffer.length };
    this.cursors.add(cursor);
    return {
      next: async (): Promise<IteratorResult<T>> => {
        for (;;) {
          if (!this.cursors.has(cursor)) {
            return done();
          }
          if (cursor.position < this.base + this.buffer.length) {
            const value = this.buffer[cursor.position - this.base] as T;
            cursor.position++;
            this.trim();
            return { done: false, value };
          }
          if (this.terminal !== undefined) {
            this.cursors.delete(cursor);
            if (this.terminal.failed) {
              throw this.terminal.error;
            }
            return done();
          }
          await this.pull();
        }
      },
      return: async (): Promise<IteratorResult<T>> => {
        this.cursors.delete(cursor);
        this.trim();
        return done();
      },
    };
  }

  private pull(): Promise<void> {
    this.inflight ??= (async () => {
      try {
        if (this.upstream === undefined) {
          // Connect only once the branches subscribing in this turn have joined, so they all see
          // the first element (Reactor subscribes them before requesting anything).
          await new Promise<void>((resolve) => setImmediate(resolve));
          if (this.closed) {
            return;
          }
          this.upstream = this.source[Symbol.asyncIterator]();
        }
        const result = await this.upstream.next();
        if (result.done) {
          this.terminal = { failed: false };
        } else if (!this.closed) {
          this.buffer.push(result.value);
        }
      } catch (error) {
        this.terminal = { failed: true, error };
      } finally {
        this.inflight = undefined;
      }
    })();
    return this.inflight;
  }

  private trim(): void {
    let min = this.base + this.buffer.length;
    for (const cursor of this.cursors) {
      min = Math.min(min, cursor.position);
    }
    if (min > this.base) {
      this.buffer.splice(0, min - this.base);
      this.base = min;
    }
  }
}
