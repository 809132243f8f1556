/* spring-ai-ts, Apache-2.0. Port of Micrometer's io.micrometer.observation.tck.TestObservationRegistryAssert. */
import { AssertionError } from 'node:assert';
import type { Observation } from '../Observation.js';
import type { ObservationContext } from '../ObservationContext.js';
import { TestObservationContextAssert } from './TestObservationContextAssert.js';
import type { TestObservationContext } from './TestObservationContext.js';
import type { TestObservationRegistry } from './TestObservationRegistry.js';

const fail = (message: string): never => {
  throw new AssertionError({ message });
};

/**
 * Fluent assertions on a {@link TestObservationRegistry}: `TestObservationRegistryAssert.assertThat(registry)`.
 * A failed check throws `AssertionError`, which fails the jest test.
 *
 * @remarks
 * Java reaches these through AssertJ's `assertThat(registry)`; here call
 * `TestObservationRegistryAssert.assertThat(registry)`. Consumers receive arrays and contexts
 * instead of AssertJ assert objects.
 *
 * @see https://javadoc.io/doc/io.micrometer/micrometer-observation-test/latest/io/micrometer/observation/tck/TestObservationRegistryAssert.html
 * @category Testing
 */
export class TestObservationRegistryAssert {
  /** Asserts on `registry`. */
  constructor(private readonly registry: TestObservationRegistry) {}

  /** The entry point: assertions on `registry`. */
  static assertThat(registry: TestObservationRegistry): TestObservationRegistryAssert {
    if (registry === undefined || registry === null) fail('Expecting actual not to be null');
    return new TestObservationRegistryAssert(registry);
  }

  /** No observation was recorded. */
  doesNotHaveAnyObservation(): this {
    const contexts = this.registry.getContexts();
    if (contexts.length > 0) fail(`There were observations registered in the registry: ${this.names(contexts)}`);
    return this;
  }

  /** Exactly `count` observations were recorded. */
  hasNumberOfObservationsEqualTo(count: number): this {
    const actual = this.registry.getContexts().length;
    if (actual !== count) fail(`There should be <${count}> Observations but there were <${actual}>. ${this.names()}`);
    return this;
  }

  /** Exactly `count` observations named `name` were recorded. */
  hasNumberOfObservationsWithNameEqualTo(name: string, count: number): this {
    const actual = this.registry.findByName(name).length;
    if (actual !== count) {
      fail(`There should be <${count}> Observations with name <${name}> but there were <${actual}>. ${this.names()}`);
    }
    return this;
  }

  /** An observation named `name` was recorded; returns assertions on the first one. */
  hasObservationWithNameEqualTo(name: string): TestObservationContextAssert {
    const found = this.registry.findByName(name)[0];
    if (found === undefined) fail(`Available names are <${this.names()}> but none was equal to <${name}>`);
    return new TestObservationContextAssert(found as TestObservationContext, this);
  }

  /** Like {@link TestObservationRegistryAssert.hasObservationWithNameEqualTo}, ignoring case. */
  hasObservationWithNameEqualToIgnoringCase(name: string): TestObservationContextAssert {
    const found = this.registry
      .getContexts()
      .find((recorded) => recorded.getContext().getName()?.toLowerCase() === name.toLowerCase());
    if (found === undefined) fail(`Available names are <${this.names()}> but none was equal to <${name}> (ignoring case)`);
    return new TestObservationContextAssert(found as TestObservationContext, this);
  }

  /** Exactly one observation was recorded; returns assertions on it. */
  hasSingleObservationThat(): TestObservationContextAssert {
    const contexts = this.registry.getContexts();
    if (contexts.length !== 1) fail(`There must be exactly one Observation but there were <${contexts.length}>. ${this.names()}`);
    return new TestObservationContextAssert(contexts[0] as TestObservationContext, this);
  }

  /** At least one recorded observation passes `requirements` (assertions that throw on failure). */
  hasAnObservation(requirements: (observation: TestObservationContextAssert) => void): this {
    const failures: string[] = [];
    for (const recorded of this.registry.getContexts()) {
      try {
        requirements(new TestObservationContextAssert(recorded, this));
        return this;
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
    return fail(`No observation satisfied the requirements. Failures:\n${failures.join('\n')}`);
  }

  /** Every observation named `name` passes `requirements`; at least one must exist. */
  forAllObservationsWithNameEqualTo(name: string, requirements: (observation: TestObservationContextAssert) => void): this {
    const found = this.registry.findByName(name);
    if (found.length === 0) fail(`Available names are <${this.names()}> but none was equal to <${name}>`);
    for (const recorded of found) requirements(new TestObservationContextAssert(recorded, this));
    return this;
  }

  /** Runs `requirements` on all recorded contexts. */
  hasHandledContextsThatSatisfy(requirements: (contexts: ObservationContext[]) => void): this {
    requirements(this.registry.getObservationContexts());
    return this;
  }

  /** Every recorded observation was stopped (a TS addition). */
  hasAllObservationsStopped(): this {
    const open = this.registry.getContexts().filter((recorded) => !recorded.isObservationStopped());
    if (open.length > 0) fail(`Observations not stopped: ${this.names(open)}`);
    return this;
  }

  /** An observation is current in the calling async context. */
  hasRemainingCurrentObservation(): this {
    if (this.registry.getCurrentObservation() === undefined) fail('Expected an observation in the registry but found none');
    return this;
  }

  /** No observation is current in the calling async context (every scope was closed). */
  doesNotHaveAnyRemainingCurrentObservation(): this {
    const current = this.registry.getCurrentObservation();
    if (current !== undefined) fail(`Expected no current observation in the registry but found one <${String(current)}>`);
    return this;
  }

  /** The current observation is exactly `observation`. */
  hasRemainingCurrentObservationSameAs(observation: Observation): this {
    const current = this.registry.getCurrentObservation();
    if (current !== observation) {
      fail(`Expected current observation in the registry to be the same as <${String(observation)}> but was <${String(current)}>`);
    }
    return this;
  }

  private names(contexts: TestObservationContext[] = this.registry.getContexts()): string {
    return `[${contexts.map((recorded) => String(recorded.getContext().getName())).join(', ')}]`;
  }
}
