import { MiniMaxScenarios, MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { simulatorChatModel } from '../../examples/shared/backend.js';
import { run, script } from '../../examples/weather/weather.js';

type Body = { messages: Array<Record<string, unknown>>; stream?: boolean; tools?: unknown[] };

describe('weather example (ToolCallAdvisor over MiniMaxChatModel)', () => {
  const simulator = new MiniMaxSimulator();

  beforeAll(() => simulator.start());
  afterAll(() => simulator.stop());
  afterEach(() => simulator.reset());

  test('call and stream each run one tool round and answer with the tool result', async () => {
    simulator.enqueue(
      MiniMaxScenarios.toolCall('getWeather', { location: 'Paris' }, { id: 'call_paris' }),
      MiniMaxScenarios.text('Paris: rain, 18°C.'),
      MiniMaxScenarios.toolCall('getWeather', { location: 'Tokyo' }, { id: 'call_tokyo', split: 'openai', fragments: 3 }),
      MiniMaxScenarios.text('Tokyo: sunny, 24°C.', { chunks: 4 }),
    );

    const result = await run(simulatorChatModel(simulator));

    expect(result.callAnswer).toBe('Paris: rain, 18°C.');
    expect(result.streamAnswer).toBe('Tokyo: sunny, 24°C.');
    expect(result.toolInvocations).toEqual(['Paris', 'Tokyo']);
    expect(result.lines).toContain('stream(): Tokyo: sunny, 24°C.');
    expect(result.lines.at(-1)).toBe('tool calls: getWeather(Paris), getWeather(Tokyo)');

    const bodies = simulator.requests().map((request) => request.body as Body);
    expect(bodies.map((body) => body.stream === true)).toEqual([false, false, true, true]);
    // Every request offers the tool; the loop runs in the advisor, so the model never executes it.
    for (const body of bodies) expect(JSON.stringify(body.tools)).toContain('"getWeather"');
    // The second request of each turn echoes the assistant's call and answers it under the same id.
    for (const [index, id, location] of [[1, 'call_paris', 'Paris'], [3, 'call_tokyo', 'Tokyo']] as const) {
      const messages = bodies[index]!.messages;
      const assistant = messages.at(-2)!;
      const tool = messages.at(-1)!;
      expect(assistant['role']).toBe('assistant');
      expect(JSON.stringify(assistant['tool_calls'])).toContain(id);
      expect(tool).toMatchObject({ role: 'tool', tool_call_id: id });
      expect(String(tool['content'])).toContain(location);
    }
    expect(simulator.pendingScenarios()).toBe(0);
  });

  test("the main's script answers both questions", async () => {
    script(simulator);

    const result = await run(simulatorChatModel(simulator));

    expect(result.callAnswer).toContain('Paris');
    expect(result.streamAnswer).toBe('Tokyo is sunny at 24°C right now.');
    expect(result.toolInvocations).toEqual(['Paris', 'Tokyo']);
    expect(simulator.pendingScenarios()).toBe(0);
  });
});
