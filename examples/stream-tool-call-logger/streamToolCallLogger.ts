/* spring-ai-ts, Apache-2.0. Examples: logging tool-call chunks of a streamed tool loop. */
import { ChatClient } from '../../src/chat/client/ChatClient.js';
import { ToolCallAdvisor } from '../../src/chat/client/advisor/ToolCallAdvisor.js';
import type { ChatModel } from '../../src/chat/model/ChatModel.js';
import type { MiniMaxSimulator } from '../../src/model/minimax/simulator/index.js';
import { MiniMaxScenarios } from '../../src/model/minimax/simulator/index.js';
import { Transcript } from '../shared/Transcript.js';
import { WeatherService } from '../weather/WeatherService.js';
import { type ChunkRecord, ToolCallChunkLoggerAdvisor } from './ToolCallChunkLoggerAdvisor.js';

/** What the stream-logger example produced. */
export interface StreamToolCallLoggerResult {
  /** The text the caller received, deltas joined. */
  readonly answer: string;
  /** Every chunk the logger saw, tool-call chunks included. */
  readonly chunks: readonly ChunkRecord[];
  /** Every printed line. */
  readonly lines: readonly string[];
}

export const QUESTION = 'Compare the weather in London and Paris.';

/** Streams one question through `ToolCallAdvisor` with a {@link ToolCallChunkLoggerAdvisor} inside its loop. */
export async function run(chatModel: ChatModel, echo = false): Promise<StreamToolCallLoggerResult> {
  const out = new Transcript(echo);
  const logger = new ToolCallChunkLoggerAdvisor(out);
  const chatClient = ChatClient.builder(chatModel)
    .defaultAdvisors(ToolCallAdvisor.builder().build(), logger)
    .defaultTools(new WeatherService())
    .build();

  out.line(`> ${QUESTION}`);
  let answer = '';
  for await (const delta of chatClient.prompt().user(QUESTION).stream().content()) answer += delta;
  out.line(`Answer: ${answer}`);
  const withCalls = logger.chunks.filter((chunk) => chunk.hasToolCalls).length;
  out.line(`${logger.chunks.length} chunks, ${withCalls} with tool calls`);
  return { answer, chunks: [...logger.chunks], lines: out.lines() };
}

/** The simulator script of {@link run}: two parallel tool calls streamed in fragments, then a streamed answer. */
export function script(simulator: MiniMaxSimulator): void {
  simulator.enqueue(
    MiniMaxScenarios.toolCalls(
      [
        { name: 'getWeather', arguments: { location: 'London' }, split: 'openai' },
        { name: 'getWeather', arguments: { location: 'Paris' }, split: 'openai' },
      ],
      { text: 'Let me check both cities. ', chunks: 2 },
    ),
    MiniMaxScenarios.text('London is 14°C and overcast; Paris is 18°C with light rain.', { chunks: 3 }),
  );
}
