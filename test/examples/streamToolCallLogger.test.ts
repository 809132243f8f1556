import { MiniMaxScenarios, MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { simulatorChatModel } from '../../examples/shared/backend.js';
import { run, script } from '../../examples/stream-tool-call-logger/streamToolCallLogger.js';

describe('stream tool-call logger example (a StreamAdvisor inside the ToolCallAdvisor loop)', () => {
  const simulator = new MiniMaxSimulator();

  beforeAll(() => simulator.start());
  afterAll(() => simulator.stop());
  afterEach(() => simulator.reset());

  test('logs the tool-call chunk of the first round and plain text chunks of the second', async () => {
    simulator.enqueue(
      MiniMaxScenarios.toolCalls(
        [
          { name: 'getWeather', arguments: { location: 'London' }, split: 'openai', id: 'call_l' },
          { name: 'getWeather', arguments: { location: 'Paris' }, split: 'legacy', id: 'call_p' },
        ],
        { text: 'Checking. ', chunks: 2 },
      ),
      MiniMaxScenarios.text('London 14°C, Paris 18°C.', { chunks: ['London 14°C, ', 'Paris 18°C.'] }),
    );

    const result = await run(simulatorChatModel(simulator));

    // The tool round's text chunks reach the caller; only the chunk carrying the calls is held back.
    expect(result.answer).toBe('Checking. London 14°C, Paris 18°C.');
    const withCalls = result.chunks.filter((chunk) => chunk.hasToolCalls);
    expect(withCalls).toHaveLength(1);
    expect(withCalls[0]!.toolNames).toEqual(['getWeather', 'getWeather']);
    // Each round is its own stream: the chunk numbers start again at 1 for the second round.
    const secondStart = result.chunks.findIndex((chunk, position) => position > 0 && chunk.index === 1);
    expect(secondStart).toBeGreaterThan(result.chunks.indexOf(withCalls[0]!));
    const secondRound = result.chunks.slice(secondStart);
    expect(secondRound.every((chunk) => !chunk.hasToolCalls)).toBe(true);
    expect(secondRound.map((chunk) => chunk.text).join('')).toBe('London 14°C, Paris 18°C.');
    expect(result.lines).toContain(`  chunk ${withCalls[0]!.index}: tool calls: yes (getWeather, getWeather), text: ""`);
    expect(result.lines.at(-1)).toBe(`${result.chunks.length} chunks, 1 with tool calls`);

    // Both calls were answered under their own ids in the second request.
    const messages = (simulator.requests()[1]!.body as { messages: Array<Record<string, unknown>> }).messages;
    expect(messages.filter((message) => message['role'] === 'tool').map((message) => message['tool_call_id'])).toEqual([
      'call_l',
      'call_p',
    ]);
  });

  test("the main's script: one chunk with both calls, an answer naming both cities", async () => {
    script(simulator);

    const result = await run(simulatorChatModel(simulator));

    expect(result.chunks.filter((chunk) => chunk.hasToolCalls)).toHaveLength(1);
    expect(result.answer).toMatch(/London.*Paris/);
    expect(simulator.pendingScenarios()).toBe(0);
  });
});
