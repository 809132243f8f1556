import { ChatClient, Ordered, Tool, ToolCallAdvisor, ToolParam } from 'spring-ai-ts';
import type { CallAdvisor, CallAdvisorChain, ChatClientRequest, ChatClientResponse } from 'spring-ai-ts';
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

class RecordingAdvisor implements CallAdvisor {
  constructor(
    private readonly name: string,
    private readonly order: number,
    private readonly outcome: Outcome,
  ) {}

  async adviseCall(chatClientRequest: ChatClientRequest, callAdvisorChain: CallAdvisorChain): Promise<ChatClientResponse> {
    this.outcome.advisor(this.name + '.before ' + chatClientRequest.prompt().getInstructions().length);
    const response = await callAdvisorChain.nextCall(chatClientRequest);
    this.outcome.advisor(this.name + '.after ' + response.chatResponse()!.hasToolCalls());
    return response;
  }

  getName(): string {
    return this.name;
  }

  getOrder(): number {
    return this.order;
  }
}

/**
 * ToolCallAdvisor with its defaults (conversation history on) runs two tool rounds on a call; the
 * advisors after it run once per round, and the ones before it once.
 */
export default scenario({
  script: [
    { toolCalls: [{ name: 'currentWeather', arguments: { city: 'Paris' } }] },
    { toolCalls: [{ name: 'currentWeather', arguments: { city: 'London' } }] },
    { text: 'Paris and London both have light rain at 18 degrees.' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const outcome = context.outcome;
    const toolCallAdvisor = ToolCallAdvisor.builder().build();
    const chatClient = ChatClient.builder(chatModel)
      .defaultSystem('You report the weather.')
      .defaultAdvisors(new RecordingAdvisor('outer', Ordered.HIGHEST_PRECEDENCE + 1, outcome), toolCallAdvisor,
        new RecordingAdvisor('innerA', 0, outcome), new RecordingAdvisor('innerB', 0, outcome))
      .build();

    const answer = await chatClient.prompt()
      .user('Compare the weather in Paris and London.')
      .tools(new WeatherTools(outcome))
      .call()
      .content();

    outcome.text(answer);
    outcome.put('name', toolCallAdvisor.getName());
    outcome.put('order', toolCallAdvisor.getOrder());
  },
});
