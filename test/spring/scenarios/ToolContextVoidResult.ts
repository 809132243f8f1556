import { ChatClient, Tool, ToolContext, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class AuditTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'Record that the user visited a page' })
  recordVisit(@ToolParam({ description: 'The page visited' }) page: string, toolContext: ToolContext): void {
    const userId = toolContext.getContext().get('userId') as string;
    this.outcome.put('history', Outcome.messages(toolContext.getToolCallHistory()));
    this.outcome.tool('recordVisit', [page, userId], undefined);
  }
}

/** A void @Tool that reads the ToolContext (a value and the tool call history). */
export default scenario({
  script: [
    { toolCalls: [{ name: 'recordVisit', arguments: { page: 'pricing' } }] },
    { text: 'Noted your visit to the pricing page.' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const answer = await chatClient.prompt()
      .system('You keep an audit trail.')
      .user('I just opened the pricing page.')
      .tools(new AuditTools(context.outcome))
      .toolContext(new Map([['userId', 'user-42']]))
      .call()
      .content();

    context.outcome.text(answer);
  },
});
