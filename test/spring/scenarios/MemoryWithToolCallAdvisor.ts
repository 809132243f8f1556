import {
  ChatClient,
  ChatMemory,
  InMemoryChatMemoryRepository,
  MessageChatMemoryAdvisor,
  MessageWindowChatMemory,
  Tool,
  ToolCallAdvisor,
  ToolParam,
} from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class FlightTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'The status of a flight' })
  flightStatus(@ToolParam({ description: 'The flight number' }) flight: string): string {
    const result = flight + ' is on time';
    this.outcome.tool('flightStatus', flight, result);
    return result;
  }
}

/**
 * MessageChatMemoryAdvisor inside ToolCallAdvisor's loop (its default order runs after the tool
 * advisor): each round passes through the memory, which keeps the tool exchange; a second turn
 * carries it to the model.
 */
export default scenario({
  script: [
    { toolCalls: [{ name: 'flightStatus', arguments: { flight: 'LH100' } }] },
    { text: 'Yes, LH100 is on time.' },
    { text: 'You asked about LH100.' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatMemory: ChatMemory = MessageWindowChatMemory.builder()
      .chatMemoryRepository(new InMemoryChatMemoryRepository())
      .build();
    const chatClient = ChatClient.builder(chatModel)
      .defaultAdvisors(ToolCallAdvisor.builder().build(), MessageChatMemoryAdvisor.builder(chatMemory).build())
      .defaultTools(new FlightTools(context.outcome))
      .build();

    const first = await chatClient.prompt()
      .user('Is flight LH100 on time?')
      .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'traveller'))
      .call()
      .content();
    const second = await chatClient.prompt()
      .user('Which flight did I ask about?')
      .advisors((a) => a.param(ChatMemory.CONVERSATION_ID, 'traveller'))
      .call()
      .content();

    context.outcome.put('answers', [first, second]);
    context.outcome.memory(await chatMemory.get('traveller'));
  },
});
