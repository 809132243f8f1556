/* spring-ai-ts, Apache-2.0. Counterpart of org.springframework.core.task.TaskExecutor. */

/**
 * Counterpart of Spring's `TaskExecutor`, accepted where Spring AI takes one
 * (`RetrievalAugmentationAdvisor.Builder.taskExecutor`).
 *
 * @remarks
 * JavaScript runs the concurrent work on its event loop (`Promise.all`), so the library accepts
 * an executor for source compatibility and does not need one.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/core/task/TaskExecutor.html
 * @category Core
 */
export interface TaskExecutor {
  /** Runs the task. */
  execute(task: () => void): void;
}
