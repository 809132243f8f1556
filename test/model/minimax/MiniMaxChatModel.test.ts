// spring-ai-ts own tests: MiniMaxChatModel against the MiniMax simulator through the real `openai` client.
import { ChatClient } from '../../../src/chat/client/ChatClient.js';
import type { ChatResponse } from '../../../src/chat/model/ChatResponse.js';
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { AbortedException } from '../../../src/java/core/AbortedException.js';
import { AbortSignalContext } from '../../../src/java/core/AbortSignalContext.js';
import { IllegalArgumentException } from '../../../src/java/core/IllegalArgumentException.js';
import { TestObservationRegistry } from '../../../src/java/micrometer/observation/tck/TestObservationRegistry.js';
import { MiniMaxScenarios, MiniMaxSimulator } from '../../../src/model/minimax/simulator/index.js';
import { MiniMaxApi, MiniMaxChatModel, MiniMaxChatOptions } from '../../../src/model/minimax/index.js';
import { ToolCallingManager } from '../../../src/model/tool/ToolCallingManager.js';
import { NonTransientAiException } from '../../../src/retry/NonTransientAiException.js';
import { RetryTemplate } from '../../../src/java/retry/RetryTemplate.js';
import { TransientAiException } from '../../../src/retry/TransientAiException.js';
import { FunctionToolCallback } from '../../../src/tool/function/FunctionToolCallback.js';
import { ToolMetadata } from '../../../src/tool/metadata/ToolMetadata.js';
import { mockWeatherService, WeatherRequest } from './api/MockWeatherService.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- recorded wire JSON
type Json = any;
const KEY = 'sk-test-key-1234';

const weatherTool = (returnDirect = false) =>
  FunctionToolCallback.builder('get_weather', mockWeatherService)
    .description('Get the weather in location')
    .inputType(WeatherRequest)
    .toolMetadata(ToolMetadata.builder().returnDirect(returnDirect).build())
    .build();

function noWaitRetry(waits: number[], mapping?: 'minimax'): RetryTemplate {
  void mapping;
  return RetryTemplate.builder()
    .maxAttempts(3)
    .retryOn(TransientAiException)
    .exponentialBackoff(100, 2, 10_000)
    .withSleeper(async (millis) => {
      waits.push(millis);
    })
    .build();
}

describe('MiniMaxChatModel (spring-ai-ts, against the simulator)', () => {
  const simulator = new MiniMaxSimulator({ apiKeys: [KEY] });
  let baseUrl: string;
  let api: MiniMaxApi;
  let waits: number[];

  const model = (extra: { returnDirect?: boolean; registry?: TestObservationRegistry; retry?: RetryTemplate; api?: MiniMaxApi } = {}) =>
    MiniMaxChatModel.builder()
      .miniMaxApi(extra.api ?? api)
      .defaultOptions(MiniMaxChatOptions.builder().model('MiniMax-M2.7').temperature(0.7).toolCallbacks([weatherTool(extra.returnDirect)]).build())
      .retryTemplate(extra.retry ?? noWaitRetry(waits))
      .observationRegistry(extra.registry ?? TestObservationRegistry.create())
      .build();

  beforeAll(async () => {
    baseUrl = (await simulator.start()).baseUrl;
    api = new MiniMaxApi({ baseUrl, apiKey: KEY, completionsPath: 'openai' });
  });
  afterAll(() => simulator.stop());
  beforeEach(() => {
    simulator.reset();
    waits = [];
  });

  const toolRound = (args: string | Record<string, unknown> = { location: 'Paris' }) =>
    MiniMaxScenarios.toolCall('get_weather', args, { split: 'openai', fragments: 3 }, { thinking: 'Call the tool.', tokens: { prompt: 10, completion: 5 } });
  const answer = () => MiniMaxScenarios.text('It is 15 degrees in Paris.', { chunks: 3, tokens: { prompt: 20, completion: 7 } });

  describe('call', () => {
    test('runs the internal tool loop and accumulates the usage of both rounds', async () => {
      simulator.enqueue(toolRound(), answer());
      const response = await model().call(new Prompt('What is the weather in Paris?'));
      expect(response.getResult()?.getOutput().getText()).toBe('It is 15 degrees in Paris.');
      const usage = response.getMetadata().getUsage();
      expect([usage.getPromptTokens(), usage.getCompletionTokens(), usage.getTotalTokens()]).toEqual([30, 12, 42]);
      const second = simulator.requests()[1]?.body as Json;
      const assistant = second.messages.find((m: Json) => m.role === 'assistant');
      expect(assistant.tool_calls[0].function).toEqual({ name: 'get_weather', arguments: '{"location":"Paris"}' });
      expect(assistant.content).toMatch(/^<think>\nCall the tool.\n<\/think>\n\n/); // reasoning echoed as it came
      const tool = second.messages.find((m: Json) => m.role === 'tool');
      expect(tool.tool_call_id).toBe(assistant.tool_calls[0].id);
      expect(JSON.parse(tool.content)).toEqual({ temp: 15, unit: 'C' });
    });

    test('returnDirect tools return their result without a second request', async () => {
      simulator.enqueue(toolRound());
      const response = await model({ returnDirect: true }).call(new Prompt('What is the weather in Paris?'));
      expect(JSON.parse(response.getResult()?.getOutput().getText() ?? '')).toEqual({ temp: 15, unit: 'C' });
      expect(simulator.requests()).toHaveLength(1);
    });

    test('internalToolExecutionEnabled=false returns the tool call to the caller', async () => {
      simulator.enqueue(toolRound());
      const options = MiniMaxChatOptions.builder().internalToolExecutionEnabled(false).build();
      const response = await model().call(new Prompt('What is the weather in Paris?', options));
      expect(response.hasToolCalls()).toBe(true);
      expect(response.getResult()?.getOutput().getToolCalls()[0]?.name()).toBe('get_weather');
      expect(response.getResult()?.getOutput().getMetadata().get('reasoningContent')).toBe('\nCall the tool.\n');
    });

    test('broken tool arguments are never echoed back (MiniMax would reject the request with 2013)', async () => {
      simulator.enqueue(toolRound('{"location": "San Fr'), answer());
      const response = await model().call(new Prompt('What is the weather in Paris?'));
      expect(response.getResult()?.getOutput().getText()).toBe('It is 15 degrees in Paris.');
      const second = simulator.requests()[1] as Json;
      expect(second.outcome).toBe('completed');
      expect(second.body.messages.find((m: Json) => m.role === 'assistant').tool_calls[0].function.arguments).toBe('{}');
    });

    test('one chat-model observation per request, provider minimax', async () => {
      const registry = TestObservationRegistry.create();
      simulator.enqueue(toolRound(), answer());
      await model({ registry }).call(new Prompt('What is the weather in Paris?'));
      const contexts = registry.getObservationContexts().filter((c) => c.getName() === 'gen_ai.client.operation');
      expect(contexts).toHaveLength(2);
      for (const context of contexts) {
        expect(context.getLowCardinalityKeyValues().stream().find((kv) => kv.getKey() === 'gen_ai.system')?.getValue()).toBe('minimax');
      }
    });

    test('5xx is retried with back-off; 4xx (429 included) is not, as in Spring', async () => {
      simulator.enqueue(MiniMaxScenarios.httpError('system-error'), MiniMaxScenarios.text('Recovered.'));
      expect((await model().call(new Prompt('Hi'))).getResult()?.getOutput().getText()).toBe('Recovered.');
      expect(waits).toEqual([100]);
      expect(simulator.requests()).toHaveLength(2);

      simulator.reset();
      simulator.enqueue(MiniMaxScenarios.httpError('rate-limit'), MiniMaxScenarios.text('never'));
      await expect(model().call(new Prompt('Hi'))).rejects.toBeInstanceOf(NonTransientAiException);
      expect(simulator.requests()).toHaveLength(1);
    });

    test("with errorMapping 'minimax' a 429 rate limit is retried after its Retry-After", async () => {
      const minimaxApi = new MiniMaxApi({ baseUrl, apiKey: KEY, completionsPath: 'openai', errorMapping: 'minimax' });
      simulator.enqueue(MiniMaxScenarios.httpError('rate-limit'), MiniMaxScenarios.text('After waiting.'));
      const response = await model({ api: minimaxApi }).call(new Prompt('Hi'));
      expect(response.getResult()?.getOutput().getText()).toBe('After waiting.');
      expect(waits).toEqual([1000]); // Retry-After: 1 beats the 100 ms back-off
    });

    test('a base_resp error in an HTTP 200 rejects instead of answering empty', async () => {
      simulator.enqueue(MiniMaxScenarios.baseResp(1004));
      await expect(model().call(new Prompt('Hi'))).rejects.toThrow('login fail');
    });

    test('an abort cancels the HTTP request and is not retried', async () => {
      simulator.enqueue(MiniMaxScenarios.text('late', { firstByteDelayMs: 10_000 }));
      const controller = new AbortController();
      const pending = AbortSignalContext.run(controller.signal, () => model().call(new Prompt('Hi')));
      while (simulator.requests().length === 0) await new Promise((resolve) => setImmediate(resolve));
      controller.abort();
      await expect(pending).rejects.toBeInstanceOf(AbortedException);
      await simulator.waitForIdle();
      expect(simulator.lastRequest()?.outcome).toBe('client-aborted');
      expect(simulator.requests()).toHaveLength(1);
    });
  });

  describe('stream', () => {
    const text = (responses: ChatResponse[]) => responses.map((r) => r.getResult()?.getOutput().getText() ?? '').join('');

    test('runs the internal tool loop; the last response carries the usage of both rounds', async () => {
      simulator.enqueue(toolRound(), answer());
      const responses = await model().stream(new Prompt('What is the weather in Paris?')).collectList();
      expect(text(responses)).toBe('It is 15 degrees in Paris.');
      const usage = responses.at(-1)?.getMetadata().getUsage();
      expect([usage?.getPromptTokens(), usage?.getCompletionTokens(), usage?.getTotalTokens()]).toEqual([30, 12, 42]);
      const second = simulator.requests()[1]?.body as Json;
      expect(second.messages.map((m: Json) => m.role)).toEqual(['user', 'assistant', 'tool']);
      expect(second.messages[1].content).toMatch(/^<think>\nCall the tool.\n<\/think>/);
    });

    test('a tool call streamed without content goes back without content, as Spring sends it', async () => {
      simulator.enqueue(MiniMaxScenarios.toolCall('get_weather', { location: 'Paris' }), answer());
      await model().stream(new Prompt('What is the weather in Paris?')).collectList();
      const assistant = (simulator.requests()[1]?.body as Json).messages[1];
      expect(assistant.role).toBe('assistant');
      expect(assistant.tool_calls).toHaveLength(1);
      expect('content' in assistant).toBe(false);
    });

    test('a tool call streamed in several chunks goes back with content "", as Spring\'s chunk merger leaves it', async () => {
      simulator.enqueue(MiniMaxScenarios.toolCall('get_weather', { location: 'Paris' }, { split: 'openai', fragments: 3 }), answer());
      const options = MiniMaxChatOptions.builder().internalToolExecutionEnabled(false).build();
      const responses = await model().stream(new Prompt('What is the weather in Paris?', options)).collectList();
      const toolCallResponse = responses.find((response) => response.hasToolCalls());
      expect(toolCallResponse?.getResult()?.getOutput().getText()).toBe('');
      simulator.reset();
      simulator.enqueue(MiniMaxScenarios.toolCall('get_weather', { location: 'Paris' }, { split: 'openai', fragments: 3 }), answer());
      await model().stream(new Prompt('What is the weather in Paris?')).collectList();
      expect((simulator.requests()[1]?.body as Json).messages[1].content).toBe('');
    });

    test('reasoning stays out of the text and is exposed in the metadata', async () => {
      simulator.enqueue(MiniMaxScenarios.text('Answer.', { thinking: 'Hmm, let me see.', reasoning: 'split', chunkSize: 4 }));
      const responses = await model().stream(new Prompt('Hi')).collectList();
      expect(text(responses)).toBe('Answer.');
      const withReasoning = responses.filter((r) => r.getResult()?.getOutput().getMetadata().has('reasoningContent'));
      expect(withReasoning.at(-1)?.getResult()?.getOutput().getMetadata().get('reasoningContent')).toBe('Hmm, let me see.');
    });

    test('reasoning_details are echoed back with the assistant message of a tool round', async () => {
      simulator.enqueue(
        MiniMaxScenarios.toolCall('get_weather', { location: 'Paris' }, { split: 'openai' }, { thinking: 'Use the tool.', reasoning: 'split' }),
        answer(),
      );
      await model().stream(new Prompt('What is the weather in Paris?')).collectList();
      const assistant = (simulator.requests()[1]?.body as Json).messages[1];
      expect(assistant.reasoning_details[0].text).toBe('Use the tool.');
      expect(assistant.content).toBe('');
    });

    test('the tool-call message is echoed without content when its call came in one chunk without content, with "" when Spring merged several', async () => {
      simulator.enqueue(MiniMaxScenarios.toolCall('get_weather', { location: 'Paris' }), answer());
      await model().stream(new Prompt('What is the weather in Paris?')).collectList();
      expect('content' in (simulator.requests()[1]?.body as Json).messages[1]).toBe(false);
      simulator.reset();
      simulator.enqueue(MiniMaxScenarios.toolCall('get_weather', { location: 'Paris' }, { split: 'openai', fragments: 3 }), answer());
      await model().stream(new Prompt('What is the weather in Paris?')).collectList();
      expect((simulator.requests()[1]?.body as Json).messages[1].content).toBe('');
    });

    test('returnDirect in a stream emits the tool result', async () => {
      simulator.enqueue(toolRound());
      const responses = await model({ returnDirect: true }).stream(new Prompt('What is the weather in Paris?')).collectList();
      expect(JSON.parse(responses.at(-1)?.getResult()?.getOutput().getText() ?? '')).toEqual({ temp: 15, unit: 'C' });
      expect(simulator.requests()).toHaveLength(1);
    });

    test('one observation per request, stopped when the stream ends', async () => {
      const registry = TestObservationRegistry.create();
      simulator.enqueue(toolRound(), answer());
      await model({ registry }).stream(new Prompt('What is the weather in Paris?')).collectList();
      const contexts = registry.getContexts().filter((c) => c.getContext().getName() === 'gen_ai.client.operation');
      expect(contexts).toHaveLength(2);
      expect(contexts.every((c) => c.isObservationStarted() && c.isObservationStopped())).toBe(true);
    });

    test('the stream observation stops with the aggregated response: its model and usage are in the key values', async () => {
      const registry = TestObservationRegistry.create();
      simulator.enqueue(answer());
      await model({ registry }).stream(new Prompt('Hi')).collectList();
      const [context] = registry.getContexts().filter((c) => c.getContext().getName() === 'gen_ai.client.operation');
      expect(context?.isObservationStopped()).toBe(true);
      const lowCardinality = context?.getContext().getLowCardinalityKeyValues();
      expect(lowCardinality?.stream().find((kv) => kv.getKey() === 'gen_ai.response.model')?.getValue()).toBe('MiniMax-M2.7');
      const highCardinality = context?.getContext().getHighCardinalityKeyValues();
      expect(highCardinality?.stream().find((kv) => kv.getKey() === 'gen_ai.usage.total_tokens')?.getValue()).toBe('27');
    });

    test('an abort ends the stream and the HTTP request', async () => {
      simulator.enqueue(MiniMaxScenarios.interrupted('hang', 1));
      const controller = new AbortController();
      const run = AbortSignalContext.run(controller.signal, async () => {
        for await (const response of model().stream(new Prompt('Hi'))) {
          expect(response).toBeDefined();
          controller.abort();
        }
      });
      await expect(run).rejects.toBeInstanceOf(AbortedException);
      await simulator.waitForIdle();
      expect(simulator.lastRequest()?.outcome).toBe('client-aborted');
    });

    test("ChatClient's stream signal reaches the HTTP request", async () => {
      simulator.enqueue(MiniMaxScenarios.interrupted('hang', 1));
      const controller = new AbortController();
      const stream = ChatClient.create(model()).prompt().user('Hi').stream({ signal: controller.signal }).content();
      const run = (async () => {
        for await (const piece of stream) {
          expect(piece).toBeDefined();
          controller.abort();
        }
      })();
      await expect(run).rejects.toBeInstanceOf(AbortedException);
      await simulator.waitForIdle();
      expect(simulator.lastRequest()?.outcome).toBe('client-aborted');
    });

    test('through ChatClient.stream() end to end', async () => {
      simulator.enqueue(toolRound(), answer());
      const chatClient = ChatClient.create(model());
      const content = await chatClient.prompt().user('What is the weather in Paris?').stream().content().collectList();
      expect(content.join('')).toBe('It is 15 degrees in Paris.');
    });
  });

  describe('construction', () => {
    test('fromEnv fails with a clear message without MINIMAX_API_KEY', () => {
      expect(() => MiniMaxChatModel.fromEnv({})).toThrow(IllegalArgumentException);
      expect(() => MiniMaxChatModel.fromEnv({ MINIMAX_API_KEY: ' ' })).toThrow(/MINIMAX_API_KEY is not set/);
    });

    test('fromEnv reads the key, base URL and model', async () => {
      const chatModel = MiniMaxChatModel.fromEnv({ MINIMAX_API_KEY: KEY, MINIMAX_BASE_URL: baseUrl, MINIMAX_MODEL: 'MiniMax-M2.5' });
      expect(chatModel.getDefaultOptions().getModel()).toBe('MiniMax-M2.5');
      simulator.enqueue(MiniMaxScenarios.text('From the environment.'));
      expect((await chatModel.call(new Prompt('Hi'))).getResult()?.getOutput().getText()).toBe('From the environment.');
      expect((simulator.lastRequest()?.body as Json).model).toBe('MiniMax-M2.5');
    });

    test('constructor checks use Spring messages', () => {
      expect(() => new MiniMaxChatModel(undefined as unknown as MiniMaxApi)).toThrow(new IllegalArgumentException('MiniMaxApi must not be null'));
      expect(() => new MiniMaxChatModel(api, undefined as unknown as MiniMaxChatOptions)).toThrow('Options must not be null');
      expect(() => new MiniMaxChatModel(api, new MiniMaxChatOptions(), undefined as unknown as ToolCallingManager)).toThrow(
        'toolCallingManager cannot be null',
      );
      expect(new MiniMaxChatModel(api).getDefaultOptions().getModel()).toBe('abab6.5g-chat');
      expect(new MiniMaxChatModel(api).getDefaultOptions().getTemperature()).toBe(0.7);
    });
  });
});
