/* spring-ai-ts, Apache-2.0. Internal: embedding and vector store observations in the GenAI and database conventions. */
import type { Attributes } from '@opentelemetry/api';
import type { Document } from '../../document/Document.js';
import { EmbeddingModelObservationContext } from '../../embedding/observation/EmbeddingModelObservationContext.js';
import type { ObservationContext } from '../../java/micrometer/observation/ObservationContext.js';
import { EmptyUsage } from '../../chat/metadata/EmptyUsage.js';
import { Usage } from '../../chat/metadata/Usage.js';
import { VectorStoreObservationContext } from '../../vectorstore/observation/VectorStoreObservationContext.js';

// Names from OpenTelemetry semantic conventions v1.41.0 (gen-ai-spans.md "Embeddings" and
// "Retrievals", database-spans.md): the last release with the GenAI conventions in the main repository.
const EMBEDDINGS = 'embeddings';
const RETRIEVAL = 'retrieval';
const QUERY = 'query';

const hasText = (value: string | undefined | null): value is string => typeof value === 'string' && value.trim().length > 0;

/** True for the observations this module maps: embedding model calls and vector store operations. */
export function isStoreContext(context: ObservationContext): boolean {
  return context instanceof EmbeddingModelObservationContext || context instanceof VectorStoreObservationContext;
}

/** `embeddings` for an embedding call, `retrieval` for a vector store query, else none. */
export function storeOperationName(context: ObservationContext): string | undefined {
  if (context instanceof EmbeddingModelObservationContext) return EMBEDDINGS;
  if (context instanceof VectorStoreObservationContext && context.getOperationName() === QUERY) return RETRIEVAL;
  return undefined;
}

/** The data source a retrieval reads: the vector store's collection, else its namespace. */
function dataSourceId(context: VectorStoreObservationContext): string | undefined {
  const collection = context.getCollectionName();
  if (hasText(collection)) return collection;
  const namespace = context.getNamespace();
  return hasText(namespace) ? namespace : undefined;
}

/**
 * The span name: `embeddings {model}`, `retrieval {data source}` for a query, and the database
 * conventions' `{db.operation.name} {target}` for the other vector store operations.
 */
export function storeSpanName(context: ObservationContext): string | undefined {
  if (context instanceof EmbeddingModelObservationContext) {
    const model = context.getRequest().getOptions()?.getModel();
    return hasText(model) ? `${EMBEDDINGS} ${model}` : EMBEDDINGS;
  }
  if (context instanceof VectorStoreObservationContext) {
    const target = dataSourceId(context);
    const operation = context.getOperationName() === QUERY ? RETRIEVAL : context.getOperationName();
    return target === undefined ? operation : `${operation} ${target}`;
  }
  return undefined;
}

/** Spring key values the conventions replace: dropped from the pass-through copy. */
const REPLACED_KEYS = new Set(['db.system', 'db.vector.query.content']);

/** Whether a Spring (non-`gen_ai.*`) key value is replaced by this module's attributes. */
export function isReplacedStoreKey(context: ObservationContext, key: string): boolean {
  return context instanceof VectorStoreObservationContext && REPLACED_KEYS.has(key);
}

/**
 * Adds the typed attributes of an embedding call (`gen_ai.provider.name`, `gen_ai.request.model`,
 * `gen_ai.embeddings.dimension.count`, `gen_ai.response.model`, `gen_ai.usage.input_tokens`) or a
 * vector store operation (`db.system.name`, `db.operation.name`, `db.collection.name`,
 * `db.namespace`; for a query `gen_ai.data_source.id` and `gen_ai.request.top_k`).
 */
export function addStoreAttributes(attributes: Attributes, context: ObservationContext): void {
  if (context instanceof EmbeddingModelObservationContext) addEmbedding(attributes, context);
  else if (context instanceof VectorStoreObservationContext) addVectorStore(attributes, context);
}

function addEmbedding(attributes: Attributes, context: EmbeddingModelObservationContext): void {
  attributes['gen_ai.provider.name'] = context.getOperationMetadata().provider();
  const options = context.getRequest().getOptions();
  const model = options?.getModel();
  if (hasText(model)) attributes['gen_ai.request.model'] = model;
  const dimensions = options?.getDimensions();
  if (typeof dimensions === 'number' && dimensions > 0) attributes['gen_ai.embeddings.dimension.count'] = dimensions;
  const metadata = context.getResponse()?.getMetadata();
  const responseModel = metadata?.getModel();
  if (hasText(responseModel)) attributes['gen_ai.response.model'] = responseModel;
  const input = embeddingInputTokens(metadata?.getUsage());
  if (input !== undefined) attributes['gen_ai.usage.input_tokens'] = input;
}

/**
 * The input tokens of an embedding call: the prompt tokens, or when the provider reports only a
 * total (MiniMax, among others: prompt tokens 0), the total, as every token of an embeddings call is input.
 */
export function embeddingInputTokens(usage: Usage | undefined): number | undefined {
  if (usage === undefined || usage === null || usage instanceof EmptyUsage) return undefined;
  const prompt = usage.getPromptTokens();
  if (typeof prompt === 'number' && prompt > 0) return prompt;
  const total = Usage.getTotalTokens(usage);
  return typeof total === 'number' ? total : typeof prompt === 'number' ? prompt : undefined;
}

function addVectorStore(attributes: Attributes, context: VectorStoreObservationContext): void {
  attributes['db.system.name'] = context.getDatabaseSystem();
  attributes['db.operation.name'] = context.getOperationName();
  const collection = context.getCollectionName();
  if (hasText(collection)) attributes['db.collection.name'] = collection;
  const namespace = context.getNamespace();
  if (hasText(namespace)) attributes['db.namespace'] = namespace;
  if (context.getOperationName() !== QUERY) return;
  attributes['gen_ai.operation.name'] = RETRIEVAL;
  const source = dataSourceId(context);
  if (source !== undefined) attributes['gen_ai.data_source.id'] = source;
  const topK = context.getQueryRequest()?.getTopK();
  if (typeof topK === 'number' && topK > 0) attributes['gen_ai.request.top_k'] = topK;
}

/**
 * The opted-in retrieval content: `gen_ai.retrieval.query.text` and `gen_ai.retrieval.documents`
 * (a JSON string of `{id, score}` objects, the conventions' retrieval documents layout).
 */
export function retrievalContent(context: ObservationContext): Attributes | undefined {
  if (!(context instanceof VectorStoreObservationContext) || context.getOperationName() !== QUERY) return undefined;
  const content: Attributes = {};
  const query = context.getQueryRequest()?.getQuery();
  if (hasText(query)) content['gen_ai.retrieval.query.text'] = query;
  const documents = context.getQueryResponse();
  if (documents !== undefined) content['gen_ai.retrieval.documents'] = JSON.stringify(documents.map(retrievedDocument));
  return content;
}

function retrievedDocument(document: Document): { id: string; score?: number } {
  const score = document.getScore();
  return typeof score === 'number' ? { id: document.getId(), score } : { id: document.getId() };
}
