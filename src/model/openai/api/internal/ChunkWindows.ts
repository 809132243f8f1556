/* spring-ai-ts, Apache-2.0. Internal: OpenAI stream events → chunks, a tool call's chunks merged into one. */
import type { StreamEventAssembler } from '../../../openai-compatible/ChunkReader.js';
import type { Json } from '../../../openai-compatible/OpenAiCompatibleClient.js';
import type { OpenAiCompatibleProvider } from '../../../openai-compatible/OpenAiCompatibleProvider.js';
import { TransientAiException } from '../../../../retry/TransientAiException.js';
import { ChatCompletionChunk } from '../ChatCompletionChunk.js';
import type { OpenAiStreamFunctionCallingHelper } from '../OpenAiStreamFunctionCallingHelper.js';
import { readChunk } from './wire.js';

const EMPTY = new ChatCompletionChunk();

/**
 * What Spring's `chatCompletionStream` does between the body and its subscriber, per event: each
 * `data:` payload up to `[DONE]` read as a {@link ChatCompletionChunk}; the chunks from the first
 * tool-call fragment to the `tool_calls` finish reason reduced into one by the
 * {@link OpenAiStreamFunctionCallingHelper} (`windowUntil` + `reduce`); every other chunk passes
 * as it is (reduced alone, which keeps its first choice only). A top-level `error` object is an
 * HTTP-500-like transient failure; a body that ends without `[DONE]` and without a finish reason
 * is a truncated stream.
 */
export class ChunkWindows implements StreamEventAssembler<ChatCompletionChunk> {
  private insideTool = false;
  private window: ChatCompletionChunk | undefined;
  private done = false;
  private finished = false;

  constructor(
    private readonly helper: OpenAiStreamFunctionCallingHelper,
    private readonly provider: OpenAiCompatibleProvider,
  ) {}

  accept(data: string): ChatCompletionChunk | undefined {
    if (this.done) return undefined;
    if (data === '[DONE]') {
      this.done = true;
      return undefined;
    }
    let json: Json;
    try {
      json = JSON.parse(data) as Json;
    } catch (error) {
      throw new TransientAiException(`Malformed ${this.provider.name} stream event: ${data.slice(0, 200)}`, error);
    }
    if (json === null || typeof json !== 'object') return undefined;
    const error = json['error'];
    if (error !== undefined && error !== null) throw this.provider.httpError(500, JSON.stringify({ error }), undefined, error);
    const chunk = readChunk(json);
    if (chunk.choices()?.some((choice) => choice.finishReason() !== undefined)) this.finished = true;
    const helper = this.helper;
    if (helper.isStreamingToolFunctionCall(chunk)) this.insideTool = true;
    let closes: boolean;
    if (this.insideTool && helper.isStreamingToolFunctionCallFinish(chunk)) {
      this.insideTool = false;
      closes = true;
    } else {
      closes = !this.insideTool;
    }
    const window = this.window;
    // A chunk reduced alone is itself with its first choice only (the merge takes every field from
    // it): skip the copy where it would change nothing.
    const choices = chunk.choices();
    const merged =
      window === undefined && closes && choices !== undefined && choices.length <= 1 ? chunk : (helper.merge(window ?? EMPTY, chunk) as ChatCompletionChunk);
    if (!closes) {
      this.window = merged;
      return undefined;
    }
    this.window = undefined;
    return merged;
  }

  end(): ChatCompletionChunk[] {
    if (!this.done && !this.finished) {
      throw this.provider.streamError(`The ${this.provider.name} stream ended before a finish_reason: the response is truncated`, 'truncated');
    }
    // windowUntil emits the window still open when the stream completes.
    const open = this.window;
    this.window = undefined;
    return open === undefined ? [] : [open];
  }
}
