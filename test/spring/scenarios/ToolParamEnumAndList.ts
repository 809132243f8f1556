import { ChatClient, Tool, ToolParam } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

enum Priority {
  LOW = 'LOW',
  NORMAL = 'NORMAL',
  URGENT = 'URGENT',
}

class TaskTools {
  constructor(private readonly outcome: Outcome) {}

  @Tool({ description: 'Create a task and return its labels' })
  createTask(
    @ToolParam({ description: 'The task title' }) title: string,
    @ToolParam({ description: 'How urgent the task is', type: Priority }) priority: Priority,
    @ToolParam({ description: 'Free-form tags', type: String }) tags: string[],
  ): string[] {
    const labels: string[] = [];
    labels.push('priority:' + priority.toLowerCase());
    for (const tag of tags) {
      labels.push('tag:' + tag);
    }
    labels.push('title:' + title);
    this.outcome.tool('createTask', [title, priority, tags], labels);
    return labels;
  }
}

/** A @Tool with a String, an enum and a List<String> parameter, returning a List<String>. */
export default scenario({
  script: [
    { toolCalls: [{ name: 'createTask', arguments: { title: 'Renew passport', priority: 'URGENT', tags: ['travel', 'admin'] } }] },
    { text: 'I created the urgent task "Renew passport".' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.create(chatModel);

    const answer = await chatClient.prompt()
      .user("Create an urgent task 'Renew passport' tagged travel and admin.")
      .tools(new TaskTools(context.outcome))
      .call()
      .content();

    context.outcome.text(answer);
  },
});
