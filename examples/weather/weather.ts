/* spring-ai-ts, Apache-2.0. Examples: the weather tool with ToolCallAdvisor, blocking and streaming. */
import { ChatClient } from '../../src/chat/client/ChatClient.js';
import { ToolCallAdvisor } from '../../src/chat/client/advisor/ToolCallAdvisor.js';
import type { ChatModel } from '../../src/chat/model/ChatModel.js';
import type { MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { MiniMaxScenarios } from '../../src/model/minimax/simulator/index.js';
import { Transcript } from '../shared/Transcript.js';
import { WeatherService } from './WeatherService.js';

/** What the weather example produced. */
export interface WeatherResult {
  /** The answer of the blocking call. */
  readonly callAnswer: string | undefined;
  /** The streamed answer, deltas joined. */
  readonly streamAnswer: string;
  /** The locations the tool was called with (call first, then stream). */
  readonly toolInvocations: readonly string[];
  /** Every printed line. */
  readonly lines: readonly string[];
}

export const CALL_QUESTION = 'What is the weather like in Paris?';
export const STREAM_QUESTION = 'And in Tokyo? Answer in one sentence.';

/**
 * The tool loop runs in the advisor chain, not inside the model: `ToolCallAdvisor` asks the
 * model, runs the requested tools, sends the results back and repeats until the model answers.
 * Once with `call()`, once with `stream()` (text deltas printed as they arrive).
 */
export async function run(chatModel: ChatModel, echo = false): Promise<WeatherResult> {
  const out = new Transcript(echo);
  const weather = new WeatherService();
  const chatClient = ChatClient.builder(chatModel).defaultAdvisors(ToolCallAdvisor.builder().build()).build();

  out.line(`> ${CALL_QUESTION}`);
  const callAnswer = await chatClient.prompt().user(CALL_QUESTION).tools(weather).call().content();
  out.line(`call(): ${callAnswer ?? '(no answer)'}`);

  out.line(`> ${STREAM_QUESTION}`);
  out.write('stream(): ');
  let streamAnswer = '';
  for await (const delta of chatClient.prompt().user(STREAM_QUESTION).tools(weather).stream().content()) {
    streamAnswer += delta;
    out.write(delta);
  }
  out.endLine();
  out.line(`tool calls: ${weather.requested.map((location) => `getWeather(${location})`).join(', ')}`);
  return { callAnswer, streamAnswer, toolInvocations: [...weather.requested], lines: out.lines() };
}

/** The simulator script of {@link run}: per question, a tool call, then an answer using its result. */
export function script(simulator: MiniMaxSimulator): void {
  simulator.enqueue(
    MiniMaxScenarios.toolCall('getWeather', { location: 'Paris' }),
    MiniMaxScenarios.text('It is 18°C with light rain in Paris, so take an umbrella.'),
    MiniMaxScenarios.toolCall('getWeather', { location: 'Tokyo' }, { split: 'openai', fragments: 3 }),
    MiniMaxScenarios.text('Tokyo is sunny at 24°C right now.', { chunks: 4 }),
  );
}
