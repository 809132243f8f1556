/* spring-ai-ts, Apache-2.0. No Spring counterpart: compares what two clients sent to the model, round by round. */
import { alignMessages } from './internal/alignMessages.js';
import { jsonDifferences } from './internal/json.js';
import type { MiniMaxWireComparison, MiniMaxWireDifference, MiniMaxWireRoundComparison } from './MiniMaxWireComparison.js';
import type { MiniMaxWireExchange } from './MiniMaxWireExchange.js';
import { MiniMaxWireNormalizer } from './MiniMaxWireNormalizer.js';

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {});
const toolName = (tool: unknown, index: number): string => {
  const name = asObject(asObject(tool)['function'])['name'];
  return typeof name === 'string' ? name : `#${index}`;
};

/**
 * Compares two recorded runs (for example a Spring AI application's and its TypeScript port's),
 * round by round, after {@link MiniMaxWireNormalizer} has removed what must differ. Reports
 * messages added, removed, moved or changed, tool definitions and their schema fields, options
 * (every other request field) and the endpoint path.
 *
 * @category Testing
 */
export class MiniMaxWireComparator {
  private constructor() {}

  /** Compares `left` with `right`; the labels name the runs in reports. */
  static compare(left: readonly MiniMaxWireExchange[], right: readonly MiniMaxWireExchange[], leftLabel = 'left', rightLabel = 'right'): MiniMaxWireComparison {
    const leftNormalizer = new MiniMaxWireNormalizer();
    const rightNormalizer = new MiniMaxWireNormalizer();
    const rounds: MiniMaxWireRoundComparison[] = [];
    for (let index = 0; index < Math.max(left.length, right.length); index++) {
      const l = left[index];
      const r = right[index];
      const leftBody = l === undefined ? undefined : leftNormalizer.normalizeRequest(l.request.body);
      const rightBody = r === undefined ? undefined : rightNormalizer.normalizeRequest(r.request.body);
      rounds.push(MiniMaxWireComparator.round(index + 1, l, r, leftBody, rightBody));
    }
    return {
      equal: rounds.every((round) => round.status === 'equal'),
      left: { label: leftLabel, rounds: left.length },
      right: { label: rightLabel, rounds: right.length },
      rounds,
    };
  }

  private static round(
    round: number,
    l: MiniMaxWireExchange | undefined,
    r: MiniMaxWireExchange | undefined,
    leftBody: unknown,
    rightBody: unknown,
  ): MiniMaxWireRoundComparison {
    const leftMessages = (asObject(leftBody)['messages'] as unknown[] | undefined) ?? [];
    const rightMessages = (asObject(rightBody)['messages'] as unknown[] | undefined) ?? [];
    const result: MiniMaxWireRoundComparison = { round, status: 'equal', differences: [], messages: [] };
    if (l !== undefined) result.left = leftBody;
    if (r !== undefined) result.right = rightBody;
    if (l === undefined || r === undefined) {
      result.status = l === undefined ? 'only-right' : 'only-left';
      result.messages = alignMessages(leftMessages, rightMessages);
      const request = l === undefined ? rightBody : leftBody;
      result.differences.push(l === undefined ? { area: 'round', kind: 'added', where: `round ${round}`, right: request } : { area: 'round', kind: 'removed', where: `round ${round}`, left: request });
      return result;
    }
    const differences: MiniMaxWireDifference[] = [];
    if (l.path !== r.path) differences.push({ area: 'endpoint', kind: 'changed', where: 'path', left: l.path, right: r.path });
    result.messages = alignMessages(leftMessages, rightMessages);
    for (const row of result.messages) {
      if (row.kind === 'same') continue;
      if (row.kind === 'changed' && row.left !== undefined && row.right !== undefined) {
        for (const difference of jsonDifferences(row.left.message, row.right.message, `messages[${row.right.index}]`)) {
          differences.push({ area: 'message', ...difference });
        }
      } else if (row.left !== undefined) {
        differences.push({ area: 'message', kind: row.kind === 'moved' ? 'moved' : 'removed', where: `messages[${row.left.index}]`, left: row.left.message });
      } else if (row.right !== undefined) {
        differences.push({ area: 'message', kind: row.kind === 'moved' ? 'moved' : 'added', where: `messages[${row.right.index}]`, right: row.right.message });
      }
    }
    differences.push(...MiniMaxWireComparator.tools(asObject(leftBody)['tools'], asObject(rightBody)['tools']));
    const leftOptions = { ...asObject(leftBody) };
    const rightOptions = { ...asObject(rightBody) };
    for (const key of ['messages', 'tools']) {
      delete leftOptions[key];
      delete rightOptions[key];
    }
    for (const difference of jsonDifferences(leftOptions, rightOptions)) differences.push({ area: 'option', ...difference });
    result.differences = differences;
    result.status = differences.length === 0 ? 'equal' : 'different';
    return result;
  }

  private static tools(left: unknown, right: unknown): MiniMaxWireDifference[] {
    const byName = (tools: unknown) => new Map((Array.isArray(tools) ? tools : []).map((tool, index) => [toolName(tool, index), tool] as const));
    const l = byName(left);
    const r = byName(right);
    const differences: MiniMaxWireDifference[] = [];
    for (const name of new Set([...l.keys(), ...r.keys()])) {
      const where = `tools[${name}]`;
      if (!r.has(name)) differences.push({ area: 'tool', kind: 'removed', where, left: l.get(name) });
      else if (!l.has(name)) differences.push({ area: 'tool', kind: 'added', where, right: r.get(name) });
      else for (const difference of jsonDifferences(l.get(name), r.get(name), where)) differences.push({ area: 'tool', ...difference });
    }
    // Tools are matched by name, whatever their order: Spring AI lists the @Tool methods of one
    // class in the order the JVM's reflection returns them, which changes from run to run.
    return differences;
  }
}
