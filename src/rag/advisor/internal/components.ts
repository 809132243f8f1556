/* spring-ai-ts, Apache-2.0. Calls RAG components given as objects or plain functions, awaiting either. */
import type { Document } from '../../../document/Document.js';
import type { Query } from '../../Query.js';

type Awaitable<T> = T | Promise<T>;

// Each helper calls the component's Spring method, never `apply` (on a plain function that
// would be Function.prototype.apply).
export const transform = (
  t: { transform(query: Query): Awaitable<Query> } | ((query: Query) => Awaitable<Query>),
  query: Query,
): Promise<Query> => Promise.resolve(typeof t === 'function' ? t(query) : t.transform(query));

export const expand = (
  e: { expand(query: Query): Awaitable<Query[]> } | ((query: Query) => Awaitable<Query[]>),
  query: Query,
): Promise<Query[]> => Promise.resolve(typeof e === 'function' ? e(query) : e.expand(query));

export const retrieve = (
  r: { retrieve(query: Query): Awaitable<Document[]> } | ((query: Query) => Awaitable<Document[]>),
  query: Query,
): Promise<Document[]> => Promise.resolve(typeof r === 'function' ? r(query) : r.retrieve(query));

export const join = (
  j: { join(documentsForQuery: Map<Query, Document[][]>): Awaitable<Document[]> } | ((documentsForQuery: Map<Query, Document[][]>) => Awaitable<Document[]>),
  documents: Map<Query, Document[][]>,
): Promise<Document[]> => Promise.resolve(typeof j === 'function' ? j(documents) : j.join(documents));

export const process = (
  p: { process(query: Query, documents: Document[]): Awaitable<Document[]> } | ((query: Query, documents: Document[]) => Awaitable<Document[]>),
  query: Query,
  documents: Document[],
): Promise<Document[]> => Promise.resolve(typeof p === 'function' ? p(query, documents) : p.process(query, documents));

export const augment = (
  a: { augment(query: Query, documents: Document[]): Awaitable<Query> } | ((query: Query, documents: Document[]) => Awaitable<Query>),
  query: Query,
  documents: Document[],
): Promise<Query> => Promise.resolve(typeof a === 'function' ? a(query, documents) : a.augment(query, documents));
