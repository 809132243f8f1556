// The normalized outcome of a scenario, as JSON: the same fields the Java side writes
// (test/spring/java/src/main/java/sidebyside/Outcome.java); the harness compares them field by field.
import type { Message, Usage } from 'spring-ai-ts';
import { RecordComponents } from '../../../src/java/reflect/RecordComponents.js';

/** A translated Java record (rule 14) as Jackson writes a record: its components by accessor. */
function recordComponents(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype) return value;
  const components = RecordComponents.of(value.constructor);
  if (components === undefined) return value;
  return Object.fromEntries(components.map((component) => [component.name, (value as Record<string, () => unknown>)[component.name]!.call(value)]));
}

/** A JSON value as both sides write it: undefined becomes null, objects lose their prototypes, records are their components. */
export function toJson(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value, (_key, v: unknown) => (v === undefined ? null : v instanceof Map ? Object.fromEntries(v) : v instanceof Set ? [...v] : recordComponents(v))) ?? 'null') as unknown;
}

export class Outcome {
  private readonly fields = new Map<string, unknown>();
  private readonly tools: unknown[] = [];
  private readonly advisors: string[] = [];

  text(text: string | null | undefined): this {
    return this.put('text', text);
  }

  entity(entity: unknown): this {
    return this.put('entity', entity);
  }

  exception(error: unknown): this {
    const type = error instanceof Error ? error.constructor.name : typeof error;
    const message = error instanceof Error ? error.message : String(error);
    return this.put('exception', { type, message });
  }

  tool(name: string, args: unknown, result: unknown): this {
    this.tools.push({ name, arguments: toJson(args), result: toJson(result) });
    return this;
  }

  advisor(step: string): this {
    this.advisors.push(step);
    return this;
  }

  memory(messages: readonly Message[]): this {
    return this.put('memory', Outcome.messages(messages));
  }

  usage(usage: Usage): this {
    return this.put('usage', { promptTokens: usage.getPromptTokens(), completionTokens: usage.getCompletionTokens(), totalTokens: usage.getTotalTokens() });
  }

  put(field: string, value: unknown): this {
    this.fields.set(field, toJson(value));
    return this;
  }

  static messages(messages: readonly Message[]): Array<{ type: string; text: string | null }> {
    return messages.map((message) => ({ type: message.getMessageType().name(), text: message.getText() ?? null }));
  }

  toJSON(): Record<string, unknown> {
    const all: Record<string, unknown> = Object.fromEntries(this.fields);
    if (this.tools.length > 0) all['tools'] = this.tools;
    if (this.advisors.length > 0) all['advisors'] = this.advisors;
    return all;
  }
}
