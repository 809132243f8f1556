import { Prompt, Tool, ToolCallbacks, ToolParam, type Usage } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class WeatherTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'The current weather in a city' })
  currentWeather(@ToolParam({ description: 'The city, e.g. Paris' }) city: string): string {
    const result = `${city}: 18 degrees, light rain`;
    this.outcome.tool('currentWeather', city, result);
    return result;
  }
}

function usage(usage: Usage): Map<string, unknown> {
  const value = new Map<string, unknown>();
  value.set('promptTokens', usage.getPromptTokens());
  value.set('completionTokens', usage.getCompletionTokens());
  value.set('totalTokens', usage.getTotalTokens());
  return value;
}

/**
 * The usage MiniMaxChatModel.call() reports: for a plain answer, and for an answer after one round
 * of the internal tool loop; with the response metadata's model.
 */
export default scenario({
  script: [
    { text: 'Hello!', tokens: { prompt: 9, completion: 2 } },
    { toolCalls: [{ name: 'currentWeather', arguments: { city: 'Paris' } }], tokens: { prompt: 60, completion: 20 } },
    { text: 'It is 18 degrees with light rain in Paris.', tokens: { prompt: 95, completion: 12 } },
  ],
  expected: [{ at: 'outcome:withTools', doc: 'docs/DIFFERENCES.md#usage-adds-up-across-tool-rounds', why: 'the port sums the usage of every tool round' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5s-chat').build());

    const plain = await chatModel.call(new Prompt('Say hello.'));
    context.outcome.put('plain', usage(plain.getMetadata().getUsage()));
    context.outcome.put('plainModel', plain.getMetadata().getModel());

    const options = MiniMaxChatOptions.builder()
      .model('abab6.5s-chat')
      .toolCallbacks(ToolCallbacks.from(new WeatherTools(context.outcome)))
      .build();
    const withTools = await chatModel.call(new Prompt('What is the weather in Paris?', options));
    context.outcome.text(withTools.getResult()!.getOutput().getText());
    context.outcome.put('withTools', usage(withTools.getMetadata().getUsage()));
  },
});
