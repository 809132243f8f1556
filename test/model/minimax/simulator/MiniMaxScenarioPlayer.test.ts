// Errors, pacing and broken streams as clients see them through Node's fetch.
import { MiniMaxScenarios, MiniMaxSimulator } from '../../../../src/model/minimax/simulator/index.js';
import { AUTH, chatBody, OPENAI, post, readData, readEvents, untilRecorded, V2 } from './support.js';

describe('MiniMaxScenarioPlayer errors and interruptions', () => {
  const simulator = new MiniMaxSimulator();
  beforeAll(() => simulator.start());
  afterAll(() => simulator.stop());
  beforeEach(() => simulator.reset());

  test.each([false, true])('an HTTP 429 gateway error with Retry-After (stream: %s)', async (stream) => {
    simulator.enqueue(MiniMaxScenarios.httpError('rate-limit'));
    const response = await post(simulator, OPENAI, chatBody({ stream }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({
      type: 'error',
      error: { type: 'rate_limit_error', message: 'rate limit exceeded (1002)', http_code: '429' },
      request_id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(simulator.lastRequest()).toMatchObject({ status: 429, outcome: 'error' });
  });

  test('HTTP 500 and 401 in the base_resp style', async () => {
    simulator.enqueue(
      MiniMaxScenarios.httpError({ status: 500, code: 1033, message: 'system error', style: 'base_resp' }),
      MiniMaxScenarios.httpError({ ...MiniMaxScenarios.httpError('auth').httpError!, style: 'base_resp' }),
    );
    const server = await post(simulator, V2, chatBody({ stream: true }));
    expect([server.status, await server.json()]).toEqual([500, { base_resp: { status_code: 1033, status_msg: 'system error' } }]);
    const auth = await post(simulator, V2, chatBody());
    expect(auth.status).toBe(401);
    expect((await auth.json()).base_resp.status_code).toBe(1004);
  });

  test('HTTP 200 with a base_resp error: choices null (non-stream), one choices:[] event (stream)', async () => {
    simulator.enqueue(MiniMaxScenarios.baseResp(1008), MiniMaxScenarios.baseResp(1002, 'rate limited'));
    const body = await (await post(simulator, V2, chatBody())).json();
    expect(body).toEqual({
      id: '', choices: null, created: 0, model: '', object: '', usage: null, input_sensitive: false, output_sensitive: false,
      base_resp: { status_code: 1008, status_msg: 'insufficient balance' },
    });
    const response = await post(simulator, OPENAI, chatBody({ stream: true }));
    expect(response.status).toBe(200);
    const events = await readEvents(response);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ choices: [], base_resp: { status_code: 1002, status_msg: 'rate limited' } });
    expect(simulator.lastRequest()?.outcome).toBe('error');
  });

  test('midstream base_resp: K chunks, then a choices:[] event with 1027 and output_sensitive, then close', async () => {
    simulator.enqueue(MiniMaxScenarios.interrupted('base-resp', 2));
    const data = await readData(await post(simulator, OPENAI, chatBody({ stream: true })));
    expect(data).toHaveLength(3);
    expect(data).not.toContain('[DONE]');
    expect(JSON.parse(data[2]!)).toMatchObject({
      choices: [], output_sensitive: true, base_resp: { status_code: 1027, status_msg: 'output new_sensitive' },
    });
  });

  test('midstream error object: K chunks, then {"error":{…}}', async () => {
    simulator.enqueue(MiniMaxScenarios.interrupted('error-object', 1));
    const data = await readData(await post(simulator, OPENAI, chatBody({ stream: true })));
    expect(data).toHaveLength(2);
    expect(JSON.parse(data[1]!)).toEqual({ error: { message: 'unknown error', type: 'api_error', code: '1000' } });
  });

  test('interrupts on a non-stream request: base-resp and error-object become the HTTP 200 body', async () => {
    simulator.enqueue({ text: 'x', interrupt: { action: 'error-object', error: { message: 'bad', code: '2013' } } });
    const body = await (await post(simulator, OPENAI, chatBody())).json();
    expect(body).toEqual({ error: { message: 'bad', type: 'api_error', code: '2013' } });
  });

  test('a stream cut in the middle of a tool call makes reading the body fail', async () => {
    simulator.enqueue({ toolCalls: [{ name: 'f', arguments: '{"location": "Paris"}', split: 'openai', fragments: 4 }], interrupt: { action: 'drop', afterEvents: 2 } });
    const response = await post(simulator, OPENAI, chatBody({ stream: true }));
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    await simulator.waitForIdle();
    expect(simulator.lastRequest()?.outcome).toBe('dropped');
  });

  test('drop on a non-stream request closes the socket without an answer', async () => {
    simulator.enqueue({ text: 'x', interrupt: { action: 'drop' } });
    await expect(post(simulator, OPENAI, chatBody())).rejects.toThrow();
  });

  test('a hung stream sends its first chunks, then nothing until the client aborts; the simulator notices', async () => {
    simulator.enqueue(MiniMaxScenarios.interrupted('hang', 1));
    const controller = new AbortController();
    const response = await post(simulator, OPENAI, chatBody({ stream: true }), AUTH, controller.signal);
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toMatch(/^data: \{.*"content":"This/);
    const pending = reader.read();
    expect(simulator.lastRequest()?.outcome).toBeUndefined();
    controller.abort();
    await expect(pending).rejects.toThrow();
    await simulator.waitForIdle();
    expect(simulator.lastRequest()?.outcome).toBe('client-aborted');
  });

  test('a hung stream can write ping comments', async () => {
    simulator.enqueue({ interrupt: { action: 'hang', pingEveryMs: 1 } });
    const controller = new AbortController();
    const response = await post(simulator, OPENAI, chatBody({ stream: true }), AUTH, controller.signal);
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain(': ping\n\n');
    controller.abort();
    await simulator.waitForIdle();
  });

  test('slow first token: headers arrive at once, data only after the delay', async () => {
    simulator.enqueue({ text: 'late', firstTokenDelayMs: 60_000 });
    const controller = new AbortController();
    const response = await post(simulator, OPENAI, chatBody({ stream: true }), AUTH, controller.signal);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    controller.abort();
    await simulator.waitForIdle();
    expect(simulator.lastRequest()?.outcome).toBe('client-aborted');
  });

  test('slow headers: nothing, not even the status line, before firstByteDelayMs', async () => {
    simulator.enqueue({ text: 'late', firstByteDelayMs: 60_000 });
    const controller = new AbortController();
    let settled = false;
    const pending = post(simulator, OPENAI, chatBody({ stream: true }), AUTH, controller.signal).finally(() => {
      settled = true;
    });
    await untilRecorded(simulator, 1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    controller.abort();
    await expect(pending).rejects.toThrow();
    await simulator.waitForIdle();
    expect(simulator.lastRequest()?.outcome).toBe('client-aborted');
  });

  test('small pace delays still deliver every chunk in order', async () => {
    simulator.enqueue({ text: 'abcdefghij', chunks: 10, interChunkDelayMs: 1, firstTokenDelayMs: 1, firstByteDelayMs: 1 });
    const events = await readEvents(await post(simulator, OPENAI, chatBody({ stream: true })));
    expect(events.map((e) => e['choices'][0].delta.content).join('')).toBe('abcdefghij');
  });
});
