import { ChatClient, Sinks, StringUtils } from 'spring-ai-ts';
import type { ChatClientRequest, ChatClientResponse, Flux, StreamAdvisor, StreamAdvisorChain } from 'spring-ai-ts';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from 'spring-ai-ts/minimax';
import { scenario } from '../harness/Scenario.js';

class ProgressEventsAdvisor implements StreamAdvisor {
  private chunks = 0;

  constructor(private readonly events: Sinks.Many<string>) {}

  adviseStream(chatClientRequest: ChatClientRequest, streamAdvisorChain: StreamAdvisorChain): Flux<ChatClientResponse> {
    this.events.tryEmitNext('started');
    return streamAdvisorChain.nextStream(chatClientRequest).doOnNext((response) => {
      const chatResponse = response.chatResponse();
      const result = chatResponse != null ? chatResponse.getResult() : undefined;
      if (result != null && StringUtils.hasText(result.getOutput().getText())) {
        this.chunks++;
        this.events.emitNext('chunk ' + this.chunks, Sinks.EmitFailureHandler.FAIL_FAST);
      }
    }).doOnComplete(() => {
      this.events.tryEmitNext('completed after ' + this.chunks + ' chunks');
      this.events.tryEmitComplete();
    }).doOnError((error) => this.events.tryEmitError(error));
  }

  getName(): string {
    return 'progressEvents';
  }

  getOrder(): number {
    return 0;
  }
}

/**
 * A streaming application's progress events: a StreamAdvisor publishes "started", one "chunk n"
 * per streamed piece of text and "completed" through a Sinks.many().multicast().onBackpressureBuffer()
 * sink, which a subscriber collects while the ChatClient stream over MiniMax runs. An event emitted
 * before the subscriber subscribed waits for it (the sink's warm-up buffer); an event after the
 * sink completed is refused.
 */
export default scenario({
  script: [{ text: 'Red, green and blue.', chunks: 3 }],
  expected: [{ at: 'wire:option stream_options', doc: 'docs/DIFFERENCES.md#streamed-requests-ask-for-usage', why: 'the port asks MiniMax for usage in streams' }],
  async run(context) {
    const api = new MiniMaxApi(context.baseUrl, context.apiKey);
    const chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('abab6.5g-chat').build());
    const outcome = context.outcome;

    const events: Sinks.Many<string> = Sinks.many().multicast().onBackpressureBuffer();
    const received: Sinks.EmitResult = events.tryEmitNext('request received');
    const collected: Promise<string[]> = events.asFlux().collectList();
    outcome.put('receivedResult', received.name());
    outcome.put('subscribersWhileStreaming', events.currentSubscriberCount());

    const chatClient = ChatClient.builder(chatModel).build();
    const pieces = await chatClient.prompt()
      .user('Name three colors.')
      .advisors(new ProgressEventsAdvisor(events))
      .stream()
      .content()
      .collectList();

    outcome.put('events', await collected);
    outcome.put('subscribersAfter', events.currentSubscriberCount());
    outcome.put('lateResult', events.tryEmitNext('late').name());
    outcome.text(pieces.join(''));
  },
});
