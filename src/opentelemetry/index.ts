/**
 * `spring-ai-ts/opentelemetry`: observations as OpenTelemetry spans and metrics, the only entry point that loads `@opentelemetry/api`.
 *
 * Observation handlers that export spring-ai-ts observations with Spring AI's names or the GenAI
 * semantic conventions.
 *
 * @packageDocumentation
 */
export { OpenTelemetryTracingObservationHandler } from './OpenTelemetryTracingObservationHandler.js';
export { OpenTelemetryMeterObservationHandler } from './OpenTelemetryMeterObservationHandler.js';
export { OpenTelemetryObservations } from './OpenTelemetryObservations.js';
export { OpenTelemetryObservationContextManager } from './OpenTelemetryObservationContextManager.js';
export { OpenTelemetrySemanticConventions } from './OpenTelemetrySemanticConventions.js';
export type { OpenTelemetryObservationOptions } from './OpenTelemetryObservationOptions.js';
