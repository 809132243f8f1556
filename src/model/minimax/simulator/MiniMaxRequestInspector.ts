/* spring-ai-ts, Apache-2.0. Reads the parts of a chat request body the simulator decides on. */

/**
 * Small readers over a received chat request body, shared by scenario matching, the default echo
 * behaviour and user-written predicates. Every reader tolerates malformed bodies.
 *
 * @category Testing
 */
export class MiniMaxRequestInspector {
  private constructor() {}

  /** The `messages` array of a body, or an empty array. */
  static messages(body: unknown): Array<Record<string, unknown>> {
    const messages = MiniMaxRequestInspector.field(body, 'messages');
    return Array.isArray(messages)
      ? messages.filter((m): m is Record<string, unknown> => typeof m === 'object' && m !== null)
      : [];
  }

  /** The text of a message `content`: a string, or the `text` parts of a content array joined. */
  static text(content: unknown): string {
    if (typeof content === 'string') return content;
    if (!Array.isArray(content)) return '';
    return content
      .map((part) => MiniMaxRequestInspector.field(part, 'text'))
      .filter((text): text is string => typeof text === 'string')
      .join('');
  }

  /** The text of the last `user` message, or `undefined` when there is none. */
  static lastUserMessage(body: unknown): string | undefined {
    const user = MiniMaxRequestInspector.messages(body).filter((m) => m['role'] === 'user').at(-1);
    return user === undefined ? undefined : MiniMaxRequestInspector.text(user['content']);
  }

  /** The role of the last message, or `undefined`. */
  static lastRole(body: unknown): string | undefined {
    const role = MiniMaxRequestInspector.messages(body).at(-1)?.['role'];
    return typeof role === 'string' ? role : undefined;
  }

  /** The `tool` messages after the last assistant message (the results of the last tool round). */
  static lastToolResults(body: unknown): Array<Record<string, unknown>> {
    const messages = MiniMaxRequestInspector.messages(body);
    const results: Array<Record<string, unknown>> = [];
    for (let i = messages.length - 1; i >= 0 && messages[i]?.['role'] === 'tool'; i--) {
      results.unshift(messages[i] as Record<string, unknown>);
    }
    return results;
  }

  /** Whether the body asks for a stream (`stream: true`). */
  static isStream(body: unknown): boolean {
    return MiniMaxRequestInspector.field(body, 'stream') === true;
  }

  /** One field of a JSON object, or `undefined` for anything else. */
  static field(value: unknown, name: string): unknown {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)[name]
      : undefined;
  }
}
