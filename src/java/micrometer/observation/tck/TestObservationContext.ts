/* spring-ai-ts, Apache-2.0. Port of Micrometer's io.micrometer.observation.tck.TestObservationRegistry.TestObservationContext. */
import type { ObservationContext } from '../ObservationContext.js';

/**
 * What a {@link TestObservationRegistry} recorded about one observation: its context and
 * whether it was started and stopped. Also reachable as `TestObservationRegistry.TestObservationContext`.
 *
 * @see https://javadoc.io/doc/io.micrometer/micrometer-observation-test/latest/io/micrometer/observation/tck/TestObservationRegistry.html
 * @category Testing
 */
export class TestObservationContext {
  private observationStarted = false;
  private observationStopped = false;

  /** Wraps the context of an observation the registry saw start. */
  constructor(private readonly context: ObservationContext) {}

  /** The observed context (for Spring AI, a subclass such as `ChatModelObservationContext`). */
  getContext(): ObservationContext {
    return this.context;
  }

  /** Whether the observation was started. */
  isObservationStarted(): boolean {
    return this.observationStarted;
  }

  /** Whether the observation was stopped. */
  isObservationStopped(): boolean {
    return this.observationStopped;
  }

  /** Marks the observation started. */
  setObservationStarted(observationStarted: boolean): this {
    this.observationStarted = observationStarted;
    return this;
  }

  /** Marks the observation stopped. */
  setObservationStopped(observationStopped: boolean): this {
    this.observationStopped = observationStopped;
    return this;
  }

  /** The name of the parent observation's context, if there is a parent. */
  getParentName(): string | undefined {
    return this.context.getParentObservation()?.getContextView().getName();
  }
}
