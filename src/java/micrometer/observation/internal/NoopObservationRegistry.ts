/* spring-ai-ts, Apache-2.0. Internal: Micrometer's NoopObservationRegistry and NoopObservationConfig. */
import { ObservationConfig } from '../ObservationConfig.js';
import type { ObservationContext } from '../ObservationContext.js';
import type { ObservationConvention } from '../ObservationConvention.js';
import type { ObservationFilter } from '../ObservationFilter.js';
import type { ObservationHandler } from '../ObservationHandler.js';
import type { ObservationPredicate } from '../ObservationPredicate.js';
import type { ObservationRegistry } from '../ObservationRegistry.js';
import type { ObservationScope } from '../ObservationScope.js';

/** A configuration that ignores every registration, so the NOOP registry stays no-op. */
class NoopObservationConfig extends ObservationConfig {
  override observationHandler<C extends ObservationContext>(_handler: ObservationHandler<C>): this {
    return this;
  }

  override observationPredicate(_predicate: ObservationPredicate): this {
    return this;
  }

  override observationFilter(_filter: ObservationFilter | ((context: ObservationContext) => ObservationContext)): this {
    return this;
  }

  override observationConvention<C extends ObservationContext>(_convention: ObservationConvention<C>): this {
    return this;
  }
}

class NoopObservationRegistry implements ObservationRegistry {
  private readonly config = new NoopObservationConfig();

  getCurrentObservation(): undefined {
    return undefined;
  }

  getCurrentObservationScope(): undefined {
    return undefined;
  }

  setCurrentObservationScope(_scope: ObservationScope | undefined): void {
    // Nothing is ever current in the no-op registry.
  }

  observationConfig(): ObservationConfig {
    return this.config;
  }

  isNoop(): boolean {
    return true;
  }
}

/** The single no-op registry, exposed as `ObservationRegistry.NOOP`. */
export const NOOP_OBSERVATION_REGISTRY: ObservationRegistry = new NoopObservationRegistry();
