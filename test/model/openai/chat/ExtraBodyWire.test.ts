// Ported from Spring AI ExtraBodyWireTest (spring-ai-openai, v1.1.8): the MockWebServer is the simulator, whose recorded
// request bodies are the wire JSON.
import { Prompt } from '../../../../src/chat/prompt/Prompt.js';
import { MiniMaxScenarios, MiniMaxSimulator } from '../../../../src/model/minimax/simulator/index.js';
import { OpenAiApi, OpenAiChatModel, OpenAiChatOptions } from '../../../../src/model/openai/index.js';

describe('ExtraBodyWireTest', () => {
  const simulator = new MiniMaxSimulator({ api: 'openai' });
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = (await simulator.start()).baseUrl;
  });
  afterAll(() => simulator.stop());
  beforeEach(() => {
    simulator.reset();
    simulator.enqueue(MiniMaxScenarios.text('Hi.'));
  });

  const chatModel = (defaults: OpenAiChatOptions) =>
    OpenAiChatModel.builder().openAiApi(OpenAiApi.builder().apiKey('test-key').baseUrl(baseUrl).build()).defaultOptions(defaults).build();
  const sent = (): Record<string, unknown> => simulator.requests()[0]?.body as Record<string, unknown>;

  test('extraBodyFromRuntimeOptionsAppearsInHttpRequest', async () => {
    await chatModel(OpenAiChatOptions.builder().model('gpt-4').build()).call(
      new Prompt('Hello', OpenAiChatOptions.builder().extraBody(new Map<string, unknown>([['top_k', 50], ['repetition_penalty', 1.1]])).build()),
    );
    const json = sent();
    expect(json['top_k']).toBe(50);
    expect(json['repetition_penalty']).toBe(1.1);
    expect(json).not.toHaveProperty('extra_body');
  });

  test('extraBodyFromDefaultOptionsAppearsInHttpRequest', async () => {
    await chatModel(OpenAiChatOptions.builder().model('gpt-4').extraBody(new Map<string, unknown>([['enable_thinking', true], ['top_k', 40]])).build()).call(new Prompt('Hello'));
    const json = sent();
    expect(json['enable_thinking']).toBe(true);
    expect(json['top_k']).toBe(40);
    expect(json).not.toHaveProperty('extra_body');
  });

  test('runtimeExtraBodyOverridesDefaultExtraBody', async () => {
    await chatModel(OpenAiChatOptions.builder().model('gpt-4').extraBody(new Map<string, unknown>([['top_k', 40], ['default_only', 'value']])).build()).call(
      new Prompt('Hello', OpenAiChatOptions.builder().extraBody(new Map<string, unknown>([['top_k', 100], ['runtime_only', 'value']])).build()),
    );
    const json = sent();
    expect(json['top_k']).toBe(100);
    expect(json).toHaveProperty('default_only');
    expect(json).toHaveProperty('runtime_only');
    expect(json).not.toHaveProperty('extra_body');
  });

  test('extraBodyWithVllmParameters', async () => {
    await chatModel(OpenAiChatOptions.builder().model('meta-llama/Llama-3-8B-Instruct').build()).call(
      new Prompt('Hello', OpenAiChatOptions.builder().extraBody(new Map<string, unknown>([['top_k', 50], ['min_p', 0.05], ['repetition_penalty', 1.1], ['best_of', 3]])).build()),
    );
    const json = sent();
    expect([json['top_k'], json['min_p'], json['repetition_penalty'], json['best_of']]).toEqual([50, 0.05, 1.1, 3]);
    expect(json['model']).toBe('meta-llama/Llama-3-8B-Instruct');
  });
});
