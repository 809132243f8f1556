/* Ported from Spring AI ContextualQueryAugmenter (v1.1.8). spring-ai-ts, Apache-2.0. */
import { PromptTemplate } from '../../../chat/prompt/PromptTemplate.js';
import { Assert } from '../../../java/core/Assert.js';
import type { Document } from '../../../document/Document.js';
import { LoggerFactory } from '../../../java/logging/LoggerFactory.js';
import { Query } from '../../Query.js';
import { PromptAssert } from '../../util/PromptAssert.js';
import { QueryAugmenter } from './QueryAugmenter.js';

const logger = LoggerFactory.getLogger('ContextualQueryAugmenter');

// Byte for byte Spring's defaults (Java text blocks, so they end with a line break).
const DEFAULT_PROMPT_TEMPLATE = new PromptTemplate(`Context information is below.

---------------------
{context}
---------------------

Given the context information and no prior knowledge, answer the query.

Follow these rules:

1. If the answer is not in the context, just say that you don't know.
2. Avoid statements like "Based on the context..." or "The provided information...".

Query: {query}

Answer:
`);

const DEFAULT_EMPTY_CONTEXT_PROMPT_TEMPLATE = new PromptTemplate(`The user query is outside your knowledge base.
Politely inform the user that you can't answer it.
`);

const DEFAULT_DOCUMENT_FORMATTER = (documents: Document[]): string => documents.map((d) => d.getText()).join('\n');

/**
 * Puts the documents' texts and the query into a prompt template; without documents, either
 * keeps the query (`allowEmptyContext`) or replaces it with a polite refusal prompt.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/generation/augmentation/ContextualQueryAugmenter.html
 * @category RAG
 */
export class ContextualQueryAugmenter extends QueryAugmenter {
  private readonly promptTemplate: PromptTemplate;
  private readonly emptyContextPromptTemplate: PromptTemplate;
  private readonly allowEmptyContext: boolean;
  private readonly documentFormatter: (documents: Document[]) => string;

  /** Optional template (`{query}`, `{context}`), empty-context template, allowEmptyContext (false) and formatter. */
  constructor(
    promptTemplate?: PromptTemplate,
    emptyContextPromptTemplate?: PromptTemplate,
    allowEmptyContext?: boolean,
    documentFormatter?: (documents: Document[]) => string,
  ) {
    super();
    this.promptTemplate = promptTemplate ?? DEFAULT_PROMPT_TEMPLATE;
    this.emptyContextPromptTemplate = emptyContextPromptTemplate ?? DEFAULT_EMPTY_CONTEXT_PROMPT_TEMPLATE;
    this.allowEmptyContext = allowEmptyContext ?? false;
    this.documentFormatter = documentFormatter ?? DEFAULT_DOCUMENT_FORMATTER;
    PromptAssert.templateHasRequiredPlaceholders(this.promptTemplate, 'query', 'context');
  }

  /** A new builder. */
  static builder(): ContextualQueryAugmenter.Builder {
    return new ContextualQueryAugmenter.Builder();
  }

  /** The query with the documents as context. */
  augment(query: Query, documents: Document[]): Query {
    Assert.notNull(query, 'query cannot be null');
    Assert.notNull(documents, 'documents cannot be null');
    logger.debug('Augmenting query with contextual data');
    if (documents.length === 0) {
      if (this.allowEmptyContext) return query;
      return new Query(this.emptyContextPromptTemplate.render());
    }
    return new Query(this.promptTemplate.render({ query: query.text(), context: this.documentFormatter(documents) }));
  }
}

/**
 * Nested types of {@link ContextualQueryAugmenter}.
 *
 * @category RAG
 */
export namespace ContextualQueryAugmenter {
  /**
   * Java's `ContextualQueryAugmenter.Builder`.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/generation/augmentation/ContextualQueryAugmenter.Builder.html
   */
  export class Builder {
    private _promptTemplate: PromptTemplate | undefined;
    private _emptyContextPromptTemplate: PromptTemplate | undefined;
    private _allowEmptyContext: boolean | undefined;
    private _documentFormatter: ((documents: Document[]) => string) | undefined;

    /** The template. */
    promptTemplate(promptTemplate: PromptTemplate): this {
      this._promptTemplate = promptTemplate;
      return this;
    }
    /** The template used without documents. */
    emptyContextPromptTemplate(emptyContextPromptTemplate: PromptTemplate): this {
      this._emptyContextPromptTemplate = emptyContextPromptTemplate;
      return this;
    }
    /** Keep the query unchanged without documents. */
    allowEmptyContext(allowEmptyContext: boolean): this {
      this._allowEmptyContext = allowEmptyContext;
      return this;
    }
    /** How documents become the context text. */
    documentFormatter(documentFormatter: (documents: Document[]) => string): this {
      this._documentFormatter = documentFormatter;
      return this;
    }
    /** The augmenter. */
    build(): ContextualQueryAugmenter {
      return new ContextualQueryAugmenter(this._promptTemplate, this._emptyContextPromptTemplate, this._allowEmptyContext, this._documentFormatter);
    }
  }
}
