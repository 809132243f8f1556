import { IllegalArgumentException } from '../../../../../src/java/core/IllegalArgumentException.js';
import { IllegalStateException } from '../../../../../src/java/core/IllegalStateException.js';
import { Ordered } from '../../../../../src/java/core/Ordered.js';
import { ChatClientRequest } from '../../../../../src/chat/client/ChatClientRequest.js';
import { ChatClientResponse } from '../../../../../src/chat/client/ChatClientResponse.js';
import { ChatModelCallAdvisor } from '../../../../../src/chat/client/advisor/ChatModelCallAdvisor.js';
import { ChatModelStreamAdvisor } from '../../../../../src/chat/client/advisor/ChatModelStreamAdvisor.js';
import { DefaultAroundAdvisorChain } from '../../../../../src/chat/client/advisor/DefaultAroundAdvisorChain.js';
import { Advisor } from '../../../../../src/chat/client/advisor/api/Advisor.js';
import type { AdvisorChain } from '../../../../../src/chat/client/advisor/api/AdvisorChain.js';
import { BaseAdvisor } from '../../../../../src/chat/client/advisor/api/BaseAdvisor.js';
import { BaseChatMemoryAdvisor } from '../../../../../src/chat/client/advisor/api/BaseChatMemoryAdvisor.js';
import { CallAdvisor } from '../../../../../src/chat/client/advisor/api/CallAdvisor.js';
import type { CallAdvisorChain } from '../../../../../src/chat/client/advisor/api/CallAdvisorChain.js';
import { StreamAdvisor } from '../../../../../src/chat/client/advisor/api/StreamAdvisor.js';
import type { StreamAdvisorChain } from '../../../../../src/chat/client/advisor/api/StreamAdvisorChain.js';
import { ChatMemory } from '../../../../../src/chat/memory/ChatMemory.js';
import { AssistantMessage } from '../../../../../src/chat/messages/AssistantMessage.js';
import { ChatGenerationMetadata } from '../../../../../src/chat/metadata/ChatGenerationMetadata.js';
import type { ChatModel } from '../../../../../src/chat/model/ChatModel.js';
import { ChatResponse } from '../../../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../../../src/chat/model/Generation.js';
import { Prompt } from '../../../../../src/chat/prompt/Prompt.js';
import { ObservationRegistry } from '../../../../../src/java/micrometer/observation/ObservationRegistry.js';
import { Flux } from '../../../../../src/java/reactor/Flux.js';
import { Schedulers } from '../../../../../src/java/reactor/Schedulers.js';

// There is no BaseAdvisorTests in Spring AI; these pin the defaults of the abstract class.

const chunk = (text: string, finishReason?: string): ChatResponse =>
  new ChatResponse([
    new Generation(
      new AssistantMessage(text),
      finishReason === undefined ? ChatGenerationMetadata.NULL : ChatGenerationMetadata.builder().finishReason(finishReason).build(),
    ),
  ]);

class MarkingAdvisor extends BaseAdvisor {
  readonly seen: string[] = [];

  getOrder(): number {
    return 0;
  }

  async before(request: ChatClientRequest, _chain: AdvisorChain): Promise<ChatClientRequest> {
    this.seen.push('before');
    return request.mutate().context('marked', true).build();
  }

  after(response: ChatClientResponse, _chain: AdvisorChain): ChatClientResponse {
    this.seen.push(`after:${response.chatResponse()?.getResult()?.getOutput().getText()}`);
    return response.mutate().context('after', true).build();
  }
}

const model = {
  call: async (prompt: Prompt) => chunk(`echo ${prompt.getContents()}`, 'STOP'),
  stream: () => Flux.just(chunk('a'), chunk('b'), chunk('c', 'STOP')),
} as unknown as ChatModel;

const chainWith = (advisor: BaseAdvisor): DefaultAroundAdvisorChain =>
  DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP)
    .pushAll([advisor, ChatModelCallAdvisor.builder().chatModel(model).build(), ChatModelStreamAdvisor.builder().chatModel(model).build()])
    .build();

const request = (): ChatClientRequest => ChatClientRequest.builder().prompt(new Prompt('hi')).build();

describe('BaseAdvisor (spring-ai-ts)', () => {
  test('adviseCall runs before, the chain, then after (async or sync hooks)', async () => {
    const advisor = new MarkingAdvisor();

    const response = await chainWith(advisor).nextCall(request());

    expect(advisor.seen).toEqual(['before', 'after:echo hi']);
    expect(response.context().get('marked')).toBe(true);
    expect(response.context().get('after')).toBe(true);
  });

  test('adviseStream runs after only on the chunk that has a finish reason', async () => {
    const advisor = new MarkingAdvisor();

    const responses = await chainWith(advisor).nextStream(request()).collectList();

    expect(advisor.seen).toEqual(['before', 'after:c']);
    expect(responses.map((response) => response.context().has('after'))).toEqual([false, false, true]);
    expect(responses.every((response) => response.context().get('marked') === true)).toBe(true);
  });

  test('adviseStream runs before only when the stream is consumed', () => {
    const advisor = new MarkingAdvisor();
    chainWith(advisor).nextStream(request());
    expect(advisor.seen).toEqual([]);
  });

  test('stream failures arrive as IllegalStateException("Stream processing failed") with the cause', async () => {
    const failure = new Error('boom');
    const advisor = new MarkingAdvisor();
    const chain = { nextStream: () => Flux.error(failure) } as unknown as StreamAdvisorChain;

    const error = await advisor
      .adviseStream(request(), chain)
      .collectList()
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );

    expect(error).toBeInstanceOf(IllegalStateException);
    expect((error as IllegalStateException).getMessage()).toBe('Stream processing failed');
    expect((error as IllegalStateException).getCause()).toBe(failure);
  });

  test('argument checks: rejections on the call path, thrown at once on the stream path', async () => {
    const advisor = new MarkingAdvisor();
    const callChain = {} as CallAdvisorChain;
    const streamChain = {} as StreamAdvisorChain;
    await expect(advisor.adviseCall(null as unknown as ChatClientRequest, callChain)).rejects.toThrow(
      new IllegalArgumentException('chatClientRequest cannot be null'),
    );
    await expect(advisor.adviseCall(request(), null as unknown as CallAdvisorChain)).rejects.toThrow(
      new IllegalArgumentException('callAdvisorChain cannot be null'),
    );
    expect(() => advisor.adviseStream(null as unknown as ChatClientRequest, streamChain)).toThrow(
      new IllegalArgumentException('chatClientRequest cannot be null'),
    );
    expect(() => advisor.adviseStream(request(), null as unknown as StreamAdvisorChain)).toThrow(
      new IllegalArgumentException('streamAdvisorChain cannot be null'),
    );
    class NoScheduler extends MarkingAdvisor {
      override getScheduler(): never {
        return undefined as never;
      }
    }
    expect(() => new NoScheduler().adviseStream(request(), streamChain)).toThrow(
      new IllegalArgumentException('scheduler cannot be null'),
    );
  });

  test('defaults: name is the class name, scheduler is boundedElastic, constants as in Spring', () => {
    const advisor = new MarkingAdvisor();
    expect(advisor.getName()).toBe('MarkingAdvisor');
    expect(advisor.getScheduler()).toBe(BaseAdvisor.DEFAULT_SCHEDULER);
    expect(BaseAdvisor.DEFAULT_SCHEDULER).toBe(Schedulers.boundedElastic());
    expect(BaseAdvisor.HIGHEST_PRECEDENCE + 300).toBe(-2147483348);
    expect(BaseAdvisor.DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER).toBe(-2147482648);
    expect(Advisor.DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER).toBe(Ordered.HIGHEST_PRECEDENCE + 1000);
    expect(CallAdvisor.isInstance(advisor)).toBe(true);
    expect(StreamAdvisor.isInstance(advisor)).toBe(true);
    expect(Advisor.isInstance(advisor)).toBe(true);
    expect(CallAdvisor.isInstance({ getName: () => 'x', getOrder: () => 0 })).toBe(false);
  });
});

class MemoryAdvisor extends BaseChatMemoryAdvisor {
  getOrder(): number {
    return BaseAdvisor.DEFAULT_CHAT_MEMORY_PRECEDENCE_ORDER;
  }

  before(request: ChatClientRequest): ChatClientRequest {
    return request;
  }

  after(response: ChatClientResponse): ChatClientResponse {
    return response;
  }
}

describe('BaseChatMemoryAdvisor (spring-ai-ts)', () => {
  const advisor = new MemoryAdvisor();

  test('getConversationId reads ChatMemory.CONVERSATION_ID as a string', () => {
    expect(ChatMemory.CONVERSATION_ID).toBe('chat_memory_conversation_id');
    expect(advisor.getConversationId(new Map([[ChatMemory.CONVERSATION_ID, 'abc']]))).toBe('abc');
    expect(advisor.getConversationId({ [ChatMemory.CONVERSATION_ID]: 42 })).toBe('42');
  });

  test('getConversationId checks with Spring messages', () => {
    expect(() => advisor.getConversationId(null as unknown as Map<string, unknown>)).toThrow(
      new IllegalArgumentException('context cannot be null'),
    );
    expect(() => advisor.getConversationId(new Map([[null as unknown as string, 'x']]))).toThrow(
      new IllegalArgumentException('context cannot contain null keys'),
    );
    expect(() => advisor.getConversationId(new Map())).toThrow(new IllegalArgumentException('conversationId cannot be null'));
  });
});

describe('AdvisorChain (spring-ai-ts)', () => {
  test('the companion applies the NOOP default and recognises chains', async () => {
    const { AdvisorChain } = await import('../../../../../src/chat/client/advisor/api/AdvisorChain.js');
    const registry = ObservationRegistry.create();
    expect(AdvisorChain.getObservationRegistry({})).toBe(ObservationRegistry.NOOP);
    expect(AdvisorChain.getObservationRegistry(DefaultAroundAdvisorChain.builder(registry).build())).toBe(registry);
    expect(AdvisorChain.isInstance(DefaultAroundAdvisorChain.builder(registry).build())).toBe(true);
    expect(AdvisorChain.isInstance({ nextStream: () => Flux.empty() })).toBe(true);
    expect(AdvisorChain.isInstance({})).toBe(false);
    expect(AdvisorChain.isInstance(null)).toBe(false);
  });
});
