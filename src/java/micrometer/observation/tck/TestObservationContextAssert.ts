/* spring-ai-ts, Apache-2.0. Port of Micrometer's ObservationContextAssert and TestObservationRegistryAssert.That. */
import { AssertionError } from 'node:assert';
import type { KeyValue } from '../../common/KeyValue.js';
import type { ObservationContext } from '../ObservationContext.js';
import type { ObservationView } from '../ObservationView.js';
import type { TestObservationContext } from './TestObservationContext.js';
import type { TestObservationRegistryAssert } from './TestObservationRegistryAssert.js';

const fail = (message: string): never => {
  throw new AssertionError({ message });
};

/**
 * Fluent assertions on one recorded observation, returned by
 * `TestObservationRegistryAssert.hasObservationWithNameEqualTo(name)`. Every method returns this
 * assertion, so checks chain; a failed check throws `AssertionError`, which fails the jest test.
 *
 * @remarks
 * Micrometer splits this over `TestObservationRegistryAssert.That` (whose `that()` returns an
 * `ObservationContextAssert`) and `ObservationContextAssert`; here one class does both, and
 * `that()` returns the same object, so translated chains read the same.
 *
 * @see https://javadoc.io/doc/io.micrometer/micrometer-observation-test/latest/io/micrometer/observation/tck/ObservationContextAssert.html
 * @category Testing
 */
export class TestObservationContextAssert {
  /** Asserts on `recorded`; `registryAssert` is where `backToTestObservationRegistry()` returns. */
  constructor(
    private readonly recorded: TestObservationContext,
    private readonly registryAssert: TestObservationRegistryAssert,
  ) {}

  /** This assertion (Micrometer's `That.that()`). */
  that(): this {
    return this;
  }

  /** The registry assertion this one came from. */
  backToTestObservationRegistry(): TestObservationRegistryAssert {
    return this.registryAssert;
  }

  /** The context under test. */
  actual(): ObservationContext {
    return this.recorded.getContext();
  }

  /** The observation's name equals `name`. */
  hasNameEqualTo(name: string): this {
    const actual = this.actual().getName();
    if (actual !== name) fail(`Observation should have name equal to <${name}> but has <${String(actual)}>`);
    return this;
  }

  /** The observation's name does not equal `name`. */
  doesNotHaveNameEqualTo(name: string): this {
    if (this.actual().getName() === name) fail(`Observation should not have name equal to <${name}>`);
    return this;
  }

  /** The observation's contextual name equals `name`. */
  hasContextualNameEqualTo(name: string): this {
    const actual = this.actual().getContextualName();
    if (actual !== name) {
      fail(`Observation should have contextual name equal to <${name}> but has <${String(actual)}>`);
    }
    return this;
  }

  /** The observation's contextual name does not equal `name`. */
  doesNotHaveContextualNameEqualTo(name: string): this {
    if (this.actual().getContextualName() === name) {
      fail(`Observation should not have contextual name equal to <${name}>`);
    }
    return this;
  }

  /** A low cardinality key value with this key and value is present. */
  hasLowCardinalityKeyValue(key: string, value: string): this;
  /** A low cardinality key value equal to `keyValue` is present. */
  hasLowCardinalityKeyValue(keyValue: KeyValue): this;
  hasLowCardinalityKeyValue(keyOrKeyValue: string | KeyValue, value?: string): this {
    const [key, expected] = this.split(keyOrKeyValue, value);
    const actual = this.actual().getLowCardinalityKeyValue(key);
    if (actual === undefined) {
      fail(`Observation should have a low cardinality tag with key <${key}> but it's not there. ${this.describe()}`);
    } else if (actual.getValue() !== expected) {
      fail(
        `Observation should have a low cardinality tag with key <${key}> and value <${expected}>. ` +
          `The key is correct but the value is <${actual.getValue()}>`,
      );
    }
    return this;
  }

  /** A high cardinality key value with this key and value is present. */
  hasHighCardinalityKeyValue(key: string, value: string): this;
  /** A high cardinality key value equal to `keyValue` is present. */
  hasHighCardinalityKeyValue(keyValue: KeyValue): this;
  hasHighCardinalityKeyValue(keyOrKeyValue: string | KeyValue, value?: string): this {
    const [key, expected] = this.split(keyOrKeyValue, value);
    const actual = this.actual().getHighCardinalityKeyValue(key);
    if (actual === undefined) {
      fail(`Observation should have a high cardinality tag with key <${key}> but it's not there. ${this.describe()}`);
    } else if (actual.getValue() !== expected) {
      fail(
        `Observation should have a high cardinality tag with key <${key}> and value <${expected}>. ` +
          `The key is correct but the value is <${actual.getValue()}>`,
      );
    }
    return this;
  }

  /** A low cardinality key value with `key` is present. */
  hasLowCardinalityKeyValueWithKey(key: string): this {
    if (this.actual().getLowCardinalityKeyValue(key) === undefined) {
      fail(`Observation should have a low cardinality tag with key <${key}>. ${this.describe()}`);
    }
    return this;
  }

  /** A high cardinality key value with `key` is present. */
  hasHighCardinalityKeyValueWithKey(key: string): this {
    if (this.actual().getHighCardinalityKeyValue(key) === undefined) {
      fail(`Observation should have a high cardinality tag with key <${key}>. ${this.describe()}`);
    }
    return this;
  }

  /** No low cardinality key value with `key` is present. */
  doesNotHaveLowCardinalityKeyValueWithKey(key: string): this {
    if (this.actual().getLowCardinalityKeyValue(key) !== undefined) {
      fail(`Observation should not have a low cardinality tag with key <${key}>`);
    }
    return this;
  }

  /** No high cardinality key value with `key` is present. */
  doesNotHaveHighCardinalityKeyValueWithKey(key: string): this {
    if (this.actual().getHighCardinalityKeyValue(key) !== undefined) {
      fail(`Observation should not have a high cardinality tag with key <${key}>`);
    }
    return this;
  }

  /** The low cardinality key value `key` is absent or has another value. */
  doesNotHaveLowCardinalityKeyValue(key: string, value: string): this {
    if (this.actual().getLowCardinalityKeyValue(key)?.getValue() === value) {
      fail(`Observation should not have a low cardinality tag with key <${key}> and value <${value}>`);
    }
    return this;
  }

  /** The high cardinality key value `key` is absent or has another value. */
  doesNotHaveHighCardinalityKeyValue(key: string, value: string): this {
    if (this.actual().getHighCardinalityKeyValue(key)?.getValue() === value) {
      fail(`Observation should not have a high cardinality tag with key <${key}> and value <${value}>`);
    }
    return this;
  }

  /** The observation was started. */
  hasBeenStarted(): this {
    if (!this.recorded.isObservationStarted()) fail(`Observation is not started. ${this.describe()}`);
    return this;
  }

  /** The observation was stopped. */
  hasBeenStopped(): this {
    if (!this.recorded.isObservationStopped()) fail(`Observation is not stopped. ${this.describe()}`);
    return this;
  }

  /** The observation was not started. */
  isNotStarted(): this {
    if (this.recorded.isObservationStarted()) fail(`Observation is started. ${this.describe()}`);
    return this;
  }

  /** The observation was not stopped. */
  isNotStopped(): this {
    if (this.recorded.isObservationStopped()) fail(`Observation is stopped. ${this.describe()}`);
    return this;
  }

  /** An error was recorded; when `error` is given, it is that very error (or one with its message). */
  hasError(error?: unknown): this {
    const actual = this.actual().getError();
    if (actual === undefined) fail(`Observation should have an error, but none was found. ${this.describe()}`);
    if (error !== undefined && actual !== error) {
      const sameMessage =
        error instanceof Error && actual instanceof Error && error.constructor === actual.constructor && error.message === actual.message;
      if (!sameMessage) fail(`Observation expected to have error <${String(error)}>, but has <${String(actual)}>`);
    }
    return this;
  }

  /** No error was recorded. */
  doesNotHaveError(): this {
    const actual = this.actual().getError();
    if (actual !== undefined) fail(`Observation should not have an error but found <${String(actual)}>`);
    return this;
  }

  /** The observation has a parent. */
  hasParentObservation(): this {
    if (this.actual().getParentObservation() === undefined) fail('Observation should have a parent');
    return this;
  }

  /** The observation has no parent. */
  doesNotHaveParentObservation(): this {
    const parent = this.actual().getParentObservation();
    if (parent !== undefined) {
      fail(`Observation should not have a parent but has <${String(parent.getContextView().getName())}>`);
    }
    return this;
  }

  /** The parent is exactly `parent`. */
  hasParentObservationEqualTo(parent: ObservationView): this {
    const actual = this.actual().getParentObservation();
    if (actual !== parent) fail(`Observation should have parent <${String(parent)}> but has <${String(actual)}>`);
    return this;
  }

  /** The parent's context name equals `name` (a TS addition). */
  hasParentObservationWithNameEqualTo(name: string): this {
    const actual = this.actual().getParentObservation()?.getContextView().getName();
    if (actual !== name) fail(`Observation should have a parent named <${name}> but has <${String(actual)}>`);
    return this;
  }

  /** The parent's context matches `predicate`. */
  hasParentObservationContextMatching(predicate: (context: ObservationContext) => boolean, description?: string): this {
    const parent = this.actual().getParentObservation();
    if (parent === undefined) fail('Observation should have a parent');
    else if (!predicate(parent.getContextView())) {
      fail(`Observation should have parent that matches ${description ?? 'the given predicate'} but <${String(parent)}> does not`);
    }
    return this;
  }

  /** Runs `requirements` on the parent's context (assertions inside may throw). */
  hasParentObservationContextSatisfying(requirements: (context: ObservationContext) => void): this {
    const parent = this.actual().getParentObservation();
    if (parent === undefined) fail('Observation should have a parent');
    else requirements(parent.getContextView());
    return this;
  }

  /** The context is an instance of `type`; then runs `requirements` on it. */
  isInstanceOfSatisfying<T extends ObservationContext>(
    type: abstract new (...args: never[]) => T,
    requirements: (context: T) => void,
  ): this {
    const context = this.actual();
    if (!(context instanceof type)) {
      fail(`Expecting context to be an instance of <${type.name}> but was <${context.constructor.name}>`);
    }
    requirements(context as T);
    return this;
  }

  /** Runs `requirements` on the context (assertions inside may throw). */
  satisfies(requirements: (context: ObservationContext) => void): this {
    requirements(this.actual());
    return this;
  }

  private split(keyOrKeyValue: string | KeyValue, value: string | undefined): [string, string | undefined] {
    return typeof keyOrKeyValue === 'string' ? [keyOrKeyValue, value] : [keyOrKeyValue.getKey(), keyOrKeyValue.getValue()];
  }

  private describe(): string {
    return `Context: ${this.actual().toString()}`;
  }
}
