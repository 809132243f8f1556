/* spring-ai-ts, Apache-2.0. Internal: the lean pull loop over a MiniMax SSE body. */
import { AbortedException } from '../../../../core/AbortedException.js';
import type { ChatCompletionChunk } from '../ChatCompletionChunk.js';
import { MiniMaxStreamException } from '../MiniMaxStreamException.js';
import type { ErrorMapping } from './errors.js';
import { SseParser } from './SseParser.js';
import { StreamAssembler } from './StreamAssembler.js';

/** Timeouts of one stream, milliseconds (`undefined` = none). */
export interface StreamTimeouts {
  firstTokenTimeout: number | undefined;
  idleTimeout: number | undefined;
}

/**
 * Fires when no event arrived for too long. One timer per stream, re-armed lazily: an event
 * only stores a timestamp, the timer checks it when it fires (no timer churn per delta).
 */
class Watchdog {
  private last = Date.now();
  private first = true;
  private timer: ReturnType<typeof setTimeout> | undefined;
  fired: MiniMaxStreamException | undefined;

  constructor(
    private readonly timeouts: StreamTimeouts,
    private readonly controller: AbortController,
  ) {
    this.arm(this.limit());
  }

  touch(): void {
    this.last = Date.now();
    this.first = false;
  }

  stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private limit(): number | undefined {
    return this.first ? (this.timeouts.firstTokenTimeout ?? this.timeouts.idleTimeout) : this.timeouts.idleTimeout;
  }

  private arm(delay: number | undefined): void {
    if (delay === undefined) return;
    this.timer = setTimeout(() => this.check(), Math.max(1, delay));
    this.timer.unref?.();
  }

  private check(): void {
    this.timer = undefined;
    const limit = this.limit();
    if (limit === undefined) return;
    const elapsed = Date.now() - this.last;
    if (elapsed < limit) {
      this.arm(limit - elapsed);
      return;
    }
    const reason = this.first ? 'first-token-timeout' : 'idle-timeout';
    this.fired = new MiniMaxStreamException(
      this.first ? `No MiniMax stream event within ${limit} ms (first-token timeout)` : `The MiniMax stream sent nothing for ${limit} ms (idle timeout)`,
      reason,
    );
    this.controller.abort(this.fired);
  }
}

type Result = IteratorResult<ChatCompletionChunk>;
type Read = Awaited<ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']>>;
const DONE: IteratorReturnResult<undefined> = Object.freeze({ done: true, value: undefined });

/** How a {@link ChunkReader} sends its request, maps its errors and releases what the request holds. */
export interface ChunkReaderSteps {
  /** Sends the request (at the first pull). */
  send(): Promise<Response>;
  /** Maps any failure before it reaches the consumer (the API client redacts its key). */
  mapError(error: unknown): unknown;
  /** Runs once when the stream ends, fails or is cancelled. */
  release(): void;
}

/**
 * The chunks of one MiniMax stream, read from its body to the end (so the connection can be
 * reused) through the {@link SseParser} and the {@link StreamAssembler}. An iterator rather than
 * an async generator: a chunk already parsed costs one settled promise, a network read one
 * `read().then(…)`; a generator adds its own promises and await hops per chunk. Leaving early
 * aborts the request through `controller`.
 */
export class ChunkReader implements AsyncIterator<ChatCompletionChunk> {
  private reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  private readonly decoder = new TextDecoder();
  private readonly events: string[] = [];
  private eventIndex = 0;
  private readonly parser = new SseParser((data) => this.events.push(data));
  private readonly assembler: StreamAssembler;
  private watchdog: Watchdog | undefined;
  private tail: ChatCompletionChunk[] | undefined;
  private tailIndex = 0;
  private opened = false;
  private complete = false;
  private closed = false;

  constructor(
    private readonly steps: ChunkReaderSteps,
    private readonly controller: AbortController,
    private readonly callerSignal: AbortSignal | undefined,
    private readonly timeouts: StreamTimeouts,
    mapping: ErrorMapping,
  ) {
    this.assembler = new StreamAssembler(mapping);
  }

  next(): Promise<Result> {
    if (this.closed) return Promise.resolve(DONE);
    if (!this.opened) {
      this.opened = true;
      let sent: Promise<Response>;
      try {
        sent = this.steps.send();
      } catch (error) {
        return Promise.reject(this.fail(error));
      }
      return sent.then(this.onResponse, this.onFailure);
    }
    return this.pending();
  }

  return(): Promise<Result> {
    this.close();
    return Promise.resolve(DONE);
  }

  /** The next chunk already parsed, or the next network read. */
  private pending(): Promise<Result> {
    let chunk: ChatCompletionChunk | undefined;
    try {
      chunk = this.drain();
    } catch (error) {
      return Promise.reject(this.fail(error));
    }
    if (chunk !== undefined) return Promise.resolve({ done: false, value: chunk });
    if (this.complete) {
      this.close();
      return Promise.resolve(DONE);
    }
    return (this.reader as ReadableStreamDefaultReader<Uint8Array>).read().then(this.onRead, this.onReadError);
  }

  private readonly onResponse = (response: Response): Promise<Result> => {
    if (this.closed) {
      void response.body?.cancel().catch(() => undefined);
      return Promise.resolve(DONE);
    }
    const body = response.body;
    if (body === null) {
      this.complete = true;
      return this.pending();
    }
    this.reader = body.getReader();
    this.watchdog = new Watchdog(this.timeouts, this.controller);
    return this.pending();
  };

  private readonly onRead = (result: Read): Result | Promise<Result> => {
    if (this.closed) return DONE;
    try {
      if (result.done) {
        this.complete = true;
        this.parser.feed(this.decoder.decode());
        this.parser.end();
      } else {
        this.parser.feed(this.decoder.decode(result.value, { stream: true }));
        if (this.events.length > 0) this.watchdog?.touch();
      }
    } catch (error) {
      return Promise.reject(this.fail(error));
    }
    return this.pending();
  };

  private readonly onReadError = (error: unknown): never => {
    if (this.closed) throw error;
    if (this.watchdog?.fired) throw this.fail(this.watchdog.fired);
    if (this.callerSignal?.aborted) throw this.fail(AbortedException.from(this.callerSignal, 'The MiniMax stream'));
    throw this.fail(new MiniMaxStreamException('The MiniMax stream broke off before a finish_reason: the response is truncated', 'truncated', error));
  };

  private readonly onFailure = (error: unknown): never => {
    throw this.fail(error);
  };

  /** The next chunk of the events parsed so far; at the end of the body, the assembler's last chunks. */
  private drain(): ChatCompletionChunk | undefined {
    const events = this.events;
    while (this.eventIndex < events.length) {
      const chunk = this.assembler.accept(events[this.eventIndex++] as string);
      if (chunk !== undefined) return chunk;
    }
    if (this.eventIndex > 0) {
      events.length = 0;
      this.eventIndex = 0;
    }
    if (!this.complete) return undefined;
    this.tail ??= this.assembler.end();
    return this.tailIndex < this.tail.length ? this.tail[this.tailIndex++] : undefined;
  }

  private fail(error: unknown): unknown {
    this.close();
    return this.steps.mapError(error);
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    this.watchdog?.stop();
    const reader = this.reader;
    if (!this.complete) {
      this.controller.abort(new AbortedException('The MiniMax stream was cancelled'));
      reader?.cancel().catch(() => undefined);
    } else {
      reader?.releaseLock();
    }
    this.steps.release();
  }
}
