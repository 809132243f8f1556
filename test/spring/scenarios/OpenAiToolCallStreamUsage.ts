import { Prompt, Tool, ToolCallbacks, ToolParam } from 'spring-ai-ts';
import type { ChatResponse } from 'spring-ai-ts';
import { OpenAiApi, OpenAiChatModel, OpenAiChatOptions } from 'spring-ai-ts/openai';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class WeatherTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'The current weather in a city' })
  weather(@ToolParam({ description: 'The city' }) city: string): string {
    const result = city + ': sunny, 21 C';
    this.outcome.tool('weather', city, result);
    return result;
  }
}

function describe(responses: ChatResponse[]): Map<string, unknown>[] {
  const rows: Map<string, unknown>[] = [];
  for (const response of responses) {
    const row = new Map<string, unknown>();
    const result = response.getResult();
    row.set('text', result !== undefined ? result.getOutput().getText() : undefined);
    row.set('toolCalls', response.hasToolCalls());
    row.set('finishReason', result !== undefined ? result.getMetadata().getFinishReason() : undefined);
    row.set('totalTokens', response.getMetadata().getUsage().getTotalTokens());
    rows.push(row);
  }
  return rows;
}

/**
 * stream() with streamUsage(true) and a tool call: the usage-only chunks, the usage moved onto the chunk before them, and the usage carried from the tool round into the answer's.
 */
export default scenario({
  script: [{ toolCalls: [{ name: 'weather', arguments: { city: 'Lima' }, split: 'openai', fragments: 2 }] }, { text: 'Lima is sunny.', chunks: 2 }],
  async run(context) {
    const openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl).apiKey(context.apiKey).build();
    const chatModel = OpenAiChatModel.builder().openAiApi(openAiApi).defaultOptions(OpenAiChatOptions.builder().model('gpt-4o-mini').build()).build();
    const tools = new WeatherTools(context.outcome);
    const responses = await chatModel.stream(new Prompt('Weather in Lima?', OpenAiChatOptions.builder().toolCallbacks(ToolCallbacks.from(tools)).streamUsage(true).build())).collectList();
    context.outcome.put('streamed', describe(responses));
  },
});
