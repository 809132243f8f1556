/* spring-ai-ts, Apache-2.0. The named scenarios of the simulator, selectable per request. */
import type { MiniMaxHttpErrorName } from './MiniMaxHttpErrorName.js';
import { MiniMaxHttpErrors } from './MiniMaxHttpErrors.js';
import type { MiniMaxScenario } from './MiniMaxScenario.js';
import type { MiniMaxScenarioToolCall } from './MiniMaxScenarioToolCall.js';
import { MiniMaxScenarios } from './MiniMaxScenarios.js';

const WEATHER_SF = '{"location": "San Francisco, US"}';
const WEATHER_PARIS = '{"location": "Paris, FR"}';
const THINKING = 'The user wants the weather; I should call get_weather.';
const weather = (args: string, call: Partial<MiniMaxScenarioToolCall> = {}): MiniMaxScenarioToolCall => ({
  name: 'get_weather',
  arguments: args,
  ...call,
});

const PRESETS: Record<string, MiniMaxScenario> = {
  'text': { text: 'Hello from the MiniMax simulator. How can I help you today?', chunks: 4 },
  'thinking': { thinking: 'The user greets me; I should greet back.', text: 'Hello! How can I help?', chunks: 5 },
  'length': { text: 'This answer is cut off because it reached the max', chunks: 3, finish: 'length' },
  'tool-single': { toolCalls: [weather(WEATHER_SF)] },
  'tool-split-openai': { toolCalls: [weather(WEATHER_SF, { split: 'openai' })] },
  'tool-split-legacy': { toolCalls: [weather(WEATHER_SF, { split: 'legacy' })] },
  'tool-split-empty-id': { toolCalls: [weather(WEATHER_SF, { split: 'empty-id' })] },
  'tool-parallel': { toolCalls: [weather(WEATHER_SF), weather(WEATHER_PARIS)] },
  'tool-parallel-index-bug': {
    toolCalls: [weather(WEATHER_SF, { index: 0 }), weather(WEATHER_PARIS, { index: 0 })],
    separateToolCallChunks: true,
  },
  'tool-malformed-args': { toolCalls: [weather('{"location": "San Fr')] },
  'tool-malformed-args-truncated': { toolCalls: [weather('{"location": "San Fr')] },
  'tool-malformed-args-single-quotes': { toolCalls: [weather("{'location': 'San Francisco, US'}")] },
  'tool-malformed-args-trailing-text': { toolCalls: [weather(`${WEATHER_SF} I hope this helps`)] },
  'tool-malformed-args-empty': { toolCalls: [weather('')] },
  'tool-cut': {
    toolCalls: [weather(WEATHER_SF, { split: 'openai', fragments: 4 })],
    interrupt: { action: 'drop', afterEvents: 2 },
  },
  'text-then-tool': { thinking: THINKING, text: 'Let me look that up.', chunks: 3, toolCalls: [weather(WEATHER_SF)] },
  'role-empty': { text: 'Some deployments send an empty role.', chunks: 4, emptyRole: true },
  'usage-every-chunk': { text: 'Usage rides on every chunk.', chunks: 3, usage: 'every-chunk' },
  'after-finish': { text: 'More chunks follow the finish.', chunks: 2, afterFinish: 2 },
  'http-error': MiniMaxScenarios.httpError('rate-limit'),
  'base-resp-200': MiniMaxScenarios.baseResp(1008),
  'midstream-base-resp': MiniMaxScenarios.interrupted('base-resp', 2),
  'midstream-error-object': MiniMaxScenarios.interrupted('error-object', 2),
  'midstream-drop': MiniMaxScenarios.interrupted('drop', 2),
  'midstream-hang': MiniMaxScenarios.interrupted('hang', 2),
  'slow-headers': { text: 'Headers were late.', firstByteDelayMs: 2000 },
  'slow-first-token': { text: 'The first token was late.', firstTokenDelayMs: 2000 },
  'no-done': { text: 'This stream ends without [DONE].', chunks: 3, done: false },
  'v2-summary': { thinking: 'Summarise at the end.', text: 'A summary event follows.', chunks: 3, summary: true },
};
for (const name of Object.keys(MiniMaxHttpErrors) as MiniMaxHttpErrorName[]) {
  PRESETS[`http-error-${name}`] = MiniMaxScenarios.httpError(name);
}
for (const code of [1002, 1004, 1008, 1027, 1039, 2013]) {
  PRESETS[`base-resp-200-${code}`] = MiniMaxScenarios.baseResp(code);
}

/**
 * The named scenarios of the simulator, chosen per request with the `X-Sim-Scenario` header
 * (or `?scenario=`). Besides the table's names there are variants: `tool-malformed-args-<truncated
 * | single-quotes | trailing-text | empty>`, `http-error-<`{@link MiniMaxHttpErrorName}`>`,
 * `base-resp-200-<1002 | 1004 | 1008 | 1027 | 1039 | 2013>`, `thinking` and `tool-cut` (a stream
 * dropped in the middle of a tool call). The `sequence` behaviour is the simulator's queue.
 *
 * @category Testing
 */
export class MiniMaxScenarioPresets {
  private constructor() {}

  /** The preset of that name (a fresh copy), or `undefined`. */
  static get(name: string): MiniMaxScenario | undefined {
    const preset = Object.hasOwn(PRESETS, name) ? PRESETS[name] : undefined;
    return preset === undefined ? undefined : (structuredClone({ ...preset, name }) as MiniMaxScenario);
  }

  /** Every preset name, sorted. */
  static names(): string[] {
    return Object.keys(PRESETS).sort();
  }
}
