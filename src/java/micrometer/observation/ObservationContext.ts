/* spring-ai-ts, Apache-2.0. Port of Micrometer's io.micrometer.observation.Observation.Context. */
import { IllegalArgumentException } from '../../core/IllegalArgumentException.js';
import { KeyValue } from '../common/KeyValue.js';
import { KeyValues } from '../common/KeyValues.js';
import type { ObservationView } from './ObservationView.js';
import { toError } from './internal/toError.js';

/** The one registry capability a context needs; kept structural to avoid an import cycle. */
interface CurrentObservationSource {
  getCurrentObservation(): ObservationView | undefined;
}

/**
 * The mutable state of one observation: its name, contextual name, parent, error, low and high
 * cardinality key values, and arbitrary entries that handlers share (`put`/`get`).
 *
 * Spring AI subclasses it per observed operation (`ChatModelObservationContext`,
 * `AdvisorObservationContext`, …). Handlers receive it on every lifecycle event. Also reachable
 * as `Observation.Context`.
 *
 * @remarks
 * The context keeps its own state in `#private` fields so that a subclass may declare fields
 * such as `name` or `error` of its own, which TypeScript forbids for ordinary private fields.
 * An error set on the context is always an `Error`: a thrown non-`Error` value is wrapped,
 * with the original as its `cause`.
 *
 * @see https://javadoc.io/doc/io.micrometer/micrometer-observation/latest/io/micrometer/observation/Observation.Context.html
 * @category Observation
 */
export class ObservationContext implements ObservationView {
  readonly #map = new Map<unknown, unknown>();
  #name: string | undefined;
  #contextualName: string | undefined;
  #error: Error | undefined;
  #parentObservation: ObservationView | undefined;
  readonly #lowCardinalityKeyValues = new Map<string, KeyValue>();
  readonly #highCardinalityKeyValues = new Map<string, KeyValue>();
  // The sorted sets last handed out, until the next change: every handler reads them on stop.
  #lowCardinalitySnapshot: KeyValues | undefined;
  #highCardinalitySnapshot: KeyValues | undefined;

  /** The technical name of the observation (the metric name), set from the convention or factory. */
  getName(): string | undefined {
    return this.#name;
  }

  /** Sets the technical name. */
  setName(name: string | undefined): void {
    this.#name = name;
  }

  /** The human-readable name (the span name), for example `chat mistral`. */
  getContextualName(): string | undefined {
    return this.#contextualName;
  }

  /** Sets the human-readable name. */
  setContextualName(contextualName: string | undefined): void {
    this.#contextualName = contextualName;
  }

  /** The parent observation, if any. */
  getParentObservation(): ObservationView | undefined {
    return this.#parentObservation;
  }

  /** Sets (or with `undefined`, clears) the parent observation. */
  setParentObservation(parentObservation: ObservationView | undefined): void {
    this.#parentObservation = parentObservation ?? undefined;
  }

  /**
   * Takes the registry's current observation as parent when no parent was set yet.
   *
   * @internal
   */
  setParentFromCurrentObservation(registry: CurrentObservationSource): void {
    if (this.#parentObservation === undefined) {
      const current = registry.getCurrentObservation();
      if (current !== undefined) this.#parentObservation = current;
    }
  }

  /** The error recorded while observing, if any. */
  getError(): Error | undefined {
    return this.#error;
  }

  /** Records an error; a thrown value that is not an `Error` is wrapped. */
  setError(error: unknown): void {
    this.#error = error === undefined || error === null ? undefined : toError(error);
  }

  /** This context itself: a context is its own read-only view. */
  getContextView(): ObservationContext {
    return this;
  }

  /** Stores an entry that handlers can share (for example a span or a start time). */
  put<T>(key: unknown, value: T): this {
    this.#map.set(key, value);
    return this;
  }

  /** The entry stored under `key`, if any. */
  get<T>(key: unknown): T | undefined {
    return this.#map.get(key) as T | undefined;
  }

  /** Removes the entry under `key` and returns it. */
  remove<T>(key: unknown): T | undefined {
    const value = this.#map.get(key) as T | undefined;
    this.#map.delete(key);
    return value;
  }

  /** Whether an entry is stored under `key`. */
  containsKey(key: unknown): boolean {
    return this.#map.has(key);
  }

  /** The entry under `key`, or `defaultObject` when there is none. */
  getOrDefault<T>(key: unknown, defaultObject: T): T {
    return this.#map.has(key) ? (this.#map.get(key) as T) : defaultObject;
  }

  /** The entry under `key`; throws `IllegalArgumentException` when there is none. */
  getRequired<T>(key: unknown): T {
    if (!this.#map.has(key)) {
      throw new IllegalArgumentException(`Context does not have an entry for key [${String(key)}]`);
    }
    return this.#map.get(key) as T;
  }

  /** The entry under `key`, computing and storing it first when absent. */
  computeIfAbsent<T>(key: unknown, mappingFunction: (key: unknown) => T): T {
    if (!this.#map.has(key)) this.#map.set(key, mappingFunction(key));
    return this.#map.get(key) as T;
  }

  /** Removes every entry stored with `put`. */
  clear(): void {
    this.#map.clear();
  }

  /** Adds (or replaces, by key) a low cardinality key value: a metric tag. */
  addLowCardinalityKeyValue(keyValue: KeyValue): this {
    if (this.#lowCardinalityKeyValues.get(keyValue.getKey()) !== keyValue) {
      this.#lowCardinalityKeyValues.set(keyValue.getKey(), keyValue);
      this.#lowCardinalitySnapshot = undefined;
    }
    return this;
  }

  /** Adds (or replaces, by key) a high cardinality key value: a span attribute only. */
  addHighCardinalityKeyValue(keyValue: KeyValue): this {
    if (this.#highCardinalityKeyValues.get(keyValue.getKey()) !== keyValue) {
      this.#highCardinalityKeyValues.set(keyValue.getKey(), keyValue);
      this.#highCardinalitySnapshot = undefined;
    }
    return this;
  }

  /** Adds every key value of `keyValues` as low cardinality. */
  addLowCardinalityKeyValues(keyValues: KeyValues): this {
    for (const keyValue of keyValues) this.addLowCardinalityKeyValue(keyValue);
    return this;
  }

  /** Adds every key value of `keyValues` as high cardinality. */
  addHighCardinalityKeyValues(keyValues: KeyValues): this {
    for (const keyValue of keyValues) this.addHighCardinalityKeyValue(keyValue);
    return this;
  }

  /** Removes the low cardinality key value with `keyName`. */
  removeLowCardinalityKeyValue(keyName: string): this {
    if (this.#lowCardinalityKeyValues.delete(keyName)) this.#lowCardinalitySnapshot = undefined;
    return this;
  }

  /** Removes the high cardinality key value with `keyName`. */
  removeHighCardinalityKeyValue(keyName: string): this {
    if (this.#highCardinalityKeyValues.delete(keyName)) this.#highCardinalitySnapshot = undefined;
    return this;
  }

  /** Removes the low cardinality key values with the given names. */
  removeLowCardinalityKeyValues(...keyNames: string[]): this {
    for (const keyName of keyNames) this.removeLowCardinalityKeyValue(keyName);
    return this;
  }

  /** Removes the high cardinality key values with the given names. */
  removeHighCardinalityKeyValues(...keyNames: string[]): this {
    for (const keyName of keyNames) this.removeHighCardinalityKeyValue(keyName);
    return this;
  }

  /** The low cardinality key values, sorted by key. */
  getLowCardinalityKeyValues(): KeyValues {
    return (this.#lowCardinalitySnapshot ??= KeyValues.of(this.#lowCardinalityKeyValues.values()));
  }

  /** The high cardinality key values, sorted by key. */
  getHighCardinalityKeyValues(): KeyValues {
    return (this.#highCardinalitySnapshot ??= KeyValues.of(this.#highCardinalityKeyValues.values()));
  }

  /** The low cardinality key value with `key`, if any. */
  getLowCardinalityKeyValue(key: string): KeyValue | undefined {
    return this.#lowCardinalityKeyValues.get(key);
  }

  /** The high cardinality key value with `key`, if any. */
  getHighCardinalityKeyValue(key: string): KeyValue | undefined {
    return this.#highCardinalityKeyValues.get(key);
  }

  /** Low and high cardinality key values together (high wins on equal keys). */
  getAllKeyValues(): KeyValues {
    return this.getLowCardinalityKeyValues().and(this.getHighCardinalityKeyValues());
  }

  /** A readable summary, in Micrometer's layout. */
  toString(): string {
    const parent = this.#parentObservation?.getContextView();
    const entries = [...this.#map.entries()].map(([key, value]) => `${String(key)}='${String(value)}'`).join(', ');
    return (
      `name='${this.#name ?? ''}', contextualName='${this.#contextualName ?? ''}', ` +
      `error='${this.#error ? String(this.#error) : ''}', ` +
      `lowCardinalityKeyValues=${this.getLowCardinalityKeyValues().toString()}, ` +
      `highCardinalityKeyValues=${this.getHighCardinalityKeyValues().toString()}, ` +
      `map=[${entries}], parentObservation=${parent ? `{name=${parent.getName() ?? ''}}` : 'null'}`
    );
  }
}
