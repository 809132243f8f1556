/* spring-ai-ts, Apache-2.0. Barrel of src/java/core/task. */
export type { TaskExecutor } from './TaskExecutor.js';
