// The simulator driven by the real `openai` v6 client, as users and MiniMaxApi will drive it.
import OpenAI, { APIError, APIUserAbortError, AuthenticationError, BadRequestError, InternalServerError, RateLimitError } from 'openai';
import type { Stream } from 'openai/core/streaming';
import { MiniMaxScenarios, MiniMaxSimulator } from '../../../../src/model/minimax/simulator/index.js';
import { KEY, untilRecorded } from './support.js';

type Json = Record<string, any>;
const messages = [{ role: 'user' as const, content: 'What is the weather in Paris?' }];

describe('MiniMaxSimulator with the openai client', () => {
  const simulator = new MiniMaxSimulator({ apiKeys: [KEY] });
  let client: OpenAI;
  beforeAll(async () => {
    const { openAiBaseUrl } = await simulator.start();
    client = new OpenAI({ baseURL: openAiBaseUrl, apiKey: KEY, maxRetries: 0 });
  });
  afterAll(() => simulator.stop());
  beforeEach(() => simulator.reset());

  async function collect<T>(stream: AsyncIterable<T>): Promise<T[]> {
    const items: T[] = [];
    for await (const item of stream) items.push(item);
    return items;
  }

  test('chat.completions.create, non-streaming: message, usage and MiniMax extras pass through', async () => {
    simulator.enqueue(MiniMaxScenarios.text('Sunny.', { thinking: 'Easy.' }));
    const completion = await client.chat.completions.create({ model: 'MiniMax-M2.7', messages });
    expect(completion.choices[0]?.message.content).toBe('<think>\nEasy.\n</think>\n\nSunny.');
    expect(completion.choices[0]?.finish_reason).toBe('stop');
    expect(completion.usage?.total_tokens).toBeGreaterThan(0);
    expect((completion as unknown as Json)['base_resp']).toEqual({ status_code: 0, status_msg: '' });
    const recorded = simulator.lastRequest();
    expect(recorded?.path).toBe('/v1/chat/completions');
    expect(recorded?.headers['authorization']).toBe('Bearer ***1234');
    expect(recorded?.body).toEqual({ model: 'MiniMax-M2.7', messages });
  });

  test('chat.completions.create, streaming with include_usage: content deltas, then the choices:[] usage chunk', async () => {
    simulator.enqueue(MiniMaxScenarios.text('Hello there, agent.', { chunks: 4, interChunkDelayMs: 1 }));
    const chunks = await collect(
      await client.chat.completions.create({ model: 'MiniMax-M2.7', messages, stream: true, stream_options: { include_usage: true } }),
    );
    expect(chunks.map((c) => c.choices[0]?.delta.content ?? '').join('')).toBe('Hello there, agent.');
    expect(chunks.at(-1)?.choices).toEqual([]);
    expect(chunks.at(-1)?.usage?.completion_tokens).toBe(5);
    expect(chunks.filter((c) => c.choices[0]?.finish_reason).map((c) => c.choices[0]?.finish_reason)).toEqual(['stop']);
  });

  test('a streamed tool loop: split tool call, echoed history accepted, final answer', async () => {
    simulator.enqueue(
      MiniMaxScenarios.toolCall('get_weather', { location: 'Paris' }, { split: 'openai', fragments: 3 }),
      MiniMaxScenarios.text('It is sunny in Paris.'),
    );
    const tools = [{ type: 'function' as const, function: { name: 'get_weather', parameters: { type: 'object' } } }];
    const chunks = await collect(await client.chat.completions.create({ model: 'MiniMax-M2.7', messages, tools, stream: true }));
    let id = '';
    let name = '';
    let args = '';
    for (const call of chunks.flatMap((c) => c.choices[0]?.delta.tool_calls ?? [])) {
      id ||= call.id ?? '';
      name ||= call.function?.name ?? '';
      args += call.function?.arguments ?? '';
    }
    expect(JSON.parse(args)).toEqual({ location: 'Paris' });
    const second = await client.chat.completions.create({
      model: 'MiniMax-M2.7',
      tools,
      messages: [
        ...messages,
        { role: 'assistant', content: '', tool_calls: [{ id, type: 'function', function: { name, arguments: args } }] },
        { role: 'tool', tool_call_id: id, content: '24°C, sunny' },
      ],
    });
    expect(second.choices[0]?.message.content).toBe('It is sunny in Paris.');
    expect(simulator.requests().map((r) => r.outcome)).toEqual(['completed', 'completed']);
  });

  test('the v2 endpoint through client.post, non-streaming and streaming with the summary event', async () => {
    simulator.enqueue(MiniMaxScenarios.text('native'), MiniMaxScenarios.text('native stream', { chunks: 2 }));
    const body = await client.post<Json>('/text/chatcompletion_v2', { body: { model: 'MiniMax-M2.7', messages } });
    expect(body['choices'][0].message.content).toBe('native');
    const stream = await client.post<Stream<Json>>('/text/chatcompletion_v2', {
      body: { model: 'MiniMax-M2.7', messages, stream: true },
      stream: true,
    });
    const events = await collect(stream);
    expect(events.map((e) => e['object'])).toEqual(['chat.completion.chunk', 'chat.completion.chunk', 'chat.completion']);
    expect(events.at(-1)?.['choices'][0].message.content).toBe('native stream');
    expect(simulator.requests().map((r) => r.dialect)).toEqual(['v2', 'v2']);
  });

  test('HTTP errors become the SDK error classes with the MiniMax code in the message', async () => {
    simulator.enqueue(MiniMaxScenarios.httpError('rate-limit'), MiniMaxScenarios.httpError('system-error'));
    const rateLimit = await client.chat.completions.create({ model: 'm', messages }).catch((e: unknown) => e);
    expect(rateLimit).toBeInstanceOf(RateLimitError);
    expect((rateLimit as RateLimitError).message).toContain('rate limit exceeded (1002)');
    expect((rateLimit as RateLimitError).headers.get('retry-after')).toBe('1');
    const server = await client.chat.completions.create({ model: 'm', messages, stream: true }).catch((e: unknown) => e);
    expect(server).toBeInstanceOf(InternalServerError);
    expect((server as InternalServerError).error).toMatchObject({ type: 'api_error', message: 'system error (1033)' });
  });

  test('validation errors: an unknown key is AuthenticationError (2049), broken history arguments BadRequestError (2013)', async () => {
    const stranger = new OpenAI({ baseURL: `${simulator.getBaseUrl()}/v1`, apiKey: 'sk-stranger', maxRetries: 0 });
    await expect(stranger.chat.completions.create({ model: 'm', messages })).rejects.toThrow(AuthenticationError);
    const broken = await client.chat.completions
      .create({
        model: 'm',
        messages: [
          ...messages,
          { role: 'assistant', content: '', tool_calls: [{ id: 'c1', type: 'function', function: { name: 'f', arguments: '{"a": ' } }] },
          { role: 'tool', tool_call_id: 'c1', content: 'x' },
        ],
      })
      .catch((e: unknown) => e);
    expect(broken).toBeInstanceOf(BadRequestError);
    expect((broken as BadRequestError).message).toContain('invalid function arguments json string, tool_call_id: c1 (2013)');
  });

  test('a base_resp error in an HTTP 200 is invisible to the SDK: create resolves with choices null', async () => {
    simulator.enqueue(MiniMaxScenarios.baseResp(1008));
    const completion = (await client.chat.completions.create({ model: 'm', messages })) as unknown as Json;
    expect(completion['choices']).toBeNull();
    expect(completion['base_resp']).toEqual({ status_code: 1008, status_msg: 'insufficient balance' });
  });

  test('a midstream error object makes the SDK stream throw APIError', async () => {
    simulator.enqueue(MiniMaxScenarios.interrupted('error-object', 2));
    const stream = await client.chat.completions.create({ model: 'm', messages, stream: true });
    await expect(collect(stream)).rejects.toThrow(APIError);
  });

  test('a stream cut in the middle of a tool call makes the SDK stream throw', async () => {
    simulator.enqueue({
      toolCalls: [{ name: 'get_weather', arguments: '{"location": "Paris"}', split: 'openai', fragments: 4 }],
      interrupt: { action: 'drop', afterEvents: 2 },
    });
    const stream = await client.chat.completions.create({ model: 'm', messages, stream: true });
    await expect(collect(stream)).rejects.toThrow();
  });

  test('aborting before the response arrives rejects with APIUserAbortError', async () => {
    simulator.enqueue({ text: 'late', firstByteDelayMs: 60_000 });
    const controller = new AbortController();
    const pending = client.chat.completions.create({ model: 'm', messages }, { signal: controller.signal });
    await untilRecorded(simulator, 1);
    controller.abort();
    await expect(pending).rejects.toThrow(APIUserAbortError);
    await simulator.waitForIdle();
    expect(simulator.lastRequest()?.outcome).toBe('client-aborted');
  });

  test('a per-request X-Sim-Scenario header picks a preset without touching the queue', async () => {
    simulator.enqueue(MiniMaxScenarios.text('queued'));
    const [legacy, queued] = await Promise.all([
      client.chat.completions.create({ model: 'm', messages, stream: true }, { headers: { 'X-Sim-Scenario': 'tool-split-legacy' } }),
      client.chat.completions.create({ model: 'm', messages }),
    ]);
    const calls = (await collect(legacy)).flatMap((c) => c.choices[0]?.delta.tool_calls ?? []);
    expect(calls.length).toBeGreaterThan(1);
    expect(calls.every((c) => c.index === undefined && c.id === calls[0]?.id)).toBe(true);
    expect(queued.choices[0]?.message.content).toBe('queued');
  });

  test('a stream without [DONE] ends cleanly for the SDK', async () => {
    simulator.enqueue({ text: 'no done', done: false });
    const chunks = await collect(await client.chat.completions.create({ model: 'm', messages, stream: true }));
    expect(chunks.map((c) => c.choices[0]?.delta.content).join('')).toBe('no done');
  });

  test('aborting a hung stream with an AbortSignal closes the server response, and the simulator notices', async () => {
    simulator.enqueue(MiniMaxScenarios.interrupted('hang', 1));
    const controller = new AbortController();
    const stream = await client.chat.completions.create({ model: 'm', messages, stream: true }, { signal: controller.signal });
    const iterator = stream[Symbol.asyncIterator]();
    expect((await iterator.next()).value.choices[0].delta.content).toBeDefined();
    const pending = iterator.next();
    await untilRecorded(simulator, 1);
    controller.abort();
    // openai-node's Stream swallows the abort and just ends the iteration.
    expect(await pending).toEqual({ done: true, value: undefined });
    await simulator.waitForIdle();
    expect(simulator.lastRequest()?.outcome).toBe('client-aborted');
  });

  test('the default behaviour calls a mentioned tool, then answers from the tool result', async () => {
    const tools = [
      {
        type: 'function' as const,
        function: {
          name: 'get_weather',
          parameters: { type: 'object', properties: { location: { type: 'string' } }, required: ['location'] },
        },
      },
    ];
    const first = await client.chat.completions.create({ model: 'm', messages, tools });
    const call = first.choices[0]?.message.tool_calls?.[0];
    expect(first.choices[0]?.finish_reason).toBe('tool_calls');
    expect(call?.type === 'function' && call.function).toEqual({ name: 'get_weather', arguments: '{"location":"Paris"}' });
    const second = await client.chat.completions.create({
      model: 'm',
      tools,
      messages: [...messages, first.choices[0]!.message, { role: 'tool', tool_call_id: call!.id, content: '24°C' }],
    });
    expect(second.choices[0]?.message.content).toBe('Here is what the tools returned: 24°C');
  });
});
