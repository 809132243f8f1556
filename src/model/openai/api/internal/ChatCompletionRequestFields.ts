/* spring-ai-ts, Apache-2.0. Internal: the fields of an OpenAI chat completion request. */
import type { AudioParameters } from '../AudioParameters.js';
import type { ChatCompletionMessage } from '../ChatCompletionMessage.js';
import type { FunctionTool } from '../FunctionTool.js';
import type { OutputModality } from '../OutputModality.js';
import type { ResponseFormat } from '../ResponseFormat.js';
import type { StreamOptions } from '../StreamOptions.js';
import type { WebSearchOptions } from '../WebSearchOptions.js';

/** The components of `ChatCompletionRequest`, in Java's order. */
export interface ChatCompletionRequestFields {
  /** the conversation (`messages`) */
  messages: ChatCompletionMessage[] | undefined;
  /** the model id (`model`) */
  model: string | undefined;
  /** whether OpenAI stores the completion (`store`) */
  store: boolean | undefined;
  /** tags for stored completions (`metadata`) */
  metadata: Map<string, string> | undefined;
  /** the frequency penalty (`frequency_penalty`) */
  frequencyPenalty: number | undefined;
  /** token biases (`logit_bias`) */
  logitBias: Map<string, number> | undefined;
  /** whether log probabilities are returned (`logprobs`) */
  logprobs: boolean | undefined;
  /** how many most likely tokens per position (`top_logprobs`) */
  topLogprobs: number | undefined;
  /** the token limit (`max_tokens`) */
  maxTokens: number | undefined;
  /** the completion token limit (reasoning models) (`max_completion_tokens`) */
  maxCompletionTokens: number | undefined;
  /** how many choices (`n`) */
  n: number | undefined;
  /** the output modalities (`modalities`) */
  outputModalities: OutputModality[] | undefined;
  /** the audio output parameters (`audio`) */
  audioParameters: AudioParameters | undefined;
  /** the presence penalty (`presence_penalty`) */
  presencePenalty: number | undefined;
  /** the response format (`response_format`) */
  responseFormat: ResponseFormat | undefined;
  /** the sampling seed (`seed`) */
  seed: number | undefined;
  /** the service tier (`service_tier`) */
  serviceTier: string | undefined;
  /** the stop sequences (`stop`) */
  stop: string[] | undefined;
  /** whether the response is streamed (`stream`) */
  stream: boolean | undefined;
  /** the stream options (`stream_options`) */
  streamOptions: StreamOptions | undefined;
  /** the sampling temperature (`temperature`) */
  temperature: number | undefined;
  /** nucleus sampling (`top_p`) */
  topP: number | undefined;
  /** the tools the model may call (`tools`) */
  tools: FunctionTool[] | undefined;
  /** which tool the model calls (`tool_choice`) */
  toolChoice: unknown;
  /** whether tools may be called in parallel (`parallel_tool_calls`) */
  parallelToolCalls: boolean | undefined;
  /** the end user id (`user`) */
  user: string | undefined;
  /** the reasoning effort (`reasoning_effort`) */
  reasoningEffort: string | undefined;
  /** the web search options (`web_search_options`) */
  webSearchOptions: WebSearchOptions | undefined;
  /** the answer verbosity (`verbosity`) */
  verbosity: string | undefined;
  /** the prompt cache key (`prompt_cache_key`) */
  promptCacheKey: string | undefined;
  /** the safety identifier (`safety_identifier`) */
  safetyIdentifier: string | undefined;
  /** extra top-level fields (`extra_body`) */
  extraBody: Map<string, unknown> | undefined;
}

/** The component names in Java's order. */
export const FIELD_NAMES = ['messages', 'model', 'store', 'metadata', 'frequencyPenalty', 'logitBias', 'logprobs', 'topLogprobs', 'maxTokens', 'maxCompletionTokens', 'n', 'outputModalities', 'audioParameters', 'presencePenalty', 'responseFormat', 'seed', 'serviceTier', 'stop', 'stream', 'streamOptions', 'temperature', 'topP', 'tools', 'toolChoice', 'parallelToolCalls', 'user', 'reasoningEffort', 'webSearchOptions', 'verbosity', 'promptCacheKey', 'safetyIdentifier', 'extraBody'] as const;

/** The JSON name of each component. */
export const WIRE_NAMES: Readonly<Record<keyof ChatCompletionRequestFields, string>> = {
  messages: 'messages',
  model: 'model',
  store: 'store',
  metadata: 'metadata',
  frequencyPenalty: 'frequency_penalty',
  logitBias: 'logit_bias',
  logprobs: 'logprobs',
  topLogprobs: 'top_logprobs',
  maxTokens: 'max_tokens',
  maxCompletionTokens: 'max_completion_tokens',
  n: 'n',
  outputModalities: 'modalities',
  audioParameters: 'audio',
  presencePenalty: 'presence_penalty',
  responseFormat: 'response_format',
  seed: 'seed',
  serviceTier: 'service_tier',
  stop: 'stop',
  stream: 'stream',
  streamOptions: 'stream_options',
  temperature: 'temperature',
  topP: 'top_p',
  tools: 'tools',
  toolChoice: 'tool_choice',
  parallelToolCalls: 'parallel_tool_calls',
  user: 'user',
  reasoningEffort: 'reasoning_effort',
  webSearchOptions: 'web_search_options',
  verbosity: 'verbosity',
  promptCacheKey: 'prompt_cache_key',
  safetyIdentifier: 'safety_identifier',
  extraBody: 'extra_body',
};
