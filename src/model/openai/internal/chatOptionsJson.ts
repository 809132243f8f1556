/* spring-ai-ts, Apache-2.0. Internal: OpenAiChatOptions' Jackson annotations, for ModelOptionsUtils. */
import type { JsonPropertiesSpec } from '../../../java/core/lang/jsonProperties.js';

/** Spring's `@JsonProperty` fields of `OpenAiChatOptions` in declaration order, and its `@JsonInclude(NON_NULL)`. */
export const OPEN_AI_CHAT_OPTIONS_JSON: JsonPropertiesSpec = {
  nonNull: true,
  properties: [
    { json: 'model', property: 'model' },
    { json: 'frequency_penalty', property: 'frequencyPenalty' },
    { json: 'logit_bias', property: 'logitBias' },
    { json: 'logprobs', property: 'logprobs' },
    { json: 'top_logprobs', property: 'topLogprobs' },
    { json: 'max_tokens', property: 'maxTokens' },
    { json: 'max_completion_tokens', property: 'maxCompletionTokens' },
    { json: 'n', property: 'n' },
    { json: 'modalities', property: 'outputModalities' },
    { json: 'audio', property: 'outputAudio' },
    { json: 'presence_penalty', property: 'presencePenalty' },
    { json: 'response_format', property: 'responseFormat' },
    { json: 'stream_options', property: 'streamOptions' },
    { json: 'seed', property: 'seed' },
    { json: 'stop', property: 'stop' },
    { json: 'temperature', property: 'temperature' },
    { json: 'top_p', property: 'topP' },
    { json: 'tools', property: 'tools' },
    { json: 'tool_choice', property: 'toolChoice' },
    { json: 'user', property: 'user' },
    { json: 'parallel_tool_calls', property: 'parallelToolCalls' },
    { json: 'store', property: 'store' },
    { json: 'metadata', property: 'metadata' },
    { json: 'reasoning_effort', property: 'reasoningEffort' },
    { json: 'verbosity', property: 'verbosity' },
    { json: 'web_search_options', property: 'webSearchOptions' },
    { json: 'service_tier', property: 'serviceTier' },
    { json: 'prompt_cache_key', property: 'promptCacheKey' },
    { json: 'safety_identifier', property: 'safetyIdentifier' },
    { json: 'extra_body', property: 'extraBody' },
  ],
};
