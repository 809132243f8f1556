/* spring-ai-ts, Apache-2.0. No Spring counterpart: one call that plugs OpenTelemetry into a registry. */
import type { Meter, Tracer } from '@opentelemetry/api';
import type { ObservationRegistry } from '../java/micrometer/observation/ObservationRegistry.js';
import { OpenTelemetryMeterObservationHandler } from './OpenTelemetryMeterObservationHandler.js';
import type { OpenTelemetryObservationOptions } from './OpenTelemetryObservationOptions.js';
import { OpenTelemetryTracingObservationHandler } from './OpenTelemetryTracingObservationHandler.js';

/**
 * Entry point of the OpenTelemetry bridge (`spring-ai-ts/opentelemetry`), the counterpart of
 * adding Micrometer Tracing's OpenTelemetry bridge and an OTLP meter registry to a Spring AI
 * service.
 *
 * ```ts
 * import { trace, metrics } from '@opentelemetry/api';
 * import { ObservationRegistry } from 'spring-ai-ts';
 * import { OpenTelemetryObservations } from 'spring-ai-ts/opentelemetry';
 *
 * const registry = OpenTelemetryObservations.register(ObservationRegistry.create(), {
 *   tracer: trace.getTracer('my-service'),
 *   meter: metrics.getMeter('my-service'),
 * });
 * ```
 *
 * @category OpenTelemetry
 */
export const OpenTelemetryObservations = {
  /**
   * Registers a tracing handler (when `tracer` is given) and a meter handler (when `meter` is
   * given) on `registry`, and returns the registry.
   */
  register<R extends ObservationRegistry>(
    registry: R,
    options: OpenTelemetryObservationOptions & { readonly tracer?: Tracer | undefined; readonly meter?: Meter | undefined },
  ): R {
    const config = registry.observationConfig();
    if (options.tracer !== undefined) config.observationHandler(new OpenTelemetryTracingObservationHandler(options.tracer, options));
    if (options.meter !== undefined) config.observationHandler(new OpenTelemetryMeterObservationHandler(options.meter, options));
    return registry;
  },
} as const;
