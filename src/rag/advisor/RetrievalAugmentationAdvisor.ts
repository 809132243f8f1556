/* Ported from Spring AI RetrievalAugmentationAdvisor (v1.1.8). spring-ai-ts, Apache-2.0. */
import { ChatClientResponse } from '../../chat/client/ChatClientResponse.js';
import type { ChatClientRequest } from '../../chat/client/ChatClientRequest.js';
import type { AdvisorChain } from '../../chat/client/advisor/api/AdvisorChain.js';
import { BaseAdvisor } from '../../chat/client/advisor/api/BaseAdvisor.js';
import { ChatResponse } from '../../chat/model/ChatResponse.js';
import { Assert } from '../../java/core/Assert.js';
import type { TaskExecutor } from '../../java/core/task/TaskExecutor.js';
import type { Document } from '../../document/Document.js';
import type { Scheduler } from '../../java/reactor/Scheduler.js';
import { ContextualQueryAugmenter } from '../generation/augmentation/ContextualQueryAugmenter.js';
import type { QueryAugmenter } from '../generation/augmentation/QueryAugmenter.js';
import type { DocumentPostProcessor } from '../postretrieval/document/DocumentPostProcessor.js';
import type { QueryExpander } from '../preretrieval/query/expansion/QueryExpander.js';
import type { QueryTransformer } from '../preretrieval/query/transformation/QueryTransformer.js';
import { Query } from '../Query.js';
import { ConcatenationDocumentJoiner } from '../retrieval/join/ConcatenationDocumentJoiner.js';
import type { DocumentJoiner } from '../retrieval/join/DocumentJoiner.js';
import type { DocumentRetriever } from '../retrieval/search/DocumentRetriever.js';
import * as components from './internal/components.js';


/**
 * Modular RAG as an advisor: transforms the user query (each transformer in turn), expands it,
 * retrieves documents for every query concurrently, joins them, post-processes them, and
 * augments the user message with them (by default {@link ContextualQueryAugmenter}). The
 * documents go into the context and the response metadata under
 * {@link RetrievalAugmentationAdvisor.DOCUMENT_CONTEXT}.
 *
 * @example
 * ```ts
 * import {
 *   ChatClient,
 *   RetrievalAugmentationAdvisor,
 *   RewriteQueryTransformer,
 *   VectorStoreDocumentRetriever,
 *   type ChatModel,
 *   type VectorStore,
 * } from 'spring-ai-ts';
 *
 * declare const chatModel: ChatModel;
 * declare const vectorStore: VectorStore;
 *
 * // Rewrites the question for the search, retrieves from the vector store and adds the documents.
 * const ragAdvisor = RetrievalAugmentationAdvisor.builder()
 *   .queryTransformers(RewriteQueryTransformer.builder().chatClientBuilder(ChatClient.builder(chatModel)).build())
 *   .documentRetriever(VectorStoreDocumentRetriever.builder().vectorStore(vectorStore).similarityThreshold(0.5).topK(3).build())
 *   .build();
 *
 * const chatClient = ChatClient.builder(chatModel).defaultAdvisors(ragAdvisor).build();
 * for await (const text of chatClient.prompt('What does the refund policy say?').stream().content()) process.stdout.write(text);
 * ```
 *
 * @remarks
 * Each component may be one of the RAG classes, an object with the Spring method
 * (`{ retrieve: (query) => … }`) or a plain function; the advisor awaits each result. The
 * retrievals run concurrently on the event loop (Java uses a thread pool; a `TaskExecutor` is
 * accepted and not needed). `before` returns a `Promise`; call and stream both work.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/advisor/RetrievalAugmentationAdvisor.html
 * @category RAG
 */
export class RetrievalAugmentationAdvisor extends BaseAdvisor {
  /** Context and metadata key of the documents. */
  static readonly DOCUMENT_CONTEXT = 'rag_document_context';

  private readonly queryTransformers: (Pick<QueryTransformer, 'transform'> | ((query: Query) => Query | Promise<Query>))[];
  private readonly queryExpander: (Pick<QueryExpander, 'expand'> | ((query: Query) => Query[] | Promise<Query[]>)) | undefined;
  private readonly documentRetriever: (Pick<DocumentRetriever, 'retrieve'> | ((query: Query) => Document[] | Promise<Document[]>));
  private readonly documentJoiner: (Pick<DocumentJoiner, 'join'> | ((documentsForQuery: Map<Query, Document[][]>) => Document[] | Promise<Document[]>));
  private readonly documentPostProcessors: (Pick<DocumentPostProcessor, 'process'> | ((query: Query, documents: Document[]) => Document[] | Promise<Document[]>))[];
  private readonly queryAugmenter: (Pick<QueryAugmenter, 'augment'> | ((query: Query, documents: Document[]) => Query | Promise<Query>));
  private readonly scheduler: Scheduler;
  private readonly order: number;

  private constructor(builder: RetrievalAugmentationAdvisor.Builder) {
    super();
    const v = builder.values();
    Assert.notNull(v.documentRetriever, 'documentRetriever cannot be null');
    Assert.noNullElements(v.queryTransformers, 'queryTransformers cannot contain null elements');
    this.queryTransformers = v.queryTransformers ?? [];
    this.queryExpander = v.queryExpander;
    this.documentRetriever = v.documentRetriever;
    this.documentJoiner = v.documentJoiner ?? new ConcatenationDocumentJoiner();
    this.documentPostProcessors = v.documentPostProcessors ?? [];
    this.queryAugmenter = v.queryAugmenter ?? ContextualQueryAugmenter.builder().build();
    this.scheduler = v.scheduler ?? BaseAdvisor.DEFAULT_SCHEDULER;
    this.order = v.order ?? 0;
  }

  /** A new builder. */
  static builder(): RetrievalAugmentationAdvisor.Builder {
    return new RetrievalAugmentationAdvisor.Builder();
  }

  /** @internal Called by the builder. */
  static create(builder: RetrievalAugmentationAdvisor.Builder): RetrievalAugmentationAdvisor {
    return new RetrievalAugmentationAdvisor(builder);
  }

  /** Runs the RAG flow and augments the user message. */
  async before(chatClientRequest: ChatClientRequest, _advisorChain?: AdvisorChain): Promise<ChatClientRequest> {
    const context = new Map(chatClientRequest.context());
    const originalQuery = Query.builder()
      .text(chatClientRequest.prompt().getUserMessage().getText() as string)
      .history(chatClientRequest.prompt().getInstructions())
      .context(context)
      .build();
    let transformedQuery = originalQuery;
    for (const transformer of this.queryTransformers) transformedQuery = await components.transform(transformer, transformedQuery);
    const expandedQueries = this.queryExpander !== undefined ? await components.expand(this.queryExpander, transformedQuery) : [transformedQuery];
    const results = await Promise.all(expandedQueries.map((query) => components.retrieve(this.documentRetriever, query)));
    const documentsForQuery = new Map<Query, Document[][]>();
    expandedQueries.forEach((query, i) => documentsForQuery.set(query, [results[i] as Document[]]));
    let documents = await components.join(this.documentJoiner, documentsForQuery);
    for (const postProcessor of this.documentPostProcessors) documents = await components.process(postProcessor, originalQuery, documents);
    context.set(RetrievalAugmentationAdvisor.DOCUMENT_CONTEXT, documents);
    const augmentedQuery = await components.augment(this.queryAugmenter, originalQuery, documents);
    return chatClientRequest.mutate().prompt(chatClientRequest.prompt().augmentUserMessage(augmentedQuery.text())).context(context).build();
  }

  /** Adds the documents to the response metadata. */
  after(chatClientResponse: ChatClientResponse, _advisorChain?: AdvisorChain): ChatClientResponse {
    const previous = chatClientResponse.chatResponse();
    const builder = previous === undefined ? ChatResponse.builder() : ChatResponse.builder().from(previous);
    builder.metadata(RetrievalAugmentationAdvisor.DOCUMENT_CONTEXT, chatClientResponse.context().get(RetrievalAugmentationAdvisor.DOCUMENT_CONTEXT));
    return ChatClientResponse.builder().chatResponse(builder.build()).context(chatClientResponse.context()).build();
  }

  /** The scheduler. */
  override getScheduler(): Scheduler {
    return this.scheduler;
  }

  /** The order (0 by default). */
  getOrder(): number {
    return this.order;
  }
}

/**
 * Nested types of {@link RetrievalAugmentationAdvisor}.
 *
 * @category RAG
 */
export namespace RetrievalAugmentationAdvisor {
  /**
   * Java's `RetrievalAugmentationAdvisor.Builder`.
   *
   * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/advisor/RetrievalAugmentationAdvisor.Builder.html
   */
  export class Builder {
    private _queryTransformers: (Pick<QueryTransformer, 'transform'> | ((query: Query) => Query | Promise<Query>))[] | undefined;
    private _queryExpander: (Pick<QueryExpander, 'expand'> | ((query: Query) => Query[] | Promise<Query[]>)) | undefined;
    private _documentRetriever: (Pick<DocumentRetriever, 'retrieve'> | ((query: Query) => Document[] | Promise<Document[]>)) | undefined;
    private _documentJoiner: (Pick<DocumentJoiner, 'join'> | ((documentsForQuery: Map<Query, Document[][]>) => Document[] | Promise<Document[]>)) | undefined;
    private _documentPostProcessors: (Pick<DocumentPostProcessor, 'process'> | ((query: Query, documents: Document[]) => Document[] | Promise<Document[]>))[] | undefined;
    private _queryAugmenter: (Pick<QueryAugmenter, 'augment'> | ((query: Query, documents: Document[]) => Query | Promise<Query>)) | undefined;
    private _scheduler: Scheduler | undefined;
    private _order: number | undefined;

    /** The query transformers, as a list or as rest arguments. */
    queryTransformers(...queryTransformers: (Pick<QueryTransformer, 'transform'> | ((query: Query) => Query | Promise<Query>))[] | [(Pick<QueryTransformer, 'transform'> | ((query: Query) => Query | Promise<Query>))[]]): this {
      const list = queryTransformers.length === 1 && Array.isArray(queryTransformers[0]) ? queryTransformers[0] : (queryTransformers as (Pick<QueryTransformer, 'transform'> | ((query: Query) => Query | Promise<Query>))[]);
      Assert.notNull(list, 'queryTransformers cannot be null');
      Assert.noNullElements(list, 'queryTransformers cannot contain null elements');
      this._queryTransformers = [...list];
      return this;
    }
    /** The query expander. */
    queryExpander(queryExpander: (Pick<QueryExpander, 'expand'> | ((query: Query) => Query[] | Promise<Query[]>))): this {
      this._queryExpander = queryExpander;
      return this;
    }
    /** The document retriever (required). */
    documentRetriever(documentRetriever: (Pick<DocumentRetriever, 'retrieve'> | ((query: Query) => Document[] | Promise<Document[]>))): this {
      this._documentRetriever = documentRetriever;
      return this;
    }
    /** The document joiner. */
    documentJoiner(documentJoiner: (Pick<DocumentJoiner, 'join'> | ((documentsForQuery: Map<Query, Document[][]>) => Document[] | Promise<Document[]>))): this {
      this._documentJoiner = documentJoiner;
      return this;
    }
    /** The document post-processors, as a list or as rest arguments. */
    documentPostProcessors(...documentPostProcessors: (Pick<DocumentPostProcessor, 'process'> | ((query: Query, documents: Document[]) => Document[] | Promise<Document[]>))[] | [(Pick<DocumentPostProcessor, 'process'> | ((query: Query, documents: Document[]) => Document[] | Promise<Document[]>))[]]): this {
      const list =
        documentPostProcessors.length === 1 && Array.isArray(documentPostProcessors[0])
          ? documentPostProcessors[0]
          : (documentPostProcessors as (Pick<DocumentPostProcessor, 'process'> | ((query: Query, documents: Document[]) => Document[] | Promise<Document[]>))[]);
      Assert.notNull(list, 'documentPostProcessors cannot be null');
      Assert.noNullElements(list, 'documentPostProcessors cannot contain null elements');
      this._documentPostProcessors = [...list];
      return this;
    }
    /** The query augmenter. */
    queryAugmenter(queryAugmenter: (Pick<QueryAugmenter, 'augment'> | ((query: Query, documents: Document[]) => Query | Promise<Query>))): this {
      this._queryAugmenter = queryAugmenter;
      return this;
    }
    /** Accepted for source compatibility; retrievals run on the event loop. */
    taskExecutor(_taskExecutor: TaskExecutor): this {
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
    build(): RetrievalAugmentationAdvisor {
      return RetrievalAugmentationAdvisor.create(this);
    }
    /** @internal The settings, read by the advisor's constructor. */
    values(): {
      queryTransformers: (Pick<QueryTransformer, 'transform'> | ((query: Query) => Query | Promise<Query>))[] | undefined;
      queryExpander: (Pick<QueryExpander, 'expand'> | ((query: Query) => Query[] | Promise<Query[]>)) | undefined;
      documentRetriever: (Pick<DocumentRetriever, 'retrieve'> | ((query: Query) => Document[] | Promise<Document[]>)) | undefined;
      documentJoiner: (Pick<DocumentJoiner, 'join'> | ((documentsForQuery: Map<Query, Document[][]>) => Document[] | Promise<Document[]>)) | undefined;
      documentPostProcessors: (Pick<DocumentPostProcessor, 'process'> | ((query: Query, documents: Document[]) => Document[] | Promise<Document[]>))[] | undefined;
      queryAugmenter: (Pick<QueryAugmenter, 'augment'> | ((query: Query, documents: Document[]) => Query | Promise<Query>)) | undefined;
      scheduler: Scheduler | undefined;
      order: number | undefined;
    } {
      return {
        queryTransformers: this._queryTransformers,
        queryExpander: this._queryExpander,
        documentRetriever: this._documentRetriever,
        documentJoiner: this._documentJoiner,
        documentPostProcessors: this._documentPostProcessors,
        queryAugmenter: this._queryAugmenter,
        scheduler: this._scheduler,
        order: this._order,
      };
    }
  }
}
