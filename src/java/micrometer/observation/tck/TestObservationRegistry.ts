/* spring-ai-ts, Apache-2.0. Port of Micrometer's io.micrometer.observation.tck.TestObservationRegistry. */
import type { Observation } from '../Observation.js';
import type { ObservationConfig } from '../ObservationConfig.js';
import type { ObservationContext } from '../ObservationContext.js';
import type { ObservationHandler } from '../ObservationHandler.js';
import type { ObservationRegistry } from '../ObservationRegistry.js';
import type { ObservationScope } from '../ObservationScope.js';
import { SimpleObservationRegistry } from '../SimpleObservationRegistry.js';
import { TestObservationContext } from './TestObservationContext.js';

/** Records every context on start and marks it on stop. */
class RecordingHandler implements ObservationHandler {
  readonly contexts: TestObservationContext[] = [];

  onStart(context: ObservationContext): void {
    this.contexts.push(new TestObservationContext(context).setObservationStarted(true));
  }

  onStop(context: ObservationContext): void {
    const recorded = this.contexts.find((candidate) => candidate.getContext() === context);
    if (recorded !== undefined) recorded.setObservationStopped(true);
    else this.contexts.push(new TestObservationContext(context).setObservationStopped(true));
  }

  supportsContext(): boolean {
    return true;
  }
}

/**
 * An {@link ObservationRegistry} for tests: it records the context of every observation that
 * starts (in start order) and notes when it stops. Assert on it with
 * `TestObservationRegistryAssert.assertThat(registry)` or read `getContexts()` directly.
 *
 * @example
 * ```ts
 * const registry = TestObservationRegistry.create();
 * // … run code that observes with `registry` …
 * TestObservationRegistryAssert.assertThat(registry)
 *   .doesNotHaveAnyRemainingCurrentObservation()
 *   .hasObservationWithNameEqualTo('spring.ai.advisor')
 *   .that()
 *   .hasContextualNameEqualTo('my_advisor')
 *   .hasBeenStopped();
 * expect(registry.findByName('spring.ai.advisor')).toHaveLength(1);
 * ```
 *
 * @remarks
 * `getContexts()` returns an array (Java: a `Queue`). `findByName` and
 * `getObservationContexts` are additions for jest. Observations created but never started are
 * not recorded, as in Micrometer.
 *
 * @see https://javadoc.io/doc/io.micrometer/micrometer-observation-test/latest/io/micrometer/observation/tck/TestObservationRegistry.html
 * @category Testing
 */
export class TestObservationRegistry implements ObservationRegistry {
  /** The nested type, as `TestObservationRegistry.TestObservationContext`. */
  static readonly TestObservationContext = TestObservationContext;

  private readonly delegate = new SimpleObservationRegistry();
  private readonly handler = new RecordingHandler();

  private constructor() {
    this.delegate.observationConfig().observationHandler(this.handler);
  }

  /** A new, empty test registry. */
  static create(): TestObservationRegistry {
    return new TestObservationRegistry();
  }

  /** The observation current in this async context, if any. */
  getCurrentObservation(): Observation | undefined {
    return this.delegate.getCurrentObservation();
  }

  /** The scope current in this async context, if any. */
  getCurrentObservationScope(): ObservationScope | undefined {
    return this.delegate.getCurrentObservationScope();
  }

  /** Makes `scope` current. */
  setCurrentObservationScope(scope: ObservationScope | undefined): void {
    this.delegate.setCurrentObservationScope(scope);
  }

  /** The configuration; more handlers may be added next to the recording one. */
  observationConfig(): ObservationConfig {
    return this.delegate.observationConfig();
  }

  /** Never no-op: the recording handler is always registered. */
  isNoop(): boolean {
    return false;
  }

  /** Every recorded observation, in start order. */
  getContexts(): TestObservationContext[] {
    return [...this.handler.contexts];
  }

  /** The recorded contexts themselves, in start order. */
  getObservationContexts(): ObservationContext[] {
    return this.handler.contexts.map((recorded) => recorded.getContext());
  }

  /** The recorded observations whose context name equals `name`, in start order. */
  findByName(name: string): TestObservationContext[] {
    return this.handler.contexts.filter((recorded) => recorded.getContext().getName() === name);
  }

  /** Forgets every recorded observation. */
  clear(): void {
    this.handler.contexts.length = 0;
  }
}

/**
 * Type-level access to the nested Java type `TestObservationRegistry.TestObservationContext`.
 *
 * @category Testing
 */
export declare namespace TestObservationRegistry {
  /** A recorded observation. */
  type TestObservationContext = import('./TestObservationContext.js').TestObservationContext;
}
