import { ChatClient, ChatOptions, LoggerFactory, ModelOptionsUtils } from 'spring-ai-ts';
import type { CallAdvisor, CallAdvisorChain, ChatClientRequest, ChatClientResponse, Flux, StreamAdvisor, StreamAdvisorChain } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

class AuditAdvisor implements CallAdvisor, StreamAdvisor {
  private static readonly log = LoggerFactory.getLogger(AuditAdvisor);

  private readonly options: string[] = [];

  async adviseCall(chatClientRequest: ChatClientRequest, callAdvisorChain: CallAdvisorChain): Promise<ChatClientResponse> {
    const json = ModelOptionsUtils.toJsonString(chatClientRequest.prompt().getOptions());
    this.options.push(json);
    AuditAdvisor.log.info('call {} with options {}', chatClientRequest.prompt().getUserMessage().getText(), json);
    const response = await callAdvisorChain.nextCall(chatClientRequest);
    if (AuditAdvisor.log.isDebugEnabled()) {
      AuditAdvisor.log.debug('response: {}', response.chatResponse()!.getResult()!.getOutput().getText());
    }
    return response;
  }

  adviseStream(chatClientRequest: ChatClientRequest, streamAdvisorChain: StreamAdvisorChain): Flux<ChatClientResponse> {
    const json = ModelOptionsUtils.toJsonString(chatClientRequest.prompt().getOptions());
    this.options.push(json);
    AuditAdvisor.log.info('stream {} with options {}', chatClientRequest.prompt().getUserMessage().getText(), json);
    return streamAdvisorChain.nextStream(chatClientRequest)
      .doOnError((error) => AuditAdvisor.log.warn('stream failed for {}', chatClientRequest.prompt().getUserMessage().getText(), error));
  }

  getOptions(): string[] {
    return this.options;
  }

  getName(): string {
    return 'audit';
  }

  getOrder(): number {
    return 0;
  }
}

/**
 * An application's logging advisor (call and stream) with an SLF4J logger: it logs the request
 * and the answer and keeps ModelOptionsUtils.toJsonString of each request's options.
 */
export default scenario({
  script: [{ text: 'The Nile.' }, { text: 'Mount Everest.', chunks: 2 }, { text: 'Lake Baikal.' }],
  expected: [{ at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').temperature(0.7).build());
    const audit = new AuditAdvisor();
    const chatClient = ChatClient.builder(chatModel).defaultAdvisors(audit).build();

    const answer = await chatClient.prompt().user('Name a river.').call().content();

    const pieces = await chatClient.prompt()
      .user('Name a mountain.')
      .options(MiniMaxChatOptions.builder().model('abab6.5s-chat').maxTokens(64).stop(['END']).build())
      .stream()
      .content()
      .collectList();

    const portable = await chatClient.prompt()
      .user('Name a lake.')
      .options(ChatOptions.builder().temperature(0.3).maxTokens(32).build())
      .call()
      .content();

    context.outcome.text(answer);
    context.outcome.put('portable', portable);
    context.outcome.put('pieces', pieces);
    context.outcome.put('options', audit.getOptions());
  },
});
