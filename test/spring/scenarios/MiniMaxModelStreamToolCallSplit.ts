import { type ChatResponse, Prompt, Tool, ToolCallbacks, ToolParam } from 'spring-ai-ts';
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

/**
 * MiniMaxChatModel.stream() with tool callbacks in the options: two tool calls streamed in argument
 * fragments, run by the model's internal tool loop, then the streamed answer.
 */
export default scenario({
  script: [
    {
      toolCalls: [
        { name: 'currentWeather', arguments: { city: 'Paris' }, split: 'openai', fragments: 3 },
        { name: 'currentWeather', arguments: { city: 'Rome' }, split: 'openai', fragments: 3 },
      ],
    },
    { text: 'Paris and Rome both have 18 degrees and light rain.', chunks: 3 },
  ],
  expected: [
    { at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' },
    { at: 'outcome:pieces', doc: 'docs/DIFFERENCES.md#the-streams-closing-summary-event-is-not-an-answer-chunk', why: 'Spring streams the v2 summary event of each round as an empty chunk' },
    { at: 'outcome:finishReasons', doc: 'docs/DIFFERENCES.md#the-streams-closing-summary-event-is-not-an-answer-chunk', why: 'the summary chunks carry the finish reasons again' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());

    const options = MiniMaxChatOptions.builder()
      .model('abab6.5g-chat')
      .toolCallbacks(ToolCallbacks.from(new WeatherTools(context.outcome)))
      .build();
    const responses: ChatResponse[] = await chatModel
      .stream(new Prompt('What is the weather in Paris and in Rome?', options))
      .collectList();

    const pieces: Array<string | undefined> = [];
    const finishReasons: Array<string | undefined> = [];
    let text = '';
    for (const response of responses) {
      if (response.getResult() !== undefined) {
        const piece = response.getResult()!.getOutput().getText();
        pieces.push(piece);
        finishReasons.push(response.getResult()!.getMetadata().getFinishReason());
        if (piece !== undefined) {
          text += piece;
        }
      }
    }
    context.outcome.put('pieces', pieces);
    context.outcome.put('finishReasons', finishReasons);
    context.outcome.text(text);
  },
});
