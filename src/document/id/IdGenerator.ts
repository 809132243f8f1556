/* Ported from Spring AI IdGenerator (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * Generates document ids, possibly from the document's content.
 *
 * @example
 * ```ts
 * import { createHash } from 'node:crypto';
 * import { Document, type IdGenerator } from 'spring-ai-ts';
 *
 * // Ids derived from the content: the same text always gets the same id.
 * class Sha256IdGenerator implements IdGenerator {
 *   generateId(...contents: unknown[]): string {
 *     return createHash('sha256').update(JSON.stringify(contents)).digest('hex');
 *   }
 * }
 *
 * const document = Document.builder().idGenerator(new Sha256IdGenerator()).text('Spring AI in TypeScript').build();
 * console.log(document.getId());
 * ```
 *
 * @remarks
 * A Spring functional interface: a Java lambda becomes an object with `generateId`; the
 * document builder also accepts a plain function.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/document/id/IdGenerator.html
 * @category Documents
 */
export interface IdGenerator {
  /** A unique id; random generators ignore `contents`. */
  generateId(...contents: unknown[]): string;
}
