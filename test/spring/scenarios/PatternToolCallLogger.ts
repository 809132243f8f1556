import { ChatClient, type ChatClientRequest, type ChatClientResponse, type Flux, type StreamAdvisor, type StreamAdvisorChain, Tool, ToolCallAdvisor, ToolParam } from 'spring-ai-ts';
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

class ToolCallChunkLogger implements StreamAdvisor {
  private readonly _hasToolCalls: boolean[] = [];

  getName(): string {
    return 'ToolCallChunkLogger';
  }

  getOrder(): number {
    return 0;
  }

  adviseStream(chatClientRequest: ChatClientRequest, streamAdvisorChain: StreamAdvisorChain): Flux<ChatClientResponse> {
    return streamAdvisorChain.nextStream(chatClientRequest)
      .doOnNext((response) => this._hasToolCalls
        .push(response.chatResponse() !== undefined && response.chatResponse()!.hasToolCalls()));
  }

  hasToolCalls(): boolean[] {
    return this._hasToolCalls;
  }
}

/**
 * A stream advisor inside ToolCallAdvisor's loop that only logs, per streamed response, whether it
 * carries tool calls.
 */
export default scenario({
  script: [
    {
      text: 'Let me check both cities. ',
      chunks: 2,
      toolCalls: [
        { name: 'currentWeather', arguments: { city: 'London' }, split: 'openai' },
        { name: 'currentWeather', arguments: { city: 'Paris' }, split: 'openai' },
      ],
    },
    { text: 'London and Paris both have 18 degrees and light rain.', chunks: 3 },
  ],
  expected: [{ at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const logger = new ToolCallChunkLogger();
    const chatClient = ChatClient.builder(chatModel)
      .defaultAdvisors(ToolCallAdvisor.builder().build(), logger)
      .defaultTools(new WeatherTools(context.outcome))
      .build();

    const pieces = await chatClient.prompt()
      .user('Compare the weather in London and Paris.')
      .stream()
      .content()
      .collectList();

    context.outcome.put('pieces', pieces);
    context.outcome.text(pieces.join(''));
    context.outcome.put('hasToolCalls', logger.hasToolCalls());
  },
});
