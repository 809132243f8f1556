/* spring-ai-ts, Apache-2.0. Tool-call fragments of a streamed OpenAI-compatible response, merged into whole calls. */

/** One tool call put together from its stream fragments. */
export interface MergedToolCall {
  /** The call's id, when the server gave one. */
  readonly id: string | undefined;
  /** The call's type (`function`), when the server gave one. */
  readonly type: string | undefined;
  /** The function's name, when the server gave one. */
  readonly name: string | undefined;
  /** The function's arguments, the fragments concatenated (`""` when none came). */
  readonly arguments: string;
}

interface OpenCall {
  id: string | undefined;
  type: string | undefined;
  name: string | undefined;
  arguments: string;
  index: number | undefined;
}

/** A `tool_calls` entry of a stream delta, as JSON. */
type Fragment = Record<string, unknown>;

/**
 * Merges the `tool_calls` fragments of a streamed response into whole calls. OpenAI sends a call's
 * id and name in its first fragment and continues it by `index`; other servers send whole calls
 * without `index`, continuations with an empty id, several calls per chunk, or reuse an `index`.
 * One rule reads them all: a new non-empty id opens a call; otherwise the last call with the
 * fragment's `index`, else the last open call, continues.
 */
export class ToolCallMerger {
  private calls: OpenCall[] = [];

  /** How many calls are open (merged, not yet taken). */
  get size(): number {
    return this.calls.length;
  }

  /** Adds the `tool_calls` of one delta. */
  merge(fragments: readonly Fragment[]): void {
    for (const fragment of fragments) {
      const id = typeof fragment['id'] === 'string' && fragment['id'] !== '' ? fragment['id'] : undefined;
      const index = typeof fragment['index'] === 'number' ? fragment['index'] : undefined;
      const fn = (fragment['function'] ?? {}) as Fragment;
      const target = this.target(id, index);
      if (typeof fragment['type'] === 'string' && fragment['type'] !== '') target.type ??= fragment['type'];
      if (typeof fn['name'] === 'string' && fn['name'] !== '' && target.name === undefined) target.name = fn['name'];
      if (typeof fn['arguments'] === 'string') target.arguments += fn['arguments'];
    }
  }

  /** The calls merged so far, in the order they opened; the merger starts afresh. */
  take(): MergedToolCall[] {
    const calls = this.calls.map(({ id, type, name, arguments: args }) => ({ id, type, name, arguments: args }));
    this.calls = [];
    return calls;
  }

  private target(id: string | undefined, index: number | undefined): OpenCall {
    if (id !== undefined) {
      const known = this.calls.find((call) => call.id === id);
      if (known !== undefined) return known;
      return this.open(id, index);
    }
    if (index !== undefined) {
      for (let i = this.calls.length - 1; i >= 0; i--) {
        const call = this.calls[i] as OpenCall;
        if (call.index === index) return call;
      }
    }
    return this.calls.at(-1) ?? this.open(undefined, index);
  }

  private open(id: string | undefined, index: number | undefined): OpenCall {
    const call: OpenCall = { id, type: undefined, name: undefined, arguments: '', index };
    this.calls.push(call);
    return call;
  }
}
