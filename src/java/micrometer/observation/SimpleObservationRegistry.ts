/* spring-ai-ts, Apache-2.0. Port of Micrometer's io.micrometer.observation.SimpleObservationRegistry. */
import type { Observation } from './Observation.js';
import { ObservationConfig } from './ObservationConfig.js';
import type { ObservationRegistry } from './ObservationRegistry.js';
import type { ObservationScope } from './ObservationScope.js';
import { currentScope, enterScope } from './internal/scopeStorage.js';

/**
 * The default {@link ObservationRegistry}, returned by `ObservationRegistry.create()`.
 *
 * It is no-op until a handler is registered, so an unconfigured registry costs next to nothing.
 *
 * @see https://javadoc.io/doc/io.micrometer/micrometer-observation/latest/io/micrometer/observation/SimpleObservationRegistry.html
 * @category Observation
 */
export class SimpleObservationRegistry implements ObservationRegistry {
  private readonly config = new ObservationConfig();

  /** The observation of the current scope, if any. */
  getCurrentObservation(): Observation | undefined {
    return currentScope()?.getCurrentObservation();
  }

  /** The current scope, if any. */
  getCurrentObservationScope(): ObservationScope | undefined {
    return currentScope();
  }

  /** Makes `scope` current for the calling code and the async work it starts. */
  setCurrentObservationScope(scope: ObservationScope | undefined): void {
    enterScope(scope);
  }

  /** This registry's configuration. */
  observationConfig(): ObservationConfig {
    return this.config;
  }

  /** True while no handler is registered. */
  isNoop(): boolean {
    return this.config.handlerCount() === 0;
  }
}
