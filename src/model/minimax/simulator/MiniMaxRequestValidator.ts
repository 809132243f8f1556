/* spring-ai-ts, Apache-2.0. Checks chat requests the way the real MiniMax API does. */
import type { MiniMaxScenarioHttpError } from './MiniMaxScenarioHttpError.js';

const ROLES = new Set(['system', 'user', 'assistant', 'tool']);
const THINKING_TYPES = new Set(['adaptive', 'disabled']);

/**
 * Validates a chat request before any scenario runs and returns the error the
 * real service would send, or `undefined` when the request is acceptable.
 *
 * Checked: a non-empty `Authorization: Bearer` key (1004; with an allow-list, unknown keys get
 * 2049), a JSON object body, a string `model`, a non-empty `messages` array of known roles,
 * `temperature` in (0, 1], `thinking.type` in {adaptive, disabled}, every `tool` message
 * answering a tool call of an earlier assistant message, and every assistant tool call's
 * `arguments` parsing as JSON. Strict mode also rejects `n > 1` and non-string `tool_choice`.
 * Everything else is accepted without interpretation.
 *
 * @remarks The messages for the 1004, 2049, `thinking.type` and tool-argument errors are the
 * ones observed from the service; the others are written in the same `invalid params, … (2013)`
 * style because the real wording is not documented.
 * @category Testing
 */
export class MiniMaxRequestValidator {
  /**
   * @param apiKeys - when given, only these keys are accepted
   * @param strict - also reject parameters outside MiniMax's documented schema
   * @param api - whose parameter ranges apply (`openai`: `temperature` in [0, 2])
   */
  constructor(
    private readonly apiKeys?: readonly string[],
    private readonly strict = false,
    private readonly api: 'minimax' | 'openai' = 'minimax',
  ) {}

  /** Returns the error for a request with this `Authorization` header value and raw body. */
  validate(authorization: string | undefined, rawBody: string): MiniMaxScenarioHttpError | undefined {
    return this.checkAuth(authorization) ?? this.checkBody(rawBody);
  }

  /** @internal The key check alone (the embeddings endpoint has its own body). */
  checkAuth(authorization: string | undefined): MiniMaxScenarioHttpError | undefined {
    const key = /^Bearer\s+(\S.*)$/i.exec(authorization?.trim() ?? '')?.[1]?.trim();
    if (!key) {
      return {
        status: 401,
        code: 1004,
        type: 'authorized_error',
        message:
          "login fail: Please carry the API secret key in the 'Authorization' field of the request header",
      };
    }
    if (this.apiKeys !== undefined && !this.apiKeys.includes(key)) {
      return { status: 401, code: 2049, type: 'authorized_error', message: 'invalid api key' };
    }
    return undefined;
  }

  private checkBody(rawBody: string): MiniMaxScenarioHttpError | undefined {
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return invalid('request body is not valid json');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return invalid('request body must be a json object');
    }
    const request = body as Record<string, unknown>;
    if (typeof request['model'] !== 'string' || request['model'] === '') {
      return invalid('model is required');
    }
    const messages = request['messages'];
    if (!Array.isArray(messages) || messages.length === 0) return invalid('messages is empty');
    return this.checkParameters(request) ?? checkMessages(messages);
  }

  private checkParameters(request: Record<string, unknown>): MiniMaxScenarioHttpError | undefined {
    const temperature = request['temperature'];
    if (temperature !== undefined && temperature !== null) {
      if (this.api === 'openai') {
        if (typeof temperature !== 'number' || !(temperature >= 0 && temperature <= 2)) return invalid('temperature must be in [0, 2]');
      } else if (typeof temperature !== 'number' || !(temperature > 0 && temperature <= 1)) {
        return invalid('temperature must be in (0, 1]');
      }
    }
    const thinking = request['thinking'];
    if (thinking !== undefined && thinking !== null) {
      const type = (thinking as Record<string, unknown>)['type'];
      if (typeof type !== 'string' || !THINKING_TYPES.has(type)) {
        return invalid(
          `invalid thinking.type: ${JSON.stringify(type ?? null)} (allowed: adaptive, disabled)`,
        );
      }
    }
    if (this.strict) {
      const n = request['n'];
      if (typeof n === 'number' && n > 1) return invalid('n must be 1');
      const toolChoice = request['tool_choice'];
      if (toolChoice !== undefined && toolChoice !== 'auto' && toolChoice !== 'none') {
        return invalid('tool_choice must be "none" or "auto"');
      }
    }
    return undefined;
  }
}

function checkMessages(messages: unknown[]): MiniMaxScenarioHttpError | undefined {
  const callIds = new Set<string>();
  for (const [position, value] of messages.entries()) {
    if (typeof value !== 'object' || value === null) {
      return invalid(`messages[${position}] must be an object`);
    }
    const message = value as Record<string, unknown>;
    const role = message['role'];
    if (typeof role !== 'string' || !ROLES.has(role)) {
      return invalid(`invalid message role: ${String(role)}`);
    }
    if (role === 'assistant' && message['tool_calls'] !== undefined && message['tool_calls'] !== null) {
      const error = collectToolCalls(message['tool_calls'], position, callIds);
      if (error) return error;
    }
    if (role === 'tool') {
      const id = message['tool_call_id'];
      if (typeof id !== 'string' || !callIds.has(id)) {
        return invalid(`tool call id not found in previous assistant tool_calls: ${String(id)}`);
      }
    }
  }
  return undefined;
}

function collectToolCalls(
  toolCalls: unknown,
  position: number,
  callIds: Set<string>,
): MiniMaxScenarioHttpError | undefined {
  if (!Array.isArray(toolCalls)) return invalid(`messages[${position}].tool_calls must be an array`);
  for (const call of toolCalls) {
    const id = (call as Record<string, unknown> | null)?.['id'];
    const fn = (call as Record<string, unknown> | null)?.['function'] as Record<string, unknown> | undefined;
    const args = fn?.['arguments'];
    let parses = typeof args === 'string';
    if (parses) {
      try {
        JSON.parse(args as string);
      } catch {
        parses = false;
      }
    }
    if (!parses) return invalid(`invalid function arguments json string, tool_call_id: ${String(id)}`);
    if (typeof id === 'string') callIds.add(id);
  }
  return undefined;
}

function invalid(detail: string): MiniMaxScenarioHttpError {
  return { status: 400, code: 2013, type: 'bad_request_error', message: `invalid params, ${detail}` };
}
