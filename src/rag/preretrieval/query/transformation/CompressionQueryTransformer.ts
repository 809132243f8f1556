/* Ported from Spring AI CompressionQueryTransformer (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatClientBuilder } from '../../../../chat/client/ChatClient.js';
import type { Message } from '../../../../chat/messages/Message.js';
import { MessageType } from '../../../../chat/messages/MessageType.js';
import { PromptTemplate } from '../../../../chat/prompt/PromptTemplate.js';
import { LoggerFactory } from '../../../../java/logging/LoggerFactory.js';
import type { Query } from '../../../Query.js';
import { ChatClientQueryStepBuilder, ChatClientQueryTransformer } from '../internal/ChatClientQueryStep.js';

const logger = LoggerFactory.getLogger('CompressionQueryTransformer');

// Byte for byte Spring's default (a Java text block, so it ends with a line break).
const DEFAULT_PROMPT_TEMPLATE = new PromptTemplate(`Given the following conversation history and a follow-up query, your task is to synthesize
a concise, standalone query that incorporates the context from the history.
Ensure the standalone query is clear, specific, and maintains the user's intent.

Conversation history:
{history}

Follow-up query:
{query}

Standalone query:
`);

const EMPTY_ANSWER = 'Query compression result is null/empty. Returning the input query unchanged.';

/**
 * Asks a model to fold the conversation history and a follow-up query into one standalone
 * query; an empty answer leaves the query unchanged.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/preretrieval/query/transformation/CompressionQueryTransformer.html
 * @category RAG
 */
export class CompressionQueryTransformer extends ChatClientQueryTransformer {
  /** The chat client builder and optionally a template (with `{history}`, `{query}`). */
  constructor(chatClientBuilder: ChatClientBuilder, promptTemplate?: PromptTemplate) {
    super(chatClientBuilder, promptTemplate ?? DEFAULT_PROMPT_TEMPLATE, ['history', 'query'], logger, EMPTY_ANSWER);
  }

  /** A new builder. */
  static builder(): CompressionQueryTransformer.Builder {
    return new CompressionQueryTransformer.Builder();
  }

  /** Logged at DEBUG before the model is asked. */
  protected transformationMessage(): string {
    return 'Compressing conversation history and follow-up query into a standalone query';
  }

  /** The template's parameters. */
  protected templateParameters(query: Query): [string, unknown][] {
    return [
      ['history', this.formatConversationHistory(query.history())],
      ['query', query.text()],
    ];
  }

  private formatConversationHistory(history: Message[]): string {
    return history
      .filter((m) => m.getMessageType() === MessageType.USER || m.getMessageType() === MessageType.ASSISTANT)
      .map((m) => `${m.getMessageType().toString()}: ${m.getText() ?? 'null'}`)
      .join('\n');
  }
}

/**
 * Nested types of {@link CompressionQueryTransformer}.
 *
 * @category RAG
 */
export namespace CompressionQueryTransformer {
  /**
   * Java's `CompressionQueryTransformer.Builder`.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/preretrieval/query/transformation/CompressionQueryTransformer.Builder.html
   */
  export class Builder extends ChatClientQueryStepBuilder<CompressionQueryTransformer> {
    /** The transformer. */
    build(): CompressionQueryTransformer {
      return new CompressionQueryTransformer(this.getChatClientBuilder(), this.getPromptTemplate());
    }
  }
}
