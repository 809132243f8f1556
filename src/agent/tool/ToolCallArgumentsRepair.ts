/* spring-ai-ts, Apache-2.0. A record of one repaired tool call. */

/**
 * One tool call whose arguments were not valid JSON and were repaired locally (`jsonrepair`)
 * instead of being sent back to the model.
 *
 * @category Tool Calling
 */
export interface ToolCallArgumentsRepair {
  /** The id of the tool call. */
  readonly toolCallId: string;
  /** The tool's name. */
  readonly toolName: string;
  /** The arguments as the model sent them. */
  readonly originalArguments: string;
  /** The arguments the tool ran with (and the history now shows). */
  readonly repairedArguments: string;
  /** The parser's message about the original arguments. */
  readonly problem: string;
}
