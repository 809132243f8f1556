// spring-ai-ts own test fixtures: a minimal provider on the OpenAI-compatible base.
import { ChatStreamAssembler } from '../../../src/model/openai-compatible/ChatStreamAssembler.js';
import type { MergedToolCall } from '../../../src/model/openai-compatible/ToolCallMerger.js';
import type { Json } from '../../../src/model/openai-compatible/OpenAiCompatibleClient.js';
import type { OpenAiCompatibleProvider, StreamFailureReason } from '../../../src/model/openai-compatible/OpenAiCompatibleProvider.js';
import { NonTransientAiException } from '../../../src/retry/NonTransientAiException.js';
import { TransientAiException } from '../../../src/retry/TransientAiException.js';

/** An HTTP error of the test provider. */
export class TestHttpError extends NonTransientAiException {
  constructor(
    readonly status: number,
    readonly body: string,
    cause?: unknown,
  ) {
    super(`${status} - ${body}`, cause);
  }
}

/** A stream failure of the test provider. */
export class TestStreamError extends TransientAiException {
  constructor(
    message: string,
    readonly reason: StreamFailureReason,
    cause?: unknown,
  ) {
    super(message, cause);
  }
}

/** The test provider: name `Acme`, its own error classes. */
export const testProvider: OpenAiCompatibleProvider = {
  name: 'Acme',
  httpError: (status, body, _headers, cause) => new TestHttpError(status, body, cause),
  connectTimeoutError: (host, timeoutMillis, cause) => new TransientAiException(`no connection to ${host} in ${timeoutMillis} ms`, cause),
  streamError: (message, reason, cause) => new TestStreamError(message, reason, cause),
};

/** A chunk of the test provider. */
export interface TestChunk {
  text?: string;
  finish?: string | undefined;
  toolCalls?: MergedToolCall[];
  usage?: number;
  id?: string | undefined;
}

/** The test provider's stream reading: text, finish reason, merged tool calls, total tokens. */
export class TestAssembler extends ChatStreamAssembler<TestChunk, number> {
  constructor() {
    super(testProvider);
  }

  protected delta(delta: Json, finishing: boolean): TestChunk | undefined {
    const text = typeof delta['content'] === 'string' ? delta['content'] : '';
    if (!finishing) return text === '' ? undefined : { text, id: this.id };
    return { text, finish: this.finishReason, ...(this.toolCalls.size > 0 ? { toolCalls: this.toolCalls.take() } : {}) };
  }

  protected usageChunk(usage: number): TestChunk {
    return { usage };
  }

  protected parseUsage(value: unknown): number | undefined {
    const total = (value as Json)['total_tokens'];
    return typeof total === 'number' ? total : undefined;
  }

  protected totalTokens(usage: number): number {
    return usage;
  }

  protected eventError(error: Json): Error {
    return new TestHttpError(200, JSON.stringify(error));
  }
}

/** One SSE `data:` event of a chunk with this delta (and finish reason, usage). */
export const sse = (delta: Json, finish?: string, extra: Json = {}): string =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'M', choices: [{ index: 0, delta, ...(finish ? { finish_reason: finish } : {}) }], ...extra })}\n\n`;
