/* spring-ai-ts, Apache-2.0. Barrel of src/core/time. */
export { Duration } from './Duration.js';
