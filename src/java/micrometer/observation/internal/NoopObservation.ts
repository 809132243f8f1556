/* spring-ai-ts, Apache-2.0. Internal: Micrometer's NoopObservation and NoopScope. */
import type { KeyValue } from '../../common/KeyValue.js';
import type { KeyValues } from '../../common/KeyValues.js';
import type { Observation } from '../Observation.js';
import { ObservationContext } from '../ObservationContext.js';
import type { ObservationConvention } from '../ObservationConvention.js';
import type { ObservationEvent } from '../ObservationEvent.js';
import type { ObservationScope } from '../ObservationScope.js';
import type { ObservationView } from '../ObservationView.js';

/** Does nothing; `observe` and `scoped` just run the function. */
class NoopObservation implements Observation {
  private readonly context = new ObservationContext();
  private readonly scope: ObservationScope = {
    getCurrentObservation: () => this,
    close: () => undefined,
    isNoop: () => true,
  };

  contextualName(_contextualName: string | undefined): Observation {
    return this;
  }

  parentObservation(_parentObservation: ObservationView | undefined): Observation {
    return this;
  }

  lowCardinalityKeyValue(_keyValueOrKey: KeyValue | string, _value?: string): Observation {
    return this;
  }

  lowCardinalityKeyValues(_keyValues: KeyValues): Observation {
    return this;
  }

  highCardinalityKeyValue(_keyValueOrKey: KeyValue | string, _value?: string): Observation {
    return this;
  }

  highCardinalityKeyValues(_keyValues: KeyValues): Observation {
    return this;
  }

  observationConvention(_convention: ObservationConvention<never>): Observation {
    return this;
  }

  isNoop(): boolean {
    return true;
  }

  error(_error: unknown): Observation {
    return this;
  }

  event(_event: ObservationEvent): Observation {
    return this;
  }

  start(): Observation {
    return this;
  }

  stop(): void {
    // Nothing was started.
  }

  getContext(): ObservationContext {
    return this.context;
  }

  getContextView(): ObservationContext {
    return this.context;
  }

  openScope(): ObservationScope {
    return this.scope;
  }

  observe<T>(fn: () => T): T {
    return fn();
  }

  scoped<T>(fn: () => T): T {
    return fn();
  }

  toString(): string {
    return 'NoopObservation';
  }
}

/** The single no-op observation, exposed as `Observation.NOOP`. */
export const NOOP_OBSERVATION: Observation = new NoopObservation();
