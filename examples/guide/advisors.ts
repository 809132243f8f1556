/* spring-ai-ts, Apache-2.0. The TypeScript of docs/guide/advisors.md and docs/guide/recursive-advisors.md: each region is shown verbatim there. */
import {
  AdvisorChain,
  BaseAdvisor,
  ChatClient,
  ChatClientRequest,
  ChatClientResponse,
  LoggerFactory,
  Ordered,
  SafeGuardAdvisor,
  SimpleLoggerAdvisor,
  ToolCallAdvisor,
  type CallAdvisor,
  type CallAdvisorChain,
  type ChatModel,
} from 'spring-ai-ts';

// #region base-advisor
class TimingAdvisor extends BaseAdvisor {
  private static readonly log = LoggerFactory.getLogger(TimingAdvisor);

  getOrder(): number {
    return Ordered.HIGHEST_PRECEDENCE + 1000;
  }

  before(request: ChatClientRequest, chain: AdvisorChain): ChatClientRequest {
    request.context().set('startedAt', Date.now());
    return request;
  }

  after(response: ChatClientResponse, chain: AdvisorChain): ChatClientResponse {
    const startedAt = response.context().get('startedAt') as number;
    TimingAdvisor.log.info('answered in {} ms', Date.now() - startedAt);
    return response;
  }
}
// #endregion base-advisor

// #region recursive
class RetryOnEmptyAdvisor implements CallAdvisor {
  getName(): string {
    return 'RetryOnEmptyAdvisor';
  }

  getOrder(): number {
    return Ordered.HIGHEST_PRECEDENCE + 500;
  }

  async adviseCall(request: ChatClientRequest, chain: CallAdvisorChain): Promise<ChatClientResponse> {
    let response = await chain.nextCall(request);
    for (let attempt = 1; attempt < 3 && !response.chatResponse()?.getResult()?.getOutput().getText(); attempt++) {
      response = await chain.copy(this).nextCall(request);
    }
    return response;
  }
}
// #endregion recursive

export function advisorsGuide(chatModel: ChatModel): ChatClient {
  // #region register
  const chatClient = ChatClient.builder(chatModel)
    .defaultAdvisors(
      SafeGuardAdvisor.builder().sensitiveWords(['password', 'api key']).build(),
      new TimingAdvisor(),
      new SimpleLoggerAdvisor(),
    )
    .build();
  // #endregion register
  return chatClient;
}

export function recursiveGuide(chatModel: ChatModel): ChatClient {
  // #region tool-call-advisor
  const chatClient = ChatClient.builder(chatModel)
    .defaultAdvisors(ToolCallAdvisor.builder().build(), new RetryOnEmptyAdvisor())
    .build();
  // #endregion tool-call-advisor
  return chatClient;
}
