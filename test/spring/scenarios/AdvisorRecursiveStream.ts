import { ChatClient, Flux } from 'spring-ai-ts';
import type { ChatClientRequest, ChatClientResponse, StreamAdvisor, StreamAdvisorChain } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class ReaskStreamAdvisor implements StreamAdvisor {
  constructor(private readonly outcome: Outcome) {}

  static textOf(response: ChatClientResponse): string {
    const chatResponse = response.chatResponse();
    const generation = chatResponse !== undefined ? chatResponse.getResult() : undefined;
    const text = generation !== undefined ? generation.getOutput().getText() : undefined;
    return text !== undefined ? text : '';
  }

  adviseStream(chatClientRequest: ChatClientRequest, streamAdvisorChain: StreamAdvisorChain): Flux<ChatClientResponse> {
    return Flux.from(streamAdvisorChain.copy(this)
      .nextStream(chatClientRequest)
      .collectList())
      .flatMap((responses) => {
        let text = '';
        for (const response of responses) {
          text += ReaskStreamAdvisor.textOf(response);
        }
        this.outcome.advisor('reask.answer ' + text.length);
        if (text.length >= 20) {
          return Flux.fromIterable(responses);
        }
        const again = chatClientRequest.mutate()
          .prompt(chatClientRequest.prompt()
            .augmentUserMessage((userMessage) => userMessage.mutate()
              .text(userMessage.getText() + ' Please answer in more detail.')
              .build()))
          .build();
        return streamAdvisorChain.copy(this).nextStream(again);
      });
  }

  getName(): string {
    return 'ReaskStreamAdvisor';
  }

  getOrder(): number {
    return 100;
  }
}

class RecordingStreamAdvisor implements StreamAdvisor {
  constructor(
    private readonly name: string,
    private readonly outcome: Outcome,
  ) {}

  adviseStream(chatClientRequest: ChatClientRequest, streamAdvisorChain: StreamAdvisorChain): Flux<ChatClientResponse> {
    this.outcome.advisor(this.name);
    return streamAdvisorChain.nextStream(chatClientRequest);
  }

  getName(): string {
    return this.name;
  }

  getOrder(): number {
    return 200;
  }
}

/**
 * A recursive stream advisor: it gathers the streamed answer and, when it is too short, streams the
 * rest of the chain again through chain.copy(this) with a request for more detail; the advisors
 * after it run twice (the equal-order ones in the copy's order).
 */
export default scenario({
  script: [{ text: 'Rayleigh.', chunks: 2 }, { text: 'Sunlight scatters off air molecules, blue the most.', chunks: 3 }],
  expected: [{ at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const outcome = context.outcome;
    const chatClient = ChatClient.builder(chatModel)
      .defaultAdvisors(new ReaskStreamAdvisor(outcome), new RecordingStreamAdvisor('innerA', outcome),
        new RecordingStreamAdvisor('innerB', outcome))
      .build();

    const pieces = await chatClient.prompt()
      .user('Why is the sky blue?')
      .stream()
      .content()
      .collectList();

    outcome.put('pieces', pieces);
    outcome.text(pieces.join(''));
  },
});
