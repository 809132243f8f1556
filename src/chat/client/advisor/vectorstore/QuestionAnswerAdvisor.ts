/* Ported from Spring AI QuestionAnswerAdvisor (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../../java/core/Assert.js';
import { StringUtils } from '../../../../java/core/StringUtils.js';
import type { Document } from '../../../../document/Document.js';
import type { Scheduler } from '../../../../java/reactor/Scheduler.js';
import { Schedulers } from '../../../../java/reactor/Schedulers.js';
import type { Expression } from '../../../../vectorstore/filter/Expression.js';
import { FilterExpressionTextParser } from '../../../../vectorstore/filter/FilterExpressionTextParser.js';
import { SearchRequest } from '../../../../vectorstore/SearchRequest.js';
import type { VectorStore } from '../../../../vectorstore/VectorStore.js';
import { ChatResponse } from '../../../model/ChatResponse.js';
import { PromptTemplate } from '../../../prompt/PromptTemplate.js';
import type { ChatClientRequest } from '../../ChatClientRequest.js';
import { ChatClientResponse } from '../../ChatClientResponse.js';
import type { AdvisorChain } from '../api/AdvisorChain.js';
import { BaseAdvisor } from '../api/BaseAdvisor.js';

// Byte for byte Spring's default (a Java text block, so it ends with a line break).
const DEFAULT_PROMPT_TEMPLATE = new PromptTemplate(`{query}

Context information is below, surrounded by ---------------------

---------------------
{question_answer_context}
---------------------

Given the context and provided history information and not prior knowledge,
reply to the user comment. If the answer is not in the context, inform
the user that you can't answer the question.
`);

const DEFAULT_ORDER = 0;

/**
 * Retrieval-augmented generation in one advisor: searches the vector store with the user's
 * text, appends the documents' texts to the user message through the prompt template, and puts
 * the documents in the request context and the response metadata under
 * {@link QuestionAnswerAdvisor.RETRIEVED_DOCUMENTS}. A filter expression (filter-language text)
 * under {@link QuestionAnswerAdvisor.FILTER_EXPRESSION} in the advisor context replaces the
 * search request's filter for that call.
 *
 * @example
 * ```ts
 * import { ChatClient, QuestionAnswerAdvisor, SearchRequest, type ChatModel, type Document, type VectorStore } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 * declare const vectorStore: VectorStore;
 *
 * const questionAnswerAdvisor = QuestionAnswerAdvisor.builder(vectorStore)
 *   .searchRequest(SearchRequest.builder().similarityThreshold(0.7).topK(4).build())
 *   .build();
 *
 * const response = await ChatClient.builder(chatModel)
 *   .defaultAdvisors(questionAnswerAdvisor)
 *   .build()
 *   .prompt()
 *   .user('What is the refund policy?')
 *   .advisors((a) => a.param(QuestionAnswerAdvisor.FILTER_EXPRESSION, "type == 'policy'"))
 *   .call()
 *   .chatClientResponse();
 *
 * const documents = response.context().get(QuestionAnswerAdvisor.RETRIEVED_DOCUMENTS) as Document[];
 * console.log(response.chatResponse()?.getResult()?.getOutput().getText(), documents.length);
 * ```
 *
 * @remarks
 * `before` returns a `Promise` (the search is I/O). Works for `call()` and `stream()`, like every
 * `BaseAdvisor`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/vectorstore/QuestionAnswerAdvisor.html
 * @category Advisors
 */
export class QuestionAnswerAdvisor extends BaseAdvisor {
  /** Context and metadata key of the retrieved documents. */
  static readonly RETRIEVED_DOCUMENTS = 'qa_retrieved_documents';
  /** Context key of a per-request filter expression (filter-language text). */
  static readonly FILTER_EXPRESSION = 'qa_filter_expression';

  private readonly vectorStore: VectorStore;
  private readonly promptTemplate: PromptTemplate;
  private readonly searchRequest: SearchRequest;
  private readonly scheduler: Scheduler;
  private readonly order: number;

  /** @internal Use `QuestionAnswerAdvisor.builder(vectorStore)`. */
  constructor(
    vectorStore: VectorStore,
    searchRequest: SearchRequest,
    promptTemplate: PromptTemplate | undefined,
    scheduler: Scheduler | undefined,
    order: number,
  ) {
    super();
    Assert.notNull(vectorStore, 'vectorStore cannot be null');
    Assert.notNull(searchRequest, 'searchRequest cannot be null');
    this.vectorStore = vectorStore;
    this.searchRequest = searchRequest;
    this.promptTemplate = promptTemplate ?? DEFAULT_PROMPT_TEMPLATE;
    this.scheduler = scheduler ?? BaseAdvisor.DEFAULT_SCHEDULER;
    this.order = order;
  }

  /** A builder for this vector store. */
  static builder(vectorStore: VectorStore): QuestionAnswerAdvisor.Builder {
    return new QuestionAnswerAdvisor.Builder(vectorStore);
  }

  /** The order (0 by default). */
  getOrder(): number {
    return this.order;
  }

  /** Searches and augments the user message; the documents go into the context. */
  async before(chatClientRequest: ChatClientRequest, _advisorChain: AdvisorChain): Promise<ChatClientRequest> {
    const userMessage = chatClientRequest.prompt().getUserMessage();
    const searchRequestToUse = SearchRequest.from(this.searchRequest)
      .query(userMessage.getText() ?? '')
      .filterExpression(this.doGetFilterExpression(chatClientRequest.context()))
      .build();
    const documents: Document[] = await this.vectorStore.similaritySearch(searchRequestToUse);
    const context = new Map(chatClientRequest.context());
    context.set(QuestionAnswerAdvisor.RETRIEVED_DOCUMENTS, documents);
    const documentContext = documents.map((document) => document.getText()).join('\n');
    const augmentedUserText = this.promptTemplate.render({ query: userMessage.getText(), question_answer_context: documentContext });
    return chatClientRequest.mutate().prompt(chatClientRequest.prompt().augmentUserMessage(augmentedUserText)).context(context).build();
  }

  /** Adds the retrieved documents to the response metadata. */
  after(chatClientResponse: ChatClientResponse, _advisorChain: AdvisorChain): ChatClientResponse {
    const previous = chatClientResponse.chatResponse();
    const builder = previous === undefined ? ChatResponse.builder() : ChatResponse.builder().from(previous);
    builder.metadata(QuestionAnswerAdvisor.RETRIEVED_DOCUMENTS, chatClientResponse.context().get(QuestionAnswerAdvisor.RETRIEVED_DOCUMENTS));
    return ChatClientResponse.builder().chatResponse(builder.build()).context(chatClientResponse.context()).build();
  }

  /** The filter from the context's `qa_filter_expression` text, else the search request's. */
  protected doGetFilterExpression(context: Map<string, unknown>): Expression | undefined {
    const text = context.get(QuestionAnswerAdvisor.FILTER_EXPRESSION);
    if (text === undefined || text === null || !StringUtils.hasText(String(text))) return this.searchRequest.getFilterExpression();
    return new FilterExpressionTextParser().parse(String(text));
  }

  /** The scheduler (accepted for source compatibility). */
  override getScheduler(): Scheduler {
    return this.scheduler;
  }
}

/**
 * Nested types of {@link QuestionAnswerAdvisor}.
 *
 * @category Advisors
 */
export namespace QuestionAnswerAdvisor {
  /**
   * Java's `QuestionAnswerAdvisor.Builder`.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/client/advisor/vectorstore/QuestionAnswerAdvisor.Builder.html
   */
  export class Builder {
    private readonly vectorStore: VectorStore;
    private _searchRequest: SearchRequest = SearchRequest.builder().build();
    private _promptTemplate: PromptTemplate | undefined;
    private _scheduler: Scheduler | undefined;
    private _order = DEFAULT_ORDER;

    /** @internal Use `QuestionAnswerAdvisor.builder(vectorStore)`. */
    constructor(vectorStore: VectorStore) {
      Assert.notNull(vectorStore, 'The vectorStore must not be null!');
      this.vectorStore = vectorStore;
    }

    /** The template with `{query}` and `{question_answer_context}`. */
    promptTemplate(promptTemplate: PromptTemplate): this {
      Assert.notNull(promptTemplate, 'promptTemplate cannot be null');
      this._promptTemplate = promptTemplate;
      return this;
    }

    /** The base search request (topK, threshold, filter). */
    searchRequest(searchRequest: SearchRequest): this {
      Assert.notNull(searchRequest, 'The searchRequest must not be null!');
      this._searchRequest = searchRequest;
      return this;
    }

    /** Bounded-elastic (true) or immediate scheduler. */
    protectFromBlocking(protectFromBlocking: boolean): this {
      this._scheduler = protectFromBlocking ? BaseAdvisor.DEFAULT_SCHEDULER : Schedulers.immediate();
      return this;
    }

    /** The scheduler. */
    scheduler(scheduler: Scheduler): this {
      this._scheduler = scheduler;
      return this;
    }

    /** The order. */
    order(order: number): this {
      this._order = order;
      return this;
    }

    /** The advisor. */
    build(): QuestionAnswerAdvisor {
      return new QuestionAnswerAdvisor(this.vectorStore, this._searchRequest, this._promptTemplate, this._scheduler, this._order);
    }
  }
}
