/* Ported from Spring AI AugmentedArgumentEvent (v1.1.8). spring-ai-ts, Apache-2.0. */
import type { ToolDefinition } from '../definition/ToolDefinition.js';

/**
 * What an {@link AugmentedToolCallback} hands to its consumer: the augmented definition, the
 * model's raw input and the extra arguments read from it.
 *
 * @see https://docs.spring.io/spring-ai/docs/1.1.8/api/org/springframework/ai/tool/augment/AugmentedArgumentEvent.html
 * @category Tools
 */
export class AugmentedArgumentEvent<T> {
  private readonly definition: ToolDefinition;
  private readonly input: string;
  private readonly args: T;

  constructor(toolDefinition: ToolDefinition, rawInput: string, args: T) {
    this.definition = toolDefinition;
    this.input = rawInput;
    this.args = args;
  }

  /** The augmented tool definition. */
  toolDefinition(): ToolDefinition {
    return this.definition;
  }

  /** The model's input, as received. */
  rawInput(): string {
    return this.input;
  }

  /** The extra arguments, as an instance of the argument class. */
  arguments(): T {
    return this.args;
  }
}
