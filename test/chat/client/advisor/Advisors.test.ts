import { ChatClient } from '../../../../src/chat/client/ChatClient.js';
import type { ChatClientRequest } from '../../../../src/chat/client/ChatClientRequest.js';
import type { ChatClientResponse } from '../../../../src/chat/client/ChatClientResponse.js';
import type { CallAdvisor } from '../../../../src/chat/client/advisor/api/CallAdvisor.js';
import type { CallAdvisorChain } from '../../../../src/chat/client/advisor/api/CallAdvisorChain.js';
import type { StreamAdvisor } from '../../../../src/chat/client/advisor/api/StreamAdvisor.js';
import type { StreamAdvisorChain } from '../../../../src/chat/client/advisor/api/StreamAdvisorChain.js';
import { Flux } from '../../../../src/java/reactor/Flux.js';
import { chatResponse, mockChatModel } from '../chatClientTestSupport.js';

class MockAroundAdvisor implements CallAdvisor, StreamAdvisor {
  chatClientRequest: ChatClientRequest | undefined;
  chatClientResponse: ChatClientResponse | undefined;
  readonly advisedChatClientResponses: ChatClientResponse[] = [];

  constructor(
    private readonly name: string,
    private readonly order: number,
  ) {}

  getName(): string {
    return this.name;
  }

  getOrder(): number {
    return this.order;
  }

  async adviseCall(chatClientRequest: ChatClientRequest, callAdvisorChain: CallAdvisorChain): Promise<ChatClientResponse> {
    this.chatClientRequest = chatClientRequest
      .mutate()
      .context(new Map([[`aroundCallBefore${this.getName()}`, `AROUND_CALL_BEFORE ${this.getName()}`], ['lastBefore', this.getName()]]))
      .build();
    const chatClientResponse = await callAdvisorChain.nextCall(this.chatClientRequest);
    this.chatClientResponse = chatClientResponse
      .mutate()
      .context(new Map([[`aroundCallAfter${this.getName()}`, `AROUND_CALL_AFTER ${this.getName()}`], ['lastAfter', this.getName()]]))
      .build();
    return this.chatClientResponse;
  }

  adviseStream(chatClientRequest: ChatClientRequest, streamAdvisorChain: StreamAdvisorChain): Flux<ChatClientResponse> {
    this.chatClientRequest = chatClientRequest
      .mutate()
      .context(
        new Map([[`aroundStreamBefore${this.getName()}`, `AROUND_STREAM_BEFORE ${this.getName()}`], ['lastBefore', this.getName()]]),
      )
      .build();
    const chatClientResponseFlux = streamAdvisorChain.nextStream(this.chatClientRequest);
    return chatClientResponseFlux
      .map((chatClientResponse) =>
        chatClientResponse
          .mutate()
          .context(
            new Map([[`aroundStreamAfter${this.getName()}`, `AROUND_STREAM_AFTER ${this.getName()}`], ['lastAfter', this.getName()]]),
          )
          .build(),
      )
      .doOnNext((response) => this.advisedChatClientResponses.push(response));
  }
}

describe('AdvisorsTests', () => {
  test('callAdvisorsContextPropagation', async () => {
    // Order 0 has higher priority than order 1: the lower the order the higher the priority.
    const mockAroundAdvisor1 = new MockAroundAdvisor('Advisor1', 0);
    const mockAroundAdvisor2 = new MockAroundAdvisor('Advisor2', 1);
    const chatModel = mockChatModel();
    chatModel.call.mockImplementation(async () => chatResponse('Hello John'));

    const chatClient = ChatClient.builder(chatModel)
      .defaultSystem('Default system text.')
      .defaultAdvisors(mockAroundAdvisor1)
      .build();

    const content = await chatClient
      .prompt()
      .user('my name is John')
      .advisors(mockAroundAdvisor2)
      .advisors((a) => a.param('key1', 'value1').params(new Map([['key2', 'value2']])))
      .call()
      .content();

    expect(content).toBe('Hello John');
    expect(mockAroundAdvisor1.chatClientResponse?.chatResponse()).toBeDefined();
    expect(Object.fromEntries(mockAroundAdvisor1.chatClientResponse!.context())).toEqual(
      expect.objectContaining({
        key1: 'value1',
        key2: 'value2',
        aroundCallBeforeAdvisor1: 'AROUND_CALL_BEFORE Advisor1',
        aroundCallAfterAdvisor1: 'AROUND_CALL_AFTER Advisor1',
        aroundCallBeforeAdvisor2: 'AROUND_CALL_BEFORE Advisor2',
        aroundCallAfterAdvisor2: 'AROUND_CALL_AFTER Advisor2',
        lastBefore: 'Advisor2', // inner
        lastAfter: 'Advisor1', // outer
      }),
    );
    expect(chatModel.call).toHaveBeenCalledTimes(1);
  });

  test('streamAdvisorsContextPropagation', async () => {
    const mockAroundAdvisor1 = new MockAroundAdvisor('Advisor1', 0);
    const mockAroundAdvisor2 = new MockAroundAdvisor('Advisor2', 1);
    const chatModel = mockChatModel();
    chatModel.stream.mockImplementation(() => Flux.just(chatResponse('Hello'), chatResponse(' John')));

    const chatClient = ChatClient.builder(chatModel)
      .defaultSystem('Default system text.')
      .defaultAdvisors(mockAroundAdvisor1)
      .build();

    const content = (
      await chatClient
        .prompt()
        .user('my name is John')
        .advisors((a) => a.param('key1', 'value1').params(new Map([['key2', 'value2']])))
        .advisors(mockAroundAdvisor2)
        .stream()
        .content()
        .collectList()
    ).join('');

    expect(content).toBe('Hello John');
    expect(mockAroundAdvisor1.advisedChatClientResponses.length).toBeGreaterThan(0);
    for (const chatClientResponse of mockAroundAdvisor1.advisedChatClientResponses) {
      expect(Object.fromEntries(chatClientResponse.context())).toEqual(
        expect.objectContaining({
          key1: 'value1',
          key2: 'value2',
          aroundStreamBeforeAdvisor1: 'AROUND_STREAM_BEFORE Advisor1',
          aroundStreamAfterAdvisor1: 'AROUND_STREAM_AFTER Advisor1',
          aroundStreamBeforeAdvisor2: 'AROUND_STREAM_BEFORE Advisor2',
          aroundStreamAfterAdvisor2: 'AROUND_STREAM_AFTER Advisor2',
          lastBefore: 'Advisor2', // inner
          lastAfter: 'Advisor1', // outer
        }),
      );
    }
    expect(chatModel.stream).toHaveBeenCalledTimes(1);
  });
});
