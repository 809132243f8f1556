/* Ported from Spring AI Tool's attributes (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ToolCallResultConverter } from '../execution/ToolCallResultConverter.js';

/**
 * The attributes of {@link Tool}, with Spring's names and defaults.
 *
 * @category Tools
 */
export interface ToolOptions {
  /** The tool name; blank or absent: the method name. */
  readonly name?: string;
  /** The description the model sees; blank or absent: the method name. */
  readonly description?: string;
  /** Whether the tool result goes straight back to the caller instead of to the model. */
  readonly returnDirect?: boolean;
  /** The class (no-argument constructor) that turns the result into text. */
  readonly resultConverter?: {
    /** Creates the converter. */
    new (): ToolCallResultConverter;
  };
}
