// spring-ai-ts: the chat client's stream path, one path with or without observations, runs each
// layer (the chat client, each advisor hop) as one step per chunk and builds no aggregate when no
// observation context reads it; what a caller sees is Spring's: chunks with the context gathered
// so far, each with a map of its own, chunks without a chat response dropped, failures logged once
// as the aggregator logs them. With a registry the aggregate is recorded.
// The last test guards the cost of the path over the real MiniMax client: promises per text delta.
import { createHook } from 'node:async_hooks';
import { ChatClient } from '../../../src/chat/client/ChatClient.js';
import { ChatClientResponse } from '../../../src/chat/client/ChatClientResponse.js';
import type { ChatClientRequest } from '../../../src/chat/client/ChatClientRequest.js';
import type { StreamAdvisor } from '../../../src/chat/client/advisor/api/StreamAdvisor.js';
import type { StreamAdvisorChain } from '../../../src/chat/client/advisor/api/StreamAdvisorChain.js';
import { ChatClientObservationContext } from '../../../src/chat/client/observation/ChatClientObservationContext.js';
import type { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import type { ObservationContext } from '../../../src/java/micrometer/observation/ObservationContext.js';
import { ObservationRegistry } from '../../../src/java/micrometer/observation/ObservationRegistry.js';
import { MiniMaxScenarios, MiniMaxSimulator } from '../../../src/model/minimax/simulator/index.js';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from '../../../src/model/minimax/index.js';
import { Flux } from '../../../src/java/reactor/Flux.js';
import { capturedLogs } from '../../harness/logs.js';
import { chatResponse, mockChatModel } from './chatClientTestSupport.js';

/** A stream advisor that first emits a response without a chat response, carrying `key`. */
const contextAdvisor = (key: string, value: unknown): StreamAdvisor => ({
  getName: () => `context-${key}`,
  getOrder: () => 0,
  adviseStream: (request: ChatClientRequest, chain: StreamAdvisorChain) =>
    Flux.concat(Flux.just(new ChatClientResponse(undefined, new Map([[key, value]]))), chain.nextStream(request)),
});

const passThrough = (i: number): StreamAdvisor => ({
  getName: () => `passThrough${i}`,
  getOrder: () => i,
  adviseStream: (request: ChatClientRequest, chain: StreamAdvisorChain) => chain.nextStream(request),
});

describe('ChatClient stream path (spring-ai-ts)', () => {
  test('no-op registry: every chunk carries the context gathered so far in a map of its own; chunks without a chat response are dropped', async () => {
    const chatModel = mockChatModel();
    chatModel.stream.mockImplementation(() => Flux.just(chatResponse('a'), chatResponse('b')));
    const client = ChatClient.builder(chatModel).defaultAdvisors(contextAdvisor('k', 'v')).build();

    const responses = await client.prompt('hi').stream().chatClientResponse().collectList();

    expect(responses.map((response) => response.chatResponse()?.getResult()?.getOutput().getText())).toEqual(['a', 'b']);
    for (const response of responses) expect(response.context().get('k')).toBe('v');
    responses[0]?.context().set('mutated', true);
    expect(responses[1]?.context().has('mutated')).toBe(false);
    expect(await client.prompt('hi').stream().content().collectList()).toEqual(['a', 'b']);
    const chatResponses = await client.prompt('hi').stream().chatResponse().collectList();
    expect(chatResponses.map((response: ChatResponse) => response.getResult()?.getOutput().getText())).toEqual(['a', 'b']);
  });

  test('no-op registry: a failing stream rejects with its error, logged once as "Aggregation Error"', async () => {
    const chatModel = mockChatModel();
    const failure = new Error('the model broke');
    chatModel.stream.mockImplementation(() => Flux.concat(Flux.just(chatResponse('a')), Flux.error<ChatResponse>(failure)));
    const client = ChatClient.builder(chatModel).defaultAdvisors(passThrough(1), passThrough(2)).build();

    await expect(client.prompt('hi').stream().content().collectList()).rejects.toBe(failure);
    expect(capturedLogs.take('Aggregation Error')).toHaveLength(1);
  });

  test('with a registry that has a handler, the chat-client observation records the aggregated response', async () => {
    const chatModel = mockChatModel();
    chatModel.stream.mockImplementation(() => Flux.just(chatResponse('Hello, '), chatResponse('world')));
    const contexts: ObservationContext[] = [];
    const registry = ObservationRegistry.create();
    registry.observationConfig().observationHandler({
      supportsContext: () => true,
      onStop: (context: ObservationContext) => void contexts.push(context),
    });
    const client = ChatClient.builder(chatModel, registry).defaultAdvisors(contextAdvisor('k', 'v')).build();

    expect(await client.prompt('hi').stream().content().collectList()).toEqual(['Hello, ', 'world']);

    const clientContext = contexts.find((context) => context instanceof ChatClientObservationContext) as ChatClientObservationContext;
    expect(clientContext).toBeDefined();
    const aggregated = clientContext.getResponse();
    expect(aggregated?.chatResponse()?.getResult()?.getOutput().getText()).toBe('Hello, world');
    expect(aggregated?.context().get('k')).toBe('v');
  });

  describe('over MiniMaxChatModel and the simulator', () => {
    const simulator = new MiniMaxSimulator({ apiKeys: ['sk-path'] });
    let chatModel: MiniMaxChatModel;
    beforeAll(async () => {
      const { baseUrl } = await simulator.start();
      const api = new MiniMaxApi({ baseUrl, apiKey: 'sk-path', completionsPath: 'openai' });
      chatModel = new MiniMaxChatModel(api, MiniMaxChatOptions.builder().model('MiniMax-M2.7').build());
    });
    afterAll(() => simulator.stop());

    test('leaving the loop after the first delta closes the HTTP request through every layer', async () => {
      const client = ChatClient.builder(chatModel).defaultAdvisors(passThrough(1), passThrough(2)).build();
      simulator.enqueue(MiniMaxScenarios.longText(50, 8, { interChunkDelayMs: 5 }));
      const seen: string[] = [];
      for await (const delta of client.prompt('go').stream().content()) {
        seen.push(delta);
        break;
      }
      expect(seen).toHaveLength(1);
      await simulator.waitForIdle();
      expect(simulator.lastRequest()?.outcome).toBe('client-aborted');
    });

    test('a complete stream through every layer reads the body to its end', async () => {
      const client = ChatClient.builder(chatModel).defaultAdvisors(passThrough(1)).build();
      simulator.enqueue(MiniMaxScenarios.text('All of it.', { chunks: 3 }));
      expect((await client.prompt('go').stream().content().collectList()).join('')).toBe('All of it.');
      await simulator.waitForIdle();
      expect(simulator.lastRequest()?.outcome).toBe('completed');
    });

    test('ChatClient + 3 advisors costs at most 8 promises per text delta: one for the chat client and all its pass-through hops (9 with the former no-op-only shortcuts, 25 before the one-step-per-chunk path)', async () => {
      const client = ChatClient.builder(chatModel).defaultAdvisors(passThrough(1), passThrough(2), passThrough(3)).build();
      const deltas = 400;
      simulator.enqueue(MiniMaxScenarios.longText(20, 16));
      await client.prompt('warm up').stream().content().collectList();
      simulator.enqueue(MiniMaxScenarios.longText(deltas, 16));
      let promises = 0;
      const hook = createHook({
        init(_id, type) {
          if (type === 'PROMISE') promises++;
        },
      });
      hook.enable();
      let received = 0;
      try {
        for await (const delta of client.prompt('count').stream().content()) if (delta.length > 0) received++;
      } finally {
        hook.disable();
      }
      expect(received).toBe(deltas);
      expect(promises / received).toBeLessThanOrEqual(8);
    });
  });
});
