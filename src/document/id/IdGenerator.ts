/* Ported from Spring AI IdGenerator (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * Generates document ids, possibly from the document's content.
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
