/* spring-ai-ts, Apache-2.0. Port of Micrometer's io.micrometer.observation.ObservationConvention. */
import { KeyValues } from '../common/KeyValues.js';
import type { ObservationContext } from './ObservationContext.js';

/**
 * Names an observation and derives its key values from its context.
 *
 * The observation asks its convention for low and high cardinality key values when it starts and
 * again when it stops (so values known only after the call, such as the response model, are
 * added), for the name when it starts, and for the contextual name when it stops.
 *
 * @remarks
 * Java's default methods are optional members here (missing: no name, no contextual name, no key
 * values). `supportsContext` is optional too, because Spring AI's sub-interfaces
 * (`ChatModelObservationConvention`, …) give it a default that checks their own context type;
 * a convention without it is treated as supporting every context it is handed.
 *
 * @see https://javadoc.io/doc/io.micrometer/micrometer-observation/latest/io/micrometer/observation/ObservationConvention.html
 * @category Observation
 */
export interface ObservationConvention<C extends ObservationContext = ObservationContext> {
  /** Key values with a bounded set of values (metric tags). */
  getLowCardinalityKeyValues?(context: C): KeyValues;
  /** Key values with unbounded values (span attributes only). */
  getHighCardinalityKeyValues?(context: C): KeyValues;
  /** Whether this convention applies to `context`. */
  supportsContext?(context: ObservationContext): boolean;
  /** The technical name (metric name). */
  getName?(): string | undefined;
  /** The human-readable name (span name). */
  getContextualName?(context: C): string | undefined;
}

/**
 * Companion of {@link ObservationConvention}: Java's defaults, applied where an implementation
 * leaves a method out.
 *
 * @category Observation
 */
export const ObservationConvention = {
  /** `convention.supportsContext(context)`, or `true` when the convention does not define it. */
  supportsContext(convention: ObservationConvention<never>, context: ObservationContext): boolean {
    const check = (convention as ObservationConvention).supportsContext;
    return check === undefined ? true : check.call(convention, context);
  },
  /** `convention.getName()`, or `undefined` when not defined. */
  getName(convention: ObservationConvention<never>): string | undefined {
    const getName = (convention as ObservationConvention).getName;
    return getName === undefined ? undefined : (getName.call(convention) ?? undefined);
  },
  /** `convention.getContextualName(context)`, or `undefined` when not defined. */
  getContextualName<C extends ObservationContext>(convention: ObservationConvention<C>, context: C): string | undefined {
    const getContextualName = convention.getContextualName;
    return getContextualName === undefined ? undefined : (getContextualName.call(convention, context) ?? undefined);
  },
  /** `convention.getLowCardinalityKeyValues(context)`, or empty when not defined. */
  getLowCardinalityKeyValues<C extends ObservationContext>(convention: ObservationConvention<C>, context: C): KeyValues {
    const get = convention.getLowCardinalityKeyValues;
    return get === undefined ? KeyValues.empty() : (get.call(convention, context) ?? KeyValues.empty());
  },
  /** `convention.getHighCardinalityKeyValues(context)`, or empty when not defined. */
  getHighCardinalityKeyValues<C extends ObservationContext>(convention: ObservationConvention<C>, context: C): KeyValues {
    const get = convention.getHighCardinalityKeyValues;
    return get === undefined ? KeyValues.empty() : (get.call(convention, context) ?? KeyValues.empty());
  },
  /** True when `value` is an object with at least one convention method. */
  isInstance(value: unknown): value is ObservationConvention {
    if (typeof value !== 'object' || value === null) return false;
    const candidate = value as ObservationConvention;
    return (
      typeof candidate.supportsContext === 'function' ||
      typeof candidate.getName === 'function' ||
      typeof candidate.getLowCardinalityKeyValues === 'function'
    );
  },
} as const;
