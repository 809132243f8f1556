import { ChatClient } from 'spring-ai-ts';
import type { CallAdvisor, CallAdvisorChain, ChatClientRequest, ChatClientResponse } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class RecordingAdvisor implements CallAdvisor {
  constructor(
    private readonly name: string,
    private readonly order: number,
    private readonly outcome: Outcome,
  ) {}

  async adviseCall(chatClientRequest: ChatClientRequest, callAdvisorChain: CallAdvisorChain): Promise<ChatClientResponse> {
    this.outcome.advisor(this.name + '.before');
    const response = await callAdvisorChain.nextCall(chatClientRequest);
    this.outcome.advisor(this.name + '.after');
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
 * Custom CallAdvisors with different orders and with equal orders, default and per request: the
 * order in which their before and after steps ran.
 */
export default scenario({
  script: [{ text: 'Blue.' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const outcome = context.outcome;
    const chatClient = ChatClient.builder(chatModel)
      .defaultAdvisors(new RecordingAdvisor('defaultLate', 300, outcome), new RecordingAdvisor('defaultEqualA', 100, outcome))
      .build();

    const answer = await chatClient.prompt()
      .user('Name a color.')
      .advisors(new RecordingAdvisor('late', 200, outcome), new RecordingAdvisor('early', -100, outcome),
        new RecordingAdvisor('equalB', 100, outcome), new RecordingAdvisor('equalC', 100, outcome))
      .call()
      .content();

    outcome.text(answer);
  },
});
