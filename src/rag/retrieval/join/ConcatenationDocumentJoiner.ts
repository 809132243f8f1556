/* Ported from Spring AI ConcatenationDocumentJoiner (v1.1.8). spring-ai-ts, Apache-2.0. */
import { Assert } from '../../../java/core/Assert.js';
import type { Document } from '../../../document/Document.js';
import { LoggerFactory } from '../../../java/logging/LoggerFactory.js';
import type { Query } from '../../Query.js';
import { DocumentJoiner } from './DocumentJoiner.js';

const logger = LoggerFactory.getLogger('ConcatenationDocumentJoiner');

/**
 * Joins all retrieved documents, keeping the first of each id, sorted by score (highest first,
 * no score counts as 0).
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/rag/retrieval/join/ConcatenationDocumentJoiner.html
 * @category RAG
 */
export class ConcatenationDocumentJoiner extends DocumentJoiner {
  /** The distinct documents, best score first. */
  join(documentsForQuery: Map<Query, Document[][]>): Document[] {
    Assert.notNull(documentsForQuery, 'documentsForQuery cannot be null');
    Assert.noNullElements(documentsForQuery.keys(), 'documentsForQuery cannot contain null keys');
    Assert.noNullElements(documentsForQuery.values(), 'documentsForQuery cannot contain null values');
    logger.debug('Joining documents by concatenation');
    const byId = new Map<string, Document>();
    for (const lists of documentsForQuery.values()) {
      for (const list of lists) {
        for (const document of list) if (!byId.has(document.getId())) byId.set(document.getId(), document);
      }
    }
    return [...byId.values()].sort((a, b) => (b.getScore() ?? 0) - (a.getScore() ?? 0));
  }
}
