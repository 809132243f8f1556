import { ChatClient } from 'spring-ai-ts';
import type { ChatClientRequest, ChatClientResponse, Flux, StreamAdvisor, StreamAdvisorChain } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class RecordingStreamAdvisor implements StreamAdvisor {
  constructor(
    private readonly name: string,
    private readonly order: number,
    private readonly outcome: Outcome,
  ) {}

  adviseStream(chatClientRequest: ChatClientRequest, streamAdvisorChain: StreamAdvisorChain): Flux<ChatClientResponse> {
    this.outcome.advisor(this.name + '.before');
    return streamAdvisorChain.nextStream(chatClientRequest)
      .doOnComplete(() => this.outcome.advisor(this.name + '.after'));
  }

  getName(): string {
    return this.name;
  }

  getOrder(): number {
    return this.order;
  }
}

/**
 * Custom StreamAdvisors with different orders and with equal orders: the order in which their
 * before steps (at subscription) and after steps (on completion) ran.
 */
export default scenario({
  script: [{ text: 'Red, green and blue.', chunks: 3 }],
  expected: [{ at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const outcome = context.outcome;
    const chatClient = ChatClient.builder(chatModel)
      .defaultAdvisors(new RecordingStreamAdvisor('defaultEqualA', 50, outcome))
      .build();

    const pieces = await chatClient.prompt()
      .user('Name three colors.')
      .advisors(new RecordingStreamAdvisor('late', 500, outcome),
        new RecordingStreamAdvisor('equalB', 50, outcome),
        new RecordingStreamAdvisor('early', -500, outcome),
        new RecordingStreamAdvisor('equalC', 50, outcome))
      .stream()
      .content()
      .collectList();

    outcome.put('pieces', pieces);
    outcome.text(pieces.join(''));
  },
});
