import { ChatClient, Tool, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class RoomTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'Book a meeting room' })
  bookRoom(
    @ToolParam({ description: 'How many people', type: 'int' }) people: number,
    @ToolParam({ description: 'How many hours', type: 'double' }) hours: number,
    @ToolParam({ description: 'Whether a projector is needed' }) projector: boolean,
  ): string {
    const result = 'Room for ' + people + ' booked' + (projector ? ' with a projector' : '');
    this.outcome.tool('bookRoom', [people, hours, projector], result);
    return result;
  }
}

/** The model sends numbers and a boolean as strings to an int, a double and a boolean parameter. */
export default scenario({
  script: [
    { toolCalls: [{ name: 'bookRoom', arguments: { people: '6', hours: '1.5', projector: 'true' } }] },
    { text: 'Room for 6 booked with a projector.' },
  ],
  // Only one side asks the model again, if at all: the default answers that.
  simulator: (simulator) => simulator.setDefaultScenario({ text: 'Sorry, the booking failed.' }),
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const answer = await chatClient.prompt()
      .user('Book a room for 6 people for 1.5 hours with a projector.')
      .tools(new RoomTools(context.outcome))
      .call()
      .content();

    context.outcome.text(answer);
  },
});
