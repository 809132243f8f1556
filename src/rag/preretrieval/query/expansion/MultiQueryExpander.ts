/* Ported from Spring AI MultiQueryExpander (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ChatClient } from '../../../../chat/client/ChatClient.js';
import type { ChatClientBuilder } from '../../../../chat/client/ChatClient.js';
import { PromptTemplate } from '../../../../chat/prompt/PromptTemplate.js';
import { Assert } from '../../../../java/core/Assert.js';
import { StringUtils } from '../../../../java/core/StringUtils.js';
import { LoggerFactory } from '../../../../java/logging/LoggerFactory.js';
import type { Query } from '../../../Query.js';
import { PromptAssert } from '../../../util/PromptAssert.js';
import { QueryExpander } from './QueryExpander.js';
import { ChatClientQueryStepBuilder } from '../internal/ChatClientQueryStep.js';

const logger = LoggerFactory.getLogger('MultiQueryExpander');

// Byte for byte Spring's default (a Java text block, so it ends with a line break).
const DEFAULT_PROMPT_TEMPLATE = new PromptTemplate(`You are an expert at information retrieval and search optimization.
Your task is to generate {number} different versions of the given query.

Each variant must cover different perspectives or aspects of the topic,
while maintaining the core intent of the original query. The goal is to
expand the search space and improve the chances of finding relevant information.

Do not explain your choices or add any other text.
Provide the query variants separated by newlines.

Original query: {query}

Query variants:
`);

const DEFAULT_INCLUDE_ORIGINAL = true;
const DEFAULT_NUMBER_OF_QUERIES = 3;

/**
 * Asks a model for `numberOfQueries` variants of the query (one per line), optionally keeping
 * the original first; an answer with a different number of lines gives just the original.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/preretrieval/query/expansion/MultiQueryExpander.html
 * @category RAG
 */
export class MultiQueryExpander extends QueryExpander {
  private readonly chatClient: ChatClient;
  private readonly promptTemplate: PromptTemplate;
  private readonly includeOriginal: boolean;
  private readonly numberOfQueries: number;

  /** The chat client builder and optionally a template (`{number}`, `{query}`), whether to keep the original, and how many variants. */
  constructor(chatClientBuilder: ChatClientBuilder, promptTemplate?: PromptTemplate, includeOriginal?: boolean, numberOfQueries?: number) {
    super();
    Assert.notNull(chatClientBuilder, 'chatClientBuilder cannot be null');
    this.chatClient = chatClientBuilder.build();
    this.promptTemplate = promptTemplate ?? DEFAULT_PROMPT_TEMPLATE;
    this.includeOriginal = includeOriginal ?? DEFAULT_INCLUDE_ORIGINAL;
    this.numberOfQueries = numberOfQueries ?? DEFAULT_NUMBER_OF_QUERIES;
    PromptAssert.templateHasRequiredPlaceholders(this.promptTemplate, 'number', 'query');
  }

  /** A new builder. */
  static builder(): MultiQueryExpander.Builder {
    return new MultiQueryExpander.Builder();
  }

  /** The original query (when included) and its variants. */
  async expand(query: Query): Promise<Query[]> {
    Assert.notNull(query, 'query cannot be null');
    logger.debug(`Generating ${this.numberOfQueries} query variants`);
    const response = await this.chatClient
      .prompt()
      .user((user) => user.text(this.promptTemplate.getTemplate()).param('number', this.numberOfQueries).param('query', query.text()))
      .call()
      .content();
    if (response === undefined || response === null) {
      logger.warn('Query expansion result is null. Returning the input query unchanged.');
      return [query];
    }
    // Java's String.split drops trailing empty strings.
    const variants = response.split('\n');
    while (variants.length > 0 && variants.at(-1) === '') variants.pop();
    if (variants.length === 0 || this.numberOfQueries !== variants.length) {
      logger.warn(`Query expansion result does not contain the requested ${this.numberOfQueries} variants. Returning the input query unchanged.`);
      return [query];
    }
    const queries = variants.filter((text) => StringUtils.hasText(text)).map((text) => query.mutate().text(text).build());
    if (this.includeOriginal) {
      logger.debug('Including the original query in the result');
      queries.unshift(query);
    }
    return queries;
  }
}

/**
 * Nested types of {@link MultiQueryExpander}.
 *
 * @category RAG
 */
export namespace MultiQueryExpander {
  /**
   * Java's `MultiQueryExpander.Builder`.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/preretrieval/query/expansion/MultiQueryExpander.Builder.html
   */
  export class Builder extends ChatClientQueryStepBuilder<MultiQueryExpander> {
    private _includeOriginal: boolean | undefined;
    private _numberOfQueries: number | undefined;

    /** Keep the original query first (default true). */
    includeOriginal(includeOriginal: boolean): this {
      this._includeOriginal = includeOriginal;
      return this;
    }
    /** How many variants (default 3). */
    numberOfQueries(numberOfQueries: number): this {
      this._numberOfQueries = numberOfQueries;
      return this;
    }

    /** The expander. */
    build(): MultiQueryExpander {
      return new MultiQueryExpander(this.getChatClientBuilder(), this.getPromptTemplate(), this._includeOriginal, this._numberOfQueries);
    }
  }
}
