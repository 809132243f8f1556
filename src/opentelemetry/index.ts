/**
 * The OpenTelemetry bridge (exported as `spring-ai-ts/opentelemetry`): observation handlers that
 * turn spring-ai-ts observations into OpenTelemetry spans and metrics. Needs the optional peer
 * dependency `@opentelemetry/api`.
 *
 * @packageDocumentation
 */
export { OpenTelemetryTracingObservationHandler } from './OpenTelemetryTracingObservationHandler.js';
export { OpenTelemetryMeterObservationHandler } from './OpenTelemetryMeterObservationHandler.js';
export { OpenTelemetryObservations } from './OpenTelemetryObservations.js';
export { OpenTelemetryObservationContextManager } from './OpenTelemetryObservationContextManager.js';
export { OpenTelemetrySemanticConventions } from './OpenTelemetrySemanticConventions.js';
export type { OpenTelemetryObservationOptions } from './OpenTelemetryObservationOptions.js';
