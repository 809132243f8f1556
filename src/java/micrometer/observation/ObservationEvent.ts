/* spring-ai-ts, Apache-2.0. Port of Micrometer's io.micrometer.observation.Observation.Event. */

/**
 * Something notable that happened during an observation (a span event, a counter increment).
 *
 * Signal one with `observation.event(Observation.Event.of('name'))`. Also reachable as
 * `Observation.Event`.
 *
 * @see https://javadoc.io/doc/io.micrometer/micrometer-observation/latest/io/micrometer/observation/Observation.Event.html
 * @category Observation
 */
export interface ObservationEvent {
  /** The technical name of the event. */
  getName(): string;
  /** The human-readable name; Micrometer's default is the technical name. */
  getContextualName?(): string;
  /** Wall-clock time of the event in milliseconds since the epoch. */
  getWallTime?(): number;
}

/**
 * Companion of {@link ObservationEvent}: the factory.
 *
 * @category Observation
 */
export const ObservationEvent = {
  /** An event with a name and, optionally, a different contextual name; stamped with the current time. */
  of(name: string, contextualName?: string): ObservationEvent {
    const wallTime = Date.now();
    const shown = contextualName ?? name;
    return {
      getName: () => name,
      getContextualName: () => shown,
      getWallTime: () => wallTime,
      toString: () => `event.name='${name}', event.contextualName='${shown}'`,
    } as ObservationEvent;
  },
} as const;
