import { ChatClient, Prompt, Tool, ToolCallbacks, ToolParam } from 'spring-ai-ts';
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
 * Tools registered as default callbacks and chosen per request by name (toolNames), with tool_choice none and then auto on the wire.
 */
export default scenario({
  script: [{ text: 'Hi.' }, { toolCalls: [{ name: 'weather', arguments: { city: 'Bern' } }] }, { text: 'Sunny in Bern.' }],
  async run(context) {
    const openAiApi = OpenAiApi.builder().baseUrl(context.baseUrl).apiKey(context.apiKey).build();
    const chatModel = OpenAiChatModel.builder().openAiApi(openAiApi).defaultOptions(OpenAiChatOptions.builder().model('gpt-4o-mini').build()).build();
    const tools = new WeatherTools(context.outcome);
    const withDefaults = chatModel.mutate().defaultOptions(OpenAiChatOptions.builder().model('gpt-4o-mini').toolCallbacks(ToolCallbacks.from(tools)).build()).build();
    const none = (await withDefaults.call(new Prompt('Just say hi.', OpenAiChatOptions.builder().toolChoice(OpenAiApi.ChatCompletionRequest.ToolChoiceBuilder.NONE).build())))
      .getResult()!.getOutput().getText();
    const auto = (await withDefaults.call(new Prompt('Weather in Bern?', OpenAiChatOptions.builder().toolNames('weather').toolChoice(OpenAiApi.ChatCompletionRequest.ToolChoiceBuilder.AUTO).build())))
      .getResult()!.getOutput().getText();
    context.outcome.text(none + ' | ' + auto);
  },
});
