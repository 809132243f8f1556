/* spring-ai-ts, Apache-2.0. Internal: OpenAI completions and chunks → ChatResponses (Spring's mapping in OpenAiChatModel). */
import { AssistantMessage } from '../../../chat/messages/AssistantMessage.js';
import { ToolCall as AssistantToolCall } from '../../../chat/messages/ToolCall.js';
import { ChatGenerationMetadata } from '../../../chat/metadata/ChatGenerationMetadata.js';
import { ChatResponseMetadata } from '../../../chat/metadata/ChatResponseMetadata.js';
import { DefaultUsage } from '../../../chat/metadata/DefaultUsage.js';
import { EmptyUsage } from '../../../chat/metadata/EmptyUsage.js';
import type { RateLimit } from '../../../chat/metadata/RateLimit.js';
import type { Usage } from '../../../chat/metadata/Usage.js';
import { ChatResponse } from '../../../chat/model/ChatResponse.js';
import { Generation } from '../../../chat/model/Generation.js';
import { Media } from '../../../content/Media.js';
import { ByteArrayResource } from '../../../java/core/io/ByteArrayResource.js';
import { MimeTypeUtils } from '../../../java/core/util/MimeTypeUtils.js';
import { UsageCalculator } from '../../../support/UsageCalculator.js';
import type { ChatCompletion } from '../api/ChatCompletion.js';
import type { ChatCompletionChunk } from '../api/ChatCompletionChunk.js';
import type { ChatCompletionFinishReason } from '../api/ChatCompletionFinishReason.js';
import type { ChatCompletionRequest } from '../api/ChatCompletionRequest.js';
import type { Choice } from '../api/Choice.js';
import type { Usage as OpenAiUsage } from '../api/Usage.js';

const hasText = (value: string | undefined): value is string => value !== undefined && value !== null && value.trim() !== '';

/** `finishReason.name()`, or `""`. */
export function finishReasonName(finishReason: ChatCompletionFinishReason | undefined): string {
  return finishReason === undefined ? '' : finishReason.name();
}

/** The usage of a response: the OpenAI usage as `DefaultUsage`, or empty. */
export function usageOf(usage: OpenAiUsage | undefined): Usage {
  return usage !== undefined ? new DefaultUsage(usage.promptTokens(), usage.completionTokens(), usage.totalTokens(), usage) : new EmptyUsage();
}

/** Spring's `from(ChatCompletion, RateLimit, Usage)`: id, usage, model, `created`, `system-fingerprint`, rate limit. */
export function metadataFrom(result: ChatCompletion, rateLimit: RateLimit | undefined, usage: Usage): ChatResponseMetadata {
  const builder = ChatResponseMetadata.builder()
    .id(result.id() ?? '')
    .usage(usage)
    .model(result.model() ?? '')
    .keyValue('created', result.created() ?? 0)
    .keyValue('system-fingerprint', result.systemFingerprint() ?? '');
  if (rateLimit !== undefined) builder.rateLimit(rateLimit);
  return builder.build();
}

/** Spring's `from(ChatResponseMetadata, Usage)`: id, usage, model and rate limit only. */
export function metadataWithUsage(metadata: ChatResponseMetadata, usage: Usage): ChatResponseMetadata {
  return ChatResponseMetadata.builder().id(metadata.getId() ?? '').usage(usage).model(metadata.getModel() ?? '').rateLimit(metadata.getRateLimit()).build();
}

/** Spring's `buildGeneration`: tool calls, audio output as media, log probabilities when asked for. */
export function buildGeneration(choice: Choice, metadata: Map<string, unknown>, request: ChatCompletionRequest): Generation {
  const message = choice.message();
  const toolCalls = (message?.toolCalls() ?? []).map(
    (call) => new AssistantToolCall(call.id() as string, 'function', call.function()?.name() as string, call.function()?.arguments() as string),
  );
  const generationMetadata = ChatGenerationMetadata.builder().finishReason(finishReasonName(choice.finishReason()));
  const media: Media[] = [];
  let textContent = message?.content();
  const audioOutput = message?.audioOutput();
  const audioParameters = request.audioParameters();
  if (audioOutput !== undefined && hasText(audioOutput.data()) && audioParameters !== undefined) {
    const mimeType = MimeTypeUtils.parseMimeType(`audio/${(audioParameters.format()?.name() ?? '').toLowerCase()}`);
    const resource = new ByteArrayResource(new Uint8Array(Buffer.from(audioOutput.data() as string, 'base64')));
    media.push(Media.builder().mimeType(mimeType).data(resource).id(audioOutput.id()).build());
    if (!hasText(textContent)) textContent = audioOutput.transcript();
    generationMetadata.metadata('audioId', audioOutput.id());
    generationMetadata.metadata('audioExpiresAt', audioOutput.expiresAt());
  }
  if (request.logprobs() === true) generationMetadata.metadata('logprobs', choice.logprobs());
  const assistantMessage = AssistantMessage.builder().content(textContent).properties(metadata).toolCalls(toolCalls).media(media).build();
  return new Generation(assistantMessage, generationMetadata.build());
}

/** The response to a blocking request (Spring's `internalCall` mapping); usage accumulated over `previous`. */
export function completionToResponse(
  completion: ChatCompletion,
  request: ChatCompletionRequest,
  rateLimit: RateLimit | undefined,
  previous: ChatResponse | undefined,
): ChatResponse {
  const generations = (completion.choices() ?? []).map((choice) => {
    const message = choice.message();
    const metadata = new Map<string, unknown>([
      ['id', completion.id() ?? ''],
      ['role', message?.role()?.name() ?? ''],
      ['index', choice.index() ?? 0],
      ['finishReason', finishReasonName(choice.finishReason())],
      ['refusal', hasText(message?.refusal()) ? message?.refusal() : ''],
      ['annotations', message?.annotations() ?? [new Map()]],
    ]);
    return buildGeneration(choice, metadata, request);
  });
  const usage = UsageCalculator.getCumulativeUsage(usageOf(completion.usage()), previous);
  return new ChatResponse(generations, metadataFrom(completion, rateLimit, usage));
}

/**
 * One chunk → ChatResponse (Spring's stream mapping): the role of a response id is remembered
 * from its first chunk; a chunk without id counts as `NO_ID`. Usage accumulated over `previous`.
 */
export function chunkToResponse(
  chunk: ChatCompletionChunk,
  request: ChatCompletionRequest,
  roles: Map<string, string>,
  previous: ChatResponse | undefined,
  toCompletion: (chunk: ChatCompletionChunk) => ChatCompletion,
): ChatResponse {
  const completion = toCompletion(chunk);
  const id = completion.id() ?? 'NO_ID';
  const generations = (completion.choices() ?? []).map((choice) => {
    const message = choice.message();
    const role = message?.role();
    if (role !== undefined && !roles.has(id)) roles.set(id, role.name());
    const metadata = new Map<string, unknown>([
      ['id', id],
      ['role', roles.get(id) ?? ''],
      ['index', choice.index() ?? 0],
      ['finishReason', finishReasonName(choice.finishReason())],
      ['refusal', hasText(message?.refusal()) ? message?.refusal() : ''],
      ['annotations', message?.annotations() ?? []],
      ['reasoningContent', message?.reasoningContent() ?? ''],
    ]);
    return buildGeneration(choice, metadata, request);
  });
  const usage = UsageCalculator.getCumulativeUsage(usageOf(chunk.usage()), previous);
  return new ChatResponse(generations, metadataFrom(completion, undefined, usage));
}
