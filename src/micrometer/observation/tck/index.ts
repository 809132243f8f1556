export { TestObservationRegistry } from './TestObservationRegistry.js';
export { TestObservationContext } from './TestObservationContext.js';
export { TestObservationRegistryAssert } from './TestObservationRegistryAssert.js';
export { TestObservationContextAssert } from './TestObservationContextAssert.js';
