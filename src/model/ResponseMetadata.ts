/* Ported from Spring AI ResponseMetadata (v1.1.8). spring-ai-ts, Apache-2.0. */

/**
 * Read access to the key/value metadata of a model response.
 *
 * @remarks
 * Java's `entrySet()` is an array of `[key, value]` pairs here. The `Supplier` overload of
 * `getOrDefault` is reached by passing a function as the default; a function value stored as
 * a default is therefore always called.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/model/ResponseMetadata.html
 * @category Chat Model
 */
export interface ResponseMetadata {
  /** The value for `key`, or `undefined`. */
  get<T = unknown>(key: string): T | undefined;

  /** The value for `key`; throws `IllegalArgumentException` when there is none. */
  getRequired<T = unknown>(key: string): T;

  /** Whether there is a value for `key`. */
  containsKey(key: string): boolean;

  /** The value for `key`, or `defaultObject` (or the result of calling it, when it is a function). */
  getOrDefault<T = unknown>(key: string, defaultObject: T | (() => T)): T;

  /** All entries, as `[key, value]` pairs. */
  entrySet(): Array<[string, unknown]>;

  /** All keys. */
  keySet(): Set<string>;

  /** Whether there are no entries. */
  isEmpty(): boolean;
}
