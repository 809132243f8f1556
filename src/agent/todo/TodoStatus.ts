/* spring-ai-ts, Apache-2.0. The statuses of a todo item. */

/**
 * The statuses of a {@link TodoItem}, as the model writes them: `pending`, `in_progress`,
 * `completed`.
 *
 * @remarks
 * No Spring counterpart. A string union with a constant object (not a ported-enum class) so that
 * the JSON schema the model sees lists the three strings and the arguments need no conversion.
 *
 * @category Tools
 */
export const TodoStatus = {
  /** Not started: rendered `[ ]`. */
  PENDING: 'pending',
  /** Being worked on (at most one item): rendered `[>]`. */
  IN_PROGRESS: 'in_progress',
  /** Done: rendered `[x]`. */
  COMPLETED: 'completed',
} as const;

/**
 * One of `'pending'`, `'in_progress'`, `'completed'`.
 *
 * @category Tools
 */
export type TodoStatus = (typeof TodoStatus)[keyof typeof TodoStatus];
