/* spring-ai-ts, Apache-2.0. Internal: the request fields of OpenAiChatOptions (Spring's @JsonProperty fields beyond the common six). */
import { CommonChatOptionFields } from '../../../chat/prompt/options/CommonChatOptionFields.js';
import { toMap } from '../../../java/core/lang/JavaObjects.js';
import type { AudioParameters } from '../api/AudioParameters.js';
import type { FunctionTool } from '../api/FunctionTool.js';
import type { ResponseFormat } from '../api/ResponseFormat.js';
import type { StreamOptions } from '../api/StreamOptions.js';
import type { WebSearchOptions } from '../api/WebSearchOptions.js';

/**
 * The OpenAI request fields of `OpenAiChatOptions` with their getters and setters; `undefined`
 * (Java's `null`) leaves the field out of the request. Not exported from the package entry points.
 */
export abstract class OpenAiChatOptionFields extends CommonChatOptionFields {
  private logitBias: Map<string, number> | undefined;
  private logprobs: boolean | undefined;
  private topLogprobs: number | undefined;
  private maxCompletionTokens: number | undefined;
  private n: number | undefined;
  private outputModalities: string[] | undefined;
  private outputAudio: AudioParameters | undefined;
  private responseFormat: ResponseFormat | undefined;
  private streamOptions: StreamOptions | undefined;
  private seed: number | undefined;
  private stop: string[] | undefined;
  private tools: FunctionTool[] | undefined;
  private toolChoice: unknown;
  private user: string | undefined;
  private parallelToolCalls: boolean | undefined;
  private store: boolean | undefined;
  private metadata: Map<string, string> | undefined;
  private reasoningEffort: string | undefined;
  private verbosity: string | undefined;
  private webSearchOptions: WebSearchOptions | undefined;
  private serviceTier: string | undefined;
  private promptCacheKey: string | undefined;
  private safetyIdentifier: string | undefined;
  private extraBody: Map<string, unknown> | undefined;

  /** Token biases (`logit_bias`). */
  getLogitBias(): Map<string, number> | undefined {
    return this.logitBias;
  }

  /** Sets token biases (a `Map` or a plain object). */
  setLogitBias(logitBias: ReadonlyMap<string, number> | Readonly<Record<string, number>> | undefined): void {
    this.logitBias = logitBias === undefined || logitBias === null ? undefined : toMap(logitBias);
  }

  /** Whether log probabilities are returned (`logprobs`). */
  getLogprobs(): boolean | undefined {
    return this.logprobs;
  }

  /** Sets whether log probabilities are returned. */
  setLogprobs(logprobs: boolean | undefined): void {
    this.logprobs = logprobs ?? undefined;
  }

  /** How many most likely tokens per position (`top_logprobs`). */
  getTopLogprobs(): number | undefined {
    return this.topLogprobs;
  }

  /** Sets how many most likely tokens per position. */
  setTopLogprobs(topLogprobs: number | undefined): void {
    this.topLogprobs = topLogprobs ?? undefined;
  }

  /** The completion token limit (reasoning models) (`max_completion_tokens`). */
  getMaxCompletionTokens(): number | undefined {
    return this.maxCompletionTokens;
  }

  /** Sets the completion token limit (reasoning models). */
  setMaxCompletionTokens(maxCompletionTokens: number | undefined): void {
    this.maxCompletionTokens = maxCompletionTokens ?? undefined;
  }

  /** How many choices (`n`). */
  getN(): number | undefined {
    return this.n;
  }

  /** Sets how many choices. */
  setN(n: number | undefined): void {
    this.n = n ?? undefined;
  }

  /** The output modalities (`text`, `audio`) (`modalities`). */
  getOutputModalities(): string[] | undefined {
    return this.outputModalities;
  }

  /** Sets the output modalities (`text`, `audio`). */
  setOutputModalities(outputModalities: string[] | undefined): void {
    this.outputModalities = outputModalities ?? undefined;
  }

  /** The audio output parameters (`audio`). */
  getOutputAudio(): AudioParameters | undefined {
    return this.outputAudio;
  }

  /** Sets the audio output parameters. */
  setOutputAudio(outputAudio: AudioParameters | undefined): void {
    this.outputAudio = outputAudio ?? undefined;
  }

  /** The response format (`response_format`). */
  getResponseFormat(): ResponseFormat | undefined {
    return this.responseFormat;
  }

  /** Sets the response format. */
  setResponseFormat(responseFormat: ResponseFormat | undefined): void {
    this.responseFormat = responseFormat ?? undefined;
  }

  /** The stream options (`stream_options`). */
  getStreamOptions(): StreamOptions | undefined {
    return this.streamOptions;
  }

  /** Sets the stream options. */
  setStreamOptions(streamOptions: StreamOptions | undefined): void {
    this.streamOptions = streamOptions ?? undefined;
  }

  /** The sampling seed (`seed`). */
  getSeed(): number | undefined {
    return this.seed;
  }

  /** Sets the sampling seed. */
  setSeed(seed: number | undefined): void {
    this.seed = seed ?? undefined;
  }

  /** The stop sequences (`stop`). */
  getStop(): string[] | undefined {
    return this.stop;
  }

  /** Sets the stop sequences. */
  setStop(stop: string[] | undefined): void {
    this.stop = stop ?? undefined;
  }

  /** Tools given directly (`tools`). */
  getTools(): FunctionTool[] | undefined {
    return this.tools;
  }

  /** Sets tools given directly. */
  setTools(tools: FunctionTool[] | undefined): void {
    this.tools = tools ?? undefined;
  }

  /** Which tool the model calls (`auto`, `none`, or a function) (`tool_choice`). */
  getToolChoice(): unknown {
    return this.toolChoice;
  }

  /** Sets which tool the model calls (`auto`, `none`, or a function). */
  setToolChoice(toolChoice: unknown): void {
    this.toolChoice = toolChoice ?? undefined;
  }

  /** The end user id (`user`). */
  getUser(): string | undefined {
    return this.user;
  }

  /** Sets the end user id. */
  setUser(user: string | undefined): void {
    this.user = user ?? undefined;
  }

  /** Whether tools may be called in parallel (`parallel_tool_calls`). */
  getParallelToolCalls(): boolean | undefined {
    return this.parallelToolCalls;
  }

  /** Sets whether tools may be called in parallel. */
  setParallelToolCalls(parallelToolCalls: boolean | undefined): void {
    this.parallelToolCalls = parallelToolCalls ?? undefined;
  }

  /** Whether OpenAI stores the completion (`store`). */
  getStore(): boolean | undefined {
    return this.store;
  }

  /** Sets whether OpenAI stores the completion. */
  setStore(store: boolean | undefined): void {
    this.store = store ?? undefined;
  }

  /** Tags for stored completions (`metadata`). */
  getMetadata(): Map<string, string> | undefined {
    return this.metadata;
  }

  /** Sets tags for stored completions (a `Map` or a plain object). */
  setMetadata(metadata: ReadonlyMap<string, string> | Readonly<Record<string, string>> | undefined): void {
    this.metadata = metadata === undefined || metadata === null ? undefined : toMap(metadata);
  }

  /** The reasoning effort (`low`, `medium`, `high`) (`reasoning_effort`). */
  getReasoningEffort(): string | undefined {
    return this.reasoningEffort;
  }

  /** Sets the reasoning effort (`low`, `medium`, `high`). */
  setReasoningEffort(reasoningEffort: string | undefined): void {
    this.reasoningEffort = reasoningEffort ?? undefined;
  }

  /** The answer verbosity (`verbosity`). */
  getVerbosity(): string | undefined {
    return this.verbosity;
  }

  /** Sets the answer verbosity. */
  setVerbosity(verbosity: string | undefined): void {
    this.verbosity = verbosity ?? undefined;
  }

  /** The web search options (`web_search_options`). */
  getWebSearchOptions(): WebSearchOptions | undefined {
    return this.webSearchOptions;
  }

  /** Sets the web search options. */
  setWebSearchOptions(webSearchOptions: WebSearchOptions | undefined): void {
    this.webSearchOptions = webSearchOptions ?? undefined;
  }

  /** The service tier (`service_tier`). */
  getServiceTier(): string | undefined {
    return this.serviceTier;
  }

  /** Sets the service tier. */
  setServiceTier(serviceTier: string | undefined): void {
    this.serviceTier = serviceTier ?? undefined;
  }

  /** The prompt cache key (`prompt_cache_key`). */
  getPromptCacheKey(): string | undefined {
    return this.promptCacheKey;
  }

  /** Sets the prompt cache key. */
  setPromptCacheKey(promptCacheKey: string | undefined): void {
    this.promptCacheKey = promptCacheKey ?? undefined;
  }

  /** The safety identifier (`safety_identifier`). */
  getSafetyIdentifier(): string | undefined {
    return this.safetyIdentifier;
  }

  /** Sets the safety identifier. */
  setSafetyIdentifier(safetyIdentifier: string | undefined): void {
    this.safetyIdentifier = safetyIdentifier ?? undefined;
  }

  /** Extra top-level request fields (`extra_body`). */
  getExtraBody(): Map<string, unknown> | undefined {
    return this.extraBody;
  }

  /** Sets extra top-level request fields (a `Map` or a plain object). */
  setExtraBody(extraBody: ReadonlyMap<string, unknown> | Readonly<Record<string, unknown>> | undefined): void {
    this.extraBody = extraBody === undefined || extraBody === null ? undefined : toMap(extraBody);
  }

  /** @internal Copies these fields into `target` (lists copied), for `fromOptions`. */
  protected copyOpenAiFieldsTo(target: OpenAiChatOptionFields): void {
    const options = target;
    const fromOptions = this;
    options.logitBias = fromOptions.logitBias;
    options.logprobs = fromOptions.logprobs;
    options.topLogprobs = fromOptions.topLogprobs;
    options.maxCompletionTokens = fromOptions.maxCompletionTokens;
    options.n = fromOptions.n;
    options.outputModalities = fromOptions.outputModalities === undefined ? undefined : [...fromOptions.outputModalities];
    options.outputAudio = fromOptions.outputAudio;
    options.responseFormat = fromOptions.responseFormat;
    options.streamOptions = fromOptions.streamOptions;
    options.seed = fromOptions.seed;
    options.stop = fromOptions.stop === undefined ? undefined : [...fromOptions.stop];
    options.tools = fromOptions.tools === undefined ? undefined : [...fromOptions.tools];
    options.toolChoice = fromOptions.toolChoice;
    options.user = fromOptions.user;
    options.parallelToolCalls = fromOptions.parallelToolCalls;
    options.store = fromOptions.store;
    options.metadata = fromOptions.metadata;
    options.reasoningEffort = fromOptions.reasoningEffort;
    options.verbosity = fromOptions.verbosity;
    options.webSearchOptions = fromOptions.webSearchOptions;
    options.serviceTier = fromOptions.serviceTier;
    options.promptCacheKey = fromOptions.promptCacheKey;
    options.safetyIdentifier = fromOptions.safetyIdentifier;
    options.extraBody = fromOptions.extraBody;
    this.copyCommonFieldsTo(target);
  }

  /** @internal These fields in declaration order, for `equals` and `hashCode`. */
  protected openAiFields(): unknown[] {
    return [this.logitBias, this.logprobs, this.topLogprobs, this.maxCompletionTokens, this.n, this.outputModalities, this.outputAudio, this.responseFormat, this.streamOptions, this.seed, this.stop, this.tools, this.toolChoice, this.user, this.parallelToolCalls, this.store, this.metadata, this.reasoningEffort, this.verbosity, this.webSearchOptions, this.serviceTier, this.promptCacheKey, this.safetyIdentifier, this.extraBody];
  }
}
