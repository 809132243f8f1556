/* Ported from Spring AI TranslationQueryTransformer (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatClient } from '../../../../chat/client/ChatClient.js';
import type { ChatClientBuilder } from '../../../../chat/client/ChatClient.js';
import { PromptTemplate } from '../../../../chat/prompt/PromptTemplate.js';
import { Assert } from '../../../../core/Assert.js';
import { LoggerFactory } from '../../../../logging/LoggerFactory.js';
import type { Query } from '../../../Query.js';
import { PromptAssert } from '../../../util/PromptAssert.js';
import { ChatClientQueryStepBuilder, replaceQueryTextWithAnswer } from '../internal/ChatClientQueryStep.js';
import { QueryTransformer } from './QueryTransformer.js';

const logger = LoggerFactory.getLogger('TranslationQueryTransformer');

// Byte for byte Spring's default (a Java text block, so it ends with a line break).
const DEFAULT_PROMPT_TEMPLATE = new PromptTemplate(`Given a user query, translate it to {targetLanguage}.
If the query is already in {targetLanguage}, return it unchanged.
If you don't know the language of the query, return it unchanged.
Do not add explanations nor any other text.

Original query: {query}

Translated query:
`);

/**
 * Asks a model to translate the query into the target language (the embedding model's); an
 * empty answer leaves the query unchanged.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/preretrieval/query/transformation/TranslationQueryTransformer.html
 * @category RAG
 */
export class TranslationQueryTransformer extends QueryTransformer {
  private readonly chatClient: ChatClient;
  private readonly promptTemplate: PromptTemplate;

  /** The chat client builder, an optional template (with `{targetLanguage}`, `{query}`) and the language. */
  constructor(
    chatClientBuilder: ChatClientBuilder,
    promptTemplate: PromptTemplate | undefined,
    private readonly targetLanguage: string,
  ) {
    super();
    Assert.notNull(chatClientBuilder, 'chatClientBuilder cannot be null');
    Assert.hasText(targetLanguage, 'targetLanguage cannot be null or empty');
    this.chatClient = chatClientBuilder.build();
    this.promptTemplate = promptTemplate ?? DEFAULT_PROMPT_TEMPLATE;
    PromptAssert.templateHasRequiredPlaceholders(this.promptTemplate, 'targetLanguage', 'query');
  }

  /** A new builder. */
  static builder(): TranslationQueryTransformer.Builder {
    return new TranslationQueryTransformer.Builder();
  }

  /** The translated query. */
  async transform(query: Query): Promise<Query> {
    Assert.notNull(query, 'query cannot be null');
    logger.debug(`Translating query to target language: ${this.targetLanguage}`);
    return replaceQueryTextWithAnswer(
      this.chatClient,
      this.promptTemplate,
      [
        ['targetLanguage', this.targetLanguage],
        ['query', query.text()],
      ],
      query,
      logger,
      'Query translation result is null/empty. Returning the input query unchanged.',
    );
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
