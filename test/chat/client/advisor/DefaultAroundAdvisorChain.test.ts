import { IllegalArgumentException } from '../../../../src/java/core/IllegalArgumentException.js';
import { IllegalStateException } from '../../../../src/java/core/IllegalStateException.js';
import { Ordered } from '../../../../src/java/core/Ordered.js';
import { ChatClientRequest } from '../../../../src/chat/client/ChatClientRequest.js';
import { ChatClientResponse } from '../../../../src/chat/client/ChatClientResponse.js';
import { ChatModelCallAdvisor } from '../../../../src/chat/client/advisor/ChatModelCallAdvisor.js';
import { ChatModelStreamAdvisor } from '../../../../src/chat/client/advisor/ChatModelStreamAdvisor.js';
import { DefaultAroundAdvisorChain } from '../../../../src/chat/client/advisor/DefaultAroundAdvisorChain.js';
import type { Advisor } from '../../../../src/chat/client/advisor/api/Advisor.js';
import type { AdvisorChain } from '../../../../src/chat/client/advisor/api/AdvisorChain.js';
import type { CallAdvisor } from '../../../../src/chat/client/advisor/api/CallAdvisor.js';
import type { CallAdvisorChain } from '../../../../src/chat/client/advisor/api/CallAdvisorChain.js';
import type { StreamAdvisor } from '../../../../src/chat/client/advisor/api/StreamAdvisor.js';
import type { StreamAdvisorChain } from '../../../../src/chat/client/advisor/api/StreamAdvisorChain.js';
import { AdvisorObservationContext } from '../../../../src/chat/client/advisor/observation/AdvisorObservationContext.js';
import { AssistantMessage } from '../../../../src/chat/messages/AssistantMessage.js';
import { ChatGenerationMetadata } from '../../../../src/chat/metadata/ChatGenerationMetadata.js';
import { ChatModel } from '../../../../src/chat/model/ChatModel.js';
import { ChatResponse } from '../../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../../src/chat/model/Generation.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { Observation } from '../../../../src/java/micrometer/observation/Observation.js';
import { ObservationRegistry } from '../../../../src/java/micrometer/observation/ObservationRegistry.js';
import { ObservationThreadLocalAccessor } from '../../../../src/java/micrometer/observation/contextpropagation/ObservationThreadLocalAccessor.js';
import { TestObservationRegistry } from '../../../../src/java/micrometer/observation/tck/TestObservationRegistry.js';
import { Flux } from '../../../../src/java/reactor/Flux.js';
import { AdvisorObservationConvention } from '../../../../src/chat/client/advisor/observation/AdvisorObservationConvention.js';

const request = (text = 'Hello'): ChatClientRequest => ChatClientRequest.builder().prompt(new Prompt(text)).build();

const chunk = (text: string, finishReason?: string): ChatResponse =>
  new ChatResponse([
    new Generation(
      new AssistantMessage(text),
      finishReason === undefined ? ChatGenerationMetadata.NULL : ChatGenerationMetadata.builder().finishReason(finishReason).build(),
    ),
  ]);

/** Mockito's `mock(CallAdvisor.class)`: getOrder() answers 0 like an unstubbed int method. */
function mockCallAdvisor(name: string): CallAdvisor {
  return {
    getName: jest.fn(() => name),
    getOrder: jest.fn(() => 0),
    adviseCall: jest.fn(async () => ChatClientResponse.builder().build()),
  };
}

function mockStreamAdvisor(name: string): StreamAdvisor {
  return {
    getName: jest.fn(() => name),
    getOrder: jest.fn(() => 0),
    adviseStream: jest.fn(() => Flux.just(ChatClientResponse.builder().build())),
  };
}

function createMockAdvisor(name: string, order: number): CallAdvisor {
  return {
    getName: () => name,
    getOrder: () => order,
    adviseCall: (chatClientRequest: ChatClientRequest, chain: CallAdvisorChain) => chain.nextCall(chatClientRequest),
  };
}

describe('DefaultAroundAdvisorChainTests', () => {
  test('whenObservationRegistryIsNullThenThrow', () => {
    expect(() => DefaultAroundAdvisorChain.builder(null as unknown as ObservationRegistry).build()).toThrow(
      new IllegalArgumentException('the observationRegistry must be non-null'),
    );
  });

  test('whenAdvisorIsNullThenThrow', () => {
    expect(() =>
      DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP)
        .push(null as unknown as Advisor)
        .build(),
    ).toThrow(new IllegalArgumentException('the advisor must be non-null'));
  });

  test('whenAdvisorListIsNullThenThrow', () => {
    expect(() =>
      DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP)
        .pushAll(null as unknown as Advisor[])
        .build(),
    ).toThrow(new IllegalArgumentException('the advisors must be non-null'));
  });

  test('whenAdvisorListContainsNullElementsThenThrow', () => {
    const advisors = [null as unknown as Advisor];
    expect(() => DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP).pushAll(advisors).build()).toThrow(
      new IllegalArgumentException('the advisors must not contain null elements'),
    );
  });

  test('getObservationConventionIsNullThenUseDefault', () => {
    const chain: AdvisorChain = DefaultAroundAdvisorChain.builder(ObservationRegistry.create())
      .observationConvention(undefined)
      .build();
    expect(chain).toBeInstanceOf(DefaultAroundAdvisorChain);
  });

  test('getObservationRegistry', () => {
    const observationRegistry = ObservationRegistry.create();
    const chain: AdvisorChain = DefaultAroundAdvisorChain.builder(observationRegistry).build();
    expect(chain.getObservationRegistry?.()).toBe(observationRegistry);
  });

  test('getCallAdvisors', async () => {
    const advisors = [mockCallAdvisor('advisor1'), mockCallAdvisor('advisor2')];
    const chain: CallAdvisorChain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP).pushAll(advisors).build();
    expect(chain.getCallAdvisors()).toHaveLength(2);
    expect(chain.getCallAdvisors()).toEqual(expect.arrayContaining(advisors));

    await chain.nextCall(request());
    expect(chain.getCallAdvisors()).toHaveLength(2);
    expect(chain.getCallAdvisors()).toEqual(expect.arrayContaining(advisors));

    await chain.nextCall(request());
    expect(chain.getCallAdvisors()).toHaveLength(2);
    expect(chain.getCallAdvisors()).toEqual(expect.arrayContaining(advisors));
  });

  test('getStreamAdvisors', async () => {
    const advisors = [mockStreamAdvisor('advisor1'), mockStreamAdvisor('advisor2')];
    const chain: StreamAdvisorChain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP).pushAll(advisors).build();
    expect(chain.getStreamAdvisors()).toHaveLength(2);
    expect(chain.getStreamAdvisors()).toEqual(expect.arrayContaining(advisors));

    await chain.nextStream(request()).blockLast();
    expect(chain.getStreamAdvisors()).toHaveLength(2);
    expect(chain.getStreamAdvisors()).toEqual(expect.arrayContaining(advisors));

    await chain.nextStream(request()).blockLast();
    expect(chain.getStreamAdvisors()).toHaveLength(2);
    expect(chain.getStreamAdvisors()).toEqual(expect.arrayContaining(advisors));
  });

  test('whenAfterAdvisorIsNullThenThrowException', () => {
    const chain: CallAdvisorChain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP).build();
    expect(() => chain.copy(null as unknown as CallAdvisor)).toThrow(IllegalArgumentException);
    expect(() => chain.copy(null as unknown as CallAdvisor)).toThrow('The after advisor must not be null');
  });

  test('whenAdvisorNotInChainThenThrowException', () => {
    const advisor1 = createMockAdvisor('advisor1', 1);
    const advisor2 = createMockAdvisor('advisor2', 2);
    const notInChain = createMockAdvisor('notInChain', 3);
    const chain: CallAdvisorChain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP)
      .pushAll([advisor1, advisor2])
      .build();

    expect(() => chain.copy(notInChain)).toThrow(IllegalArgumentException);
    expect(() => chain.copy(notInChain)).toThrow(/The specified advisor is not part of the chain.*notInChain/);
  });

  test('whenAdvisorIsLastInChainThenReturnEmptyChain', () => {
    const advisor1 = createMockAdvisor('advisor1', 1);
    const advisor2 = createMockAdvisor('advisor2', 2);
    const advisor3 = createMockAdvisor('advisor3', 3);
    const chain: CallAdvisorChain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP)
      .pushAll([advisor1, advisor2, advisor3])
      .build();

    const newChain = chain.copy(advisor3);

    expect(newChain.getCallAdvisors()).toHaveLength(0);
  });

  test('whenAdvisorIsFirstInChainThenReturnChainWithRemainingAdvisors', () => {
    const advisor1 = createMockAdvisor('advisor1', 1);
    const advisor2 = createMockAdvisor('advisor2', 2);
    const advisor3 = createMockAdvisor('advisor3', 3);
    const chain: CallAdvisorChain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP)
      .pushAll([advisor1, advisor2, advisor3])
      .build();

    const newChain = chain.copy(advisor1);

    expect(newChain.getCallAdvisors()).toHaveLength(2);
    expect(newChain.getCallAdvisors()[0]?.getName()).toBe('advisor2');
    expect(newChain.getCallAdvisors()[1]?.getName()).toBe('advisor3');
  });

  test('whenAdvisorIsInMiddleOfChainThenReturnChainWithRemainingAdvisors', () => {
    const advisor1 = createMockAdvisor('advisor1', 1);
    const advisor2 = createMockAdvisor('advisor2', 2);
    const advisor3 = createMockAdvisor('advisor3', 3);
    const advisor4 = createMockAdvisor('advisor4', 4);
    const chain: CallAdvisorChain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP)
      .pushAll([advisor1, advisor2, advisor3, advisor4])
      .build();

    const newChain = chain.copy(advisor2);

    expect(newChain.getCallAdvisors()).toHaveLength(2);
    expect(newChain.getCallAdvisors()[0]?.getName()).toBe('advisor3');
    expect(newChain.getCallAdvisors()[1]?.getName()).toBe('advisor4');
  });

  test('whenCopyingChainThenOriginalChainRemainsUnchanged', () => {
    const advisor1 = createMockAdvisor('advisor1', 1);
    const advisor2 = createMockAdvisor('advisor2', 2);
    const advisor3 = createMockAdvisor('advisor3', 3);
    const chain: CallAdvisorChain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP)
      .pushAll([advisor1, advisor2, advisor3])
      .build();

    const newChain = chain.copy(advisor1);

    expect(chain.getCallAdvisors().map((advisor) => advisor.getName())).toEqual(['advisor1', 'advisor2', 'advisor3']);
    expect(newChain.getCallAdvisors().map((advisor) => advisor.getName())).toEqual(['advisor2', 'advisor3']);
  });

  test('whenCopyingChainThenObservationRegistryIsPreserved', () => {
    const advisor1 = createMockAdvisor('advisor1', 1);
    const advisor2 = createMockAdvisor('advisor2', 2);
    const customRegistry = ObservationRegistry.create();
    const chain: CallAdvisorChain = DefaultAroundAdvisorChain.builder(customRegistry)
      .pushAll([advisor1, advisor2])
      .build();

    const newChain = chain.copy(advisor1);

    expect(newChain.getObservationRegistry?.()).toBe(customRegistry);
  });
});

// ------------------------------------------------------------------ spring-ai-ts behaviour

/** A scripted chat model: fixed answers, records prompts, and tracks whether its stream was closed. */
class ScriptedChatModel extends ChatModel {
  readonly prompts: Prompt[] = [];
  streamsOpened = 0;
  streamsClosed = 0;
  failWith: Error | undefined;

  constructor(private readonly chunks: string[] = ['Hel', 'lo']) {
    super();
  }

  async call(prompt: Prompt): Promise<ChatResponse> {
    this.prompts.push(prompt);
    if (this.failWith !== undefined) throw this.failWith;
    return chunk(this.chunks.join(''), 'STOP');
  }

  override stream(prompt: Prompt): Flux<ChatResponse> {
    this.prompts.push(prompt);
    const model = this;
    return new Flux<ChatResponse>(() =>
      (async function* () {
        model.streamsOpened++;
        try {
          for (let i = 0; i < model.chunks.length; i++) {
            if (model.failWith !== undefined && i === 1) throw model.failWith;
            yield chunk(model.chunks[i] as string, i === model.chunks.length - 1 ? 'STOP' : undefined);
          }
        } finally {
          model.streamsClosed++;
        }
      })(),
    );
  }
}

/** An advisor that records its before/after steps and runs `finally` hooks, for both paths. */
class RecordingAdvisor implements CallAdvisor, StreamAdvisor {
  finallies = 0;

  constructor(
    private readonly name: string,
    private readonly order: number,
    private readonly log: string[],
  ) {}

  getName(): string {
    return this.name;
  }

  getOrder(): number {
    return this.order;
  }

  async adviseCall(chatClientRequest: ChatClientRequest, chain: CallAdvisorChain): Promise<ChatClientResponse> {
    this.log.push(`before:${this.name}`);
    try {
      const response = await chain.nextCall(chatClientRequest);
      this.log.push(`after:${this.name}`);
      return response;
    } finally {
      this.finallies++;
    }
  }

  adviseStream(chatClientRequest: ChatClientRequest, chain: StreamAdvisorChain): Flux<ChatClientResponse> {
    this.log.push(`before:${this.name}`);
    return chain
      .nextStream(chatClientRequest)
      .doOnNext(() => this.log.push(`chunk:${this.name}`))
      .doFinally(() => {
        this.log.push(`after:${this.name}`);
        this.finallies++;
      });
  }
}

function chainOf(registry: ObservationRegistry, model: ChatModel, advisors: Advisor[]): DefaultAroundAdvisorChain {
  return DefaultAroundAdvisorChain.builder(registry)
    .pushAll([
      ...advisors,
      ChatModelCallAdvisor.builder().chatModel(model).build(),
      ChatModelStreamAdvisor.builder().chatModel(model).build(),
    ])
    .build();
}

describe('DefaultAroundAdvisorChain (spring-ai-ts)', () => {
  test('a lower order runs earlier for the request and later for the response, on a call', async () => {
    const log: string[] = [];
    const chain = chainOf(ObservationRegistry.NOOP, new ScriptedChatModel(), [
      new RecordingAdvisor('inner', 10, log),
      new RecordingAdvisor('outer', -10, log),
      new RecordingAdvisor('middle', 0, log),
    ]);

    const response = await chain.nextCall(request());

    expect(log).toEqual(['before:outer', 'before:middle', 'before:inner', 'after:inner', 'after:middle', 'after:outer']);
    expect(response.chatResponse()?.getResult()?.getOutput().getText()).toBe('Hello');
  });

  test('a lower order runs earlier for the request and later for the response, on a stream', async () => {
    const log: string[] = [];
    const chain = chainOf(ObservationRegistry.NOOP, new ScriptedChatModel(['a']), [
      new RecordingAdvisor('inner', 10, log),
      new RecordingAdvisor('outer', -10, log),
      new RecordingAdvisor('middle', 0, log),
    ]);

    const responses = await chain.nextStream(request()).collectList();

    expect(responses).toHaveLength(1);
    expect(log).toEqual([
      'before:outer',
      'before:middle',
      'before:inner',
      'chunk:inner',
      'chunk:middle',
      'chunk:outer',
      'after:inner',
      'after:middle',
      'after:outer',
    ]);
  });

  test('advisors with equal order run in reverse registration order, on a call', async () => {
    const log: string[] = [];
    const chain = chainOf(ObservationRegistry.NOOP, new ScriptedChatModel(), [
      new RecordingAdvisor('first', 0, log),
      new RecordingAdvisor('second', 0, log),
      new RecordingAdvisor('third', 0, log),
    ]);

    await chain.nextCall(request());

    expect(log.filter((entry) => entry.startsWith('before:'))).toEqual(['before:third', 'before:second', 'before:first']);
  });

  test('advisors with equal order run in reverse registration order, on a stream', async () => {
    const log: string[] = [];
    const chain = chainOf(ObservationRegistry.NOOP, new ScriptedChatModel(), [
      new RecordingAdvisor('first', 0, log),
      new RecordingAdvisor('second', 0, log),
      new RecordingAdvisor('third', 0, log),
    ]);

    await chain.nextStream(request()).blockLast();

    expect(log.filter((entry) => entry.startsWith('before:'))).toEqual(['before:third', 'before:second', 'before:first']);
  });

  test('the sort matches Spring: a user advisor at LOWEST_PRECEDENCE lands after the model advisor', () => {
    const user1 = createMockAdvisor('user1', 0);
    const user2 = createMockAdvisor('user2', 0);
    const userLowest = createMockAdvisor('userLowest', Ordered.LOWEST_PRECEDENCE);
    const callAdvisor = ChatModelCallAdvisor.builder().chatModel(new ScriptedChatModel()).build();

    const chain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP)
      .pushAll([user1, user2, userLowest, callAdvisor])
      .build();

    expect(chain.getCallAdvisors().map((advisor) => advisor.getName())).toEqual(['user2', 'user1', 'call', 'userLowest']);
  });

  test('each push re-sorts, and the call and stream lists hold only their kind', () => {
    const model = new ScriptedChatModel();
    const log: string[] = [];
    const both = new RecordingAdvisor('both', 5, log);
    const builder = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP)
      .push(ChatModelStreamAdvisor.builder().chatModel(model).build())
      .push(both)
      .push(createMockAdvisor('callOnly', 1));

    const chain = builder.build();

    expect(chain.getCallAdvisors().map((advisor) => advisor.getName())).toEqual(['callOnly', 'both']);
    expect(chain.getStreamAdvisors().map((advisor) => advisor.getName())).toEqual(['both', 'stream']);
  });

  test('a chain is single-use: each nextCall takes the next advisor, then none is left', async () => {
    const advisor = mockCallAdvisor('only');
    const chain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP).push(advisor).build();

    await chain.nextCall(request());
    await expect(chain.nextCall(request())).rejects.toThrow(new IllegalStateException('No CallAdvisors available to execute'));
    expect(advisor.adviseCall).toHaveBeenCalledTimes(1);
  });

  test('an empty chain fails nextCall and nextStream with Spring messages', async () => {
    const chain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP).build();
    await expect(chain.nextCall(request())).rejects.toThrow(new IllegalStateException('No CallAdvisors available to execute'));
    await expect(chain.nextStream(request()).collectList()).rejects.toThrow(
      new IllegalStateException('No StreamAdvisors available to execute'),
    );
  });

  test('nextCall rejects and nextStream throws at once for a null request', async () => {
    const chain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP).build();
    await expect(chain.nextCall(null as unknown as ChatClientRequest)).rejects.toThrow(
      new IllegalArgumentException('the chatClientRequest cannot be null'),
    );
    expect(() => chain.nextStream(null as unknown as ChatClientRequest)).toThrow(
      new IllegalArgumentException('the chatClientRequest cannot be null'),
    );
  });

  test('nextStream takes its advisor only when the stream is consumed', async () => {
    const advisor = mockStreamAdvisor('lazy');
    const chain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP).push(advisor).build();

    const flux = chain.nextStream(request());
    expect(advisor.adviseStream).not.toHaveBeenCalled();

    await flux.blockLast();
    expect(advisor.adviseStream).toHaveBeenCalledTimes(1);
    await expect(flux.blockLast()).rejects.toThrow('No StreamAdvisors available to execute');
  });

  test('copy of an advisor that is both call and stream keeps each list after it', async () => {
    const log: string[] = [];
    const model = new ScriptedChatModel(['x']);
    const recursive = new RecordingAdvisor('recursive', 0, log);
    const inner = new RecordingAdvisor('inner', 5, log);
    const chain = chainOf(ObservationRegistry.NOOP, model, [recursive, inner]);

    const copy = chain.copy(recursive);

    expect(copy.getCallAdvisors().map((advisor) => advisor.getName())).toEqual(['inner', 'call']);
    expect(copy.getStreamAdvisors().map((advisor) => advisor.getName())).toEqual(['inner', 'stream']);
    await copy.nextCall(request());
    await chain.copy(recursive).nextStream(request()).blockLast();
    expect(log).toEqual(['before:inner', 'after:inner', 'before:inner', 'chunk:inner', 'after:inner']);
  });

  test('copy re-sorts as Spring does, so equal orders come out reversed', () => {
    const a = createMockAdvisor('a', 1);
    const b = createMockAdvisor('b', 5);
    const c = createMockAdvisor('c', 5);
    const chain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP).pushAll([a, b, c]).build();

    expect(chain.getCallAdvisors().map((advisor) => advisor.getName())).toEqual(['a', 'c', 'b']);
    expect(chain.copy(a).getCallAdvisors().map((advisor) => advisor.getName())).toEqual(['b', 'c']);
  });

  test('a consumer that stops early runs every advisor finally once and closes the model stream', async () => {
    const log: string[] = [];
    const model = new ScriptedChatModel(['1', '2', '3', '4']);
    const advisors = [new RecordingAdvisor('a1', 1, log), new RecordingAdvisor('a2', 2, log), new RecordingAdvisor('a3', 3, log)];
    const chain = chainOf(TestObservationRegistry.create(), model, advisors);

    let received = 0;
    for await (const response of chain.nextStream(request())) {
      expect(response.chatResponse()).toBeDefined();
      received++;
      if (received === 2) break;
    }

    expect(received).toBe(2);
    expect(advisors.map((advisor) => advisor.finallies)).toEqual([1, 1, 1]);
    expect(model.streamsOpened).toBe(1);
    expect(model.streamsClosed).toBe(1);
  });

  test('every hop is observed once, and a stream observation stops on early cancel', async () => {
    const registry = TestObservationRegistry.create();
    const log: string[] = [];
    const chain = chainOf(registry, new ScriptedChatModel(['1', '2', '3']), [new RecordingAdvisor('a1', 1, log)]);

    for await (const _ of chain.nextStream(request())) break;

    const contexts = registry.getContexts();
    expect(contexts.map((context) => (context.getContext() as AdvisorObservationContext).getAdvisorName())).toEqual([
      'a1',
      'stream',
    ]);
    expect(contexts.every((context) => context.isObservationStarted() && context.isObservationStopped())).toBe(true);
  });

  test('call observations nest: each advisor observation is the parent of the next one', async () => {
    const registry = TestObservationRegistry.create();
    const log: string[] = [];
    const chain = chainOf(registry, new ScriptedChatModel(), [new RecordingAdvisor('a1', 1, log), new RecordingAdvisor('a2', 2, log)]);

    const response = await chain.nextCall(request());

    const contexts = registry.getObservationContexts() as AdvisorObservationContext[];
    const byName = new Map(contexts.map((context) => [context.getAdvisorName(), context]));
    expect([...byName.keys()].sort()).toEqual(['a1', 'a2', 'call']);
    expect(byName.get('a1')?.getParentObservation()).toBeUndefined();
    expect(byName.get('a2')?.getParentObservation()?.getContextView()).toBe(byName.get('a1'));
    expect(byName.get('call')?.getParentObservation()?.getContextView()).toBe(byName.get('a2'));
    expect(byName.get('a1')?.getChatClientResponse()).toBe(response);
    expect(byName.get('a1')?.getName()).toBe('spring.ai.advisor');
    expect(byName.get('a1')?.getContextualName()).toBe('a1');
    expect(registry.getContexts().every((context) => context.isObservationStopped())).toBe(true);
  });

  test('stream observations nest through the reactive context, and record the aggregated response', async () => {
    const registry = TestObservationRegistry.create();
    const log: string[] = [];
    const chain = chainOf(registry, new ScriptedChatModel(['Hel', 'lo']), [
      new RecordingAdvisor('a1', 1, log),
      new RecordingAdvisor('a2', 2, log),
    ]);

    const responses = await chain.nextStream(request()).collectList();

    expect(responses).toHaveLength(2);
    const contexts = registry.getObservationContexts() as AdvisorObservationContext[];
    const byName = new Map(contexts.map((context) => [context.getAdvisorName(), context]));
    expect([...byName.keys()].sort()).toEqual(['a1', 'a2', 'stream']);
    expect(byName.get('a1')?.getParentObservation()).toBeUndefined();
    expect(byName.get('a2')?.getParentObservation()?.getContextView()).toBe(byName.get('a1'));
    expect(byName.get('stream')?.getParentObservation()?.getContextView()).toBe(byName.get('a2'));
    for (const context of contexts) {
      expect(context.getChatClientResponse()?.chatResponse()?.getResult()?.getOutput().getText()).toBe('Hello');
    }
    expect(registry.getContexts().every((context) => context.isObservationStopped())).toBe(true);
  });

  test('a model error on a call is recorded on every advisor observation and rejects the call', async () => {
    const registry = TestObservationRegistry.create();
    const model = new ScriptedChatModel();
    model.failWith = new Error('model down');
    const chain = chainOf(registry, model, [new RecordingAdvisor('a1', 1, [])]);

    await expect(chain.nextCall(request())).rejects.toThrow('model down');

    const contexts = registry.getObservationContexts();
    expect(contexts).toHaveLength(2);
    for (const context of contexts) expect(context.getError()?.message).toBe('model down');
    expect(registry.getContexts().every((context) => context.isObservationStopped())).toBe(true);
  });

  test('a model error on a stream is recorded on every advisor observation and fails the stream', async () => {
    const registry = TestObservationRegistry.create();
    const model = new ScriptedChatModel(['1', '2', '3']);
    model.failWith = new Error('stream broke');
    const log: string[] = [];
    const chain = chainOf(registry, model, [new RecordingAdvisor('a1', 1, log)]);

    await expect(chain.nextStream(request()).collectList()).rejects.toThrow('stream broke');

    const contexts = registry.getObservationContexts();
    expect(contexts).toHaveLength(2);
    for (const context of contexts) expect(context.getError()?.message).toBe('stream broke');
    expect(registry.getContexts().every((context) => context.isObservationStopped())).toBe(true);
    expect(model.streamsClosed).toBe(1);
  });

  test.each([
    ['a no-op registry', () => ObservationRegistry.NOOP],
    ['a recording registry', () => TestObservationRegistry.create()],
  ])('with %s, each stream hop drops chunks without a chat response and re-wraps chunks with the gathered context', async (_label, registryOf) => {
    const source: StreamAdvisor = {
      getName: () => 'source',
      getOrder: () => Ordered.LOWEST_PRECEDENCE,
      adviseStream: () =>
        Flux.just(
          new ChatClientResponse(chunk('a'), { first: 1 }),
          new ChatClientResponse(undefined, { skipped: 2 }),
          new ChatClientResponse(chunk('b', 'STOP'), { last: 3 }),
        ),
    };
    const seen: ChatClientResponse[] = [];
    const spy: StreamAdvisor = {
      getName: () => 'spy',
      getOrder: () => 0,
      adviseStream: (chatClientRequest, chain) => chain.nextStream(chatClientRequest).doOnNext((response) => seen.push(response)),
    };
    const chain = DefaultAroundAdvisorChain.builder(registryOf()).pushAll([spy, source]).build();

    const out = await chain.nextStream(request()).collectList();

    expect(seen.map((response) => response.chatResponse()?.getResult()?.getOutput().getText())).toEqual(['a', 'b']);
    expect(seen[0]?.context()).toEqual(new Map([['first', 1]]));
    expect(seen[1]?.context()).toEqual(
      new Map<string, unknown>([
        ['first', 1],
        ['skipped', 2],
        ['last', 3],
      ]),
    );
    expect(out).toHaveLength(2);
    expect(out[0]).not.toBe(seen[0]);
    expect(out[0]?.context()).not.toBe(seen[0]?.context());
  });

  test.each([
    ['a no-op registry', () => ObservationRegistry.NOOP],
    ['a recording registry', () => TestObservationRegistry.create()],
  ])('with %s, an advisor without a name fails its hop as Spring does', async (_label, registryOf) => {
    const nameless = { getName: () => '', getOrder: () => 0, adviseCall: jest.fn(), adviseStream: jest.fn() };
    const chain = () => DefaultAroundAdvisorChain.builder(registryOf()).push(nameless).build();

    await expect(chain().nextCall(request())).rejects.toThrow(new IllegalArgumentException('advisorName cannot be null or empty'));
    await expect(chain().nextStream(request()).collectList()).rejects.toThrow('advisorName cannot be null or empty');
    expect(nameless.adviseCall).not.toHaveBeenCalled();
    expect(nameless.adviseStream).not.toHaveBeenCalled();
  });

  test('an advisor whose adviseCall throws synchronously rejects the call', async () => {
    const throwing = {
      getName: () => 'throwing',
      getOrder: () => 0,
      adviseCall: (): Promise<ChatClientResponse> => {
        throw new IllegalStateException('sync');
      },
    };
    const chain = DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP).push(throwing).build();
    const result = chain.nextCall(request());
    expect(result).toBeInstanceOf(Promise);
    await expect(result).rejects.toThrow('sync');
  });

  test('a stream hop takes its parent from the reactive context, as ChatClient puts it there', async () => {
    const registry = TestObservationRegistry.create();
    const parent = Observation.createNotStarted('spring.ai.chat.client', registry).start();
    const chain = chainOf(registry, new ScriptedChatModel(['x']), [new RecordingAdvisor('a1', 1, [])]);

    await chain
      .nextStream(request())
      .contextWrite((context) => context.put(ObservationThreadLocalAccessor.KEY, parent))
      .blockLast();
    parent.stop();

    const a1 = (registry.getObservationContexts() as AdvisorObservationContext[]).find(
      (context) => context instanceof AdvisorObservationContext && context.getAdvisorName() === 'a1',
    );
    expect(a1?.getParentObservation()?.getContextView()).toBe(parent.getContext());
  });

  test('an observed stream hop whose advisor throws instead of returning a Flux records the error and stops', async () => {
    const registry = TestObservationRegistry.create();
    const throwing: StreamAdvisor = {
      getName: () => 'throwing',
      getOrder: () => 0,
      adviseStream: () => {
        throw new IllegalStateException('no flux');
      },
    };
    const chain = DefaultAroundAdvisorChain.builder(registry).push(throwing).build();

    await expect(chain.nextStream(request()).collectList()).rejects.toThrow('no flux');

    const [context] = registry.getContexts();
    expect(context?.getContext().getError()?.message).toBe('no flux');
    expect(context?.isObservationStopped()).toBe(true);
  });

  test('a cancelled observed stream stops every observation without an error', async () => {
    const registry = TestObservationRegistry.create();
    const chain = chainOf(registry, new ScriptedChatModel(['1', '2', '3']), [new RecordingAdvisor('a1', 1, [])]);

    for await (const _ of chain.nextStream(request())) break;

    expect(registry.getContexts()).toHaveLength(2);
    for (const context of registry.getContexts()) {
      expect(context.isObservationStopped()).toBe(true);
      expect(context.getContext().getError()).toBeUndefined();
    }
  });

  test('a custom observation convention names the observations; the default is used for copies', async () => {
    const registry = TestObservationRegistry.create();
    const convention = new (class extends AdvisorObservationConvention {
      override getName(): string {
        return 'custom.advisor';
      }
      override getContextualName(): string {
        return 'custom';
      }
    })();
    const advisor = createMockAdvisor('a', 0);
    const chain = DefaultAroundAdvisorChain.builder(registry)
      .observationConvention(convention)
      .pushAll([advisor, ChatModelCallAdvisor.builder().chatModel(new ScriptedChatModel()).build()])
      .build();

    await chain.copy(advisor).nextCall(request());
    await chain.nextCall(request());

    expect(registry.getObservationContexts().map((context) => context.getName())).toEqual([
      'spring.ai.advisor',
      'custom.advisor',
      'custom.advisor',
    ]);
  });
});
