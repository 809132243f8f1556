import { MiniMaxRequestValidator, MiniMaxSimulator } from '../../../../src/model/minimax/simulator/index.js';
import { AUTH, chatBody, OPENAI, post, V2 } from './support.js';

const weatherCall = (id: string, args: string) => ({
  role: 'assistant',
  content: '',
  tool_calls: [{ id, type: 'function', function: { name: 'get_weather', arguments: args } }],
});
const gateway = (status: number, type: string, message: string) => ({
  type: 'error',
  error: { type, message, http_code: String(status) },
  request_id: expect.stringMatching(/^[0-9a-f]{32}$/),
});

describe('MiniMaxRequestValidator over HTTP', () => {
  const simulator = new MiniMaxSimulator({ apiKeys: ['sk-good', 'sk-test-key-1234'] });
  beforeAll(() => simulator.start());
  afterAll(() => simulator.stop());

  async function rejected(body: unknown, headers: Record<string, string> = AUTH, path = OPENAI): Promise<[number, unknown]> {
    const response = await post(simulator, path, body, headers);
    return [response.status, await response.json()];
  }

  test('a missing Authorization header is 401 with the real 1004 message, on both endpoints', async () => {
    const expected = gateway(
      401,
      'authorized_error',
      "login fail: Please carry the API secret key in the 'Authorization' field of the request header (1004)",
    );
    expect(await rejected(chatBody(), {})).toEqual([401, expected]);
    expect(await rejected(chatBody(), { authorization: 'Bearer ' }, V2)).toEqual([401, expected]);
    expect(simulator.lastRequest()?.outcome).toBe('rejected');
  });

  test('a key outside the allow-list is 401 invalid api key (2049)', async () => {
    expect(await rejected(chatBody(), { authorization: 'Bearer sk-other' })).toEqual([
      401,
      gateway(401, 'authorized_error', 'invalid api key (2049)'),
    ]);
    expect((await post(simulator, OPENAI, chatBody(), { authorization: 'Bearer sk-good' })).status).toBe(200);
  });

  test.each([
    ['a body that is not JSON', '{"model":', 'invalid params, request body is not valid json (2013)'],
    ['a JSON array body', [], 'invalid params, request body must be a json object (2013)'],
    ['a missing model', { messages: [{ role: 'user', content: 'x' }] }, 'invalid params, model is required (2013)'],
    ['a non-string model', { model: 3, messages: [{ role: 'user', content: 'x' }] }, 'invalid params, model is required (2013)'],
    ['missing messages', { model: 'm' }, 'invalid params, messages is empty (2013)'],
    ['empty messages', { model: 'm', messages: [] }, 'invalid params, messages is empty (2013)'],
    ['an unknown role', chatBody({ messages: [{ role: 'bot', content: 'x' }] }), 'invalid params, invalid message role: bot (2013)'],
    ['a message that is not an object', chatBody({ messages: ['hi'] }), 'invalid params, messages[0] must be an object (2013)'],
    ['temperature 0', chatBody({ temperature: 0 }), 'invalid params, temperature must be in (0, 1] (2013)'],
    ['temperature above 1', chatBody({ temperature: 1.5 }), 'invalid params, temperature must be in (0, 1] (2013)'],
    [
      'thinking.type enabled',
      chatBody({ thinking: { type: 'enabled' } }),
      'invalid params, invalid thinking.type: "enabled" (allowed: adaptive, disabled) (2013)',
    ],
    [
      'a tool message with no preceding tool call',
      chatBody({ messages: [{ role: 'user', content: 'x' }, { role: 'tool', tool_call_id: 'call_1', content: 'r' }] }),
      'invalid params, tool call id not found in previous assistant tool_calls: call_1 (2013)',
    ],
    [
      'a tool message answering a later tool call',
      chatBody({
        messages: [{ role: 'user', content: 'x' }, { role: 'tool', tool_call_id: 'c1', content: 'r' }, weatherCall('c1', '{}')],
      }),
      'invalid params, tool call id not found in previous assistant tool_calls: c1 (2013)',
    ],
    [
      'invalid JSON arguments echoed in history',
      chatBody({
        messages: [
          { role: 'user', content: 'x' },
          weatherCall('call_function_60llhpv7vhhb_1', '{"location": "San Fr'),
          { role: 'tool', tool_call_id: 'call_function_60llhpv7vhhb_1', content: 'r' },
        ],
      }),
      'invalid params, invalid function arguments json string, tool_call_id: call_function_60llhpv7vhhb_1 (2013)',
    ],
    [
      'empty-string arguments in history',
      chatBody({ messages: [{ role: 'user', content: 'x' }, weatherCall('c2', '')] }),
      'invalid params, invalid function arguments json string, tool_call_id: c2 (2013)',
    ],
  ])('%s is 400 bad_request_error (2013)', async (_, body, message) => {
    expect(await rejected(body)).toEqual([400, gateway(400, 'bad_request_error', message)]);
  });

  test('a complete tool loop and unknown or unsupported parameters are accepted in lenient mode', async () => {
    const body = chatBody({
      messages: [
        { role: 'system', name: 'MiniMax AI' },
        { role: 'user', content: [{ type: 'text', text: 'weather?' }] },
        { ...weatherCall('c1', '{"location":"Paris"}'), reasoning_details: [{ type: 'reasoning.text', text: 't' }] },
        { role: 'tool', tool_call_id: 'c1', content: '24°C' },
      ],
      temperature: 1,
      n: 2,
      tool_choice: { type: 'function', function: { name: 'get_weather' } },
      mask_sensitive_info: false,
      reasoning_split: true,
      thinking: { type: 'adaptive' },
      something_new: { a: 1 },
    });
    const response = await post(simulator, V2, body);
    expect(response.status).toBe(200);
    await response.json();
    expect(simulator.lastRequest()?.body).toEqual(body);
  });
});

describe('MiniMaxRequestValidator', () => {
  test('strict mode rejects n > 1 and object tool_choice', () => {
    const strict = new MiniMaxRequestValidator(undefined, true);
    const body = (extra: object): string => JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'x' }], ...extra });
    expect(strict.validate('Bearer k', body({ n: 2 }))?.message).toBe('invalid params, n must be 1');
    expect(strict.validate('Bearer k', body({ tool_choice: { type: 'function' } }))?.message).toBe(
      'invalid params, tool_choice must be "none" or "auto"',
    );
    expect(strict.validate('Bearer k', body({ n: 1, tool_choice: 'none' }))).toBeUndefined();
    expect(new MiniMaxRequestValidator().validate('Bearer k', body({ n: 2, tool_choice: {} }))).toBeUndefined();
  });

  test('the key must come as a Bearer token', () => {
    const validator = new MiniMaxRequestValidator();
    const body = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'x' }] });
    expect(validator.validate('sk-raw-key', body)?.code).toBe(1004);
    expect(validator.validate(undefined, body)?.status).toBe(401);
    expect(validator.validate('bearer sk-x', body)).toBeUndefined();
  });
});
