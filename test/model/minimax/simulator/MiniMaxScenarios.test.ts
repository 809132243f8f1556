import {
  MiniMaxHttpErrors,
  MiniMaxScenarioPresets,
  MiniMaxScenarios,
  MiniMaxSimulator,
  type MiniMaxRecordedRequest,
} from '../../../../src/model/minimax/simulator/index.js';
import { AUTH, chatBody, deltas, OPENAI, post, readData, readEvents, V2 } from './support.js';

const request = (body: unknown): MiniMaxRecordedRequest => ({ seq: 0, method: 'POST', path: OPENAI, headers: {}, body, receivedAt: 0 });
const weatherTool = {
  type: 'function',
  function: {
    name: 'get_weather',
    parameters: {
      type: 'object',
      properties: { location: { type: 'string' }, days: { type: 'integer' }, metric: { type: 'boolean' } },
      required: ['location', 'days', 'metric'],
    },
  },
};

describe('MiniMaxScenarios', () => {
  test('echo answers with the last user message', () => {
    expect(MiniMaxScenarios.echo()(request(chatBody({}, 'hi there')))).toEqual({ name: 'echo', text: 'Echo: hi there' });
    expect(MiniMaxScenarios.echo()(request({ messages: [{ role: 'user', content: [{ type: 'text', text: 'parts' }] }] })).text).toBe('Echo: parts');
    expect(MiniMaxScenarios.echo()(request('not json')).text).toBe('Echo: ');
  });

  test('echo calls a tool whose name the user mentions, filling required arguments', () => {
    const scenario = MiniMaxScenarios.echo()(request(chatBody({ tools: [weatherTool] }, 'What is the weather in San Francisco?')));
    expect(scenario.toolCalls).toEqual([{ name: 'get_weather', arguments: { location: 'San Francisco', days: 1, metric: true } }]);
    const unrelated = MiniMaxScenarios.echo()(request(chatBody({ tools: [weatherTool] }, 'Tell me a joke')));
    expect(unrelated.toolCalls).toBeUndefined();
  });

  test('echo answers tool results with their contents', () => {
    const body = chatBody({
      messages: [
        { role: 'user', content: 'weather?' },
        { role: 'assistant', tool_calls: [{ id: 'a', function: { name: 'f', arguments: '{}' } }, { id: 'b', function: { name: 'f', arguments: '{}' } }] },
        { role: 'tool', tool_call_id: 'a', content: 'sunny' },
        { role: 'tool', tool_call_id: 'b', content: 'rainy' },
      ],
    });
    expect(MiniMaxScenarios.echo()(request(body)).text).toBe('Here is what the tools returned: sunny; rainy');
  });

  test('builders take extra fields that override what they build', () => {
    expect(MiniMaxScenarios.text('a', { name: 'mine', chunks: 2 })).toEqual({ name: 'mine', text: 'a', chunks: 2 });
    expect(MiniMaxScenarios.httpError('insufficient-balance-402').httpError).toEqual(MiniMaxHttpErrors['insufficient-balance-402']);
    expect(MiniMaxScenarios.baseResp(1039)).toEqual({ name: 'base-resp-1039', baseResp: { status_code: 1039, status_msg: 'token limit exceeded' } });
    expect(MiniMaxScenarios.baseResp(4242).baseResp?.status_msg).toBe('error');
    expect(MiniMaxScenarios.interrupted('drop', 3).interrupt).toEqual({ action: 'drop', afterEvents: 3 });
  });
});

describe('MiniMaxScenarioPresets', () => {
  const simulator = new MiniMaxSimulator();
  beforeAll(() => simulator.start());
  afterAll(() => simulator.stop());

  test('every scenario name of minimax.md §7.5 is a preset', () => {
    const table = [
      'text', 'length', 'tool-single', 'tool-split-openai', 'tool-split-legacy', 'tool-split-empty-id', 'tool-parallel',
      'tool-parallel-index-bug', 'tool-malformed-args', 'text-then-tool', 'role-empty', 'usage-every-chunk', 'after-finish',
      'http-error', 'base-resp-200', 'midstream-base-resp', 'midstream-error-object', 'midstream-drop', 'midstream-hang',
      'slow-headers', 'slow-first-token', 'no-done', 'v2-summary',
    ];
    expect(MiniMaxScenarioPresets.names()).toEqual(expect.arrayContaining(table));
    expect(MiniMaxScenarioPresets.get('nope')).toBeUndefined();
    expect(MiniMaxScenarioPresets.get('toString')).toBeUndefined();
  });

  test('get returns a fresh copy named after the preset', () => {
    const preset = MiniMaxScenarioPresets.get('http-error')!;
    expect(preset.name).toBe('http-error');
    preset.httpError!.status = 599;
    expect(MiniMaxScenarioPresets.get('http-error')?.httpError?.status).toBe(429);
  });

  // The slow and hanging presets wait for seconds by design; they are exercised with aborts elsewhere.
  const served = MiniMaxScenarioPresets.names().filter((n) => !/^(slow-|midstream-hang)/.test(n));
  test.each(served)('%s is served on both endpoints, streamed and not', async (name) => {
    for (const path of [OPENAI, V2]) {
      for (const stream of [true, false]) {
        const headers = { ...AUTH, 'x-sim-scenario': name };
        const pending = post(simulator, path, chatBody({ stream }), headers);
        if (/drop|tool-cut/.test(name)) {
          await expect(pending.then((r) => r.text())).rejects.toThrow();
          continue;
        }
        const response = await pending;
        if (!stream || response.status !== 200) {
          expect(typeof (await response.json())).toBe('object');
          continue;
        }
        expect((await readData(response)).length).toBeGreaterThan(0);
      }
    }
    await simulator.waitForIdle();
    expect(simulator.requests().filter((r) => r.scenario === name).every((r) => r.outcome !== undefined)).toBe(true);
  });

  test('tool-parallel-index-bug sends two index-0 calls with different ids', async () => {
    const events = await readEvents(await post(simulator, OPENAI, chatBody({ stream: true }), { ...AUTH, 'x-sim-scenario': 'tool-parallel-index-bug' }));
    const calls = deltas(events).flatMap((d) => d['tool_calls']);
    expect(calls.map((c) => c.index)).toEqual([0, 0]);
    expect(new Set(calls.map((c) => c.id)).size).toBe(2);
  });
});
