/* Ported from Spring AI CompressionQueryTransformer (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatClient } from '../../../../chat/client/ChatClient.js';
import type { ChatClientBuilder } from '../../../../chat/client/ChatClient.js';
import type { Message } from '../../../../chat/messages/Message.js';
import { MessageType } from '../../../../chat/messages/MessageType.js';
import { PromptTemplate } from '../../../../chat/prompt/PromptTemplate.js';
import { Assert } from '../../../../core/Assert.js';
import { LoggerFactory } from '../../../../logging/LoggerFactory.js';
import type { Query } from '../../../Query.js';
import { PromptAssert } from '../../../util/PromptAssert.js';
import { ChatClientQueryStepBuilder, replaceQueryTextWithAnswer } from '../internal/ChatClientQueryStep.js';
import { QueryTransformer } from './QueryTransformer.js';

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

/**
 * Asks a model to fold the conversation history and a follow-up query into one standalone
 * query; an empty answer leaves the query unchanged.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/preretrieval/query/transformation/CompressionQueryTransformer.html
 * @category RAG
 */
export class CompressionQueryTransformer extends QueryTransformer {
  private readonly chatClient: ChatClient;
  private readonly promptTemplate: PromptTemplate;

  /** The chat client builder and optionally a template (with `{history}`, `{query}`). */
  constructor(chatClientBuilder: ChatClientBuilder, promptTemplate?: PromptTemplate) {
    super();
    Assert.notNull(chatClientBuilder, 'chatClientBuilder cannot be null');
    this.chatClient = chatClientBuilder.build();
    this.promptTemplate = promptTemplate ?? DEFAULT_PROMPT_TEMPLATE;
    PromptAssert.templateHasRequiredPlaceholders(this.promptTemplate, 'history', 'query');
  }

  /** A new builder. */
  static builder(): CompressionQueryTransformer.Builder {
    return new CompressionQueryTransformer.Builder();
  }

  /** The standalone query. */
  async transform(query: Query): Promise<Query> {
    Assert.notNull(query, 'query cannot be null');
    logger.debug('Compressing conversation history and follow-up query into a standalone query');
    return replaceQueryTextWithAnswer(
      this.chatClient,
      this.promptTemplate,
      [
        ['history', this.formatConversationHistory(query.history())],
        ['query', query.text()],
      ],
      query,
      logger,
      'Query compression result is null/empty. Returning the input query unchanged.',
    );
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
