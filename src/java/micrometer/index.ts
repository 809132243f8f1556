/* spring-ai-ts, Apache-2.0. Barrel of src/micrometer. */
export { KeyValue, KeyValues, KeyName } from './common/index.js';
export {
  Observation,
  ObservationContext,
  ObservationEvent,
  type ObservationScope,
  type ObservationView,
  ObservationHandler,
  ObservationConvention,
  type ObservationFilter,
  type ObservationPredicate,
  ObservationConfig,
  ObservationRegistry,
  SimpleObservationRegistry,
  ObservationDocumentation,
  type ObservationConventionClass,
  ObservationThreadLocalAccessor,
} from './observation/index.js';
