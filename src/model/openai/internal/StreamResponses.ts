/* spring-ai-ts, Apache-2.0. Internal: the responses of one OpenAiChatModel stream round, as one iterator. */
import { ChatResponse } from '../../../chat/model/ChatResponse.js';
import type { ChatResponseMetadata } from '../../../chat/metadata/ChatResponseMetadata.js';
import type { Usage } from '../../../chat/metadata/Usage.js';
import { UsageCalculator } from '../../../support/UsageCalculator.js';

/** What one round needs from its model. */
export interface StreamResponseSteps<C> {
  /** The round's chunks. */
  readonly chunks: AsyncIterable<C>;
  /** One chunk → its response. */
  toResponse(chunk: C): ChatResponse;
  /** Whether a response takes the usage of the response after it (`stream_options.include_usage`). */
  readonly includeUsage: boolean;
  /** The metadata of a response given the next response's usage. */
  withUsage(metadata: ChatResponseMetadata, usage: Usage): ChatResponseMetadata;
  /** Whether the model runs the tools `response` asks for. */
  toolExecutionRequired(response: ChatResponse): boolean;
  /** Runs the tools: what streams in the response's place (the direct result, or the next round). */
  afterTools(response: ChatResponse): Promise<AsyncIterable<ChatResponse>>;
}

type Result = IteratorResult<ChatResponse>;
const DONE: IteratorReturnResult<undefined> = Object.freeze({ done: true, value: undefined });

/**
 * Spring's `chunks.map(toResponse).buffer(2, 1).map(usage of the next).concatMap(run tools or
 * pass)` for one round, as one iterator (one promise per chunk instead of an operator chain):
 * with `includeUsage`, each response is held until the next one arrives and takes its usage when
 * that has any; a response that asks for tools is replaced by what the tools lead to (the next
 * round's responses, in full, before the rest of this round's).
 */
export class StreamResponses<C> implements AsyncIterator<ChatResponse> {
  private upstream: AsyncIterator<C> | undefined;
  private following: AsyncIterator<ChatResponse> | undefined;
  private held: ChatResponse | undefined;
  private upstreamDone = false;
  private finished = false;

  constructor(private readonly steps: StreamResponseSteps<C>) {}

  async next(): Promise<Result> {
    for (;;) {
      if (this.finished) return DONE;
      const following = this.following;
      if (following !== undefined) {
        const result = await following.next();
        if (result.done !== true) return result;
        this.following = undefined;
        continue;
      }
      const ready = await this.nextReady();
      if (ready === undefined) {
        this.finished = true;
        return DONE;
      }
      if (!this.steps.toolExecutionRequired(ready)) return { done: false, value: ready };
      this.following = (await this.steps.afterTools(ready))[Symbol.asyncIterator]();
    }
  }

  async return(): Promise<Result> {
    if (this.finished) return DONE;
    this.finished = true;
    await Promise.all([this.following?.return?.(), this.upstream?.return?.()]);
    return DONE;
  }

  /** The next response of this round, after the usage look-ahead; `undefined` at its end. */
  private async nextReady(): Promise<ChatResponse | undefined> {
    const steps = this.steps;
    for (;;) {
      if (this.upstreamDone) {
        const last = this.held;
        this.held = undefined;
        return last;
      }
      this.upstream ??= steps.chunks[Symbol.asyncIterator]();
      const result = await this.upstream.next();
      if (result.done === true) {
        this.upstreamDone = true;
        continue;
      }
      const response = steps.toResponse(result.value);
      if (!steps.includeUsage) return response;
      const held = this.held;
      this.held = response;
      if (held === undefined) continue;
      const usage = response.getMetadata().getUsage();
      return UsageCalculator.isEmpty(usage) ? held : new ChatResponse(held.getResults(), steps.withUsage(held.getMetadata(), usage));
    }
  }
}
