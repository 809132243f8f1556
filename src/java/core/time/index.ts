/* spring-ai-ts, Apache-2.0. Barrel of src/java/core/time. */
export { Duration } from './Duration.js';
