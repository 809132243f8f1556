import { ChatClient } from 'spring-ai-ts';
import type { CallAdvisor, CallAdvisorChain, ChatClientRequest, ChatClientResponse } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class ReaskAdvisor implements CallAdvisor {
  constructor(private readonly outcome: Outcome) {}

  async adviseCall(chatClientRequest: ChatClientRequest, callAdvisorChain: CallAdvisorChain): Promise<ChatClientResponse> {
    let response = await callAdvisorChain.copy(this).nextCall(chatClientRequest);
    const text = response.chatResponse()!.getResult()!.getOutput().getText()!;
    this.outcome.advisor('reask.answer ' + text.length);
    if (text.length < 20) {
      const again = chatClientRequest.mutate()
        .prompt(chatClientRequest.prompt()
          .augmentUserMessage((userMessage) => userMessage.mutate()
            .text(userMessage.getText() + ' Please answer in more detail.')
            .build()))
        .build();
      response = await callAdvisorChain.copy(this).nextCall(again);
      this.outcome.advisor('reask.again ' + response.chatResponse()!.getResult()!.getOutput().getText()!.length);
    }
    return response;
  }

  getName(): string {
    return 'ReaskAdvisor';
  }

  getOrder(): number {
    return 100;
  }
}

class RecordingAdvisor implements CallAdvisor {
  constructor(
    private readonly name: string,
    private readonly outcome: Outcome,
  ) {}

  async adviseCall(chatClientRequest: ChatClientRequest, callAdvisorChain: CallAdvisorChain): Promise<ChatClientResponse> {
    this.outcome.advisor(this.name);
    return callAdvisorChain.nextCall(chatClientRequest);
  }

  getName(): string {
    return this.name;
  }

  getOrder(): number {
    return 200;
  }
}

/**
 * A recursive advisor: when the answer is too short it calls the rest of the chain again through
 * chain.copy(this), once, with a request for more detail; the advisors after it run twice (the
 * equal-order ones in the copy's order).
 */
export default scenario({
  script: [{ text: 'Scattering.' }, { text: 'Sunlight is scattered by air molecules, and blue light scatters most.' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const outcome = context.outcome;
    const chatClient = ChatClient.builder(chatModel)
      .defaultAdvisors(new ReaskAdvisor(outcome), new RecordingAdvisor('innerA', outcome),
        new RecordingAdvisor('innerB', outcome))
      .build();

    const answer = await chatClient.prompt().user('Why is the sky blue?').call().content();

    outcome.text(answer);
  },
});
