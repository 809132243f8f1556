// Our tests: OpenAiChatModel end to end over HTTP against the simulator's OpenAI-compatible path.
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
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
});
