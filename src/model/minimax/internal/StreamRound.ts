/* spring-ai-ts, Apache-2.0. Internal: the iterator of one streamed round of MiniMaxChatModel. */
import { ChatResponse } from '../../../chat/model/ChatResponse.js';
import type { Observation } from '../../../java/micrometer/observation/Observation.js';
import type { Flux } from '../../../java/reactor/Flux.js';
import { UsageCalculator } from '../../../support/UsageCalculator.js';
import type { Prompt } from '../../../chat/prompt/Prompt.js';
import type { StreamedToolRoundOutcome } from '../../tool/loop/ChatModelToolLoop.js';
import type { ChatCompletionChunk } from '../api/ChatCompletionChunk.js';
import { accumulateUsage, ChunkConverter, textOnly } from './responses.js';

/** What a round needs from its model; the model builds one per round. */
export interface StreamRoundSteps {
  /** Sends the request (through the retry template): the chunks of the answer. */
  open(): Promise<AsyncIterable<ChatCompletionChunk>>;
  /** Whether `response` asks for tools that the model runs itself. */
  toolExecutionRequired(response: ChatResponse): boolean;
  /** Runs the requested tools: the loop's final response, or the next round's prompt. */
  runTools(response: ChatResponse): Promise<StreamedToolRoundOutcome>;
  /** The next round, after the tools ran: `prompt` carries the conversation with their results. */
  nextRound(prompt: Prompt, cumulative: ChatResponse | undefined): Flux<ChatResponse>;
  /**
   * The round's started observation: errors are recorded on it, and it stops when the round
   * fails or is cancelled, and when it completes unless `stopOnCompletion` is false.
   */
  readonly observation: Observation;
  /**
   * Whether the round stops its observation when it completes (default true). The model passes
   * false when an aggregator after the round still has to give the observation its response:
   * then the model stops it after the aggregator, as Spring's `doFinally` runs after the
   * completion reached the aggregator.
   */
  readonly stopOnCompletion?: boolean;
  /** Called with the round's failure (the model logs it when no aggregator does). */
  onError?(error: unknown): void;
}

type Result = IteratorResult<ChatResponse>;
const DONE: IteratorReturnResult<undefined> = Object.freeze({ done: true, value: undefined });

/**
 * One request of a stream and, when the model asked for tools, the tool run and the next round,
 * as one iterator: per chunk it costs one promise (`upstream.next().then(…)`), where an async
 * generator costs several. Text deltas pass on as they come; the chunks that only ask for tools
 * are kept (the last one wins) and their text still passes on; usage is summed over the rounds.
 * When the chunks end with tools requested, the tools run and the next round's stream follows,
 * or their direct result (or the limit's final response) ends the stream.
 *
 * The observation stops when the round (including the rounds after it) completes (unless the
 * model stops it itself, see `stopOnCompletion`), fails or is cancelled; a failure is recorded on
 * it first.
 */
export class StreamRound implements AsyncIterator<ChatResponse> {
  private upstream: AsyncIterator<ChatCompletionChunk> | undefined;
  private following: AsyncIterator<ChatResponse> | undefined;
  private readonly converter = new ChunkConverter();
  private toolCallResponse: ChatResponse | undefined;
  private cumulative: ChatResponse | undefined;
  private last = false;
  private finished = false;

  constructor(
    private readonly steps: StreamRoundSteps,
    previousUsage: ChatResponse | undefined,
  ) {
    this.cumulative = previousUsage;
  }

  next(): Promise<Result> {
    if (this.finished) return Promise.resolve(DONE);
    if (this.last) {
      this.finish();
      return Promise.resolve(DONE);
    }
    const following = this.following;
    if (following !== undefined) return following.next().then(this.onFollowing, this.onError);
    const upstream = this.upstream;
    if (upstream !== undefined) return upstream.next().then(this.onChunk, this.onError);
    let opened: Promise<AsyncIterable<ChatCompletionChunk>>;
    try {
      opened = this.steps.open();
    } catch (error) {
      return Promise.reject(this.fail(error));
    }
    return opened.then(this.onOpen).then(this.onChunk, this.onError);
  }

  async return(): Promise<Result> {
    if (this.finished) return DONE;
    this.finished = true;
    try {
      await (this.following ?? this.upstream)?.return?.();
    } finally {
      this.steps.observation.stop();
    }
    return DONE;
  }

  private readonly onOpen = (chunks: AsyncIterable<ChatCompletionChunk>): Promise<IteratorResult<ChatCompletionChunk>> => {
    const upstream = chunks[Symbol.asyncIterator]();
    this.upstream = upstream;
    if (this.finished) {
      // Cancelled while the request was being opened.
      void Promise.resolve(upstream.return?.()).catch(() => undefined);
      return Promise.resolve(DONE);
    }
    return upstream.next();
  };

  private readonly onChunk = (result: IteratorResult<ChatCompletionChunk>): Result | Promise<Result> => {
    if (this.finished) return DONE;
    if (result.done === true) return this.endOfChunks();
    let response: ChatResponse;
    try {
      response = this.converter.convert(result.value);
      if (!UsageCalculator.isEmpty(response.getMetadata().getUsage())) {
        response = accumulateUsage(response, this.cumulative);
        this.cumulative = response;
      }
      if (this.steps.toolExecutionRequired(response)) {
        this.toolCallResponse = response;
        const text = response.getResult()?.getOutput().getText();
        if (!text) return (this.upstream as AsyncIterator<ChatCompletionChunk>).next().then(this.onChunk, this.onError);
        response = textOnly(response, text);
      }
    } catch (error) {
      return this.cancelAndFail(error);
    }
    return { done: false, value: response };
  };

  private endOfChunks(): Result | Promise<Result> {
    const toolCallResponse = this.toolCallResponse;
    if (toolCallResponse === undefined) {
      this.finish();
      return DONE;
    }
    const usage = this.cumulative?.getMetadata().getUsage();
    const withUsage = usage === undefined || UsageCalculator.isEmpty(usage) ? toolCallResponse : UsageCalculator.withUsage(toolCallResponse, usage);
    return this.steps.runTools(withUsage).then((outcome) => {
      if (this.finished) return DONE;
      if (outcome.kind === 'final') {
        // Direct tool results, or a breached tool-call limit, end the loop.
        this.last = true;
        return { done: false, value: outcome.response };
      }
      const following = this.steps.nextRound(outcome.prompt, this.cumulative)[Symbol.asyncIterator]();
      this.following = following;
      return following.next().then(this.onFollowing);
    }).then(undefined, this.onError);
  }

  private readonly onFollowing = (result: Result): Result => {
    if (this.finished) return DONE;
    if (result.done === true) this.finish();
    return result;
  };

  private readonly onError = (error: unknown): never => {
    throw this.fail(error);
  };

  /** A failure of the round's own step: the upstream is cancelled first, as a `for await` does. */
  private cancelAndFail(error: unknown): Promise<never> {
    const upstream = this.upstream;
    const cancelled = upstream?.return === undefined ? Promise.resolve() : Promise.resolve(upstream.return()).then(undefined, () => undefined);
    return cancelled.then(() => {
      throw this.fail(error);
    });
  }

  private fail(error: unknown): unknown {
    if (!this.finished) {
      this.finished = true;
      this.steps.observation.error(error);
      this.steps.observation.stop();
      this.steps.onError?.(error);
    }
    return error;
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    if (this.steps.stopOnCompletion !== false) this.steps.observation.stop();
  }
}
