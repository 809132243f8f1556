import { ChatClient } from '../../../../src/chat/client/ChatClient.js';
import { ChatClientRequest } from '../../../../src/chat/client/ChatClientRequest.js';
import { ChatClientResponse } from '../../../../src/chat/client/ChatClientResponse.js';
import { DefaultAroundAdvisorChain } from '../../../../src/chat/client/advisor/DefaultAroundAdvisorChain.js';
import type { StreamAdvisor } from '../../../../src/chat/client/advisor/api/StreamAdvisor.js';
import type { StreamAdvisorChain } from '../../../../src/chat/client/advisor/api/StreamAdvisorChain.js';
import { AssistantMessage } from '../../../../src/chat/messages/AssistantMessage.js';
import { ChatResponse } from '../../../../src/chat/model/ChatResponse.js';
import { Generation } from '../../../../src/chat/model/Generation.js';
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { ObservationRegistry } from '../../../../src/java/micrometer/observation/ObservationRegistry.js';
import { Flux } from '../../../../src/java/reactor/Flux.js';
import { mockChatModel } from '../chatClientTestSupport.js';

// Our own tests: stream hops of pass-through advisors, each one step per chunk; chunks, contexts,
// drops, errors and cancellation are those of Spring's per-hop aggregator.

const chat = (text: string): ChatResponse => new ChatResponse([new Generation(new AssistantMessage(text))]);

const passThrough = (name: string, order: number, seen?: string[]): StreamAdvisor => ({
  getName: () => name,
  getOrder: () => order,
  adviseStream: (request: ChatClientRequest, chain: StreamAdvisorChain) => {
    seen?.push(name);
    return chain.nextStream(request);
  },
});

/** The innermost advisor: emits the given responses, counting pulls and cancellations. */
function source(responses: ChatClientResponse[], events: string[], failAfter?: number): StreamAdvisor {
  return {
    getName: () => 'source',
    getOrder: () => 100,
    adviseStream: () =>
      new Flux<ChatClientResponse>(() => {
        let index = 0;
        return {
          next: async () => {
            events.push(`pull ${index}`);
            if (failAfter !== undefined && index === failAfter) throw new Error('boom');
            return index < responses.length ? { done: false, value: responses[index++]! } : { done: true, value: undefined };
          },
          return: async () => {
            events.push('cancel');
            return { done: true, value: undefined };
          },
        };
      }),
  };
}

const request = (): ChatClientRequest => ChatClientRequest.builder().prompt(new Prompt('hi')).build();

const chainOf = (...advisors: StreamAdvisor[]): DefaultAroundAdvisorChain =>
  DefaultAroundAdvisorChain.builder(ObservationRegistry.NOOP).pushAll(advisors).build();

describe('stream hops (spring-ai-ts)', () => {
  test('pass-through hops: each chunk carries the context gathered so far, chunks without a response are dropped', async () => {
    const events: string[] = [];
    const seen: string[] = [];
    const upstream = [
      new ChatClientResponse(chat('a'), new Map<string, unknown>([['k1', 1]])),
      new ChatClientResponse(undefined, new Map<string, unknown>([['k2', 2]])),
      new ChatClientResponse(chat('b'), new Map<string, unknown>([['k1', 'one']])),
      new ChatClientResponse(chat('c'), new Map<string, unknown>()),
    ];
    const chain = chainOf(passThrough('p1', 1, seen), passThrough('p2', 2, seen), passThrough('p3', 3, seen), source(upstream, events));

    const responses = await chain.nextStream(request()).collectList();

    expect(seen).toEqual(['p1', 'p2', 'p3']);
    expect(responses.map((r) => r.chatResponse()?.getResult()?.getOutput().getText())).toEqual(['a', 'b', 'c']);
    expect(responses.map((r) => Object.fromEntries(r.context()))).toEqual([
      { k1: 1 },
      { k1: 'one', k2: 2 },
      { k1: 'one', k2: 2 },
    ]);
    expect([...responses[1]!.context().keys()]).toEqual(['k1', 'k2']);
    // Every chunk is a new response with its own context map, never the source's.
    for (const response of responses) expect(upstream).not.toContain(response);
    expect(new Set(responses.map((r) => r.context())).size).toBe(3);
    expect(events).toEqual(['pull 0', 'pull 1', 'pull 2', 'pull 3', 'pull 4']);
  });

  test('an advisor that transforms the stream still receives a fresh response per chunk from the hop below', async () => {
    const events: string[] = [];
    const received: ChatClientResponse[] = [];
    const upstream = [new ChatClientResponse(chat('a'), new Map()), new ChatClientResponse(chat('b'), new Map())];
    const mapping: StreamAdvisor = {
      getName: () => 'mapping',
      getOrder: () => 2,
      adviseStream: (req, chain) =>
        chain.nextStream(req).map((response) => {
          received.push(response);
          response.context().set('mapped', true);
          return response;
        }),
    };
    const chain = chainOf(passThrough('p1', 1), mapping, passThrough('p3', 3), source(upstream, events));

    const responses = await chain.nextStream(request()).collectList();

    expect(received).toHaveLength(2);
    for (const response of received) expect(upstream).not.toContain(response);
    expect(upstream.every((r) => r.context().size === 0)).toBe(true);
    expect(responses.map((r) => r.context().get('mapped'))).toEqual([true, true]);
    expect(responses).not.toContain(received[0]);
  });

  test('leaving the stream early cancels the source once', async () => {
    const events: string[] = [];
    const upstream = ['a', 'b', 'c', 'd'].map((text) => new ChatClientResponse(chat(text), new Map()));
    const chain = chainOf(passThrough('p1', 1), passThrough('p2', 2), source(upstream, events));

    const texts: string[] = [];
    for await (const response of chain.nextStream(request())) {
      texts.push(response.chatResponse()?.getResult()?.getOutput().getText() ?? '');
      if (texts.length === 2) break;
    }

    expect(texts).toEqual(['a', 'b']);
    expect(events).toEqual(['pull 0', 'pull 1', 'cancel']);
  });

  test('an error of the source reaches the consumer through the hops', async () => {
    const events: string[] = [];
    const upstream = ['a', 'b', 'c'].map((text) => new ChatClientResponse(chat(text), new Map()));
    const chain = chainOf(passThrough('p1', 1), passThrough('p2', 2), source(upstream, events, 2));
    const texts: string[] = [];

    await expect(
      chain
        .nextStream(request())
        .doOnNext((response) => texts.push(response.chatResponse()?.getResult()?.getOutput().getText() ?? ''))
        .blockLast(),
    ).rejects.toThrow('boom');
    expect(texts).toEqual(['a', 'b']);
  });

  test('ChatClient: a pass-through advisor above one that emits a context-only chunk; every chunk carries the gathered context', async () => {
    const chatModel = mockChatModel();
    chatModel.stream.mockImplementation(() => Flux.just(chat('a'), chat('b'), chat('c')));
    const contextFirst: StreamAdvisor = {
      getName: () => 'context',
      getOrder: () => 5,
      adviseStream: (req, chain) =>
        Flux.concat(Flux.just(new ChatClientResponse(undefined, new Map([['k', 'v']]))), chain.nextStream(req)),
    };
    const client = ChatClient.builder(chatModel).defaultAdvisors(passThrough('p1', 1), contextFirst, passThrough('p9', 9)).build();

    const responses = await client.prompt('hi').stream().chatClientResponse().collectList();

    expect(responses.map((r) => r.chatResponse()?.getResult()?.getOutput().getText())).toEqual(['a', 'b', 'c']);
    expect(responses.map((r) => Object.fromEntries(r.context()))).toEqual([{ k: 'v' }, { k: 'v' }, { k: 'v' }]);
    expect(new Set(responses.map((r) => r.context())).size).toBe(3);
    expect(await client.prompt('hi').stream().content().collectList()).toEqual(['a', 'b', 'c']);
  });
});

