/* Ported from Spring AI PgVectorStore.DocumentRowMapper (v1.1.8, private). spring-ai-ts, Apache-2.0. */
import { Document } from '../../../document/Document.js';
import { DocumentMetadata } from '../../../document/DocumentMetadata.js';

/**
 * A search row (`id`, `content`, `metadata`, `distance`) as a document with score `1 - distance`.
 * Spring reads the distance with `ResultSet.getFloat`, so it is rounded to float32 first: the
 * distance and the score are the numbers Spring's are.
 */
export function toDocument(row: Record<string, unknown>): Document {
  const raw = row['metadata'];
  const metadata = new Map(Object.entries((typeof raw === 'string' ? JSON.parse(raw) : raw ?? {}) as Record<string, unknown>));
  const distance = Math.fround(Number(row['distance']));
  metadata.set(DocumentMetadata.DISTANCE.value(), distance);
  return Document.builder().id(String(row['id'])).text(row['content'] as string).metadata(metadata).score(1.0 - distance).build();
}
