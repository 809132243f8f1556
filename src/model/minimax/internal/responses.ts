/* spring-ai-ts, Apache-2.0. Internal: MiniMax completions and chunks → ChatResponses (Spring's mapping). */
import { AssistantMessage } from '../../../chat/messages/AssistantMessage.js';
import { ToolCall } from '../../../chat/messages/ToolCall.js';
import { ChatGenerationMetadata } from '../../../chat/metadata/ChatGenerationMetadata.js';
import { ChatResponseMetadata } from '../../../chat/metadata/ChatResponseMetadata.js';
import { DefaultUsage } from '../../../chat/metadata/DefaultUsage.js';
import { EmptyUsage } from '../../../chat/metadata/EmptyUsage.js';
import { ChatResponse } from '../../../chat/model/ChatResponse.js';
import { Generation } from '../../../chat/model/Generation.js';
import type { ChatCompletion } from '../api/ChatCompletion.js';
import type { ChatCompletionChunk } from '../api/ChatCompletionChunk.js';
import type { ChatCompletionFinishReason } from '../api/ChatCompletionFinishReason.js';
import { ChatCompletionMessage } from '../api/ChatCompletionMessage.js';
import { ChatCompletionMessageRole } from '../api/ChatCompletionMessageRole.js';
import type { ChatCompletionUsage } from '../api/ChatCompletionUsage.js';
import { UsageCalculator } from '../../../support/UsageCalculator.js';
import { REASONING_CONTENT, REASONING_DETAILS } from './requests.js';

const EMPTY_USAGE = new EmptyUsage();

/** The response metadata: id, model, usage (or empty), `created`, `system-fingerprint`. */
export function responseMetadata(
  id: string | undefined,
  model: string | undefined,
  usage: ChatCompletionUsage | undefined,
  created: number | undefined,
  fingerprint: string | undefined,
): ChatResponseMetadata {
  return ChatResponseMetadata.builder()
    .id(id ?? '')
    .usage(usage !== undefined ? new DefaultUsage(usage.promptTokens(), usage.completionTokens(), usage.totalTokens(), usage) : EMPTY_USAGE)
    .model(model ?? '')
    .keyValue('created', created ?? 0)
    .keyValue('system-fingerprint', fingerprint ?? '')
    .build();
}

/**
 * A generation for `message`: tool calls mapped (a call with an empty id continues the previous
 * one, Spring's PR #1276 rule), metadata as given, finish reason = enum name or `""`.
 */
export function buildGeneration(
  message: ChatCompletionMessage,
  finishReason: ChatCompletionFinishReason | undefined,
  metadata: Map<string, unknown>,
  plainGenerationMetadata?: ChatGenerationMetadata,
): Generation {
  const toolCalls: ToolCall[] = [];
  for (const call of message.toolCalls() ?? []) {
    const previous = toolCalls.at(-1);
    if (previous !== undefined && call.id() === '') {
      toolCalls[toolCalls.length - 1] = new ToolCall(previous.id(), previous.type(), previous.name(), call.function()?.arguments() ?? '');
    } else {
      toolCalls.push(new ToolCall(call.id() ?? '', call.type() ?? 'function', call.function()?.name() ?? '', call.function()?.arguments() ?? ''));
    }
  }
  const assistantMessage = new AssistantMessage(message.content(), metadata, toolCalls, []);
  const generationMetadata =
    finishReason === undefined && plainGenerationMetadata !== undefined
      ? plainGenerationMetadata
      : ChatGenerationMetadata.builder().finishReason(finishReason !== undefined ? finishReason.name() : '').build();
  return new Generation(assistantMessage, generationMetadata);
}

function baseMetadata(id: string | undefined, role: string, finishReason: ChatCompletionFinishReason | undefined): Map<string, unknown> {
  return new Map<string, unknown>([
    ['id', id ?? ''],
    ['role', role],
    ['finishReason', finishReason !== undefined ? finishReason.name() : ''],
  ]);
}

/** A complete response → ChatResponse; a tool message or a choice without message yields no generation. */
export function completionToResponse(completion: ChatCompletion): ChatResponse {
  const generations: Generation[] = [];
  for (const choice of completion.choices() ?? []) {
    const message = choice.message() ?? choice.messages()?.at(-1);
    if (message === undefined || message.role() === ChatCompletionMessageRole.TOOL) continue;
    const metadata = baseMetadata(completion.id(), message.role()?.name() ?? '', choice.finishReason());
    if (message.reasoningContent() !== undefined) metadata.set(REASONING_CONTENT, message.reasoningContent());
    if (message.reasoningDetails() !== undefined) metadata.set(REASONING_DETAILS, message.reasoningDetails());
    generations.push(buildGeneration(message, choice.finishReason(), metadata));
  }
  return new ChatResponse(
    generations,
    responseMetadata(completion.id(), completion.model(), completion.usage(), completion.created(), completion.systemFingerprint()),
  );
}

/**
 * Per-stream state of the chunk conversion: the role by id, the reasoning so far, and the
 * metadata objects that stay the same from one text delta to the next (the response metadata of
 * chunks without usage, the generation metadata of chunks without a finish reason), built once
 * per stream instead of once per delta.
 */
export class ChunkConverter {
  private readonly roles = new Map<string, string>();
  private reasoning = '';
  private sharedResponseMetadata: ChatResponseMetadata | undefined;
  private sharedResponseMetadataId: string | undefined;
  private readonly plainGenerationMetadata = ChatGenerationMetadata.builder().finishReason('').build();
  private plainMessageMetadata: Map<string, unknown> | undefined;
  private plainMessageMetadataId: string | undefined;

  /** One chunk → ChatResponse (metadata `reasoningContent` is the reasoning so far). */
  convert(chunk: ChatCompletionChunk): ChatResponse {
    const id = chunk.id() ?? '';
    const generations: Generation[] = [];
    for (const choice of chunk.choices() ?? []) {
      const delta = choice.delta() ?? new ChatCompletionMessage('', ChatCompletionMessageRole.ASSISTANT);
      const role = delta.role();
      if (role !== undefined && !this.roles.has(id)) this.roles.set(id, role.name());
      const piece = delta.reasoningContent();
      const details = delta.reasoningDetails();
      const roleName = this.roles.get(id) ?? '';
      if (piece === undefined && details === undefined && this.reasoning === '' && choice.finishReason() === undefined) {
        // A plain text delta: its metadata is the same as the last one's (the message copies it).
        generations.push(buildGeneration(delta, undefined, this.plainMetadata(chunk.id(), roleName), this.plainGenerationMetadata));
        continue;
      }
      const metadata = baseMetadata(chunk.id(), roleName, choice.finishReason());
      if (piece !== undefined) this.reasoning += piece;
      if (this.reasoning !== '') metadata.set(REASONING_CONTENT, this.reasoning);
      if (piece !== undefined) metadata.set('reasoningDelta', piece);
      if (details !== undefined) metadata.set(REASONING_DETAILS, details);
      generations.push(buildGeneration(delta, choice.finishReason(), metadata, this.plainGenerationMetadata));
    }
    return new ChatResponse(generations, this.metadataFor(chunk));
  }

  /**
   * The message metadata of a text delta without reasoning or finish reason, built once per id and
   * role: only read, since every message copies the metadata it is given.
   */
  private plainMetadata(id: string | undefined, role: string): Map<string, unknown> {
    const cached = this.plainMessageMetadata;
    if (cached !== undefined && this.plainMessageMetadataId === id && cached.get('role') === role) return cached;
    this.plainMessageMetadataId = id;
    return (this.plainMessageMetadata = baseMetadata(id, role, undefined));
  }

  private metadataFor(chunk: ChatCompletionChunk): ChatResponseMetadata {
    if (chunk.usage() !== undefined) return responseMetadata(chunk.id(), chunk.model(), chunk.usage(), chunk.created(), chunk.systemFingerprint());
    if (this.sharedResponseMetadata === undefined || this.sharedResponseMetadataId !== chunk.id()) {
      this.sharedResponseMetadata = responseMetadata(chunk.id(), chunk.model(), undefined, chunk.created(), chunk.systemFingerprint());
      this.sharedResponseMetadataId = chunk.id();
    }
    return this.sharedResponseMetadata;
  }
}

/** The response with its usage summed with the usage of the earlier rounds. */
export function accumulateUsage(response: ChatResponse, previous: ChatResponse | undefined): ChatResponse {
  if (previous === undefined) return response;
  const usage = UsageCalculator.getCumulativeUsage(response.getMetadata().getUsage(), previous);
  return UsageCalculator.withUsage(response, usage);
}

/** The text of a tool-call response, without its tool calls (the calls continue in the loop). */
export function textOnly(response: ChatResponse, text: string): ChatResponse {
  const generation = response.getResult() as Generation;
  const output = generation.getOutput();
  const message = new AssistantMessage(text, output.getMetadata(), [], []);
  return ChatResponse.builder().from(response).generations([new Generation(message, generation.getMetadata())]).build();
}
