/* Ported from Spring AI TranslationQueryTransformer (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatClientBuilder } from '../../../../chat/client/ChatClient.js';
import { PromptTemplate } from '../../../../chat/prompt/PromptTemplate.js';
import { Assert } from '../../../../java/core/Assert.js';
import { LoggerFactory } from '../../../../java/logging/LoggerFactory.js';
import type { Query } from '../../../Query.js';
import { ChatClientQueryStepBuilder, ChatClientQueryTransformer } from '../internal/ChatClientQueryStep.js';

const logger = LoggerFactory.getLogger('TranslationQueryTransformer');

// Byte for byte Spring's default (a Java text block, so it ends with a line break).
const DEFAULT_PROMPT_TEMPLATE = new PromptTemplate(`Given a user query, translate it to {targetLanguage}.
If the query is already in {targetLanguage}, return it unchanged.
If you don't know the language of the query, return it unchanged.
Do not add explanations nor any other text.

Original query: {query}

Translated query:
`);

const EMPTY_ANSWER = 'Query translation result is null/empty. Returning the input query unchanged.';

/**
 * Asks a model to translate the query into the target language (the embedding model's); an
 * empty answer leaves the query unchanged.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/preretrieval/query/transformation/TranslationQueryTransformer.html
 * @category RAG
 */
export class TranslationQueryTransformer extends ChatClientQueryTransformer {
  private readonly targetLanguage: string;

  /** The chat client builder, an optional template (with `{targetLanguage}`, `{query}`) and the language. */
  constructor(chatClientBuilder: ChatClientBuilder, promptTemplate: PromptTemplate | undefined, targetLanguage: string) {
    // Java checks the builder and the language before anything else.
    Assert.notNull(chatClientBuilder, 'chatClientBuilder cannot be null');
    Assert.hasText(targetLanguage, 'targetLanguage cannot be null or empty');
    super(chatClientBuilder, promptTemplate ?? DEFAULT_PROMPT_TEMPLATE, ['targetLanguage', 'query'], logger, EMPTY_ANSWER);
    this.targetLanguage = targetLanguage;
  }

  /** A new builder. */
  static builder(): TranslationQueryTransformer.Builder {
    return new TranslationQueryTransformer.Builder();
  }

  /** Logged at DEBUG before the model is asked. */
  protected transformationMessage(): string {
    return `Translating query to target language: ${this.targetLanguage}`;
  }

  /** The template's parameters. */
  protected templateParameters(query: Query): [string, unknown][] {
    return [
      ['targetLanguage', this.targetLanguage],
      ['query', query.text()],
    ];
  }
}

/**
 * Nested types of {@link TranslationQueryTransformer}.
 *
 * @category RAG
 */
export namespace TranslationQueryTransformer {
  /**
   * Java's `TranslationQueryTransformer.Builder`.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/preretrieval/query/transformation/TranslationQueryTransformer.Builder.html
   */
  export class Builder extends ChatClientQueryStepBuilder<TranslationQueryTransformer> {
    private _targetLanguage: string | undefined;

    /** The target language. */
    targetLanguage(targetLanguage: string): this {
      this._targetLanguage = targetLanguage;
      return this;
    }

    /** The transformer. */
    build(): TranslationQueryTransformer {
      return new TranslationQueryTransformer(this.getChatClientBuilder(), this.getPromptTemplate(), this._targetLanguage as string);
    }
  }
}
