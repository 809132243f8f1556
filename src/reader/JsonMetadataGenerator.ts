/* Ported from Spring AI JsonMetadataGenerator (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * Picks the metadata of a document from the JSON object it was read from.
 *
 * @example
 * ```ts
 * import { ByteArrayResource, JsonReader, type JsonMetadataGenerator } from 'spring-ai-ts';
 *
 * // Copies each object's `category` into the metadata of its document.
 * class CategoryMetadataGenerator implements JsonMetadataGenerator {
 *   generate(jsonMap: Map<string, unknown>): Record<string, unknown> {
 *     return { category: jsonMap.get('category') };
 *   }
 * }
 *
 * const json = JSON.stringify([{ title: 'Refunds', category: 'policy' }]);
 * const documents = await new JsonReader(new ByteArrayResource(json), new CategoryMetadataGenerator(), 'title').read();
 * console.log(documents.map((document) => document.getMetadata()));
 * ```
 *
 * @remarks
 * A Spring functional interface: a Java lambda becomes an object with `generate`; `JsonReader`
 * also accepts a plain function.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/reader/JsonMetadataGenerator.html
 * @category Documents
 */
export interface JsonMetadataGenerator {
  /** The metadata for the JSON object `jsonMap`. */
  generate(jsonMap: Map<string, unknown>): Map<string, unknown> | Record<string, unknown>;
}
