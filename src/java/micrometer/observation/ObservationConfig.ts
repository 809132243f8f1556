/* spring-ai-ts, Apache-2.0. Port of Micrometer's io.micrometer.observation.ObservationRegistry.ObservationConfig. */
import { IllegalArgumentException } from '../../core/IllegalArgumentException.js';
import type { ObservationContext } from './ObservationContext.js';
import { ObservationConvention } from './ObservationConvention.js';
import type { ObservationFilter } from './ObservationFilter.js';
import type { ObservationHandler } from './ObservationHandler.js';
import type { ObservationPredicate } from './ObservationPredicate.js';

/**
 * The configuration of an {@link ObservationRegistry}: its handlers, predicates, filters and
 * global conventions. Also reachable as `ObservationRegistry.ObservationConfig`.
 *
 * @example
 * ```ts
 * const registry = ObservationRegistry.create();
 * registry.observationConfig().observationHandler(myHandler);
 * ```
 *
 * @remarks
 * A filter may also be given as a plain function `(context) => context`.
 *
 * @see https://javadoc.io/doc/io.micrometer/micrometer-observation/latest/io/micrometer/observation/ObservationRegistry.ObservationConfig.html
 * @category Observation
 */
export class ObservationConfig {
  private readonly observationHandlers: ObservationHandler[] = [];
  private readonly observationPredicates: ObservationPredicate[] = [];
  private readonly observationFilters: ObservationFilter[] = [];
  private readonly observationConventions: ObservationConvention[] = [];
  // Frozen copies handed to every new observation; rebuilt only after a registration.
  #handlerSnapshot: readonly ObservationHandler[] | undefined;
  #filterSnapshot: readonly ObservationFilter[] | undefined;

  /** Registers a handler; with none, the registry is no-op and observations cost nothing. */
  observationHandler<C extends ObservationContext>(handler: ObservationHandler<C>): this {
    if (handler === undefined || handler === null) throw new IllegalArgumentException('handler must not be null');
    this.observationHandlers.push(handler as unknown as ObservationHandler);
    this.#handlerSnapshot = undefined;
    return this;
  }

  /** Registers a predicate; an observation is created only when every predicate accepts it. */
  observationPredicate(predicate: ObservationPredicate): this {
    this.observationPredicates.push(predicate);
    return this;
  }

  /** Registers a filter applied to the context before handlers see it on stop. */
  observationFilter(filter: ObservationFilter | ((context: ObservationContext) => ObservationContext)): this {
    this.observationFilters.push(typeof filter === 'function' ? { map: filter } : filter);
    this.#filterSnapshot = undefined;
    return this;
  }

  /**
   * Registers a global convention: used for a context it supports unless the caller passes a
   * custom convention.
   */
  observationConvention<C extends ObservationContext>(convention: ObservationConvention<C>): this {
    this.observationConventions.push(convention as unknown as ObservationConvention);
    return this;
  }

  /** Whether every predicate accepts an observation with this name and context. */
  isObservationEnabled(name: string | undefined, context: ObservationContext | undefined): boolean {
    for (const predicate of this.observationPredicates) {
      if (!predicate(name, context as ObservationContext)) return false;
    }
    return true;
  }

  /**
   * The first global convention that supports `context`, else `defaultConvention`.
   * Throws `IllegalArgumentException` when neither exists.
   */
  getObservationConvention<C extends ObservationContext>(
    context: C,
    defaultConvention: ObservationConvention<C> | undefined,
  ): ObservationConvention<C> {
    for (const convention of this.observationConventions) {
      if (typeof convention.supportsContext === 'function' && convention.supportsContext(context)) {
        return convention as ObservationConvention<C>;
      }
    }
    if (defaultConvention === undefined || defaultConvention === null) {
      throw new IllegalArgumentException('Default ObservationConvention must not be null');
    }
    return defaultConvention;
  }

  /** The registered handlers, in registration order. */
  getObservationHandlers(): ObservationHandler[] {
    return [...this.observationHandlers];
  }

  /** @internal The registered handlers as a shared frozen array (no copy per observation). */
  handlerSnapshot(): readonly ObservationHandler[] {
    return (this.#handlerSnapshot ??= Object.freeze([...this.observationHandlers]));
  }

  /** @internal The number of registered handlers. */
  handlerCount(): number {
    return this.observationHandlers.length;
  }

  /** @internal The registered filters as a shared frozen array (no copy per observation). */
  filterSnapshot(): readonly ObservationFilter[] {
    return (this.#filterSnapshot ??= Object.freeze([...this.observationFilters]));
  }

  /** The registered filters, in registration order. */
  getObservationFilters(): ObservationFilter[] {
    return [...this.observationFilters];
  }

  /** The registered global conventions, in registration order. */
  getObservationConventions(): ObservationConvention[] {
    return [...this.observationConventions];
  }

  /** The registered predicates, in registration order. */
  getObservationPredicates(): ObservationPredicate[] {
    return [...this.observationPredicates];
  }
}
