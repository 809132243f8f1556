/* spring-ai-ts, Apache-2.0. Internal: the Jackson annotations ModelOptionsUtils reads, declared on a class. */

/**
 * Key of a static on a class giving what Jackson reads from its annotations: the `@JsonProperty`
 * fields in declaration order (JSON name, bean property name whose `getX`/`setX` read and write
 * it, and optionally how a JSON value is read back), and `@JsonInclude(NON_NULL)`.
 *
 * @internal
 */
export const JSON_PROPERTIES: unique symbol = Symbol.for('spring-ai-ts.JsonProperties');

/** One `@JsonProperty` field. @internal */
export interface JsonPropertySpec {
  /** The JSON name (`@JsonProperty("max_tokens")`). */
  readonly json: string;
  /** The bean property (`maxTokens`: read by `getMaxTokens()`, written by `setMaxTokens(v)`). */
  readonly property: string;
  /** Reads the property's value from parsed JSON (absent: the JSON value as is). */
  readonly read?: (value: unknown) => unknown;
}

/** The static a class declares under {@link JSON_PROPERTIES}. @internal */
export interface JsonPropertiesSpec {
  readonly properties: readonly JsonPropertySpec[];
  /** `@JsonInclude(Include.NON_NULL)` on the class. */
  readonly nonNull?: boolean;
}

/**
 * Key of a static on an interface's companion object listing the interface's method names (what
 * Java's `Class.getMethods()` gives `ModelOptionsUtils.copyToTarget`). Published in the
 * declarations, not stripped as internal: the companion's published type (`ChatOptions`) names it
 * (no entry point exports it).
 */
export const INTERFACE_METHODS: unique symbol = Symbol.for('spring-ai-ts.InterfaceMethods');

/**
 * Key of a static on a class listing its bean properties in Java's field declaration order, the
 * order Jackson writes them in (TypeScript's inherited fields come first, Java's may not).
 *
 * @internal
 */
export const JSON_PROPERTY_ORDER: unique symbol = Symbol.for('spring-ai-ts.JsonPropertyOrder');
