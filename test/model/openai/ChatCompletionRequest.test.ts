// Ported from Spring AI ChatCompletionRequestTests (spring-ai-openai, v1.1.8).
import { Prompt } from '../../../src/chat/prompt/Prompt.js';
import { SimpleApiKey } from '../../../src/model/SimpleApiKey.js';
import type { ToolCallingChatOptions } from '../../../src/model/tool/ToolCallingChatOptions.js';
import { OpenAiApi, OpenAiChatModel, OpenAiChatOptions } from '../../../src/model/openai/index.js';
import { DefaultToolDefinition } from '../../../src/tool/definition/DefaultToolDefinition.js';
import type { ToolDefinition } from '../../../src/tool/definition/ToolDefinition.js';
import { FunctionToolCallback } from '../../../src/tool/function/FunctionToolCallback.js';
import { ToolCallback } from '../../../src/tool/ToolCallback.js';
import { mockWeatherService, WeatherRequest } from '../minimax/api/MockWeatherService.js';

class TestToolCallback extends ToolCallback {
  private readonly toolDefinition: ToolDefinition;
  constructor(name: string) {
    super();
    this.toolDefinition = DefaultToolDefinition.builder().name(name).inputSchema('{}').build();
  }
  getToolDefinition(): ToolDefinition {
    return this.toolDefinition;
  }
  async call(): Promise<string> {
    return 'Mission accomplished!';
  }
}

const weatherTool = (name: string) =>
  FunctionToolCallback.builder(name, mockWeatherService).description('Get the weather in location').inputType(WeatherRequest).build();
const api = () => OpenAiApi.builder().apiKey('TEST').build();

describe('ChatCompletionRequestTests', () => {
  test('whenToolRuntimeOptionsThenMergeWithDefaults', () => {
    const defaultOptions = OpenAiChatOptions.builder()
      .model('DEFAULT_MODEL')
      .internalToolExecutionEnabled(true)
      .toolCallbacks(new TestToolCallback('tool1'), new TestToolCallback('tool2'))
      .toolNames('tool1', 'tool2')
      .toolContext(new Map([['key1', 'value1'], ['key2', 'valueA']]))
      .build();
    const chatModel = OpenAiChatModel.builder()
      .openAiApi(OpenAiApi.builder().apiKey(new SimpleApiKey('TEST')).build())
      .defaultOptions(defaultOptions)
      .build();
    const runtimeOptions = OpenAiChatOptions.builder()
      .internalToolExecutionEnabled(false)
      .toolCallbacks(new TestToolCallback('tool3'), new TestToolCallback('tool4'))
      .toolNames('tool3')
      .toolContext(new Map([['key2', 'valueB']]))
      .build();
    const prompt = chatModel.buildRequestPrompt(new Prompt('Test message content', runtimeOptions));
    const options = prompt.getOptions() as unknown as ToolCallingChatOptions;
    expect(options).toBeDefined();
    expect(options.getInternalToolExecutionEnabled()).toBe(false);
    expect(options.getToolCallbacks()).toHaveLength(2);
    expect(options.getToolCallbacks().map((callback) => callback.getToolDefinition().name()).sort()).toEqual(['tool3', 'tool4']);
    expect([...options.getToolNames()]).toEqual(['tool3']);
    expect(options.getToolContext().get('key1')).toBe('value1');
    expect(options.getToolContext().get('key2')).toBe('valueB');
  });

  test('createRequestWithChatOptions', () => {
    const client = OpenAiChatModel.builder().openAiApi(api()).defaultOptions(OpenAiChatOptions.builder().model('DEFAULT_MODEL').temperature(66.6).build()).build();
    const prompt = client.buildRequestPrompt(new Prompt('Test message content'));
    let request = client.createRequest(prompt, false);
    expect(request.messages()).toHaveLength(1);
    expect(request.stream()).toBe(false);
    expect(request.model()).toBe('DEFAULT_MODEL');
    expect(request.temperature()).toBe(66.6);

    request = client.createRequest(new Prompt('Test message content', OpenAiChatOptions.builder().model('PROMPT_MODEL').temperature(99.9).build()), true);
    expect(request.messages()).toHaveLength(1);
    expect(request.stream()).toBe(true);
    expect(request.model()).toBe('PROMPT_MODEL');
    expect(request.temperature()).toBe(99.9);
  });

  test('promptOptionsTools', () => {
    const TOOL_FUNCTION_NAME = 'CurrentWeather';
    const client = OpenAiChatModel.builder().openAiApi(api()).defaultOptions(OpenAiChatOptions.builder().model('DEFAULT_MODEL').build()).build();
    const prompt = client.buildRequestPrompt(
      new Prompt('Test message content', OpenAiChatOptions.builder().model('PROMPT_MODEL').toolCallbacks([weatherTool(TOOL_FUNCTION_NAME)]).build()),
    );
    const request = client.createRequest(prompt, false);
    expect(request.messages()).toHaveLength(1);
    expect(request.stream()).toBe(false);
    expect(request.model()).toBe('PROMPT_MODEL');
    expect(request.tools()).toHaveLength(1);
    expect(request.tools()?.[0]?.getFunction()?.getName()).toBe(TOOL_FUNCTION_NAME);
  });

  test('defaultOptionsTools', () => {
    const TOOL_FUNCTION_NAME = 'CurrentWeather';
    const client = OpenAiChatModel.builder()
      .openAiApi(api())
      .defaultOptions(OpenAiChatOptions.builder().model('DEFAULT_MODEL').toolCallbacks([weatherTool(TOOL_FUNCTION_NAME)]).build())
      .build();
    let prompt = client.buildRequestPrompt(new Prompt('Test message content'));
    let request = client.createRequest(prompt, false);
    expect(request.messages()).toHaveLength(1);
    expect(request.stream()).toBe(false);
    expect(request.model()).toBe('DEFAULT_MODEL');
    expect(request.tools()).toHaveLength(1);
    expect(request.tools()?.[0]?.getFunction()?.getName()).toBe(TOOL_FUNCTION_NAME);

    // Reference the default options tool by name at runtime
    prompt = client.buildRequestPrompt(new Prompt('Test message content', OpenAiChatOptions.builder().toolNames(TOOL_FUNCTION_NAME).build()));
    request = client.createRequest(prompt, false);
    expect(request.tools()).toHaveLength(1);
    expect(request.tools()?.[0]?.getFunction()?.getName()).toBe(TOOL_FUNCTION_NAME);
  });

  test('extraBodyIsMergedIntoRequest', () => {
    const client = OpenAiChatModel.builder()
      .openAiApi(api())
      .defaultOptions(OpenAiChatOptions.builder().model('gpt-4').extraBody(new Map([['default_key', 'default_value'], ['shared_key', 'default']])).build())
      .build();
    const prompt = client.buildRequestPrompt(
      new Prompt('Test', OpenAiChatOptions.builder().extraBody(new Map([['runtime_key', 'runtime_value'], ['shared_key', 'runtime']])).build()),
    );
    const extraBody = client.createRequest(prompt, false).extraBody() as Map<string, unknown>;
    expect(extraBody).toBeDefined();
    expect(extraBody.get('default_key')).toBe('default_value');
    expect(extraBody.get('runtime_key')).toBe('runtime_value');
    expect(extraBody.get('shared_key')).toBe('runtime');
  });

  test('extraBodyFromDefaultOptionsOnly', () => {
    const client = OpenAiChatModel.builder()
      .openAiApi(api())
      .defaultOptions(OpenAiChatOptions.builder().model('gpt-4').extraBody(new Map<string, unknown>([['top_k', 50], ['repetition_penalty', 1.1]])).build())
      .build();
    const extraBody = client.createRequest(client.buildRequestPrompt(new Prompt('Test')), false).extraBody() as Map<string, unknown>;
    expect(extraBody.get('top_k')).toBe(50);
    expect(extraBody.get('repetition_penalty')).toBe(1.1);
  });

  test('extraBodyFromRuntimeOptionsOnly', () => {
    const client = OpenAiChatModel.builder().openAiApi(api()).defaultOptions(OpenAiChatOptions.builder().model('gpt-4').build()).build();
    const prompt = client.buildRequestPrompt(new Prompt('Test', OpenAiChatOptions.builder().extraBody(new Map([['enable_thinking', true]])).build()));
    const extraBody = client.createRequest(prompt, false).extraBody() as Map<string, unknown>;
    expect(extraBody.get('enable_thinking')).toBe(true);
  });

  test('extraBodyIsPreservedWhenToolDefinitionsArePresent', () => {
    const TOOL_FUNCTION_NAME = 'CurrentWeather';
    const client = OpenAiChatModel.builder().openAiApi(api()).defaultOptions(OpenAiChatOptions.builder().model('gpt-4').build()).build();
    const prompt = client.buildRequestPrompt(
      new Prompt(
        'Test message',
        OpenAiChatOptions.builder()
          .extraBody(new Map<string, unknown>([['top_k', 50], ['enable_thinking', true]]))
          .toolCallbacks([weatherTool(TOOL_FUNCTION_NAME)])
          .build(),
      ),
    );
    const request = client.createRequest(prompt, false);
    expect(request.tools()).toHaveLength(1);
    expect(request.tools()?.[0]?.getFunction()?.getName()).toBe(TOOL_FUNCTION_NAME);
    const extraBody = request.extraBody() as Map<string, unknown>;
    expect(extraBody.get('top_k')).toBe(50);
    expect(extraBody.get('enable_thinking')).toBe(true);
  });
});
