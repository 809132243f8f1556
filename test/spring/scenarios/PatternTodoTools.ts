import { ChatClient, Tool, ToolContext, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class TodoTools {
  private readonly todos = new Map<string, string[]>();

  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'Replace the todo list of this conversation with the given items' })
  todoWrite(@ToolParam({ description: 'The todo items, in order', type: String }) items: string[], toolContext: ToolContext): string {
    const conversationId = toolContext.getContext().get('conversationId') as string;
    this.todos.set(conversationId, [...items]);
    const result = `Saved ${items.length} todos`;
    this.outcome.tool('todoWrite', new Map<string, unknown>([['conversationId', conversationId], ['items', items]]), result);
    return result;
  }

  @Tool({ description: 'Read the todo list of this conversation' })
  todoRead(toolContext: ToolContext): string {
    const conversationId = toolContext.getContext().get('conversationId') as string;
    const items = this.todos.get(conversationId) ?? [];
    let result = '';
    for (let i = 0; i < items.length; i++) {
      result += `${i + 1}. ${items[i]}\n`;
    }
    const text = items.length === 0 ? 'The todo list is empty' : result.trim();
    this.outcome.tool('todoRead', new Map([['conversationId', conversationId]]), text);
    return text;
  }

  getTodos(): Map<string, string[]> {
    return this.todos;
  }
}

/**
 * A todo list per conversation: a write tool and a read tool that find the conversation id in the
 * ToolContext, used by two conversations through one ChatClient.
 */
export default scenario({
  script: [
    { toolCalls: [{ name: 'todoWrite', arguments: { items: ['Book the flight', 'Book the hotel'] } }] },
    { text: 'I planned two steps: the flight, then the hotel.' },
    { toolCalls: [{ name: 'todoRead', arguments: {} }] },
    { text: 'Your todo list is empty.' },
    { toolCalls: [{ name: 'todoRead', arguments: {} }] },
    { text: 'First book the flight, then the hotel.' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const todoTools = new TodoTools(context.outcome);
    const chatClient = ChatClient.builder(chatModel).defaultTools(todoTools).build();

    const alice = await chatClient.prompt()
      .user('Plan my trip: book the flight, then the hotel.')
      .toolContext(new Map([['conversationId', 'alice']]))
      .call()
      .content();
    const bob = await chatClient.prompt()
      .user('What is on my todo list?')
      .toolContext(new Map([['conversationId', 'bob']]))
      .call()
      .content();
    const aliceAgain = await chatClient.prompt()
      .user('What is on my todo list?')
      .toolContext(new Map([['conversationId', 'alice']]))
      .call()
      .content();

    context.outcome.put('answers', [alice, bob, aliceAgain]);
    context.outcome.put('todos', new Map(todoTools.getTodos()));
  },
});
