/* spring-ai-ts, Apache-2.0. Barrel of src/core/task. */
export type { TaskExecutor } from './TaskExecutor.js';
