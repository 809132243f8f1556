import { ChatClient } from 'spring-ai-ts';
import type { CallAdvisor, CallAdvisorChain, ChatClientRequest, ChatClientResponse } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import type { Outcome } from '../harness/Outcome.js';
import { scenario } from '../harness/Scenario.js';

class TenantAdvisor implements CallAdvisor {
  static readonly TENANT = 'tenant';

  static readonly LANGUAGE = 'language';

  constructor(private readonly outcome: Outcome) {}

  async adviseCall(chatClientRequest: ChatClientRequest, callAdvisorChain: CallAdvisorChain): Promise<ChatClientResponse> {
    const tenant = chatClientRequest.context().get(TenantAdvisor.TENANT);
    const language = chatClientRequest.context().get(TenantAdvisor.LANGUAGE);
    this.outcome.advisor('tenant=' + tenant + ' language=' + language + ' missing=' + chatClientRequest.context().has('missing'));
    const request = chatClientRequest.mutate()
      .prompt(chatClientRequest.prompt()
        .augmentSystemMessage('Tenant ' + tenant + ', answer in ' + language + '.'))
      .build();
    return callAdvisorChain.nextCall(request);
  }

  getName(): string {
    return 'TenantAdvisor';
  }

  getOrder(): number {
    return 0;
  }
}

/**
 * Advisor parameters, default and per request (the request's value wins), read by an advisor
 * from the request context and put into the system text.
 */
export default scenario({
  script: [{ text: 'Hi!' }, { text: 'Salut !' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const chatClient = ChatClient.builder(chatModel)
      .defaultAdvisors((a) => a.advisors(new TenantAdvisor(context.outcome))
        .param(TenantAdvisor.TENANT, 'acme')
        .param(TenantAdvisor.LANGUAGE, 'English'))
      .build();

    const first = await chatClient.prompt().user('Say hi.').call().content();

    const second = await chatClient.prompt()
      .user('Say hi again.')
      .advisors((a) => a.param(TenantAdvisor.LANGUAGE, 'French').param('count', 2))
      .call()
      .content();

    context.outcome.put('first', first);
    context.outcome.put('second', second);
  },
});
