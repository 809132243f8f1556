/* spring-ai-ts, Apache-2.0. Barrel of src/java/micrometer/observation/tck. */
export { TestObservationRegistry } from './TestObservationRegistry.js';
export { TestObservationContext } from './TestObservationContext.js';
export { TestObservationRegistryAssert } from './TestObservationRegistryAssert.js';
export { TestObservationContextAssert } from './TestObservationContextAssert.js';
