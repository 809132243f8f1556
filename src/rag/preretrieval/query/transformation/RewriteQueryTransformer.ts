/* Ported from Spring AI RewriteQueryTransformer (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatClient } from '../../../../chat/client/ChatClient.js';
import type { ChatClientBuilder } from '../../../../chat/client/ChatClient.js';
import { PromptTemplate } from '../../../../chat/prompt/PromptTemplate.js';
import { Assert } from '../../../../core/Assert.js';
import { LoggerFactory } from '../../../../logging/LoggerFactory.js';
import type { Query } from '../../../Query.js';
import { PromptAssert } from '../../../util/PromptAssert.js';
import { ChatClientQueryStepBuilder, replaceQueryTextWithAnswer } from '../internal/ChatClientQueryStep.js';
import { QueryTransformer } from './QueryTransformer.js';

const logger = LoggerFactory.getLogger('RewriteQueryTransformer');

// Byte for byte Spring's default (a Java text block, so it ends with a line break).
const DEFAULT_PROMPT_TEMPLATE = new PromptTemplate(`Given a user query, rewrite it to provide better results when querying a {target}.
Remove any irrelevant information, and ensure the query is concise and specific.

Original query:
{query}

Rewritten query:
`);

const DEFAULT_TARGET = 'vector store';

/**
 * Asks a model to rewrite the query for the target search system (a `vector store` by
 * default); an empty answer leaves the query unchanged.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/preretrieval/query/transformation/RewriteQueryTransformer.html
 * @category RAG
 */
export class RewriteQueryTransformer extends QueryTransformer {
  private readonly chatClient: ChatClient;
  private readonly promptTemplate: PromptTemplate;
  private readonly targetSearchSystem: string;

  /** The chat client builder, and optionally a template (with `{target}`, `{query}`) and a target. */
  constructor(chatClientBuilder: ChatClientBuilder, promptTemplate?: PromptTemplate, targetSearchSystem?: string) {
    super();
    Assert.notNull(chatClientBuilder, 'chatClientBuilder cannot be null');
    this.chatClient = chatClientBuilder.build();
    this.promptTemplate = promptTemplate ?? DEFAULT_PROMPT_TEMPLATE;
    this.targetSearchSystem = targetSearchSystem ?? DEFAULT_TARGET;
    PromptAssert.templateHasRequiredPlaceholders(this.promptTemplate, 'target', 'query');
  }

  /** A new builder. */
  static builder(): RewriteQueryTransformer.Builder {
    return new RewriteQueryTransformer.Builder();
  }

  /** The rewritten query. */
  async transform(query: Query): Promise<Query> {
    Assert.notNull(query, 'query cannot be null');
    logger.debug(`Rewriting query to optimize for querying a ${this.targetSearchSystem}.`);
    return replaceQueryTextWithAnswer(
      this.chatClient,
      this.promptTemplate,
      [
        ['target', this.targetSearchSystem],
        ['query', query.text()],
      ],
      query,
      logger,
      'Query rewrite result is null/empty. Returning the input query unchanged.',
    );
  }
}

/**
 * Nested types of {@link RewriteQueryTransformer}.
 *
 * @category RAG
 */
export namespace RewriteQueryTransformer {
  /**
   * Java's `RewriteQueryTransformer.Builder`.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/preretrieval/query/transformation/RewriteQueryTransformer.Builder.html
   */
  export class Builder extends ChatClientQueryStepBuilder<RewriteQueryTransformer> {
    private _targetSearchSystem: string | undefined;

    /** The target search system. */
    targetSearchSystem(targetSearchSystem: string): this {
      this._targetSearchSystem = targetSearchSystem;
      return this;
    }

    /** The transformer. */
    build(): RewriteQueryTransformer {
      return new RewriteQueryTransformer(this.getChatClientBuilder(), this.getPromptTemplate(), this._targetSearchSystem);
    }
  }
}
