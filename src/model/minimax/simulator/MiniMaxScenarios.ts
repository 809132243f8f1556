/* spring-ai-ts, Apache-2.0. Builders for common MiniMax simulator scenarios. */
import type { MiniMaxBaseResp } from './MiniMaxBaseResp.js';
import type { MiniMaxHttpErrorName } from './MiniMaxHttpErrorName.js';
import { MiniMaxHttpErrors } from './MiniMaxHttpErrors.js';
import type { MiniMaxRecordedRequest } from './MiniMaxRecordedRequest.js';
import { MiniMaxRequestInspector } from './MiniMaxRequestInspector.js';
import type { MiniMaxScenario } from './MiniMaxScenario.js';
import type { MiniMaxScenarioHttpError } from './MiniMaxScenarioHttpError.js';
import type { MiniMaxScenarioInterrupt } from './MiniMaxScenarioInterrupt.js';
import type { MiniMaxScenarioToolCall } from './MiniMaxScenarioToolCall.js';

const BASE_RESP_MESSAGES: Record<number, string> = {
  1002: 'rate limit exceeded',
  1004: 'login fail',
  1008: 'insufficient balance',
  1027: 'output new_sensitive',
  1039: 'token limit exceeded',
  2013: 'invalid params',
};
const WORDS = 'the quick brown fox jumps over a lazy dog while MiniMax streams tokens'.split(' ');

/**
 * Short-hands that build {@link MiniMaxScenario} objects. Each takes optional extra scenario
 * fields that override what it builds.
 *
 * @example
 * ```ts
 * simulator.enqueue(
 *   MiniMaxScenarios.toolCall('get_weather', { location: 'Paris' }, { split: 'openai' }),
 *   MiniMaxScenarios.text('Sunny, 24°C.', { chunks: 3 }),
 * );
 * ```
 * @category Testing
 */
export class MiniMaxScenarios {
  private constructor() {}

  /** A text answer, `finish_reason: "stop"`. */
  static text(text: string, extra: MiniMaxScenario = {}): MiniMaxScenario {
    return { name: 'text', text, ...extra };
  }

  /** A deterministic text of `chunks` pieces of `chunkSize` characters (benchmarks, long streams). */
  static longText(chunks: number, chunkSize = 16, extra: MiniMaxScenario = {}): MiniMaxScenario {
    let text = '';
    for (let i = 0; text.length < chunks * chunkSize; i++) text += `${WORDS[i % WORDS.length]} `;
    return { name: 'long-text', text: text.slice(0, chunks * chunkSize), chunkSize, ...extra };
  }

  /** One tool call; the call fields (`split`, `fragments`, `id`, `index`) may be given in `call`. */
  static toolCall(
    name: string,
    args: string | Record<string, unknown>,
    call: Omit<MiniMaxScenarioToolCall, 'name' | 'arguments'> = {},
    extra: MiniMaxScenario = {},
  ): MiniMaxScenario {
    return { name: 'tool-call', toolCalls: [{ name, arguments: args, ...call }], ...extra };
  }

  /** Several tool calls in one response (parallel calls). */
  static toolCalls(calls: MiniMaxScenarioToolCall[], extra: MiniMaxScenario = {}): MiniMaxScenario {
    return { name: 'tool-calls', toolCalls: calls, ...extra };
  }

  /** An HTTP error: a preset name or a full error. */
  static httpError(
    error: MiniMaxHttpErrorName | MiniMaxScenarioHttpError,
    extra: MiniMaxScenario = {},
  ): MiniMaxScenario {
    const httpError: MiniMaxScenarioHttpError = typeof error === 'string' ? { ...MiniMaxHttpErrors[error] } : error;
    return { name: `http-error-${httpError.status}`, httpError, ...extra };
  }

  /** HTTP 200 with a non-zero `base_resp` (the native API's error style). */
  static baseResp(code: number, message?: string, extra: MiniMaxScenario = {}): MiniMaxScenario {
    const baseResp: MiniMaxBaseResp = { status_code: code, status_msg: message ?? BASE_RESP_MESSAGES[code] ?? 'error' };
    return { name: `base-resp-${code}`, baseResp, ...extra };
  }

  /** A text stream broken off after `afterEvents` events. */
  static interrupted(
    action: MiniMaxScenarioInterrupt['action'],
    afterEvents: number,
    extra: MiniMaxScenario = {},
  ): MiniMaxScenario {
    const text = 'This answer will not arrive in full.';
    return { name: `midstream-${action}`, text, chunks: 4, interrupt: { action, afterEvents }, ...extra };
  }

  /**
   * The default behaviour: after tool results, an answer quoting them; when the last user message
   * names a word of an offered tool's name (e.g. "weather" for `get_weather`), a call to that tool
   * with its required arguments filled from the message; otherwise `Echo: <last user message>`.
   */
  static echo(): (request: MiniMaxRecordedRequest) => MiniMaxScenario {
    return (request) => {
      const body = request.body;
      const results = MiniMaxRequestInspector.lastToolResults(body);
      if (results.length > 0) {
        const texts = results.map((r) => MiniMaxRequestInspector.text(r['content']));
        return { name: 'echo-tool-result', text: `Here is what the tools returned: ${texts.join('; ')}` };
      }
      const user = MiniMaxRequestInspector.lastUserMessage(body) ?? '';
      const tool = pickTool(MiniMaxRequestInspector.field(body, 'tools'), user);
      if (tool) {
        const args = argumentsFor(tool.parameters, user);
        return { name: 'echo-tool-call', toolCalls: [{ name: tool.name, arguments: args }] };
      }
      return { name: 'echo', text: `Echo: ${user}` };
    };
  }
}

function pickTool(tools: unknown, user: string): { name: string; parameters: unknown } | undefined {
  if (!Array.isArray(tools)) return undefined;
  const said = new Set(user.toLowerCase().match(/[a-z0-9]+/g) ?? []);
  for (const tool of tools) {
    const fn = MiniMaxRequestInspector.field(tool, 'function');
    const name = MiniMaxRequestInspector.field(fn, 'name');
    if (typeof name !== 'string') continue;
    const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/);
    if (words.some((w) => w.length > 3 && said.has(w))) {
      return { name, parameters: MiniMaxRequestInspector.field(fn, 'parameters') };
    }
  }
  return undefined;
}

function argumentsFor(schema: unknown, user: string): Record<string, unknown> {
  const properties = MiniMaxRequestInspector.field(schema, 'properties');
  const required = MiniMaxRequestInspector.field(schema, 'required');
  const names = Array.isArray(required) ? required.filter((n): n is string => typeof n === 'string') : [];
  const place = /\b(?:in|at|for)\s+([A-Z][\p{L}'-]*(?:[ ,]+[A-Z][\p{L}'-]*)*)/u.exec(user)?.[1];
  const args: Record<string, unknown> = {};
  for (const name of names) {
    const type = MiniMaxRequestInspector.field(MiniMaxRequestInspector.field(properties, name), 'type');
    if (type === 'number' || type === 'integer') args[name] = 1;
    else if (type === 'boolean') args[name] = true;
    else if (type === 'string' || type === undefined) args[name] = place ?? user;
  }
  return args;
}
