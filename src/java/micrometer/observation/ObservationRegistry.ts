/* spring-ai-ts, Apache-2.0. Port of Micrometer's io.micrometer.observation.ObservationRegistry. */
import type { Observation } from './Observation.js';
import { ObservationConfig } from './ObservationConfig.js';
import type { ObservationScope } from './ObservationScope.js';
import { NOOP_OBSERVATION_REGISTRY } from './internal/NoopObservationRegistry.js';
import { SimpleObservationRegistry } from './SimpleObservationRegistry.js';

/**
 * Where observations are created and configured: it holds the handlers (metrics, logging,
 * tracing) and tells which observation is current.
 *
 * Spring AI components take one (`DefaultAroundAdvisorChain.builder(registry)`,
 * `ChatClient.create(chatModel, registry)`) and default to `ObservationRegistry.NOOP`.
 *
 * @example
 * ```ts
 * const registry = ObservationRegistry.create();
 * registry.observationConfig().observationHandler(myTracingHandler);
 * ```
 *
 * @remarks
 * The current observation is carried by `AsyncLocalStorage` (Micrometer: a thread-local), so it
 * follows `await`s; it is shared by all registries of the process, as in Micrometer.
 * `isNoop` is optional (Java default method); {@link ObservationRegistry.isNoop} applies the
 * default: the NOOP registry, or a registry without handlers.
 *
 * @see https://javadoc.io/doc/io.micrometer/micrometer-observation/latest/io/micrometer/observation/ObservationRegistry.html
 * @category Observation
 */
export interface ObservationRegistry {
  /** The observation current in this async context, if any. */
  getCurrentObservation(): Observation | undefined;
  /** The scope current in this async context, if any. */
  getCurrentObservationScope(): ObservationScope | undefined;
  /** Makes `scope` current for the calling code (used by scopes when they open and close). */
  setCurrentObservationScope(scope: ObservationScope | undefined): void;
  /** The configuration: handlers, predicates, filters, global conventions. */
  observationConfig(): ObservationConfig;
  /** Whether observations made with this registry are no-ops. */
  isNoop?(): boolean;
}

/**
 * Companion of {@link ObservationRegistry}: the no-op registry and the factory.
 *
 * @category Observation
 */
export const ObservationRegistry = {
  /** A registry that records nothing and ignores configuration; Spring AI's default. */
  NOOP: NOOP_OBSERVATION_REGISTRY as ObservationRegistry,
  /** The tsyringe token under which library classes inject the registry (`@inject(ObservationRegistry.TOKEN)`). */
  TOKEN: Symbol.for('spring-ai.ObservationRegistry'),
  /** The configuration class, as `ObservationRegistry.ObservationConfig`. */
  ObservationConfig,
  /** A new registry; it records nothing until a handler is registered. */
  create(): ObservationRegistry {
    return new SimpleObservationRegistry();
  },
  /**
   * Java's `isNoop()` default: `true` for `NOOP`, for `undefined`, and for a registry without
   * handlers; otherwise the registry's own `isNoop()` when it has one.
   */
  isNoop(registry: ObservationRegistry | undefined): boolean {
    if (registry === undefined || registry === null || registry === NOOP_OBSERVATION_REGISTRY) return true;
    if (typeof registry.isNoop === 'function') return registry.isNoop();
    return registry.observationConfig().handlerCount() === 0;
  },
  /** True when `value` looks like a registry (has `observationConfig()` and `getCurrentObservation()`). */
  isInstance(value: unknown): value is ObservationRegistry {
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as ObservationRegistry).observationConfig === 'function' &&
      typeof (value as ObservationRegistry).getCurrentObservation === 'function'
    );
  },
} as const;

/**
 * Type-level access to the nested Java type `ObservationRegistry.ObservationConfig`.
 *
 * @category Observation
 */
export declare namespace ObservationRegistry {
  /** The configuration class of a registry. */
  type ObservationConfig = import('./ObservationConfig.js').ObservationConfig;
}
