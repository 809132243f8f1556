/* spring-ai-ts, Apache-2.0. The default methods of Spring AI's observation convention interfaces, written once. */
import { KeyValues } from '../../java/micrometer/common/KeyValues.js';
import type { ObservationContext } from '../../java/micrometer/observation/ObservationContext.js';
import type { ObservationConvention } from '../../java/micrometer/observation/ObservationConvention.js';

/**
 * The base of an observation convention for one context class (Spring AI's
 * `ChatModelObservationConvention`, `EmbeddingModelObservationConvention`, …): Java's default
 * `supportsContext` (the context is an instance of {@link contextType}) and Micrometer's defaults
 * (no name, no contextual name, no key values). The static `supportsContext` applies the same
 * default to a plain object typed as a convention that leaves the method out.
 *
 * Not exported from the package entry points; the public convention classes extend it.
 */
export abstract class ContextTypedObservationConvention<C extends ObservationContext> implements ObservationConvention<C> {
  /** The context class this convention applies to (Java: the interface's type argument). */
  protected abstract contextType(): abstract new (...args: never[]) => C;

  /** Whether `context` is of this convention's context class (Java's default method). */
  supportsContext(context: ObservationContext): boolean {
    return context instanceof this.contextType();
  }

  /** The technical name (metric name); Micrometer's default is none. */
  getName(): string | undefined {
    return undefined;
  }

  /** The human-readable name (span name); Micrometer's default is none. */
  getContextualName(_context: C): string | undefined {
    return undefined;
  }

  /** Key values with a bounded set of values; Micrometer's default is none. */
  getLowCardinalityKeyValues(_context: C): KeyValues {
    return KeyValues.empty();
  }

  /** Key values with unbounded values; Micrometer's default is none. */
  getHighCardinalityKeyValues(_context: C): KeyValues {
    return KeyValues.empty();
  }

  /**
   * `convention.supportsContext(context)`, or Java's default (`context` is of the context class of
   * the convention class this is called on) for an object without the method.
   */
  static supportsContext(convention: ObservationConvention<never>, context: ObservationContext | undefined): boolean {
    const check = (convention as ObservationConvention).supportsContext;
    if (typeof check === 'function') return check.call(convention, context as ObservationContext);
    // `this` is the class the static is called on, so its own context class applies.
    return context instanceof this.prototype.contextType();
  }
}
