/* Ported from Spring AI MessageAggregator (v1.1.8). spring-ai-ts, Apache-2.0. */
import { AbortedException } from '../../java/core/AbortedException.js';
import { Assert } from '../../java/core/Assert.js';
import { StringUtils } from '../../java/core/StringUtils.js';
import { LoggerFactory } from '../../java/logging/index.js';
import { Flux } from '../../java/reactor/index.js';
import { AssistantMessage } from '../messages/AssistantMessage.js';
import type { ToolCall } from '../messages/ToolCall.js';
import { ChatGenerationMetadata } from '../metadata/ChatGenerationMetadata.js';
import { ChatResponseMetadata } from '../metadata/ChatResponseMetadata.js';
import { EmptyRateLimit } from '../metadata/EmptyRateLimit.js';
import { PromptMetadata } from '../metadata/PromptMetadata.js';
import type { RateLimit } from '../metadata/RateLimit.js';
import { Usage } from '../metadata/Usage.js';
import { ChatResponse } from './ChatResponse.js';
import { Generation } from './Generation.js';
import { MessageAggregatorDefaultUsage } from './MessageAggregatorDefaultUsage.js';

const logger = LoggerFactory.getLogger('MessageAggregator');

/** What one subscription has gathered so far. */
interface AggregationState {
  text: string;
  messageMetadata: Map<string, unknown>;
  toolCalls: ToolCall[];
  generationMetadata: ChatGenerationMetadata;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  promptMetadata: PromptMetadata;
  rateLimit: RateLimit;
  id: string;
  model: string;
}

function newState(): AggregationState {
  return {
    text: '',
    messageMetadata: new Map(),
    toolCalls: [],
    generationMetadata: ChatGenerationMetadata.NULL,
    promptTokens: 0,
    completionTokens: 0,
    totalTokens: 0,
    promptMetadata: PromptMetadata.empty(),
    rateLimit: new EmptyRateLimit(),
    id: '',
    model: '',
  };
}

const positive = (value: number | undefined | null, previous: number): number =>
  typeof value === 'number' && value > 0 ? value : previous;

function accumulate(state: AggregationState, chatResponse: ChatResponse): void {
  const result = chatResponse.getResult();
  if (result !== undefined && result !== null) {
    const generationMetadata = result.getMetadata();
    if (generationMetadata !== undefined && generationMetadata !== null && generationMetadata !== ChatGenerationMetadata.NULL) {
      state.generationMetadata = generationMetadata;
    }
    const output = result.getOutput();
    const text = output.getText();
    if (text !== undefined && text !== null) state.text += text;
    const metadata = output.getMetadata();
    if (metadata !== undefined && metadata !== null) {
      for (const [key, value] of metadata) state.messageMetadata.set(key, value);
    }
    const toolCalls = output.getToolCalls();
    if (toolCalls !== undefined && toolCalls !== null && toolCalls.length > 0) state.toolCalls.push(...toolCalls);
  }
  const responseMetadata = chatResponse.getMetadata();
  if (responseMetadata === undefined || responseMetadata === null) return;
  const usage = responseMetadata.getUsage();
  if (usage !== undefined && usage !== null) {
    state.promptTokens = positive(usage.getPromptTokens(), state.promptTokens);
    state.completionTokens = positive(usage.getCompletionTokens(), state.completionTokens);
    state.totalTokens = positive(Usage.getTotalTokens(usage), state.totalTokens);
  }
  const promptMetadata = responseMetadata.getPromptMetadata();
  if (promptMetadata !== undefined && promptMetadata !== null && !promptMetadata[Symbol.iterator]().next().done) {
    state.promptMetadata = promptMetadata;
  }
  // Spring AI 2.0's fix of the 1.1.8 bug that always kept the empty rate limit.
  const rateLimit = responseMetadata.getRateLimit();
  if (rateLimit !== undefined && rateLimit !== null && !(rateLimit instanceof EmptyRateLimit)) {
    state.rateLimit = rateLimit;
  }
  if (StringUtils.hasText(responseMetadata.getId())) state.id = responseMetadata.getId();
  if (StringUtils.hasText(responseMetadata.getModel())) state.model = responseMetadata.getModel();
  const toolCallsFromMetadata = responseMetadata.get('toolCalls');
  if (Array.isArray(toolCallsFromMetadata)) state.toolCalls.push(...(toolCallsFromMetadata as ToolCall[]));
}

function aggregated(state: AggregationState): ChatResponse {
  const usage = new MessageAggregatorDefaultUsage(state.promptTokens, state.completionTokens, state.totalTokens);
  const chatResponseMetadata = ChatResponseMetadata.builder()
    .id(state.id)
    .model(state.model)
    .rateLimit(state.rateLimit)
    .usage(usage)
    .promptMetadata(state.promptMetadata)
    .build();
  const builder = AssistantMessage.builder().content(state.text).properties(state.messageMetadata);
  if (state.toolCalls.length > 0) builder.toolCalls(state.toolCalls);
  return new ChatResponse([new Generation(builder.build(), state.generationMetadata)], chatResponseMetadata);
}

// Nested aggregators (one per tool round of a model's own loop, the chat client's own) all see
// the same error: it is logged by the first one only.
const loggedErrors = new WeakSet<object>();
function alreadyLogged(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (loggedErrors.has(error)) return true;
  loggedErrors.add(error);
  return false;
}

/**
 * Aggregates a stream of chat-response chunks into one {@link ChatResponse}, while passing
 * every chunk through unchanged.
 *
 * On completion of the stream (not on error, not when the subscriber cancels) the consumer
 * receives one response whose message holds: the concatenated text of every chunk's first
 * generation; the merged message metadata (later chunks win); every tool call, appended in
 * order (from the messages and from a `"toolCalls"` list in the response metadata); the last
 * non-`NULL` generation metadata. Its response metadata has the last non-empty id, model,
 * prompt metadata and rate limit, and a usage with the last non-zero value of each token
 * count ({@link MessageAggregatorDefaultUsage}); other response-metadata entries are dropped.
 *
 * @remarks
 * Fixes the 1.1.8 bug that always reported an {@link EmptyRateLimit}: as in Spring AI 2.0,
 * the last non-empty rate limit wins. Each subscription aggregates on its own state (Java
 * shares it between subscriptions and keeps the generation metadata of a previous run).
 * Errors pass through unchanged and are logged as `"Aggregation Error"` with the error (through
 * `LoggerFactory.getLogger('MessageAggregator')`), except an {@link AbortedException}: a
 * cancelled stream is not a failure, as Reactor's cancel signal is not an error. An error is logged
 * once, by the first aggregator it passes (a model's tool loop nests one aggregator per round,
 * which in Spring logs the same error once per round); a consumer that throws turns the completion
 * into that error. The argument checks are the port's own (Java has none).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/model/MessageAggregator.html
 * @category Chat Model
 */
export class MessageAggregator {
  /** Java's nested record `MessageAggregator.DefaultUsage`. */
  static readonly DefaultUsage = MessageAggregatorDefaultUsage;

  /**
   * Logs a stream failure as {@link MessageAggregator.aggregate} does (`"Aggregation Error"` at
   * ERROR, once per error however many aggregators it passes; a cancellation is not logged), for
   * streams that skip the aggregation because nothing reads its result.
   *
   * @internal
   */
  static readonly _logStreamError = (error: unknown): void => {
    // A cancellation is not a failure (Reactor's cancel signal is not an error either).
    if (error instanceof AbortedException || alreadyLogged(error)) return;
    logger.error('Aggregation Error', error);
  };

  /**
   * Passes `fluxChatResponse` through and calls `onAggregationComplete` with the aggregated
   * response when it completes.
   *
   * @throws IllegalArgumentException when an argument is missing (checked at once)
   */
  aggregate(
    fluxChatResponse: AsyncIterable<ChatResponse>,
    onAggregationComplete: (chatResponse: ChatResponse) => void,
  ): Flux<ChatResponse> {
    Assert.notNull(fluxChatResponse, 'fluxChatResponse cannot be null');
    Assert.notNull(onAggregationComplete, 'onAggregationComplete cannot be null');
    // Built from Flux operators (not a raw async generator) so that a cancel reaches the
    // source at once, even while a pull is still pending.
    return Flux.defer(() => {
      const state = newState();
      return Flux.from(fluxChatResponse)
        .doOnNext((chatResponse) => accumulate(state, chatResponse))
        .doOnComplete(() => onAggregationComplete(aggregated(state)))
        .doOnError(MessageAggregator._logStreamError);
    });
  }
}

/**
 * Type-level view of the nested Java types of {@link MessageAggregator}.
 *
 * @category Chat Model
 */
export declare namespace MessageAggregator {
  /** Java's record `MessageAggregator.DefaultUsage`. */
  type DefaultUsage = MessageAggregatorDefaultUsage;
}
