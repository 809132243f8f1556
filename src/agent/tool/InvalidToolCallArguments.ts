/* spring-ai-ts, Apache-2.0. A record of one rejected tool call. */

/**
 * One tool call whose arguments were rejected (not valid JSON, or not fitting the tool's input
 * schema): it was answered with an error for the model instead of being run.
 *
 * @category Tool Calling
 */
export interface InvalidToolCallArguments {
  /** The id of the tool call. */
  readonly toolCallId: string;
  /** The tool's name. */
  readonly toolName: string;
  /** The arguments as the model sent them. */
  readonly arguments: string;
  /** Why they were rejected (the parser's root-cause message, or the schema problem). */
  readonly problem: string;
  /** Which retry the error answer asked for (1 for the first failed round in a row). */
  readonly retry: number;
}
