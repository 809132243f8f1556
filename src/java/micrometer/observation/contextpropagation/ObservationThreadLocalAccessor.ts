/* spring-ai-ts, Apache-2.0. Port of Micrometer's io.micrometer.observation.contextpropagation.ObservationThreadLocalAccessor. */
import type { Observation } from '../Observation.js';
import { currentScope } from '../internal/scopeStorage.js';

/**
 * Names the reactive-context key under which the current observation travels through a `Flux`
 * (`contextWrite(ctx => ctx.put(ObservationThreadLocalAccessor.KEY, observation))`, read back
 * with `contextView.getOrDefault(ObservationThreadLocalAccessor.KEY, undefined)`).
 *
 * @remarks
 * Only the key and a read of the current observation are ported; context-propagation's
 * automatic thread-local restoring has no counterpart, since the current observation already
 * lives in `AsyncLocalStorage`.
 *
 * @see https://javadoc.io/doc/io.micrometer/micrometer-observation/latest/io/micrometer/observation/contextpropagation/ObservationThreadLocalAccessor.html
 * @category Observation
 */
export class ObservationThreadLocalAccessor {
  /** The context key: `"micrometer.observation"`, as in Micrometer. */
  static readonly KEY = 'micrometer.observation';

  private static readonly INSTANCE = new ObservationThreadLocalAccessor();

  /** The shared instance. */
  static getInstance(): ObservationThreadLocalAccessor {
    return ObservationThreadLocalAccessor.INSTANCE;
  }

  /** The context key, {@link ObservationThreadLocalAccessor.KEY}. */
  key(): string {
    return ObservationThreadLocalAccessor.KEY;
  }

  /** The observation current in this async context, if any. */
  getValue(): Observation | undefined {
    return currentScope()?.getCurrentObservation();
  }
}
