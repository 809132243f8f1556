/* Ported from Spring AI OpenAiStreamFunctionCallingHelper (v1.1.8). spring-ai-ts, Apache-2.0. */
import { IllegalStateException } from '../../../java/core/IllegalStateException.js';
import { ChatCompletion } from './ChatCompletion.js';
import { ChatCompletionChunk } from './ChatCompletionChunk.js';
import { ChatCompletionFinishReason } from './ChatCompletionFinishReason.js';
import { ChatCompletionFunction } from './ChatCompletionFunction.js';
import { ChatCompletionMessage } from './ChatCompletionMessage.js';
import { ChatCompletionMessageRole } from './ChatCompletionMessageRole.js';
import { Choice } from './Choice.js';
import { ChunkChoice } from './ChunkChoice.js';
import { ToolCall } from './ToolCall.js';

const hasText = (value: string | undefined): boolean => value !== undefined && value !== null && value.trim() !== '';
const first = <T>(current: T | undefined, previous: T | undefined): T | undefined => (current !== undefined ? current : previous);

/**
 * Merges the chunks of a streamed tool call into one chunk, as `OpenAiApi.chatCompletionStream`
 * does for the chunks between the first tool-call fragment and the `tool_calls` finish reason:
 * the latest text given wins, a fragment with an id starts a new call, one without continues the last
 * call (its arguments appended), and the other fields keep the latest value given.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/openai/api/OpenAiStreamFunctionCallingHelper.html
 * @category Models/OpenAI
 */
export class OpenAiStreamFunctionCallingHelper {
  /**
   * `current` merged into `previous` (either may be absent). Only the first choice is kept.
   *
   * @throws IllegalStateException `"Currently only one tool call is supported per message!"` when
   *   a chunk carries several tool-call fragments
   */
  merge(previous: ChatCompletionChunk | undefined, current: ChatCompletionChunk | undefined): ChatCompletionChunk | undefined {
    if (previous === undefined || previous === null) return current;
    if (current === undefined || current === null) return previous;
    const previousChoice = previous.choices()?.[0] ?? undefined;
    const currentChoice = current.choices()?.[0] ?? undefined;
    const choice = this.mergeChoice(previousChoice, currentChoice);
    return new ChatCompletionChunk(
      first(current.id(), previous.id()),
      choice === undefined ? [] : [choice],
      first(current.created(), previous.created()),
      first(current.model(), previous.model()),
      first(current.serviceTier(), previous.serviceTier()),
      first(current.systemFingerprint(), previous.systemFingerprint()),
      first(current.object(), previous.object()),
      first(current.usage(), previous.usage()),
    );
  }

  private mergeChoice(previous: ChunkChoice | undefined, current: ChunkChoice | undefined): ChunkChoice | undefined {
    if (previous === undefined) return current;
    if (current === undefined) return previous;
    return new ChunkChoice(
      first(current.finishReason(), previous.finishReason()),
      first(current.index(), previous.index()),
      this.mergeMessage(previous.delta() as ChatCompletionMessage, current.delta() as ChatCompletionMessage),
      first(current.logprobs(), previous.logprobs()),
    );
  }

  private mergeMessage(previous: ChatCompletionMessage, current: ChatCompletionMessage): ChatCompletionMessage {
    const content = current.content() ?? previous.content() ?? '';
    const reasoningContent = current.reasoningContent() ?? previous.reasoningContent() ?? '';
    const role = first(current.role(), previous.role()) ?? ChatCompletionMessageRole.ASSISTANT;
    const toolCalls: ToolCall[] = [];
    const previousCalls = previous.toolCalls() ?? [];
    const lastPrevious = previousCalls.at(-1);
    if (previousCalls.length > 1) toolCalls.push(...previousCalls.slice(0, -1));
    const currentCalls = current.toolCalls() ?? [];
    if (currentCalls.length > 0) {
      if (currentCalls.length > 1) throw new IllegalStateException('Currently only one tool call is supported per message!');
      const currentCall = currentCalls[0] as ToolCall;
      if (hasText(currentCall.id())) {
        if (lastPrevious !== undefined) toolCalls.push(lastPrevious);
        toolCalls.push(currentCall);
      } else {
        toolCalls.push(this.mergeToolCall(lastPrevious, currentCall));
      }
    } else if (lastPrevious !== undefined) {
      toolCalls.push(lastPrevious);
    }
    return new ChatCompletionMessage(
      content,
      role,
      first(current.name(), previous.name()),
      first(current.toolCallId(), previous.toolCallId()),
      toolCalls,
      first(current.refusal(), previous.refusal()),
      first(current.audioOutput(), previous.audioOutput()),
      first(current.annotations(), previous.annotations()),
      reasoningContent,
    );
  }

  private mergeToolCall(previous: ToolCall | undefined, current: ToolCall): ToolCall {
    if (previous === undefined) return current;
    const id = hasText(current.id()) ? current.id() : previous.id();
    const type = first(current.type(), previous.type());
    return new ToolCall(id, type, this.mergeFunction(previous.function(), current.function()));
  }

  private mergeFunction(previous: ChatCompletionFunction | undefined, current: ChatCompletionFunction | undefined): ChatCompletionFunction | undefined {
    if (previous === undefined) return current;
    const name = hasText(current?.name()) ? current?.name() : previous.name();
    return new ChatCompletionFunction(name, (previous.arguments() ?? '') + (current?.arguments() ?? ''));
  }

  /** Whether the chunk's first choice carries tool-call fragments. */
  isStreamingToolFunctionCall(chatCompletion: ChatCompletionChunk | undefined): boolean {
    const choice = chatCompletion?.choices()?.[0];
    const delta = choice?.delta();
    return delta !== undefined && (delta.toolCalls()?.length ?? 0) > 0;
  }

  /** Whether the chunk's first choice finishes with `tool_calls`. */
  isStreamingToolFunctionCallFinish(chatCompletion: ChatCompletionChunk | undefined): boolean {
    const choice = chatCompletion?.choices()?.[0] ?? undefined;
    if (choice === undefined || choice.delta() === undefined) return false;
    return choice.finishReason() === ChatCompletionFinishReason.TOOL_CALLS;
  }

  /** The chunk as a completion (object `chat.completion`, no usage). */
  chunkToChatCompletion(chunk: ChatCompletionChunk): ChatCompletion {
    const choices = (chunk.choices() ?? []).map((c) => new Choice(c.finishReason(), c.index(), c.delta(), c.logprobs()));
    return new ChatCompletion(chunk.id(), choices, chunk.created(), chunk.model(), chunk.serviceTier(), chunk.systemFingerprint(), 'chat.completion', undefined);
  }
}
