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

/**
 * Reads `response` to its end (so the connection can be reused), feeding the {@link SseParser}
 * and the {@link StreamAssembler}; yields chunks as they complete. Leaving early aborts the
 * request through `controller`.
 */
export async function* readStream(
  response: Response,
  controller: AbortController,
  callerSignal: AbortSignal | undefined,
  timeouts: StreamTimeouts,
  mapping: ErrorMapping,
): AsyncGenerator<ChatCompletionChunk, void, undefined> {
  const body = response.body;
  const assembler = new StreamAssembler(mapping);
  if (body === null) {
    yield* assembler.end();
    return;
  }
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: string[] = [];
  const parser = new SseParser((data) => events.push(data));
  const watchdog = new Watchdog(timeouts, controller);
  let complete = false;
  try {
    for (;;) {
      let result: Awaited<ReturnType<typeof reader.read>>;
      try {
        result = await reader.read();
      } catch (error) {
        if (watchdog.fired) throw watchdog.fired;
        if (callerSignal?.aborted) throw AbortedException.from(callerSignal, 'The MiniMax stream');
        throw new MiniMaxStreamException('The MiniMax stream broke off before a finish_reason: the response is truncated', 'truncated', error);
      }
      if (result.done) break;
      parser.feed(decoder.decode(result.value, { stream: true }));
      if (events.length === 0) continue;
      watchdog.touch();
      for (let i = 0; i < events.length; i++) {
        const chunk = assembler.accept(events[i] as string);
        if (chunk !== undefined) yield chunk;
      }
      events.length = 0;
    }
    complete = true;
    parser.feed(decoder.decode());
    parser.end();
    for (const data of events) {
      const chunk = assembler.accept(data);
      if (chunk !== undefined) yield chunk;
    }
    yield* assembler.end();
  } finally {
    watchdog.stop();
    if (!complete) {
      controller.abort(new AbortedException('The MiniMax stream was cancelled'));
      reader.cancel().catch(() => undefined);
    } else {
      reader.releaseLock();
    }
  }
}
