/* Ported from Spring AI OpenAiChatOptions.Builder (v1.1.8). spring-ai-ts, Apache-2.0. */
import { CommonChatOptionsBuilderSteps } from '../../chat/prompt/options/CommonChatOptionsBuilderSteps.js';
import { Assert } from '../../java/core/Assert.js';
import { toMap } from '../../java/core/lang/JavaObjects.js';
import { LoggerFactory } from '../../java/logging/LoggerFactory.js';
import type { ToolCallback } from '../../tool/ToolCallback.js';
import type { AudioParameters } from './api/AudioParameters.js';
import type { FunctionTool } from './api/FunctionTool.js';
import type { OpenAiApiChatModel } from './api/OpenAiApiChatModel.js';
import type { ResponseFormat } from './api/ResponseFormat.js';
import { ServiceTier } from './api/ServiceTier.js';
import { StreamOptions } from './api/StreamOptions.js';
import type { WebSearchOptions } from './api/WebSearchOptions.js';
import type { OpenAiChatOptions } from './OpenAiChatOptions.js';

const logger = LoggerFactory.getLogger('OpenAiChatOptions');

/**
 * Fluent construction of {@link OpenAiChatOptions}, with Spring's method names (including the
 * capital `N`); reachable as `OpenAiChatOptions.Builder`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/OpenAiChatOptions.Builder.html
 * @category Models/OpenAI
 */
export class OpenAiChatOptionsBuilder extends CommonChatOptionsBuilderSteps<OpenAiChatOptions> {
  /** A builder of new options, or (Java's `Builder(OpenAiChatOptions)`) over `options`. */
  constructor(options?: OpenAiChatOptions) {
    super(options ?? OpenAiChatOptionsBuilder.newOptions());
  }

  /** @internal Set by `OpenAiChatOptions` when it loads (the builder does not import it: no import cycle). */
  static newOptions: () => OpenAiChatOptions;

  /** The model, by id or as an `OpenAiApi.ChatModel` constant. */
  override model(model: string | OpenAiApiChatModel | undefined): this {
    this.options.setModel(typeof model === 'object' && model !== null ? model.getName() : model);
    return this;
  }

  /** `max_tokens`; clears `max_completion_tokens` (with a warning) when that was set. */
  override maxTokens(maxTokens: number | undefined): this {
    const completion = this.options.getMaxCompletionTokens();
    if (maxTokens !== undefined && maxTokens !== null && completion !== undefined) {
      logger.warn(
        'Both maxTokens and maxCompletionTokens are set. OpenAI API does not support setting both parameters simultaneously. ' +
          'The previously set maxCompletionTokens ({}) will be cleared and maxTokens ({}) will be used.',
        completion,
        maxTokens,
      );
      this.options.setMaxCompletionTokens(undefined);
    }
    this.options.setMaxTokens(maxTokens);
    return this;
  }

  /** `max_completion_tokens`; clears `max_tokens` (with a warning) when that was set. */
  maxCompletionTokens(maxCompletionTokens: number | undefined): this {
    const max = this.options.getMaxTokens();
    if (maxCompletionTokens !== undefined && maxCompletionTokens !== null && max !== undefined) {
      logger.warn(
        'Both maxTokens and maxCompletionTokens are set. OpenAI API does not support setting both parameters simultaneously. ' +
          'The previously set maxTokens ({}) will be cleared and maxCompletionTokens ({}) will be used.',
        max,
        maxCompletionTokens,
      );
      this.options.setMaxTokens(undefined);
    }
    this.options.setMaxCompletionTokens(maxCompletionTokens);
    return this;
  }

  /** A JSON schema for structured output: `response_format` of type `json_schema`. */
  outputSchema(outputSchema: string): this {
    this.options.setOutputSchema(outputSchema);
    return this;
  }

  /** Whether a stream reports usage (`stream_options: {include_usage: true}`). */
  streamUsage(enableStreamUsage: boolean): this {
    this.options.setStreamOptions(enableStreamUsage ? StreamOptions.INCLUDE_USAGE : undefined);
    return this;
  }

  /** `logit_bias`. */
  logitBias(logitBias: ReadonlyMap<string, number> | Readonly<Record<string, number>> | undefined): this {
    this.options.setLogitBias(logitBias);
    return this;
  }

  /** `logprobs`. */
  logprobs(logprobs: boolean | undefined): this {
    this.options.setLogprobs(logprobs);
    return this;
  }

  /** `top_logprobs`. */
  topLogprobs(topLogprobs: number | undefined): this {
    this.options.setTopLogprobs(topLogprobs);
    return this;
  }

  /** `n`. */
  N(n: number | undefined): this {
    this.options.setN(n);
    return this;
  }

  /** `modalities`. */
  outputModalities(outputModalities: string[] | undefined): this {
    this.options.setOutputModalities(outputModalities);
    return this;
  }

  /** `audio`. */
  outputAudio(outputAudio: AudioParameters | undefined): this {
    this.options.setOutputAudio(outputAudio);
    return this;
  }

  /** `response_format`. */
  responseFormat(responseFormat: ResponseFormat | undefined): this {
    this.options.setResponseFormat(responseFormat);
    return this;
  }

  /** `seed`. */
  seed(seed: number | undefined): this {
    this.options.setSeed(seed);
    return this;
  }

  /** `stop`. */
  stop(stop: string[] | undefined): this {
    this.options.setStop(stop);
    return this;
  }

  /** `tools`. */
  tools(tools: FunctionTool[] | undefined): this {
    this.options.setTools(tools);
    return this;
  }

  /** `tool_choice`. */
  toolChoice(toolChoice: unknown): this {
    this.options.setToolChoice(toolChoice);
    return this;
  }

  /** `user`. */
  user(user: string | undefined): this {
    this.options.setUser(user);
    return this;
  }

  /** `parallel_tool_calls`. */
  parallelToolCalls(parallelToolCalls: boolean | undefined): this {
    this.options.setParallelToolCalls(parallelToolCalls);
    return this;
  }

  /** `store`. */
  store(store: boolean | undefined): this {
    this.options.setStore(store);
    return this;
  }

  /** `metadata`. */
  metadata(metadata: ReadonlyMap<string, string> | Readonly<Record<string, string>> | undefined): this {
    this.options.setMetadata(metadata);
    return this;
  }

  /** `reasoning_effort`. */
  reasoningEffort(reasoningEffort: string | undefined): this {
    this.options.setReasoningEffort(reasoningEffort);
    return this;
  }

  /** `verbosity`. */
  verbosity(verbosity: string | undefined): this {
    this.options.setVerbosity(verbosity);
    return this;
  }

  /** `web_search_options`. */
  webSearchOptions(webSearchOptions: WebSearchOptions | undefined): this {
    this.options.setWebSearchOptions(webSearchOptions);
    return this;
  }

  /** `prompt_cache_key`. */
  promptCacheKey(promptCacheKey: string | undefined): this {
    this.options.setPromptCacheKey(promptCacheKey);
    return this;
  }

  /** `safety_identifier`. */
  safetyIdentifier(safetyIdentifier: string | undefined): this {
    this.options.setSafetyIdentifier(safetyIdentifier);
    return this;
  }

  /** `extra_body`. */
  extraBody(extraBody: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>> | undefined): this {
    this.options.setExtraBody(extraBody);
    return this;
  }


  /** `service_tier`, as a string or an `OpenAiApi.ServiceTier` constant. */
  serviceTier(serviceTier: string | ServiceTier | undefined): this {
    this.options.setServiceTier(serviceTier instanceof ServiceTier ? serviceTier.getValue() : serviceTier);
    return this;
  }

  /** Replaces the tool callbacks with a list. */
  toolCallbacks(toolCallbacks: ToolCallback[]): this;
  /** Adds tool callbacks (Java's varargs overload). */
  toolCallbacks(...toolCallbacks: ToolCallback[]): this;
  toolCallbacks(...args: unknown[]): this {
    if (Array.isArray(args[0])) {
      this.options.setToolCallbacks(args[0] as ToolCallback[]);
    } else {
      Assert.notNull(args, 'toolCallbacks cannot be null');
      this.options._raw().toolCallbacks.push(...(args as ToolCallback[]));
    }
    return this;
  }

  /** Replaces the tool names with a set. */
  toolNames(toolNames: Set<string>): this;
  /** Adds tool names (Java's varargs overload). */
  toolNames(...toolNames: string[]): this;
  toolNames(...args: unknown[]): this {
    if (args[0] instanceof Set) {
      this.options.setToolNames(args[0] as Set<string>);
    } else {
      Assert.noNullElements(args, 'toolNames cannot contain null elements');
      for (const name of args as string[]) this.options._raw().toolNames.add(name);
    }
    return this;
  }

  /** Whether the chat model runs requested tools itself. */
  internalToolExecutionEnabled(internalToolExecutionEnabled: boolean | undefined): this {
    this.options.setInternalToolExecutionEnabled(internalToolExecutionEnabled);
    return this;
  }

  /** Headers for the requests with these options (a `Map` or a plain object). */
  httpHeaders(httpHeaders: ReadonlyMap<string, string> | Readonly<Record<string, string>>): this {
    this.options.setHttpHeaders(httpHeaders);
    return this;
  }

  /** Adds entries to the tool context (a `Map` or a plain object). */
  toolContext(toolContext: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>>): this {
    const current = this.options._raw().toolContext;
    if (current === undefined) this.options.setToolContext(toolContext);
    else for (const [key, value] of toMap(toolContext)) current.set(key, value);
    return this;
  }

  /** The options. */
  build(): OpenAiChatOptions {
    return this.options;
  }
}
