import { BaseAdvisor, ChatClient } from 'spring-ai-ts';
import type { AdvisorChain, ChatClientRequest, ChatClientResponse } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class PoliteAdvisor extends BaseAdvisor {
  constructor(private readonly outcome: Outcome) {
    super();
  }

  before(chatClientRequest: ChatClientRequest, advisorChain: AdvisorChain): ChatClientRequest {
    this.outcome.advisor('polite.before: ' + chatClientRequest.prompt().getUserMessage().getText());
    return chatClientRequest.mutate()
      .prompt(chatClientRequest.prompt()
        .augmentUserMessage((userMessage) => userMessage.mutate()
          .text(userMessage.getText() + ' Please be polite.')
          .build()))
      .context('polite', true)
      .build();
  }

  after(chatClientResponse: ChatClientResponse, advisorChain: AdvisorChain): ChatClientResponse {
    const chatResponse = chatClientResponse.chatResponse();
    const generation = chatResponse !== undefined ? chatResponse.getResult() : undefined;
    const text = generation !== undefined ? generation.getOutput().getText() : undefined;
    this.outcome.advisor('polite.after: ' + (text !== undefined ? text : 'no text') + ' polite='
      + chatClientResponse.context().get('polite'));
    return chatClientResponse;
  }

  getOrder(): number {
    return 0;
  }
}

/**
 * A BaseAdvisor whose before step rewrites the user message and whose after step reads the answer,
 * on a call and on a stream (where after runs on the chunk with the finish reason).
 */
export default scenario({
  script: [{ text: 'Hello, Bob.' }, { text: 'Hello there, Eve.', chunks: 3 }],
  expected: [
    { at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' },
    { at: 'outcome:advisors[4]', doc: 'docs/DIFFERENCES.md#the-streams-closing-summary-event-is-not-an-answer-chunk', why: 'Spring AI runs after again on the stream\'s summary chunk' },
  ],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.builder(chatModel)
      .defaultAdvisors(new PoliteAdvisor(context.outcome))
      .build();

    const answer = await chatClient.prompt().user('Greet Bob.').call().content();

    const pieces = await chatClient.prompt().user('Greet Eve.').stream().content().collectList();

    context.outcome.text(answer);
    context.outcome.put('pieces', pieces);
    context.outcome.put('name', new PoliteAdvisor(context.outcome).getName());
  },
});
