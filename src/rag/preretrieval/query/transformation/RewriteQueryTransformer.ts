/* Ported from Spring AI RewriteQueryTransformer (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatClientBuilder } from '../../../../chat/client/ChatClient.js';
import { PromptTemplate } from '../../../../chat/prompt/PromptTemplate.js';
import { LoggerFactory } from '../../../../java/logging/LoggerFactory.js';
import type { Query } from '../../../Query.js';
import { ChatClientQueryStepBuilder, ChatClientQueryTransformer } from '../internal/ChatClientQueryStep.js';

const logger = LoggerFactory.getLogger('RewriteQueryTransformer');

// Byte for byte Spring's default (a Java text block, so it ends with a line break).
const DEFAULT_PROMPT_TEMPLATE = new PromptTemplate(`Given a user query, rewrite it to provide better results when querying a {target}.
Remove any irrelevant information, and ensure the query is concise and specific.

Original query:
{query}

Rewritten query:
`);

const DEFAULT_TARGET = 'vector store';

const EMPTY_ANSWER = 'Query rewrite result is null/empty. Returning the input query unchanged.';

/**
 * Asks a model to rewrite the query for the target search system (a `vector store` by
 * default); an empty answer leaves the query unchanged.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/preretrieval/query/transformation/RewriteQueryTransformer.html
 * @category RAG
 */
export class RewriteQueryTransformer extends ChatClientQueryTransformer {
  private readonly targetSearchSystem: string;

  /** The chat client builder, and optionally a template (with `{target}`, `{query}`) and a target. */
  constructor(chatClientBuilder: ChatClientBuilder, promptTemplate?: PromptTemplate, targetSearchSystem?: string) {
    super(chatClientBuilder, promptTemplate ?? DEFAULT_PROMPT_TEMPLATE, ['target', 'query'], logger, EMPTY_ANSWER);
    this.targetSearchSystem = targetSearchSystem ?? DEFAULT_TARGET;
  }

  /** A new builder. */
  static builder(): RewriteQueryTransformer.Builder {
    return new RewriteQueryTransformer.Builder();
  }

  /** Logged at DEBUG before the model is asked. */
  protected transformationMessage(): string {
    return `Rewriting query to optimize for querying a ${this.targetSearchSystem}.`;
  }

  /** The template's parameters. */
  protected templateParameters(query: Query): [string, unknown][] {
    return [
      ['target', this.targetSearchSystem],
      ['query', query.text()],
    ];
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
