/* spring-ai-ts, Apache-2.0. Barrel of src/java/core/time: java.time comes from @js-joda/core. */
export { Duration } from './Duration.js';
