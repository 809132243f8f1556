// Our tests: OpenAiChatModel end to end over HTTP against the simulator's OpenAI-compatible path.
import { ChatModelObservationContext } from '../../../src/chat/observation/ChatModelObservationContext.js';
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import type { ObservationContext } from '../../../src/java/micrometer/observation/ObservationContext.js';
import { ObservationRegistry } from '../../../src/java/micrometer/observation/ObservationRegistry.js';
import { ToolCallingManager } from '../../../src/model/tool/ToolCallingManager.js';
import { NonTransientAiException } from '../../../src/retry/NonTransientAiException.js';
import { RetryUtils } from '../../../src/retry/RetryUtils.js';
import { FunctionToolCallback } from '../../../src/tool/function/FunctionToolCallback.js';
import { MiniMaxScenarios, MiniMaxSimulator } from '../../../src/model/minimax/simulator/index.js';
import { OpenAiApi, OpenAiChatModel, OpenAiChatOptions } from '../../../src/model/openai/index.js';
import { WeatherRequest } from '../minimax/api/MockWeatherService.js';

describe('OpenAiChatModel against the simulator', () => {
  const simulator = new MiniMaxSimulator({ api: 'openai' });
  let baseUrl = '';

  beforeAll(async () => {
    const address = await simulator.start();
    baseUrl = address.baseUrl;
  });
  afterAll(() => simulator.stop());
  beforeEach(() => simulator.reset());

  function model(options = OpenAiChatOptions.builder().model('gpt-4o-mini').temperature(0.7).build()): OpenAiChatModel {
    const openAiApi = OpenAiApi.builder().baseUrl(baseUrl).apiKey('test-key').build();
    return OpenAiChatModel.builder().openAiApi(openAiApi).defaultOptions(options).retryTemplate(RetryUtils.SHORT_RETRY_TEMPLATE).build();
  }

  test('call sends the request Spring sends and maps the answer', async () => {
    simulator.enqueue(MiniMaxScenarios.text('Hello there.'));
    const response = await model().call(new Prompt('Hi'));
    expect(response.getResult()?.getOutput().getText()).toBe('Hello there.');
    expect(response.getResult()?.getMetadata().getFinishReason()).toBe('STOP');
    expect(response.getMetadata().getUsage().getTotalTokens()).toBeGreaterThan(0);
    const request = simulator.requests()[0];
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.body).toEqual({ messages: [{ content: 'Hi', role: 'user' }], model: 'gpt-4o-mini', stream: false, temperature: 0.7 });
    expect(request?.headers['user-agent']).toBe('spring-ai');
    expect(request?.headers['authorization']).toMatch(/^Bearer /);
  });

  test('stream delivers the text and, with stream usage, the usage on the last text chunk', async () => {
    simulator.enqueue(MiniMaxScenarios.text('One two three four five six.', { chunkSize: 4 }));
    const options = OpenAiChatOptions.builder().model('gpt-4o-mini').streamUsage(true).build();
    const responses = await model().stream(new Prompt('Count', options)).collectList();
    const text = responses.map((r) => r.getResult()?.getOutput().getText() ?? '').join('');
    expect(text).toBe('One two three four five six.');
    expect(simulator.requests()[0]?.body).toMatchObject({ stream: true, stream_options: { include_usage: true } });
    const withUsage = responses.filter((r) => r.getMetadata().getUsage().getTotalTokens() > 0);
    expect(withUsage.length).toBeGreaterThanOrEqual(1);
  });

  test('the internal tool loop runs the tool in call and stream', async () => {
    const weather = FunctionToolCallback.builder('getWeather', (input: WeatherRequest) => `Sunny in ${input.location}`)
      .description('The weather in a city')
      .inputType(WeatherRequest)
      .build();
    const options = OpenAiChatOptions.builder().model('gpt-4o-mini').toolCallbacks([weather]).build();
    simulator.enqueue(MiniMaxScenarios.toolCall('getWeather', { location: 'Paris' }), MiniMaxScenarios.text('It is sunny.'));
    const called = await model().call(new Prompt('Weather in Paris?', options));
    expect(called.getResult()?.getOutput().getText()).toBe('It is sunny.');
    const second = simulator.requests()[1]?.body as { messages: Array<Record<string, unknown>>; tools: unknown[] };
    expect(second.tools).toHaveLength(1);
    expect(second.messages.at(-1)).toMatchObject({ role: 'tool', content: '"Sunny in Paris"', name: 'getWeather' });

    simulator.enqueue(MiniMaxScenarios.toolCall('getWeather', { location: 'Rome' }), MiniMaxScenarios.text('Sunny too.'));
    const streamed = await model().stream(new Prompt('Weather in Rome?', options)).collectList();
    expect(streamed.map((r) => r.getResult()?.getOutput().getText() ?? '').join('')).toBe('Sunny too.');
  });

  test('an HTTP 400 is a NonTransientAiException with status and body, not retried', async () => {
    simulator.enqueue(MiniMaxScenarios.httpError('bad-request'));
    const failure = model().call(new Prompt('Hi'));
    await expect(failure).rejects.toBeInstanceOf(NonTransientAiException);
    await expect(failure).rejects.toThrow(/^400 - \{"error":\{"message":"invalid params"/);
    expect(simulator.requests()).toHaveLength(1);
  });

  test('an HTTP 503 is retried', async () => {
    simulator.enqueue(MiniMaxScenarios.httpError('service-unavailable'), MiniMaxScenarios.text('Back.'));
    const response = await model().call(new Prompt('Hi'));
    expect(response.getResult()?.getOutput().getText()).toBe('Back.');
    expect(simulator.requests()).toHaveLength(2);
  });

  test('a stream stops its observation after the aggregated response is set, so the convention sees the model and usage', async () => {
    const stopped: Array<{ model: string | undefined; total: number | undefined }> = [];
    const registry = ObservationRegistry.create();
    registry.observationConfig().observationHandler({
      supportsContext: (context: ObservationContext) => context instanceof ChatModelObservationContext,
      onStop: (context: ObservationContext) => {
        const response = (context as ChatModelObservationContext).getResponse();
        stopped.push({ model: response?.getMetadata().getModel(), total: response?.getMetadata().getUsage().getTotalTokens() });
      },
    });
    const openAiApi = OpenAiApi.builder().baseUrl(baseUrl).apiKey('test-key').build();
    const chatModel = new OpenAiChatModel(
      openAiApi,
      OpenAiChatOptions.builder().model('gpt-4o-mini').streamUsage(true).build(),
      ToolCallingManager.builder().build(),
      RetryUtils.SHORT_RETRY_TEMPLATE,
      registry,
    );
    simulator.enqueue(MiniMaxScenarios.text('Observed answer.', { chunks: 3 }));
    await chatModel.stream(new Prompt('Hi')).collectList();
    expect(stopped).toHaveLength(1);
    expect(stopped[0]?.model).toBe('gpt-4o-mini');
    expect(stopped[0]?.total).toBeGreaterThan(0);
  });
});

describe('OpenAiApi keeps its key to itself (ours)', () => {
  test('util.inspect of the API, its builder and the chat model never shows the key', () => {
    const { inspect } = jest.requireActual<typeof import('node:util')>('node:util');
    const builder = OpenAiApi.builder().baseUrl('http://127.0.0.1:9').apiKey('sk-very-secret-key-1234');
    const api = builder.build();
    const chatModel = OpenAiChatModel.builder().openAiApi(api).build();
    for (const value of [api, builder, chatModel]) expect(inspect(value, { depth: 6 })).not.toContain('sk-very-secret-key-1234');
  });
});

describe('OpenAiApi errors (ours)', () => {
  const simulator = new MiniMaxSimulator({ api: 'openai' });
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = (await simulator.start()).baseUrl;
  });
  afterAll(() => simulator.stop());

  test('an error body that echoes the request headers does not carry the key into the exception', async () => {
    simulator.enqueue({ httpError: { status: 401, code: 401, message: 'Incorrect API key provided', type: 'invalid_request_error', echoRequestHeaders: true } });
    const api = OpenAiApi.builder().baseUrl(baseUrl).apiKey('sk-very-secret-key-1234').build();
    const chatModel = OpenAiChatModel.builder().openAiApi(api).retryTemplate(RetryUtils.SHORT_RETRY_TEMPLATE).build();
    const failure = await chatModel.call(new Prompt('Hi')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NonTransientAiException);
    expect(String((failure as Error).message)).toMatch(/^401 - /);
    // The echoed headers are there, the key masked in them.
    expect(String((failure as Error).message).toLowerCase()).toContain('authorization');
    expect(JSON.stringify(failure) + String((failure as Error).message) + String((failure as Error).stack)).not.toContain('sk-very-secret-key-1234');
  });
});
