/* spring-ai-ts, Apache-2.0. Cuts simulated tool calls into the streamed fragment shapes MiniMax uses. */
import type { MiniMaxResolvedToolCall as ResolvedToolCall } from './MiniMaxResolvedToolCall.js';
import { MiniMaxTextSplitter } from './MiniMaxTextSplitter.js';

type Json = Record<string, unknown>;

/**
 * Turns the tool calls of one response into the `tool_calls` arrays of successive stream deltas,
 * in the shapes the real service uses: consecutive `single` calls share one delta (unless
 * `separate`), split calls become a run of fragment deltas.
 *
 * @internal
 */
export class MiniMaxToolCallChunker {
  private constructor() {}

  /** One entry per stream delta: the `tool_calls` array it carries. */
  static chunk(calls: readonly ResolvedToolCall[], separate: boolean): Json[][] {
    const deltas: Json[][] = [];
    let singles: Json[] = [];
    const flush = (): void => {
      if (singles.length > 0) deltas.push(singles);
      singles = [];
    };
    for (const call of calls) {
      const split = call.spec.split ?? 'single';
      if (split === 'single') {
        singles.push(withIndex(whole(call), indexOf(call)));
        if (separate) flush();
        continue;
      }
      flush();
      deltas.push(...MiniMaxToolCallChunker.fragments(call, split));
    }
    flush();
    return deltas;
  }

  /** The whole call as it appears in a non-streamed message. */
  static whole(call: ResolvedToolCall): Json {
    return whole(call);
  }

  private static fragments(call: ResolvedToolCall, split: 'openai' | 'legacy' | 'empty-id'): Json[][] {
    const cut = MiniMaxTextSplitter.intoParts(call.args, Math.max(1, call.spec.fragments ?? 3));
    const parts = cut.length > 0 ? cut : [''];
    const index = indexOf(call);
    if (split === 'openai') {
      const head = withIndex({ id: call.id, type: 'function', function: { name: call.name, arguments: '' } }, index);
      return [[head], ...parts.map((text) => [withIndex({ function: { arguments: text } }, index)])];
    }
    if (split === 'legacy') {
      return parts.map((text) => [{ id: call.id, type: 'function', function: { name: call.name, arguments: text } }]);
    }
    const head = { id: call.id, type: 'function', function: { name: call.name } };
    return [[head], ...parts.map((text) => [{ id: '', function: { arguments: text } }])];
  }
}

function whole(call: ResolvedToolCall): Json {
  return { id: call.id, type: 'function', function: { name: call.name, arguments: call.args } };
}

function indexOf(call: ResolvedToolCall): number | null {
  return call.spec.index === undefined ? call.position : call.spec.index;
}

function withIndex(call: Json, index: number | null): Json {
  return index === null ? call : { index, ...call };
}
