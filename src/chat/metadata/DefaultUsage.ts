/* Ported from Spring AI DefaultUsage (v1.1.8). spring-ai-ts, Apache-2.0. */
import { isPlainObject, objectsEquals, objectsHashCode } from '../../java/core/lang/JavaObjects.js';
import type { DefaultUsageJson } from './DefaultUsageJson.js';
import type { Usage } from './Usage.js';

/** Jackson reads an untyped JSON object as a `Map`; so does {@link DefaultUsage.fromJson}. */
function toJavaValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((element) => toJavaValue(element));
  if (isPlainObject(value)) {
    return new Map(Object.entries(value).map(([key, element]) => [key, toJavaValue(element)]));
  }
  return value;
}

/** `JSON.stringify` cannot see into a `Map`; write it as an object, as Jackson does. */
function toJsonValue(value: unknown): unknown {
  if (value instanceof Map) {
    return Object.fromEntries([...value].map(([key, element]) => [String(key), toJsonValue(element)]));
  }
  if (Array.isArray(value)) return value.map((element) => toJsonValue(element));
  if (value instanceof Set) return [...value].map((element) => toJsonValue(element));
  return value;
}

/**
 * The usual {@link Usage}: token counts with absent values read as 0, and a total computed as
 * prompt + completion when not given.
 *
 * @remarks
 * `JSON.stringify(usage)` writes Jackson's form through `toJSON()`: `promptTokens`,
 * `completionTokens`, `totalTokens`, then `nativeUsage` only when present (a `Map` is written as
 * an object). {@link DefaultUsage.fromJson} is Java's `@JsonCreator` and also accepts the JSON
 * text or the parsed object; a JSON object in `nativeUsage` becomes a `Map`, as Jackson reads
 * it into a `LinkedHashMap`.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/chat/metadata/DefaultUsage.html
 * @category Chat Model
 */
export class DefaultUsage implements Usage {
  private readonly promptTokens: number;
  private readonly completionTokens: number;
  private readonly totalTokens: number;
  private readonly nativeUsage: unknown;

  /**
   * @param promptTokens - prompt tokens; absent → 0
   * @param completionTokens - completion tokens; absent → 0
   * @param totalTokens - total tokens; absent → prompt + completion
   * @param nativeUsage - the provider's usage object, if any
   */
  constructor(
    promptTokens: number | undefined | null,
    completionTokens: number | undefined | null,
    totalTokens?: number | null,
    nativeUsage?: unknown,
  ) {
    this.promptTokens = promptTokens ?? 0;
    this.completionTokens = completionTokens ?? 0;
    this.totalTokens = totalTokens ?? this.promptTokens + this.completionTokens;
    this.nativeUsage = nativeUsage ?? undefined;
  }

  /** Java's `@JsonCreator` factory, with the four JSON properties as arguments. */
  static fromJson(
    promptTokens: number | undefined | null,
    completionTokens: number | undefined | null,
    totalTokens: number | undefined | null,
    nativeUsage: unknown,
  ): DefaultUsage;
  /** Reads the JSON text or the parsed JSON object (what `objectMapper.readValue` does in Java). */
  static fromJson(json: string | DefaultUsageJson): DefaultUsage;
  static fromJson(
    first: number | string | DefaultUsageJson | undefined | null,
    completionTokens?: number | null,
    totalTokens?: number | null,
    nativeUsage?: unknown,
  ): DefaultUsage {
    if (typeof first === 'string' || (typeof first === 'object' && first !== null)) {
      const json = (typeof first === 'string' ? JSON.parse(first) : first) as DefaultUsageJson;
      return new DefaultUsage(json.promptTokens, json.completionTokens, json.totalTokens, toJavaValue(json.nativeUsage));
    }
    return new DefaultUsage(first, completionTokens, totalTokens, nativeUsage);
  }

  /** Prompt tokens (0 when not reported). */
  getPromptTokens(): number {
    return this.promptTokens;
  }

  /** Completion tokens (0 when not reported). */
  getCompletionTokens(): number {
    return this.completionTokens;
  }

  /** Total tokens (given, or prompt + completion). */
  getTotalTokens(): number {
    return this.totalTokens;
  }

  /** The provider's usage object, or `undefined`. */
  getNativeUsage(): unknown {
    return this.nativeUsage;
  }

  /** Jackson's JSON form, in Java's property order; `nativeUsage` only when present. */
  toJSON(): DefaultUsageJson {
    const json: DefaultUsageJson = {
      promptTokens: this.promptTokens,
      completionTokens: this.completionTokens,
      totalTokens: this.totalTokens,
    };
    if (this.nativeUsage !== undefined && this.nativeUsage !== null) json.nativeUsage = toJsonValue(this.nativeUsage);
    return json;
  }

  /** Equal to another `DefaultUsage` with the same counts and an equal native usage. */
  equals(other: unknown): boolean {
    if (this === other) return true;
    if (!(other instanceof DefaultUsage) || other.constructor !== this.constructor) return false;
    return (
      this.totalTokens === other.totalTokens &&
      this.promptTokens === other.promptTokens &&
      this.completionTokens === other.completionTokens &&
      objectsEquals(this.nativeUsage, other.nativeUsage)
    );
  }

  /** Java's hash code over the counts and the native usage. */
  hashCode(): number {
    let result = objectsHashCode(this.promptTokens);
    result = (Math.imul(31, result) + objectsHashCode(this.completionTokens)) | 0;
    result = (Math.imul(31, result) + (this.totalTokens | 0)) | 0;
    result = (Math.imul(31, result) + objectsHashCode(this.nativeUsage)) | 0;
    return result;
  }

  /** `DefaultUsage{promptTokens=…, completionTokens=…, totalTokens=…}`. */
  toString(): string {
    return `DefaultUsage{promptTokens=${this.promptTokens}, completionTokens=${this.completionTokens}, totalTokens=${this.totalTokens}}`;
  }
}
