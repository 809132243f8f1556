/* spring-ai-ts, Apache-2.0. Barrel of src/java/micrometer/observation. */
export { Observation } from './Observation.js';
export { ObservationContext } from './ObservationContext.js';
export { ObservationEvent } from './ObservationEvent.js';
export type { ObservationScope } from './ObservationScope.js';
export type { ObservationView } from './ObservationView.js';
export { ObservationHandler } from './ObservationHandler.js';
export { ObservationConvention } from './ObservationConvention.js';
export type { ObservationFilter } from './ObservationFilter.js';
export type { ObservationPredicate } from './ObservationPredicate.js';
export { ObservationConfig } from './ObservationConfig.js';
export { ObservationRegistry } from './ObservationRegistry.js';
export { SimpleObservationRegistry } from './SimpleObservationRegistry.js';
export { ObservationDocumentation, type ObservationConventionClass } from './docs/ObservationDocumentation.js';
export { ObservationThreadLocalAccessor } from './contextpropagation/ObservationThreadLocalAccessor.js';
